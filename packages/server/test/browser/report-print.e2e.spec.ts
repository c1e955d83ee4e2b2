import { writeFile } from 'node:fs/promises';
import { describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { pageErrorsOf } from './support/chromium';
import { useDemoDashboard } from './support/demo-dashboard';

/**
 * Printing a report of the demo campaign in Debian's Chromium (docs/dashboard.md#printing): with print media the
 * page shows neither the navigation, the header, the buttons nor the report's controls, names the campaign and the
 * report above it, and nothing is wider than an A4 sheet; `page.pdf()` gives one A4 sheet per report section.
 * Embedded database only (the demo is made on the first start of an empty one). The printed view's screenshot and
 * the PDFs go to `$TMPDIR` for a person to look at.
 */

const STEP_TIMEOUT = 120_000;
const OUT = process.env.TMPDIR ?? '/tmp';
/** The width inside an A4 sheet's margins (210 mm less 2 × 1.5 cm, styles.css `@page`), in CSS pixels (96 per inch). */
const SHEET_WIDTH = Math.floor(((210 - 30) / 25.4) * 96);

/** Opens a report of the demo campaign grouped by department at 1280 px on screen, and waits until it is drawn. */
async function openReport(page: Page, baseUrl: string, campaignId: string, report: string): Promise<void> {
  await page.emulateMedia({ media: null });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${baseUrl}/admin/reports?campaign=${campaignId}&report=${report}&group_by=filter:departamento`);
  await page.locator('.report-sections section').first().waitFor();
  await page.waitForLoadState('networkidle');
}

/**
 * What the page lays out wider than the viewport: elements whose right edge passes it, and boxes that scroll or
 * clip sideways what they hold (a table in a scrolling box would print cut). Run in the page (no DOM types here).
 */
const OVERFLOWING = `(() => {
  const name = (element) => element.tagName.toLowerCase() + (element.classList[0] ? '.' + element.classList[0] : '');
  const found = [];
  for (const element of document.querySelectorAll('body *')) {
    const box = element.getBoundingClientRect();
    if (box.width === 0 && box.height === 0) continue;
    if (box.right > window.innerWidth + 1) found.push(name(element) + ' ends at ' + Math.round(box.right) + ' px');
    else if (element.scrollWidth > element.clientWidth + 1 && getComputedStyle(element).overflowX !== 'visible')
      found.push(name(element) + ' holds ' + element.scrollWidth + ' px in ' + element.clientWidth + ' px');
  }
  return found;
})()`;

/** The colours, other than black, of the elements that show text of their own. Run in the page. */
const COLOURED_TEXT = `(() => {
  const found = new Set();
  for (const element of document.querySelectorAll('body *')) {
    const own = [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent.trim());
    if (!own || element.getClientRects().length === 0) continue;
    const { color } = getComputedStyle(element);
    if (color !== 'rgb(0, 0, 0)') found.add(element.tagName.toLowerCase() + ': ' + color);
  }
  return [...found];
})()`;

/** How many elements match `selector`, and how many of them are laid out (shown). */
const shownOf = (selector: string) => `(() => {
  const all = [...document.querySelectorAll(${JSON.stringify(selector)})];
  return [all.length, all.filter((element) => element.getClientRects().length > 0).length];
})()`;

/** The sheets of a PDF: its `/Type /Page` objects (not `/Pages`, the tree's nodes). */
const sheetsOf = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-zA-Z])/g)?.length ?? 0;

describe('printing a report (embedded demo)', () => {
  const demo = useDemoDashboard();

  it(
    'prints the campaign and the report without navigation, buttons or controls, black on white, within an A4 sheet',
    async () => {
      const { page, campaign } = demo;
      const errors = pageErrorsOf(page);
      await openReport(page, demo.server.baseUrl, campaign.id, 'enps');
      await expect(page.getByRole('button', { name: 'Imprimir' }).isEnabled()).resolves.toBe(true);

      await page.emulateMedia({ media: 'print' });
      await page.setViewportSize({ width: SHEET_WIDTH, height: 1000 });
      for (const selector of ['nav', '.app-top', 'form.report-controls', 'select', 'button', 'h1.screen-only']) {
        const shown = await page.evaluate<number[]>(shownOf(selector));
        expect({ selector, shown }).toEqual({ selector, shown: [expect.any(Number), 0] });
        expect(shown[0]).toBeGreaterThan(0);
      }
      const heading = page.getByTestId('report-print-heading');
      await expect(heading.isVisible()).resolves.toBe(true);
      await expect(heading.getByRole('heading', { level: 1 }).innerText()).resolves.toBe('eNPS');
      await expect(heading.innerText()).resolves.toContain(campaign.name);
      await expect(heading.innerText()).resolves.toContain('Agrupado por Departamento');
      expect(await page.evaluate<string[]>(OVERFLOWING)).toEqual([]);
      expect(await page.evaluate<string[]>(COLOURED_TEXT)).toEqual([]);
      await page.screenshot({ path: `${OUT}/report-print.png`, fullPage: true });
      expect(errors).toEqual([]);
    },
    STEP_TIMEOUT,
  );

  it.each(['enps', 'dimensions', 'participation'])(
    'gives a PDF of the %s report with one A4 sheet per report section',
    async (report) => {
      const { page, campaign } = demo;
      await openReport(page, demo.server.baseUrl, campaign.id, report);
      const sections = await page.locator('.report-sections section').count();
      const pdf = await page.pdf({ format: 'A4' });
      await writeFile(`${OUT}/report-print-${report}.pdf`, pdf);
      expect(sections).toBeGreaterThanOrEqual(2);
      expect({ report, sheets: sheetsOf(pdf) }).toEqual({ report, sheets: sections });
    },
    STEP_TIMEOUT,
  );
});
