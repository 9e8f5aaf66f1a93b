/** Runs `work` for items 0..count-1 on `concurrency` workers and returns items per second. */
export async function throughput(
  count: number,
  concurrency: number,
  work: (i: number, worker: number) => Promise<void>,
) {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async (_, worker) => {
      for (let i = next++; i < count; i = next++) await work(i, worker);
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return { count, seconds, perSecond: count / seconds };
}

export function formatRate(perSecond: number): string {
  return `${Math.round(perSecond).toLocaleString('en-US')}/s`;
}

/** The middle value: one round slowed by load elsewhere on the machine does not move it. */
export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
