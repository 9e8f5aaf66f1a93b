import { holdPractices, stubPractices } from '../support/api-stubs';
import { expect, test } from '../support/test';

const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];

test.describe('practice schedule from GET /api/practices (real server)', () => {
  test('weekday entries sorted by day, Thursday and Friday highlighted, weekend card', async ({ page }) => {
    await page.goto('/');
    const weekday = page.getByTestId('weekday-practices').getByRole('listitem');
    await expect(weekday).toHaveCount(5);
    await expect(weekday.getByTestId('practice-day')).toHaveText(WEEKDAY_NAMES);
    await expect(weekday.nth(0)).toContainText('Surya Shakti');
    await expect(weekday.nth(1)).toContainText('Angamardhana');
    await expect(weekday.nth(2)).toContainText('Surya Kriya');
    await expect(weekday.nth(3)).toContainText('Yogasanas');
    await expect(weekday.nth(4)).toContainText('Practice + Bhakti');

    for (const index of [0, 1, 2]) {
      await expect(weekday.nth(index)).not.toContainText('Early Start');
    }
    for (const index of [3, 4]) {
      await expect(weekday.nth(index).getByTestId('early-start')).toHaveText('Early Start: 4:30 AM');
    }

    const weekend = page.getByTestId('weekend-practices').getByRole('listitem');
    await expect(weekend.getByTestId('practice-day')).toHaveText(['Saturday', 'Sunday']);
    await expect(weekend.first()).toContainText('Extended Practice');
    await expect(weekend.first()).toContainText('4:30-6:45 AM');
  });

  test('states the newcomer rule and the optional Guru Pooja & Chant', async ({ page }) => {
    await page.goto('/');
    const schedule = page.locator('#schedule');
    await expect(schedule).toContainText(
      'Weekday sessions are for practitioners who have already learned the practices',
    );
    await expect(schedule).toContainText('New to the practices? Please attend a weekend workshop first.');
    await expect(schedule.getByRole('link', { name: 'weekend workshop' })).toHaveAttribute(
      'href',
      '#workshops',
    );
    await expect(schedule).toContainText('Optional Guru Pooja & Chant, 6:15-6:40 AM');
    await expect(schedule).toContainText(
      'Mon-Wed 5:00-6:00 AM · Thu-Fri 4:30-6:00 AM · Sat-Sun 4:30-6:45 AM',
    );
  });

  test('every API call carries the X-Requested-With header and cookies', async ({ page }) => {
    const request = page.waitForRequest('**/api/practices');
    await page.goto('/');
    expect((await request).headers()['x-requested-with']).toBe('sadhana');
  });
});

test.describe('practice schedule states (controlled responses)', () => {
  test('shows "Loading practice schedule..." while the response is held', async ({ page }) => {
    const release = await holdPractices(page);
    await page.goto('/');
    await expect(page.locator('#schedule')).toContainText('Loading practice schedule...');
    release();
    await expect(page.getByTestId('weekday-practices').getByRole('listitem')).toHaveCount(5);
    await expect(page.locator('#schedule')).not.toContainText('Loading practice schedule...');
  });

  test('an empty list shows "Practice schedule will be available soon."', async ({ page }) => {
    await stubPractices(page, []);
    await page.goto('/');
    await expect(page.locator('#schedule')).toContainText('Practice schedule will be available soon.');
    await expect(page.getByTestId('weekday-practices')).toHaveCount(0);
    await expect(page.getByTestId('weekend-practices')).toHaveCount(0);
  });

  test('a failed request shows "Practice schedule will be available soon."', async ({ page }) => {
    await stubPractices(page, { message: 'Not found' }, 404);
    await page.goto('/');
    await expect(page.locator('#schedule')).toContainText('Practice schedule will be available soon.');
  });

  test('unsorted entries are sorted by dayOfWeek; no weekend card without weekend entries', async ({
    page,
  }) => {
    const entry = (id: number, dayOfWeek: number, name: string) => ({
      id,
      dayOfWeek,
      name,
      description: `${name} practice`,
      isWeekend: false,
      startTime: '05:00',
      endTime: '06:00',
    });
    await stubPractices(page, [
      entry(5, 5, 'Practice + Bhakti'),
      entry(2, 2, 'Angamardhana'),
      entry(4, 4, 'Yogasanas'),
      entry(1, 1, 'Surya Shakti'),
      entry(3, 3, 'Surya Kriya'),
    ]);
    await page.goto('/');
    const weekday = page.getByTestId('weekday-practices').getByRole('listitem');
    await expect(weekday.getByTestId('practice-day')).toHaveText(WEEKDAY_NAMES);
    await expect(weekday.getByTestId('early-start')).toHaveCount(2);
    await expect(page.getByTestId('weekend-practices')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Weekend Extended Practice' })).toHaveCount(0);
  });
});
