import { defineConfig, devices } from '@playwright/test';

/** The specs of the chromium project's screens that pin the server's clock for a while. */
const PINNING_CLOCK = /(membership|schedule-member)\.spec\.ts$/;

export default defineConfig({
  testDir: './e2e',
  outputDir: '../test-results',
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Long journeys (sign up, mail, reset) take 10–20 s alone on 2 cores; a busy machine doubles that.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: '../playwright-report' }]],
  use: {
    // The app turns antd's motion off for visitors who ask for reduced motion: the tests ask, so no
    // click lands on a dialog or list that is still zooming in or sliding away
    // (tests/e2e/reduced-motion.spec.ts checks both preferences).
    contextOptions: { reducedMotion: 'reduce' },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-quic',
        '--no-first-run',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: [
        PINNING_CLOCK,
        /admin\.spec\.ts$/,
        /admin-fees\.spec\.ts$/,
        /cancelled-class\.spec\.ts$/,
        /admin-capacity\.spec\.ts$/,
        /session-mails\.spec\.ts$/,
        /admin-morning\.spec\.ts$/,
        /programs\.spec\.ts$/,
      ],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    // These pin the server's one clock (to today's noon, or two days on to make a fee due) and put it
    // back: after the others and one file at a time, so no test reads a clock another test moved.
    {
      name: 'pinned-clock',
      testMatch: PINNING_CLOCK,
      dependencies: ['chromium'],
      workers: 1,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    // The admin tests move the server's clock across days and count every user: they run after the
    // others, alone, so neither disturbs the other.
    {
      name: 'admin',
      testMatch: /admin\.spec\.ts$/,
      dependencies: ['pinned-clock'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    // The fees' tests pin the server's clock in the past to make fees: after the admin tests, alone.
    {
      name: 'admin-fees',
      testMatch: /admin-fees\.spec\.ts$/,
      dependencies: ['admin'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    // Cancelling a class refuses every member's toggle for its date: last, alone.
    {
      name: 'cancelled-class',
      testMatch: /cancelled-class\.spec\.ts$/,
      dependencies: ['admin-fees'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    // A date made full changes what members' toggles do for it: after the cancelled class, alone.
    {
      name: 'admin-capacity',
      testMatch: /admin-capacity\.spec\.ts$/,
      dependencies: ['cancelled-class'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    // The session mails move the server's clock by hours, and every waiting job with it, and change
    // when reminders go: last, alone.
    {
      name: 'session-mails',
      testMatch: /session-mails\.spec\.ts$/,
      dependencies: ['admin-capacity'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    // The owner's morning pins the server's clock (and the browser's) to 10:00 this morning for a
    // while, and records statuses and payments on today's session: last, alone.
    {
      name: 'admin-morning',
      testMatch: /admin-morning\.spec\.ts$/,
      dependencies: ['session-mails'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    // Programs pin the server's clock (a cancellation 8 days before a start) and fill a retreat: last, alone.
    {
      name: 'programs',
      testMatch: /programs\.spec\.ts$/,
      dependencies: ['admin-morning'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    // The README's pictures (npm run screenshots): only when asked for, never in the suite.
    ...(process.env.README_SCREENSHOTS
      ? [
          {
            name: 'readme-screenshots',
            testDir: './screenshots',
            use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
          },
        ]
      : []),
  ],
});
