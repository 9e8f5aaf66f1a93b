/** Events of one weekly practice, stream `practice-<dayOfWeek>` (0 Sunday … 6 Saturday). */
export type PracticeCapacitySet = {
  type: 'PracticeCapacitySet';
  /** null: unlimited. */
  data: { dayOfWeek: number; capacity: number | null; setBy: string; at: string };
};

export type PracticeEvent = PracticeCapacitySet;

export function practiceStream(dayOfWeek: number): string {
  return `practice-${dayOfWeek}`;
}
