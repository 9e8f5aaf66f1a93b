import type { ReadModelTable } from '../../projection-engine/projector.js';

/** A row of admin_audit: one event about a member, in log order (the user dialog's audit trail). */
export interface AdminAuditRow {
  readonly eventId: string;
  readonly userId: string;
  readonly at: string;
  readonly type: string;
  readonly sessionDate: string | null;
  readonly byAdmin: string | null;
  readonly detail: string | null;
}

export const adminAuditTables: readonly ReadModelTable[] = [
  {
    name: 'admin_audit',
    columns: `event_id uuid PRIMARY KEY, user_id uuid NOT NULL, commit_position bigint NOT NULL,
              prepare_position bigint NOT NULL, at timestamptz NOT NULL, type text NOT NULL,
              session_date date, by_admin uuid, detail text`,
    indexes: ['user_id, commit_position, prepare_position'],
  },
];
