import { describe } from '@jest/globals';
import { allRepositoryContracts } from '@employee/domain/testing';
import { testEngines, useTestDatabase } from '@employee/persistence-typeorm/testing';

describe.each(testEngines())('TypeORM repositories on %s', (engine) => {
  const database = useTestDatabase(engine);
  allRepositoryContracts(`TypeORM, ${engine}`, async () => {
    await database().truncate();
    return { uow: database().uow };
  });
});
