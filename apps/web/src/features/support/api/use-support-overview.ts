import type { TSupportOverview } from '@groundwork/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-fetch';
import { supportKeys } from './support-keys';

/** The dashboard's counts: companies (total, inactive), users, directors and super admins. */
export function useSupportOverview() {
  return useQuery({
    queryKey: supportKeys.overview,
    queryFn: () => apiFetch<TSupportOverview>('/api/v1/support/overview'),
  });
}
