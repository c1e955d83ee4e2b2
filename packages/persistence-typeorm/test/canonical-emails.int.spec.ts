import { beforeEach, describe, expect, it } from '@jest/globals';
import { aCompany, anEmployee } from '@employee/domain/testing';
import { testEngines } from '@employee/persistence-typeorm/testing';
import { useTestDatabase } from '@employee/persistence-typeorm/testing/jest';
import { CanonicalEmails1764100000001 } from '../src/migrations/1764100000001-canonical-emails';

/**
 * The migration that rewrites stored e-mails into today's canonical form (docs/security.md#look-alike-identity-values):
 * rows written before the rules changed are made comparable with new ones, and none is lost.
 */
describe.each(testEngines())('migration CanonicalEmails1764100000001 on %s', (engine) => {
  const database = useTestDatabase(engine);

  beforeEach(async () => {
    await database().truncate();
  });

  /** Stores an employee whose e-mail column holds `stored` exactly, as the earlier rules could have written it. */
  async function employeeStoredWith(stored: string): Promise<string> {
    const company = aCompany().build();
    const employee = anEmployee().of(company).withEmail(null).build();
    await database().uow.run(async (r) => {
      await r.companies.save(company);
      await r.employees.save(employee);
    });
    await database().dataSource.query('UPDATE employees SET email = $1 WHERE id = $2', [stored, employee.id]);
    return employee.id;
  }

  async function emailOf(id: string): Promise<string> {
    const rows = await database().dataSource.query<{ email: string }[]>('SELECT email FROM employees WHERE id = $1', [
      id,
    ]);
    return rows[0]?.email as string;
  }

  it('rewrites addresses beyond ASCII; leaves refused ones and look-alike pairs as stored', async () => {
    const unicodeDomain = await employeeStoredWith('ana@ex\u00e4mple.com');
    const fullWidth = await employeeStoredWith('\uff42\uff49\uff41@example.com');
    const composed = await employeeStoredWith('jo\u00e3o@example.com');
    const decomposed = await employeeStoredWith('joa\u0303o@example.com');
    const invisible = await employeeStoredWith('c\u200barla@example.com');
    const ascii = await employeeStoredWith('dora@example.com');

    const runner = database().dataSource.createQueryRunner();
    try {
      await new CanonicalEmails1764100000001().up(runner);
    } finally {
      await runner.release();
    }

    expect({
      unicodeDomain: await emailOf(unicodeDomain),
      fullWidth: await emailOf(fullWidth),
      composed: await emailOf(composed),
      decomposed: await emailOf(decomposed),
      invisible: await emailOf(invisible),
      ascii: await emailOf(ascii),
    }).toEqual({
      unicodeDomain: 'ana@xn--exmple-cua.com',
      fullWidth: 'bia@example.com',
      composed: 'jo\u00e3o@example.com',
      decomposed: 'joa\u0303o@example.com',
      invisible: 'c\u200barla@example.com',
      ascii: 'dora@example.com',
    });
  });
});
