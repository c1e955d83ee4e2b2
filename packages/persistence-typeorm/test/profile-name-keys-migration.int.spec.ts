import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from '@jest/globals';
import { Profile, ValidationError } from '@employee/domain';
import { aCompany } from '@employee/domain/testing';
import { testEngines } from '@employee/persistence-typeorm/testing';
import { useTestDatabase } from '@employee/persistence-typeorm/testing/jest';
import type { QueryRunner } from 'typeorm';
import { ProfileNameKeys1765000000300 } from '../src/migrations/1765000000300-profile-name-keys';

/**
 * The migration that keys profile names by how they read (docs/access.md#profiles): every stored profile gets its
 * `name_key`; of two stored before that read the same, the built-in (else the older) holds it and the other is kept
 * with none, until it is renamed.
 */
describe.each(testEngines())('migration ProfileNameKeys1765000000300 on %s', (engine) => {
  const database = useTestDatabase(engine);
  const sql = <T>(query: string, params: unknown[] = []) => database().dataSource.query<T[]>(query, params);

  beforeEach(async () => {
    await database().truncate();
  });

  /** Runs the migration's `down` (the schema before it), then `work` on the same connection, then its `up`. */
  async function acrossTheMigration(work: (runner: QueryRunner) => Promise<void>): Promise<void> {
    const runner = database().dataSource.createQueryRunner();
    try {
      await new ProfileNameKeys1765000000300().down(runner);
      await work(runner);
      await new ProfileNameKeys1765000000300().up(runner);
    } finally {
      await runner.release();
    }
  }

  /** Stores a profile as the schema before the migration held it; its id. */
  async function storedBefore(
    runner: QueryRunner,
    companyId: string,
    name: string,
    builtin: boolean,
    createdAt: string,
  ): Promise<string> {
    const id = randomUUID();
    await runner.query(
      `INSERT INTO profiles (id, company_id, name, scopes, is_builtin, created_at, updated_at, version)
       VALUES ($1, $2, $3, '{audit:read}', $4, $5, $5, 1)`,
      [id, companyId, name, builtin, createdAt],
    );
    return id;
  }

  it('keys every profile; a look-alike stored before keeps its name and no key, and must be renamed', async () => {
    const company = aCompany().build();
    const other = aCompany().build();
    await database().uow.run(async (r) => {
      await r.companies.save(company);
      await r.companies.save(other);
    });
    const ids: Record<string, string> = {};
    await acrossTheMigration(async (runner) => {
      const stored = (companyId: string, name: string, builtin: boolean, createdAt: string) =>
        storedBefore(runner, companyId, name, builtin, createdAt);
      ids.lookalike = await stored(company.id, 'Leitor  de relat\u00f3ri\u043es', false, '2026-01-01T00:00:00Z');
      ids.builtin = await stored(company.id, 'Leitor de relatórios', true, '2026-02-01T00:00:00Z');
      ids.older = await stored(company.id, 'Auditoria', false, '2026-01-01T00:00:00Z');
      ids.newer = await stored(company.id, 'Audit\u043eria', false, '2026-01-02T00:00:00Z');
      ids.elsewhere = await stored(other.id, 'Audit\u043eria', false, '2026-01-03T00:00:00Z');
    });

    const keys = await sql<{ id: string; name_key: string | null }>('SELECT id, name_key FROM profiles');
    const keyOf = (id: string) => keys.find((k) => k.id === id)?.name_key;
    expect({
      builtin: keyOf(ids.builtin!),
      lookalike: keyOf(ids.lookalike!),
      older: keyOf(ids.older!),
      newer: keyOf(ids.newer!),
      elsewhere: keyOf(ids.elsewhere!),
    }).toEqual({
      builtin: 'leitor de relato\u0301rios',
      lookalike: null,
      older: 'auditoria',
      newer: null,
      elsewhere: 'auditoria',
    });

    const uow = database().uow;
    expect((await uow.run((r) => r.profiles.ofName(company.id, 'LEITOR DE RELATÓRIOS')))?.id).toBe(ids.builtin);
    const lookalike = (await uow.run((r) => r.profiles.ofId(company.id, ids.lookalike!))) as Profile;
    expect(lookalike.name).toBe('Leitor  de relat\u00f3ri\u043es');
    await expect(uow.run((r) => r.profiles.save(lookalike))).rejects.toBeInstanceOf(ValidationError);
    lookalike.rename('Leitura de relatórios', new Date('2026-03-01T00:00:00Z'));
    await uow.run((r) => r.profiles.save(lookalike));
    expect((await uow.run((r) => r.profiles.ofName(company.id, 'leitura de relatórios')))?.id).toBe(ids.lookalike);
  });
});
