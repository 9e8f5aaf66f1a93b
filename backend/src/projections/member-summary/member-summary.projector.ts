import { type MemberEvent, memberEventTypes } from '../../domain/accounts/member.events.js';
import { defineProjector } from '../../platform/projection-engine/projector.js';
import { memberSummaryFold } from './member-summary.fold.js';
import { memberSummaryTables } from './member-summary.tables.js';

/**
 * member_summary (joined, auth method, last active, active day count) and member_activity (one row per
 * member and active Eastern date, for DAU/WAU/MAU over any range). Asynchronous: no screen reads it
 * right after a command. Idempotent per row, so a repeated batch writes the same result. A rebuild
 * folds it in memory (member-summary.fold.ts).
 */
export const memberSummaryProjector = defineProjector<MemberEvent>({
  name: 'member_summary',
  versions: ['member_summary and member_activity'],
  eventTypes: memberEventTypes,
  tables: memberSummaryTables,
  fold: memberSummaryFold,

  async apply(events, { db, table }) {
    const summary = table('member_summary');
    const activityTable = table('member_activity');
    const signUps: { userId: string; authMethod: string; at: string }[] = [];
    const activity: { userId: string; date: string }[] = [];
    for (const event of events) {
      if (event.type === 'MemberSignedUp') signUps.push(event.data);
      else if (event.type === 'MemberActive') activity.push(event.data);
    }
    if (signUps.length > 0) {
      await db.query(
        `INSERT INTO ${summary} (user_id, auth_method, joined_at)
         SELECT * FROM unnest($1::uuid[], $2::text[], $3::timestamptz[])
         ON CONFLICT (user_id) DO NOTHING`,
        [signUps.map((s) => s.userId), signUps.map((s) => s.authMethod), signUps.map((s) => s.at)],
      );
    }
    if (activity.length > 0) {
      const users = [...new Set(activity.map((a) => a.userId))];
      await db.query(
        `INSERT INTO ${activityTable} (user_id, active_date)
         SELECT * FROM unnest($1::uuid[], $2::date[])
         ON CONFLICT DO NOTHING`,
        [activity.map((a) => a.userId), activity.map((a) => a.date)],
      );
      await db.query(
        `UPDATE ${summary} s
         SET last_active_date = a.last_active_date, active_days = a.active_days
         FROM (SELECT user_id, max(active_date) AS last_active_date, count(*)::int AS active_days
               FROM ${activityTable} WHERE user_id = ANY ($1::uuid[]) GROUP BY user_id) a
         WHERE s.user_id = a.user_id`,
        [users],
      );
    }
  },
});
