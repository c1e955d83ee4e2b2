import { describe, expect, it } from '@jest/globals';
import { SCOPE_DESCRIPTIONS } from '@employee/domain';
import type { Page } from 'playwright-core';
import { api } from '../support/server-process';
import { expectAccessible } from './support/axe';
import { openPage, pageErrorsOf } from './support/chromium';
import { useDemoDashboard } from './support/demo-dashboard';

/**
 * The pt-BR walk (docs/dashboard.md#accessibility-and-languages): the demo administrator, in Debian's Chromium with a
 * pt-BR browser, opens every page of the dashboard's router: the navigation's, and below them an employee's record and
 * edit form, a campaign, a profile, a permission, a filter and a webhook endpoint, every `new` form, each of the
 * fifteen reports, the trends and the comments; then, signed out, the sign-in page, an invitation link that works and
 * one already used, a survey link, and a sign-in refused for a wrong password. Each page must show only texts of the
 * pt-BR catalogue: no message key missing from it (the dashboard records them in `window.__missingMessages`) and none
 * of the API's English (an audit action code such as `employee.created`, a scope's English description, an English
 * sentence of an error body). axe-core finds no serious or critical violation on any page, at 1280 and at 375 px, and
 * at 375 px no page is wider than the screen (every wide table scrolls in a box the keyboard reaches). On the embedded
 * database the demo is made on (one server, one browser); it writes only what the pages need to exist (an endpoint, an
 * invited user, a links campaign).
 */

const WALK_TIMEOUT = 900_000;

/** The entities of the audit trail's action codes (docs/change-history.md#audit-trail). */
const ENTITIES = 'employee|filter|campaign|company|api_key|profile|user|permission|user_token|webhook_endpoint';

/** An audit action code as the API writes it (`employee.created`, `personal_data.exported`), standing alone. */
const ACTION_CODE = new RegExp(`(?<![\\w@.-])(${ENTITIES}|personal_data|survey_link)\\.[a-z_]+(?![\\w@-])`);

/**
 * Words of the API's English texts (error `detail`s, scope descriptions, field rules) that no pt-BR text of the
 * dashboard or of the demo's data holds; matched as whole words, case-insensitively.
 */
const ENGLISH = new RegExp(
  '\\b(the|must|cannot|should|is|are|not found|required|invalid|read|manage|create|update|delete|employees|already|' +
    'please)\\b',
  'i',
);

/**
 * The visible texts of the page, one per text node, without code (`<code>`: scope and key names, ids, prefixes,
 * which stay as they are). Evaluated in the page.
 */
const VISIBLE_TEXTS = `(() => {
  const texts = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || parent.closest('code, pre, script, style') || !parent.checkVisibility()) continue;
    const text = node.textContent.trim();
    if (text) texts.push(text);
  }
  return texts;
})()`;

/** What a page shows that the pt-BR catalogue did not give: missing keys and the API's English. */
async function untranslated(page: Page): Promise<Record<string, string[]>> {
  const missing = await page.evaluate<string[]>('[...(window.__missingMessages ?? [])]');
  const lines = await page.evaluate<string[]>(VISIBLE_TEXTS);
  const scopes = Object.values(SCOPE_DESCRIPTIONS);
  return {
    missing,
    actionCodes: lines.filter((line) => ACTION_CODE.test(line)),
    englishScopes: lines.filter((line) => scopes.some((description) => line.includes(description))),
    english: lines.filter((line) => ENGLISH.test(line)),
  };
}

/** The page's width at 375 px as a finding of `where` when it is wider than the screen (a phone scrolls sideways). */
async function widthFindings(page: Page, where: string): Promise<Array<{ path: string; width: number }>> {
  const width = await page.evaluate<number>('document.documentElement.scrollWidth');
  return width > 375 ? [{ path: where, width }] : [];
}

/** axe's serious and critical violations on the page as it is now, as a finding of `where`. */
async function axeFindings(page: Page, where: string): Promise<Array<{ path: string; axe: string }>> {
  try {
    await expectAccessible(page, where);
    return [];
  } catch (error) {
    return [{ path: where, axe: error instanceof Error ? error.message : String(error) }];
  }
}

describe('the dashboard in pt-BR, page by page (embedded)', () => {
  // The endpoint's page needs an endpoint, on a loopback address nothing answers (its tries fail, as shown).
  const demo = useDemoDashboard({ WEBHOOK_ALLOW_PRIVATE_URLS: 'true' });

  /** The id of the first item `GET path` lists (the demo's profile, permission, filter). */
  async function firstIdOf(path: string): Promise<string> {
    const listed = await api(demo.server.baseUrl, demo.key, 'GET', path);
    const id = (listed.body.data as Array<{ id: string }>)[0]?.id;
    expect([path, typeof id]).toEqual([path, 'string']);
    return String(id);
  }

  /** The pages of the walk, as paths under the server: the navigation's, then the main ones below them. */
  async function pagesToWalk(): Promise<string[]> {
    const { page, server, key, campaign } = demo;
    await page.goto(`${server.baseUrl}/admin/`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const nav: string[] = [];
    for (const link of await page.getByRole('navigation').getByRole('link').all())
      nav.push(new URL((await link.getAttribute('href')) ?? '', `${server.baseUrl}/admin/`).pathname);
    const employees = await api(server.baseUrl, key, 'GET', '/api/v1/employees?per_page=1');
    const employeeId = String((employees.body.data as Array<{ id: string }>)[0]?.id);
    const endpoint = await api(server.baseUrl, key, 'POST', '/api/v1/webhook-endpoints', {
      url: 'http://127.0.0.1:9/hooks',
      description: 'Folha de pagamento',
      event_types: ['employee.updated'],
    });
    expect(endpoint.status).toBe(201);
    const reports = await page.goto(`${server.baseUrl}/admin/reports?campaign=${campaign.id}`);
    expect(reports?.ok()).toBe(true);
    const choices = page.getByRole('combobox', { name: 'Relatório', exact: true }).locator('option');
    await choices.nth(1).waitFor({ state: 'attached' });
    const reportNames: string[] = [];
    for (const option of await choices.all()) reportNames.push((await option.getAttribute('value')) ?? '');
    expect(reportNames).toHaveLength(15);
    const reportPath = (name: string) =>
      `/admin/reports?campaign=${campaign.id}&report=${name}` +
      (name === 'employee-journey' ? '' : '&group_by=filter:departamento');
    return [
      ...new Set(nav),
      `/admin/employees/${employeeId}`,
      `/admin/employees/${employeeId}/edit`,
      `/admin/campaigns/${campaign.id}`,
      `/admin/profiles/${await firstIdOf('/api/v1/profiles')}`,
      `/admin/permissions/${await firstIdOf('/api/v1/permissions')}`,
      `/admin/filters/${await firstIdOf('/api/v1/filters')}`,
      `/admin/webhooks/${String(endpoint.body.data.id)}`,
      ...['profiles', 'users', 'permissions', 'filters', 'employees', 'campaigns', 'webhooks'].map(
        (list) => `/admin/${list}/new`,
      ),
      '/admin/employees?deleted=1',
      '/admin/reports/trends',
      `/admin/reports/comments?campaign=${campaign.id}`,
      ...reportNames.map(reportPath),
    ];
  }

  /** Opens `path` and waits for its heading and its requests (and the charts' first frame). */
  async function open(page: Page, path: string): Promise<void> {
    await openPage(page, `${demo.server.baseUrl}${path}`);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
  }

  it(
    'shows only pt-BR texts, axe-clean at 1280 and 375 px, on every page',
    async () => {
      const { page } = demo;
      const errors = pageErrorsOf(page);
      const paths = await pagesToWalk();
      expect(paths.length).toBeGreaterThanOrEqual(40);
      const findings: Array<{ path: string } & Record<string, unknown>> = [];
      for (const path of paths) findings.push(...(await walk(page, path)));
      expect(findings).toEqual([]);
      expect(errors).toEqual([]);
    },
    WALK_TIMEOUT,
  );

  it(
    'shows only pt-BR texts, axe-clean and no wider than a phone, on the pages a person opens signed out',
    async () => {
      const { browser, server, key, usedInvitationToken } = demo;
      const profileId = await firstIdOf('/api/v1/profiles');
      const invited = await api(server.baseUrl, key, 'POST', '/api/v1/users', {
        name: 'Paula Convidada Lima',
        email: 'paula.convidada@demo.example',
        profile_id: profileId,
      });
      expect(invited.status).toBe(201);
      const survey = await api(server.baseUrl, key, 'POST', '/api/v1/campaigns', {
        name: 'Pesquisa por link',
        distribution: 'links',
      });
      expect(survey.status).toBe(201);
      const surveyId = String(survey.body.data.id);
      expect((await api(server.baseUrl, key, 'POST', `/api/v1/campaigns/${surveyId}/open`)).status).toBe(200);
      const links = await api(server.baseUrl, key, 'POST', `/api/v1/campaigns/${surveyId}/invitations/links`);
      const surveyUrl = new URL(String((links.body.data as Array<{ url: string }>)[0]?.url));
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'pt-BR' });
      try {
        const page = await context.newPage();
        const errors = pageErrorsOf(page);
        const findings: Array<{ path: string } & Record<string, unknown>> = [];
        for (const path of [
          '/admin/sign-in',
          new URL(String(invited.body.data.invitation_url)).pathname,
          `/admin/invitations/${usedInvitationToken}`,
          surveyUrl.pathname,
        ])
          findings.push(...(await walk(page, path)));
        // A refused sign-in says why in the catalogue's words, not the API's English.
        await page.setViewportSize({ width: 1280, height: 900 });
        await open(page, '/admin/sign-in');
        await page.locator('input[autocomplete="username"]').fill('admin@demo.example');
        await page.locator('input[autocomplete="current-password"]').fill('uma senha errada de propósito');
        await page.locator('form button[type="submit"]').click();
        const refused = page.getByRole('alert');
        await refused.first().waitFor();
        const found = await untranslated(page);
        if (Object.values(found).some((list) => list.length > 0)) findings.push({ path: 'refused sign-in', ...found });
        expect(await refused.first().textContent()).toMatch(/[çãéêóíú]|senha|e-mail/i);
        expect(findings).toEqual([]);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    },
    WALK_TIMEOUT,
  );

  it(
    'names the people of the activity trail, never their ids, and says the action in words',
    async () => {
      const { page, server, key } = demo;
      const invited = await api(server.baseUrl, key, 'POST', '/api/v1/users', {
        name: 'Marta Registro Alves',
        email: 'marta.registro@demo.example',
        profile_id: await firstIdOf('/api/v1/profiles'),
      });
      expect(invited.status).toBe(201);
      const id = String(invited.body.data.id);
      await page.setViewportSize({ width: 1280, height: 900 });
      await open(page, `/admin/activity?entity=user&entity_id=${id}`);
      const row = page.getByRole('row').filter({ hasText: 'Marta Registro Alves' });
      await row.first().waitFor();
      const text = (await row.first().textContent()) ?? '';
      expect(text).not.toContain(id.slice(0, 8));
      expect(text).not.toMatch(ACTION_CODE);
      expect(await untranslated(page)).toEqual({ missing: [], actionCodes: [], englishScopes: [], english: [] });
    },
    WALK_TIMEOUT,
  );

  /**
   * Opens `path` at 1280 px and checks its texts and axe, then at 375 px axe and the width; returns the findings.
   */
  async function walk(page: Page, path: string): Promise<Array<{ path: string } & Record<string, unknown>>> {
    const findings: Array<{ path: string } & Record<string, unknown>> = [];
    await page.setViewportSize({ width: 1280, height: 900 });
    await open(page, path);
    const found = await untranslated(page);
    if (Object.values(found).some((list) => list.length > 0)) findings.push({ path, ...found });
    findings.push(...(await axeFindings(page, `${path} at 1280 px`)));
    await page.setViewportSize({ width: 375, height: 800 });
    await page.waitForTimeout(300);
    findings.push(...(await axeFindings(page, `${path} at 375 px`)));
    findings.push(...(await widthFindings(page, `${path} at 375 px`)));
    return findings;
  }
});
