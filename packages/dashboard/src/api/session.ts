import { useQuery } from '@tanstack/react-query';
import { request } from './http';

/** A company the signed-in user holds a permission on, with the scopes it gives (`GET /admin/api/session`). */
export interface SessionCompany {
  readonly id: string;
  readonly name: string;
  readonly parent_id: string | null;
  readonly scopes: readonly string[];
}

/** `GET /admin/api/session`: the user and their companies (docs/sign-in.md#signing-in). */
export interface SessionView {
  readonly user: { readonly id: string; readonly name: string; readonly email: string; readonly company_id: string };
  readonly companies: readonly SessionCompany[];
}

/** The query key of the session; invalidated on sign-in and sign-out. */
export const SESSION_KEY = ['session'] as const;

/** The current session, or `null` when nobody is signed in (401). */
export function useSession() {
  return useQuery({
    queryKey: SESSION_KEY,
    queryFn: async (): Promise<SessionView | null> => {
      try {
        return await request<SessionView>('/admin/api/session');
      } catch (error) {
        if ((error as { status?: number }).status === 401) return null;
        throw error;
      }
    },
    staleTime: 60_000,
  });
}

/**
 * `GET /admin/api/environment`: the deployment's environment, for the header's band, and how many seconds after a
 * recorded firing the employee is soft-deleted (`FIRING_SETTLE_DELAY_SECONDS`), and the time zone the API's dates
 * are checked in (`APP_TIMEZONE`).
 */
export interface EnvironmentView {
  readonly environment: 'sandbox' | 'production';
  readonly firing_settle_delay_seconds: number;
  readonly time_zone: string;
}

/** The deployment's environment and settlement delay ({@link EnvironmentView}), read once. */
export function useEnvironment() {
  return useQuery({
    queryKey: ['environment'],
    queryFn: async () => (await request<{ data: EnvironmentView }>('/admin/api/environment')).data,
    staleTime: Infinity,
  });
}
