import {
  active,
  deleted,
  type Figure,
  FigureChanges,
  joined,
  newMemberFacts,
  pauseEnded,
  pauseStarted,
  periodEnded,
  periodStarted,
  restored,
} from './member-coverage.js';
import { type Day, fromDay, toDay } from './studio-days.js';

const FIGURES: Figure[] = ['dau', 'wau', 'mau', 'users', 'members'];

/** A small deterministic PRNG, so a failing history can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

type Step =
  | { kind: 'joined'; day: Day }
  | { kind: 'active'; day: Day }
  | { kind: 'deleted'; day: Day }
  | { kind: 'restored' }
  | { kind: 'started'; id: string; day: Day }
  | { kind: 'ended'; id: string; day: Day }
  | { kind: 'paused'; id: string; periodId: string; day: Day; days: number }
  | { kind: 'resumed'; id: string; day: Day };

/** What each figure should be on each day, straight from the definitions, for the history as a whole. */
function byDefinition(steps: Step[], days: Day[]): Map<Day, Record<Figure, number>> {
  let joinedOn: Day | null = null;
  let deletedOn: Day | null = null;
  let last: Day | null = null;
  const activity: Day[] = [];
  const periods = new Map<string, { start: Day; end: Day | null }>();
  const pauses = new Map<string, { periodId: string; start: Day; end: Day }>();
  for (const step of steps) {
    if (step.kind === 'paused')
      pauses.set(step.id, { periodId: step.periodId, start: step.day, end: step.day + step.days });
    if (step.kind === 'resumed') {
      const pause = pauses.get(step.id);
      if (pause) pause.end = Math.max(pause.start, Math.min(pause.end, step.day));
    }
    if (step.kind === 'joined' && joinedOn === null) joinedOn = step.day;
    if (
      step.kind === 'active' &&
      deletedOn === null &&
      joinedOn !== null &&
      step.day >= joinedOn &&
      (last === null || step.day > last)
    ) {
      activity.push(step.day);
      last = step.day;
    }
    if (step.kind === 'deleted' && deletedOn === null) deletedOn = step.day;
    if (step.kind === 'restored') deletedOn = null;
    if (step.kind === 'started') periods.set(step.id, { start: step.day, end: null });
    if (step.kind === 'ended') {
      const period = periods.get(step.id);
      if (period) period.end = Math.max(period.start, step.day);
    }
  }
  const figures = new Map<Day, Record<Figure, number>>();
  for (const d of days) {
    const user = joinedOn !== null && joinedOn <= d && (deletedOn === null || d < deletedOn);
    const within = (span: number) => activity.some((a) => a <= d && d < a + span);
    const paused = (periodId: string) =>
      [...pauses.values()].some((p) => p.periodId === periodId && p.start <= d && d < p.end);
    const member = [...periods.entries()].some(
      ([id, p]) => p.start <= d && (p.end === null || d < p.end) && !paused(id),
    );
    figures.set(d, {
      dau: user && within(1) ? 1 : 0,
      wau: user && within(7) ? 1 : 0,
      mau: user && within(30) ? 1 : 0,
      users: user ? 1 : 0,
      members: user && member ? 1 : 0,
    });
  }
  return figures;
}

function runningSums(changes: FigureChanges, days: Day[]): Map<Day, Record<Figure, number>> {
  const sums = new Map<Day, Record<Figure, number>>();
  for (const d of days) {
    const row = { dau: 0, wau: 0, mau: 0, users: 0, members: 0 };
    for (const [day, change] of changes.byDay) {
      if (day > d) continue;
      for (const figure of FIGURES) row[figure] += change[figure];
    }
    sums.set(d, row);
  }
  return sums;
}

describe('a member’s figures, kept as changes per day', () => {
  const base = toDay('2026-01-01');
  const days = Array.from({ length: 150 }, (_, i) => base + i);

  it('given a history of joins, activity, deletions, restores, memberships and pauses, when summed, then every day matches the definitions', () => {
    for (let seed = 1; seed <= 300; seed++) {
      const next = random(seed);
      const steps: Step[] = [{ kind: 'joined', day: base + Math.floor(next() * 20) }];
      let day = base;
      for (let i = 0; i < 40; i++) {
        day += Math.floor(next() * 6);
        const roll = next();
        if (roll < 0.6) steps.push({ kind: 'active', day });
        else if (roll < 0.68) steps.push({ kind: 'deleted', day });
        else if (roll < 0.74) steps.push({ kind: 'restored' });
        else if (roll < 0.82) steps.push({ kind: 'started', id: `p${Math.floor(next() * 3)}`, day });
        else if (roll < 0.9) steps.push({ kind: 'ended', id: `p${Math.floor(next() * 3)}`, day });
        else if (roll < 0.96)
          steps.push({
            kind: 'paused',
            id: `z${Math.floor(next() * 2)}`,
            periodId: `p${Math.floor(next() * 3)}`,
            day,
            days: 7 * (1 + Math.floor(next() * 8)),
          });
        else steps.push({ kind: 'resumed', id: `z${Math.floor(next() * 2)}`, day });
      }
      const facts = newMemberFacts();
      const changes = new FigureChanges();
      for (const step of steps) {
        if (step.kind === 'joined') joined(facts, fromDay(step.day), changes);
        if (step.kind === 'active') active(facts, fromDay(step.day), changes);
        if (step.kind === 'deleted') deleted(facts, fromDay(step.day), changes);
        if (step.kind === 'restored') restored(facts, changes);
        if (step.kind === 'started') periodStarted(facts, { id: step.id, start: step.day }, changes);
        if (step.kind === 'ended') periodEnded(facts, step.id, step.day, changes);
        if (step.kind === 'paused')
          pauseStarted(
            facts,
            { id: step.id, periodId: step.periodId, start: step.day, end: step.day + step.days },
            changes,
          );
        if (step.kind === 'resumed') pauseEnded(facts, step.id, step.day, changes);
      }
      const expected = byDefinition(steps, days);
      const actual = runningSums(changes, days);
      for (const d of days) {
        expect({ seed, day: fromDay(d), ...actual.get(d) }).toEqual({
          seed,
          day: fromDay(d),
          ...expected.get(d),
        });
      }
    }
  });

  it('counts one activity in DAU for a day, WAU for 7 and MAU for 30', () => {
    const facts = newMemberFacts();
    const changes = new FigureChanges();
    joined(facts, '2026-03-01', changes);
    active(facts, '2026-03-05', changes);
    const sums = runningSums(changes, [
      toDay('2026-03-05'),
      toDay('2026-03-06'),
      toDay('2026-03-11'),
      toDay('2026-03-12'),
      toDay('2026-04-03'),
      toDay('2026-04-04'),
    ]);
    expect([...sums.values()].map((r) => [r.dau, r.wau, r.mau])).toEqual([
      [1, 1, 1],
      [0, 1, 1],
      [0, 1, 1],
      [0, 0, 1],
      [0, 0, 1],
      [0, 0, 0],
    ]);
  });
});
