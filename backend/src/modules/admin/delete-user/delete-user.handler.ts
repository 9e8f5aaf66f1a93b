import { Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { registrationWindow } from '@sadhana/rules/registration';
import { memberDecider } from '../../../domain/accounts/member.js';
import { CommandPath } from '../../../platform/command-path/command-path.js';
import { studioDate } from '../../../platform/domain/eastern-time.js';
import { memberStream } from '../../../platform/domain/member-stream.js';
import type { RecordedEvent } from '../../../platform/event-store/event-store.port.js';
import { ReadYourWrites } from '../../../platform/projection-engine/read-your-writes.js';
import { assertUserExists, endAllSessionsOf } from '../../accounts/index.js';
import { PracticeSchedule, removeRegistrationOnStream } from '../../practice-sessions/index.js';
import { DeleteUserCommand, type UserDeleted } from './delete-user.command.js';

/**
 * Soft delete, in one transaction: MemberDeleted on the member's stream, users.deleted_at set, every
 * session of the user ended, and each registration for a session not yet started removed on its
 * session's stream. The history (past registrations, statuses, activity) stays.
 */
@CommandHandler(DeleteUserCommand)
export class DeleteUserHandler implements ICommandHandler<DeleteUserCommand, UserDeleted> {
  private readonly logger = new Logger('Admin');

  constructor(
    private readonly commands: CommandPath,
    private readonly schedule: PracticeSchedule,
    private readonly readYourWrites: ReadYourWrites,
  ) {}

  async execute({ adminId, userId }: DeleteUserCommand): Promise<UserDeleted> {
    const appended: RecordedEvent[] = [];
    const result = await this.commands.inTransaction(async ({ manager, now, handleCommand }) => {
      appended.length = 0;
      await assertUserExists(manager, userId, { lock: true });
      const deletion = await handleCommand(
        memberStream(userId),
        { type: 'DeleteMember' as const, data: { userId, adminId, now } },
        memberDecider,
        { metadata: { adminId } },
      );
      appended.push(...deletion.newEvents);
      await manager.query('UPDATE users SET deleted_at = coalesce(deleted_at, $2) WHERE id = $1', [
        userId,
        now,
      ]);
      const [{ deletedAt }]: { deletedAt: Date }[] = await manager.query(
        'SELECT deleted_at AS "deletedAt" FROM users WHERE id = $1',
        [userId],
      );
      const sessionsEnded = await endAllSessionsOf(manager, userId);
      const today = studioDate(now);
      const listed: { date: string }[] = await manager.query(
        `SELECT to_char(session_date, 'YYYY-MM-DD') AS date FROM session_registration
         WHERE user_id = $1 AND registered AND session_date >= $2::date`,
        [userId, today],
      );
      // The open dates too, decided on their streams: where the event store's write path applies the
      // read model after the commit, a registration committed just before this lock is not listed yet.
      const openDates = registrationWindow(today).filter((date) => date >= today);
      const upcoming = [...new Set([...listed.map(({ date }) => date), ...openDates])].sort();
      const removed: string[] = [];
      for (const sessionDate of upcoming) {
        const places = await this.schedule.placesOn(sessionDate, manager);
        if (!places) continue; // no session that day: nothing to remove
        if (places.sessionStartsAt.getTime() <= now.getTime()) continue; // it happened: history
        const newEvents = await removeRegistrationOnStream(handleCommand, {
          sessionDate,
          userId,
          adminId,
          now,
          ...places,
          reason: 'member-deleted',
          whenAbsent: 'ignore',
        });
        appended.push(...newEvents);
        if (newEvents.length > 0) removed.push(sessionDate);
      }
      return { deletedAt, sessionsEnded, removed };
    });
    await this.readYourWrites.awaitProjections(appended);
    this.logger.log({
      message: 'user soft-deleted',
      userId,
      adminId,
      sessionsEnded: result.sessionsEnded,
      registrationsRemoved: result.removed.length,
    });
    return {
      message: 'User marked as deleted successfully',
      userId,
      deletedAt: result.deletedAt.toISOString(),
      removedRegistrations: result.removed,
    };
  }
}
