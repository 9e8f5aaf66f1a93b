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

/** How often a run Lighthouse itself asks to repeat (a trace it failed to record) is tried. */
const ATTEMPTS = 3;

/** The run with the median score of `runs` runs, one after the other. */
export async function medianLighthouse(url: string, runs = LIGHTHOUSE_RUNS): Promise<LighthouseFigures[]> {
  const figures: LighthouseFigures[] = [];
  for (let run = 0; run < runs; run++) figures.push(await lighthouseAgainIfAsked(url));
  return figures.sort((a, b) => a.score - b.score);
}

/**
 * One run, repeated when Lighthouse says its own recording went wrong ("Please run Lighthouse
 * again", e.g. NO_NAVSTART on a busy machine): that says nothing of the page. Any other error, or the
 * same one every time, ends the bench.
 */
async function lighthouseAgainIfAsked(url: string): Promise<LighthouseFigures> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runLighthouse(url);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (attempt >= ATTEMPTS || !/run Lighthouse again/i.test(message)) throw error;
      process.stderr.write(
        `Lighthouse asked to be run again (attempt ${attempt} of ${ATTEMPTS}): ${message.split('\n')[1] ?? message}\n`,
      );
    }
  }
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
