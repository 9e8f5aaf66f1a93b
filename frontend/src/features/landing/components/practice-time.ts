const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

export function dayName(dayOfWeek: number): string {
  return DAY_NAMES[dayOfWeek] ?? '';
}

function parseTime(time: string): { hours: number; minutes: number } | null {
  const match = /^(\d{1,2}):(\d{2})/.exec(time);
  if (!match) return null;
  return { hours: Number(match[1]), minutes: Number(match[2]) };
}

function formatClock(hours: number, minutes: number): string {
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${String(minutes).padStart(2, '0')}`;
}

/** "04:30" + "06:00" → "4:30-6:00 AM"; the period is written once when both ends share it. */
export function formatTimeRange(startTime: string, endTime: string): string {
  const start = parseTime(startTime);
  const end = parseTime(endTime);
  if (!start || !end) return `${startTime}-${endTime}`;
  const startPeriod = start.hours < 12 ? 'AM' : 'PM';
  const endPeriod = end.hours < 12 ? 'AM' : 'PM';
  const startText = formatClock(start.hours, start.minutes);
  const endText = `${formatClock(end.hours, end.minutes)} ${endPeriod}`;
  return startPeriod === endPeriod ? `${startText}-${endText}` : `${startText} ${startPeriod}-${endText}`;
}

const EARLY_START_DAYS = new Set([4, 5]);

export function hasEarlyStart(dayOfWeek: number): boolean {
  return EARLY_START_DAYS.has(dayOfWeek);
}

/** Saturday before Sunday reads naturally for a weekend. */
export function weekendOrder(dayOfWeek: number): number {
  return (dayOfWeek + 1) % 7;
}
