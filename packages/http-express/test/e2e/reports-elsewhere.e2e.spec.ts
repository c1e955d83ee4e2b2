import { describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { buildTestApp } from '../support/test-app';
import { bearer } from './e2e-helpers';

/** The main API serves no report: they are on the reports listener (docs/reports.md#the-listener). */
describe('the main API under /api/v1/reports', () => {
  it('answers 404 with the standard body, with a key or without one', async () => {
    const t = await buildTestApp('memory');
    const path = `/api/v1/reports/enps?campaign_id=${t.campaign.id}`;
    for (const res of [await request(t.app).get(path).set(bearer(t.key)), await request(t.app).get(path)]) {
      expect([res.status, res.body.status, res.body.detail]).toEqual([
        404,
        404,
        expect.stringContaining('REPORTS_PORT'),
      ]);
    }
  });
});
