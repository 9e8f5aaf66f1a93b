import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { holdEntryScript, openPage } from '../support/open-page';
import { linkFromMail } from '../support/outbox';
import { expect, test } from '../support/test';

const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

async function signUpThroughApi(page: Page, email: string, password = 'first-password') {
  const response = await page.request.post('/api/auth/signup', {
    headers: { 'X-Requested-With': 'sadhana' },
    data: { firstName: 'Asha', lastName: 'Rao', email, password },
  });
  expect(response.status()).toBe(201);
}

async function signOutThroughApi(page: Page) {
  await page.request.get('/api/logout', { maxRedirects: 0 });
}

function toast(page: Page, title: string) {
  return page.locator('.ant-notification-notice').filter({ hasText: title });
}

test.describe('sign up, sign out, sign in', () => {
  test('sign up leads home, sign out to the landing page, sign in home again', async ({ page }) => {
    const email = uniqueEmail('journey');
    await openPage(page, '/signup');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Join Our Community');
    // This server has no Google client id: no Google button to lead nowhere, and no "or".
    await expect(page.getByLabel('First Name')).toBeVisible();
    await expect(page.getByText('Sign up with Google')).toHaveCount(0);
    await expect(page.getByText('or', { exact: true })).toHaveCount(0);
    await page.getByLabel('First Name').fill('Asha');
    await page.getByLabel('Last Name').fill('Rao');
    await page.getByLabel('Email Address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('lotus-42');
    await page.getByLabel('Confirm Password').fill('lotus-42');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(toast(page, 'Welcome to Sadhana!')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Asha');

    await page.getByRole('banner').getByRole('link', { name: 'Sign Out' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Let's do Sadhana");
    expect((await page.request.get('/api/auth/user')).status()).toBe(401);

    await openPage(page, '/signin');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome Back');
    await page.getByLabel('Email Address').fill(email.toUpperCase());
    await page.getByLabel('Password', { exact: true }).fill('lotus-42');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Asha');
  });

  test('a link to /api/logout on another site leads to the landing page but does not sign out', async ({
    page,
    baseURL,
  }) => {
    await signUpThroughApi(page, uniqueEmail('foreign-logout'));
    // A page of another site (served here by the browser's own routing) whose link the member follows:
    // a top-level GET, which SameSite=Lax lets carry the session cookie.
    await page.route('http://elsewhere.example/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><title>Elsewhere</title><a href="${baseURL}/api/logout">Read more</a>`,
      }),
    );
    await page.goto('http://elsewhere.example/');
    await page.getByRole('link', { name: 'Read more' }).click();
    await expect(page).toHaveURL(`${baseURL}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Welcome, Asha/);
    expect((await page.request.get('/api/auth/user')).status()).toBe(200);
  });

  test('a wrong password shows the Sign In Failed toast and stays on /signin', async ({ page }) => {
    const email = uniqueEmail('wrong');
    await signUpThroughApi(page, email);
    await signOutThroughApi(page);
    await openPage(page, '/signin');
    await page.getByLabel('Email Address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    const failed = toast(page, 'Sign In Failed');
    await expect(failed).toBeVisible();
    await expect(failed).toContainText('Invalid email or password');
    await expect(page).toHaveURL(/\/signin$/);
  });

  test('a taken email shows Sign Up Failed with the server message', async ({ page }) => {
    const email = uniqueEmail('taken');
    await signUpThroughApi(page, email);
    await signOutThroughApi(page);
    await openPage(page, '/signup');
    await page.getByLabel('First Name').fill('A');
    await page.getByLabel('Last Name').fill('B');
    await page.getByLabel('Email Address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('secret-pw');
    await page.getByLabel('Confirm Password').fill('secret-pw');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(toast(page, 'Sign Up Failed')).toContainText('An account with this email already exists');
  });

  test('sign-up validation toasts: Password Mismatch and Weak Password', async ({ page }) => {
    await openPage(page, '/signup');
    await page.getByLabel('First Name').fill('A');
    await page.getByLabel('Last Name').fill('B');
    await page.getByLabel('Email Address').fill(uniqueEmail('weak'));
    await page.getByLabel('Password', { exact: true }).fill('abcdef');
    await page.getByLabel('Confirm Password').fill('abcdeg');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(toast(page, 'Password Mismatch')).toContainText('Passwords do not match');
    await page.getByLabel('Password', { exact: true }).fill('abc');
    await page.getByLabel('Confirm Password').fill('abc');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(toast(page, 'Weak Password')).toContainText('Password must be at least 6 characters long');
  });
});

// /signin and /signup are prerendered: a visitor on a slow phone can type before the script has run.
test.describe("typing before the page's script has run", () => {
  /** The prerendered page, its script held back until the returned function lets it run. */
  async function prerenderedOnly(page: Page, path: string): Promise<() => Promise<void>> {
    const release = await holdEntryScript(page);
    await page.goto(path, { waitUntil: 'commit' });
    await expect(page.getByLabel('Email Address')).toBeVisible();
    return async () => {
      const interactive = page.waitForRequest(
        (request) => new URL(request.url()).pathname === '/api/auth/user',
      );
      release();
      await interactive;
    };
  }

  test('sign in: what was typed is kept once the page is live, and signs in', async ({ page }) => {
    const email = uniqueEmail('early-signin');
    await signUpThroughApi(page, email, 'typed-early');
    await signOutThroughApi(page);
    const goLive = await prerenderedOnly(page, '/signin');
    await page.getByLabel('Email Address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('typed-early');
    await goLive();
    await expect(page.getByLabel('Email Address')).toHaveValue(email);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Asha');
  });

  test('sign up: what was typed is kept once the page is live, and makes the account', async ({ page }) => {
    const goLive = await prerenderedOnly(page, '/signup');
    await page.getByLabel('First Name').fill('Asha');
    await page.getByLabel('Last Name').fill('Rao');
    await page.getByLabel('Email Address').fill(uniqueEmail('early-signup'));
    await page.getByLabel('Password', { exact: true }).fill('lotus-42');
    await page.getByLabel('Confirm Password').fill('lotus-42');
    await goLive();
    await expect(page.getByLabel('First Name')).toHaveValue('Asha');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(toast(page, 'Welcome to Sadhana!')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Asha');
  });
});

test.describe('forgot and reset password', () => {
  test('forgot password → the mail in the outbox → reset → sign in with the new password', async ({
    page,
  }) => {
    const email = uniqueEmail('reset');
    await signUpThroughApi(page, email, 'old-password');
    await signOutThroughApi(page);

    await openPage(page, '/signin');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Forgot Password');
    await page.getByLabel('Email Address').fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(toast(page, 'Reset Link Sent')).toContainText(
      'If an account with that email exists, a password reset link has been sent.',
    );

    const link = await linkFromMail(email, 'Reset your Sadhana password');
    expect(link).toMatch(/^\/reset-password\?token=[\w-]{43}$/);
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reset Password');
    const newPassword = page.getByLabel('New Password', { exact: true });
    await newPassword.fill('brand-new-password');
    await expect(newPassword).toHaveAttribute('type', 'password');
    await page.getByRole('img', { name: /eye/ }).first().click();
    await expect(newPassword).toHaveAttribute('type', 'text');
    await page.getByLabel('Confirm New Password').fill('brand-new-password');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(toast(page, 'Password Reset Successful')).toContainText(
      'Your password has been reset. You can now sign in with your new password.',
    );
    await expect(page).toHaveURL(/\/signin$/);

    await page.getByLabel('Email Address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('old-password');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(toast(page, 'Sign In Failed')).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill('brand-new-password');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Asha');

    // The link works once.
    await signOutThroughApi(page);
    await page.goto(link);
    await page.getByLabel('New Password', { exact: true }).fill('a-third-password');
    await page.getByLabel('Confirm New Password').fill('a-third-password');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(toast(page, 'Reset Failed')).toContainText('invalid or has expired');
  });

  test('forgot password without an email: Email Required', async ({ page }) => {
    await page.goto('/forgot-password');
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(toast(page, 'Email Required')).toContainText('Please enter your email address.');
    await page.getByRole('link', { name: 'Back to Sign In' }).click();
    await expect(page).toHaveURL(/\/signin$/);
  });

  test('reset validation: missing token, empty fields, too short, not matching', async ({ page }) => {
    await page.goto('/reset-password');
    await expect(toast(page, 'Invalid Reset Link')).toContainText(
      'The password reset link is invalid or missing.',
    );
    await expect(page).toHaveURL(/\/signin$/);

    await page.goto('/reset-password?token=abc');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(toast(page, 'All Fields Required')).toContainText('Please fill in both password fields.');
    await page.getByLabel('New Password', { exact: true }).fill('short');
    await page.getByLabel('Confirm New Password').fill('short');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(toast(page, 'Password Too Short')).toContainText(
      'Password must be at least 8 characters long.',
    );
    await page.getByLabel('New Password', { exact: true }).fill('long-enough-1');
    await page.getByLabel('Confirm New Password').fill('long-enough-2');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(toast(page, "Passwords Don't Match")).toContainText(
      'Please make sure both passwords are identical.',
    );
  });
});

test.describe('email verification', () => {
  test('the link from the sign-up mail, opened signed in, verifies the address and offers the way home', async ({
    page,
  }) => {
    const email = uniqueEmail('verify');
    await signUpThroughApi(page, email);
    const link = await linkFromMail(email, 'Confirm your email address for Sadhana');

    await page.goto(link);
    await expect(page).toHaveURL(/\/signin\?verified=1$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Email verified');
    await expect(page).toHaveTitle('Email verified · Sadhana');
    await expect(page.getByRole('alert')).toContainText('Your email address is verified. Thank you!');
    await expect(page.getByText(`You are signed in as ${email}.`)).toBeVisible();
    await page.getByRole('link', { name: 'Go to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome');
  });

  test('opened signed out, the link asks for the password on the same screen and verifies in one trip', async ({
    page,
  }) => {
    const email = uniqueEmail('verify-later');
    await signUpThroughApi(page, email);
    const link = await linkFromMail(email, 'Confirm your email address for Sadhana');
    await page.context().clearCookies();
    await page.goto(link);
    await expect(page).toHaveURL(/\/verify-email\?token=/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm your email');
    await expect(page.getByText('Sign in to confirm your email address.')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel('Email Address').fill(email);
    await page.getByLabel('Password').fill('first-password');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Your email address is verified.' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Email verified');
    await expect(page.getByText(`Signed in as ${email}.`)).toBeVisible();
    expect((await (await page.request.get('/api/auth/user')).json()).emailVerified).toBe(true);
    await page.getByRole('button', { name: 'Go to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('signed in as someone else, the verification screen refuses the link', async ({ page }) => {
    const owner = uniqueEmail('verify-owner');
    await signUpThroughApi(page, owner);
    const link = await linkFromMail(owner, 'Confirm your email address for Sadhana');
    await page.context().clearCookies();
    await signUpThroughApi(page, uniqueEmail('verify-other'));
    await page.goto(`/verify-email${new URL(link, 'http://x').search}`);
    await expect(page.getByRole('alert')).toContainText('sent for another account');
  });
});

test.describe('Google and notices', () => {
  test('without a Google client id, members see no Google sign-in at all', async ({ page }) => {
    const providers = page.waitForResponse('**/api/auth/providers');
    await page.goto('/signin');
    expect(await (await providers).json()).toEqual({ google: false });
    await expect(page.getByLabel('Email Address')).toBeVisible();
    await expect(page.getByText('Continue with Google')).toHaveCount(0);
    await expect(page.getByText('not configured')).toHaveCount(0);
    // The server route itself still answers with the explanation (e.g. from an old bookmark).
    await page.goto('/api/auth/google');
    await expect(page).toHaveURL(/\/signin\?error=google-not-configured$/);
    await expect(page.getByRole('alert')).toContainText('Sign-in with Google is not configured');
  });

  test('with Google configured, Continue with Google leads to the server flow', async ({ page }) => {
    await page.route('**/api/auth/providers', (route) => route.fulfill({ json: { google: true } }));
    await page.goto('/signin');
    await expect(page.getByRole('link', { name: 'Continue with Google' })).toHaveAttribute(
      'href',
      '/api/auth/google',
    );
    await expect(page.getByText('Sign-in with Google is not configured on this server.')).toHaveCount(0);
  });
});

test.describe('route table when signed in', () => {
  test('/forgot-password and /reset-password are not found; /admin, /signin and /signup are routes', async ({
    page,
  }) => {
    await signUpThroughApi(page, uniqueEmail('routes'));
    for (const path of ['/forgot-password', '/reset-password?token=abc']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('A Pause in the Path');
    }
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('A Pause in the Path');
    await page.goto('/signin');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome Back');
    await page.goto('/signup');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Join Our Community');
  });
});

test.describe('accessibility', () => {
  for (const path of [
    '/signin',
    '/signup',
    '/forgot-password',
    '/reset-password?token=abc',
    '/signin?error=google-failed',
  ]) {
    test(`${path} has no axe WCAG 2.1 A/AA violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  test('the sign-in form works on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await openPage(page, '/signin');
    const button = page.getByRole('button', { name: 'Sign In', exact: true });
    await expect(button).toBeVisible();
    const box = await button.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(250);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
