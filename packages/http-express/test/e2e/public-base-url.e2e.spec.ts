import { describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { expectMatchesOpenApi } from '../support/openapi';
import { buildTestApp } from '../support/test-app';

/** `PUBLIC_BASE_URL` (docs/contract.md#configuration): the origin of absolute pagination links. */
describe('pagination links with a public base URL', () => {
  it('builds every link on the configured origin, keeping search and per_page', async () => {
    const t = await buildTestApp('memory', { publicBaseUrl: 'https://api.exemplo.com.br/' });

    const res = await request(t.app).get('/api/v1/filters?per_page=1&page=2').set('Authorization', `Bearer ${t.key}`);

    expectMatchesOpenApi(res);
    expect(res.body.links).toEqual({
      first: 'https://api.exemplo.com.br/api/v1/filters?per_page=1&page=1',
      last: 'https://api.exemplo.com.br/api/v1/filters?per_page=1&page=2',
      prev: 'https://api.exemplo.com.br/api/v1/filters?per_page=1&page=1',
      next: null,
    });
  });
});
