import { Principal } from '../principal';
import type { ApiKeyCodec } from '../api-keys/api-key-codec';
import { invalidApiKey } from '../api-keys/api-key.errors';
import type { UnitOfWork } from '../../kernel/unit-of-work';
import type { AccessRepositories } from '../ports';
import type { TenancyRepositories } from '../../tenancy';

/**
 * Turns a presented API key (the Bearer token) into the principal who calls: the key's company, holding every
 * scope on it and on the branches below it (docs/contract.md#authentication-and-tenancy,
 * #scopes-and-principals). A malformed key (the codec's format or checksum) is refused before any storage
 * read; the secret is compared by the codec in constant time, against a placeholder hash when the identifier is
 * unknown, so every well-formed key costs one comparison; a key issued for another environment than the one it
 * is presented to (its stored `environment`) is refused (docs/security.md#api22023-broken-authentication).
 * @param presented the key as sent; `undefined` or `''` when the request carried none.
 * @returns the key's principal ({@link Principal.ofApiKey}).
 * @throws UnauthenticatedError `AUTH.UNAUTHENTICATED`, with one message, when the key is missing, malformed,
 *   unknown or revoked, its secret does not match, it was issued for another environment, or its company no
 *   longer exists.
 */
export class AuthenticateApiKey {
  constructor(
    private readonly uow: UnitOfWork<AccessRepositories & TenancyRepositories>,
    private readonly codec: ApiKeyCodec,
  ) {}

  async execute(presented: string | undefined): Promise<Principal> {
    const parsed = presented ? this.codec.parse(presented) : null;
    if (!parsed) throw invalidApiKey();
    return this.uow.run(async (r) => {
      const key = await r.apiKeys.ofIdentifier(parsed.identifier);
      // One hash comparison whatever the lookup found, so an unknown identifier costs what a known one does.
      const secretMatches = this.codec.matches(parsed.secret, key?.secretHash ?? this.codec.placeholderHash);
      if (!key || !secretMatches || !key.isLive || !key.servesIn(parsed.environment)) throw invalidApiKey();
      const company = await r.companies.ofId(key.companyId);
      if (!company) throw invalidApiKey();
      return Principal.ofApiKey(key, company);
    });
  }
}
