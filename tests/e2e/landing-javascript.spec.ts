import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { LANDING_BUDGET } from '../../backend/bench/landing-budget';
import { expect, test } from '../support/test';

const MEASURE_SCRIPT = resolve(__dirname, '../../frontend/scripts/measure-landing.mjs');

interface LandingMeasure {
  files: { file: string; gzipBytes: number }[];
  totalGzipBytes: number;
}

// The budget (Lighthouse mobile ≥ 95 needs a small landing page): what a signed-out visitor's
// browser loads for /, gzipped as `npm run bench` counts it, once the page is done loading.
test('a visitor on / loads less JavaScript than the landing budget, and the measure script counts all of it', async ({
  page,
}) => {
  const bodies: Promise<[file: string, gzipBytes: number]>[] = [];
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (!path.endsWith('.js')) return;
    bodies.push(response.body().then((body) => [path.slice(1), gzipSync(body, { level: 9 }).length]));
  });
  await page.goto('/');
  await expect(page.getByTestId('weekday-practices')).toBeVisible();
  // The sign-in state has been applied: past that point nothing more is loaded for a visitor.
  await expect(page.locator('#pricing').getByRole('link', { name: 'Join Community' })).toBeVisible();
  const loaded = await Promise.all(bodies);

  const loadedKiB = loaded.reduce((sum, [, gzipBytes]) => sum + gzipBytes, 0) / 1024;
  expect(loadedKiB, loaded.map(([file]) => file).join(', ')).toBeLessThanOrEqual(
    LANDING_BUDGET.javascriptKiB,
  );

  // The bench's figure comes from the build (frontend/scripts/measure-landing.mjs): it must name
  // exactly the files the browser loaded, or it measures something else than the visitor's page.
  const measure: LandingMeasure = JSON.parse(
    execFileSync(process.execPath, [MEASURE_SCRIPT, '--json'], { encoding: 'utf8' }),
  );
  expect(measure.files.map((row) => row.file).sort()).toEqual(loaded.map(([file]) => file).sort());
  expect(measure.totalGzipBytes / 1024).toBeLessThanOrEqual(LANDING_BUDGET.javascriptKiB);
});
