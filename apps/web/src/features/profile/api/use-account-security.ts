import type { TAccountSession, TProfile, TSecurityEvent, TUpdateProfile } from '@groundwork/shared';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { meQueryOptions } from '@/features/auth/api/use-me';
import { apiFetch } from '@/lib/api-fetch';
import { getSupabase } from '@/lib/supabase';
import { profileKeys } from './profile-keys';

/** Saves names and/or the theme; the signed-in person's cached profile follows. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TUpdateProfile) =>
      apiFetch<TProfile>('/api/v1/me/profile', { method: 'PATCH', json: input }),
    onSuccess: (profile) => {
      queryClient.setQueryData(meQueryOptions.queryKey, (me) => (me ? { ...me, profile } : me));
    },
  });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { currentPassword: string; newPassword: string }) =>
      apiFetch<{ success: true }>('/api/v1/me/password', { method: 'POST', json: input }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: meQueryOptions.queryKey, exact: true }),
        queryClient.invalidateQueries({ queryKey: profileKeys.sessions }),
        queryClient.invalidateQueries({ queryKey: profileKeys.events }),
      ]),
  });
}

export function useSessions() {
  return useQuery({
    queryKey: profileKeys.sessions,
    queryFn: () => apiFetch<{ items: TAccountSession[] }>('/api/v1/me/sessions'),
  });
}

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<{ success: true }>(`/api/v1/me/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: profileKeys.sessions }),
        queryClient.invalidateQueries({ queryKey: profileKeys.events }),
      ]),
  });
}

/** Signs out every other device (auth logout scope=others); this one stays signed in. */
export function useSignOutOthers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const { error } = await getSupabase().auth.signOut({ scope: 'others' });
      if (error) throw error;
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: profileKeys.sessions }),
        queryClient.invalidateQueries({ queryKey: profileKeys.events }),
      ]),
  });
}

type TEventsPage = { items: TSecurityEvent[]; next_before: number | null };

export function useSecurityEvents() {
  return useInfiniteQuery({
    queryKey: profileKeys.events,
    initialPageParam: null as number | null,
    queryFn: ({ pageParam }) =>
      apiFetch<TEventsPage>(
        pageParam === null ? '/api/v1/me/security-events' : `/api/v1/me/security-events?before=${pageParam}`,
      ),
    getNextPageParam: (last) => last.next_before,
  });
}
