import type { TPage, TVendor } from '@groundwork/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-fetch';
import { type TVendorListParams, vendorKeys } from './vendor-keys';

/** One page of the organization's vendors by number, each with its compliance. */
export function useFindVendors(params: TVendorListParams) {
  return useQuery({
    queryKey: vendorKeys.list(params),
    queryFn: () => {
      const query = new URLSearchParams({
        type: params.type,
        status: params.status,
        page: String(params.page),
        pageSize: String(params.pageSize),
      });
      if (params.search) query.set('search', params.search);
      return apiFetch<TPage<TVendor>>(`/api/v1/vendors?${query}`);
    },
    placeholderData: keepPreviousData,
  });
}
