import type { TVendorCommitment } from '@groundwork/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-fetch';
import { vendorKeys } from './vendor-keys';

/** The vendor's subcontracts and purchase orders, newest first. */
export function useVendorCommitments(vendorId: string) {
  return useQuery({
    queryKey: vendorKeys.commitments(vendorId),
    queryFn: () =>
      apiFetch<{ items: TVendorCommitment[] }>(`/api/v1/vendors/${encodeURIComponent(vendorId)}/commitments`),
    select: (answer) => answer.items,
  });
}
