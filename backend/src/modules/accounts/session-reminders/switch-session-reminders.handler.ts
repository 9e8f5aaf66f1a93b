import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { SessionRemindersSwitched } from '../../../domain/accounts/member.events.js';
import { memberDecider } from '../../../domain/accounts/member.js';
import { CommandPath } from '../../../platform/command-path/command-path.js';
import { memberStream } from '../../../platform/domain/member-stream.js';
import { AccountNotFound } from '../account-errors.js';
import { UserEntity } from '../user.entity.js';

export class SwitchSessionRemindersCommand extends Command<{ sessionReminders: boolean }> {
  constructor(
    readonly userId: string,
    readonly on: boolean,
    readonly via: SessionRemindersSwitched['data']['via'],
    /** For an unsubscribe link: when it was issued ('' for a link mailed before links carried it). */
    readonly linkIssuedAt?: string,
  ) {
    super();
  }
}

/** The member's choice in the users table (what the reminder job reads) and its event, committed together. */
@CommandHandler(SwitchSessionRemindersCommand)
export class SwitchSessionRemindersHandler implements ICommandHandler<SwitchSessionRemindersCommand> {
  constructor(private readonly commands: CommandPath) {}

  execute({
    userId,
    on,
    via,
    linkIssuedAt,
  }: SwitchSessionRemindersCommand): Promise<{ sessionReminders: boolean }> {
    return this.commands.inTransaction(async ({ manager, now, handleCommand }) => {
      const users = manager.getRepository(UserEntity);
      const user = await users.findOne({ where: { id: userId }, lock: { mode: 'pessimistic_write' } });
      if (!user || user.deletedAt) throw new AccountNotFound();
      await handleCommand(
        memberStream(userId),
        { type: 'SwitchSessionReminders', data: { userId, on, via, linkIssuedAt, now } },
        memberDecider,
        { metadata: { userId } },
      );
      if (user.sessionReminders !== on) await users.update({ id: userId }, { sessionReminders: on });
      return { sessionReminders: on };
    });
  }
}
