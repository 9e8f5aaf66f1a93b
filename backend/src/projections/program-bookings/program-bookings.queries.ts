import type {
  AdminProgramView,
  MyProgramBooking,
  ProgramBookingEnding,
  ProgramBookingStatus,
  ProgramBookingView,
  ProgramPaymentMethod,
  ProgramRosterEntry,
} from '@sadhana/rules/programs';
import type { DataSource, EntityManager } from 'typeorm';
import { toProgramView, WORKSHOP_COLUMNS, type WorkshopRow } from '../workshops/workshops.queries.js';

type Db = DataSource | EntityManager;

interface BookingRow {
  bookingId: string;
  programId: string;
  userId: string;
  status: ProgramBookingStatus;
  ending: ProgramBookingEnding | null;
  amountCents: number;
  paidCents: number;
  method: ProgramPaymentMethod | null;
  memberPrice: boolean;
  refundCents: number;
  refundedCents: number;
  refundPercent: number | null;
  bookedAt: Date;
  paidAt: Date | null;
  cancelledAt: Date | null;
  paymentIntentId: string | null;
  note: string | null;
}

const BOOKING_COLUMNS = `b.booking_id AS "bookingId", b.program_id AS "programId", b.user_id AS "userId",
  b.status, b.ending, b.amount_cents AS "amountCents", b.paid_cents AS "paidCents", b.method,
  b.member_price AS "memberPrice", b.refund_cents AS "refundCents", b.refunded_cents AS "refundedCents",
  b.refund_percent AS "refundPercent", b.booked_at AS "bookedAt", b.paid_at AS "paidAt",
  b.cancelled_at AS "cancelledAt", b.payment_intent_id AS "paymentIntentId", b.note`;

const dollars = (cents: number) => cents / 100;
const iso = (at: Date | null) => (at ? at.toISOString() : null);

function toBookingView(row: BookingRow): ProgramBookingView {
  return {
    bookingId: row.bookingId,
    programId: row.programId,
    status: row.status,
    ending: row.ending,
    amount: dollars(row.amountCents),
    paid: dollars(row.paidCents),
    method: row.method,
    memberPrice: row.memberPrice,
    refund: dollars(row.refundCents),
    refunded: dollars(row.refundedCents),
    refundPercent: row.refundPercent,
    bookedAt: row.bookedAt.toISOString(),
    paidAt: iso(row.paidAt),
    cancelledAt: iso(row.cancelledAt),
  };
}

/** One booking, for the handlers: whose it is, its program and its PaymentIntent. */
export async function bookingRow(db: Db, bookingId: string): Promise<BookingRow | undefined> {
  const rows: BookingRow[] = await db.query(
    `SELECT ${BOOKING_COLUMNS} FROM program_booking b WHERE b.booking_id = $1`,
    [bookingId],
  );
  return rows[0];
}

export async function bookingView(db: Db, bookingId: string): Promise<ProgramBookingView | undefined> {
  const row = await bookingRow(db, bookingId);
  return row && toBookingView(row);
}

/** A person's bookings with their programs, the programs still to come first (soonest first), then the rest. */
export async function bookingsOf(db: Db, userId: string, now: Date): Promise<MyProgramBooking[]> {
  const rows: (BookingRow & { program: WorkshopRow })[] = await db.query(
    `SELECT ${BOOKING_COLUMNS}, (SELECT row_to_json(p) FROM (SELECT ${WORKSHOP_COLUMNS}) p) AS program
     FROM program_booking b JOIN workshops w ON w.id = b.program_id
     WHERE b.user_id = $1
     ORDER BY (w.end_date < $2), CASE WHEN w.end_date < $2 THEN NULL ELSE w.start_date END ASC,
              w.start_date DESC, b.booked_at DESC`,
    [userId, now],
  );
  return rows.map((row) => {
    const program = row.program;
    return {
      ...toBookingView(row),
      program: {
        id: program.id,
        kind: program.kind,
        title: program.title,
        location: program.location,
        // row_to_json gives the instants as text
        startDate: new Date(program.startDate).toISOString(),
        endDate: new Date(program.endDate).toISOString(),
        cancelled: program.cancelledAt !== null,
      },
    };
  });
}

const ADMIN_PROGRAM_COLUMNS = `${WORKSHOP_COLUMNS},
  coalesce((SELECT sum(b.paid_cents - b.refund_cents) FROM program_booking b WHERE b.program_id = w.id), 0)::int
    AS "revenueCents"`;

function toAdminProgramView(row: WorkshopRow & { revenueCents: number }): AdminProgramView {
  return {
    ...toProgramView(row),
    published: row.published,
    cancelledAt: iso(row.cancelledAt),
    cancelReason: row.cancelReason,
    revenue: dollars(row.revenueCents),
  };
}

/** Every program for the admin, drafts and cancelled ones too, the latest start first, with its takings. */
export async function adminPrograms(db: Db): Promise<AdminProgramView[]> {
  const rows = await db.query(
    `SELECT ${ADMIN_PROGRAM_COLUMNS} FROM workshops w ORDER BY w.start_date DESC, w.id LIMIT 500`,
  );
  return rows.map(toAdminProgramView);
}

export async function adminProgram(db: Db, programId: string): Promise<AdminProgramView | undefined> {
  const rows = await db.query(`SELECT ${ADMIN_PROGRAM_COLUMNS} FROM workshops w WHERE w.id = $1`, [
    programId,
  ]);
  return rows[0] ? toAdminProgramView(rows[0]) : undefined;
}

/** A program's bookings with each holder's name and email, in the order they were made. */
export async function rosterOf(db: Db, programId: string): Promise<ProgramRosterEntry[]> {
  const rows: (BookingRow & { name: string; email: string })[] = await db.query(
    `SELECT ${BOOKING_COLUMNS}, u.email,
            trim(concat_ws(' ', u.first_name, u.last_name)) AS name
     FROM program_booking b JOIN users u ON u.id = b.user_id
     WHERE b.program_id = $1
     ORDER BY b.booked_at, b.booking_id`,
    [programId],
  );
  return rows.map((row) => ({
    ...toBookingView(row),
    userId: row.userId,
    name: row.name,
    email: row.email,
    note: row.note,
  }));
}

/** The places a person holds, for their calendar: each program's title, place and times. */
export async function placesHeldBy(
  db: Db,
  userId: string,
): Promise<{ bookingId: string; title: string; location: string; startDate: Date; endDate: Date }[]> {
  return db.query(
    `SELECT b.booking_id AS "bookingId", w.title, w.location, w.start_date AS "startDate", w.end_date AS "endDate"
     FROM program_booking b JOIN workshops w ON w.id = b.program_id
     WHERE b.user_id = $1 AND b.status = 'paid' AND w.cancelled_at IS NULL
     ORDER BY w.start_date`,
    [userId],
  );
}
