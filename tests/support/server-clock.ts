import { type APIRequestContext, expect } from '@playwright/test';
import { DateTime } from 'luxon';

/**
 * Sets the e2e server's clock (PUT /api/test/clock, served by backend/test/e2e-server.ts only). The
 * jobs waiting move by as much, as if that time had passed for them too, unless `moveJobs` is false.
 */
export async function pinServerClock(
  request: APIRequestContext,
  instant: DateTime,
  options: { moveJobs?: boolean } = {},
): Promise<void> {
  const response = await request.put('/api/test/clock', {
    headers: { 'X-Requested-With': 'sadhana' },
    data: { now: instant.toUTC().toISO(), ...options },
  });
  expect(response.ok(), `PUT /api/test/clock answered ${response.status()}`).toBe(true);
}

/** Pins the server's clock to now and answers now in the studio's zone (America/New_York). */
export async function pinServerClockToNow(request: APIRequestContext): Promise<DateTime> {
  const now = DateTime.now().setZone('America/New_York');
  await pinServerClock(request, now);
  return now;
}

/**
 * Pins the server's clock to today's noon in the studio's zone and answers it: outside the quiet
 * hours (21:00–07:00), so a session mail a test waits for goes at once, whenever the test runs.
 */
export async function pinServerClockToNoon(request: APIRequestContext): Promise<DateTime> {
  const noon = DateTime.now()
    .setZone('America/New_York')
    .set({ hour: 12, minute: 0, second: 0, millisecond: 0 });
  await pinServerClock(request, noon);
  return noon;
}
