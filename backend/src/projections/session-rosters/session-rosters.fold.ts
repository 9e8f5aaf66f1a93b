import { calendarDate, canonicalUuid } from '../../platform/projection-engine/fold-keys.js';
import { defineFold } from '../../platform/projection-engine/projector.js';
import {
  applyRosterEvent,
  attendedOnceBegun,
  kept,
  keyOf,
  newRosterRow,
  type RosterEvent,
  type RosterRow,
  shownStatus,
  statusKey,
} from './roster-rows.js';

interface RostersState {
  /** The rows kept: a person registered or with a status on a date. */
  readonly rows: Map<string, RosterRow>;
  /** The keys of each date's rows, for a class cancelled or restored. */
  readonly byDate: Map<string, Set<string>>;
}

/**
 * session_rosters in memory: each row, folded event by event as `apply` folds a batch's; a row no longer
 * kept goes, as `apply` deletes it. At the end: the rows, each date's counts by status and each
 * person's tally, counted from the rows (`apply` keeps them as running sums).
 */
export const sessionRostersFold = defineFold<RosterEvent, RostersState>({
  initial: () => ({ rows: new Map(), byDate: new Map() }),

  apply(state, event) {
    let touched: { key: string; row: RosterRow } | undefined;
    applyRosterEvent(
      event,
      (anyDate, anyUserId) => {
        const sessionDate = calendarDate(anyDate);
        const userId = canonicalUuid(anyUserId);
        const key = keyOf(sessionDate, userId);
        const row = state.rows.get(key) ?? newRosterRow(sessionDate, userId);
        touched = { key, row };
        return row;
      },
      (sessionDate) => {
        const keys = state.byDate.get(calendarDate(sessionDate)) ?? [];
        return [...keys].map((key) => state.rows.get(key) as RosterRow);
      },
    );
    if (!touched) return;
    const { key, row } = touched;
    let keys = state.byDate.get(row.sessionDate);
    if (kept(row)) {
      state.rows.set(key, row);
      if (!keys) {
        keys = new Set();
        state.byDate.set(row.sessionDate, keys);
      }
      keys.add(key);
    } else {
      state.rows.delete(key);
      keys?.delete(key);
    }
  },

  size: (state) => state.rows.size,

  *rows(state) {
    const rows = [...state.rows.values()];
    yield {
      table: 'admin_roster',
      columns: [
        'session_date',
        'user_id',
        'registered',
        'registered_at',
        'attendance_status',
        'recorded_status',
        'class_cancelled',
      ],
      rows: rows.map((r) => [
        r.sessionDate,
        r.userId,
        r.registered,
        r.registeredAt,
        shownStatus(r),
        r.status,
        r.classCancelled,
      ]),
    };
    const counts = new Map<string, { sessionDate: string; statusKey: string; people: number }>();
    const tallies = new Map<string, number>();
    for (const row of rows) {
      const key = `${row.sessionDate}|${statusKey(row)}`;
      const count = counts.get(key) ?? { sessionDate: row.sessionDate, statusKey: statusKey(row), people: 0 };
      count.people++;
      counts.set(key, count);
      if (attendedOnceBegun(row)) tallies.set(row.userId, (tallies.get(row.userId) ?? 0) + 1);
    }
    yield {
      table: 'admin_session_day',
      columns: ['session_date', 'status_key', 'people'],
      rows: [...counts.values()].map((c) => [c.sessionDate, c.statusKey, c.people]),
    };
    yield {
      table: 'admin_roster_tally',
      columns: ['user_id', 'attended_once_begun'],
      rows: [...tallies].map(([userId, count]) => [userId, count]),
    };
  },
});
