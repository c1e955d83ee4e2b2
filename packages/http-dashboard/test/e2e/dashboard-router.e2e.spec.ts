import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { errorHandler, notFound } from '@employee/http-common';
import express, { type Express } from 'express';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { dashboardRouter } from '../../src';

describe('dashboardRouter', () => {
  let webRoot: string;
  let app: Express;

  beforeAll(() => {
    webRoot = mkdtempSync(join(tmpdir(), 'dashboard-'));
    mkdirSync(join(webRoot, 'assets'));
    writeFileSync(join(webRoot, 'index.html'), '<title>dashboard</title>');
    writeFileSync(join(webRoot, 'survey.html'), '<title>survey</title>');
    writeFileSync(join(webRoot, 'assets', 'index-abc123.js'), 'console.log(1)');
    app = express();
    app.use(
      dashboardRouter({
        webRoot,
        environment: 'production',
        firingSettleDelaySeconds: 5,
        timeZone: 'America/Sao_Paulo',
        reportsApi: [(_req, res) => void res.json({ reached: 'reports' })],
      }),
    );
    app.use(notFound, errorHandler);
  });
  afterAll(() => rmSync(webRoot, { recursive: true, force: true }));

  it.each(['/admin', '/admin/', '/admin/employees/123', '/admin/invitations/some-token'])(
    'serves the application page at %s, never cached',
    async (path) => {
      const res = await request(app).get(path);
      expect(res.status).toBe(200);
      expect(res.text).toContain('<title>dashboard</title>');
      expect(res.headers['cache-control']).toBe('no-store');
    },
  );

  it('serves the survey page at /survey/{token}', async () => {
    const res = await request(app).get('/survey/tok_123');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<title>survey</title>');
  });

  it('serves hashed assets for a year, and a missing asset is the standard 404', async () => {
    const asset = await request(app).get('/admin/assets/index-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await request(app).get('/admin/assets/nope.js');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ status: 404 });
  });

  it('answers 500 when a page file is missing (a dashboard not built), not a client error', async () => {
    rmSync(join(webRoot, 'survey.html'));
    try {
      const page = await request(app).get('/survey/tok_123');
      expect(page.status).toBe(500);
      expect(page.body).toMatchObject({ status: 500, detail: 'An unexpected error occurred' });
    } finally {
      writeFileSync(join(webRoot, 'survey.html'), '<title>survey</title>');
    }
  });

  it("tells the environment without sign-in, for the header's band", async () => {
    const res = await request(app).get('/admin/api/environment');
    expect(res.body).toEqual({
      data: { environment: 'production', firing_settle_delay_seconds: 5, time_zone: 'America/Sao_Paulo' },
    });
  });

  it('hands /admin/api/reports to the reports handlers and answers 404 for other /admin/api paths', async () => {
    expect((await request(app).get('/admin/api/reports/enps')).body).toEqual({ reached: 'reports' });
    const other = await request(app).get('/admin/api/unknown');
    expect(other.status).toBe(404);
    expect(other.headers['content-type']).toMatch(/^application\/json/);
  });
});
