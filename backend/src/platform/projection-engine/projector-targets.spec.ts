import type { RecordedEvent } from '../event-store/event-store.port.js';
import type { Projector } from './projector.js';
import { projectorTargets } from './projector-targets.js';

const at = (type: string, commit: bigint) =>
  ({ type, position: { commit, prepare: commit } }) as unknown as RecordedEvent;
const projector = (name: string, eventTypes: string[]) => ({ name, eventTypes }) as unknown as Projector;

describe('projectorTargets', () => {
  it("gives each projector the position of the last event it handles, not the command's last", () => {
    const events = [
      at('SessionCapacitySet', 10n),
      at('PromotedFromWaitlist', 20n),
      at('RegisteredForSession', 30n),
    ];
    expect(
      projectorTargets(
        [
          projector('session_capacity', ['SessionCapacitySet']),
          projector('session_registration', ['SessionCapacitySet', 'RegisteredForSession']),
          projector('member_activity', ['MemberActive']),
        ],
        events,
      ),
    ).toEqual([
      { name: 'session_capacity', position: { commit: 10n, prepare: 10n } },
      { name: 'session_registration', position: { commit: 30n, prepare: 30n } },
    ]);
  });
});
