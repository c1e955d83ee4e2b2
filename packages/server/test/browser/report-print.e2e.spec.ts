import { writeFile } from 'node:fs/promises';
import { describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { api } from '../support/server-process';
import { expectAccessible } from './support/axe';
import { pageErrorsOf } from './support/chromium';
import { useDemoDashboard, type DemoDashboard } from './support/demo-dashboard';

/**
 * Printing a report of the demo campaign in Debian's Chromium (docs/dashboard.md#printing): with print media the
 * page shows neither the navigation, the header, the buttons nor the report's controls, names the campaign and the
 * report above it, and nothing is wider than an A4 sheet; `page.pdf()` gives one A4 sheet per report section. The
 * comparison by dimension with another campaign (docs/dashboard.md#comparison-by-dimension) shows the API's figures
 * of every dimension, group and campaign, and prints on a landscape sheet.
 * Embedded database only (the demo is made on the first start of an empty one). The printed view's and the
 * comparison's screenshots and the PDFs go to `$TMPDIR` for a person to look at.
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

/** A question of a campaign, as `GET /api/v1/campaigns/{id}` gives it. */
interface Question {
  id: string;
  kind: 'enps' | 'lnps' | 'likert' | 'open';
}

/**
 * Another campaign of the demo company, made (distributed by links) and opened with the key (every demo employee is
 * invited), answered on
 * the survey endpoint by `respondents` of them with answers that vary by person and question; its id.
 */
async function answeredCampaign(demo: DemoDashboard, name: string, respondents: number): Promise<string> {
  const { baseUrl } = demo.server;
  // Distributed by links: the test answers through them.
  const created = await api(baseUrl, demo.key, 'POST', '/api/v1/campaigns', { name, distribution: 'links' });
  expect(created.status).toBe(201);
  const id = String(created.body.data.id);
  expect((await api(baseUrl, demo.key, 'POST', `/api/v1/campaigns/${id}/open`)).status).toBe(200);
  const questions = (await api(baseUrl, demo.key, 'GET', `/api/v1/campaigns/${id}`)).body.data.questions as Question[];
  const links = await api(baseUrl, demo.key, 'POST', `/api/v1/campaigns/${id}/invitations/links`);
  for (const [person, link] of (links.body.data as Array<{ url: string }>).slice(0, respondents).entries()) {
    const answers = questions
      .filter((question) => question.kind !== 'open')
      .map((question, q) => ({
        question_id: question.id,
        value: question.kind === 'likert' ? Math.min(5, 1 + ((person + q) % 5) + (q % 3)) : (person + q) % 11,
      }));
    const answered = await fetch(`${baseUrl}/survey/v1/responses`, {
      method: 'POST',
      headers: {
        Authorization: `Invitation ${link.url.slice(link.url.lastIndexOf('/') + 1)}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ answers }),
    });
    expect(answered.status).toBe(201);
  }
  return id;
}

/** A figure as the pt-BR page writes it (`56,3`, `—`), with its sign when `signed` (`+5,9`). */
function written(value: number | null, signed = false): string {
  if (value === null) return '—';
  const text = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 }).format(value);
  return signed && value > 0 ? `+${text}` : text;
}

/** The sheets of a PDF: its `/Type /Page` objects (not `/Pages`, the tree's nodes). */
const sheetsOf = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-zA-Z])/g)?.length ?? 0;

/** How many sheets of a PDF are wider than tall (by their `/MediaBox [x0 y0 x1 y1]`). */
const landscapeSheetsOf = (pdf: Buffer) =>
  [...pdf.toString('latin1').matchAll(/\/MediaBox\s*\[\s*([\d.]+)\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)\s*\]/g)].filter(
    ([, x0, y0, x1, y1]) => Number(x1) - Number(x0) > Number(y1) - Number(y0),
  ).length;

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

  it(
    "compares every dimension's favourability with another campaign by department, as the API gives it, and prints it",
    async () => {
      const { page, campaign } = demo;
      const earlier = await answeredCampaign(demo, 'Pesquisa anterior', 40);
      const query = `campaign_id=${campaign.id}&group_by=filter:departamento&compare_campaign_id=${earlier}`;
      const reports = `http://127.0.0.1:${demo.server.reportsPort}/api/v1/reports`;
      const answer = await fetch(`${reports}/dimensions?${query}`, {
        headers: { Authorization: `Bearer ${demo.key}` },
      });
      type Dimensions = {
        dimensions: Array<{ dimension: string; favourable_pct: number | null }>;
        respondents: number;
      };
      const { data } = (await answer.json()) as {
        data: Dimensions & {
          groups: Array<(Dimensions & { group: string | null }) | { group: string; suppressed: true }>;
          compare: Dimensions;
          difference: { respondents: number };
        };
      };
      const favourability = (figures: Dimensions, dimension: string) =>
        figures.dimensions.find((d) => d.dimension === dimension)?.favourable_pct ?? null;
      const hidden = data.groups.filter((group) => 'suppressed' in group).length;
      const visible = data.groups.filter(
        (group): group is Dimensions & { group: string | null } => !('suppressed' in group),
      );
      expect({ hidden: hidden > 0, visible: visible.length > 1 }).toEqual({ hidden: true, visible: true });
      const expected = [
        [written(data.respondents), ...visible.map((g) => written(g.respondents))],
        ...data.dimensions.map(({ dimension, favourable_pct }) => {
          const compared = favourability(data.compare, dimension);
          const difference =
            favourable_pct === null || compared === null ? null : Math.round((favourable_pct - compared) * 10) / 10;
          return [
            written(favourable_pct),
            ...visible.map((g) => written(favourability(g, dimension))),
            written(compared),
            written(difference, true),
          ];
        }),
      ];
      expected[0]?.push(
        ...Array<string>(hidden).fill('menos de 5 respondentes'),
        written(data.compare.respondents),
        written(data.difference.respondents, true),
      );

      await openReport(page, demo.server.baseUrl, campaign.id, `dimensions&compare=${earlier}`);
      const table = page.getByRole('table', { name: /^Respondentes e favorabilidade/ });
      const rows = [];
      for (const row of await table.locator('tbody tr').all()) rows.push(await row.locator('td').allInnerTexts());
      expect(rows).toEqual(expected);
      await expectAccessible(page, 'comparison by dimension');
      // a column per group and campaign: the table scrolls in its own box, the page never sideways
      expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(1280);
      await page.locator('.report-comparison').screenshot({ path: `${OUT}/report-comparison.png` });

      const sections = await page.locator('.report-sections section').count();
      const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true });
      await writeFile(`${OUT}/report-print-comparison.pdf`, pdf);
      // the comparison, with a column per group and campaign, prints on a landscape sheet
      expect({ sheets: sheetsOf(pdf), landscape: landscapeSheetsOf(pdf) }).toEqual({ sheets: sections, landscape: 1 });
      await page.emulateMedia({ media: 'print' });
      await page.setViewportSize({ width: SHEET_WIDTH, height: 1000 });
      expect(await page.evaluate<string[]>(OVERFLOWING)).toEqual([]);
    },
    STEP_TIMEOUT,
  );
});
