import { allRepositoryContracts, InMemoryUnitOfWork } from '@employee/domain/testing';

allRepositoryContracts('in-memory', async () => ({ uow: new InMemoryUnitOfWork() }));
