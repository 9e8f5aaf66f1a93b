import type { SystemStatus } from '@sadhana/rules/system-status';
import { signInAsAdmin } from '../support/admin';
import { expectNoAxeViolations } from '../support/axe';
import { coveredControls } from '../support/layout';
import { expect, test } from '../support/test';

// The System panel on the admin workspace. Its usual state comes from the real server; the states
// it cannot be asked to produce on demand (a projector stopped at a record it cannot apply, a rebuild
// half-way) are stubbed for GET /api/admin/system alone.

const LONG_NAME =
  'a_read_model_with_a_name_far_longer_than_any_screen_is_wide_at_three_hundred_and_seventy_five_pixels';

const troubled: SystemStatus = {
  at: '2026-12-01T15:00:00.000Z',
  projectors: [
    {
      name: LONG_NAME,
      version: 3,
      liveVersion: 3,
      position: '1234/5678',
      lagEvents: 12,
      lagAtLeast: false,
      lagSeconds: 3600,
      stopped: {
        since: '2026-12-01T14:00:00.000Z',
        position: '1234/5679',
        eventId: '0b5e4b6c-3f0a-4c8e-9a51-7d2f0c1e9a44',
        eventType: 'SessionCapacitySet',
        streamId: 'practice-session-2026-12-03',
        error: 'QueryFailedError: invalid input syntax for type integer: "lots"',
      },
      rebuild: null,
      lastRebuild: null,
    },
    {
      name: 'studio_members',
      version: 4,
      liveVersion: 3,
      position: '1234/5600',
      lagEvents: 1000,
      lagAtLeast: true,
      lagSeconds: 30,
      stopped: null,
      rebuild: {
        startedAt: '2026-12-01T14:59:00.000Z',
        updatedAt: '2026-12-01T14:59:58.000Z',
        percent: 42,
        eventsApplied: 1_200_000,
      },
      lastRebuild: { at: '2026-11-30T10:00:00.000Z', seconds: 21.4, events: 3_027_263 },
    },
  ],
  rebuilding: { percent: 42, readModels: ['studio_members'] },
  behindSince: '2026-12-01T14:00:00.000Z',
  lastRebuild: { at: '2026-11-30T10:00:00.000Z', readModels: ['studio_members'] },
  lagSeconds: 0,
};

test('the System panel says the statistics are up to date', async ({ page }) => {
  await signInAsAdmin(page.request);
  await page.goto('/admin');
  const panel = page.getByRole('region', { name: 'System' });
  await expect(panel.getByText(/Statistics are (up to date|\d+ (minutes?|hours?) behind)/)).toBeVisible();
  await expectNoAxeViolations(page);
});

for (const width of [375, 1280]) {
  test(`at ${width} px the System panel says since when the statistics are behind and how far a rebuild is`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.route('**/api/admin/system', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(troubled) }),
    );
    await signInAsAdmin(page.request);
    await page.goto('/admin');
    const panel = page.getByRole('region', { name: 'System' });
    await expect(panel.getByText('Statistics are behind since Dec 1, 2026, 9:00 AM ET')).toBeVisible();
    await expect(
      panel.getByText(`A record could not be added to ${LONG_NAME}; everything else is up to date.`, {
        exact: false,
      }),
    ).toBeVisible();
    await expect(panel.getByText('Rebuilding read models: 42%')).toBeVisible();
    await expect(panel.getByText('Last rebuild: Nov 30, 2026, 5:00 AM ET (1 read model)')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, 'the page is wider than the screen').toBeLessThanOrEqual(0);
    expect(await coveredControls(page, 'main')).toEqual([]);
    await expectNoAxeViolations(page);
  });
}
