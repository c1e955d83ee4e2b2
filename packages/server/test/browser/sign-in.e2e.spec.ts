import { describe, expect, it } from '@jest/globals';
import { uniqueEmail } from '@employee/domain/testing';
import { testEngines, type TestEngine } from '@employee/persistence-typeorm/testing';
import type { Page } from 'playwright-core';
import { api } from '../support/server-process';
import {
  acceptInvitation,
  ENROLMENT_DONE,
  inviteUser,
  PASSWORD,
  sessionCookieOf,
  signInThroughForm,
} from './support/accounts';
import { expectAccessible } from './support/axe';
import { useBrowserServer } from './support/browser-server';
import { pageErrorsOf } from './support/chromium';
import { totpCode } from './support/totp';

/**
 * The dashboard's sign-in in Debian's Chromium against the real server, on PostgreSQL and on the embedded database
 * (docs/dashboard.md#tests-and-screenshots; docs/sign-in.md): a new administrator's invitation and
 * enrolment, the sign-in form with a code computed from the key the page shows, the session cookie and sign-out, the
 * keyboard-only sign-in, and a reduced profile refused what its scopes do not allow. axe-core checks each view on the
 * way (no serious or critical violation).
 */

const TEST_TIMEOUT = 120_000;
const ADMIN = 'Administrador';

/** Expects the enrolment view (a QR code image, the key, ten recovery codes) and returns the key it shows. */
async function expectEnrolmentShown(page: Page): Promise<string> {
  const secret = page.getByTestId('otp-secret');
  await secret.waitFor();
  await expect(page.locator('img[src^="data:image/png"]').isVisible()).resolves.toBe(true);
  await expect(page.getByTestId('recovery-codes').locator('li').count()).resolves.toBe(10);
  return (await secret.textContent()) ?? '';
}

/** Where the keyboard is: the `autocomplete` of the focused element, or its text when it has none. */
async function focused(page: Page): Promise<string> {
  const element = page.locator(':focus');
  if ((await element.count()) === 0) return '';
  return (await element.getAttribute('autocomplete')) ?? (await element.textContent()) ?? '';
}

/** Presses Tab until the focus is on `wanted` (see {@link focused}), at most 20 times. */
async function tabTo(page: Page, wanted: string): Promise<void> {
  for (let presses = 0; presses < 20 && (await focused(page)) !== wanted; presses += 1)
    await page.keyboard.press('Tab');
  expect(await focused(page)).toBe(wanted);
}

describe.each(testEngines().map((engine): [TestEngine] => [engine]))('the dashboard in Chromium on %s', (engine) => {
  const ctx = useBrowserServer(engine, 'Empresa Navegador');

  it(
    'takes a new administrator from the invitation to the dashboard: sets a password, is shown the enrolment once ' +
      '(QR code, key, ten recovery codes), and signs in with a code computed from that key',
    async () => {
      const user = await inviteUser(ctx.baseUrl, ctx.key, {
        name: 'Ana Paula Souza',
        email: uniqueEmail(),
        profile: ADMIN,
      });
      const context = await ctx.browser.newContext();
      const page = await context.newPage();
      const errors = pageErrorsOf(page);

      await page.goto(`${ctx.baseUrl}/admin/invitations/${user.invitationToken}`);
      await page.locator('h1').waitFor();
      await expectAccessible(page, 'invitation page');
      const passwords = page.locator('input[autocomplete="new-password"]');
      await passwords.nth(0).fill(PASSWORD);
      await passwords.nth(1).fill(PASSWORD);
      await page.locator('form button[type="submit"]').click();

      const secret = await expectEnrolmentShown(page);
      await expectAccessible(page, 'enrolment at acceptance');
      await page.getByRole('button', { name: ENROLMENT_DONE }).click();
      await page.getByRole('link', { name: 'Ir para a entrada' }).click();
      await expect(page.locator('input[autocomplete="username"]').inputValue()).resolves.toBe(user.email);
      await page.locator('input[autocomplete="current-password"]').fill(PASSWORD);
      await page.locator('input[autocomplete="one-time-code"]').fill(totpCode(secret));
      await page.locator('form button[type="submit"]').click();

      await page.getByRole('navigation').waitFor();
      await expect(page.getByText('SANDBOX').isVisible()).resolves.toBe(true);
      expect(errors).toEqual([]);
      await context.close();
    },
    TEST_TIMEOUT,
  );

  it(
    'signs a new administrator in through the form with a code of the enrolment it shows, lands on a page of the ' +
      'dashboard with an HttpOnly SameSite=Strict cookie, and sign-out ends the session on the server',
    async () => {
      const user = await inviteUser(ctx.baseUrl, ctx.key, {
        name: 'Bruno Lima Costa',
        email: uniqueEmail(),
        profile: ADMIN,
      });
      await acceptInvitation(ctx.baseUrl, user);
      const context = await ctx.browser.newContext();
      const page = await context.newPage();
      const errors = pageErrorsOf(page);

      await page.goto(`${ctx.baseUrl}/admin/sign-in`);
      await page.locator('input[autocomplete="username"]').waitFor();
      await expectAccessible(page, 'sign-in page');
      await page.locator('input[autocomplete="username"]').fill(user.email);
      await page.locator('input[autocomplete="current-password"]').fill(PASSWORD);
      await page.locator('form button[type="submit"]').click();
      const secret = await expectEnrolmentShown(page);
      await expectAccessible(page, 'enrolment at sign-in');
      await page.getByRole('button', { name: ENROLMENT_DONE }).click();
      await page.locator('input[autocomplete="one-time-code"]').fill(totpCode(secret));
      await page.locator('form button[type="submit"]').click();

      await page.getByRole('navigation').waitFor();
      expect(new URL(page.url()).pathname).toMatch(/^\/admin\/?$/); // the home page
      await page.locator('main h1').waitFor();
      await expectAccessible(page, 'first signed-in page');
      const cookie = (await context.cookies()).find((c) => c.name === 'employee_session');
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });

      await page.getByRole('button', { name: 'Sair' }).click();
      await page.locator('input[autocomplete="username"]').waitFor();
      expect(await sessionCookieOf(page)).toBeUndefined();
      const after = await fetch(`${ctx.baseUrl}/admin/api/session`, {
        headers: { Cookie: `employee_session=${cookie?.value}`, Accept: 'application/json' },
      });
      expect(after.status).toBe(401);
      expect(errors).toEqual([]);
      await context.close();
    },
    TEST_TIMEOUT,
  );

  it(
    'signs in, through the enrolment, and out with the keyboard alone: Tab, typing and Enter',
    async () => {
      const user = await inviteUser(ctx.baseUrl, ctx.key, {
        name: 'Davi Souza Reis',
        email: uniqueEmail(),
        profile: ADMIN,
      });
      await acceptInvitation(ctx.baseUrl, user);
      const context = await ctx.browser.newContext();
      const page = await context.newPage();
      await page.goto(`${ctx.baseUrl}/admin/sign-in`);
      await page.locator('input[autocomplete="username"]').waitFor();

      await tabTo(page, 'username');
      await page.keyboard.type(user.email);
      await tabTo(page, 'current-password');
      await page.keyboard.type(PASSWORD);
      await page.keyboard.press('Enter');
      const secret = await expectEnrolmentShown(page);
      await tabTo(page, ENROLMENT_DONE);
      await page.keyboard.press('Enter');
      await page.locator('input[autocomplete="one-time-code"]').waitFor();
      expect(await focused(page)).toBe('one-time-code');
      await page.keyboard.type(totpCode(secret));
      await page.keyboard.press('Enter');

      await page.getByRole('navigation').waitFor();
      expect(await sessionCookieOf(page)).toBeDefined();
      await tabTo(page, 'Sair');
      await page.keyboard.press('Enter');
      await page.locator('input[autocomplete="username"]').waitFor();
      expect(await sessionCookieOf(page)).toBeUndefined();
      await context.close();
    },
    TEST_TIMEOUT,
  );

  it(
    'refuses a reduced profile the pages its scopes do not allow, leaves them out of the navigation, ' +
      'and the API answers 403 to the same reads with that session',
    async () => {
      const user = await inviteUser(ctx.baseUrl, ctx.key, {
        name: 'Carla Dias Rocha',
        email: uniqueEmail(),
        profile: 'Leitor de relatórios',
      });
      await acceptInvitation(ctx.baseUrl, user);
      const context = await ctx.browser.newContext();
      const page = await context.newPage();

      await signInThroughForm(page, ctx.baseUrl, user.email);
      const links = await Promise.all(
        (await page.getByRole('navigation').locator('a').all()).map((link) => link.getAttribute('href')),
      );
      expect(links.slice(1)).toEqual(['/admin/companies', '/admin/campaigns', '/admin/reports']);
      expect(links[0]).toMatch(/^\/admin\/?$/); // the home page, which needs no scope

      for (const [path, apiPath] of [
        ['users', '/api/v1/users'],
        ['employees', '/api/v1/employees'],
      ] as const) {
        await page.goto(`${ctx.baseUrl}/admin/${path}`);
        await page.getByTestId('forbidden').waitFor();
        const read = await page.request.get(`${ctx.baseUrl}${apiPath}`, { headers: { Accept: 'application/json' } });
        expect({ path: apiPath, status: read.status() }).toEqual({ path: apiPath, status: 403 });
      }
      await expectAccessible(page, 'refused page');
      const withKey = await api(ctx.baseUrl, ctx.key, 'GET', '/api/v1/users');
      expect(withKey.status).toBe(200);
      await context.close();
    },
    TEST_TIMEOUT,
  );
});
