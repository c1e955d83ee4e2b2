import {
  CreatePermission,
  CreateProfile,
  CreateUser,
  CreateUserToken,
  DeletePermission,
  DeleteProfile,
  DisableUser,
  DisableUserAsOperator,
  GetPermission,
  GetProfile,
  GetUser,
  InviteUserAsOperator,
  ListPermissions,
  ListProfiles,
  ListScopes,
  ListUserTokens,
  ListUsers,
  ReissueInvitation,
  RevokeUserToken,
  UpdatePermission,
  UpdateProfile,
  UpdateUser,
} from '@employee/domain';
import { ContainerModule } from 'inversify';
import { TOKENS } from '../tokens';

const { unitOfWork, clock, ids, secretTokens, userTokenCodec } = TOKENS;

/**
 * Users, profiles and permissions (docs/access.md): the use cases of `/v1/scopes`, `/v1/profiles`, `/v1/users`
 * (with invitations and the caller's own tokens) and `/v1/permissions`, one by one and grouped per router;
 * the operator's `InviteUserAsOperator` and `DisableUserAsOperator` serve the admin CLI's `user create` and
 * `user disable`.
 */
// eslint-disable-next-line max-lines-per-function -- a wiring list: one binding per use case, then one per router
export const usersModule = new ContainerModule(({ bind }) => {
  bind(ListScopes).toConstantValue(new ListScopes());
  bind(ListProfiles).toResolvedValue((...ports) => new ListProfiles(...ports), [unitOfWork]);
  bind(CreateProfile).toResolvedValue((...ports) => new CreateProfile(...ports), [unitOfWork, clock, ids]);
  bind(GetProfile).toResolvedValue((...ports) => new GetProfile(...ports), [unitOfWork]);
  bind(UpdateProfile).toResolvedValue((...ports) => new UpdateProfile(...ports), [unitOfWork, clock]);
  bind(DeleteProfile).toResolvedValue((...ports) => new DeleteProfile(...ports), [unitOfWork]);
  bind(ListUsers).toResolvedValue((...ports) => new ListUsers(...ports), [unitOfWork]);
  bind(CreateUser).toResolvedValue((...ports) => new CreateUser(...ports), [unitOfWork, clock, ids, secretTokens]);
  bind(GetUser).toResolvedValue((...ports) => new GetUser(...ports), [unitOfWork]);
  bind(UpdateUser).toResolvedValue((...ports) => new UpdateUser(...ports), [unitOfWork, clock]);
  bind(DisableUser).toResolvedValue(
    (uow, now, { sessions }) => new DisableUser(uow, now, sessions),
    [unitOfWork, clock, TOKENS.signInPorts],
  );
  bind(InviteUserAsOperator).toResolvedValue(
    (uow, createUser) => new InviteUserAsOperator(uow, createUser),
    [unitOfWork, CreateUser],
  );
  bind(DisableUserAsOperator).toResolvedValue(
    (uow, disableUser) => new DisableUserAsOperator(uow, disableUser),
    [unitOfWork, DisableUser],
  );
  bind(ReissueInvitation).toResolvedValue(
    (...ports) => new ReissueInvitation(...ports),
    [unitOfWork, clock, secretTokens],
  );
  bind(CreateUserToken).toResolvedValue(
    (...ports) => new CreateUserToken(...ports),
    [unitOfWork, clock, ids, userTokenCodec],
  );
  bind(ListUserTokens).toResolvedValue((...ports) => new ListUserTokens(...ports), [unitOfWork]);
  bind(RevokeUserToken).toResolvedValue((...ports) => new RevokeUserToken(...ports), [unitOfWork, clock]);
  bind(ListPermissions).toResolvedValue((...ports) => new ListPermissions(...ports), [unitOfWork]);
  bind(CreatePermission).toResolvedValue((...ports) => new CreatePermission(...ports), [unitOfWork, clock, ids]);
  bind(GetPermission).toResolvedValue((...ports) => new GetPermission(...ports), [unitOfWork]);
  bind(UpdatePermission).toResolvedValue((...ports) => new UpdatePermission(...ports), [unitOfWork, clock]);
  bind(DeletePermission).toResolvedValue((...ports) => new DeletePermission(...ports), [unitOfWork]);

  bind(TOKENS.scopeUseCases).toResolvedValue((listScopes) => ({ listScopes }), [ListScopes]);
  bind(TOKENS.profileUseCases).toResolvedValue(
    (listProfiles, createProfile, getProfile, updateProfile, deleteProfile) => ({
      listProfiles,
      createProfile,
      getProfile,
      updateProfile,
      deleteProfile,
    }),
    [ListProfiles, CreateProfile, GetProfile, UpdateProfile, DeleteProfile],
  );
  bind(TOKENS.userUseCases).toResolvedValue(
    (
      listUsers,
      createUser,
      getUser,
      updateUser,
      disableUser,
      reissueInvitation,
      createUserToken,
      listUserTokens,
      revokeUserToken,
    ) => ({
      listUsers,
      createUser,
      getUser,
      updateUser,
      disableUser,
      reissueInvitation,
      createUserToken,
      listUserTokens,
      revokeUserToken,
    }),
    [
      ListUsers,
      CreateUser,
      GetUser,
      UpdateUser,
      DisableUser,
      ReissueInvitation,
      CreateUserToken,
      ListUserTokens,
      RevokeUserToken,
    ],
  );
  bind(TOKENS.permissionUseCases).toResolvedValue(
    (listPermissions, createPermission, getPermission, updatePermission, deletePermission) => ({
      listPermissions,
      createPermission,
      getPermission,
      updatePermission,
      deletePermission,
    }),
    [ListPermissions, CreatePermission, GetPermission, UpdatePermission, DeletePermission],
  );
});
