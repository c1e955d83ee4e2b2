import { describe } from '@jest/globals';
import { idempotencyKeysContract } from '@employee/domain/testing';
import { TypeOrmIdempotencyKeys } from '@employee/persistence-typeorm';
import { testEngines } from '@employee/persistence-typeorm/testing';
import { useTestDatabase } from '@employee/persistence-typeorm/testing/jest';

/** `Idempotency-Key`s in the database (docs/persistence.md#idempotency-keys): the port's contract on every engine. */
describe.each(testEngines())('idempotency keys on %s', (engine) => {
  const database = useTestDatabase(engine, 12);

  idempotencyKeysContract(`TypeORM, ${engine}`, async () => {
    await database().truncate();
    return { keys: new TypeOrmIdempotencyKeys(database().dataSource) };
  });
});
