import { defineConfig, devices } from '@playwright/test';

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
      testIgnore: [/admin\.spec\.ts$/, /admin-fees\.spec\.ts$/, /cancelled-class\.spec\.ts$/],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    // The admin tests move the server's clock across days and count every user: they run after the
    // others, alone, so neither disturbs the other.
    {
      name: 'admin',
      testMatch: /admin\.spec\.ts$/,
      dependencies: ['chromium'],
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
  ],
});
