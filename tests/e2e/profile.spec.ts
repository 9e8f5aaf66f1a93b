import type { Page } from '@playwright/test';
import { GOAL_PRACTICES_TO_LEARN } from '../../packages/rules/src/profile';
import { stubSignedIn } from '../support/api-stubs';
import { expectNoAxeViolations } from '../support/axe';
import { longStudioDate, signUpThroughApi, studioYear, textContrast } from '../support/profile';
import { expect, test } from '../support/test';

async function openProfile(page: Page) {
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Profile' })).toBeVisible();
}

/** Accepts the next alert as soon as it opens (an open alert blocks the page) and yields its text. */
function nextAlert(page: Page): Promise<string> {
  return new Promise((resolve) => {
    page.once('dialog', (dialog) => {
      resolve(dialog.message());
      void dialog.accept();
    });
  });
}

const contactCard = (page: Page) => page.getByTestId('contact-card');
const practiceCard = (page: Page) => page.getByTestId('practice-card');
const goalsCard = (page: Page) => page.getByTestId('goals-card');
const infoCard = (page: Page) => page.getByTestId('profile-info-card');

test.describe('profile', () => {
  test('signed out: "Authentication Required" and on to /signin', async ({ page }) => {
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/signin$/);
    await expect(page.getByText('Authentication Required')).toBeVisible();
    await expect(page.getByText('Please sign up or sign in to view your profile')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome Back');
  });

  test('shows "Loading your profile..." while the user loads', async ({ page }) => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/auth/user', async (route) => {
      await gate;
      await route.continue();
    });
    await page.goto('/profile');
    await expect(page.getByText('Loading your profile...')).toBeVisible();
    release();
    await expect(page).toHaveURL(/\/signin$/);
  });

  test('a new account: read-only card, "Not provided", Free Account, Ready to Join?, 0%', async ({
    page,
  }) => {
    const user = await signUpThroughApi(page, 'Asha');
    await openProfile(page);
    const info = infoCard(page);
    await expect(info.getByRole('heading', { name: 'Profile Information' })).toBeVisible();
    await expect(info).toContainText('Asha Iyer');
    await expect(info).toContainText(user.email);
    await expect(info).toContainText('Not provided');
    await expect(info).toContainText(longStudioDate());
    await expect(info).toContainText('Free Account');
    await expect(info.getByRole('heading', { name: 'Ready to Join?' })).toBeVisible();
    await expect(info.getByRole('link', { name: 'Become a Member - $150/month' })).toHaveAttribute(
      'href',
      '/subscribe',
    );
    await expect(page.getByTestId('profile-completion-percentage')).toHaveText('0%');
    await expect(page.getByRole('progressbar', { name: 'Profile Completion' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    await expect(page.getByText('Profile Complete!')).toHaveCount(0);

    const actions = page.getByRole('navigation', { name: 'Quick Actions' });
    await expect(actions.getByRole('link', { name: 'View Dashboard' })).toHaveAttribute('href', '/dashboard');
    await expect(actions.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', /^mailto:/);
    await expect(actions.getByRole('link', { name: /Browse Workshops/ })).toHaveCount(0);
  });

  test('contact card: edit, save, reload keeps the values; Cancel restores', async ({ page }) => {
    await signUpThroughApi(page);
    await openProfile(page);
    const card = contactCard(page);
    await expect(card.getByLabel('Phone Number')).toBeDisabled();
    await card.getByRole('button', { name: 'Edit contact information' }).click();
    await card.getByLabel('Phone Number').fill('201-555-0100');
    await card.getByLabel('Address').fill('1 Grove St\nJersey City, NJ');
    await card.getByLabel('Emergency Contact Name').fill('Ravi Iyer');
    await card.getByLabel('Emergency Contact Phone').fill('201-555-0199');
    await card.getByRole('button', { name: 'Save Contact Information' }).click();
    await expect(page.getByText('Profile Updated')).toBeVisible();
    await expect(page.getByText('Your practice information has been saved successfully')).toBeVisible();
    await expect(card.getByLabel('Phone Number')).toBeDisabled();
    await expect(infoCard(page)).toContainText('201-555-0100');

    await page.reload();
    await expect(contactCard(page).getByLabel('Phone Number')).toHaveValue('201-555-0100');
    await expect(contactCard(page).getByLabel('Address')).toHaveValue('1 Grove St\nJersey City, NJ');
    await expect(contactCard(page).getByLabel('Emergency Contact Name')).toHaveValue('Ravi Iyer');
    await expect(contactCard(page).getByLabel('Emergency Contact Phone')).toHaveValue('201-555-0199');
    await expect(infoCard(page)).toContainText('Ravi Iyer');

    await contactCard(page).getByRole('button', { name: 'Edit contact information' }).click();
    await contactCard(page).getByLabel('Phone Number').fill('999');
    await contactCard(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(contactCard(page).getByLabel('Phone Number')).toHaveValue('201-555-0100');
    await expect(contactCard(page).getByLabel('Phone Number')).toBeDisabled();
  });

  test('practice card: Learned reveals the details; save, reload, Cancel restores', async ({ page }) => {
    await signUpThroughApi(page);
    await openProfile(page);
    const card = practiceCard(page);
    const suryaKriya = card.getByTestId('practice-suryaKriya');
    await expect(suryaKriya.getByRole('checkbox', { name: /Surya Kriya/ })).toBeDisabled();
    await expect(suryaKriya.getByLabel('Teacher/Instructor')).toHaveCount(0);

    await card.getByRole('button', { name: 'Edit practice experience' }).click();
    await suryaKriya.getByRole('checkbox', { name: /Surya Kriya/ }).check();
    await suryaKriya.getByLabel('Teacher/Instructor').fill('Anand');
    await suryaKriya.getByLabel('Year Learned').fill('2015');
    await suryaKriya.getByLabel('Practice Frequency').selectOption({ label: 'Weekly (2-3 times)' });
    await suryaKriya.getByLabel('Last Practice Date').fill('2026-11-01');
    const angamardhana = card.getByTestId('practice-angamardana');
    await angamardhana.getByRole('checkbox', { name: /Angamardhana/ }).check();
    await angamardhana.getByLabel('Practice Frequency').selectOption({ label: 'Stopped practicing' });
    await card.getByRole('button', { name: 'Save Practice Information' }).click();
    await expect(page.getByText('Profile Updated')).toBeVisible();
    await expect(page.getByTestId('profile-completion-percentage')).toHaveText('33%');
    await expect(page.getByTestId('completion-yogaExperience')).toContainText('(complete)');

    await page.reload();
    const saved = practiceCard(page).getByTestId('practice-suryaKriya');
    await expect(saved.getByRole('checkbox', { name: /Surya Kriya/ })).toBeChecked();
    await expect(saved.getByLabel('Teacher/Instructor')).toHaveValue('Anand');
    await expect(saved.getByLabel('Teacher/Instructor')).toBeDisabled();
    await expect(saved.getByLabel('Year Learned')).toHaveValue('2015');
    await expect(saved.getByLabel('Practice Frequency')).toHaveValue('weekly');
    await expect(saved.getByLabel('Last Practice Date')).toHaveValue('2026-11-01');
    await expect(
      practiceCard(page).getByTestId('practice-angamardana').getByLabel('Practice Frequency'),
    ).toHaveValue('stopped');

    await practiceCard(page).getByRole('button', { name: 'Edit practice experience' }).click();
    await saved.getByRole('checkbox', { name: /Surya Kriya/ }).uncheck();
    await expect(saved.getByLabel('Teacher/Instructor')).toHaveCount(0);
    await practiceCard(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(saved.getByRole('checkbox', { name: /Surya Kriya/ })).toBeChecked();
    await expect(saved.getByLabel('Teacher/Instructor')).toHaveValue('Anand');
  });

  test('Year Learned out of range: an inline message, nothing sent, the saved year kept', async ({
    page,
  }) => {
    await signUpThroughApi(page);
    await openProfile(page);
    const card = practiceCard(page);
    const block = card.getByTestId('practice-suryaKriya');
    await card.getByRole('button', { name: 'Edit practice experience' }).click();
    await block.getByRole('checkbox', { name: /Surya Kriya/ }).check();
    await block.getByLabel('Year Learned').fill('2015');
    await card.getByRole('button', { name: 'Save Practice Information' }).click();
    await expect(page.getByText('Profile Updated')).toBeVisible();
    await page.reload();

    const year = practiceCard(page).getByTestId('practice-suryaKriya').getByLabel('Year Learned');
    const latest = String(studioYear());
    await expect(year).toHaveAttribute('aria-valuemin', '1990');
    await expect(year).toHaveAttribute('aria-valuemax', latest);
    const puts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT' && new URL(request.url()).pathname === '/api/profile') {
        puts.push(request.postData() ?? '');
      }
    });
    const message = `Year Learned must be between 1990 and ${latest}.`;
    await practiceCard(page).getByRole('button', { name: 'Edit practice experience' }).click();
    for (const typed of ['1980', '2099']) {
      await year.fill(typed);
      await practiceCard(page).getByRole('button', { name: 'Save Practice Information' }).click();
      await expect(practiceCard(page).getByText(message)).toBeVisible();
      await expect(year).toHaveValue(typed);
      await expect(year).toHaveAttribute('aria-invalid', 'true');
      await expect(year).toBeFocused();
      await expect(year).toHaveAccessibleDescription(message);
      await expect(page.getByText('Profile Updated')).toHaveCount(0);
    }
    await expect(practiceCard(page).getByRole('button', { name: 'Save Practice Information' })).toBeVisible();
    expect(puts).toEqual([]);
    await page.reload();
    await expect(year).toHaveValue('2015');
    expect(puts).toEqual([]);

    await practiceCard(page).getByRole('button', { name: 'Edit practice experience' }).click();
    await year.fill('1980');
    await practiceCard(page).getByRole('button', { name: 'Save Practice Information' }).click();
    await expect(practiceCard(page).getByText(message)).toBeVisible();
    await year.fill('1990');
    await expect(practiceCard(page).getByText(message)).toHaveCount(0);
    await practiceCard(page).getByRole('button', { name: 'Save Practice Information' }).click();
    await expect(page.getByText('Profile Updated')).toBeVisible();
    expect(puts).toHaveLength(1);
    expect(JSON.parse(puts[0])).toMatchObject({ suryaKriyaLearned: true, suryaKriyaYear: 1990 });
    await page.reload();
    await expect(year).toHaveValue('1990');
  });

  test('view mode: the saved values are readable (WCAG AA text contrast) and still not editable', async ({
    page,
  }) => {
    await signUpThroughApi(page);
    await openProfile(page);
    await contactCard(page).getByRole('button', { name: 'Edit contact information' }).click();
    await contactCard(page).getByLabel('Phone Number').fill('201-555-0100');
    await contactCard(page).getByLabel('Address').fill('1 Grove St');
    await contactCard(page).getByRole('button', { name: 'Save Contact Information' }).click();
    await expect(contactCard(page).getByLabel('Phone Number')).toBeDisabled();
    const card = practiceCard(page);
    const block = card.getByTestId('practice-suryaKriya');
    await card.getByRole('button', { name: 'Edit practice experience' }).click();
    await block.getByRole('checkbox', { name: /Surya Kriya/ }).check();
    await block.getByLabel('Teacher/Instructor').fill('Anand');
    await block.getByLabel('Year Learned').fill('2015');
    await block.getByLabel('Practice Frequency').selectOption({ label: 'Daily' });
    await block.getByLabel('Last Practice Date').fill('2026-01-02');
    await card.getByRole('button', { name: 'Save Practice Information' }).click();
    await expect(block.getByLabel('Teacher/Instructor')).toBeDisabled();

    const values = [
      contactCard(page).getByLabel('Phone Number'),
      contactCard(page).getByLabel('Address'),
      block.getByLabel('Teacher/Instructor'),
      block.getByLabel('Year Learned'),
      block.getByLabel('Practice Frequency'),
      block.getByLabel('Last Practice Date'),
      block.getByTestId('practice-name'),
      block.locator('.ant-checkbox-label'),
      card.getByTestId('practice-shambhavi').locator('.ant-checkbox-label'),
    ];
    for (const value of values) {
      const { ratio, color } = await textContrast(value);
      expect(ratio, `contrast of ${value} (${color})`).toBeGreaterThanOrEqual(4.5);
    }
    for (const field of values.slice(0, 6)) await expect(field).toBeDisabled();
    await expect(block.getByRole('checkbox', { name: /Surya Kriya/ })).toBeDisabled();
  });

  test('a refused save shows "Update Failed" with the server message', async ({ page }) => {
    await signUpThroughApi(page);
    await openProfile(page);
    await page.route('**/api/profile', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Shambhavi Mahamudra year learned must be between 1990 and 2026.' }),
      }),
    );
    await practiceCard(page).getByRole('button', { name: 'Edit practice experience' }).click();
    await practiceCard(page).getByLabel('I have not learned any Isha Yoga practices yet').check();
    await practiceCard(page).getByRole('button', { name: 'Save Practice Information' }).click();
    await expect(page.getByText('Update Failed')).toBeVisible();
    await expect(page.getByText('year learned must be between 1990 and 2026.')).toBeVisible();
  });

  test('session reminders: on for a new account, off and on again, a refusal says why', async ({ page }) => {
    await signUpThroughApi(page);
    await openProfile(page);
    const card = page.getByTestId('reminders-card');
    const toggle = card.getByRole('switch', { name: 'Session reminders' });
    await expect(card).toContainText('until 24 hours before it starts');
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await toggle.click();
    await expect(page.getByText('Session reminders off')).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await expect(card).toContainText('Off: no reminder mails.');
    await page.reload();
    await expect(toggle).toHaveAttribute('aria-checked', 'false');

    await page.route('**/api/auth/session-reminders', (route) =>
      route.fulfill({ status: 400, json: { message: 'on must be true or false' } }),
    );
    await toggle.click();
    await expect(page.getByText('Update Failed')).toBeVisible();
    await expect(page.getByText('on must be true or false')).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await expectNoAxeViolations(page);
  });

  test('goal planning: every option, save, reload keeps it, 100% with "Profile Complete!"', async ({
    page,
  }) => {
    await signUpThroughApi(page);
    await openProfile(page);
    await practiceCard(page).getByRole('button', { name: 'Edit practice experience' }).click();
    await practiceCard(page).getByLabel('I have not learned any Isha Yoga practices yet').check();
    await practiceCard(page).getByRole('button', { name: 'Save Practice Information' }).click();
    await expect(page.getByTestId('profile-completion-percentage')).toHaveText('33%');

    const card = goalsCard(page);
    for (const practice of GOAL_PRACTICES_TO_LEARN) {
      await expect(card.getByRole('checkbox', { name: practice, exact: true })).toBeVisible();
    }
    await expect(card.getByRole('radio')).toHaveCount(6);
    await card.getByRole('checkbox', { name: 'Bhuta Shuddhi', exact: true }).check();
    await card.getByRole('checkbox', { name: '11 Days Hatha Yoga Sadhana (4 hrs)' }).check();
    await card.getByRole('radio', { name: /Gentle Natural Beauty/ }).check();
    await card.getByRole('radio', { name: '5 Days Retreat' }).check();
    const location = card.getByLabel('Preferred retreat location');
    await expect(location.locator('optgroup[label="US"] option')).toHaveCount(7);
    await expect(location.locator('optgroup[label="International"] option')).toHaveCount(3);
    await location.selectOption('Portugal');
    await card.getByLabel('Short-term goals (next 3-6 months)').fill('Practise every morning');
    await card.getByLabel('Mid-term goals (1-3 years)').fill('Learn Bhuta Shuddhi');
    await card.getByLabel('Lifetime goals').fill('Stillness');
    await card.getByRole('button', { name: 'Save Goal Planning' }).click();
    await expect(page.getByTestId('profile-completion-percentage')).toHaveText('100%');
    await expect(page.getByText('Profile Complete!')).toBeVisible();

    await page.reload();
    const reloaded = goalsCard(page);
    await expect(reloaded.getByRole('checkbox', { name: 'Bhuta Shuddhi', exact: true })).toBeChecked();
    await expect(
      reloaded.getByRole('checkbox', { name: '11 Days Hatha Yoga Sadhana (4 hrs)' }),
    ).toBeChecked();
    await expect(reloaded.getByRole('checkbox', { name: 'Yogasanas', exact: true })).not.toBeChecked();
    await expect(reloaded.getByRole('radio', { name: /Gentle Natural Beauty/ })).toBeChecked();
    await expect(reloaded.getByRole('radio', { name: '5 Days Retreat' })).toBeChecked();
    await expect(reloaded.getByLabel('Preferred retreat location')).toHaveValue('Portugal');
    await expect(reloaded.getByLabel('Short-term goals (next 3-6 months)')).toHaveValue(
      'Practise every morning',
    );
    await expect(reloaded.getByLabel('Mid-term goals (1-3 years)')).toHaveValue('Learn Bhuta Shuddhi');
    await expect(reloaded.getByLabel('Lifetime goals')).toHaveValue('Stillness');
    await expect(page.getByText('Profile Complete!')).toBeVisible();
    for (const tick of ['yogaExperience', 'goalPlanning', 'personalGoals']) {
      await expect(page.getByTestId(`completion-${tick}`)).toContainText('(complete)');
    }

    const saved = await page.request.get('/api/auth/user');
    expect(await saved.json()).toMatchObject({
      goalRetreatLocation: ['Portugal'],
      goalRetreatLocationCategory: 'International',
    });
  });

  test('goals: a 401 alerts the expired session and goes to Google sign-in', async ({ page }) => {
    await signUpThroughApi(page);
    await openProfile(page);
    await page.route('**/api/profile/goals', (route) =>
      route.fulfill({ status: 401, contentType: 'application/json', body: '{"message":"Unauthorized"}' }),
    );
    const alert = nextAlert(page);
    const google = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/auth/google');
    await goalsCard(page).getByRole('button', { name: 'Save Goal Planning' }).click();
    expect(await alert).toBe('Your session has expired. Redirecting to sign in...');
    await google;
    // Google sign-in is not configured in the test server: it sends the browser to /signin.
    await expect(page).toHaveURL(/\/signin/);
  });

  test('goals: another failure alerts "Failed to save goals: " with the message', async ({ page }) => {
    await signUpThroughApi(page);
    await openProfile(page);
    await page.route('**/api/profile/goals', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Please choose a retreat location from the list.' }),
      }),
    );
    const alert = nextAlert(page);
    await goalsCard(page).getByRole('button', { name: 'Save Goal Planning' }).click();
    expect(await alert).toBe('Failed to save goals: Please choose a retreat location from the list.');
  });

  test('a member: Active Member, benefits, Browse Workshops, Cancel Subscription alerts', async ({
    page,
  }) => {
    await stubSignedIn(page, {
      membershipActive: true,
      // biome-ignore lint/suspicious/noExplicitAny: the stub accepts the whole current-user object
      ...({ membershipStartDate: '2026-03-05T15:00:00.000Z', createdAt: '2026-01-10T15:00:00.000Z' } as any),
    });
    await openProfile(page);
    const info = infoCard(page);
    await expect(info).toContainText('Active Member');
    await expect(info).toContainText('March 5, 2026');
    await expect(info).toContainText('January 10, 2026');
    await expect(info).toContainText('15% discount on workshops');
    await expect(info.getByRole('link', { name: /Become a Member/ })).toHaveCount(0);
    await expect(
      page.getByRole('navigation', { name: 'Quick Actions' }).getByRole('link', { name: /Browse Workshops/ }),
    ).toHaveAttribute('href', '/programs');

    await page.route('**/api/subscription/cancel', (route) =>
      route.fulfill({ status: 404, body: 'Not Found' }),
    );
    await info.getByRole('button', { name: 'Cancel Subscription' }).click();
    await expect(
      page.getByText('Are you sure you want to cancel your subscription? You will lose access to member'),
    ).toBeVisible();
    const request = page.waitForRequest('**/api/subscription/cancel');
    const failed = nextAlert(page);
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel Subscription' }).click();
    const sent = await request;
    expect(sent.method()).toBe('POST');
    expect(sent.headers()['content-type']).toBe('application/json');
    expect(sent.postData()).toBeNull();
    expect(await failed).toBe('Failed to cancel subscription. Please try again or contact support.');

    await page.unroute('**/api/subscription/cancel');
    await page.route('**/api/subscription/cancel', (route) => route.abort('failed'));
    await info.getByRole('button', { name: 'Cancel Subscription' }).click();
    const networkError = nextAlert(page);
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel Subscription' }).click();
    expect(await networkError).toBe('Error canceling subscription. Please try again.');
  });

  test('a member whose cancellation is scheduled: "Active until <date>" with the badge', async ({ page }) => {
    // 03:00 UTC on December 5 is still December 4 in the studio's zone.
    const member = {
      membershipActive: true,
      membershipStartDate: '2026-03-05T15:00:00.000Z',
      membershipEndDate: '2026-12-05T03:00:00.000Z',
    };
    await stubSignedIn(page, member);
    await openProfile(page);
    const info = infoCard(page);
    await expect(info).toContainText('Active Member');
    await expect(info.getByTestId('membership-active-until')).toHaveText('Active until December 4, 2026');
    await expect(info).toContainText('March 5, 2026');
    // Nothing to cancel any more; the member can change their mind instead.
    await expect(info.getByRole('button', { name: 'Keep my membership' })).toBeVisible();
    await expect(info.getByRole('button', { name: 'Cancel Subscription' })).toHaveCount(0);
  });

  test('a member without a scheduled end shows no "Active until"', async ({ page }) => {
    await stubSignedIn(page, { membershipActive: true });
    await openProfile(page);
    await expect(infoCard(page)).toContainText('Active Member');
    await expect(infoCard(page)).not.toContainText('Active until');
  });

  test('axe-core: no WCAG 2.1 A/AA violations, in view and in edit mode', async ({ page }) => {
    await signUpThroughApi(page);
    await openProfile(page);
    await expectNoAxeViolations(page);
    await contactCard(page).getByRole('button', { name: 'Edit contact information' }).click();
    await practiceCard(page).getByRole('button', { name: 'Edit practice experience' }).click();
    await practiceCard(page).getByTestId('practice-yogasanas').getByRole('checkbox').check();
    await expectNoAxeViolations(page);
  });

  test('works at 375 px: no sideways scrolling, every card reachable', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await signUpThroughApi(page);
    await openProfile(page);
    await practiceCard(page).getByRole('button', { name: 'Edit practice experience' }).click();
    await practiceCard(page).getByTestId('practice-shambhavi').getByRole('checkbox').check();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await goalsCard(page).getByRole('button', { name: 'Save Goal Planning' }).scrollIntoViewIfNeeded();
    await expect(goalsCard(page).getByRole('button', { name: 'Save Goal Planning' })).toBeInViewport();
    await expectNoAxeViolations(page);
  });
});
