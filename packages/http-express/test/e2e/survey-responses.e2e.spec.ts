import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from '@jest/globals';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import request, { type Response } from 'supertest';
import { buildTestApp, SURVEY_TOKENS, type TestAppOptions } from '../support/test-app';
import { memoryOnly, bearer, call, expectErrorBody, useStorage, type StorageKind } from './e2e-helpers';
import { addCampaign, addEmployee, answersTo, countsOf, invitationsOf, issueLinks, submit } from './survey-support';

/** A 401's body without its request id: every bad token must give this same body. */
const sameness = (res: Response) => ({
  status: res.status,
  title: res.body.title as unknown,
  detail: res.body.detail as unknown,
  meta: res.body.meta as unknown,
  challenge: res.headers['www-authenticate'],
});

/**
 * `POST /survey/v1/responses` (docs/decisions/0002-surveys.md#invitations-and-answers,
 * docs/surveys.md#the-survey-endpoint): the invitation token as the credential, one response per invitation (also
 * under 50 concurrent submissions), the error order 401 → 410 → 409 → 422 with nothing stored on a refusal, one 401
 * body for every bad token, the limits per token and per client IP, and no token in the log. Every answer is checked
 * against docs/openapi.yaml. On memory and on every database engine.
 */
describe.each(memoryOnly().map((kind): [StorageKind] => [kind]))('survey responses on %s', (kind) => {
  const storage = useStorage(kind);
  const app = (options: TestAppOptions = {}) => buildTestApp(storage(), { rateLimitPerMinute: 1_000_000, ...options });
  /** An open campaign with `count` invited employees and fresh links for them. */
  const surveyed = async (options: TestAppOptions = {}, count = 1) => {
    const t = await app(options);
    const employees: string[] = [];
    for (let i = 0; i < count; i++) employees.push(await addEmployee(t, true));
    const campaign = await addCampaign(t);
    const tokens = await issueLinks(t, campaign);
    const tokenOf = (employee = employees[0] as string) => tokens.get(employee) ?? '';
    return { t, campaign, employees, tokenOf };
  };

  it('stores one response per invitation: 201 with its id, then 409', async () => {
    const { t, campaign, tokenOf } = await surveyed();

    const stored = await submit(t, tokenOf(), answersTo(campaign));
    expect(stored.status).toBe(201);
    expect(stored.body.data).toEqual({
      id: expect.any(String),
      campaign_id: campaign.id,
      submitted_at: '2026-11-22T10:00:00-03:00',
    });
    expect(stored.headers['cache-control']).toBe('no-store');
    expectErrorBody(await submit(t, tokenOf(), answersTo(campaign, 3)), 409);
    expect(await countsOf(t, campaign)).toEqual([1, 1]);
  });

  it('answers every bad token with one 401 body; a missing or other credential is 401 too', async () => {
    const { t, campaign, tokenOf } = await surveyed();
    const unknown = await submit(t, 'q3N8xR2vL0cT7yW5bK9mJ4hF6dS1aZ8pE3uG2iO7nQ4', answersTo(campaign));
    const garbage = await submit(t, 'não-é-um-token!', answersTo(campaign));
    const tooLong = await submit(t, 'a'.repeat(500), answersTo(campaign));
    for (const res of [unknown, garbage, tooLong]) expectErrorBody(res, 401);
    expect(sameness(garbage)).toEqual(sameness(unknown));
    expect(sameness(tooLong)).toEqual(sameness(unknown));
    expect(unknown.headers['www-authenticate']).toBe('Invitation');

    const missing = await submit(t, null, answersTo(campaign));
    expectErrorBody(missing, 401);
    expect(missing.headers['www-authenticate']).toBe('Invitation');
    const apiKey = await call(request(t.app).post('/survey/v1/responses').set(bearer(t.key)).send(answersTo(campaign)));
    expectErrorBody(apiKey, 401);
    expect((await submit(t, tokenOf(), answersTo(campaign))).status).toBe(201);
  });

  it('checks in order 401, 410, 409, 422, and stores nothing on a refusal', async () => {
    const { t, campaign, employees, tokenOf } = await surveyed({}, 2);
    const [first, second] = employees as [string, string];

    const invalid = await submit(t, tokenOf(first), {
      answers: [
        { question_id: campaign.enps, value: 11 },
        { question_id: 'nenhuma', value: 1 },
      ],
    });
    expectErrorBody(invalid, 422);
    expect(Object.keys(invalid.body.meta.errors as object).sort()).toEqual([
      'answers',
      'answers[0].value',
      'answers[1].question_id',
    ]);
    expect(await countsOf(t, campaign)).toEqual([2, 0]);
    expect(await invitationsOf(t, campaign, 'answered')).toEqual([]);

    expect((await submit(t, tokenOf(first), answersTo(campaign))).status).toBe(201);
    expectErrorBody(await submit(t, tokenOf(first), { answers: 'nada' }), 409);
    await call(request(t.app).post(`${campaign.path}/close`).set(bearer(t.key)));
    expectErrorBody(await submit(t, tokenOf(first), { answers: 'nada' }), 410);
    expectErrorBody(await submit(t, tokenOf(second), answersTo(campaign)), 410);
    expectErrorBody(await submit(t, 'desconhecido', answersTo(campaign)), 401);
    expect(await countsOf(t, campaign)).toEqual([2, 1]);
  });

  it('refuses scale answers written 1e1, 10.0 or "10" (no JSON integers) on their value, storing nothing', async () => {
    const { t, campaign, tokenOf } = await surveyed();
    /** The body of `answersTo(campaign)` as text, with the eNPS value and the likert value written as given. */
    const written = (enps: string, likert = '4', third = `{"question_id": "${campaign.open}", "value": "Mais café"}`) =>
      `{"answers": [{"question_id": "${campaign.enps}", "value": ${enps}},` +
      ` {"question_id": "${campaign.likert}", "value": ${likert}}, ${third}]}`;
    const post = (text: string) =>
      call(
        request(t.app)
          .post('/survey/v1/responses')
          .set('Authorization', `Invitation ${tokenOf()}`)
          .set('Content-Type', 'application/json')
          .send(text),
      );

    for (const literal of ['1e1', '1E1', '10.0', '10e0', '1.0e1', '0.9e1', '"10"', '9.5']) {
      const refused = await post(written(literal));
      expectErrorBody(refused, 422);
      expect({ literal, fields: Object.keys(refused.body.meta.errors as object) }).toEqual({
        literal,
        fields: ['answers[0].value'],
      });
    }
    const several = await post(written('1e1', '4.0', '{"question_id": "nenhuma", "value": 1}'));
    expectErrorBody(several, 422);
    expect(Object.keys(several.body.meta.errors as object).sort()).toEqual([
      'answers[0].value',
      'answers[1].value',
      'answers[2].question_id',
    ]);
    expect(await countsOf(t, campaign)).toEqual([1, 0]);

    expect((await post(written('10'))).status).toBe(201);
  });

  it('refuses a body that is not a JSON object, as every endpoint does', async () => {
    const { t, tokenOf } = await surveyed();
    const post = () => request(t.app).post('/survey/v1/responses').set('Authorization', `Invitation ${tokenOf()}`);
    expectErrorBody(await call(post().set('Content-Type', 'text/plain').send('9')), 415);
    expectErrorBody(await call(post().set('Content-Type', 'application/json').send('[1]')), 400);
    expectErrorBody(await call(post().set('Content-Type', 'application/json').send('{"answers": [')), 400);
    expectErrorBody(await call(post().send({ answers: [], padding: 'x'.repeat(110_000) })), 413);
    expectErrorBody(await call(request(t.app).get('/survey/v1/responses')), 405);
  });

  it('limits each token: past the limit 429 with Retry-After, while other tokens go on', async () => {
    const limits = { surveyRateLimit: { perTokenPerMinute: 3, perIpPerMinute: 1000 } };
    const { t, campaign, employees, tokenOf } = await surveyed(limits, 2);
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await submit(t, tokenOf(), answersTo(campaign))).status);
    expect(statuses).toEqual([201, 409, 409]);

    const limited = await submit(t, tokenOf(), answersTo(campaign));
    expectErrorBody(limited, 429, { reason: 'survey_token', retry_after: expect.any(Number), limit: 3, window: 60 });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect((await submit(t, tokenOf(employees[1]), answersTo(campaign))).status).toBe(201);
  });

  it('limits each client IP, before the credential is read', async () => {
    const { t, campaign } = await surveyed({ surveyRateLimit: { perTokenPerMinute: 10, perIpPerMinute: 2 } });
    expectErrorBody(await submit(t, null, answersTo(campaign)), 401);
    expectErrorBody(await submit(t, 'desconhecido', answersTo(campaign)), 401);
    const limited = await submit(t, null, answersTo(campaign));
    expectErrorBody(limited, 429, { reason: 'survey_ip', retry_after: expect.any(Number), limit: 2, window: 60 });
  });

  it('of 50 concurrent submissions with one token, exactly one is stored', async () => {
    const { t, campaign, tokenOf } = await surveyed({
      surveyRateLimit: { perTokenPerMinute: 100, perIpPerMinute: 1000 },
    });
    const answers = await Promise.all(Array.from({ length: 50 }, () => submit(t, tokenOf(), answersTo(campaign))));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    expect(await countsOf(t, campaign)).toEqual([1, 1]);
  });

  it('never logs the token, the links or the answers', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    });
    const logger = pino({ level: 'trace' }, stream);
    const { t, campaign, tokenOf } = await surveyed({ logger });
    const sent = [
      await submit(t, tokenOf(), answersTo(campaign)),
      await submit(t, tokenOf(), answersTo(campaign)),
      await submit(t, `${tokenOf()}x`, answersTo(campaign)),
    ];

    const log = lines.join('');
    for (const res of sent) expect(log).toContain(res.headers['x-request-id']);
    expect(log).toContain('"path":"/survey/v1/responses"');
    expect(log).toContain(`"path":"${campaign.path}/invitations/links"`);
    expect(log).not.toContain(tokenOf());
    expect(log).not.toContain('Mais café');
  });
});

const redisUrl = process.env.REDIS_URL;
const describeWithRedis = redisUrl ? describe : describe.skip;

describeWithRedis('survey rate limits shared through Redis (REDIS_URL)', () => {
  const clients: Redis[] = [];
  afterEach(async () => Promise.all(clients.splice(0).map((client) => client.quit())));
  const client = (): Redis => {
    const created = new Redis(redisUrl as string, { lazyConnect: false, maxRetriesPerRequest: 2 });
    clients.push(created);
    return created;
  };

  it('two instances together allow one token its limit, counted under its hash, never the token', async () => {
    const limits = { perTokenPerMinute: 3, perIpPerMinute: 1000 };
    const t = await buildTestApp('memory', { redis: client(), surveyRateLimit: limits });
    const second = t.anotherApp({ redis: client(), surveyRateLimit: limits });
    await Promise.all(clients.map((c) => c.ping()));
    await addEmployee(t, true);
    const campaign = await addCampaign(t);
    const [token] = [...(await issueLinks(t, campaign)).values()] as [string];

    const statuses: number[] = [];
    for (const instance of [t.app, second, t.app, second]) {
      const res = await call(
        request(instance)
          .post('/survey/v1/responses')
          .set('Authorization', `Invitation ${token}`)
          .send(answersTo(campaign)),
      );
      statuses.push(res.status);
    }
    expect(statuses).toEqual([201, 409, 409, 429]);
    const [redis] = clients as [Redis];
    const keys = await redis.keys(`employee-api:survey-token:*${SURVEY_TOKENS.hashOf(token)}*`);
    expect(keys).toHaveLength(1);
    expect(await redis.keys(`*${token}*`)).toEqual([]);
    await redis.del(...keys, ...(await redis.keys('employee-api:survey-ip:*')));
  });
});
