import type { ReadModelTable } from '../../platform/projection-engine/projector.js';

export const adminAuditTables: readonly ReadModelTable[] = [
  {
    name: 'admin_audit',
    columns: `event_id uuid PRIMARY KEY, user_id uuid NOT NULL, commit_position bigint NOT NULL,
              prepare_position bigint NOT NULL, at timestamptz NOT NULL, type text NOT NULL,
              session_date date, by_admin uuid, detail text, facts jsonb NOT NULL DEFAULT '{}'`,
    indexes: ['user_id, commit_position, prepare_position'],
  },
];
