const PARTS = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * An instant as the studio's wall clock reads it, `2026-12-12T09:00`: what a datetime-local field
 * shows and what the server reads back as Eastern time.
 */
export function easternWallClock(iso: string): string {
  const parts = Object.fromEntries(PARTS.formatToParts(new Date(iso)).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}
