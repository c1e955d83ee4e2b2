import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { createEmployeeClient } from '@employee/client';
import { DateBR, ageBand, tenureBand } from '@employee/domain';
import { parseWorkforceFile, syncWorkforce } from '@employee/workforce-sync';
import pg from 'pg';
import { generateWorkforce, workforceCsv } from '../../../scripts/make-workforce/workforce';
import { setUpCompany } from './support/company-setup';
import { describeWhen, postgresMissing } from './support/describe-when';
import { api, startProductionServer, todayIn, type ServerProcess } from './support/server-process';

/**
 * A company's survey from the outside (docs/decisions/0002-surveys.md#invitations-and-answers): a generated workforce
 * synced through the client, a campaign opened, its 1,000 links asked for and answered through
 * `POST /survey/v1/responses` 20 at a time, one token raced by 50 submissions; then `npm run make-responses` on a
 * second campaign. The real server process with production settings, on PostgreSQL (the test reads the stored
 * snapshots from the database).
 */

const MAKE_RESPONSES = resolve(__dirname, '..', '..', '..', 'scripts', 'dist', 'make-responses', 'main.js');
const SIZE = 1000;
const AS_OF = '31/10/2026';
const SEED = 20261125;

interface Listed {
  id: string;
  birthdate: string | null;
  hiring_date: string | null;
  language: string;
  is_on_leave: boolean;
  fields: Array<{ key: string; value: string }>;
}

interface Question {
  id: string;
  kind: 'enps' | 'lnps' | 'likert' | 'open';
}

describeWhen(postgresMissing(), 'a survey answered by a synced workforce', () => {
  let server: ServerProcess | null = null;
  let env: Record<string, string> = {};
  let removeStorage: () => Promise<void> = async () => undefined;
  let key = '';
  let db: pg.Client;

  const call = (method: string, path: string, body?: unknown) => api(server!.baseUrl, key, method, path, body);
  const answer = (token: string, body: unknown) =>
    fetch(`${server!.baseUrl}/survey/v1/responses`, {
      method: 'POST',
      headers: { authorization: `Invitation ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).then((response) => response.status);
  const bodyFor = (questions: Question[], n: number) => ({
    answers: questions
      .filter((q) => q.kind !== 'open')
      .map((q, i) => ({ question_id: q.id, value: q.kind === 'likert' ? 1 + ((n + i) % 5) : (n + i) % 11 })),
  });

  async function openCampaign(name: string): Promise<{ id: string; questions: Question[] }> {
    const created = await call('POST', '/api/v1/campaigns', { name, distribution: 'links' });
    expect(created.status).toBe(201);
    expect((await call('POST', `/api/v1/campaigns/${created.body.data.id}/open`)).status).toBe(200);
    return created.body.data as { id: string; questions: Question[] };
  }

  async function employees(): Promise<Listed[]> {
    const all: Listed[] = [];
    for (let page = 1; ; page += 1) {
      const response = await call('GET', `/api/v1/employees?per_page=100&page=${page}`);
      all.push(...(response.body.data as Listed[]));
      if (page >= response.body.meta.last_page) return all;
    }
  }

  beforeAll(async () => {
    // One test client sends every answer from one IP, and races one token 50 times: limits above both.
    ({ env, server, removeStorage } = await startProductionServer({
      SURVEY_RATE_LIMIT_PER_IP_PER_MINUTE: '100000',
      SURVEY_RATE_LIMIT_PER_TOKEN_PER_MINUTE: '100',
    }));
    ({ key } = await setUpCompany(env, 'Pesquisa de Clima Ltda'));
    const workforce = generateWorkforce({ size: SIZE, seed: SEED, asOf: AS_OF, invalidShare: 0 });
    const summary = await syncWorkforce({
      client: createEmployeeClient({ baseUrl: `${server.baseUrl}/api`, apiKey: key }),
      file: parseWorkforceFile(workforceCsv(workforce)),
      createFilters: true,
    });
    expect(summary.created).toBe(SIZE);
    db = new pg.Client({ connectionString: env.DATABASE_URL });
    await db.connect();
  }, 300_000);

  afterAll(async () => {
    await db?.end();
    await server?.stop();
    await removeStorage();
  }, 60_000);

  it('stores exactly one response per invitation, each with the snapshot of its employee [hang 300 s]', async () => {
    const campaign = await openCampaign('Clima 2026');
    const links = await call('POST', `/api/v1/campaigns/${campaign.id}/invitations/links`);
    expect(links.status).toBe(200);
    const tokens = (links.body.data as Array<{ employee_id: string; url: string }>).map(({ employee_id, url }) => ({
      employeeId: employee_id,
      token: url.slice(url.lastIndexOf('/') + 1),
    }));
    expect(tokens).toHaveLength(SIZE);

    // 50 submissions of one token at once: exactly one is stored, the others are told it was answered.
    const raced = await Promise.all(
      Array.from({ length: 50 }, () => answer(tokens[0]!.token, bodyFor(campaign.questions, 0))),
    );
    expect(raced.filter((status) => status === 201)).toHaveLength(1);
    expect(raced.filter((status) => status === 409)).toHaveLength(49);

    for (let start = 1; start < tokens.length; start += 20) {
      const batch = tokens.slice(start, start + 20);
      const statuses = await Promise.all(batch.map((t, i) => answer(t.token, bodyFor(campaign.questions, start + i))));
      expect(statuses).toEqual(batch.map(() => 201));
    }

    const read = await call('GET', `/api/v1/campaigns/${campaign.id}`);
    expect(read.body.data).toMatchObject({ invited: SIZE, responded: SIZE });
    const { rows } = await db.query<{
      employee_id: string;
      segment: Record<string, string>;
      tenure_band: string | null;
      age_band: string | null;
      language: string;
      is_on_leave: boolean;
      answers: number;
    }>(
      `SELECT s.employee_id, r.segment, r.tenure_band, r.age_band, r.language, r.is_on_leave,
              cardinality(r.scale_values) AS answers
         FROM survey_responses r JOIN survey_respondents s ON s.response_id = r.id
        WHERE r.campaign_id = $1`,
      [campaign.id],
    );
    expect(rows).toHaveLength(SIZE);
    const today = DateBR.create(todayIn(), 'today');
    const expected = (e: Listed) => ({
      employee_id: e.id,
      segment: Object.fromEntries(e.fields.map((f) => [f.key, f.value])),
      tenure_band: tenureBand(e.hiring_date === null ? null : DateBR.create(e.hiring_date, 'hiring_date'), today),
      age_band: ageBand(e.birthdate === null ? null : DateBR.create(e.birthdate, 'birthdate'), today),
      language: e.language,
      is_on_leave: e.is_on_leave,
      answers: campaign.questions.length,
    });
    const byEmployee = (a: { employee_id: string }, b: { employee_id: string }) =>
      a.employee_id.localeCompare(b.employee_id);
    expect(rows.sort(byEmployee)).toEqual((await employees()).map(expected).sort(byEmployee));
  }, 300_000);

  it('make-responses answers about the asked share of another campaign, the rest pending [hang 300 s]', async () => {
    const campaign = await openCampaign('Pulso de novembro');
    const run = () =>
      new Promise<{ code: number | null; stdout: string }>((done) =>
        execFile(
          process.execPath,
          [MAKE_RESPONSES, '--campaign', campaign.id, '--rate', '0.7', '--seed', '7'],
          { env: { ...process.env, ...env } },
          (error, stdout) => done({ code: error ? (error.code as number) : 0, stdout }),
        ),
      );
    const first = await run();
    expect(first.code).toBe(0);
    const { answered } = JSON.parse(first.stdout) as { answered: number };
    expect(answered).toBeGreaterThan(0.6 * SIZE);
    expect(answered).toBeLessThan(0.8 * SIZE);
    const read = await call('GET', `/api/v1/campaigns/${campaign.id}`);
    expect(read.body.data).toMatchObject({ invited: SIZE, responded: answered });
    const pending = await call('GET', `/api/v1/campaigns/${campaign.id}/invitations?status=pending&per_page=1`);
    expect(pending.body.meta.total).toBe(SIZE - answered);
  }, 300_000);
});
