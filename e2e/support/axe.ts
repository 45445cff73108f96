import fs from 'node:fs';
import type { Page } from 'playwright-core';

const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.0 and 2.1, A and AA; best practices too (heading order, one h1), reported but failing only when serious. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
/** The impacts that fail a test; moderate and minor ones are reported. */
export const FAILING_IMPACTS = new Set(['serious', 'critical']);

export interface AxeViolation {
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

export interface AxeScope {
  /** axe's `runOnly`: the tags or the rules to check. */
  runOnly: { type: 'tag' | 'rule'; values: string[] };
  /** A CSS selector for the part of the page to check; the whole document when absent or not found. */
  within?: string;
}

/**
 * axe-core's violations on the page at rest. Finite animations and CSS transitions end first: a button that turns
 * from disabled to enabled fades its colour over 250 ms, and axe, reading it mid-fade, reported a contrast the page
 * never rests at (a flaky failure in CI).
 */
export async function axeViolations(page: Page, scope: AxeScope): Promise<AxeViolation[]> {
  await untilAnimationsEnd(page);
  // Evaluated, not added as a <script>: the page's CSP allows no inline script, and an evaluation is not one.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async ({ runOnly, within }) => {
    const axe = (window as unknown as { axe: { run: (context: Element | Document, options: object) => Promise<{ violations: Array<{ id: string; impact: string | null; help: string; nodes: Array<{ target: unknown[] }> }> }> } }).axe;
    const context = (within && document.querySelector(within)) || document;
    const results = await axe.run(context, { runOnly, resultTypes: ['violations'] });
    return results.violations.map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? 'unknown',
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.map(String).join(' ')),
    }));
  }, scope);
}

/** Until no finite animation runs (spinners loop forever and are left running), for at most 3 s. */
async function untilAnimationsEnd(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const deadline = Date.now() + 3_000;
    for (;;) {
      const running = document.getAnimations().filter((animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity);
      if (running.length === 0 || Date.now() > deadline) return;
      await Promise.race([Promise.all(running.map((animation) => animation.finished.catch(() => undefined))), new Promise((resolve) => setTimeout(resolve, deadline - Date.now()))]);
    }
  });
}
