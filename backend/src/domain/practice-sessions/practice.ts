import { isCapacity } from '@sadhana/rules/registration';
import type { Decider } from '../../platform/domain/decider.js';
import type { PracticeEvent } from './practice.events.js';
import { InvalidCapacity } from './practice-session.js';

/** A weekly practice as its stream knows it: its capacity (null: unlimited, the start). */
export type Practice = { readonly capacity: number | null };

/** An admin sets the weekly practice's capacity (places ≥ 1) or makes it unlimited (null). */
export type SetPracticeCapacity = {
  type: 'SetPracticeCapacity';
  data: { dayOfWeek: number; capacity: number | null; adminId: string; now: Date };
};

export function decide({ data }: SetPracticeCapacity, state: Practice): PracticeEvent[] {
  const { dayOfWeek, capacity, adminId, now } = data;
  if (capacity !== null && !isCapacity(capacity)) throw new InvalidCapacity();
  if (capacity === state.capacity) return [];
  return [
    { type: 'PracticeCapacitySet', data: { dayOfWeek, capacity, setBy: adminId, at: now.toISOString() } },
  ];
}

export const practiceDecider: Decider<SetPracticeCapacity, Practice, PracticeEvent> = {
  initialState: () => ({ capacity: null }),
  evolve: (_state, event) => ({ capacity: event.data.capacity }),
  decide,
};
