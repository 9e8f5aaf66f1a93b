import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Clock } from '../../../platform/clock/clock.js';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config.js';
import { addDays, studioDate } from '../../../platform/domain/eastern-time.js';
import { placesHeldBy } from '../../../projections/program-bookings/program-bookings.queries.js';
import { listAttendance } from '../../../projections/session-registration/session-registration.queries.js';
import { renderCalendar } from './ics.js';

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A private, revocable calendar URL per member. Only a hash of the token is stored, so the URL is
 * shown once, when it is made; making a new one revokes the old.
 */
@Injectable()
export class CalendarFeedService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async status(userId: string): Promise<{ active: boolean }> {
    const rows = await this.dataSource.query('SELECT 1 FROM calendar_feeds WHERE user_id = $1', [userId]);
    return { active: rows.length > 0 };
  }

  async create(userId: string): Promise<{ url: string }> {
    const token = randomBytes(32).toString('base64url');
    await this.dataSource.query(
      `INSERT INTO calendar_feeds (user_id, token_hash) VALUES ($1, $2)
       ON CONFLICT (user_id) DO UPDATE SET token_hash = excluded.token_hash, created_at = now()`,
      [userId, hash(token)],
    );
    return { url: `${this.config.publicUrl}/api/calendar/${token}.ics` };
  }

  async revoke(userId: string): Promise<void> {
    await this.dataSource.query('DELETE FROM calendar_feeds WHERE user_id = $1', [userId]);
  }

  /** The calendar for a token, or undefined when no live feed has it (revoked, replaced, deleted user). */
  async calendarFor(token: string): Promise<string | undefined> {
    const owners = await this.dataSource.query<{ user_id: string }[]>(
      `SELECT f.user_id FROM calendar_feeds f JOIN users u ON u.id = f.user_id
       WHERE f.token_hash = $1 AND u.deleted_at IS NULL`,
      [hash(token)],
    );
    if (owners.length === 0) return undefined;
    const since = addDays(studioDate(this.clock.now()), -30);
    const records = await listAttendance(this.dataSource, owners[0].user_id, { from: since }, 'ASC', 500);
    // Registrations, places in line and classes the studio cancelled (see renderCalendar); a
    // registration the member cancelled or was removed from is no longer listed and leaves the feed.
    // The programs they hold a place in too; one cancelled (by them or the studio) leaves it.
    const programs = await placesHeldBy(this.dataSource, owners[0].user_id);
    return renderCalendar(owners[0].user_id, records, this.config.publicUrl, this.clock.now(), programs);
  }
}
