import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { SessionMailSettingsView } from '@sadhana/rules/admin-workspace';
import {
  SESSION_MAIL_SETTINGS_STREAM,
  sessionMailSettingsDecider,
} from '../../../domain/practice-sessions/session-mail-settings.js';
import { CommandPath } from '../../../platform/command-path/command-path.js';

export type { SessionMailSettingsView };

export class SetReminderHoursCommand extends Command<SessionMailSettingsView> {
  constructor(
    readonly adminId: string,
    readonly hoursBeforeLock: number,
  ) {
    super();
  }
}

/**
 * ReminderHoursSet on the settings' stream and the setting the mail jobs read, in one transaction;
 * the planner then schedules every open date's reminders at the new time.
 */
@CommandHandler(SetReminderHoursCommand)
export class SetReminderHoursHandler implements ICommandHandler<SetReminderHoursCommand> {
  constructor(private readonly commands: CommandPath) {}

  execute({ adminId, hoursBeforeLock }: SetReminderHoursCommand): Promise<SessionMailSettingsView> {
    return this.commands.inTransaction(async ({ manager, now, handleCommand }) => {
      const { state } = await handleCommand(
        SESSION_MAIL_SETTINGS_STREAM,
        { type: 'SetReminderHours', data: { hoursBeforeLock, adminId, now } },
        sessionMailSettingsDecider,
        { metadata: { adminId } },
      );
      await manager.query(
        `INSERT INTO session_mail_settings (reminder_hours_before_lock) VALUES ($1)
         ON CONFLICT (id) DO UPDATE SET reminder_hours_before_lock = excluded.reminder_hours_before_lock`,
        [state.reminderHoursBeforeLock],
      );
      return { reminderHoursBeforeLock: state.reminderHoursBeforeLock };
    });
  }
}
