import { chromium, type Browser, type Page } from 'playwright-core';

/** Debian's Chromium (`apt-get install -y chromium`; `.ci/run` installs it when missing). */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/** Headless, no sandbox (CI runs as root), and nothing that reaches the network on its own. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

/**
 * Launches Debian's Chromium through playwright-core (docs/dashboard.md#tests-and-screenshots).
 * @throws Error naming the missing binary when `/usr/bin/chromium` cannot be launched.
 */
export async function launchChromium(): Promise<Browser> {
  try {
    return await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  } catch (error) {
    throw new Error(
      `could not launch ${CHROMIUM_PATH} (install it with \`apt-get install -y chromium\`): ${String(error)}`,
      { cause: error },
    );
  }
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
