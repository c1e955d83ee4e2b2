import type { ApiKeyCodec } from '../api-keys/api-key-codec';
import { assertMayGrant } from '../grant-rules';
import type { Principal } from '../principal';
import { SCOPES } from '../scope';
import { ApiKey } from '../api-keys/api-key';
import type { Clock } from '../../kernel/clock';
import type { IdGenerator } from '../../kernel/id-generator';
import type { UnitOfWork } from '../../kernel/unit-of-work';
import type { AccessRepositories } from '../ports';
import type { TenancyRepositories } from '../../tenancy';
import type { HistoryRepositories } from '../../history';
import { revokeLiveKeys } from '../api-keys/revoke-live-keys';
import { requireCompany } from '../../tenancy';
import { recordChange } from '../../history';

/** Admin `key issue --company ID`, or `POST /v1/api-keys`. */
export interface IssueApiKeyCommand {
  companyId: string;
  /**
   * Who asks over HTTP: the key will hold every scope on the company, so they must hold every scope there
   * (docs/access.md#api-keys). Absent for the admin CLI, whose operator holds every scope.
   */
  issuer?: Principal;
}

/** The outcome of `key issue`: the only time the whole key is available. */
export interface IssuedApiKey {
  companyId: string;
  /** The plaintext key; only its identifier and the secret's hash are stored. */
  key: string;
  /** The non-secret start of the key, safe to display. */
  prefix: string;
  createdAt: Date;
}

/**
 * Issues a new API key for a company and, in the same transaction, revokes every earlier live key of it
 * (docs/contract.md#admin-cli: "the only time the key is shown; any earlier key of that company stops working").
 * An issuer over HTTP must hold every scope on the company, as the key will (docs/access.md#api-keys).
 * @throws NotFoundError `COMPANY.NOT_FOUND`.
 * @throws ScopeNotHeldError `ACCESS.SCOPE_NOT_HELD` naming the first scope the issuer lacks there.
 * @throws StateError `API_KEY.ALREADY_LIVE` when another issue for the company committed a key concurrently.
 */
export class IssueApiKey {
  constructor(
    private readonly uow: UnitOfWork<AccessRepositories & TenancyRepositories & HistoryRepositories>,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
    private readonly codec: ApiKeyCodec,
  ) {}

  async execute(command: IssueApiKeyCommand): Promise<IssuedApiKey> {
    return this.uow.run(async (r) => {
      const company = await requireCompany(r.companies, command.companyId);
      if (command.issuer) await assertMayGrant(r, command.issuer, company.id, SCOPES);
      const now = this.clock.now();
      await revokeLiveKeys(r.apiKeys, company.id, now);
      const generated = this.codec.generate();
      const key = ApiKey.issue({
        id: this.ids.next(),
        companyId: company.id,
        identifier: generated.identifier,
        secretHash: generated.secretHash,
        environment: generated.environment,
        now,
      });
      await r.apiKeys.save(key);
      await recordChange(r.audit, 'api_key.issued', null, key.toProps(), { ignore: ['secretHash'] });
      return { companyId: company.id, key: generated.plaintext, prefix: generated.prefix, createdAt: key.createdAt };
    });
  }
}
