import type { TCustomer, TPage } from '@groundwork/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-fetch';
import { customerKeys, type TCustomerListParams } from './customer-keys';

/** One page of the organization's customers, sorted by customer number. */
export function useFindCustomers(params: TCustomerListParams) {
  return useQuery({
    queryKey: customerKeys.list(params),
    queryFn: () => {
      const query = new URLSearchParams({
        status: params.status,
        page: String(params.page),
        pageSize: String(params.pageSize),
      });
      if (params.search) query.set('search', params.search);
      return apiFetch<TPage<TCustomer>>(`/api/v1/customers?${query}`);
    },
    // Keeps the rows on screen while the next page or search loads.
    placeholderData: keepPreviousData,
  });
}
