import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

const requireFromHere = createRequire(__filename);
const AXE_SOURCE = readFileSync(requireFromHere.resolve('axe-core/axe.min.js'), 'utf8');
const WCAG_21_A_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** Injects axe-core into the page and fails with a readable list of WCAG 2.1 A/AA violations. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // The app's Content Security Policy blocks page.addScriptTag's inline script; evaluating the
  // source through the DevTools protocol is not subject to it, so the page keeps its real CSP.
  await page.evaluate(AXE_SOURCE);
  // A dialog zooming and fading in has text at part opacity, which axe would measure: let such
  // transitions end first (endless ones, a spinner, are left running).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const violations = await page.evaluate(async (tags) => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is injected as a global script
    const axe = (window as any).axe;
    const results = await axe.run(document, { runOnly: { type: 'tag', values: tags } });
    return results.violations as AxeViolation[];
  }, WCAG_21_A_AA);
  const summary = violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, 'axe-core WCAG 2.1 A/AA violations').toEqual([]);
}
