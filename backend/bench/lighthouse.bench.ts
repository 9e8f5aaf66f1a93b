import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/** Lighthouse's score moves by a few points between runs on a busy machine: the bench reports the median. */
export const LIGHTHOUSE_RUNS = 3;

export interface LighthouseFigures {
  score: number;
  firstContentfulPaint: string;
  largestContentfulPaint: string;
  totalBlockingTime: string;
  cumulativeLayoutShift: string;
}

/** The run with the median score of `runs` runs, one after the other. */
export async function medianLighthouse(url: string, runs = LIGHTHOUSE_RUNS): Promise<LighthouseFigures[]> {
  const figures: LighthouseFigures[] = [];
  for (let run = 0; run < runs; run++) figures.push(await runLighthouse(url));
  return figures.sort((a, b) => a.score - b.score);
}

/** Lighthouse's performance category in mobile emulation (its default throttling), in Debian's Chromium. */
export async function runLighthouse(url: string): Promise<LighthouseFigures> {
  const cli = createRequire(import.meta.url).resolve('lighthouse/cli/index.js');
  const out = mkdtempSync(path.join(os.tmpdir(), 'sadhana-lighthouse-'));
  const report = path.join(out, 'report.json');
  try {
    await promisify(execFile)(
      process.execPath,
      [
        cli,
        url,
        '--only-categories=performance',
        '--form-factor=mobile',
        '--output=json',
        `--output-path=${report}`,
        '--quiet',
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-quic --no-first-run --disable-component-update --disable-sync',
      ],
      {
        env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
        timeout: 180_000,
      },
    );
    const result = JSON.parse(readFileSync(report, 'utf8'));
    const audit = (id: string) => String(result.audits[id].displayValue);
    return {
      score: result.categories.performance.score,
      firstContentfulPaint: audit('first-contentful-paint'),
      largestContentfulPaint: audit('largest-contentful-paint'),
      totalBlockingTime: audit('total-blocking-time'),
      cumulativeLayoutShift: audit('cumulative-layout-shift'),
    };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}
