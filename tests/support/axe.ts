import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

const requireFromHere = createRequire(__filename);
const AXE_SOURCE_PATH = requireFromHere.resolve('axe-core/axe.min.js');
const WCAG_21_A_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** Injects axe-core into the page and fails with a readable list of WCAG 2.1 A/AA violations. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  await page.addScriptTag({ path: AXE_SOURCE_PATH });
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
