import { describe, expect, it } from '@jest/globals';
import { ChangeContexts, sessionInvalid, type InvitationQuestionnaire } from '@employee/domain';
import { errorHandler, notFound, SESSION_COOKIE, type Authenticator } from '@employee/http-common';
import express, { type Express } from 'express';
import request from 'supertest';
import { dashboardBackend, type DashboardBackendDeps } from '../../src';

/** A use case of the domain whose `execute` is `execute`: the backend only ever calls that. */
const useCase = <T>(execute: (...args: never[]) => Promise<unknown>): T => ({ execute }) as unknown as T;

const QUESTIONNAIRE: InvitationQuestionnaire = {
  campaign: { id: 'c1', name: 'Clima 2026' },
  language: 'pt-BR',
  minGroupSize: 5,
  sections: [],
};

/** An authenticator that knows no one: every credential, and none, is a 401. */
const nobody: Authenticator = {
  execute: async () => {
    throw sessionInvalid();
  },
};

/** The backend alone on an app that ends with the standard 404, as a server without the built pages mounts it. */
function backendAlone(seen: string[]): Express {
  const refuse = useCase<never>(async () => {
    throw new Error('not called');
  });
  const deps: DashboardBackendDeps = {
    survey: {
      submitResponse: refuse,
      optOutOfReminders: refuse,
      readQuestionnaire: useCase(async ({ token }: { token: string }) => {
        seen.push(`questionnaire ${token}`);
        return QUESTIONNAIRE;
      }),
    },
    signIn: {
      acceptInvitation: refuse,
      checkInvitation: refuse,
      signIn: refuse,
      describeSession: refuse,
      signOut: useCase(async (sessionId: string | undefined) => void seen.push(`sign out ${sessionId}`)),
    },
    adminEmployees: { listDeletedEmployees: refuse, restoreEmployee: refuse },
    access: { authenticate: nobody, authenticateUserToken: nobody, authenticateSession: nobody, resolveTarget: refuse },
    changeContexts: new ChangeContexts(),
    settings: { timeZone: 'America/Sao_Paulo', rateLimitPerMinute: 100 },
  };
  const app = express();
  app.use(dashboardBackend(deps));
  app.use(notFound, errorHandler);
  return app;
}

describe('dashboardBackend', () => {
  it('answers the survey page without the pages, never cached, with the token of the credential', async () => {
    const seen: string[] = [];
    const res = await request(backendAlone(seen))
      .get('/survey/v1/questionnaire')
      .set('Authorization', 'Invitation tok_abc');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toEqual({
      data: { campaign: { id: 'c1', name: 'Clima 2026' }, language: 'pt-BR', min_group_size: 5, sections: [] },
    });
    expect(seen).toEqual(['questionnaire tok_abc']);
  });

  it('asks a survey request without the invitation for it', async () => {
    const res = await request(backendAlone([])).post('/survey/v1/responses').send({ answers: [] });
    expect(res.status).toBe(401);
    expect(res.headers['www-authenticate']).toBe('Invitation');
  });

  it('signs out under /admin/api, never cached', async () => {
    const seen: string[] = [];
    const res = await request(backendAlone(seen))
      .delete('/admin/api/session')
      .set('Sec-Fetch-Site', 'same-origin')
      .set('Cookie', `${SESSION_COOKIE}=s1`);
    expect(res.status).toBe(204);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(seen).toEqual(['sign out s1']);
  });

  it('authenticates /admin/api/employees as /api/v1 does: no session, 401', async () => {
    const res = await request(backendAlone([]))
      .get('/admin/api/employees/deleted')
      .set('Sec-Fetch-Site', 'same-origin');
    expect(res.status).toBe(401);
  });

  it.each(['/admin/api/environment', '/admin', '/survey/tok_abc', '/api/v1/employees'])(
    'leaves %s to what is mounted after it',
    async (path) => {
      const res = await request(backendAlone([])).get(path).set('Sec-Fetch-Site', 'same-origin');
      expect(res.status).toBe(404);
    },
  );
});
