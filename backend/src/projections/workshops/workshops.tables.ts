import type { ReadModelTable } from '../../platform/projection-engine/projector.js';

/**
 * workshops: the specification's entity, one row per program (workshop or retreat), kept by the
 * program's events: its details (price in whole dollars), the places taken (`registered_count`),
 * whether it is published and whether the studio cancelled it. `isActive` is published and not cancelled.
 */
export const workshopsTables: readonly ReadModelTable[] = [
  {
    name: 'workshops',
    columns: `id uuid PRIMARY KEY, kind text NOT NULL, title text NOT NULL, description text NOT NULL,
              price integer NOT NULL, location text NOT NULL, start_date timestamptz NOT NULL,
              end_date timestamptz NOT NULL, max_participants integer, registered_count integer NOT NULL DEFAULT 0,
              published boolean NOT NULL DEFAULT false, cancelled_at timestamptz, cancel_reason text,
              created_at timestamptz NOT NULL`,
    indexes: ['start_date'],
  },
];
