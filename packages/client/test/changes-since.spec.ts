import { describe, expect, it } from '@jest/globals';
import { ChangesFeedError, createEmployeeClient } from '../src';

/** A client whose requests go to `answer`; `sent` keeps the URL of each. */
function clientAnswering(answer: (url: URL) => Response) {
  const sent: URL[] = [];
  const client = createEmployeeClient({
    baseUrl: 'https://api.example.com/api',
    apiKey: 'emp_test_key',
    fetch: async (request) => {
      const url = new URL(request.url);
      sent.push(url);
      return answer(url);
    },
  });
  return { client, sent };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('changesSince', () => {
  it('reads the page after a cursor (from the beginning without one) and returns it', async () => {
    const page = {
      data: [{ id: 'a', version: 2, change: 'delete', employee: null }],
      next_cursor: '7',
      has_more: false,
    };
    const { client, sent } = clientAnswering(() => json(200, page));

    expect(await client.changesSince(null)).toEqual(page);
    expect(await client.changesSince('7', 50)).toEqual(page);

    expect(sent.map((url) => `${url.pathname}${url.search}`)).toEqual([
      '/api/v1/employees/changes?limit=1000',
      '/api/v1/employees/changes?cursor=7&limit=50',
    ]);
  });

  it('throws ChangesFeedError with the status and body of an error answer', async () => {
    const problem = { status: 422, meta: { errors: { cursor: ['must be a next_cursor this feed returned'] } } };
    const { client } = clientAnswering(() => json(422, problem));

    const failure = client.changesSince('x');
    await expect(failure).rejects.toBeInstanceOf(ChangesFeedError);
    await expect(failure).rejects.toMatchObject({ status: 422, body: problem });
  });
});
