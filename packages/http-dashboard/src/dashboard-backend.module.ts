import {
  AcceptInvitation,
  CheckInvitation,
  DescribeSession,
  ListDeletedEmployees,
  OptOutOfReminders,
  ReadQuestionnaire,
  RestoreEmployee,
  SignIn,
  SignOut,
  SubmitResponse,
} from '@employee/domain';
import { ContainerModule, type ResolutionContext, type ServiceIdentifier } from 'inversify';
import type { DashboardBackendUseCases } from './dashboard-backend';

/** The {@link DashboardBackendUseCases} of a container that loaded {@link dashboardBackendModule} and the contexts. */
export const DASHBOARD_BACKEND_USE_CASES = Symbol(
  'DashboardBackendUseCases',
) as ServiceIdentifier<DashboardBackendUseCases>;

/** Each router's group of use cases, taken from the context modules by class. */
function dashboardBackendUseCasesOf(c: ResolutionContext): DashboardBackendUseCases {
  return {
    survey: {
      submitResponse: c.get(SubmitResponse),
      readQuestionnaire: c.get(ReadQuestionnaire),
      optOutOfReminders: c.get(OptOutOfReminders),
    },
    signIn: {
      acceptInvitation: c.get(AcceptInvitation),
      checkInvitation: c.get(CheckInvitation),
      signIn: c.get(SignIn),
      describeSession: c.get(DescribeSession),
      signOut: c.get(SignOut),
    },
    adminEmployees: { listDeletedEmployees: c.get(ListDeletedEmployees), restoreEmployee: c.get(RestoreEmployee) },
  };
}

/**
 * The dashboard's backend's grouping of the contexts' use cases per router (`DASHBOARD_BACKEND_USE_CASES`, what
 * `dashboardBackend` takes besides authentication and the settings), loaded beside `@employee/wiring`'s
 * `contextModules` by the server and by the tests (docs/architecture.md#the-composition-root-and-its-processes).
 */
export const dashboardBackendModule = new ContainerModule(({ bind }) => {
  bind(DASHBOARD_BACKEND_USE_CASES).toDynamicValue(dashboardBackendUseCasesOf);
});
