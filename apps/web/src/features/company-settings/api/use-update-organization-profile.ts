import type { TOrganization, TUpdateOrganizationProfile } from '@groundwork/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-fetch';
import { organizationSaved } from './company-settings-keys';

/** PATCH /organization/profile: one card's fields. */
export function useUpdateOrganizationProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TUpdateOrganizationProfile) =>
      apiFetch<TOrganization>('/api/v1/organization/profile', { method: 'PATCH', json: input }),
    onSuccess: (organization) => organizationSaved(queryClient, organization),
  });
}
