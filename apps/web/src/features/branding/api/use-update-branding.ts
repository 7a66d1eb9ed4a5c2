import type { TOrganization, TUpdateBranding } from '@groundwork/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { meQueryOptions } from '@/features/auth/api/use-me';
import { apiFetch } from '@/lib/api-fetch';
import { ORGANIZATION_KEY } from './use-organization';

export function saveBranding(input: TUpdateBranding): Promise<TOrganization> {
  return apiFetch<TOrganization>('/api/v1/organization/branding', { method: 'PATCH', json: input });
}

/** Saves the logo and colours; the shell re-tints from the refreshed /me. */
export function useUpdateBranding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBranding,
    onSuccess: async (organization) => {
      queryClient.setQueryData(ORGANIZATION_KEY, organization);
      await queryClient.invalidateQueries({ queryKey: meQueryOptions.queryKey });
    },
  });
}
