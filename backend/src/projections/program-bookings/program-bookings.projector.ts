import { type ProgramEvent, programEventTypes } from '../../domain/programs/program.events.js';
import { defineProjector } from '../../platform/projection-engine/projector.js';
import { programBookingTables } from './program-bookings.tables.js';

type BookingEvent = Exclude<
  ProgramEvent,
  {
    type:
      | 'ProgramCreated'
      | 'ProgramEdited'
      | 'ProgramPublished'
      | 'ProgramCancelled'
      | 'ProgramParticipantNotified';
  }
>;

const bookingEventTypes = programEventTypes.filter(
  (type): type is BookingEvent['type'] =>
    ![
      'ProgramCreated',
      'ProgramEdited',
      'ProgramPublished',
      'ProgramCancelled',
      'ProgramParticipantNotified',
    ].includes(type),
);

/** Inline: "My programs" and the admin's roster fetched right after a booking or a cancellation show it. */
export const programBookingsProjector = defineProjector<BookingEvent>({
  name: 'program_booking',
  versions: ['bookings of programs: status, payments by card and by hand, cancellations and refunds'],
  eventTypes: bookingEventTypes,
  inline: true,
  tables: programBookingTables,

  async apply(events, { db, table }) {
    const bookings = table('program_booking');
    for (const event of events) {
      switch (event.type) {
        case 'ProgramBookingRequested': {
          const { bookingId, programId, userId, amountCents, memberPrice, paymentIntentId, at } = event.data;
          await db.query(
            `INSERT INTO ${bookings} (booking_id, program_id, user_id, status, amount_cents, member_price,
                                      payment_intent_id, booked_at)
             VALUES ($1, $2, $3, 'waiting', $4, $5, $6, $7) ON CONFLICT (booking_id) DO NOTHING`,
            [bookingId, programId, userId, amountCents, memberPrice, paymentIntentId, at],
          );
          break;
        }
        case 'ProgramBookingPaid': {
          // A payment for a booking whose request is not recorded is still a booking: it is kept, never lost.
          const { bookingId, programId, userId, paymentIntentId, amountCents, at } = event.data;
          await db.query(
            `INSERT INTO ${bookings} (booking_id, program_id, user_id, status, amount_cents, member_price, method,
                                      payment_intent_id, paid_cents, booked_at, paid_at)
             VALUES ($1, $2, $3, 'waiting', $5, false, 'card', $4, $5, $6, $6)
             ON CONFLICT (booking_id) DO UPDATE SET method = 'card', payment_intent_id = $4,
               paid_cents = ${bookings}.paid_cents + $5, paid_at = $6`,
            [bookingId, programId, userId, paymentIntentId, amountCents, at],
          );
          break;
        }
        case 'ProgramPlaceConfirmed':
          await db.query(`UPDATE ${bookings} SET status = 'paid' WHERE booking_id = $1`, [
            event.data.bookingId,
          ]);
          break;
        case 'ProgramBookingRefused': {
          const { bookingId, reason, refundCents, at } = event.data;
          await db.query(
            `UPDATE ${bookings} SET status = 'refunded', ending = coalesce(ending, $2),
                    refund_cents = refund_cents + $3, refund_by = 'stripe', refund_percent = 100,
                    cancelled_at = coalesce(cancelled_at, $4)
             WHERE booking_id = $1`,
            [bookingId, reason, refundCents, at],
          );
          break;
        }
        case 'ProgramPlaceRecordedByHand': {
          const { bookingId, programId, userId, method, amountCents, reason, at } = event.data;
          await db.query(
            `INSERT INTO ${bookings} (booking_id, program_id, user_id, status, amount_cents, member_price, method,
                                      paid_cents, note, booked_at, paid_at)
             VALUES ($1, $2, $3, 'paid', $4, false, $5, $4, $6, $7, $7) ON CONFLICT (booking_id) DO NOTHING`,
            [bookingId, programId, userId, amountCents, method, reason, at],
          );
          break;
        }
        case 'ProgramBookingCancelled': {
          const { bookingId, ending, refundPercent, refundCents, refundBy, reason, at } = event.data;
          await db.query(
            `UPDATE ${bookings} SET status = CASE WHEN $4 > 0 THEN 'refunded' ELSE 'cancelled' END, ending = $2,
                    refund_percent = $3, refund_cents = refund_cents + $4, refund_by = $5,
                    note = coalesce($6, note), cancelled_at = $7
             WHERE booking_id = $1`,
            [bookingId, ending, refundPercent, refundCents, refundBy, reason, at],
          );
          break;
        }
        case 'ProgramRefundIssued':
          await db.query(
            `UPDATE ${bookings} SET refunded_cents = refunded_cents + $2 WHERE booking_id = $1`,
            [event.data.bookingId, event.data.amountCents],
          );
          break;
      }
    }
  },
});
