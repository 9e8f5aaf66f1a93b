import type { ReadModelTable } from '../../platform/projection-engine/projector.js';

/**
 * membership: each member's current (or last) membership, one row per user who ever subscribed.
 * membership_period: every period of membership, paid (by subscription) or complimentary (`comp:<grant
 * id>`, from noon UTC of its first day to noon UTC of its last, so both fall on the right Eastern day),
 * so the fees ledger charges a member who left and rejoined the drop-in fee only for the gap.
 * complimentary_grant: each gift or scholarship as the admin's dialog lists it.
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
];
