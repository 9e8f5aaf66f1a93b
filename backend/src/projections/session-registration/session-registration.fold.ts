import { calendarDate, canonicalUuid } from '../../platform/projection-engine/fold-keys.js';
import { defineFold } from '../../platform/projection-engine/projector.js';
import { changePlace, type PlaceEvent } from './place-changes.js';

interface Place {
  registered: boolean;
  registeredAt: string | null;
  status: string | null;
  waitlistTicket: number | null;
}

/** Each (session date, user) with a place: registered, waiting, or with a status an admin recorded. */
type PlacesState = Map<string, Place>;

/**
 * session_registration in memory, each event's change written over its place as `apply` merges a
 * batch's changes over the stored rows: a row lives while its member is registered, waits on the
 * waitlist or has a status.
 */
export const sessionRegistrationFold = defineFold<PlaceEvent, PlacesState>({
  initial: () => new Map(),

  apply(places, event) {
    const key = `${calendarDate(event.data.sessionDate)}|${canonicalUuid(event.data.userId)}`;
    const place = places.get(key) ?? {
      registered: false,
      registeredAt: null,
      status: null,
      waitlistTicket: null,
    };
    const change: Parameters<typeof changePlace>[0] = {};
    changePlace(change, event);
    if (change.registration) {
      place.registered = change.registration.registered;
      place.registeredAt = change.registration.registeredAt;
    }
    if (change.status !== undefined) place.status = change.status;
    if (change.waitlistTicket !== undefined) place.waitlistTicket = change.waitlistTicket;
    if (place.registered || place.status !== null || place.waitlistTicket !== null) places.set(key, place);
    else places.delete(key);
  },

  size: (places) => places.size,

  *rows(places) {
    yield {
      table: 'session_registration',
      columns: [
        'session_date',
        'user_id',
        'registered',
        'registered_at',
        'attendance_status',
        'waitlist_ticket',
      ],
      rows: (function* () {
        for (const [key, place] of places) {
          const bar = key.indexOf('|');
          yield [
            key.slice(0, bar),
            key.slice(bar + 1),
            place.registered,
            place.registeredAt,
            place.status,
            place.waitlistTicket,
          ];
        }
      })(),
    };
  },
});
