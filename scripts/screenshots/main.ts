#!/usr/bin/env node
/**
 * `npm run screenshots` (after `npm run build`; it builds nothing): starts the built server on a temporary embedded
 * database (its first start creates the demo company), signs the demo administrator in through the dashboard in
 * Debian's Chromium, and saves a full-page PNG of the sign-in page, of every page the navigation lists (desktop,
 * 1280 × 800, and a phone, 375 px wide: `<page>-phone.png`), of a report's first printed sheet (`report-print.png`)
 * and of the survey page (desktop and 375 px wide) to
 * `docs/screenshots/<page>.png` (docs/dashboard.md#tests-and-screenshots; scripts/README.md#screenshots), or to
 * `--out DIR`; `--pages a,b` takes only those navigation pages (by picture name, `home`, `employees`, …; the sign-in,
 * print and survey pictures always). A page wider than its screen is named on stderr. Exit 1 on a failure (a named
 * page the navigation does not list, too), 2 on a bad flag.
 */
import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { HEADLESS_CHROMIUM } from '../cli/chromium';
import { parseFlags, UsageError } from '../cli/flags';
import { startDemoServer, type DemoServer } from './demo-server';

const ROOT = resolve(__dirname, '..', '..', '..');
const DEFAULT_OUT = join(ROOT, 'docs', 'screenshots');
const USAGE =
  'usage: npm run screenshots [-- --out DIR] [--pages home,employees,…]   (default: docs/screenshots, every page)';
/**
 * Debian's Chromium, in Brazilian Portuguese: `--lang` and `LANGUAGE` choose its interface language, which is what
 * formats a date field (dd/mm/aaaa) when Debian's `chromium-l10n` is installed (else it stays mm/dd/yyyy).
 */
const CHROMIUM = {
  ...HEADLESS_CHROMIUM,
  env: { ...process.env, LANGUAGE: 'pt_BR' },
  args: ['--lang=pt-BR', ...HEADLESS_CHROMIUM.args],
};
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 740 };
/** An A4 sheet inside its 1.5 cm margins (styles.css `@page`), in CSS pixels: 180 × 267 mm at 96 per inch. */
const SHEET = { width: 680, height: 1009 };
/** The demo administrator's password, set on their invitation page (12+ characters, not a common one, holding
 * neither their e-mail nor a word of their name: docs/sign-in.md#passwords). */
const PASSWORD = 'painel seguro de 2026';
/** Time for charts' entry animations once the page's requests are done. */
const SETTLE_MS = 800;

/** A JSON request to the public API with the demo key; the parsed body, or an Error with the answer. */
async function apiCall(server: DemoServer, method: string, path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${server.baseUrl}/api${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${server.demo.key}`,
      Accept: 'application/json',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return JSON.parse(text) as unknown;
}

const tokenOf = (url: string): string => url.slice(url.lastIndexOf('/') + 1);

/** The demo administrator of the first start, or, when it printed none, a new administrator made with the key. */
async function administrator(server: DemoServer): Promise<{ email: string; invitationToken: string }> {
  if (server.demo.admin) return server.demo.admin;
  const profiles = (await apiCall(server, 'GET', '/v1/profiles?per_page=100')) as {
    data: Array<{ id: string; name: string }>;
  };
  const email = 'admin@demo.example';
  const created = (await apiCall(server, 'POST', '/v1/users', {
    name: 'Administrador Demonstração',
    email,
    profile_id: profiles.data.find((profile) => profile.name === 'Administrador')?.id,
  })) as { data: { invitation_url: string } };
  return { email, invitationToken: tokenOf(created.data.invitation_url) };
}

/** The id of the demo's open campaign. */
async function openCampaignId(server: DemoServer): Promise<string> {
  const campaigns = (await apiCall(server, 'GET', '/v1/campaigns')) as { data: Array<{ id: string; status: string }> };
  const open = campaigns.data.find((campaign) => campaign.status === 'open');
  if (!open) throw new Error('the demo has no open campaign');
  return open.id;
}

/** A survey link of a pending invitation of the demo's open campaign (`POST …/invitations/links`). */
async function surveyToken(server: DemoServer): Promise<string> {
  const links = (await apiCall(server, 'POST', `/v1/campaigns/${await openCampaignId(server)}/invitations/links`)) as {
    data: Array<{ url: string }>;
  };
  const first = links.data[0];
  if (!first) throw new Error('the demo campaign has no pending invitation');
  return tokenOf(first.url);
}

/** Waits for the page's requests and a heading, then saves a full-page PNG as `<out>/<name>.png`. */
async function shoot(page: Page, out: string, name: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.locator('h1, h2').first().waitFor();
  await page.waitForTimeout(SETTLE_MS);
  const path = join(out, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  process.stderr.write(`saved ${path}\n`);
  const width = await page.evaluate('document.documentElement.scrollWidth');
  const viewport = page.viewportSize()?.width ?? Infinity;
  if (typeof width === 'number' && width > viewport)
    process.stderr.write(`wider than the screen: ${name} is ${width} px at ${viewport} px\n`);
}

/**
 * The first sheet of a printed report (docs/dashboard.md#printing) as `<out>/report-print.png`: the demo campaign's
 * `dimensions` report by department with print media, as wide as an A4 sheet inside its margins, down to where the
 * report's second section starts (print puts it on the next sheet) or to the sheet's height.
 */
async function shootPrintedReport(page: Page, server: DemoServer, out: string): Promise<void> {
  const campaignId = await openCampaignId(server);
  await page.setViewportSize(SHEET);
  await page.emulateMedia({ media: 'print' });
  await page.goto(
    `${server.baseUrl}/admin/reports?campaign=${campaignId}&report=dimensions&group_by=filter:departamento`,
  );
  await page.locator('.report-sections section').first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(SETTLE_MS);
  const next = await page.locator('.report-sections section').nth(1).boundingBox();
  const height = Math.min(SHEET.height, Math.floor(next?.y ?? SHEET.height));
  const path = join(out, 'report-print.png');
  await page.screenshot({ path, clip: { x: 0, y: 0, width: SHEET.width, height }, fullPage: true });
  await page.emulateMedia({ media: null });
  process.stderr.write(`saved ${path}\n`);
}

/**
 * A new page of `viewport` that reports on stderr its script errors, console errors and failed requests (but the
 * 401 of the session probe before sign-in, which is how the dashboard learns nobody is signed in).
 */
async function newPage(browser: Browser, viewport: { width: number; height: number }): Promise<Page> {
  const page = await (await browser.newContext({ viewport, locale: 'pt-BR' })).newPage();
  page.on('pageerror', (error) => process.stderr.write(`page error on ${page.url()}: ${error.message}\n`));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      process.stderr.write(`console error on ${page.url()}: ${message.text()}\n`);
  });
  page.on('response', (response) => {
    const probe = response.status() === 401 && new URL(response.url()).pathname === '/admin/api/session';
    if (response.status() >= 400 && !probe)
      process.stderr.write(`${response.status()} for ${response.request().method()} ${response.url()}\n`);
  });
  return page;
}

/** Sets the administrator's password on the invitation page, then signs in through the form. */
async function signIn(page: Page, server: DemoServer, admin: { email: string; invitationToken: string }) {
  await page.goto(`${server.baseUrl}/admin/invitations/${admin.invitationToken}`);
  const passwords = page.locator('input[autocomplete="new-password"]');
  await passwords.nth(0).fill(PASSWORD);
  await passwords.nth(1).fill(PASSWORD);
  await page.locator('form button[type="submit"]').click();
  await page.locator('[role="status"], [data-testid="otp-secret"]').first().waitFor();
  if ((await page.getByTestId('otp-secret').count()) > 0)
    throw new Error('the demo company requires one-time passwords: the screenshots need a company that does not');
  await page.goto(`${server.baseUrl}/admin/sign-in`);
  await page.locator('input[autocomplete="username"]').fill(admin.email);
  await page.locator('input[autocomplete="current-password"]').fill(PASSWORD);
  await page.locator('form button[type="submit"]').click();
  await page.getByRole('navigation').waitFor();
}

/** A navigation link's picture name: its path under `/admin/`, `/` as `-`; the home page (`/admin`) is `home`. */
function pictureName(path: string): string {
  return path.replace(/^\/admin\/?/, '').replace(/\//g, '-') || 'home';
}

/**
 * Takes the pictures into `out` (a folder, made when missing): every navigation page, or only those `pages` names.
 * @throws Error when `pages` names a page the navigation does not list.
 */
async function takeScreenshots(out: string, pages?: readonly string[]): Promise<void> {
  await mkdir(out, { recursive: true });
  const started = Date.now();
  const server = await startDemoServer(ROOT);
  process.stderr.write(`server on ${server.baseUrl} after ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
  const browser = await chromium.launch(CHROMIUM);
  try {
    const page = await newPage(browser, DESKTOP);
    await page.goto(`${server.baseUrl}/admin/sign-in`);
    await shoot(page, out, 'sign-in');
    await signIn(page, server, await administrator(server));
    const links = await page.getByRole('navigation').locator('a').all();
    const listed = (await Promise.all(links.map((link) => link.getAttribute('href')))).filter(
      (href): href is string => href !== null,
    );
    const unknown = (pages ?? []).filter((name) => !listed.some((path) => pictureName(path) === name));
    if (unknown.length > 0) throw new Error(`--pages names what the navigation does not list: ${unknown.join(', ')}`);
    const paths = pages === undefined ? listed : listed.filter((path) => pages.includes(pictureName(path)));
    for (const [viewport, suffix] of [
      [DESKTOP, ''],
      [PHONE, '-phone'],
    ] as const) {
      await page.setViewportSize(viewport);
      for (const path of paths) {
        await page.goto(`${server.baseUrl}${path}`);
        await shoot(page, out, `${pictureName(path)}${suffix}`);
      }
    }
    await shootPrintedReport(page, server, out);
    const survey = `${server.baseUrl}/survey/${await surveyToken(server)}`;
    for (const [name, viewport] of [
      ['survey', DESKTOP],
      ['survey-phone', PHONE],
    ] as const) {
      const surveyPage = await newPage(browser, viewport);
      await surveyPage.goto(survey);
      await shoot(surveyPage, out, name);
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  process.stderr.write(`done in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
}

async function main(argv: string[]): Promise<void> {
  let out: string;
  let pages: string[] | undefined;
  try {
    const flags = parseFlags(argv, { out: { type: 'string' }, pages: { type: 'string' } });
    out = resolve(flags.out ?? DEFAULT_OUT);
    pages = flags.pages?.split(',').map((name) => name.trim());
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`screenshots: ${error.message}\n${USAGE}\n`);
    process.exitCode = 2;
    return;
  }
  await takeScreenshots(out, pages);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
