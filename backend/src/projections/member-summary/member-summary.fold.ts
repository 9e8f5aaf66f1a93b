import type { MemberEvent } from '../../domain/accounts/member.events.js';
import { canonicalUuid, dateOfDay, dayNumber } from '../../platform/projection-engine/fold-keys.js';
import { defineFold } from '../../platform/projection-engine/projector.js';
import { type ActiveDays, activeDays, addActiveDay } from './active-days.js';

interface SummaryState {
  /** Each signed-up member: how and when they joined (the first sign-up counts, as the table keeps it). */
  readonly members: Map<string, { authMethod: string; joinedAt: string }>;
  /** Each member's active days. */
  readonly active: Map<string, ActiveDays>;
}

/**
 * member_summary in memory: a member's row, and their active days as bits; each new active day goes
 * straight out as a member_activity row (one per member and day, never changed). A member's last
 * active day and day count are those of every day recorded, as `apply` works them out from the table.
 */
export const memberSummaryFold = defineFold<MemberEvent, SummaryState>({
  appends: { member_activity: ['user_id', 'active_date'] },

  initial: () => ({ members: new Map(), active: new Map() }),

  apply(state, event, appended) {
    if (event.type === 'MemberSignedUp') {
      const userId = canonicalUuid(event.data.userId);
      if (!state.members.has(userId)) {
        state.members.set(userId, { authMethod: event.data.authMethod, joinedAt: event.data.at });
      }
    } else if (event.type === 'MemberActive') {
      const day = dayNumber(event.data.date);
      // Held under its canonical id: found under the id as given, that is the one.
      let userId = event.data.userId;
      let days = state.active.get(userId);
      if (!days) {
        userId = canonicalUuid(userId);
        days = state.active.get(userId);
      }
      if (!days) {
        days = activeDays(day);
        state.active.set(userId, days);
      }
      // A date dayNumber takes is written as PostgreSQL prints it.
      if (addActiveDay(days, day)) appended.add('member_activity', [userId, event.data.date]);
    }
  },

  size: (state) => state.members.size + state.active.size,

  *rows(state) {
    yield {
      table: 'member_summary',
      columns: ['user_id', 'auth_method', 'joined_at', 'last_active_date', 'active_days'],
      rows: (function* () {
        for (const [userId, { authMethod, joinedAt }] of state.members) {
          const days = state.active.get(userId);
          yield [userId, authMethod, joinedAt, days ? dateOfDay(days.last) : null, days?.count ?? 0];
        }
      })(),
    };
  },
});
