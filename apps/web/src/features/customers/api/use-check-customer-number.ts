import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-fetch';
import { customerKeys } from './customer-keys';

/**
 * Whether a well-formed customer number is free in the organization (the customer being edited is
 * excluded). `number` is null while there is nothing worth asking about.
 */
export function useCheckCustomerNumber(number: string | null, excludeId: string | null) {
  return useQuery({
    queryKey: customerKeys.numberCheck(number ?? '', excludeId),
    queryFn: () => {
      const query = new URLSearchParams({ number: number ?? '' });
      if (excludeId) query.set('excludeId', excludeId);
      return apiFetch<{ available: boolean }>(`/api/v1/customers/check-number?${query}`);
    },
    enabled: number !== null,
    // Someone else may take the number at any time: always ask again rather than trust a cached answer.
    staleTime: 0,
    gcTime: 30_000,
    select: (answer) => answer.available,
  });
}
