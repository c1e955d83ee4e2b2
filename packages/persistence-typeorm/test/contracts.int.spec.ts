import { describe } from '@jest/globals';
import { allRepositoryContracts, reportSourcesContract } from '@employee/domain/testing';
import { TypeOrmReportSources } from '@employee/persistence-typeorm';
import { testEngines, useTestDatabase } from '@employee/persistence-typeorm/testing';

describe.each(testEngines())('TypeORM repositories on %s', (engine) => {
  const database = useTestDatabase(engine);
  allRepositoryContracts(`TypeORM, ${engine}`, async () => {
    await database().truncate();
    return { uow: database().uow };
  });
  reportSourcesContract(`TypeORM, ${engine}`, async () => {
    await database().truncate();
    return { uow: database().uow, sources: new TypeOrmReportSources(database().dataSource, 'America/Sao_Paulo') };
  });
});
