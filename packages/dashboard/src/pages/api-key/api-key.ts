import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../api/api-error';
import { request } from '../../api/http';

/** The live key as `GET /api/v1/api-keys/current` shows it: never the secret. */
export interface LiveApiKey {
  readonly prefix: string;
  readonly created_at: string;
  readonly last_used_at?: string | null;
}

/** A key just issued (`POST /api/v1/api-keys`, 201): `key` is the whole secret, answered this once. */
export interface IssuedApiKey {
  readonly key: string;
  readonly prefix: string;
  readonly created_at: string;
}

const KEY = ['api-key', 'current'] as const;

/** The current company's live key, or `null` when it has none (404). */
export function useLiveApiKey() {
  return useQuery({
    queryKey: KEY,
    queryFn: async (): Promise<LiveApiKey | null> => {
      try {
        return (await request<{ data: LiveApiKey }>('/api/v1/api-keys/current')).data;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });
}

/** Issues a new key (the previous one stops working); answers it once. */
export function useIssueApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await request<{ data: IssuedApiKey }>('/api/v1/api-keys', { method: 'POST' })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

/** Revokes the live key (204). */
export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => request<void>('/api/v1/api-keys/current', { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
