import type { UnitOfWork } from './unit-of-work';

/**
 * Whether the storage answers: opens one transaction that does nothing, and commits it (the health check,
 * `GET /api/health`; docs/contract.md#running-the-service).
 * @throws whatever the unit of work raises when the storage cannot be reached.
 */
export class CheckStorage {
  constructor(private readonly uow: UnitOfWork<unknown>) {}

  async execute(): Promise<void> {
    await this.uow.run(async () => undefined);
  }
}
