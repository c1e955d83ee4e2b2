import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { components } from '@employee/client';
import { api } from '../../api/http';
import { USERS_KEY, type User } from '../../api/users';

/** A user with the invitation link shown once (create, new invitation). */
export type InvitedUser = components['schemas']['UserCreated'];

/** One page (50) of the current company's users, in every status. */
export function useUsers(page: number) {
  return useQuery({
    queryKey: [...USERS_KEY, 'page', page],
    queryFn: async () => (await api.GET('/v1/users', { params: { query: { page, per_page: 50 } } })).data!,
    placeholderData: keepPreviousData,
  });
}

/** Creates an invited user with `profile_id` on the current company; answers the invitation link once. */
export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { name: string; email: string; profile_id: string }) =>
      (await api.POST('/v1/users', { body })).data!.data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USERS_KEY }),
  });
}

/** Replaces an invited user's invitation; answers the new link once (409 unless invited). */
export function useReissueInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      (await api.POST('/v1/users/{id}/invitation', { params: { path: { id } } })).data!.data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USERS_KEY }),
  });
}

/** Disables a user for good (204; 409 when they are a company's last `users:write` holder). */
export function useDisableUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (user: User) => {
      await api.DELETE('/v1/users/{id}', { params: { path: { id: user.id } } });
      return user;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USERS_KEY }),
  });
}
