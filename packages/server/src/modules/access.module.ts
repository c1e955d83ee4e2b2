import {
  AuthenticateApiKey,
  AuthenticateSession,
  AuthenticateUserToken,
  DescribeApiKey,
  IssueApiKey,
  ResolveTargetCompany,
  RevokeApiKey,
} from '@employee/domain';
import { ContainerModule } from 'inversify';
import { TOKENS } from '../tokens';

const { unitOfWork, clock, ids, apiKeyCodec, userTokenCodec } = TOKENS;

/**
 * The access capability: who calls (`AuthenticateApiKey`: a key → its principal; `AuthenticateUserToken`: a
 * user's token → theirs; `AuthenticateSession`, bound by the sign-in module: a session cookie → its user's) and on
 * which company
 * (`ResolveTargetCompany`), grouped for the REST app; the company's API key (`DescribeApiKey`, `IssueApiKey`,
 * `RevokeApiKey`), grouped for `/v1/api-keys` and used one by one by the admin CLI's `key issue` and `key revoke`.
 */
export const accessModule = new ContainerModule(({ bind }) => {
  bind(AuthenticateApiKey).toResolvedValue((...ports) => new AuthenticateApiKey(...ports), [unitOfWork, apiKeyCodec]);
  bind(AuthenticateUserToken).toResolvedValue(
    (...ports) => new AuthenticateUserToken(...ports),
    [unitOfWork, userTokenCodec, clock],
  );
  bind(ResolveTargetCompany).toResolvedValue((...ports) => new ResolveTargetCompany(...ports), [unitOfWork]);
  bind(IssueApiKey).toResolvedValue((...ports) => new IssueApiKey(...ports), [unitOfWork, clock, ids, apiKeyCodec]);
  bind(RevokeApiKey).toResolvedValue((...ports) => new RevokeApiKey(...ports), [unitOfWork, clock]);
  bind(DescribeApiKey).toResolvedValue((...ports) => new DescribeApiKey(...ports), [unitOfWork, apiKeyCodec]);
  bind(TOKENS.apiKeyUseCases).toResolvedValue(
    (describeApiKey, issueApiKey, revokeApiKey) => ({ describeApiKey, issueApiKey, revokeApiKey }),
    [DescribeApiKey, IssueApiKey, RevokeApiKey],
  );
  bind(TOKENS.accessUseCases).toResolvedValue(
    (authenticate, authenticateUserToken, authenticateSession, resolveTarget) => ({
      authenticate,
      authenticateUserToken,
      authenticateSession,
      resolveTarget,
    }),
    [AuthenticateApiKey, AuthenticateUserToken, AuthenticateSession, ResolveTargetCompany],
  );
});
