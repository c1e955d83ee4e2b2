import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { HEADLESS_CHROMIUM } from '../../../../../scripts/cli/chromium';

/**
 * Launches Debian's Chromium through playwright-core (docs/dashboard.md#tests-and-screenshots).
 * @throws Error naming the missing binary when `/usr/bin/chromium` cannot be launched.
 */
export async function launchChromium(): Promise<Browser> {
  try {
    return await chromium.launch(HEADLESS_CHROMIUM);
  } catch (error) {
    throw new Error(
      `could not launch ${HEADLESS_CHROMIUM.executablePath} ` +
        `(install it with \`apt-get install -y chromium\`): ${String(error)}`,
      { cause: error },
    );
  }
}

/**
 * Where a browser suite saves its screenshot `name` (a PNG file name): the folder `SCREENSHOTS_OUT` names, else
 * `employee-screenshots` under the system's scratch folder, so that a test run leaves the tracked records under
 * docs/screenshots as they are. `SCREENSHOTS_OUT` naming that folder renews them
 * (docs/dashboard.md#tests-and-screenshots).
 */
export function screenshotPath(name: string): string {
  const folder = process.env.SCREENSHOTS_OUT ?? join(tmpdir(), 'employee-screenshots');
  mkdirSync(folder, { recursive: true });
  return join(folder, name);
}

/**
 * Collects the page's uncaught script errors (`pageerror`), so a test can assert that a page ran cleanly; failed
 * requests the page handles itself (the 401 of a signed-out session) are not errors.
 */
export function pageErrorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * Opens `url` in `page` and waits for its first level-1 heading. When the heading does not come, the error names the
 * address, the requests still unanswered (method, URL, for how long) and the start of what the page shows, so that a
 * page stuck on a request says which one.
 */
export async function openPage(page: Page, url: string): Promise<void> {
  const pending = new Map<string, number>();
  const key = (request: { method(): string; url(): string }) => `${request.method()} ${request.url()}`;
  const started = (request: { method(): string; url(): string }) => pending.set(key(request), Date.now());
  const ended = (request: { method(): string; url(): string }) => pending.delete(key(request));
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await page.goto(url);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
  } catch (error) {
    const now = Date.now();
    const requests = [...pending].map(([request, since]) => `${request} (${now - since} ms)`);
    const shown = (
      await page
        .locator('body')
        .innerText()
        .catch(() => '')
    ).slice(0, 300);
    throw new Error(
      `${url} showed no level-1 heading: ${String(error).split('\n')[0]}\n` +
        `unanswered requests: ${requests.join('; ') || 'none'}\npage: ${shown}`,
      { cause: error },
    );
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}
