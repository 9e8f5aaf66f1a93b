import {
  type ProgramDetails,
  type ProgramEvent,
  programDetailEventTypes,
} from '../../domain/programs/program.events.js';
import { defineProjector } from '../../platform/projection-engine/projector.js';
import { workshopsTables } from './workshops.tables.js';

type DetailEvent = Extract<ProgramEvent, { type: (typeof programDetailEventTypes)[number] }>;

const detailValues = (details: ProgramDetails) => [
  details.kind,
  details.title,
  details.description,
  details.location,
  details.startsAt,
  details.endsAt,
  details.priceDollars,
  details.maxParticipants,
];

/** Inline: the admin's list fetched right after a create, an edit or a place shows it. */
export const workshopsProjector = defineProjector<DetailEvent>({
  name: 'workshops',
  versions: ['programs (workshops and retreats): details, publication, cancellation and places taken'],
  eventTypes: programDetailEventTypes,
  inline: true,
  tables: workshopsTables,

  async apply(events, { db, table }) {
    const workshops = table('workshops');
    const places = (programId: string, change: number) =>
      db.query(`UPDATE ${workshops} SET registered_count = registered_count + $2 WHERE id = $1`, [
        programId,
        change,
      ]);
    for (const event of events) {
      switch (event.type) {
        case 'ProgramCreated':
          await db.query(
            `INSERT INTO ${workshops} (id, kind, title, description, location, start_date, end_date, price,
                                       max_participants, created_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT (id) DO NOTHING`,
            [event.data.programId, ...detailValues(event.data), event.data.at],
          );
          break;
        case 'ProgramEdited':
          await db.query(
            `UPDATE ${workshops} SET kind = $2, title = $3, description = $4, location = $5, start_date = $6,
                    end_date = $7, price = $8, max_participants = $9
             WHERE id = $1`,
            [event.data.programId, ...detailValues(event.data)],
          );
          break;
        case 'ProgramPublished':
          await db.query(`UPDATE ${workshops} SET published = true WHERE id = $1`, [event.data.programId]);
          break;
        case 'ProgramCancelled':
          await db.query(`UPDATE ${workshops} SET cancelled_at = $2, cancel_reason = $3 WHERE id = $1`, [
            event.data.programId,
            event.data.at,
            event.data.reason,
          ]);
          break;
        case 'ProgramPlaceConfirmed':
        case 'ProgramPlaceRecordedByHand':
          await places(event.data.programId, 1);
          break;
        case 'ProgramBookingCancelled':
          if (event.data.hadPlace) await places(event.data.programId, -1);
          break;
      }
    }
  },
});
