import { describe, expect, it } from '@jest/globals';
import { uniqueCpf, uniqueEmail } from '@employee/domain/testing';
import { testEngines, type TestEngine } from '@employee/persistence-typeorm/testing';
import type { Locator, Page } from 'playwright-core';
import { admin, api } from '../support/server-process';
import { acceptInvitation, inviteUser, signInThroughForm } from './support/accounts';
import { expectAccessible } from './support/axe';
import { useBrowserServer } from './support/browser-server';
import { pageErrorsOf, screenshotPath } from './support/chromium';

/**
 * The trends view of the reports in Debian's Chromium against the real server (docs/dashboard.md#trends): with three
 * closed campaigns of one company (minimum group size 3) answered by 4, 3 and 2 of its employees, an administrator
 * opens `/admin/reports/trends`; each point of the eNPS, engagement index and leadership charts is the figure the
 * reports listener gives for that campaign, and the campaign of 2 respondents is a gap named under every chart, with
 * no figure. axe-core at 1280 and 375 px, where the page does not scroll sideways; `trends.png` and `trends-phone.png`
 * are the view (`screenshotPath`: the records under docs/screenshots when `SCREENSHOTS_OUT` names it). The subject is
 * the page, not the storage: one engine, the first of the run.
 */

const STEP_TIMEOUT = 120_000;
const NAMES = ['Bruno Lima Costa', 'Dora Alves Pinto', 'Enzo Melo Faria', 'Iara Nunes Reis'];
/** The campaigns, in the order they are made (their day is the same: the trends order them by creation then). */
const CAMPAIGNS = [
  { name: 'Clima 2025', answered: 4 },
  { name: 'Pulso de junho', answered: 3 },
  { name: 'Pulso de agosto', answered: 2 },
];
const MIN_GROUP_SIZE = 3;

interface Question {
  id: string;
  kind: 'enps' | 'lnps' | 'likert' | 'open';
}

/** Answers of respondent `n` of campaign `c`: values vary by campaign, person and question. */
function answersOf(questions: Question[], c: number, n: number) {
  return questions
    .filter((q) => q.kind !== 'open')
    .map((q, i) => ({
      question_id: q.id,
      value: q.kind === 'likert' ? 1 + ((n * 2 + i + c) % 5) : (n * 3 + i + c * 4) % 11,
    }));
}

/** A figure as the pt-BR page writes it (`56,3`, `—`). */
const written = (value: number) => new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 }).format(value);

describe.each(
  testEngines()
    .slice(0, 1)
    .map((engine): [TestEngine] => [engine]),
)('the trends of the reports on %s', (engine) => {
  const ctx = useBrowserServer(engine, 'Empresa Tendências');
  const ids: string[] = [];
  let page: Page;
  let errors: string[];

  const call = (method: string, path: string, body?: unknown) => api(ctx.baseUrl, ctx.key, method, path, body);

  /** A report of a campaign as the reports listener gives it to the key. */
  async function report(name: string, campaignId: string): Promise<{ data: Record<string, unknown> }> {
    const url = `http://127.0.0.1:${ctx.server.reportsPort}/api/v1/reports/${name}?campaign_id=${campaignId}`;
    const response = await fetch(url, { headers: { Authorization: `Bearer ${ctx.key}` } });
    expect(response.status).toBe(200);
    return (await response.json()) as { data: Record<string, unknown> };
  }

  /** Makes, opens, answers (`answered` of the employees, through the survey endpoint) and closes campaign `c`. */
  async function closedCampaign(c: number): Promise<string> {
    const { name, answered } = CAMPAIGNS[c] as { name: string; answered: number };
    const created = await call('POST', '/api/v1/campaigns', { name, distribution: 'links' });
    expect(created.status).toBe(201);
    const id = String(created.body.data.id);
    const questions = created.body.data.questions as Question[];
    expect((await call('POST', `/api/v1/campaigns/${id}/open`)).status).toBe(200);
    const links = (await call('POST', `/api/v1/campaigns/${id}/invitations/links`)).body.data as Array<{ url: string }>;
    for (const [n, link] of links.slice(0, answered).entries()) {
      const response = await fetch(`${ctx.baseUrl}/survey/v1/responses`, {
        method: 'POST',
        headers: {
          Authorization: `Invitation ${link.url.slice(link.url.lastIndexOf('/') + 1)}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({ answers: answersOf(questions, c, n) }),
      });
      expect(response.status).toBe(201);
    }
    expect((await call('POST', `/api/v1/campaigns/${id}/close`)).status).toBe(200);
    return id;
  }

  /** The chart section of a figure, once every report is read. */
  async function sectionOf(testId: string): Promise<Locator> {
    const section = page.getByTestId(testId);
    await section.locator('svg').first().waitFor();
    return section;
  }

  /** Each campaign's cell in the overall row of a section's table: its figure (`data-value`) and its text. */
  async function overallCells(section: Locator): Promise<Array<{ value: string | null; text: string }>> {
    const row = section.locator('tbody tr').first();
    return Promise.all(
      ids.map(async (id) => {
        const cell = row.locator(`td[data-campaign="${id}"]`);
        return { value: await cell.getAttribute('data-value'), text: (await cell.textContent()) ?? '' };
      }),
    );
  }

  it(
    "plots each campaign's released figures in time order, the campaign under the minimum group size as a gap",
    async () => {
      await admin(ctx.env, 'company', 'set-report-min-group-size', '--company', ctx.companyId, '--size', '3');
      for (const name of NAMES) {
        const created = await call('POST', '/api/v1/employees', {
          name,
          document: uniqueCpf(),
          include_campaign: true,
        });
        expect(created.status).toBe(201);
      }
      for (const c of CAMPAIGNS.keys()) ids.push(await closedCampaign(c));
      const administrator = await inviteUser(ctx.baseUrl, ctx.key, {
        name: 'Helena Prado Souza',
        email: uniqueEmail(),
        profile: 'Administrador',
      });
      await acceptInvitation(ctx.baseUrl, administrator);
      page = await (
        await ctx.browser.newContext({ locale: 'pt-BR', viewport: { width: 1280, height: 900 } })
      ).newPage();
      errors = pageErrorsOf(page);
      await signInThroughForm(page, ctx.baseUrl, administrator.email);

      await page.goto(`${ctx.baseUrl}/admin/reports`);
      await page.getByRole('link', { name: 'Tendências' }).click();
      await page.getByRole('heading', { name: 'Tendências', level: 1 }).waitFor();
      await page.locator('[data-testid="trends-status"]:empty').waitFor({ state: 'attached' });

      const headers = await page.getByTestId('trend-enps').locator('thead th').allTextContents();
      expect(headers.slice(1).map((header) => header.replace(/ \(.*\)$/, ''))).toEqual(CAMPAIGNS.map((c) => c.name));
      const magic = await Promise.all(ids.map((id) => report('magic', id)));
      const dimensions = await Promise.all(ids.map((id) => report('dimensions', id)));
      expect(magic.map((answer) => answer.data.suppressed ?? false)).toEqual([false, false, true]);
      const leadership = (answer: { data: Record<string, unknown> }) =>
        (answer.data.dimensions as Array<{ dimension: string; favourable_pct: number }>).find(
          (d) => d.dimension === 'leadership',
        )?.favourable_pct;
      const expected: Array<[string, Array<number | undefined>]> = [
        ['trend-enps', magic.slice(0, 2).map((answer) => answer.data.enps as number)],
        ['trend-engagement-index', magic.slice(0, 2).map((answer) => answer.data.engagement_index as number)],
        ['trend-dimension-leadership', dimensions.slice(0, 2).map(leadership)],
      ];
      for (const [testId, figures] of expected) {
        const section = await sectionOf(testId);
        const cells = await overallCells(section);
        expect(cells.map((cell) => cell.value)).toEqual([...figures.map((figure) => String(figure)), null]);
        expect(cells[2]?.text).toBe(`menos de ${MIN_GROUP_SIZE} respondentes`);
        // The chart writes each point's value: the released figures, and nothing for the gap.
        for (const figure of figures)
          await section
            .locator('svg text', { hasText: new RegExp(`^${written(figure as number)}$`) })
            .first()
            .waitFor();
        await expect(section.getByTestId('trend-gap').textContent()).resolves.toBe(
          `Sem ponto em Pulso de agosto: menos de ${MIN_GROUP_SIZE} respondentes.`,
        );
      }
      await expectAccessible(page, 'the trends at 1280 px');
      await page.screenshot({ path: screenshotPath('trends.png'), fullPage: true });
      expect(errors).toEqual([]);
    },
    STEP_TIMEOUT,
  );

  it(
    'works at 375 px without scrolling sideways',
    async () => {
      await page.setViewportSize({ width: 375, height: 800 });
      await sectionOf('trend-enps');
      expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(375);
      await expectAccessible(page, 'the trends at 375 px');
      await page.screenshot({ path: screenshotPath('trends-phone.png'), fullPage: true });
      expect(errors).toEqual([]);
      await page.context().close();
    },
    STEP_TIMEOUT,
  );
});
