import { describe, expect, it } from '@jest/globals';
import { NO_SIGN_IN_FAILURES } from '@employee/domain';
import { sessionsContract, signInFailuresContract } from '@employee/domain/testing';
import { TypeOrmSessions, TypeOrmSignInFailures } from '@employee/persistence-typeorm';
import { SignInState1764300000000 } from '../src/migrations/1764300000000-sign-in-state';
import { testEngines } from '@employee/persistence-typeorm/testing';
import { useTestDatabase } from '@employee/persistence-typeorm/testing/jest';

/**
 * Sessions and sign-in failure counts in the database (docs/persistence.md#sessions-and-sign-in-failures): the
 * ports' contracts on every engine, and what the tables hold (hashes only, never a session id or an e-mail).
 */
describe.each(testEngines())('sign-in state on %s', (engine) => {
  const database = useTestDatabase(engine);

  sessionsContract(`TypeORM, ${engine}`, async () => {
    await database().truncate();
    return { sessions: new TypeOrmSessions(database().dataSource) };
  });

  signInFailuresContract(`TypeORM, ${engine}`, async () => {
    await database().truncate();
    return { failures: new TypeOrmSignInFailures(database().dataSource) };
  });

  it('stores the SHA-256 of a session id and of an e-mail, never the id or the e-mail', async () => {
    await database().truncate();
    const now = new Date('2026-11-23T12:00:00Z');
    const { id } = await new TypeOrmSessions(database().dataSource).create('c0c0c0c0-0000-4000-8000-000000000001', now);
    await new TypeOrmSignInFailures(database().dataSource).reserve('ana@example.com', NO_SIGN_IN_FAILURES, now);

    const rows = JSON.stringify([
      await database().dataSource.query('SELECT * FROM sessions'),
      await database().dataSource.query('SELECT * FROM sign_in_failures'),
    ]);

    expect(rows).not.toContain(id);
    expect(rows).not.toContain('ana@example.com');
    expect(rows.match(/[0-9a-f]{64}/g)).toHaveLength(2);
  });

  it('migrates down and up again', async () => {
    const runner = database().dataSource.createQueryRunner();
    try {
      await new SignInState1764300000000().down(runner);
      await new SignInState1764300000000().up(runner);
    } finally {
      await runner.release();
    }
    await expect(
      new TypeOrmSignInFailures(database().dataSource).reserve('ana@example.com', NO_SIGN_IN_FAILURES, new Date()),
    ).resolves.toBe(true);
  });
});
