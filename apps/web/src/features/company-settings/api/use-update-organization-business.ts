import type { TOrganization, TUpdateOrganizationBusiness } from '@groundwork/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-fetch';
import { organizationSaved } from './company-settings-keys';

/** PATCH /organization/business: currency, fiscal year end, departments switch. */
export function useUpdateOrganizationBusiness() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TUpdateOrganizationBusiness) =>
      apiFetch<TOrganization>('/api/v1/organization/business', { method: 'PATCH', json: input }),
    onSuccess: (organization) => organizationSaved(queryClient, organization),
  });
}
