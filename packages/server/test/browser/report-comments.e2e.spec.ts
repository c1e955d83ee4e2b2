import { describe, expect, it } from '@jest/globals';
import { uniqueCpf, uniqueEmail } from '@employee/domain/testing';
import { testEngines } from '@employee/persistence-typeorm/testing';
import type { Page } from 'playwright-core';
import { admin, api } from '../support/server-process';
import { acceptInvitation, inviteUser, signInThroughForm } from './support/accounts';
import { expectAccessible } from './support/axe';
import { useBrowserServer } from './support/browser-server';
import { pageErrorsOf, screenshotPath } from './support/chromium';

/**
 * The comments view of the reports in Debian's Chromium against the real server (docs/dashboard.md#comments;
 * docs/reports.md#comments), on the run's first engine (the answers are written, and masked, through the survey
 * endpoint; the masking and its storage on every engine are the domain's and the repository contracts' tests):
 * a company of minimum group size 3 with three employees of Vendas and one of TI answers a campaign with open
 * answers, one naming a colleague with an e-mail and a phone; the campaign is closed. An administrator opens
 * `/admin/reports/comments`: the three answers of Vendas are listed under their question, masked, with the word two of
 * them use; the one of TI, a
 * class under 3, is not; the segment TI shows the sentence of a selection under the minimum, and no text. axe-core
 * at 1280 and 375 px, where the page does not scroll sideways; `comments.png` and `comments-phone.png` are the view
 * (`screenshotPath`: the records under docs/screenshots when `SCREENSHOTS_OUT` names it).
 */

const STEP_TIMEOUT = 120_000;
const PEOPLE = [
  { name: 'Bruno Lima Costa', department: 'Vendas', comment: 'Mais reuniões de equipe, por favor.' },
  {
    name: 'Dora Alves Pinto',
    department: 'Vendas',
    comment: 'O Bruno Costa ajudou muito; falem com ele em bruno@empresa.com.br ou (11) 98765-4321.',
  },
  { name: 'Enzo Melo Faria', department: 'Vendas', comment: 'Gosto do horário flexível e da equipe.' },
  { name: 'Iara Nunes Reis', department: 'TI', comment: 'Comentário de quem é a única do TI.' },
];
const MASKED = 'O [nome] ajudou muito; falem com ele em [e-mail] ou [telefone].';

interface Question {
  id: string;
  kind: 'enps' | 'lnps' | 'likert' | 'open';
  text: { 'pt-BR': string };
}

describe.each(testEngines().slice(0, 1))('the comments of the reports on %s', (engine) => {
  const ctx = useBrowserServer(engine, 'Empresa Comentários');
  let page: Page;
  let errors: string[];
  let firstOpen: Question;

  const call = (method: string, path: string, body?: unknown) => api(ctx.baseUrl, ctx.key, method, path, body);

  /** Makes, opens, answers (each person through the survey endpoint, with their comment) and closes a campaign. */
  async function closedCampaign(employeeIds: Map<string, string>): Promise<void> {
    const created = await call('POST', '/api/v1/campaigns', { name: 'Clima com comentários', distribution: 'links' });
    expect(created.status).toBe(201);
    const id = String(created.body.data.id);
    const questions = created.body.data.questions as Question[];
    firstOpen = questions.find((q) => q.kind === 'open') as Question;
    expect((await call('POST', `/api/v1/campaigns/${id}/open`)).status).toBe(200);
    const links = (await call('POST', `/api/v1/campaigns/${id}/invitations/links`)).body.data as Array<{
      employee_id: string;
      url: string;
    }>;
    for (const link of links) {
      const person = PEOPLE.find((p) => employeeIds.get(p.name) === link.employee_id)!;
      const answers = questions.map((q) =>
        q.kind === 'open'
          ? { question_id: q.id, value: q === firstOpen ? person.comment : null }
          : { question_id: q.id, value: q.kind === 'likert' ? 4 : 8 },
      );
      const response = await fetch(`${ctx.baseUrl}/survey/v1/responses`, {
        method: 'POST',
        headers: {
          Authorization: `Invitation ${link.url.slice(link.url.lastIndexOf('/') + 1)}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({ answers }),
      });
      expect(response.status).toBe(201);
    }
    expect((await call('POST', `/api/v1/campaigns/${id}/close`)).status).toBe(200);
  }

  /** The texts listed under the first open question, once the read is done. */
  async function listedComments(): Promise<string[]> {
    await page.locator('[data-testid="comments-status"]:empty').waitFor({ state: 'attached' });
    const section = page.getByTestId('comments-question').filter({ hasText: firstOpen.text['pt-BR'] });
    return section.locator('li').allTextContents();
  }

  it(
    'lists the masked comments of the released respondents, and a sentence for a segment under the minimum',
    async () => {
      await admin(ctx.env, 'company', 'set-report-min-group-size', '--company', ctx.companyId, '--size', '3');
      const filter = await call('POST', '/api/v1/filters', { key: 'departamento', name: 'Departamento' });
      expect(filter.status).toBe(201);
      const employeeIds = new Map<string, string>();
      for (const person of PEOPLE) {
        const created = await call('POST', '/api/v1/employees', {
          name: person.name,
          document: uniqueCpf(),
          include_campaign: true,
          fields: [{ key: 'departamento', value: person.department }],
        });
        expect(created.status).toBe(201);
        employeeIds.set(person.name, String(created.body.data.id));
      }
      await closedCampaign(employeeIds);
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
      await page.getByRole('link', { name: 'Comentários' }).click();
      await page.getByRole('heading', { name: 'Comentários', level: 1 }).waitFor();
      await page.getByTestId('comments-respondents').waitFor();

      expect((await listedComments()).sort()).toEqual([PEOPLE[0]!.comment, MASKED, PEOPLE[2]!.comment].sort());
      await expect(page.getByTestId('comments-respondents').textContent()).resolves.toBe(
        'Comentários de uma seleção de 3 respondentes.',
      );
      // the words two comments or more use, masked parts never among them
      await expect(page.getByTestId('comments-words').textContent()).resolves.toBe(
        'Palavras usadas em mais comentários: equipe (2).',
      );
      const body = (await page.locator('main').textContent()) ?? '';
      for (const raw of ['Bruno Costa', 'bruno@empresa.com.br', '98765-4321', PEOPLE[3]!.comment, 'Vendas'])
        expect(body).not.toContain(raw);
      await expectAccessible(page, 'the comments at 1280 px');
      await page.screenshot({ path: screenshotPath('comments.png'), fullPage: true });

      await page.getByLabel('Segmento: filtro').selectOption('departamento');
      await page.getByLabel('Segmento: valor').fill('TI');
      await page.getByRole('button', { name: 'Aplicar' }).click();
      await expect(page.getByTestId('comments-withheld').textContent()).resolves.toBe(
        'Sem comentários: a seleção tem menos de 3 respondentes, o mínimo para proteger o anonimato.',
      );
      expect(await page.locator('ul.comments li').count()).toBe(0);
      await expectAccessible(page, 'the comments withheld at 1280 px');
      expect(errors).toEqual([]);
    },
    STEP_TIMEOUT,
  );

  it(
    'works at 375 px without scrolling sideways',
    async () => {
      await page.goto(`${ctx.baseUrl}/admin/reports/comments`);
      await page.setViewportSize({ width: 375, height: 800 });
      await page.getByTestId('comments-respondents').waitFor();
      expect(await listedComments()).toHaveLength(3);
      expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(375);
      await expectAccessible(page, 'the comments at 375 px');
      await page.screenshot({ path: screenshotPath('comments-phone.png'), fullPage: true });
      expect(errors).toEqual([]);
      await page.context().close();
    },
    STEP_TIMEOUT,
  );
});
