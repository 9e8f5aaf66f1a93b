import type { RosterEntry, SessionRoster } from '@sadhana/rules/admin-workspace';
import { countsAsAttended } from '@sadhana/rules/attendance';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** How the people on a roster stand: registered or walked in, and what has been marked. */
export function rosterTally(entries: readonly RosterEntry[]) {
  const registered = entries.filter((entry) => entry.registered);
  const marked = entries.filter((entry) => entry.attendanceStatus !== null);
  // A status that counts as attended (whatever the time: it was marked).
  const attended = marked.filter((entry) => countsAsAttended(entry.attendanceStatus, false)).length;
  const noShows = marked.filter((entry) => entry.attendanceStatus === 'registered_no_show').length;
  return {
    registered: registered.length,
    walkIns: entries.length - registered.length,
    attended,
    noShows,
    other: marked.length - attended - noShows,
    unmarked: registered.filter((entry) => entry.attendanceStatus === null).length,
  };
}

/**
 * What the roster's counts count, in words: "39 registered, none marked yet", or "39 registered, 2
 * walk-ins: 30 attended, 1 no-show, 10 not marked yet". Once the session has begun, the registrations
 * nobody marked count as attended (for the figures and the fees): the line says so.
 */
export function rosterCountsInWords(roster: SessionRoster): string {
  const tally = rosterTally(roster.registrations);
  const people = [plural(tally.registered, 'registered', 'registered')];
  if (tally.walkIns > 0) people.push(plural(tally.walkIns, 'walk-in', 'walk-ins'));
  const head = people.join(', ');
  const marked = tally.attended + tally.noShows + tally.other;
  if (tally.registered + tally.walkIns === 0) return 'Nobody registered yet';
  if (marked === 0) return `${head}, none marked yet`;
  const parts = [`${tally.attended} attended`];
  if (tally.noShows > 0) parts.push(plural(tally.noShows, 'no-show', 'no-shows'));
  if (tally.other > 0) parts.push(`${tally.other} with another status`);
  if (tally.unmarked > 0) {
    const begun = roster.changeState === 'past';
    parts.push(`${tally.unmarked} not marked yet${begun ? ' (counted as attended)' : ''}`);
  }
  return `${head}: ${parts.join(', ')}`;
}

/** The places a capacity below the registrations leaves short, or 0. */
export function placesOver({
  capacity,
  placesTaken,
}: Pick<SessionRoster, 'capacity' | 'placesTaken'>): number {
  return capacity === null ? 0 : Math.max(0, placesTaken - capacity);
}
