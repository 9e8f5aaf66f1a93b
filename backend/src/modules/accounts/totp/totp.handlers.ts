import { randomUUID } from 'node:crypto';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { TotpSetup } from '@sadhana/rules/api';
import { IsNull, Not } from 'typeorm';
import {
  AuthenticatorAlreadyOn,
  FactorNotFound,
  secondFactorDecider,
} from '../../../domain/accounts/second-factor.js';
import { CommandPath } from '../../../platform/command-path/command-path.js';
import { memberStream } from '../../../platform/domain/member-stream.js';
import { WrongCode } from '../second-factor/check-code.handler.js';
import { refreshEnrolledFactors } from '../second-factor/enrolled-factors.js';
import { issueRecoveryCodes, RECOVERY_CODE_COUNT } from '../second-factor/recovery-codes.js';
import { TotpAuthenticatorEntity } from './totp-authenticator.entity.js';
import { newTotpSecret, otpauthUrlOf, qrCodeOf, totpStepOf } from './totp-codes.js';

/** A new secret for the account's authenticator app, not on until confirmed; replaces an unconfirmed one. */
export class SetUpTotpCommand extends Command<TotpSetup> {
  constructor(
    readonly userId: string,
    readonly email: string,
  ) {
    super();
  }
}

@CommandHandler(SetUpTotpCommand)
export class SetUpTotpHandler implements ICommandHandler<SetUpTotpCommand, TotpSetup> {
  constructor(private readonly commands: CommandPath) {}

  async execute({ userId, email }: SetUpTotpCommand): Promise<TotpSetup> {
    const secret = newTotpSecret();
    // No event yet: a secret not confirmed is no factor. The row lock keeps two setups from racing.
    await this.commands.inTransaction(async ({ manager }) => {
      const repository = manager.getRepository(TotpAuthenticatorEntity);
      const existing = await repository.findOne({ where: { userId }, lock: { mode: 'pessimistic_write' } });
      if (existing?.confirmedAt) throw new AuthenticatorAlreadyOn();
      if (existing) await repository.update({ id: existing.id }, { secret });
      else await repository.insert({ id: randomUUID(), userId, secret, confirmedAt: null });
    });
    const otpauthUrl = otpauthUrlOf(secret, email);
    return { secret, otpauthUrl, qrCode: await qrCodeOf(otpauthUrl) };
  }
}

/** A code from the app turns it on: then it is a factor, and ten new recovery codes are issued. */
export class ConfirmTotpCommand extends Command<string[]> {
  constructor(
    readonly userId: string,
    readonly code: string,
  ) {
    super();
  }
}

@CommandHandler(ConfirmTotpCommand)
export class ConfirmTotpHandler implements ICommandHandler<ConfirmTotpCommand, string[]> {
  constructor(private readonly commands: CommandPath) {}

  execute({ userId, code }: ConfirmTotpCommand): Promise<string[]> {
    return this.commands.inTransaction(async ({ manager, now, handleCommand }) => {
      const repository = manager.getRepository(TotpAuthenticatorEntity);
      const totp = await repository.findOne({ where: { userId }, lock: { mode: 'pessimistic_write' } });
      if (totp?.confirmedAt) throw new AuthenticatorAlreadyOn();
      const step = totp ? await totpStepOf(totp.secret, code.replace(/\s/g, ''), now) : undefined;
      if (!totp || step === undefined) throw new WrongCode();
      await repository.update({ id: totp.id }, { confirmedAt: now });
      const stream = memberStream(userId);
      const metadata = { userId };
      await handleCommand(
        stream,
        { type: 'AddFactor', data: { userId, now, factor: 'totp', factorId: totp.id, totpStep: step } },
        secondFactorDecider,
        { metadata, actingMember: userId },
      );
      await refreshEnrolledFactors(manager, userId);
      const codes = await issueRecoveryCodes(manager, userId);
      await handleCommand(
        stream,
        { type: 'IssueRecoveryCodes', data: { userId, now, count: RECOVERY_CODE_COUNT } },
        secondFactorDecider,
        { metadata, actingMember: userId },
      );
      return codes;
    });
  }
}

/** Turns the authenticator app off (its secret is deleted). */
export class RemoveTotpCommand extends Command<void> {
  constructor(readonly userId: string) {
    super();
  }
}

@CommandHandler(RemoveTotpCommand)
export class RemoveTotpHandler implements ICommandHandler<RemoveTotpCommand, void> {
  constructor(private readonly commands: CommandPath) {}

  execute({ userId }: RemoveTotpCommand): Promise<void> {
    return this.commands.inTransaction(async ({ manager, now, handleCommand }) => {
      const repository = manager.getRepository(TotpAuthenticatorEntity);
      const totp = await repository.findOneBy({ userId, confirmedAt: Not(IsNull()) });
      if (!totp) throw new FactorNotFound();
      await repository.delete({ id: totp.id });
      await handleCommand(
        memberStream(userId),
        { type: 'RemoveFactor', data: { userId, now, factor: 'totp', factorId: totp.id } },
        secondFactorDecider,
        { metadata: { userId }, actingMember: userId },
      );
      await refreshEnrolledFactors(manager, userId);
    });
  }
}
