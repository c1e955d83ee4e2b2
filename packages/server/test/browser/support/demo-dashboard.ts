import { afterAll, beforeAll } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { cleanUp } from '../../support/clean-up';
import { api, createDataDir, startServerProcess, type ServerProcess } from '../../support/server-process';
import { PASSWORD } from './accounts';
import { BROWSER_START_TIMEOUT } from './browser-server';
import { launchChromium } from './chromium';

/** What {@link useDemoDashboard} gives the tests: the server, its demo key and campaign, and a signed-in page. */
export interface DemoDashboard {
  server: ServerProcess;
  /** The server's `DATA_DIR` (its embedded database, and `outbox-mail/` without `SMTP_URL`). */
  dataDir: string;
  /** The API key the first start printed (every scope). */
  key: string;
  /** The demo campaign, "Pesquisa de clima" (docs/reports.md#demo-data). */
  campaign: { id: string; name: string; starts_on: string | null };
  browser: Browser;
  /** Signed in as the demo administrator, pt-BR, 1280 × 900. */
  page: Page;
  /** The demo administrator's invitation token, printed on the first start and used by the sign-in above. */
  usedInvitationToken: string;
}

/**
 * Registers, in the enclosing `describe`, a `beforeAll` that starts ONE real server on a fresh embedded `DATA_DIR`
 * (its first start seeds the demo company: docs/reports.md#demo-data), launches Debian's Chromium, accepts the demo
 * administrator's printed invitation and signs them in through the form (the demo company requires no one-time
 * password); and an `afterAll` that closes the browser, stops the server and removes the directory. `env` adds to
 * the server's environment (`WEBHOOK_ALLOW_PRIVATE_URLS`).
 */
export function useDemoDashboard(env: Readonly<Record<string, string>> = {}): DemoDashboard {
  const shared = {} as DemoDashboard;
  let removeDir: () => Promise<void> = async () => undefined;
  beforeAll(async () => {
    const dir = await createDataDir();
    removeDir = () => dir.remove();
    shared.dataDir = dir.path;
    [shared.server, shared.browser] = await Promise.all([
      startServerProcess({ ...env, DATA_DIR: dir.path }),
      launchChromium(),
    ]);
    const { baseUrl } = shared.server;
    const printed = shared.server.stdout();
    shared.key = /^API key \(shown only now\): (\S+)$/m.exec(printed)?.[1] ?? '';
    const token = /\/admin\/invitations\/([A-Za-z0-9_-]+)\s*$/m.exec(printed)?.[1] ?? '';
    shared.usedInvitationToken = token;
    const campaigns = await api(baseUrl, shared.key, 'GET', '/api/v1/campaigns');
    shared.campaign = (campaigns.body.data as Array<DemoDashboard['campaign']>)[0] as DemoDashboard['campaign'];
    const context = await shared.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'pt-BR' });
    const page = await context.newPage();
    shared.page = page;
    await page.goto(`${baseUrl}/admin/invitations/${token}`);
    const passwords = page.locator('input[autocomplete="new-password"]');
    await passwords.nth(0).fill(PASSWORD);
    await passwords.nth(1).fill(PASSWORD);
    await page.locator('form button[type="submit"]').click();
    await page.locator('[role="status"]').first().waitFor();
    await page.goto(`${baseUrl}/admin/sign-in`);
    await page.locator('input[autocomplete="username"]').fill('admin@demo.example');
    await page.locator('input[autocomplete="current-password"]').fill(PASSWORD);
    await page.locator('form button[type="submit"]').click();
    await page.getByRole('navigation').waitFor();
  }, BROWSER_START_TIMEOUT);
  afterAll(() => cleanUp([() => shared.browser?.close(), () => shared.server?.stop(), () => removeDir()]), 60_000);
  return shared;
}
