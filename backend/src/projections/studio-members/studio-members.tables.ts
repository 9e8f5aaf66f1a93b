import type { ReadModelTable } from '../../platform/projection-engine/projector.js';

/**
 * admin_member: one row per member with what the admin's lists filter and sort on, kept by events:
 * joined, auth method, last active day, deleted, and the facts the studio figures are worked out
 * from (membership periods as day numbers). Names and emails stay in the users table.
 * studio_day: the studio figures' changes per Eastern day (see member-coverage.ts); a day's DAU,
 * WAU, MAU, users and members are the running sums up to it, so "as of" any date and a 90-day trend
 * are one small read.
 * admin_member_tally: how many joined members there are of each kind the users list filters on
 * (deleted, paying, last active day, complimentary grant shown, pause shown), so the list's total under any of its
 * filters is a sum over a few hundred rows, never a count of the members.
 */
export const studioMembersTables: readonly ReadModelTable[] = [
  {
    name: 'admin_member',
    columns: `user_id uuid PRIMARY KEY, joined_at timestamptz, auth_method text, joined_on date,
              deleted_at timestamptz, deleted_on date, last_active date, active_days integer NOT NULL DEFAULT 0,
              periods jsonb NOT NULL DEFAULT '[]', paid_active boolean NOT NULL DEFAULT false,
              complimentary_from date, complimentary_until date, pauses jsonb NOT NULL DEFAULT '[]',
              paused_from date, paused_until date`,
    // The users list sorted by last active day either way, a page an index range (ties by id), read
    // from the index alone for the default filters (joined, not deleted).
    indexes: [
      'last_active DESC NULLS LAST, user_id DESC INCLUDE (deleted_on, joined_on)',
      'last_active, user_id INCLUDE (deleted_on, joined_on)',
    ],
  },
  {
    name: 'studio_day',
    columns: `day date PRIMARY KEY, dau integer NOT NULL, wau integer NOT NULL, mau integer NOT NULL,
              users integer NOT NULL, members integer NOT NULL`,
    // The sums up to a date read this, a few pages, not the table: updated by every batch of a
    // rebuild, its rows end up a few a page over a hundred pages.
    indexes: ['day INCLUDE (dau, wau, mau, users, members)'],
  },
  {
    name: 'admin_member_tally',
    columns: `deleted boolean NOT NULL, paid boolean NOT NULL, last_active date, complimentary_from date,
              complimentary_until date, paused_from date, paused_until date, members integer NOT NULL,
              UNIQUE NULLS NOT DISTINCT (deleted, paid, last_active, complimentary_from, complimentary_until,
                                         paused_from, paused_until)`,
    // Added by version 3: until its rebuild switches, the users list's totals count admin_member's rows.
    untilRebuilt: `SELECT deleted_on IS NOT NULL AS deleted, paid_active AS paid, last_active, complimentary_from,
                          complimentary_until, NULL::date AS paused_from, NULL::date AS paused_until,
                          count(*)::int AS members
                   FROM {admin_member} WHERE joined_on IS NOT NULL GROUP BY 1, 2, 3, 4, 5`,
  },
];
