import { describe, expect, it } from '@jest/globals';
import { uniqueCpf, uniqueEmail } from '@employee/domain/testing';
import { testEngines, type TestEngine } from '@employee/persistence-typeorm/testing';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { admin, api, softDeletedEmployee } from '../support/server-process';
import { inviteUser, PASSWORD, signInThroughForm } from './support/accounts';
import { expectAccessible } from './support/axe';
import { useBrowserServer } from './support/browser-server';
import { openPage, pageErrorsOf } from './support/chromium';
import { totpCode } from './support/totp';

/**
 * The dashboard's "Done when" journey in Debian's Chromium against the real server, on PostgreSQL and on the
 * embedded database (docs/dashboard.md#tests-and-screenshots): an administrator issues an API key
 * and uses it; creates a user with a reduced profile, who signs in in a second browser context and is refused what
 * their scopes do not allow (the API answers 403 too); creates and opens a campaign, answers it on the survey page
 * at 375 px, reads the eNPS report with its chart, and downloads its CSV, which the test checks against the API's;
 * restores a soft-deleted employee.
 * axe-core checks the pages it passes through (every page, at 1280 and 375 px: pt-br-walk.e2e.spec.ts). The tests of
 * one engine run in order and share state.
 */

const STEP_TIMEOUT = 180_000;
const ADMIN = 'Administrador';
/** The reduced profile: companies, campaigns and reports only (a built-in profile, docs/access.md). */
const REPORT_READER = 'Leitor de relatórios';
/** Respondents of the campaign: one answers in the browser, two through the API; eNPS answers 9, 10 and 3. */
const BROWSER_ENPS = 9;
const API_ENPS = [10, 3];

interface Question {
  id: string;
  kind: 'enps' | 'lnps' | 'likert' | 'open';
}

/** Clicks the confirming button of the open `<dialog>` of a ConfirmButton. */
async function confirmDialog(page: Page, confirmLabel: string): Promise<void> {
  await page.locator('dialog[open]').getByRole('button', { name: confirmLabel }).click();
}

/**
 * Answers every screen of the survey page by tapping the scales' buttons: `nps` on the 0–10 scales (eNPS, LNPS), 3
 * on the 1–5 ones; open questions are left empty (they are optional).
 */
async function answerSurvey(page: Page, nps: number): Promise<void> {
  for (let screen = 0; screen < 30; screen += 1) {
    for (const group of await page.getByRole('radiogroup').all()) {
      const options = group.locator('label.scale-option');
      const count = await options.count();
      await options.nth(count === 11 ? nps : 2).click();
    }
    const submit = page.getByRole('button', { name: 'Enviar respostas' });
    if (await submit.isVisible()) {
      await submit.click();
      return;
    }
    await page.getByRole('button', { name: 'Próxima' }).click();
  }
  throw new Error('the survey never showed its submit button');
}

describe.each(testEngines().map((engine): [TestEngine] => [engine]))('the dashboard journey on %s', (engine) => {
  const ctx = useBrowserServer(engine, 'Empresa Jornada');
  const state = {} as { key: string; campaignId: string; links: string[] };
  let adminPage: Page;

  it(
    'signs an administrator in, issues an API key shown once, and the new key works while the old one is refused',
    async () => {
      const administrator = await inviteUser(ctx.baseUrl, ctx.key, {
        name: 'Ana Paula Souza',
        email: uniqueEmail(),
        profile: ADMIN,
      });
      await api(ctx.baseUrl, null, 'POST', '/admin/api/invitations/accept', {
        token: administrator.invitationToken,
        password: PASSWORD,
      });
      adminPage = await (await ctx.browser.newContext()).newPage();
      const errors = pageErrorsOf(adminPage);
      await signInThroughForm(adminPage, ctx.baseUrl, administrator.email);

      await adminPage.getByRole('link', { name: 'Chave de API' }).click();
      await adminPage.getByRole('button', { name: 'Emitir nova chave' }).click();
      await confirmDialog(adminPage, 'Emitir e invalidar a atual');
      const issued = (await adminPage.getByTestId('issued-key').textContent())?.trim() ?? '';
      expect(issued).toMatch(/^emp_sandbox_/);
      await expectAccessible(adminPage, 'API key page with the key shown once');

      expect((await api(ctx.baseUrl, issued, 'GET', '/api/v1/employees')).status).toBe(200);
      expect((await api(ctx.baseUrl, ctx.key, 'GET', '/api/v1/employees')).status).toBe(401);
      state.key = issued;
      expect(errors).toEqual([]);
    },
    STEP_TIMEOUT,
  );

  it(
    'creates a user with a reduced profile, who accepts in a second browser context, signs in, and is refused ' +
      'the pages and API actions their scopes do not allow',
    async () => {
      await adminPage.getByRole('link', { name: 'Usuários' }).click();
      await adminPage.getByRole('link', { name: 'Novo usuário' }).click();
      const email = uniqueEmail();
      await adminPage.getByLabel('Nome completo').fill('Carla Dias Rocha');
      await adminPage.getByLabel('E-mail').fill(email);
      await adminPage.getByLabel('Perfil na empresa atual').selectOption({ label: REPORT_READER });
      await adminPage.locator('form button[type="submit"]').click();
      const link = (await adminPage.getByTestId('invitation-url').textContent())?.trim() ?? '';
      expect(link).toContain('/admin/invitations/');

      // Everyone's row offers disabling but the signed-in administrator's own, which says why.
      const rowOf = (name: string) => adminPage.getByRole('row').filter({ hasText: name });
      await adminPage.getByRole('link', { name: 'Usuários', exact: true }).click();
      await rowOf('Carla Dias Rocha')
        .getByRole('button', { name: /^Desativar/ })
        .waitFor();
      expect(
        await rowOf('Ana Paula Souza')
          .getByRole('button', { name: /^Desativar/ })
          .count(),
      ).toBe(0);
      await rowOf('Ana Paula Souza').getByText('Você: só outro administrador pode desativar sua conta').waitFor();

      const reader = await (await ctx.browser.newContext()).newPage();
      await reader.goto(link.replace(/^https?:\/\/[^/]+/, ctx.baseUrl));
      const passwords = reader.locator('input[autocomplete="new-password"]');
      await passwords.nth(0).fill(PASSWORD);
      await passwords.nth(1).fill(PASSWORD);
      await reader.locator('form button[type="submit"]').click();
      const secret = (await reader.getByTestId('otp-secret').textContent()) ?? '';
      await reader.getByRole('button', { name: 'Guardei os códigos; continuar' }).click();
      await reader.getByRole('link', { name: 'Ir para a entrada' }).click();
      await reader.locator('input[autocomplete="current-password"]').fill(PASSWORD);
      await reader.locator('input[autocomplete="one-time-code"]').fill(totpCode(secret));
      await reader.locator('form button[type="submit"]').click();
      await reader.getByRole('navigation').waitFor();

      const nav = await reader.getByRole('navigation').locator('a').allTextContents();
      expect(nav).toEqual(['Início', 'Empresas', 'Campanhas', 'Relatórios']);
      await reader.goto(`${ctx.baseUrl}/admin/api-key`);
      await reader.getByTestId('forbidden').waitFor();
      await expectAccessible(reader, 'a refused page');
      const refused = await reader.evaluate(async () => {
        const answer = await fetch('/api/v1/api-keys', { method: 'POST', headers: { Accept: 'application/json' } });
        return { status: answer.status, body: (await answer.json()) as { meta?: { required_scope?: string } } };
      });
      expect(refused).toMatchObject({ status: 403, body: { meta: { required_scope: 'keys:write' } } });
      // The used link says so on opening, before any password is typed.
      await reader.goto(link.replace(/^https?:\/\/[^/]+/, ctx.baseUrl));
      await reader.getByRole('alert').filter({ hasText: 'Este convite não vale mais' }).waitFor();
      expect(await reader.locator('input[autocomplete="new-password"]').count()).toBe(0);
      await reader.context().close();
    },
    STEP_TIMEOUT,
  );

  it(
    'creates a links campaign with the standard questionnaire and opens it; its invitation links come as a CSV',
    async () => {
      await admin(ctx.env, 'company', 'set-report-min-group-size', '--company', ctx.companyId, '--size', '3');
      for (const name of ['Bruno Lima Costa', 'Dora Alves Pinto', 'Enzo Melo Faria']) {
        const created = await api(ctx.baseUrl, state.key, 'POST', '/api/v1/employees', {
          name,
          document: uniqueCpf(),
          include_campaign: true,
        });
        expect(created.status).toBe(201);
      }

      await adminPage.getByRole('link', { name: 'Campanhas' }).click();
      await adminPage.getByRole('link', { name: 'Nova campanha' }).click();
      await adminPage.getByLabel('Nome').first().fill('Clima 2026');
      await adminPage.getByLabel('Dias de lembrete após a abertura').waitFor();
      await adminPage.getByLabel('A empresa baixa os links e os envia por conta própria').check();
      await adminPage.locator('form button[type="submit"]').click();
      await adminPage.getByRole('button', { name: 'Abrir campanha' }).click();
      await confirmDialog(adminPage, 'Confirmar');
      await adminPage.getByRole('button', { name: 'Encerrar campanha' }).waitFor();
      state.campaignId = adminPage.url().split('/').pop() ?? '';

      const download = adminPage.waitForEvent('download');
      await adminPage.getByRole('button', { name: /CSV/ }).click();
      const csv = await readFile((await (await download).path()) ?? '', 'utf8');
      const lines = csv
        .replace(/^\uFEFF/, '')
        .trim()
        .split(/\r\n/);
      expect(lines[0]).toBe('employee_id;url');
      state.links = lines.slice(1).map((line) => line.split(';')[1] ?? '');
      expect(state.links).toHaveLength(3);
      // A second download brings the same links: those already sent keep working.
      const again = adminPage.waitForEvent('download');
      await adminPage.getByRole('button', { name: /CSV/ }).click();
      const second = await readFile((await (await again).path()) ?? '', 'utf8');
      expect(second).toBe(csv);
    },
    STEP_TIMEOUT,
  );

  it(
    'answers the campaign on the survey page on a 375 px wide screen: one section a screen, then thanks',
    async () => {
      const context = await ctx.browser.newContext({
        viewport: { width: 375, height: 800 },
        isMobile: true,
        hasTouch: true,
        locale: 'pt-BR',
      });
      const phone = await context.newPage();
      const errors = pageErrorsOf(phone);
      const [first, ...others] = state.links;
      await phone.goto((first ?? '').replace(/^https?:\/\/[^/]+/, ctx.baseUrl));
      await phone.getByText(/Seção 1 de \d+/).waitFor();
      await phone.getByText(/pelo menos 3 pessoas/).waitFor();
      await expectAccessible(phone, 'survey page at 375 px');
      expect(await phone.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(375);
      await answerSurvey(phone, BROWSER_ENPS);
      await phone.getByRole('heading', { name: 'Obrigado por responder!' }).waitFor();
      await expectAccessible(phone, 'thank-you page');

      await phone.goto((first ?? '').replace(/^https?:\/\/[^/]+/, ctx.baseUrl));
      await phone.getByRole('heading', { name: /indisponível/ }).waitFor();
      expect(errors).toEqual([]);
      await context.close();

      const campaign = await api(ctx.baseUrl, state.key, 'GET', `/api/v1/campaigns/${state.campaignId}`);
      const questions = campaign.body.data.questions as Question[];
      for (const [index, link] of others.entries()) {
        const token = link.slice(link.lastIndexOf('/') + 1);
        const answers = questions
          .filter((q) => q.kind !== 'open')
          .map((q) => ({ question_id: q.id, value: q.kind === 'enps' ? API_ENPS[index] : q.kind === 'lnps' ? 7 : 3 }));
        const response = await fetch(`${ctx.baseUrl}/survey/v1/responses`, {
          method: 'POST',
          headers: { Authorization: `Invitation ${token}`, 'Content-Type': 'application/json' },
          body: JSON.stringify({ answers }),
        });
        expect(response.status).toBe(201);
      }
    },
    STEP_TIMEOUT,
  );

  it(
    "reads the eNPS report with its chart, and downloads its CSV, whose numbers are the API's",
    async () => {
      const reports = `http://127.0.0.1:${ctx.server.reportsPort}/api/v1/reports`;
      const reportsUrl = `${reports}/enps?campaign_id=${state.campaignId}`;
      const fromApi = await fetch(reportsUrl, { headers: { Authorization: `Bearer ${state.key}` } });
      const apiScore = ((await fromApi.json()) as { data: { score: number } }).data.score;
      expect(apiScore).toBeCloseTo(((2 - 1) / 3) * 100, 1); // promoters 9 and 10, detractor 3

      await openPage(adminPage, `${ctx.baseUrl}/admin/reports?campaign=${state.campaignId}&report=enps`);
      const score = adminPage.getByTestId('enps-score');
      await score.waitFor();
      expect(Number(await score.getAttribute('data-value'))).toBeCloseTo(apiScore, 5);
      await expect(adminPage.getByTestId('enps-chart').locator('canvas').count()).resolves.toBeGreaterThan(0);
      await expectAccessible(adminPage, 'eNPS report');

      const download = adminPage.waitForEvent('download');
      await adminPage.getByRole('button', { name: 'Baixar CSV' }).click();
      const fromPage = await readFile((await (await download).path()) ?? '', 'utf8');
      const apiCsv = await fetch(reportsUrl, { headers: { Authorization: `Bearer ${state.key}`, Accept: 'text/csv' } });
      expect(fromPage.startsWith('\uFEFF')).toBe(true); // the BOM Excel needs; fetch's text() drops it
      expect(fromPage.slice(1)).toBe(await apiCsv.text());
      expect(fromPage).toContain(apiScore.toFixed(1).replace('.', ','));
    },
    STEP_TIMEOUT,
  );

  it(
    'shows a soft-deleted employee to the administrator (audit:read) and restores it',
    async () => {
      const id = await softDeletedEmployee(ctx.baseUrl, state.key, 'Gustavo Reis Lima');

      await adminPage.goto(`${ctx.baseUrl}/admin/employees?deleted=1`);
      await adminPage.getByRole('button', { name: 'Restaurar Gustavo Reis Lima' }).click();
      await confirmDialog(adminPage, 'Restaurar');
      await adminPage.getByText('Gustavo Reis Lima foi restaurado').waitFor();
      expect((await api(ctx.baseUrl, state.key, 'GET', `/api/v1/employees/${id}`)).status).toBe(200);
    },
    STEP_TIMEOUT,
  );
});
