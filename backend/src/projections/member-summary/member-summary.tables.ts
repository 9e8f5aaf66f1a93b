import type { ReadModelTable } from '../../platform/projection-engine/projector.js';

/** A row of member_summary: one per member, from the `member-<userId>` streams. */
export interface MemberSummaryRow {
  readonly userId: string;
  /** How the account was created. */
  readonly authMethod: 'email' | 'google';
  readonly joinedAt: Date;
  /** YYYY-MM-DD, America/New_York; null until the first recorded activity. */
  readonly lastActiveDate: string | null;
  /** How many distinct Eastern days the member has been active. */
  readonly activeDays: number;
}

/** A row of member_activity: a member active on an Eastern date (DAU/WAU/MAU count distinct users over a range). */
export interface MemberActivityRow {
  readonly activeDate: string;
  readonly userId: string;
}

export const memberSummaryTables: readonly ReadModelTable[] = [
  {
    name: 'member_summary',
    columns: `user_id uuid PRIMARY KEY, auth_method text NOT NULL, joined_at timestamptz NOT NULL,
              last_active_date date, active_days integer NOT NULL DEFAULT 0`,
  },
  {
    name: 'member_activity',
    columns: 'user_id uuid NOT NULL, active_date date NOT NULL, PRIMARY KEY (active_date, user_id)',
  },
];
