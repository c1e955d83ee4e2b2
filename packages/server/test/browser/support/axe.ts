import { expect } from '@jest/globals';
import type { AxeResults, ImpactValue } from 'axe-core';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

/** axe-core's script, evaluated in the page: a `<script>` tag would be blocked by the dashboard's CSP. */
const AXE_SCRIPT = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const BLOCKING: readonly ImpactValue[] = ['serious', 'critical'];

/**
 * Runs axe-core's default rules (WCAG 2 A/AA and best practices) on the page as it is now and fails with a readable
 * list ("rule (impact): help — selectors") when any violation is serious or critical
 * (docs/dashboard.md#accessibility-and-languages). Minor and moderate findings are left to review. `where` names the
 * view in the failure message.
 */
export async function expectAccessible(page: Page, where: string): Promise<void> {
  if (!(await page.evaluate("typeof axe !== 'undefined'"))) await page.evaluate(AXE_SCRIPT);
  const results = await page.evaluate<AxeResults>('axe.run()');
  const blocking = results.violations
    .filter((violation) => violation.impact && BLOCKING.includes(violation.impact))
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ` +
        violation.nodes.map((node) => node.target.join(' ')).join(', '),
    );
  expect({ where, blocking }).toEqual({ where, blocking: [] });
}
