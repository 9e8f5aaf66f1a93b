import { Controller, Get, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { RecoveryCodes, SecuritySettings } from '@sadhana/rules/api';
import type { Request } from 'express';
import { DataSource } from 'typeorm';
import type { AuthenticatedUser } from '../../../platform/auth/authenticated-user.js';
import { CurrentUser } from '../../../platform/auth/current-user.decorator.js';
import { SignedInGuard } from '../../../platform/auth/signed-in.guard.js';
import { PostAction } from '../../../platform/http/post-action.js';
import { PasskeyEntity } from '../passkeys/passkey.entity.js';
import { toPasskeySummary } from '../passkeys/passkey.handlers.js';
import { FreshCheckIfEnrolledGuard } from '../step-up/fresh-check-if-enrolled.guard.js';
import type { UserEntity } from '../user.entity.js';
import { IssueNewRecoveryCodesCommand } from './recovery-codes.handler.js';
import { unusedRecoveryCodes } from './recovery-codes.js';

/** The profile's Security card: the account's passkeys, authenticator app and recovery codes left. */
@Controller('api/auth')
@UseGuards(SignedInGuard)
export class SecurityController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly commandBus: CommandBus,
  ) {}

  @Get('security')
  async security(@CurrentUser() user: AuthenticatedUser, @Req() request: Request): Promise<SecuritySettings> {
    const passkeys = await this.dataSource
      .getRepository(PasskeyEntity)
      .find({ where: { userId: user.id }, order: { createdAt: 'ASC' } });
    return {
      passkeys: passkeys.map(toPasskeySummary),
      totpEnabled: (request.userRecord as UserEntity).secondFactors.includes('totp'),
      recoveryCodesLeft: await unusedRecoveryCodes(this.dataSource, user.id),
    };
  }

  /** Ten new recovery codes, the old ones void (a fresh check first); 404 without a factor to recover. */
  @PostAction('recovery-codes')
  @UseGuards(FreshCheckIfEnrolledGuard)
  async newRecoveryCodes(@CurrentUser() user: AuthenticatedUser): Promise<RecoveryCodes> {
    return { recoveryCodes: await this.commandBus.execute(new IssueNewRecoveryCodesCommand(user.id)) };
  }
}
