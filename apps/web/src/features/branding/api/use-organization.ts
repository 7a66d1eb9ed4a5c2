import type { TOrganization } from '@groundwork/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-fetch';

/** The cache key the company-settings pages share for GET /api/v1/organization. */
export const ORGANIZATION_KEY = ['organization'] as const;

/** The caller's organization, branding included. */
export function useOrganization() {
  return useQuery({
    queryKey: ORGANIZATION_KEY,
    queryFn: () => apiFetch<TOrganization>('/api/v1/organization'),
  });
}
