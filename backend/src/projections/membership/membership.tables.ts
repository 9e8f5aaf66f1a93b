import type { ReadModelTable } from '../../platform/projection-engine/projector.js';

/**
 * membership: each member's current (or last) membership, one row per user who ever subscribed.
 * membership_period: every period of membership, paid (by subscription) or complimentary (`comp:<grant
 * id>`, from noon UTC of its first day to noon UTC of its last, so both fall on the right Eastern day),
 * so the fees ledger charges a member who left and rejoined the drop-in fee only for the gap.
 * complimentary_grant: each gift or scholarship as the admin's dialog lists it.
 * membership_pause: each pause of a paid membership (its subscription's), whole Eastern days `from_date`
 * to `last_day` (its `until_date`, or the day before an early resumption): no member benefits then, so
 * the fees ledger charges drop-in fees for those days and the screens say "Paused until <date>".
 */
export const membershipTables: readonly ReadModelTable[] = [
  {
    name: 'membership',
    columns: `user_id uuid PRIMARY KEY, subscription_id text NOT NULL, active boolean NOT NULL,
              started_at timestamptz NOT NULL, current_period_end timestamptz NOT NULL,
              cancel_at timestamptz, ended_at timestamptz, payment_failed_at timestamptz`,
    indexes: ['active'],
  },
  {
    name: 'membership_period',
    columns: `user_id uuid NOT NULL, subscription_id text NOT NULL, started_at timestamptz NOT NULL,
              ended_at timestamptz, PRIMARY KEY (user_id, subscription_id)`,
  },
  {
    name: 'complimentary_grant',
    columns: `user_id uuid NOT NULL, grant_id uuid NOT NULL, from_date date NOT NULL, until_date date NOT NULL,
              reason text NOT NULL, granted_by uuid NOT NULL, granted_at timestamptz NOT NULL,
              last_day date NOT NULL, ended_on date, PRIMARY KEY (user_id, grant_id)`,
  },
  {
    name: 'membership_pause',
    columns: `user_id uuid NOT NULL, pause_id uuid NOT NULL, subscription_id text NOT NULL, from_date date NOT NULL,
              until_date date NOT NULL, last_day date NOT NULL, weeks integer NOT NULL, paused_by uuid NOT NULL,
              paused_at timestamptz NOT NULL, resumed_on date, resumed_by uuid, next_billing_at timestamptz NOT NULL,
              PRIMARY KEY (user_id, pause_id)`,
  },
];
