import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-fetch';
import { vendorKeys } from './vendor-keys';

/** Whether a well-formed vendor number is free (the vendor being edited excluded); null: nothing to ask. */
export function useCheckVendorNumber(number: string | null, excludeId: string | null) {
  return useQuery({
    queryKey: vendorKeys.numberCheck(number ?? '', excludeId),
    queryFn: () => {
      const query = new URLSearchParams({ number: number ?? '' });
      if (excludeId) query.set('excludeId', excludeId);
      return apiFetch<{ available: boolean }>(`/api/v1/vendors/check-number?${query}`);
    },
    enabled: number !== null,
    // Someone else may take the number at any time: always ask again rather than trust a cached answer.
    staleTime: 0,
    gcTime: 30_000,
    select: (answer) => answer.available,
  });
}
