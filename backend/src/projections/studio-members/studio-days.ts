/**
 * Eastern calendar dates as whole day numbers (days since 1970-01-01), so the studio figures' day
 * arithmetic is integer addition: a rebuild runs it millions of times.
 */
export type Day = number;

const DAY_MS = 86_400_000;

export function toDay(date: string): Day {
  return Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / DAY_MS;
}

export function fromDay(day: Day): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}
