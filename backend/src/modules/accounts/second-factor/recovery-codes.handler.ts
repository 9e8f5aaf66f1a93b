import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { FactorNotFound, secondFactorDecider } from '../../../domain/accounts/second-factor.js';
import { CommandPath } from '../../../platform/command-path/command-path.js';
import { memberStream } from '../../../platform/domain/member-stream.js';
import { UserEntity } from '../user.entity.js';
import { issueRecoveryCodes, RECOVERY_CODE_COUNT } from './recovery-codes.js';

/** Replaces the account's recovery codes with ten new ones, shown once. */
export class IssueNewRecoveryCodesCommand extends Command<string[]> {
  constructor(readonly userId: string) {
    super();
  }
}

@CommandHandler(IssueNewRecoveryCodesCommand)
export class IssueNewRecoveryCodesHandler implements ICommandHandler<IssueNewRecoveryCodesCommand, string[]> {
  constructor(private readonly commands: CommandPath) {}

  execute({ userId }: IssueNewRecoveryCodesCommand): Promise<string[]> {
    return this.commands.inTransaction(async ({ manager, now, handleCommand }) => {
      const user = await manager.getRepository(UserEntity).findOneBy({ id: userId });
      if (!user || user.secondFactors.length === 0) throw new FactorNotFound();
      const codes = await issueRecoveryCodes(manager, userId);
      await handleCommand(
        memberStream(userId),
        { type: 'IssueRecoveryCodes', data: { userId, now, count: RECOVERY_CODE_COUNT } },
        secondFactorDecider,
        { metadata: { userId }, actingMember: userId },
      );
      return codes;
    });
  }
}
