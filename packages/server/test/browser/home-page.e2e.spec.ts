import { describe, expect, it } from '@jest/globals';
import { uniqueCpf, uniqueEmail } from '@employee/domain/testing';
import { testEngines, type TestEngine } from '@employee/persistence-typeorm/testing';
import type { Page } from 'playwright-core';
import { admin, api } from '../support/server-process';
import { acceptInvitation, inviteUser, signInThroughForm } from './support/accounts';
import { expectAccessible } from './support/axe';
import { useBrowserServer } from './support/browser-server';
import { pageErrorsOf } from './support/chromium';

/**
 * The home page in Debian's Chromium against the real server, on PostgreSQL and on the embedded database
 * (docs/dashboard.md#home): with a campaign closed after four answers and one open with two of five answered, an
 * administrator signs in and lands on the home page, which shows the open campaign's participation and days left
 * (counted in the API's time zone), the closed campaign's eNPS, engagement index and three lowest dimensions as the
 * reports API answers them, and a personal token never used as something that needs attention; axe-clean at 1280
 * and at 375 px, where the page does not scroll sideways. Then a `platform` campaign opens for the five, who have
 * neither e-mail nor mobile: once the notifications worker has passed, its undeliverable invitations need attention,
 * as does a user invited and not yet accepted. The tests of one engine run in order and share state.
 */

const STEP_TIMEOUT = 180_000;
/** The company's employees: every campaign invites them all. */
const NAMES = ['Bruno Lima Costa', 'Dora Alves Pinto', 'Enzo Melo Faria', 'Iara Nunes Reis', 'Otto Ramos Vieira'];
const EMPLOYEES = NAMES.length;
const OPEN_DAYS = 10;
const TOKEN_NAME = 'Planilha de RH';

interface Question {
  id: string;
  kind: 'enps' | 'lnps' | 'likert' | 'open';
}

interface Magic {
  respondents: number;
  enps: number | null;
  engagement_index: number | null;
  weakest: Array<{ dimension: string; favourable_pct: number | null }>;
}

/** `dd/mm/yyyy` of the calendar day `days` after today in `timeZone`. */
function apiDateIn(timeZone: string, days: number): string {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, day: '2-digit', month: '2-digit', year: 'numeric' })
    .formatToParts(new Date())
    .reduce<Record<string, string>>((acc, part) => ({ ...acc, [part.type]: part.value }), {});
  const day = new Date(Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day) + days));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(day.getUTCDate())}/${pad(day.getUTCMonth() + 1)}/${day.getUTCFullYear()}`;
}

/** Answers `n` for every scale question: likert values vary by question and respondent, so dimensions differ. */
function answersOf(questions: Question[], n: number) {
  return {
    answers: questions
      .filter((q) => q.kind !== 'open')
      .map((q, i) => ({ question_id: q.id, value: q.kind === 'likert' ? 1 + ((n * 2 + i) % 5) : (n * 3 + i) % 11 })),
  };
}

describe.each(testEngines().map((engine): [TestEngine] => [engine]))('the home page on %s', (engine) => {
  const ctx = useBrowserServer(engine, 'Empresa Início');
  const state = {} as { openId: string; closedId: string; timeZone: string };
  let page: Page;
  let errors: string[];

  const call = (method: string, path: string, body?: unknown) => api(ctx.baseUrl, ctx.key, method, path, body);

  /**
   * Creates and opens a campaign starting today (ending on `endsOn` when given); answers `answered` of its invitations
   * through the survey endpoint. Answers the campaign's id.
   */
  async function campaignWithAnswers(name: string, endsOn: string | null, answered: number): Promise<string> {
    const dates = { starts_on: apiDateIn(state.timeZone, 0), ...(endsOn ? { ends_on: endsOn } : {}) };
    const created = await call('POST', '/api/v1/campaigns', { name, distribution: 'links', ...dates });
    expect(created.status).toBe(201);
    const id = String(created.body.data.id);
    const questions = created.body.data.questions as Question[];
    expect((await call('POST', `/api/v1/campaigns/${id}/open`)).status).toBe(200);
    const links = await call('POST', `/api/v1/campaigns/${id}/invitations/links`);
    const urls = (links.body.data as Array<{ url: string }>).map((link) => link.url);
    expect(urls).toHaveLength(EMPLOYEES);
    for (const [n, url] of urls.slice(0, answered).entries()) {
      const response = await fetch(`${ctx.baseUrl}/survey/v1/responses`, {
        method: 'POST',
        headers: {
          Authorization: `Invitation ${url.slice(url.lastIndexOf('/') + 1)}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify(answersOf(questions, n)),
      });
      expect(response.status).toBe(201);
    }
    return id;
  }

  it(
    'lands an administrator on the home page after sign-in, with the numbers the API gives',
    async () => {
      await admin(ctx.env, 'company', 'set-report-min-group-size', '--company', ctx.companyId, '--size', '3');
      state.timeZone = String((await api(ctx.baseUrl, null, 'GET', '/admin/api/environment')).body.data.time_zone);
      for (const name of NAMES) {
        const created = await call('POST', '/api/v1/employees', {
          name,
          document: uniqueCpf(),
          include_campaign: true,
        });
        expect(created.status).toBe(201);
      }
      state.closedId = await campaignWithAnswers('Clima 2025', null, 4);
      expect((await call('POST', `/api/v1/campaigns/${state.closedId}/close`)).status).toBe(200);
      state.openId = await campaignWithAnswers('Pulso de novembro', apiDateIn(state.timeZone, OPEN_DAYS), 2);

      const administrator = await inviteUser(ctx.baseUrl, ctx.key, {
        name: 'Helena Prado Souza',
        email: uniqueEmail(),
        profile: 'Administrador',
      });
      await acceptInvitation(ctx.baseUrl, administrator);
      const context = await ctx.browser.newContext({ locale: 'pt-BR', viewport: { width: 1280, height: 900 } });
      page = await context.newPage();
      errors = pageErrorsOf(page);
      await signInThroughForm(page, ctx.baseUrl, administrator.email);
      await page.getByRole('heading', { name: 'Início', level: 1 }).waitFor();
      expect(new URL(page.url()).pathname).toMatch(/^\/admin\/?$/);
      expect(
        await page.getByRole('navigation').getByRole('link', { name: 'Início' }).getAttribute('aria-current'),
      ).toBe('page');

      const open = page.getByTestId('open-campaign');
      await open.waitFor();
      expect(await open.count()).toBe(1);
      expect((await call('GET', `/api/v1/campaigns/${state.openId}`)).body.data).toMatchObject({
        invited: EMPLOYEES,
        responded: 2,
      });
      await expect(open.textContent()).resolves.toContain('Pulso de novembro');
      await expect(open.textContent()).resolves.toContain(`2 de ${EMPLOYEES} responderam (40 %)`);
      await expect(open.getByTestId('days-left').textContent()).resolves.toBe(`Faltam ${OPEN_DAYS} dias`);

      const reports = `http://127.0.0.1:${ctx.server.reportsPort}/api/v1/reports`;
      const magic = (await (
        await fetch(`${reports}/magic?campaign_id=${state.closedId}`, {
          headers: { Authorization: `Bearer ${ctx.key}` },
        })
      ).json()) as { data: Magic };
      expect(magic.data.respondents).toBe(4);
      await page.getByTestId('headline-enps').waitFor();
      await expect(page.getByRole('heading', { name: 'Clima 2025' }).count()).resolves.toBe(1);
      await expect(page.getByTestId('headline-respondents').textContent()).resolves.toBe('4');
      expect(Number(await page.getByTestId('headline-enps').getAttribute('data-value'))).toBeCloseTo(
        magic.data.enps ?? NaN,
        5,
      );
      expect(Number(await page.getByTestId('headline-engagement').getAttribute('data-value'))).toBeCloseTo(
        magic.data.engagement_index ?? NaN,
        5,
      );
      const weakest = await page.getByTestId('headline-weakest').getByRole('listitem').allTextContents();
      expect(weakest).toHaveLength(3);
      expect(weakest.length).toBe(magic.data.weakest.length);

      await expect(page.getByText('Nada requer atenção.').count()).resolves.toBe(1);
      await expectAccessible(page, 'home page at 1280 px');
      await page.screenshot({ path: '/tmp/home-page-1280.png', fullPage: true });
      expect(errors).toEqual([]);
    },
    STEP_TIMEOUT,
  );

  it(
    'lists a personal token never used as needing attention, and works at 375 px',
    async () => {
      const created = await page.evaluate(async (name) => {
        const response = await fetch('/api/v1/users/me/tokens', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify({ name, expires_in_days: 30 }),
        });
        return response.status;
      }, TOKEN_NAME);
      expect(created).toBe(201);
      await page.reload();
      const item = page.getByTestId('unused-token');
      await item.waitFor();
      await expect(item.textContent()).resolves.toContain(`“${TOKEN_NAME}” nunca foi usado`);
      await expect(page.getByText('Nada requer atenção.').count()).resolves.toBe(0);

      await page.setViewportSize({ width: 375, height: 800 });
      await page.getByTestId('headline-enps').waitFor();
      expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(375);
      await expectAccessible(page, 'home page at 375 px');
      await page.screenshot({ path: '/tmp/home-page-375.png', fullPage: true });
      expect(errors).toEqual([]);
    },
    STEP_TIMEOUT,
  );

  it(
    "names an open campaign's undeliverable invitations and a user not yet accepted as needing attention",
    async () => {
      const created = await call('POST', '/api/v1/campaigns', { name: 'Pulso por e-mail', distribution: 'platform' });
      expect(created.status).toBe(201);
      const id = String(created.body.data.id);
      expect((await call('POST', `/api/v1/campaigns/${id}/open`)).status).toBe(200);
      // The worker finds no e-mail and no mobile for any of the five (docs/notifications.md#the-worker).
      const deadline = Date.now() + 60_000;
      let delivery = { undeliverable: 0 };
      while (delivery.undeliverable < EMPLOYEES && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 500));
        delivery = (await call('GET', `/api/v1/campaigns/${id}`)).body.data.delivery as typeof delivery;
      }
      expect(delivery).toMatchObject({ pending: 0, sent: 0, undeliverable: EMPLOYEES });
      await inviteUser(ctx.baseUrl, ctx.key, {
        name: 'Rita Campos Dias',
        email: uniqueEmail(),
        profile: 'Administrador',
      });

      await page.setViewportSize({ width: 1280, height: 900 });
      await page.reload();
      const attention = page.getByTestId('attention');
      const undeliverable = attention.getByRole('link', { name: /Pulso por e-mail/ });
      await undeliverable.waitFor();
      await expect(undeliverable.textContent()).resolves.toBe(
        `${EMPLOYEES} convites da campanha “Pulso por e-mail” não puderam ser entregues ` +
          '(sem e-mail nem celular, ou recusados).',
      );
      expect(await undeliverable.getAttribute('href')).toBe(`/admin/campaigns/${id}`);
      await expect(
        attention.getByRole('link', { name: '1 usuário convidado ainda não aceitou o convite.' }).count(),
      ).resolves.toBe(1);
      await expectAccessible(page, 'home page with items needing attention');
      await undeliverable.click();
      await page.getByRole('heading', { name: 'Pulso por e-mail', level: 1 }).waitFor();
      expect(errors).toEqual([]);
    },
    STEP_TIMEOUT,
  );
});
