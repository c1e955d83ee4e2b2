import { describe, expect, it } from '@jest/globals';
import { uniqueCpf, uniqueEmail } from '@employee/domain/testing';
import { testEngines, type TestEngine } from '@employee/persistence-typeorm/testing';
import { readFile } from 'node:fs/promises';
import type { Download, Page } from 'playwright-core';
import { api, softDeletedEmployee } from '../support/server-process';
import { acceptInvitation, inviteUser, signInThroughForm } from './support/accounts';
import { expectAccessible } from './support/axe';
import { useBrowserServer } from './support/browser-server';
import { pageErrorsOf, screenshotPath } from './support/chromium';

/**
 * The data-subject actions of the dashboard in Debian's Chromium against the real server
 * (docs/dashboard.md#data-subject-rights): an administrator (`personal-data:write`) exports a person's data from their
 * record (the downloaded JSON holds the name), anonymises them after the dialog that says it is irreversible (the
 * record then shows no name, the API's read of the employee is a 404 since they are soft-deleted, and a new export
 * holds no name), and exports a soft-deleted employee from the list of deleted ones. axe-core checks each view;
 * `data-subject-rights.png` (`screenshotPath`: the record under docs/screenshots when `SCREENSHOTS_OUT` names it) is
 * the page with the dialog open. The subject is the page, not the storage: one engine, the first of the run.
 */

const STEP_TIMEOUT = 180_000;
const NAME = 'Helena Duarte Reis';

/** Clicks `button` and answers the JSON document the browser downloaded, and the name it was saved under. */
async function downloadJson(page: Page, button: string): Promise<{ name: string; json: unknown; text: string }> {
  const download: Promise<Download> = page.waitForEvent('download');
  await page.getByRole('button', { name: button, exact: true }).click();
  const saved = await download;
  const text = await readFile((await saved.path()) ?? '', 'utf8');
  return { name: saved.suggestedFilename(), json: JSON.parse(text) as unknown, text };
}

describe.each(
  testEngines()
    .slice(0, 1)
    .map((engine): [TestEngine] => [engine]),
)('the data-subject actions of the dashboard on %s', (engine) => {
  const ctx = useBrowserServer(engine, 'Empresa Titulares');
  let page: Page;
  let errors: string[];
  let employeeId = '';

  it(
    "exports a person's data from their record: the downloaded JSON is the API's document, with the name",
    async () => {
      const administrator = await inviteUser(ctx.baseUrl, ctx.key, {
        name: 'Otávio Nunes Prado',
        email: uniqueEmail(),
        profile: 'Administrador',
      });
      await acceptInvitation(ctx.baseUrl, administrator);
      const filter = await api(ctx.baseUrl, ctx.key, 'POST', '/api/v1/filters', {
        key: 'area',
        name: 'Área de atuação',
      });
      expect(filter.status).toBe(201);
      const created = await api(ctx.baseUrl, ctx.key, 'POST', '/api/v1/employees', {
        name: NAME,
        document: uniqueCpf(),
        email: uniqueEmail(),
        hiring_date: '02/03/2021',
        include_campaign: false,
        fields: [{ key: 'area', value: 'Jurídico' }],
      });
      expect(created.status).toBe(201);
      employeeId = String(created.body.data.id);

      page = await (await ctx.browser.newContext({ locale: 'pt-BR', acceptDownloads: true })).newPage();
      errors = pageErrorsOf(page);
      await signInThroughForm(page, ctx.baseUrl, administrator.email);
      await page.goto(`${ctx.baseUrl}/admin/employees/${employeeId}`);
      await page.getByRole('heading', { name: NAME }).waitFor();
      await page.getByRole('heading', { name: 'Direitos do titular (LGPD)' }).waitFor();
      // The filter values read under the filter's name, its key beside it.
      await page.getByRole('row', { name: 'Área de atuação area Jurídico' }).waitFor();

      const exported = await downloadJson(page, 'Exportar dados');
      expect(exported.name).toBe(`dados-pessoais-${employeeId}.json`);
      expect(exported.json).toMatchObject({ data: { employee: { id: employeeId, name: NAME } } });
      await page.getByText(`Dados exportados: dados-pessoais-${employeeId}.json.`).waitFor();
      await expectAccessible(page, "a person's record with the data-subject actions");
      expect(errors).toEqual([]);
    },
    STEP_TIMEOUT,
  );

  it(
    'anonymises after the irreversibility dialog: no name on the record, a 404 from the API, none in a new export',
    async () => {
      // The whole page in the viewport, so that the dialog's backdrop covers all of it in the screenshot.
      await page.setViewportSize({ width: 1280, height: 800 });
      const height = await page.evaluate<number>('document.documentElement.scrollHeight');
      await page.setViewportSize({ width: 1280, height });
      await page.getByRole('button', { name: 'Anonimizar', exact: true }).click();
      const dialog = page.locator('dialog[open]');
      await expect(dialog.textContent()).resolves.toMatch(
        new RegExp(`^Anonimizar ${NAME}\\? Esta ação é irreversível`),
      );
      await expectAccessible(page, 'the anonymisation dialog');
      await page.screenshot({ path: screenshotPath('data-subject-rights.png') });
      await dialog.getByRole('button', { name: 'Anonimizar de forma irreversível' }).click();

      await page.getByText('O cadastro foi anonimizado e excluído.').waitFor();
      await page.getByRole('heading', { name: 'Colaborador', exact: true }).waitFor();
      expect(await page.locator('main').textContent()).not.toContain('Helena');
      expect(await page.getByRole('button', { name: 'Anonimizar', exact: true }).count()).toBe(0);
      await expectAccessible(page, 'the anonymised record');

      expect((await api(ctx.baseUrl, ctx.key, 'GET', `/api/v1/employees/${employeeId}`)).status).toBe(404);
      const again = await downloadJson(page, 'Exportar dados');
      expect(again.json).toMatchObject({ data: { employee: { id: employeeId, name: null } } });
      expect(again.text).not.toContain('Helena');
      expect(errors).toEqual([]);
    },
    STEP_TIMEOUT,
  );

  it(
    'exports a soft-deleted employee from the list of deleted ones, where the anonymised one cannot be restored',
    async () => {
      const id = await softDeletedEmployee(ctx.baseUrl, ctx.key, 'Gustavo Reis Lima');

      await page.goto(`${ctx.baseUrl}/admin/employees?deleted=1`);
      await page.getByRole('button', { name: 'Restaurar Gustavo Reis Lima' }).waitFor();
      const exported = await downloadJson(page, 'Exportar dados de Gustavo Reis Lima');
      expect(exported.name).toBe(`dados-pessoais-${id}.json`);
      expect(exported.json).toMatchObject({ data: { employee: { id, name: 'Gustavo Reis Lima' } } });
      // The anonymised employee is listed by its id, with neither restore nor anonymise.
      await page.getByRole('button', { name: `Exportar dados de ${employeeId}` }).waitFor();
      expect(await page.getByRole('button', { name: `Restaurar ${employeeId}` }).count()).toBe(0);
      expect(await page.getByRole('button', { name: `Anonimizar ${employeeId}` }).count()).toBe(0);
      await expectAccessible(page, 'the deleted employees with the data-subject actions');
      expect(errors).toEqual([]);
      await page.context().close();
    },
    STEP_TIMEOUT,
  );
});
