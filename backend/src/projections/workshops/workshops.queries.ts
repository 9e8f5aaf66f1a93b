import { memberPriceDollars, type ProgramKind, type ProgramView, placesLeft } from '@sadhana/rules/programs';
import type { DataSource, EntityManager } from 'typeorm';

type Db = DataSource | EntityManager;

/** A workshops row as the queries select it. */
export interface WorkshopRow {
  id: string;
  kind: ProgramKind;
  title: string;
  description: string;
  price: number;
  location: string;
  startDate: Date;
  endDate: Date;
  maxParticipants: number | null;
  registeredCount: number;
  published: boolean;
  cancelledAt: Date | null;
  cancelReason: string | null;
  createdAt: Date;
}

export const WORKSHOP_COLUMNS = `w.id, w.kind, w.title, w.description, w.price, w.location,
  w.start_date AS "startDate", w.end_date AS "endDate", w.max_participants AS "maxParticipants",
  w.registered_count AS "registeredCount", w.published, w.cancelled_at AS "cancelledAt",
  w.cancel_reason AS "cancelReason", w.created_at AS "createdAt"`;

/** The public view of a program: the specification's fields, the member price and the places left. */
export function toProgramView(row: WorkshopRow): ProgramView {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    description: row.description,
    price: row.price,
    memberPrice: memberPriceDollars(row.price),
    location: row.location,
    startDate: row.startDate.toISOString(),
    endDate: row.endDate.toISOString(),
    maxParticipants: row.maxParticipants,
    registeredCount: row.registeredCount,
    placesLeft: placesLeft(row.maxParticipants, row.registeredCount),
    isActive: row.published && row.cancelledAt === null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** How many past programs the public list shows at most. */
const PAST_SHOWN = 24;

/**
 * The published programs not cancelled: `upcoming` (not begun yet), soonest first, or `past` (ended),
 * latest first.
 */
export async function publishedPrograms(
  db: Db,
  now: Date,
  when: 'upcoming' | 'past',
): Promise<WorkshopRow[]> {
  const upcoming = when === 'upcoming';
  return db.query(
    `SELECT ${WORKSHOP_COLUMNS} FROM workshops w
     WHERE w.published AND w.cancelled_at IS NULL AND ${upcoming ? 'w.start_date > $1' : 'w.end_date < $1'}
     ORDER BY w.start_date ${upcoming ? 'ASC' : 'DESC'}, w.id
     ${upcoming ? '' : `LIMIT ${PAST_SHOWN}`}`,
    [now],
  );
}

export async function programRow(db: Db, programId: string): Promise<WorkshopRow | undefined> {
  const rows: WorkshopRow[] = await db.query(`SELECT ${WORKSHOP_COLUMNS} FROM workshops w WHERE w.id = $1`, [
    programId,
  ]);
  return rows[0];
}
