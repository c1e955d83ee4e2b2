import { expect } from '@jest/globals';
import type { Page } from 'playwright-core';
import { api } from '../../support/server-process';
import { totpCode } from './totp';

/** A password the service accepts (12+ characters, not a common one); every browser-test user has it. */
export const PASSWORD = 'correct horse battery staple';

/** An invited user: who they are and the token of their invitation link (`/admin/invitations/{token}`). */
export interface InvitedUser {
  readonly id: string;
  readonly name: string;
  readonly email: string;
  readonly invitationToken: string;
}

/**
 * Creates a user of the company with the built-in or custom profile named `profile`, through the API with the
 * company's key (`GET /api/v1/profiles`, `POST /api/v1/users`: docs/access.md#users); the answer's invitation link
 * gives the token.
 * @throws (a failed expectation) when the profile does not exist or the API refuses the user.
 */
export async function inviteUser(
  baseUrl: string,
  key: string,
  user: { name: string; email: string; profile: string },
): Promise<InvitedUser> {
  const profiles = await api(baseUrl, key, 'GET', '/api/v1/profiles?per_page=100');
  const profile = (profiles.body.data as Array<{ id: string; name: string }>).find((p) => p.name === user.profile);
  expect({ profile: user.profile, found: profile !== undefined }).toEqual({ profile: user.profile, found: true });
  const created = await api(baseUrl, key, 'POST', '/api/v1/users', {
    name: user.name,
    email: user.email,
    profile_id: profile?.id,
  });
  expect({ status: created.status, body: created.body as unknown }).toMatchObject({ status: 201 });
  const url = String(created.body.data.invitation_url);
  return {
    id: String(created.body.data.id),
    name: user.name,
    email: user.email,
    invitationToken: url.slice(url.lastIndexOf('/') + 1),
  };
}

/**
 * Accepts `user`'s invitation with {@link PASSWORD} over HTTP (`POST /admin/api/invitations/accept`), as the
 * invitation page does, and drops the enrolment the answer shows (the suites' companies require one-time passwords):
 * like a person who lost it, the user is shown a new one at their first sign-in (docs/sign-in.md#signing-in).
 */
export async function acceptInvitation(baseUrl: string, user: InvitedUser): Promise<void> {
  const accepted = await api(baseUrl, null, 'POST', '/admin/api/invitations/accept', {
    token: user.invitationToken,
    password: PASSWORD,
  });
  expect({ status: accepted.status, enrolled: accepted.body?.otp_enrolment !== undefined }).toEqual({
    status: 200,
    enrolled: true,
  });
}

/** The enrolment's "I kept the codes; continue" button (pt-BR, the default language). */
export const ENROLMENT_DONE = 'Guardei os códigos; continuar';

/**
 * Signs in through the form at `/admin/sign-in` as a user of a company that requires one-time passwords who has not
 * confirmed an enrolment yet: e-mail and password, then the enrolment the page shows (its secret read from
 * `data-testid="otp-secret"`), then the current code of that secret. Waits for the signed-in navigation and returns
 * the secret.
 */
export async function signInThroughForm(page: Page, baseUrl: string, email: string): Promise<string> {
  await page.goto(`${baseUrl}/admin/sign-in`);
  await page.locator('input[autocomplete="username"]').fill(email);
  await page.locator('input[autocomplete="current-password"]').fill(PASSWORD);
  await page.locator('form button[type="submit"]').click();
  const secret = (await page.getByTestId('otp-secret').textContent()) ?? '';
  await page.getByRole('button', { name: ENROLMENT_DONE }).click();
  await page.locator('input[autocomplete="one-time-code"]').fill(totpCode(secret));
  await page.locator('form button[type="submit"]').click();
  await page.getByRole('navigation').waitFor();
  return secret;
}

/** The value of the session cookie the browser holds, or `undefined`. */
export async function sessionCookieOf(page: Page): Promise<string | undefined> {
  const cookies = await page.context().cookies();
  return cookies.find((cookie) => cookie.name === 'employee_session')?.value;
}
