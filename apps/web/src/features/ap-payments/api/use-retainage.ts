import type {
  TCreateRetainageReleaseInput,
  TRetainageCommitment,
  TRetainageCommitmentDetail,
  TRetainageRelease,
  TRetainageVendor,
} from '@groundwork/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-fetch';
import { paymentKeys } from './payment-keys';
import { useInvalidatePayables } from './use-ap-payments';

/** Commitments with retainage held on their posted invoices. */
export function useRetainageCommitments(vendorId: string, jobId: string) {
  return useQuery({
    queryKey: paymentKeys.retainage(vendorId, jobId),
    queryFn: () => {
      const query = new URLSearchParams();
      if (vendorId) query.set('vendor_id', vendorId);
      if (jobId) query.set('job_id', jobId);
      return apiFetch<{ items: TRetainageCommitment[] }>(`/api/v1/ap-retainage/commitments?${query}`);
    },
    select: (answer) => answer.items,
  });
}

/** Vendors with retainage held outside any commitment (an import's opening bills). */
export function useRetainageVendors(vendorId: string, enabled = true) {
  return useQuery({
    queryKey: paymentKeys.retainageVendors(vendorId),
    queryFn: () => {
      const query = new URLSearchParams();
      if (vendorId) query.set('vendor_id', vendorId);
      return apiFetch<{ items: TRetainageVendor[] }>(`/api/v1/ap-retainage/vendors?${query}`);
    },
    select: (answer) => answer.items,
    enabled,
  });
}

export function useRetainageCommitment(id: string) {
  return useQuery({
    queryKey: paymentKeys.retainageCommitment(id),
    queryFn: () =>
      apiFetch<TRetainageCommitmentDetail>(`/api/v1/ap-retainage/commitments/${encodeURIComponent(id)}`),
    enabled: id !== '',
  });
}

export function useReleaseRetainage() {
  const invalidate = useInvalidatePayables();
  return useMutation({
    mutationFn: (input: TCreateRetainageReleaseInput) =>
      apiFetch<TRetainageRelease>('/api/v1/ap-retainage-releases', { method: 'POST', json: input }),
    onSettled: invalidate,
  });
}
