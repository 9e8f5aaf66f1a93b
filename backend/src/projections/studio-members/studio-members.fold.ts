import { canonicalUuid } from '../../platform/projection-engine/fold-keys.js';
import { defineFold } from '../../platform/projection-engine/projector.js';
import { type Figure, FigureChanges } from './member-coverage.js';
import { type Day, fromDay } from './studio-days.js';
import {
  ADMIN_MEMBER_COLUMNS,
  applyEvent,
  type MemberRow,
  memberRowValues,
  newMemberRow,
  type StudioEvent,
  TallyChanges,
} from './studio-member-rows.js';

interface StudioState {
  readonly rows: Map<string, MemberRow>;
  /** The studio figures' changes, summed over every member, per day. */
  readonly days: Map<Day, Record<Figure, number>>;
}

/**
 * studio_members in memory: each member's row, folded event by event as `apply` folds a batch's, and
 * the figures' changes summed per day. At the end: every row, the days whose changes do not cancel
 * out (`apply` deletes the others), and the tally of the rows by kind.
 */
export const studioMembersFold = defineFold<StudioEvent, StudioState>({
  initial: () => ({ rows: new Map(), days: new Map() }),

  apply(state, event) {
    // Held under its canonical id: found under the id as given, that is the one.
    let row = state.rows.get(event.data.userId);
    if (!row) {
      const userId = canonicalUuid(event.data.userId);
      row = state.rows.get(userId) ?? newMemberRow(userId);
      state.rows.set(userId, row);
    }
    applyEvent(row, event, new FigureChanges(state.days));
  },

  size: (state) => state.rows.size,

  *rows(state) {
    yield {
      table: 'admin_member',
      columns: ADMIN_MEMBER_COLUMNS,
      rows: mapRows(state.rows.values(), memberRowValues),
    };
    yield {
      table: 'studio_day',
      columns: ['day', 'dau', 'wau', 'mau', 'users', 'members'],
      rows: (function* () {
        for (const [day, c] of state.days) {
          if (c.dau || c.wau || c.mau || c.users || c.members) {
            yield [fromDay(day), c.dau, c.wau, c.mau, c.users, c.members];
          }
        }
      })(),
    };
    const tally = new TallyChanges();
    for (const row of state.rows.values()) tally.count(row, 1);
    yield {
      table: 'admin_member_tally',
      columns: [
        'deleted',
        'paid',
        'last_active',
        'complimentary_from',
        'complimentary_until',
        'paused_from',
        'paused_until',
        'members',
      ],
      rows: [...tally.byKind.values()]
        .filter((kind) => kind.change !== 0)
        .map((k) => [
          k.deleted,
          k.paid,
          k.lastActive,
          k.from,
          k.until,
          k.pausedFrom,
          k.pausedUntil,
          k.change,
        ]),
    };
  },
});

function* mapRows<T, R>(items: Iterable<T>, map: (item: T) => R): Generator<R> {
  for (const item of items) yield map(item);
}
