import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { components } from '@employee/client';
import { ApiError } from '../../api/api-error';
import { api } from '../../api/http';

/** The live key as `GET /api/v1/api-keys/current` shows it: its prefix and when it was issued, never the secret. */
export type LiveApiKey = components['schemas']['ApiKey'];

/** A key just issued (`POST /api/v1/api-keys`, 201): `key` is the whole secret, answered this once. */
export type IssuedApiKey = components['schemas']['ApiKeyIssued'];

const KEY = ['api-key', 'current'] as const;

/** The current company's live key, or `null` when it has none (404). */
export function useLiveApiKey() {
  return useQuery({
    queryKey: KEY,
    queryFn: async (): Promise<LiveApiKey | null> => {
      try {
        return (await api.GET('/v1/api-keys/current')).data!.data;
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
    mutationFn: async (): Promise<IssuedApiKey> => (await api.POST('/v1/api-keys')).data!.data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

/** Revokes the live key (204). */
export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await api.DELETE('/v1/api-keys/current');
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
