import type { ApiKeyCodec } from '../api-keys/api-key-codec';
import { apiKeyNotFound } from '../api-keys/api-key.errors';
import { requireCompany } from '../../tenancy';
import type { UnitOfWork } from '../../kernel/unit-of-work';
import type { AccessRepositories } from '../ports';
import type { TenancyRepositories } from '../../tenancy';

/** GET /v1/api-keys/current: the target company. */
export interface DescribeApiKeyQuery {
  companyId: string;
}

/** What may be shown of a live key: never the secret, nor its hash. */
export interface ApiKeyDescription {
  /** The non-secret start of the key (`emp_<env>_<identifier>`), as it was shown at issue. */
  prefix: string;
  createdAt: Date;
}

/**
 * Describes the company's live API key: its prefix and when it was issued (docs/access.md#api-keys).
 * @throws NotFoundError `COMPANY.NOT_FOUND`; `API_KEY.NOT_FOUND` when the company has no live key.
 */
export class DescribeApiKey {
  constructor(
    private readonly uow: UnitOfWork<AccessRepositories & TenancyRepositories>,
    private readonly codec: ApiKeyCodec,
  ) {}

  async execute(query: DescribeApiKeyQuery): Promise<ApiKeyDescription> {
    return this.uow.run(async (r) => {
      const company = await requireCompany(r.companies, query.companyId);
      const [key] = await r.apiKeys.liveOfCompany(company.id);
      if (!key) throw apiKeyNotFound();
      return { prefix: this.codec.prefixOf(key.identifier, key.environment), createdAt: key.createdAt };
    });
  }
}
