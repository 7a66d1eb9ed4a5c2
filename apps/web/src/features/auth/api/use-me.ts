import type { TMe } from '@groundwork/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSession } from '@/app/session';
import { apiFetch } from '@/lib/api-fetch';

export const meQueryOptions = queryOptions({
  queryKey: ['me'],
  queryFn: () => apiFetch<TMe>('/api/v1/me'),
});

/** The signed-in person: profile, roles (first = their organization), organization, isInternal. */
export function useMe() {
  const { session } = useSession();
  return useQuery({ ...meQueryOptions, enabled: session !== null });
}
