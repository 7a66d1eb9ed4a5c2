import type { TOrganization } from '@groundwork/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-fetch';
import { organizationKeys } from './company-settings-keys';

/** The signed-in person's organization (profile, business settings, branding). */
export function useGetOrganization() {
  return useQuery({
    queryKey: organizationKeys.organization,
    queryFn: () => apiFetch<TOrganization>('/api/v1/organization'),
  });
}
