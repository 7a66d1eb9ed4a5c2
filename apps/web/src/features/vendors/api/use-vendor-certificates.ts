import type { TCertificate, TCreateCertificate, TUpdateCertificate } from '@groundwork/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-fetch';
import { vendorKeys } from './vendor-keys';

const base = (vendorId: string) => `/api/v1/vendors/${encodeURIComponent(vendorId)}/certificates`;

export function useFindCertificates(vendorId: string) {
  return useQuery({
    queryKey: vendorKeys.certificates(vendorId),
    queryFn: () => apiFetch<{ items: TCertificate[] }>(base(vendorId)),
    select: (answer) => answer.items,
  });
}

/** A certificate changes the vendor's compliance: the vendor, the lists and the dashboard reload. */
function useCertificateMutation<TInput>(send: (input: TInput) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: vendorKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
      ]),
  });
}

export function useCreateCertificate(vendorId: string) {
  return useCertificateMutation((input: TCreateCertificate) =>
    apiFetch<TCertificate>(base(vendorId), { method: 'POST', json: input }),
  );
}

export function useUpdateCertificate(vendorId: string) {
  return useCertificateMutation(({ id, input }: { id: string; input: TUpdateCertificate }) =>
    apiFetch<TCertificate>(`${base(vendorId)}/${encodeURIComponent(id)}`, { method: 'PATCH', json: input }),
  );
}

export function useDeleteCertificate(vendorId: string) {
  return useCertificateMutation((id: string) =>
    apiFetch<void>(`${base(vendorId)}/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  );
}
