import { beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { reportsWorld, type ReportsWorld } from '../support/reports-world';
import { schemaErrors } from '../support/reports-openapi';

/**
 * GET /api/v1/reports/comments (docs/reports.md#comments): the open answers of a selection of at least k
 * respondents of a closed campaign, masked as stored, without respondent, time or segment value, in an order shuffled
 * for each read.
 */

const bearer = (credential: string) => ({ Authorization: `Bearer ${credential}` });

/**
 * 6 of Sales, 5 of Ops, 2 of Legal (under k = 5): each wrote `<department> <n>`; Sales 0 also a contact and their CPF
 * (valid check digits, typed with its punctuation).
 */
const comment = (department: string, n: number) =>
  department === 'Sales' && n === 0
    ? 'Sales 0: falem comigo em ana@empresa.com.br ou (11) 98765-4321, meu CPF é 529.982.247-25'
    : `${department} ${n}`;

const SALES = [
  'Sales 0: falem comigo em [e-mail] ou [telefone], meu CPF é [CPF]',
  'Sales 1',
  'Sales 2',
  'Sales 3',
  'Sales 4',
  'Sales 5',
];
const OPS = ['Ops 0', 'Ops 1', 'Ops 2', 'Ops 3', 'Ops 4'];

describe('comments (reports listener)', () => {
  let w: ReportsWorld;
  let open: ReportsWorld;
  const path = (query: string, world = w) => `/api/v1/reports/comments?campaign_id=${world.campaign.id}${query}`;
  const read = async (query = '', credential = w.key) => request(w.app).get(path(query)).set(bearer(credential));
  /** The texts of the first open question in an answer's body. */
  const commentsOf = (body: unknown): string[] =>
    (body as { data: { questions: Array<{ comments: string[] }> } }).data.questions[0]?.comments ?? [];

  beforeAll(async () => {
    w = await reportsWorld({ rateLimitPerMinute: 10_000, comment, closed: true });
    open = await reportsWorld({ rateLimitPerMinute: 10_000, comment });
  });

  it('answers the masked comments of the released respondents per open question, nothing else', async () => {
    const res = await read();

    expect(res.status).toBe(200);
    expect(schemaErrors('Comments', res.body)).toEqual([]);
    const openQuestions = w.campaign.questionnaire.questions.filter((q) => q.kind === 'open').map((q) => q.id);
    // the 2 of Legal, a class under k, are left out as from every report; each entry holds only the question and texts
    expect(res.body.data).toEqual({
      respondents: 11,
      questions: [
        { question_id: openQuestions[0], comments: expect.arrayContaining([...SALES, ...OPS]) },
        { question_id: openQuestions[1], comments: [] },
      ],
    });
    expect(commentsOf(res.body)).toHaveLength(11);
    expect(res.body.meta).toEqual({
      campaign_id: w.campaign.id,
      respondents: 11,
      min_group_size: 5,
      distribution: w.campaign.distribution,
      segment: {},
      generated_at: expect.any(String),
    });
  });

  it('gives the texts of a segment only, and answers a segment under k suppressed with no text', async () => {
    const ops = await read('&segment%5Bdepartment%5D=Ops');
    expect([ops.body.data.respondents, [...commentsOf(ops.body)].sort()]).toEqual([5, OPS]);

    const legal = await read('&segment%5Bdepartment%5D=Legal');
    expect(legal.status).toBe(200);
    expect(legal.body.data).toEqual({ suppressed: true, reason: 'too_few_respondents' });
    expect(legal.body.meta.respondents).toBeNull();
    expect(schemaErrors('Comments', legal.body)).toEqual([]);
  });

  it('gives a user limited to a segment the comments of that segment only', async () => {
    const token = await w.addUser(['reports:read'], { segment: { filter_id: w.department.id, values: ['Sales'] } });
    const limited = await read('', token);
    expect([limited.body.data.respondents, [...commentsOf(limited.body)].sort()]).toEqual([6, SALES]);
    const outside = await read('&segment%5Bdepartment%5D=Ops', token);
    expect(outside.body.data).toEqual({ suppressed: true, reason: 'too_few_respondents' });
  });

  it('shows no comment of a campaign that still takes answers', async () => {
    const res = await request(open.app).get(path('', open)).set(bearer(open.key));
    expect([res.status, res.body.data]).toEqual([200, { suppressed: true, reason: 'campaign_not_closed' }]);
  });

  it('shuffles the comments on every read', async () => {
    const reads = await Promise.all([1, 2, 3, 4, 5].map(() => read()));
    const orders = reads.map((res) => commentsOf(res.body).join('|'));
    // 11 comments: five reads in one order would happen once in 11!^4 by chance
    expect(new Set(orders).size).toBeGreaterThan(1);
    expect(new Set(reads.map((res) => [...commentsOf(res.body)].sort().join('|'))).size).toBe(1);
  });

  it('refuses group_by and compare_campaign_id with 422, a CSV with 406, another method with 405', async () => {
    const grouped = await read('&group_by=filter:department');
    expect([grouped.status, Object.keys((grouped.body as { meta: { errors: object } }).meta.errors)]).toEqual([
      422,
      ['group_by'],
    ]);
    expect(schemaErrors('ValidationError', grouped.body)).toEqual([]);
    const compared = await read(`&compare_campaign_id=${w.empty.id}`);
    expect([compared.status, Object.keys((compared.body as { meta: { errors: object } }).meta.errors)]).toEqual([
      422,
      ['compare_campaign_id'],
    ]);
    const csv = await request(w.app).get(path('')).set(bearer(w.key)).set('Accept', 'text/csv');
    expect(csv.status).toBe(406);
    expect((await request(w.app).post(path('')).set(bearer(w.key))).status).toBe(405);
  });

  it('answers 401 without a credential and 403 without reports:read', async () => {
    expect((await request(w.app).get(path(''))).status).toBe(401);
    const token = await w.addUser(['campaigns:read']);
    expect((await read('', token)).status).toBe(403);
  });
});
