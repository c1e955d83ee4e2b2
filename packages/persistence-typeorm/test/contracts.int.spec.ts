import { describe } from '@jest/globals';
import { allRepositoryContracts, personalDataCopiesContract, reportSourcesContract } from '@employee/domain/testing';
import { TypeOrmIdempotencyKeys, TypeOrmReportSources } from '@employee/persistence-typeorm';
import { testEngines } from '@employee/persistence-typeorm/testing';
import { useTestDatabase } from '@employee/persistence-typeorm/testing/jest';
import { useShardRoutingCheck } from './shard-routing/use-shard-routing-check';

describe.each(testEngines())('TypeORM repositories on %s', (engine) => {
  const database = useTestDatabase(engine);
  // On PostgreSQL, every statement the contracts send is checked for its company (docs/scaling.md#the-schema-on-citus).
  const checkShardRouting = engine === 'postgres' ? useShardRoutingCheck(database) : null;
  allRepositoryContracts(`TypeORM, ${engine}`, async () => {
    await database().truncate();
    return { uow: database().uow };
  });
  reportSourcesContract(`TypeORM, ${engine}`, async () => {
    await database().truncate();
    return { uow: database().uow, sources: new TypeOrmReportSources(database().dataSource, 'America/Sao_Paulo') };
  });
  personalDataCopiesContract(`TypeORM, ${engine}`, async () => {
    await database().truncate();
    return { uow: database().uow, keys: new TypeOrmIdempotencyKeys(database().dataSource) };
  });
  checkShardRouting?.();
});
