import { beforeAll, describe, expect, it } from '@jest/globals';
import { REPORTS } from '@employee/domain';
import { pino } from 'pino';
import request from 'supertest';
import { reportsWorld, type ReportsWorld } from '../support/reports-world';
import { schemaErrors } from '../support/reports-openapi';

/**
 * The reports listener over HTTP (docs/decisions/0003-reports.md#where-and-how; docs/reports.md#the-listener):
 * authentication and scope, CampaignAccess, the JSON and CSV answers, the errors, and its own documentation.
 */

const bearer = (credential: string) => ({ Authorization: `Bearer ${credential}` });

describe('reports listener', () => {
  let w: ReportsWorld;
  const path = (name: string, query: string) => `/api/v1/reports/${name}?${query}`;
  const enps = () => path('enps', `campaign_id=${w.campaign.id}`);

  beforeAll(async () => {
    w = await reportsWorld({ rateLimitPerMinute: 10_000 });
  });

  describe('authentication and access (docs/access.md)', () => {
    it('refuses a request without a credential with 401 and one without reports:read with 403', async () => {
      const anonymous = await request(w.app).get(enps());
      expect([anonymous.status, anonymous.headers['www-authenticate']]).toEqual([401, 'Bearer']);
      const token = await w.addUser(['campaigns:read']);
      const refused = await request(w.app).get(enps()).set(bearer(token));
      expect([refused.status, refused.body.meta]).toEqual([403, { required_scope: 'reports:read' }]);
    });

    it('answers a user token with reports:read, and an API key, with the report', async () => {
      const token = await w.addUser(['reports:read']);
      for (const credential of [token, w.key]) {
        const res = await request(w.app).get(enps()).set(bearer(credential));
        expect(res.status).toBe(200);
        // 6 promoters and 5 detractors of 11 (the 2 of Legal, under 5, are left out of every figure): 9.1
        expect(res.body.data).toMatchObject({ respondents: 11, score: 9.1 });
      }
    });

    it('gives a user limited to one campaign 403 on another', async () => {
      const token = await w.addUser(['reports:read'], { campaigns: [w.empty.id] });
      const res = await request(w.app).get(enps()).set(bearer(token));
      expect([res.status, res.body.status]).toEqual([403, 403]);
      expect(
        (
          await request(w.app)
            .get(path('enps', `campaign_id=${w.empty.id}`))
            .set(bearer(token))
        ).status,
      ).toBe(200);
    });

    it('gives a segment-limited user the figures a full reader gets for that segment', async () => {
      const token = await w.addUser(['reports:read'], {
        segment: { filter_id: w.department.id, values: ['Sales'] },
      });
      const limited = await request(w.app).get(enps()).set(bearer(token));
      const full = await request(w.app)
        .get(path('enps', `campaign_id=${w.campaign.id}&segment%5Bdepartment%5D=Sales`))
        .set(bearer(w.key));
      expect(limited.status).toBe(200);
      expect(limited.body.data).toEqual(full.body.data);
      expect(limited.body.data).toMatchObject({ respondents: 6, score: 100 });
    });
  });

  describe('JSON answer', () => {
    it('answers {data, meta} as the document says, meta.generated_at in ISO 8601', async () => {
      const res = await request(w.app)
        .get(path('enps', `campaign_id=${w.campaign.id}&group_by=filter:department`))
        .set(bearer(w.key));
      expect(res.headers['content-type']).toBe('application/json; charset=UTF-8');
      expect(schemaErrors('Report', res.body)).toEqual([]);
      expect(res.body.meta).toEqual({
        campaign_id: w.campaign.id,
        respondents: 11,
        // the campaign's 13 invitations: the 2 of Legal, left out of every figure, were invited too
        invited: 13,
        min_group_size: 5,
        left_out: 2,
        distribution: w.campaign.distribution,
        segment: {},
        group_by: 'filter:department',
        generated_at: '2026-11-22T13:00:00.000Z',
      });
      // Legal (2 respondents) is too small: listed as suppressed, and so is the next smallest, Ops (5)
      expect(res.body.data.groups).toEqual([
        expect.objectContaining({ group: 'Sales', respondents: 6, score: 100 }),
        { group: 'Legal', suppressed: true },
        { group: 'Ops', suppressed: true },
      ]);
    });

    it('answers every one of the fifteen reports', async () => {
      for (const report of REPORTS) {
        const group = report.name === 'ranking-filters' ? '&group_by=filter:department' : '';
        const res = await request(w.app)
          .get(path(report.name, `campaign_id=${w.campaign.id}${group}`))
          .set(bearer(w.key));
        expect([report.name, res.status, schemaErrors('Report', res.body)]).toEqual([report.name, 200, []]);
      }
    });

    it('answers a selection under the minimum group size with 200 and data.suppressed', async () => {
      const res = await request(w.app)
        .get(path('enps', `campaign_id=${w.campaign.id}&segment%5Bdepartment%5D=Legal`))
        .set(bearer(w.key));
      expect([res.status, res.body.data, res.body.meta.respondents, res.body.meta.invited]).toEqual([
        200,
        { suppressed: true },
        null,
        null,
      ]);
    });
  });

  describe('CSV answer (docs/reports.md#csv)', () => {
    it('answers the main table: BOM, ";", decimal comma, English header, CRLF, a file name', async () => {
      const res = await request(w.app).get(enps()).set(bearer(w.key)).set('Accept', 'text/csv').buffer(true);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=UTF-8');
      expect(res.headers['content-disposition']).toBe(`attachment; filename=enps-${w.campaign.id}.csv`);
      expect(res.headers.vary).toMatch(/Accept/);
      const text = res.text;
      expect(text.startsWith('\uFEFF')).toBe(true);
      const lines = text.slice(1).split('\r\n');
      expect(lines[0]).toBe(
        'scope;group;respondents;score;promoters_pct;passives_pct;detractors_pct;' +
          Array.from({ length: 11 }, (_, value) => `answers_${value}`).join(';') +
          ';left_out;group_reason',
      );
      expect(lines[1]).toBe('overall;;11;9,1;54,5;0;45,5;0;0;0;5;0;0;0;0;0;0;6;2;');
      expect(lines[2]).toBe('');
    });

    it('answers a suppressed selection with the header and one overall line of empty cells', async () => {
      const res = await request(w.app)
        .get(path('lnps', `campaign_id=${w.campaign.id}&segment%5Bdepartment%5D=Legal`))
        .set(bearer(w.key))
        .set('Accept', 'text/csv');
      const lines = res.text.slice(1).split('\r\n');
      expect([res.status, lines[0]?.startsWith('scope;group;respondents;score'), lines[1], lines.length]).toEqual([
        200,
        true,
        `overall;${';'.repeat(16)};2;`,
        3,
      ]);
    });

    it('answers 406 to an Accept that allows neither JSON nor CSV', async () => {
      const res = await request(w.app).get(enps()).set(bearer(w.key)).set('Accept', 'application/xml');
      expect([res.status, res.body.title]).toEqual([406, 'Not Acceptable']);
    });
  });

  describe('respondents left out for anonymity (docs/reports.md#anonymity)', () => {
    // Legal's 2 respondents form a class under 5 even with every value hidden: left out of every figure
    const variants = (report: { name: string }) =>
      report.name === 'ranking-filters'
        ? ['group_by=filter:department', 'group_by=tenure&segment%5Bdepartment%5D=Sales']
        : report.name === 'employee-journey'
          ? ['', 'segment%5Bdepartment%5D=Ops', 'segment%5Bdepartment%5D=Legal']
          : ['', 'segment%5Bdepartment%5D=Sales', 'group_by=filter:department', 'segment%5Bdepartment%5D=Legal'];

    it('counts them in meta.left_out of every report, the same whatever the segment and grouping', async () => {
      const seen: Array<[string, string, number, unknown]> = [];
      for (const report of REPORTS)
        for (const query of variants(report)) {
          const res = await request(w.app)
            .get(path(report.name, `campaign_id=${w.campaign.id}&${query}`))
            .set(bearer(w.key));
          expect(schemaErrors('Report', res.body)).toEqual([]);
          seen.push([report.name, query, res.status, res.body.meta.left_out]);
        }
      expect(seen).toEqual(seen.map(([name, query]) => [name, query, 200, 2]));
    });

    it('gives a user limited to a segment no count: it would be of respondents outside their access', async () => {
      const token = await w.addUser(['reports:read'], {
        segment: { filter_id: w.department.id, values: ['Sales'] },
      });
      const res = await request(w.app).get(enps()).set(bearer(token));
      expect([res.status, res.body.meta.left_out, schemaErrors('Report', res.body)]).toEqual([200, null, []]);
    });

    it('gives the count in the CSV: the column left_out, on the overall lines', async () => {
      const res = await request(w.app)
        .get(path('attrition-clusters', `campaign_id=${w.campaign.id}&group_by=filter:department`))
        .set(bearer(w.key))
        .set('Accept', 'text/csv');
      const lines = res.text.slice(1).split('\r\n');
      expect(lines[0]).toBe('scope;group;band;count;pct;leavers;leaver_rate_pct;left_out;group_reason');
      expect(lines.slice(1, -1).map((line) => [line.split(';')[0], line.split(';').at(-2)])).toEqual([
        ...Array.from({ length: 3 }, () => ['overall', '2']),
        // Sales' three bands, then Legal and Ops suppressed (one line each)
        ...Array.from({ length: 3 + 2 }, () => ['group', '']),
      ]);
    });
  });

  describe('errors (the standard error body)', () => {
    it('answers an unknown report and an unknown campaign with 404', async () => {
      const unknown = await request(w.app)
        .get(path('salaries', `campaign_id=${w.campaign.id}`))
        .set(bearer(w.key));
      const noCampaign = await request(w.app)
        .get(path('enps', 'campaign_id=8d3f6a1e-2b4c-4d5e-9f60-7a8b9c0d1e2f'))
        .set(bearer(w.key));
      for (const res of [unknown, noCampaign]) {
        expect(res.status).toBe(404);
        expect(schemaErrors('ErrorBody', res.body)).toEqual([]);
      }
    });

    it('answers an unknown parameter with 422 naming it', async () => {
      const res = await request(w.app)
        .get(path('enps', `campaign_id=${w.campaign.id}&format=csv`))
        .set(bearer(w.key));
      expect(res.status).toBe(422);
      expect(schemaErrors('ValidationError', res.body)).toEqual([]);
      expect(Object.keys((res.body as { meta: { errors: object } }).meta.errors)).toEqual(['format']);
    });

    it('answers a path it does not serve with 404 and another method with 405', async () => {
      const unknown = await request(w.app).get('/api/v1/employees').set(bearer(w.key));
      expect([unknown.status, schemaErrors('ErrorBody', unknown.body)]).toEqual([404, []]);
      const post = await request(w.app).post(enps()).set(bearer(w.key));
      expect([post.status, post.headers.allow]).toEqual([405, 'GET']);
    });
  });

  describe('its own health and documentation', () => {
    it('serves /api/health, /api/openapi.json and /api/docs without a credential', async () => {
      expect((await request(w.app).get('/api/health')).body).toEqual({ status: 'ok' });
      const document = await request(w.app).get('/api/openapi.json');
      expect(document.body.paths['/v1/reports/{name}'].get.parameters[0].schema.enum).toEqual(
        REPORTS.map((r) => r.name),
      );
      const docs = await request(w.app).get('/api/docs');
      expect([docs.status, docs.headers['content-type']]).toEqual([200, 'text/html; charset=utf-8']);
    });
  });
});

describe('reports listener: group null (docs/reports.md#anonymity)', () => {
  it('gives the group of respondents whose value is hidden for anonymity the reason hidden (CSV too)', async () => {
    // Legal and Ops (3 each, under 5) are hidden: their 6 respondents count in group null, Legal and Ops are listed
    const people = ['Sales', 'Legal', 'Ops'].flatMap((name) =>
      Array.from({ length: name === 'Sales' ? 6 : 3 }, () => name),
    );
    const w = await reportsWorld({ people });
    const res = await request(w.app)
      .get(`/api/v1/reports/participation?campaign_id=${w.campaign.id}&group_by=filter:department`)
      .set(bearer(w.key));
    expect(schemaErrors('Report', res.body)).toEqual([]);
    const groups = res.body.data.groups as Array<{ group: string | null; reason?: string; respondents?: number }>;
    expect(groups.map((g) => [g.group, g.reason, g.respondents])).toEqual([
      ['Sales', undefined, 6],
      [null, 'hidden', 6],
      ['Legal', undefined, undefined],
      ['Ops', undefined, undefined],
    ]);
    const csv = await request(w.app)
      .get(`/api/v1/reports/participation?campaign_id=${w.campaign.id}&group_by=filter:department`)
      .set(bearer(w.key))
      .set('Accept', 'text/csv');
    const lines = csv.text.slice(1).split('\r\n').slice(0, -1);
    expect(lines.map((line) => line.split(';')).map((cells) => [cells[0], cells[1], cells.at(-1)])).toEqual([
      ['scope', 'group', 'group_reason'],
      ['overall', '', ''],
      ['group', 'Sales', ''],
      ['group', '', 'hidden'],
      ['group', 'Legal', ''],
      ['group', 'Ops', ''],
    ]);
  });
});

describe('reports listener: logs and rate limits', () => {
  it('logs the route and the report name, never a query value', async () => {
    const w = await reportsWorld();
    const lines: string[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
    const app = w.anotherApp({ logger });
    await request(app)
      .get(`/api/v1/reports/enps?campaign_id=${w.campaign.id}&segment%5Bdepartment%5D=Maria`)
      .set(bearer(w.key));
    const logged = lines.join('\n');
    expect(logged).toContain('"path":"/api/v1/reports/enps"');
    expect(logged).not.toContain('Maria');
  });

  it('counts a key in the same counters as the other listeners given the same limiters', async () => {
    const w = await reportsWorld({ rateLimitPerMinute: 2 });
    const other = w.anotherApp();
    const path = `/api/v1/reports/enps?campaign_id=${w.campaign.id}`;
    expect((await request(w.app).get(path).set(bearer(w.key))).status).toBe(200);
    expect((await request(other).get(path).set(bearer(w.key))).status).toBe(200);
    const third = await request(w.app).get(path).set(bearer(w.key));
    expect([third.status, third.body.meta.limit]).toEqual([429, 2]);
  });
});
