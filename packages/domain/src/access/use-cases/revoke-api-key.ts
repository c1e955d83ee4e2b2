import type { Clock } from '../../kernel/clock';
import type { UnitOfWork } from '../../kernel/unit-of-work';
import type { AccessRepositories } from '../ports';
import type { TenancyRepositories } from '../../tenancy';
import type { HistoryRepositories } from '../../history';
import { revokeLiveKeys } from '../api-keys/revoke-live-keys';
import { requireCompany } from '../../tenancy';

/** Admin `key revoke --company ID`. */
export interface RevokeApiKeyCommand {
  companyId: string;
}

/** The outcome of `key revoke`. */
export interface RevokedApiKey {
  companyId: string;
  revoked: true;
}

/**
 * Revokes the company's live API key, so that it stops working at once; a company without a live key is
 * fine (docs/contract.md#admin-cli: `key revoke`).
 * @throws NotFoundError `COMPANY.NOT_FOUND`.
 */
export class RevokeApiKey {
  constructor(
    private readonly uow: UnitOfWork<AccessRepositories & TenancyRepositories & HistoryRepositories>,
    private readonly clock: Clock,
  ) {}

  async execute(command: RevokeApiKeyCommand): Promise<RevokedApiKey> {
    return this.uow.run(async (r) => {
      const company = await requireCompany(r.companies, command.companyId);
      for (const key of await revokeLiveKeys(r.apiKeys, company.id, this.clock.now())) {
        await r.audit.record({
          companyId: company.id,
          action: 'api_key.revoked',
          entity: 'api_key',
          entityId: key.id,
          changed: ['revoked_at'],
        });
      }
      return { companyId: company.id, revoked: true };
    });
  }
}
