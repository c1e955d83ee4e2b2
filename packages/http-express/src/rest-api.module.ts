import {
  AnonymiseEmployee,
  CheckStorage,
  CountDeliveries,
  CountInvitations,
  CreateCampaign,
  CreateEmployee,
  CreateFilter,
  CreatePermission,
  CreateProfile,
  CreateUser,
  CreateUserToken,
  CreateWebhookEndpoint,
  DeleteEmployee,
  DeleteFilter,
  DeletePermission,
  DeleteProfile,
  DeleteWebhookEndpoint,
  DescribeApiKey,
  DisableUser,
  GetCampaign,
  GetEmployee,
  GetFilter,
  GetPermission,
  GetProfile,
  GetUser,
  GetWebhookEndpoint,
  IssueApiKey,
  IssueInvitationLinks,
  ListInvitationLinks,
  ReissueInvitationLink,
  ListAuditEvents,
  ListCampaigns,
  ListCompanies,
  ListEmployeeChanges,
  ListEmployees,
  ExportPersonalData,
  ListFilterChanges,
  ListFilters,
  ListInvitations,
  ListPermissions,
  ListProfiles,
  ListScopes,
  ListUserTokens,
  ListUsers,
  ListWebhookDeliveries,
  ListWebhookEndpoints,
  ReissueInvitation,
  RetryWebhookDelivery,
  RevokeApiKey,
  RevokeUserToken,
  RotateWebhookSecret,
  SendTestWebhook,
  TransitionCampaign,
  UpdateCampaign,
  UpdateEmployee,
  UpdateFilter,
  UpdatePermission,
  UpdateProfile,
  UpdateUser,
  UpdateWebhookEndpoint,
} from '@employee/domain';
import { AUTHENTICATION } from '@employee/wiring';
import { ContainerModule, type ResolutionContext, type ServiceIdentifier } from 'inversify';
import type { AppDeps } from './app';

/** The use cases of each router of the REST app and its health probe: what `createApp` takes from the contexts. */
export type RestUseCases = Pick<
  AppDeps,
  | 'access'
  | 'employees'
  | 'personalData'
  | 'filters'
  | 'campaigns'
  | 'companies'
  | 'scopes'
  | 'profiles'
  | 'users'
  | 'permissions'
  | 'apiKeys'
  | 'auditEvents'
  | 'webhooks'
  | 'health'
>;

/** The {@link RestUseCases} of a container that loaded {@link restApiModule} and `@employee/wiring`'s modules. */
export const REST_USE_CASES = Symbol('RestUseCases') as ServiceIdentifier<RestUseCases>;

/** The webhook endpoints router's use cases (`/v1/webhook-endpoints`). */
function webhookUseCasesOf(c: ResolutionContext): RestUseCases['webhooks'] {
  return {
    listWebhookEndpoints: c.get(ListWebhookEndpoints),
    createWebhookEndpoint: c.get(CreateWebhookEndpoint),
    getWebhookEndpoint: c.get(GetWebhookEndpoint),
    updateWebhookEndpoint: c.get(UpdateWebhookEndpoint),
    deleteWebhookEndpoint: c.get(DeleteWebhookEndpoint),
    rotateWebhookSecret: c.get(RotateWebhookSecret),
    listWebhookDeliveries: c.get(ListWebhookDeliveries),
    retryWebhookDelivery: c.get(RetryWebhookDelivery),
    sendTestWebhook: c.get(SendTestWebhook),
  };
}

/** Each router's group of use cases, taken from the context modules by class. */
function restUseCasesOf(c: ResolutionContext): RestUseCases {
  return {
    access: c.get(AUTHENTICATION),
    employees: {
      listEmployees: c.get(ListEmployees),
      createEmployee: c.get(CreateEmployee),
      getEmployee: c.get(GetEmployee),
      updateEmployee: c.get(UpdateEmployee),
      deleteEmployee: c.get(DeleteEmployee),
      listEmployeeChanges: c.get(ListEmployeeChanges),
    },
    personalData: { exportPersonalData: c.get(ExportPersonalData), anonymiseEmployee: c.get(AnonymiseEmployee) },
    filters: {
      listFilters: c.get(ListFilters),
      createFilter: c.get(CreateFilter),
      getFilter: c.get(GetFilter),
      updateFilter: c.get(UpdateFilter),
      deleteFilter: c.get(DeleteFilter),
      listFilterChanges: c.get(ListFilterChanges),
    },
    campaigns: {
      listCampaigns: c.get(ListCampaigns),
      createCampaign: c.get(CreateCampaign),
      getCampaign: c.get(GetCampaign),
      updateCampaign: c.get(UpdateCampaign),
      transitionCampaign: c.get(TransitionCampaign),
      countInvitations: c.get(CountInvitations),
      countDeliveries: c.get(CountDeliveries),
      listInvitations: c.get(ListInvitations),
      issueInvitationLinks: c.get(IssueInvitationLinks),
      listInvitationLinks: c.get(ListInvitationLinks),
      reissueInvitationLink: c.get(ReissueInvitationLink),
    },
    companies: { listCompanies: c.get(ListCompanies) },
    scopes: { listScopes: c.get(ListScopes) },
    profiles: {
      listProfiles: c.get(ListProfiles),
      createProfile: c.get(CreateProfile),
      getProfile: c.get(GetProfile),
      updateProfile: c.get(UpdateProfile),
      deleteProfile: c.get(DeleteProfile),
    },
    users: {
      listUsers: c.get(ListUsers),
      createUser: c.get(CreateUser),
      getUser: c.get(GetUser),
      updateUser: c.get(UpdateUser),
      disableUser: c.get(DisableUser),
      reissueInvitation: c.get(ReissueInvitation),
      createUserToken: c.get(CreateUserToken),
      listUserTokens: c.get(ListUserTokens),
      revokeUserToken: c.get(RevokeUserToken),
    },
    permissions: {
      listPermissions: c.get(ListPermissions),
      createPermission: c.get(CreatePermission),
      getPermission: c.get(GetPermission),
      updatePermission: c.get(UpdatePermission),
      deletePermission: c.get(DeletePermission),
    },
    apiKeys: {
      describeApiKey: c.get(DescribeApiKey),
      issueApiKey: c.get(IssueApiKey),
      revokeApiKey: c.get(RevokeApiKey),
    },
    auditEvents: { listAuditEvents: c.get(ListAuditEvents) },
    webhooks: webhookUseCasesOf(c),
    health: c.get(CheckStorage),
  };
}

/**
 * The REST app's grouping of the contexts' use cases per router (`REST_USE_CASES`), loaded beside
 * `@employee/wiring`'s `contextModules` by the server and by the tests
 * (docs/architecture.md#the-composition-root-and-its-processes).
 */
export const restApiModule = new ContainerModule(({ bind }) => {
  bind(REST_USE_CASES).toDynamicValue(restUseCasesOf);
});
