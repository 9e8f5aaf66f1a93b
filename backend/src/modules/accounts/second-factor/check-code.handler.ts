import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CodeAlreadyUsed, secondFactorDecider } from '../../../domain/accounts/second-factor.js';
import { CommandPath } from '../../../platform/command-path/command-path.js';
import { domainError } from '../../../platform/domain/domain-error.js';
import { memberStream } from '../../../platform/domain/member-stream.js';
import { TotpAuthenticatorEntity } from '../totp/totp-authenticator.entity.js';
import { totpStepOf } from '../totp/totp-codes.js';
import { consumeRecoveryCode } from './recovery-codes.js';

export class WrongCode extends domainError(
  'invalid',
  'That code is not right. Check your authenticator app or recovery code and try again.',
) {}

/** Wrong or used-up codes: what counts as a guess for the rate limit. */
export const isWrongCode = (error: unknown) => error instanceof WrongCode || error instanceof CodeAlreadyUsed;

/** A six-digit code from the authenticator app, or a recovery code, for a sign-in's second step or a step-up. */
export class CheckCodeCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly code: string,
    readonly purpose: 'second-factor' | 'step-up',
  ) {
    super();
  }
}

/**
 * A TOTP code is checked against the secret at the command's `now`, one step of skew either side; the
 * member's decider accepts each step once (two uses of one code race on the stream: one wins). A
 * recovery code is used up in the same transaction as its event.
 */
@CommandHandler(CheckCodeCommand)
export class CheckCodeHandler implements ICommandHandler<CheckCodeCommand, void> {
  constructor(private readonly commands: CommandPath) {}

  execute({ userId, code, purpose }: CheckCodeCommand): Promise<void> {
    const digits = code.replace(/\s/g, '');
    return this.commands.inTransaction(async ({ manager, now, handleCommand }) => {
      const stream = memberStream(userId);
      const metadata = { userId };
      if (/^\d{6}$/.test(digits)) {
        const totp = await manager.getRepository(TotpAuthenticatorEntity).findOneBy({ userId });
        const step = totp?.confirmedAt ? await totpStepOf(totp.secret, digits, now) : undefined;
        if (!totp || step === undefined) throw new WrongCode();
        await handleCommand(
          stream,
          { type: 'UseFactor', data: { userId, now, factorId: totp.id, purpose, totpStep: step } },
          secondFactorDecider,
          { metadata },
        );
        return;
      }
      const remaining = await consumeRecoveryCode(manager, userId, code, now);
      if (remaining === undefined) throw new WrongCode();
      await handleCommand(
        stream,
        { type: 'UseRecoveryCode', data: { userId, now, purpose, remaining } },
        secondFactorDecider,
        { metadata },
      );
    });
  }
}
