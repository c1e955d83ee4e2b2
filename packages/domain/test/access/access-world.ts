import {
  AcceptInvitation,
  CheckInvitation,
  AuthenticateSession,
  AuthenticateUserToken,
  DescribeSession,
  SignIn,
  SignOut,
  SCOPES,
  CreatePermission,
  CreateProfile,
  CreateUser,
  CreateUserToken,
  DeletePermission,
  DeleteProfile,
  DisableUser,
  ListPermissions,
  Principal,
  ResolveTargetCompany,
  RevokeUserToken,
  UpdatePermission,
  UpdateProfile,
  UpdateUser,
  ReissueInvitation,
  builtinProfilesOf,
  type Company,
  type Profile,
  type Scope,
  type User,
} from '@employee/domain';
import {
  aCompany,
  aPermission,
  aProfile,
  aUser,
  FixedClock,
  inMemorySignInPorts,
  InMemoryUnitOfWork,
  PlainApiKeyCodec,
  PlainSecretBox,
  PlainSecretTokenIssuer,
  SequentialIdGenerator,
} from '@employee/domain/testing';

/** In-memory storage, a fixed clock, test adapters of the sign-in ports, and the access use cases. */
export function accessWorld() {
  const uow = new InMemoryUnitOfWork();
  const clock = new FixedClock('2026-11-22T10:00:00-03:00');
  const ids = new SequentialIdGenerator('acc');
  const invitations = new PlainSecretTokenIssuer();
  const invitationBox = new PlainSecretBox();
  const codec = new PlainApiKeyCodec('usr');
  const signInPorts = inMemorySignInPorts();
  const authenticateSession = new AuthenticateSession(uow, clock, signInPorts.sessions);
  return {
    uow,
    clock,
    ids,
    codec,
    invitations,
    invitationBox,
    signInPorts,
    repos: uow.repositories,
    createProfile: new CreateProfile(uow, clock, ids),
    updateProfile: new UpdateProfile(uow, clock),
    deleteProfile: new DeleteProfile(uow),
    createUser: new CreateUser(uow, clock, ids, invitations, invitationBox),
    updateUser: new UpdateUser(uow, clock),
    disableUser: new DisableUser(uow, clock, signInPorts.sessions),
    reissueInvitation: new ReissueInvitation(uow, clock, invitations, invitationBox),
    createPermission: new CreatePermission(uow, clock, ids),
    updatePermission: new UpdatePermission(uow, clock),
    deletePermission: new DeletePermission(uow),
    listPermissions: new ListPermissions(uow),
    createUserToken: new CreateUserToken(uow, clock, ids, codec),
    revokeUserToken: new RevokeUserToken(uow, clock),
    authenticate: new AuthenticateUserToken(uow, codec, clock),
    resolveTarget: new ResolveTargetCompany(uow),
    acceptInvitation: new AcceptInvitation(uow, clock, invitations, signInPorts),
    checkInvitation: new CheckInvitation(uow, clock, invitations),
    signIn: new SignIn(uow, clock, signInPorts),
    authenticateSession,
    describeSession: new DescribeSession(uow, authenticateSession),
    signOut: new SignOut(signInPorts.sessions),
  };
}

export type AccessWorld = ReturnType<typeof accessWorld>;

/**
 * A parent company with a branch, each with its built-in profiles, a custom reader profile on the parent, and
 * an active administrator of the parent (the `Administrador` profile on the parent).
 */
export async function seedTree(w: AccessWorld) {
  const parent = aCompany().named('Matriz').build();
  const branch = aCompany().named('Filial').branchOf(parent).build();
  const other = aCompany().named('Outra').build();
  const now = new Date('2026-01-01T00:00:00Z');
  const [admin, hr, reports] = builtinProfilesOf(parent.id, w.ids, now) as [Profile, Profile, Profile];
  const branchProfiles = builtinProfilesOf(branch.id, w.ids, now);
  const otherProfiles = builtinProfilesOf(other.id, w.ids, now);
  const reader = aProfile().of(parent).named('Leitor').withScopes('users:read', 'companies:read').build();
  const boss = aUser().of(parent).named('Beatriz Chefe').build();
  for (const company of [parent, branch, other]) await w.repos.companies.save(company);
  for (const profile of [admin, hr, reports, reader, ...branchProfiles, ...otherProfiles])
    await w.repos.profiles.save(profile);
  await w.repos.users.save(boss);
  const bossAdmin = aPermission().of(boss).on(parent).granting(admin).build();
  await w.repos.permissions.save(bossAdmin);
  return {
    parent,
    branch,
    other,
    admin,
    hr,
    reports,
    reader,
    branchAdmin: branchProfiles[0] as Profile,
    otherAdmin: otherProfiles[0] as Profile,
    boss,
    bossAdmin,
  };
}

/**
 * A principal holding exactly `scopes` on `company` (and its branches), as a user token would (or a dashboard
 * session, with `kind: 'session'`).
 */
export function principalWith(
  company: Company,
  scopes: readonly Scope[],
  user?: User,
  kind: 'user-token' | 'session' = 'user-token',
): Principal {
  return new Principal({
    kind,
    id: `${kind}-id`,
    userId: user?.id ?? null,
    company,
    grants: [{ companyId: company.id, scopes: new Set(scopes) }],
  });
}

/** Every scope on `company`, as its API key has. */
export function keyOf(company: Company): Principal {
  return principalWith(company, SCOPES);
}
