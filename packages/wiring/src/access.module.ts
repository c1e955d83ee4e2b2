import {
  AcceptInvitation,
  CheckInvitation,
  AuthenticateApiKey,
  AuthenticateSession,
  AuthenticateUserToken,
  CreateCompany,
  CreatePermission,
  CreateProfile,
  CreateUser,
  CreateUserToken,
  DeletePermission,
  DeleteProfile,
  DescribeApiKey,
  DescribeSession,
  DisableUser,
  DisableUserAsOperator,
  GetPermission,
  GetProfile,
  GetUser,
  InviteUserAsOperator,
  IssueApiKey,
  ListPermissions,
  ListProfiles,
  ListScopes,
  ListUserTokens,
  ListUsers,
  ReissueInvitation,
  ResolveTargetCompany,
  RevokeApiKey,
  RevokeUserToken,
  SignIn,
  SignOut,
  UpdatePermission,
  UpdateProfile,
  UpdateUser,
} from '@employee/domain';
import { ContainerModule, type ServiceIdentifier } from 'inversify';
import { PORTS } from './tokens';

const { unitOfWork, clock, ids, apiKeyCodec, userTokenCodec, invitationTokens, userInvitationBox, signInPorts } = PORTS;

/** Who calls and on which company: the steps before every authenticated route (`AccessUseCases` of the HTTP side). */
export interface Authentication {
  readonly authenticate: AuthenticateApiKey;
  readonly authenticateUserToken: AuthenticateUserToken;
  readonly authenticateSession: AuthenticateSession;
  readonly resolveTarget: ResolveTargetCompany;
}

/** The {@link Authentication} group, shared by the REST app, the reports listener and the dashboard's reports. */
export const AUTHENTICATION = Symbol('Authentication') as ServiceIdentifier<Authentication>;

/**
 * Access (docs/access.md): authentication (an API key, a user's token or a session cookie → its principal; the
 * target company), the company's API key, scopes, profiles, users (with invitations and their own tokens),
 * permissions, and signing in; a new or re-issued invitation's e-mail is queued with its token sealed by
 * `PORTS.userInvitationBox`. The operator's `InviteUserAsOperator` and `DisableUserAsOperator` serve the admin
 * CLI's `user create` and `user disable`, `IssueApiKey` and `RevokeApiKey` its `key issue` and `key revoke`.
 */
export const accessModule = new ContainerModule(({ bind }) => {
  bind(AuthenticateApiKey).toDynamicValue((c) => new AuthenticateApiKey(c.get(unitOfWork), c.get(apiKeyCodec)));
  bind(AuthenticateUserToken).toDynamicValue(
    (c) => new AuthenticateUserToken(c.get(unitOfWork), c.get(userTokenCodec), c.get(clock)),
  );
  bind(AuthenticateSession).toDynamicValue(
    (c) => new AuthenticateSession(c.get(unitOfWork), c.get(clock), c.get(signInPorts).sessions),
  );
  bind(ResolveTargetCompany).toDynamicValue((c) => new ResolveTargetCompany(c.get(unitOfWork)));
  // Opening a company creates its built-in profiles: an act of access (docs/architecture.md#bounded-contexts).
  bind(CreateCompany).toDynamicValue((c) => new CreateCompany(c.get(unitOfWork), c.get(clock), c.get(ids)));
  bind(AUTHENTICATION).toDynamicValue((c) => ({
    authenticate: c.get(AuthenticateApiKey),
    authenticateUserToken: c.get(AuthenticateUserToken),
    authenticateSession: c.get(AuthenticateSession),
    resolveTarget: c.get(ResolveTargetCompany),
  }));

  bind(IssueApiKey).toDynamicValue(
    (c) => new IssueApiKey(c.get(unitOfWork), c.get(clock), c.get(ids), c.get(apiKeyCodec)),
  );
  bind(RevokeApiKey).toDynamicValue((c) => new RevokeApiKey(c.get(unitOfWork), c.get(clock)));
  bind(DescribeApiKey).toDynamicValue((c) => new DescribeApiKey(c.get(unitOfWork), c.get(apiKeyCodec)));

  bind(ListScopes).toConstantValue(new ListScopes());
  bind(ListProfiles).toDynamicValue((c) => new ListProfiles(c.get(unitOfWork)));
  bind(CreateProfile).toDynamicValue((c) => new CreateProfile(c.get(unitOfWork), c.get(clock), c.get(ids)));
  bind(GetProfile).toDynamicValue((c) => new GetProfile(c.get(unitOfWork)));
  bind(UpdateProfile).toDynamicValue((c) => new UpdateProfile(c.get(unitOfWork), c.get(clock)));
  bind(DeleteProfile).toDynamicValue((c) => new DeleteProfile(c.get(unitOfWork)));

  bind(ListUsers).toDynamicValue((c) => new ListUsers(c.get(unitOfWork)));
  bind(CreateUser).toDynamicValue(
    (c) =>
      new CreateUser(c.get(unitOfWork), c.get(clock), c.get(ids), c.get(invitationTokens), c.get(userInvitationBox)),
  );
  bind(GetUser).toDynamicValue((c) => new GetUser(c.get(unitOfWork)));
  bind(UpdateUser).toDynamicValue((c) => new UpdateUser(c.get(unitOfWork), c.get(clock)));
  bind(DisableUser).toDynamicValue(
    (c) => new DisableUser(c.get(unitOfWork), c.get(clock), c.get(signInPorts).sessions),
  );
  bind(InviteUserAsOperator).toDynamicValue((c) => new InviteUserAsOperator(c.get(unitOfWork), c.get(CreateUser)));
  bind(DisableUserAsOperator).toDynamicValue((c) => new DisableUserAsOperator(c.get(unitOfWork), c.get(DisableUser)));
  bind(ReissueInvitation).toDynamicValue(
    (c) => new ReissueInvitation(c.get(unitOfWork), c.get(clock), c.get(invitationTokens), c.get(userInvitationBox)),
  );
  bind(CreateUserToken).toDynamicValue(
    (c) => new CreateUserToken(c.get(unitOfWork), c.get(clock), c.get(ids), c.get(userTokenCodec)),
  );
  bind(ListUserTokens).toDynamicValue((c) => new ListUserTokens(c.get(unitOfWork)));
  bind(RevokeUserToken).toDynamicValue((c) => new RevokeUserToken(c.get(unitOfWork), c.get(clock)));

  bind(ListPermissions).toDynamicValue((c) => new ListPermissions(c.get(unitOfWork)));
  bind(CreatePermission).toDynamicValue((c) => new CreatePermission(c.get(unitOfWork), c.get(clock), c.get(ids)));
  bind(GetPermission).toDynamicValue((c) => new GetPermission(c.get(unitOfWork)));
  bind(UpdatePermission).toDynamicValue((c) => new UpdatePermission(c.get(unitOfWork), c.get(clock)));
  bind(DeletePermission).toDynamicValue((c) => new DeletePermission(c.get(unitOfWork)));

  bind(CheckInvitation).toDynamicValue(
    (c) => new CheckInvitation(c.get(unitOfWork), c.get(clock), c.get(invitationTokens)),
  );
  bind(AcceptInvitation).toDynamicValue(
    (c) => new AcceptInvitation(c.get(unitOfWork), c.get(clock), c.get(invitationTokens), c.get(signInPorts)),
  );
  bind(SignIn).toDynamicValue((c) => new SignIn(c.get(unitOfWork), c.get(clock), c.get(signInPorts)));
  bind(DescribeSession).toDynamicValue((c) => new DescribeSession(c.get(unitOfWork), c.get(AuthenticateSession)));
  bind(SignOut).toDynamicValue((c) => new SignOut(c.get(signInPorts).sessions));
});
