import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { uniqueCpf, uniqueEmail } from '@employee/domain/testing';
import { testEngines, type TestEngine } from '@employee/persistence-typeorm/testing';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { api, eventually } from '../support/server-process';
import { acceptInvitation, inviteUser, signInThroughForm } from './support/accounts';
import { expectAccessible } from './support/axe';
import { useBrowserServer } from './support/browser-server';
import { pageErrorsOf, screenshotPath } from './support/chromium';

/**
 * The dashboard's webhooks page in Debian's Chromium against the real server
 * (docs/webhooks.md#the-api-and-the-dashboard-page), with a receiver started by the test on the loopback address
 * (`WEBHOOK_ALLOW_PRIVATE_URLS=true`):
 * an administrator creates an endpoint and sees its signing secret once (gone after a reload, never in the API's
 * answers), sends a test event that the server's webhooks worker delivers, signed, and that shows in the delivery log
 * with its attempt, rotates the secret (a new one, once), disables and deletes the endpoint. axe-core checks
 * each view; `webhook-endpoint.png` (`screenshotPath`: the record under docs/screenshots when `SCREENSHOTS_OUT` names
 * it) is the endpoint's page with its log. The subject is the page, not the storage: one engine, the first of the run.
 */

const STEP_TIMEOUT = 180_000;
const SECRET = /^whsec_[A-Za-z0-9+/]+={0,2}$/;
/** How long the worker may take to deliver on a loaded machine (it polls every 200 ms; CI runs two suites at once). */
const DELIVERY_TIMEOUT = 60_000;

/** A local receiver: answers 204 to every POST and keeps the headers and body of each. */
interface Receiver {
  readonly url: string;
  readonly received: Array<{ headers: IncomingHttpHeaders; body: string }>;
  close(): Promise<void>;
}

async function startReceiver(): Promise<Receiver> {
  const received: Receiver['received'] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/employees`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Clicks the confirming button of the open `<dialog>` of a ConfirmButton. */
async function confirmDialog(page: Page, confirmLabel: string): Promise<void> {
  await page.locator('dialog[open]').getByRole('button', { name: confirmLabel }).click();
}

describe.each(
  testEngines()
    .slice(0, 1)
    .map((engine): [TestEngine] => [engine]),
)('the webhooks page on %s', (engine) => {
  const ctx = useBrowserServer(engine, 'Empresa Webhooks', { WEBHOOK_ALLOW_PRIVATE_URLS: 'true' });
  const state = {} as { endpointId: string; secret: string };
  let receiver: Receiver;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    receiver = await startReceiver();
  });
  afterAll(() => receiver?.close());

  it(
    'creates an endpoint whose secret is shown once: gone after a reload, and never in the API',
    async () => {
      const administrator = await inviteUser(ctx.baseUrl, ctx.key, {
        name: 'Otávio Nunes Prado',
        email: uniqueEmail(),
        profile: 'Administrador',
      });
      await acceptInvitation(ctx.baseUrl, administrator);
      page = await (await ctx.browser.newContext({ locale: 'pt-BR' })).newPage();
      errors = pageErrorsOf(page);
      await signInThroughForm(page, ctx.baseUrl, administrator.email);

      await page.getByRole('link', { name: 'Webhooks' }).click();
      await page.getByText('Nenhum endpoint cadastrado.').waitFor();
      await expectAccessible(page, 'webhooks list, empty');
      await page.getByRole('link', { name: 'Novo endpoint' }).click();
      await page.getByRole('textbox', { name: 'URL' }).fill(receiver.url);
      await page.getByRole('textbox', { name: 'Descrição' }).fill('Folha de pagamento');
      await page.getByRole('checkbox', { name: /Todos os tipos/ }).uncheck();
      await page.getByRole('checkbox', { name: /Colaborador criado/ }).check();
      await page.getByRole('checkbox', { name: /Colaborador alterado/ }).check();
      await expectAccessible(page, 'new endpoint form');
      await page.getByRole('button', { name: 'Criar' }).click();

      state.secret = ((await page.getByTestId('webhook-secret').textContent()) ?? '').trim();
      expect(state.secret).toMatch(SECRET);
      await page
        .getByText(/não será mostrado de novo/)
        .first()
        .waitFor();
      await expectAccessible(page, 'the secret shown once');

      await page.reload();
      await page.getByRole('textbox', { name: 'URL' }).waitFor();
      expect(await page.getByTestId('webhook-secret').count()).toBe(0);
      const listed = await api(ctx.baseUrl, ctx.key, 'GET', '/api/v1/webhook-endpoints');
      expect(listed.body.data).toEqual([
        expect.objectContaining({
          url: receiver.url,
          description: 'Folha de pagamento',
          event_types: ['employee.created', 'employee.updated'],
          is_enabled: true,
        }),
      ]);
      expect(JSON.stringify(listed.body)).not.toContain(state.secret);
      state.endpointId = String(listed.body.data[0].id);
      expect(errors).toEqual([]);
    },
    STEP_TIMEOUT,
  );

  it(
    'sends a test event and an employee event that show in the delivery log with their attempts',
    async () => {
      await page.goto(`${ctx.baseUrl}/admin/webhooks`);
      await page.getByRole('link', { name: `Gerenciar ${receiver.url}` }).click();
      await page
        .getByRole('heading', { name: /Endpoint/ })
        .first()
        .waitFor();
      await page.getByText('Nenhuma entrega ainda.').waitFor();
      await page.getByRole('button', { name: 'Enviar evento de teste' }).click();
      await page.getByText('Evento de teste na fila: acompanhe abaixo.').waitFor();
      const created = await api(ctx.baseUrl, ctx.key, 'POST', '/api/v1/employees', {
        name: 'Helena Duarte Reis',
        document: uniqueCpf(),
        include_campaign: false,
      });
      expect(created.status).toBe(201);

      // The server runs every role, the webhooks worker included: both events reach the receiver, signed, and the
      // page, polling, shows them delivered with their attempts.
      const rows = page.getByTestId('webhook-delivery');
      await rows.first().waitFor();
      expect(['pending', 'delivering', 'delivered']).toContain(await rows.first().getAttribute('data-status'));
      expect(await eventually(async () => receiver.received.length >= 2, DELIVERY_TIMEOUT)).toBe(true);
      expect(receiver.received.map((r) => JSON.parse(r.body).type as string).sort()).toEqual([
        'employee.created',
        'webhook.test',
      ]);
      for (const { headers } of receiver.received) {
        expect(headers['webhook-signature']).toMatch(/^v1,/);
        expect(headers['webhook-id']).toEqual(expect.any(String));
      }
      await page
        .locator('[data-testid="webhook-delivery"][data-status="delivered"]')
        .nth(1)
        .waitFor({ timeout: DELIVERY_TIMEOUT });
      await rows.first().locator('summary').click();
      await rows.first().getByRole('table').waitFor();
      await expectAccessible(page, "an endpoint's page with its delivery log");
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.screenshot({ path: screenshotPath('webhook-endpoint.png'), fullPage: true });
      expect(errors).toEqual([]);
    },
    STEP_TIMEOUT,
  );

  it(
    'rotates the secret (a new one, shown once), disables, then deletes the endpoint',
    async () => {
      await page.getByRole('button', { name: 'Trocar o segredo' }).click();
      await confirmDialog(page, 'Trocar o segredo');
      const rotated = ((await page.getByTestId('webhook-secret').textContent()) ?? '').trim();
      expect(rotated).toMatch(SECRET);
      expect(rotated).not.toBe(state.secret);
      await page.getByRole('button', { name: 'Já guardei o segredo' }).click();
      await page.getByTestId('webhook-secret').waitFor({ state: 'detached' });

      await page.getByRole('button', { name: 'Desativar' }).click();
      await confirmDialog(page, 'Desativar');
      await page.getByRole('button', { name: 'Ativar', exact: true }).waitFor();
      expect(await page.getByRole('button', { name: 'Enviar evento de teste' }).isDisabled()).toBe(true);
      const disabled = await api(ctx.baseUrl, ctx.key, 'GET', `/api/v1/webhook-endpoints/${state.endpointId}`);
      expect(disabled.body.data).toMatchObject({ is_enabled: false, version: 3 });

      await page.getByRole('button', { name: 'Excluir endpoint' }).click();
      await confirmDialog(page, 'Excluir');
      await page.getByText('Endpoint excluído.').waitFor();
      await page.getByText('Nenhum endpoint cadastrado.').waitFor();
      const gone = await api(ctx.baseUrl, ctx.key, 'GET', `/api/v1/webhook-endpoints/${state.endpointId}`);
      expect(gone.status).toBe(404);
      expect(errors).toEqual([]);
      await page.context().close();
    },
    STEP_TIMEOUT,
  );
});
