import type { TMe } from '@groundwork/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSession } from '@/app/session';
import { apiFetch } from '@/lib/api-fetch';
import { needsSecondFactor } from '@/lib/assurance';

export const meQueryOptions = queryOptions({
  queryKey: ['me'],
  queryFn: () => apiFetch<TMe>('/api/v1/me'),
});

/** The signed-in person: profile, roles (first = their organization), organization, isInternal. */
export function useMe() {
  const { session } = useSession();
  // An aal1 session of a person with an authenticator is refused by the API until the code is given.
  return useQuery({ ...meQueryOptions, enabled: session !== null && !needsSecondFactor(session) });
}
