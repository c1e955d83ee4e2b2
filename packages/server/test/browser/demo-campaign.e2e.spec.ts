import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { cleanUp } from '../support/clean-up';
import { api, createDataDir, startServerProcess, type ServerProcess } from '../support/server-process';
import { PASSWORD } from './support/accounts';
import { expectAccessible } from './support/axe';
import { BROWSER_START_TIMEOUT } from './support/browser-server';
import { launchChromium, pageErrorsOf } from './support/chromium';

/**
 * The demo company of the first start, as its administrator sees it in Debian's Chromium (docs/dashboard.md,
 * docs/reports.md#demo-data): the open demo campaign shows the day it started, and the engagement drivers' chart
 * names every driver with a label that overlaps no other and stays inside the chart, at 1280 and at 375 px.
 * Embedded database only: the demo is made on the first start of an empty one. The chart's screenshots go to
 * `$TMPDIR` for a person to look at.
 */

const STEP_TIMEOUT = 120_000;
/**
 * The drivers of the standard questionnaire, as the pt-BR page names them (reports.messages.ts): every dimension but
 * engagement itself, which they drive.
 */
const DIMENSIONS = [
  'Liderança',
  'Reconhecimento',
  'Carreira',
  'Comunicação',
  'Família',
  'Psicológica',
  'Psicossocial',
  'Propósito',
  'Relacionamentos',
];

interface Box {
  readonly text: string;
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** The boxes of the chart's texts that name a dimension (its labels), as the browser lays them out. */
async function labelBoxes(page: Page): Promise<Box[]> {
  const boxes: Box[] = [];
  for (const text of await page.getByTestId('drivers-chart').locator('svg text').all()) {
    const [content, box] = await Promise.all([text.textContent(), text.boundingBox()]);
    if (box && DIMENSIONS.includes(content ?? '')) boxes.push({ text: content ?? '', ...box });
  }
  return boxes;
}

/** The pairs of boxes that intersect, by their texts. */
function overlapping(boxes: readonly Box[]): string[] {
  const pairs: string[] = [];
  for (const [i, a] of boxes.entries())
    for (const b of boxes.slice(i + 1))
      if (a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height)
        pairs.push(`${a.text} × ${b.text}`);
  return pairs;
}

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

  it.each([
    [1280, 900],
    [375, 800],
  ])(
    'names every driver on the drivers chart at %i px, no label over another',
    async (width, height) => {
      const errors = pageErrorsOf(page);
      await page.setViewportSize({ width, height });
      await page.goto(`${server?.baseUrl}/admin/reports?campaign=${campaign.id}&report=engagement-dimensions`);
      await page.getByTestId('drivers-chart').locator('svg text').first().waitFor();
      await page.waitForLoadState('networkidle');
      const boxes = await labelBoxes(page);
      await page
        .getByTestId('drivers-chart')
        .screenshot({ path: `${process.env.TMPDIR ?? '/tmp'}/drivers-${width}.png` });
      expect(boxes.map((box) => box.text).sort()).toEqual([...DIMENSIONS].sort());
      expect(overlapping(boxes)).toEqual([]);
      const chart = await page.getByTestId('drivers-chart').boundingBox();
      for (const box of boxes) {
        expect(box.x).toBeGreaterThanOrEqual(chart?.x ?? 0);
        expect(box.x + box.width).toBeLessThanOrEqual((chart?.x ?? 0) + (chart?.width ?? 0));
      }
      // At 375 px the report's tables scroll sideways without keyboard access (axe's scrollable-region-focusable), as
      // every wide table of the dashboard does on a phone: checked at 1280 px until that is mended.
      if (width === 1280) await expectAccessible(page, `drivers chart at ${width} px`);
      expect(errors).toEqual([]);
    },
    STEP_TIMEOUT,
  );
});
