import { beforeAll, describe, expect, it } from '@jest/globals';
import { loadSqlParser, unroutedTables } from './shard-key-check';

const KEYS = new Map([
  ['employees', 'company_id'],
  ['employee_field_values', 'company_id'],
  ['webhook_deliveries', 'company_id'],
]);

describe('unroutedTables: the company-scoped tables a statement leaves without its company', () => {
  beforeAll(loadSqlParser);

  it.each([
    ['a key equal to a parameter', 'SELECT * FROM employees WHERE company_id = $1 AND id = $2'],
    ['a qualified, quoted alias', 'SELECT "E"."id" FROM "employees" "E" WHERE "E"."company_id" = $1::uuid'],
    ['a table that is not company-scoped', 'UPDATE companies SET name = $2 WHERE id = $1'],
    [
      'keyset pages that repeat the key in each branch',
      'SELECT * FROM employees WHERE (company_id = $1 AND id > $2) OR (company_id = $3 AND id = $4)',
    ],
    ['a key in a list of one', 'SELECT * FROM employees WHERE company_id IN ($1)'],
    [
      'a join on the key with a routed table',
      'SELECT v.* FROM employee_field_values v JOIN employees e ON e.company_id = v.company_id ' +
        'WHERE e.company_id = $1',
    ],
    ['an insert that sets the key', 'INSERT INTO employees (id, company_id, name) VALUES ($1, $2, $3)'],
    [
      'a correlated subquery on the outer key',
      'SELECT * FROM employees e WHERE e.company_id = $1 AND EXISTS ' +
        '(SELECT 1 FROM employee_field_values v WHERE v.company_id = e.company_id AND v.employee_id = e.id)',
    ],
    [
      'a CTE that is routed, joined on the key',
      'WITH picked AS (SELECT company_id, id FROM employees WHERE company_id = $1) ' +
        'DELETE FROM employee_field_values v USING picked p WHERE v.company_id = p.company_id',
    ],
    ['a statement that is not DML', 'TRUNCATE employees CASCADE'],
  ])('finds none with %s', (_, sql) => {
    expect(unroutedTables(sql, KEYS)).toEqual([]);
  });

  it.each([
    ['no WHERE at all', 'SELECT count(*) FROM employees', ['employees']],
    ['a filter on another column only', 'DELETE FROM employees WHERE id = $1', ['employees']],
    ['a key under an OR', 'SELECT * FROM employees WHERE company_id = $1 OR id = $2', ['employees']],
    ['a key in a list of companies', 'SELECT * FROM employees WHERE company_id = ANY($1)', ['employees']],
    ['a key in a list of two', 'SELECT * FROM employees WHERE company_id IN ($1, $2)', ['employees']],
    [
      'a join on the key with an unrouted table',
      'SELECT * FROM employee_field_values v JOIN employees e ON e.company_id = v.company_id WHERE e.id = $1',
      ['employee_field_values', 'employees'],
    ],
    [
      'a claim across companies in a subquery',
      'UPDATE webhook_deliveries SET lease = $1 WHERE company_id = $2 AND id IN ' +
        '(SELECT id FROM webhook_deliveries WHERE due_at <= now() FOR UPDATE SKIP LOCKED)',
      ['webhook_deliveries'],
    ],
    ['an insert without the key', 'INSERT INTO employees (id, name) VALUES ($1, $2)', ['employees']],
    [
      'an unrouted CTE',
      'WITH gone AS (DELETE FROM employees WHERE deleted_at < $1 RETURNING id) SELECT count(*) FROM gone',
      ['employees'],
    ],
  ])('names the table with %s', (_, sql, tables) => {
    expect(unroutedTables(sql, KEYS)).toEqual(tables);
  });
});
