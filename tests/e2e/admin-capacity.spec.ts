import { type APIRequestContext, type BrowserContext, expect as baseExpect } from '@playwright/test';
import { signInAsAdmin, stepUpAsAdmin } from '../support/admin';
import { appUrl } from '../support/app-url';
import { expectNoAxeViolations } from '../support/axe';
import { coveredControls } from '../support/layout';
import { type SignedUpProfileUser, signUpThroughApi } from '../support/profile';
import { pinServerClockToNow } from '../support/server-clock';
import { expect, test } from '../support/test';

// An admin limits a date's places on the Session Registrations screen: the next member waits, the
// roster shows the waitlist in order, a raise promotes them. A full date changes what every member's
// toggle does, so this runs in a project of its own after cancelled-class (playwright.config.ts),
// and puts both capacities back (null) whatever happens.
const HEADERS = { 'X-Requested-With': 'sadhana' };

const putCapacity = (request: APIRequestContext, path: string, capacity: number | null) =>
  request.put(path, { headers: HEADERS, data: { capacity } });

test('an admin sets a date full, sees the waitlist in order, and a raise promotes it', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const now = await pinServerClockToNow(page.request);
  // Four days ahead: open for registration, more than 24 hours away, not the cancelled-class date.
  const day = now.startOf('day').plus({ days: 4 });
  const date = day.toISODate() as string;
  const weekday = day.setLocale('en-US').weekdayLong as string;
  const dayOfWeek = day.weekday % 7;
  await signInAsAdmin(page.request);
  const toast = (text: string) => page.locator('.ant-notification-notice').filter({ hasText: text });

  try {
    // Other tests may have registered people for the date: one place more than they hold.
    const before = await (await page.request.get(`/api/admin/roster?date=${date}`)).json();
    const places = before.placesTaken + 1;

    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Session Registrations' }).click();
    await page.getByLabel('Session date').fill(date);
    const card = page.getByTestId(`day-${date}`);
    await expect(card.getByText('No limit', { exact: true })).toBeVisible();
    await card.getByRole('button', { name: 'Set capacity' }).click();
    const dialog = page.getByRole('dialog', { name: 'Set capacity' });
    await expect(dialog.getByRole('radio', { name: /^Only / })).toBeChecked();

    // The server's refusal shows in the dialog, which stays open (beside the warning that 0 is below
    // the registrations).
    await dialog.getByLabel('Places').fill('0');
    await dialog.getByRole('button', { name: 'Set capacity' }).click();
    await expect(
      dialog.getByRole('alert').filter({ hasText: 'capacity must be a whole number from 1 to 10000' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    await dialog.getByLabel('Places').fill(String(places));
    await dialog.getByRole('button', { name: 'Set capacity' }).click();
    await expect(dialog).toBeHidden();
    await expect(toast(`${places} ${places === 1 ? 'place' : 'places'}.`)).toBeVisible();
    await expect(card.getByText(`${places - 1} of ${places} places`)).toBeVisible();

    // The last place, then two who wait in the order they came.
    const members: (SignedUpProfileUser & { context: BrowserContext })[] = [];
    for (const name of ['Asha', 'Bhavani', 'Chitra']) {
      const context = await browser.newContext({ baseURL: appUrl(), reducedMotion: 'reduce' });
      const memberPage = await context.newPage();
      const member = await signUpThroughApi(memberPage, name);
      const joined = await memberPage.request.post('/api/user-schedule', {
        headers: HEADERS,
        data: { attendanceDate: date, attending: true },
      });
      baseExpect(joined.ok(), await joined.text()).toBe(true);
      members.push({ ...member, context });
    }
    await page.reload();
    await page.getByRole('tab', { name: 'Session Registrations' }).click();
    await page.getByLabel('Session date').fill(date);
    await expect(card.getByText(`${places} of ${places} places`)).toBeVisible();
    const waitlist = card.getByRole('region', { name: 'Waitlist' });
    await expect(waitlist.getByRole('listitem')).toHaveText([
      new RegExp(`${members[1].email}.*Waitlisted · 1st`),
      new RegExp(`${members[2].email}.*Waitlisted · 2nd`),
    ]);
    await expect(page.locator('.ant-notification-notice')).toHaveCount(0);

    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      // The roster turns from a table into cards when the screen narrows, a render after the resize:
      // the checks wait for the layout of the new width.
      await baseExpect.poll(() => coveredControls(page, `[data-testid="day-${date}"]`)).toEqual([]);
      await baseExpect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth))
        .toBe(true);
      await card.getByRole('button', { name: 'Set capacity' }).click();
      await expect(dialog.getByLabel('Places')).toHaveValue(String(places));
      expect(await coveredControls(page, '.ant-modal')).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await expectNoAxeViolations(page);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toBeHidden();
    }
    await page.setViewportSize({ width: 1280, height: 800 });

    // Every <weekday>: its own capacity, the date keeps its own over it.
    await card.getByRole('button', { name: 'Set capacity' }).click();
    await dialog.getByRole('radio', { name: `Every ${weekday}` }).check();
    await expect(dialog.getByLabel('Places')).toHaveValue('');
    await dialog.getByLabel('Places').fill('10000');
    await dialog.getByRole('button', { name: 'Set capacity' }).click();
    await expect(dialog).toBeHidden();
    await expect(toast(`every ${weekday}: 10000 places`)).toBeVisible();
    await expect(card.getByText(`${places} of ${places} places`)).toBeVisible();

    // Emptied for the date, it follows every <weekday>: a raise, which promotes both in order.
    await card.getByRole('button', { name: 'Set capacity' }).click();
    await dialog.getByLabel('Places').clear();
    await dialog.getByRole('button', { name: 'Set capacity' }).click();
    await expect(dialog).toBeHidden();
    await expect(card.getByText(`${places + 2} of 10000 places`)).toBeVisible();
    await expect(waitlist).toHaveCount(0);
    await expect(card.getByRole('row').filter({ hasText: members[2].email })).toBeVisible();
    for (const member of members) await member.context.close();
  } finally {
    // Back to no limit, whatever happened above (however long it took: a fresh second factor first).
    await stepUpAsAdmin(page.request);
    baseExpect((await putCapacity(page.request, `/api/admin/sessions/${date}`, null)).ok()).toBe(true);
    baseExpect((await putCapacity(page.request, `/api/admin/practices/${dayOfWeek}`, null)).ok()).toBe(true);
  }
});
