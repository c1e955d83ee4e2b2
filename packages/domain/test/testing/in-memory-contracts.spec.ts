import {
  allRepositoryContracts,
  InMemoryUnitOfWork,
  personalDataCopiesContract,
  reportSourcesContract,
} from '@employee/domain/testing';

allRepositoryContracts('in-memory', async () => ({ uow: new InMemoryUnitOfWork() }));

reportSourcesContract('in-memory', async () => {
  const uow = new InMemoryUnitOfWork();
  return { uow, sources: uow.reportSources('America/Sao_Paulo') };
});

personalDataCopiesContract('in-memory', async () => {
  const uow = new InMemoryUnitOfWork();
  return { uow, keys: uow.idempotencyKeys };
});
