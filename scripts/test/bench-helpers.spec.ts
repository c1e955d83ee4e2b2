import { describe, expect, it } from '@jest/globals';
import type { PoolClient } from 'pg';
import { companyOfKey, parseBearer } from '../bench/baseline-auth';
import { EMPLOYEE_BY_ID_FOR_UPDATE, containsPattern, insertFieldValues } from '../bench/baseline-sql';
import { parseBenchOptions } from '../bench/cli-options';
import { cycling, pooled } from '../bench/scenarios';
import { percentile, summarizeLatencies } from '../bench/percentiles';
import { normalizeStatement, requestStatements } from '../bench/sql-parity';
import { emailFragment } from '../bench/test-data';

/** A key and its stored hash, made by our server's NodeApiKeyCodec('production'). */
const KEY = 'emp_production_mc2Suy1Oiubv_DphQHIP3zOM7BriwaymNMwCKTB6ptx1K0qKtxo';
const KEY_HASH = 'b1c4018d229d3cea333c6b3e5082addf6e9b88d59faa3e4334bf77fc3cf299d7';

describe('percentile', () => {
  it('is the nearest-rank value of sorted values', () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 95)).toBe(95);
    expect(percentile(values, 99)).toBe(99);
    expect(percentile(values, 100)).toBe(100);
    expect(percentile(values, 0)).toBe(1);
  });

  it('takes the next value up between ranks, and handles one value or none', () => {
    expect(percentile([10, 20, 30], 50)).toBe(20);
    expect(percentile([10, 20, 30], 95)).toBe(30);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 50)).toBeNull();
  });

  it('refuses a percentile outside 0..100', () => {
    expect(() => percentile([1], 101)).toThrow(RangeError);
  });
});

describe('the bench flags', () => {
  it("splits --node-args into our server's flags, none by default, and refuses a word that is not a flag", () => {
    expect(parseBenchOptions(['--node-args=--max-old-space-size=160  --max-semi-space-size=2'])).toMatchObject({
      nodeArgs: ['--max-old-space-size=160', '--max-semi-space-size=2'],
    });
    expect(parseBenchOptions([])).toMatchObject({ nodeArgs: [] });
    expect(() => parseBenchOptions(['--node-args=--inspect index.js'])).toThrow(
      '--node-args takes Node.js flags (--…), got "index.js"',
    );
  });
});

describe('summarizeLatencies', () => {
  it('sorts a copy and gives p50, p95, p99, max and mean', () => {
    const latencies = [5, 1, 4, 2, 3];
    expect(summarizeLatencies(latencies)).toEqual({ count: 5, p50: 3, p95: 5, p99: 5, max: 5, mean: 3 });
    expect(latencies).toEqual([5, 1, 4, 2, 3]);
  });

  it('gives nulls for no responses', () => {
    expect(summarizeLatencies([])).toEqual({ count: 0, p50: null, p95: null, p99: null, max: null, mean: null });
  });
});

describe('baseline authentication', () => {
  it('parses a key of our codec and refuses a wrong checksum, another environment or another scheme', () => {
    expect(parseBearer(`Bearer ${KEY}`, 'production')).toEqual({
      identifier: 'mc2Suy1Oiubv',
      secret: 'DphQHIP3zOM7BriwaymNMwCKTB6ptx1K',
    });
    expect(parseBearer(`Bearer ${KEY.slice(0, -1)}p`, 'production')).toBeNull();
    expect(parseBearer(`Bearer ${KEY}`, 'sandbox')).toBeNull();
    expect(parseBearer(`Basic ${KEY}`, 'production')).toBeNull();
    expect(parseBearer(undefined, 'production')).toBeNull();
  });

  it('reads the key, checks the secret against the stored hash, then reads the company', async () => {
    const sent: unknown[][] = [];
    const client = (revokedAt: Date | null, hash: string) =>
      ({
        query: async (sql: string, params: unknown[]) => {
          sent.push(params);
          return sql.includes('"api_keys"')
            ? { rows: [{ id: 'k1', companyId: 'c1', secretHash: hash, revokedAt }] }
            : { rows: [{ id: 'c1', identifyKey: 'document' }] };
        },
      }) as unknown as PoolClient;
    const key = parseBearer(`Bearer ${KEY}`, 'production');
    if (!key) throw new Error('the key should parse');
    await expect(companyOfKey(client(null, KEY_HASH), key)).resolves.toEqual({
      id: 'c1',
      identifyKey: 'document',
      keyId: 'k1',
    });
    expect(sent).toEqual([['mc2Suy1Oiubv'], ['c1']]);
    await expect(companyOfKey(client(null, KEY_HASH.replace('b1', 'b2')), key)).resolves.toBeNull();
    await expect(companyOfKey(client(new Date(), KEY_HASH), key)).resolves.toBeNull();
  });
});

describe('baseline SQL', () => {
  it('escapes LIKE wildcards as our adapter does', () => {
    expect(containsPattern('50%_a\\b')).toBe('%50\\%\\_a\\\\b%');
  });

  it('writes the statements of our RawRecords', () => {
    const employeeById = new RegExp(
      /^SELECT "id" AS "id", "company_id" AS "companyId", /.source +
        /.*to_char\("birthdate", 'YYYY-MM-DD'\) AS "birthdate", .* FROM "employees" WHERE id = \$1 FOR UPDATE$/.source,
    );
    expect(EMPLOYEE_BY_ID_FOR_UPDATE).toMatch(employeeById);
    expect(insertFieldValues(2)).toBe(
      'INSERT INTO "employee_field_values" ("employee_id", "filter_id", "position", "value") ' +
        'VALUES ($1, $2, $3, $4), ($5, $6, $7, $8)',
    );
  });
});

describe('bench test data', () => {
  it('takes the surname, number and @ of a seeded e-mail', () => {
    expect(emailFragment('maria.silva.123456@bench-big.com.br')).toBe('silva.123456@');
    expect(emailFragment('ana@x.com.br')).toBe('ana@');
  });

  it('cycles through requests, or hands each out once', () => {
    const requests = [
      { method: 'GET' as const, path: '/a' },
      { method: 'GET' as const, path: '/b' },
    ];
    const endless = cycling(requests);
    expect([endless.next().path, endless.next().path, endless.next().path]).toEqual(['/a', '/b', '/a']);
    expect(endless.remaining).toBe(Infinity);
    const once = pooled(requests);
    expect(once.remaining).toBe(2);
    expect([once.next().path, once.next().path]).toEqual(['/a', '/b']);
    expect(once.remaining).toBe(0);
  });
});

describe('SQL parity', () => {
  it('makes white space, IN lists and literal limits uniform', () => {
    expect(normalizeStatement('SELECT a\n   FROM t WHERE (("t"."id" IN ($1, $2, $3))) LIMIT 100 OFFSET 200')).toBe(
      'SELECT a FROM t WHERE (("t"."id" IN ($…))) LIMIT n OFFSET m',
    );
  });

  it("orders a request's transactions by their start, each one's statements together", () => {
    const captured = [
      { connection: 1, sql: 'START TRANSACTION' },
      { connection: 2, sql: 'START TRANSACTION' },
      { connection: 1, sql: 'SELECT key' },
      { connection: 2, sql: 'SELECT employee' },
      { connection: 1, sql: 'COMMIT' },
      { connection: 2, sql: 'COMMIT' },
      { connection: 2, sql: 'START TRANSACTION' },
      { connection: 2, sql: 'SELECT links' },
      { connection: 2, sql: 'COMMIT' },
    ];
    expect(requestStatements(captured)).toEqual([
      'START TRANSACTION',
      'SELECT key',
      'COMMIT',
      'START TRANSACTION',
      'SELECT employee',
      'COMMIT',
      'START TRANSACTION',
      'SELECT links',
      'COMMIT',
    ]);
  });
});
