const EASTERN = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** An instant as the studio's clock reads it, the zone named: "Nov 24, 2026, 3:05 PM ET". */
export function formatEasternTimestamp(instant: string): string {
  return `${EASTERN.format(new Date(instant))} ET`;
}
