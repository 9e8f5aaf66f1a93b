import type { EntityManager } from 'typeorm';

/** The weekly schedule, America/New_York. The one source every view and the 24-hour lock read. */
export const weeklyPractices = [
  {
    dayOfWeek: 0,
    name: 'Extended Practice',
    description: 'A longer Sunday sadhana: the full sequence of practices at an unhurried pace.',
    startTime: '04:30',
    endTime: '06:45',
    isWeekend: true,
  },
  {
    dayOfWeek: 1,
    name: 'Surya Shakti',
    description: 'A vigorous sequence of 108 rounds that builds strength and stamina to start the week.',
    startTime: '05:00',
    endTime: '06:00',
    isWeekend: false,
  },
  {
    dayOfWeek: 2,
    name: 'Angamardhana',
    description: 'Thirty-one dynamic processes that strengthen the body using only its own weight.',
    startTime: '05:00',
    endTime: '06:00',
    isWeekend: false,
  },
  {
    dayOfWeek: 3,
    name: 'Surya Kriya',
    description: 'A potent practice of 21 steps that balances the body and steadies the mind.',
    startTime: '05:00',
    endTime: '06:00',
    isWeekend: false,
  },
  {
    dayOfWeek: 4,
    name: 'Yogasanas',
    description: 'The classical postures held with awareness, to align body, breath and mind.',
    startTime: '04:30',
    endTime: '06:00',
    isWeekend: false,
  },
  {
    dayOfWeek: 5,
    name: 'Practice + Bhakti',
    description: 'Your daily practices followed by devotional chanting to close the week.',
    startTime: '04:30',
    endTime: '06:00',
    isWeekend: false,
  },
  {
    dayOfWeek: 6,
    name: 'Extended Practice',
    description: 'A longer Saturday sadhana: the full sequence of practices at an unhurried pace.',
    startTime: '04:30',
    endTime: '06:45',
    isWeekend: true,
  },
] as const;

/** Idempotent: run at every start, so the table always matches this list. */
export async function seedPractices(db: EntityManager): Promise<void> {
  await db.query(
    `INSERT INTO practices (day_of_week, name, description, start_time, end_time, is_weekend)
     SELECT * FROM unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[], $6::boolean[])
     ON CONFLICT (day_of_week) DO UPDATE SET name = excluded.name, description = excluded.description,
       start_time = excluded.start_time, end_time = excluded.end_time, is_weekend = excluded.is_weekend`,
    [
      weeklyPractices.map((p) => p.dayOfWeek),
      weeklyPractices.map((p) => p.name),
      weeklyPractices.map((p) => p.description),
      weeklyPractices.map((p) => p.startTime),
      weeklyPractices.map((p) => p.endTime),
      weeklyPractices.map((p) => p.isWeekend),
    ],
  );
}
