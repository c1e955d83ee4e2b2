import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { cleanUp } from '../support/clean-up';
import { api, createDataDir, startServerProcess, type ServerProcess } from '../support/server-process';
import { PASSWORD } from './support/accounts';
import { BROWSER_START_TIMEOUT } from './support/browser-server';
import { launchChromium } from './support/chromium';

/**
 * The demo company of the first start, as its administrator sees it in Debian's Chromium (docs/dashboard.md,
 * docs/reports.md#demo-data): the open demo campaign shows the day it started. Embedded
 * database only: the demo is made on the first start of an empty one.
 */

const STEP_TIMEOUT = 120_000;
describe('the demo company in the dashboard (embedded)', () => {
  let server: ServerProcess | null = null;
  let dataDir: { remove(): Promise<void> } | null = null;
  let browser: Browser | null = null;
  let page: Page;
  let campaign: { id: string; starts_on: string | null };

  beforeAll(async () => {
    const dir = await createDataDir();
    dataDir = dir;
    [server, browser] = await Promise.all([startServerProcess({ DATA_DIR: dir.path }), launchChromium()]);
    const printed = server.stdout();
    const key = /^API key \(shown only now\): (\S+)$/m.exec(printed)?.[1] ?? '';
    const token = /\/admin\/invitations\/([A-Za-z0-9_-]+)\s*$/m.exec(printed)?.[1] ?? '';
    const campaigns = await api(server.baseUrl, key, 'GET', '/api/v1/campaigns');
    campaign = (campaigns.body.data as Array<typeof campaign>)[0] as typeof campaign;
    page = await (await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'pt-BR' })).newPage();
    await page.goto(`${server.baseUrl}/admin/invitations/${token}`);
    const passwords = page.locator('input[autocomplete="new-password"]');
    await passwords.nth(0).fill(PASSWORD);
    await passwords.nth(1).fill(PASSWORD);
    await page.locator('form button[type="submit"]').click();
    await page.locator('[role="status"]').first().waitFor();
    await page.goto(`${server.baseUrl}/admin/sign-in`);
    await page.locator('input[autocomplete="username"]').fill('admin@demo.example');
    await page.locator('input[autocomplete="current-password"]').fill(PASSWORD);
    await page.locator('form button[type="submit"]').click();
    await page.getByRole('navigation').waitFor();
  }, BROWSER_START_TIMEOUT);

  afterAll(
    () => cleanUp([() => browser?.close(), () => server?.stop(), () => dataDir?.remove() ?? Promise.resolve()]),
    60_000,
  );

  it(
    'shows the day the demo campaign started on its page, not a dash',
    async () => {
      expect(campaign.starts_on).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
      await page.goto(`${server?.baseUrl}/admin/campaigns/${campaign.id}`);
      const start = page.locator('dt', { hasText: 'Início' }).locator('xpath=following-sibling::dd[1]');
      await expect(start.innerText()).resolves.toBe(campaign.starts_on);
    },
    STEP_TIMEOUT,
  );
});
