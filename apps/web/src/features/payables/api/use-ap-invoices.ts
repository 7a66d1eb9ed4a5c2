import type {
  TApCommitmentLineOption,
  TApInvoice,
  TApInvoiceListItem,
  TApInvoiceNumberCheck,
  TCreateApInvoiceInput,
  TPage,
  TUpdateApInvoiceInput,
  TVoidApInvoice,
} from '@groundwork/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiFetch, errorFromBody } from '@/lib/api-fetch';
import { getSupabase } from '@/lib/supabase';
import { listQueryString, payableKeys, type TApInvoiceListParams } from './payable-keys';

const invoicePath = (id: string) => `/api/v1/ap-invoices/${encodeURIComponent(id)}`;

/** One page of the company's vendor invoices. */
export function useFindApInvoices(params: TApInvoiceListParams, options: { isEnabled?: boolean } = {}) {
  return useQuery({
    queryKey: payableKeys.list(params),
    queryFn: () => apiFetch<TPage<TApInvoiceListItem>>(`/api/v1/ap-invoices?${listQueryString(params)}`),
    placeholderData: keepPreviousData,
    enabled: options.isEnabled ?? true,
  });
}

export function useGetApInvoice(id: string) {
  return useQuery({
    queryKey: payableKeys.detail(id),
    queryFn: () => apiFetch<TApInvoice>(invoicePath(id)),
    enabled: id !== '',
  });
}

/** The schedule lines of the vendor's open commitments, where each stands (not counting `excludeInvoiceId`). */
export function useCommitmentLines(vendorId: string, excludeInvoiceId = '') {
  return useQuery({
    queryKey: payableKeys.commitmentLines(vendorId, excludeInvoiceId),
    queryFn: () => {
      const query = new URLSearchParams({ vendor_id: vendorId });
      if (excludeInvoiceId) query.set('excludeInvoiceId', excludeInvoiceId);
      return apiFetch<{ items: TApCommitmentLineOption[] }>(`/api/v1/ap-invoices/commitment-lines?${query}`);
    },
    select: (answer) => answer.items,
    enabled: vendorId !== '',
  });
}

/** Whether the vendor's invoice number is free, as the person types it (debounced by the caller). */
export function useCheckInvoiceNumber(vendorId: string, number: string, excludeId = '') {
  return useQuery({
    queryKey: payableKeys.numberCheck(vendorId, number, excludeId),
    queryFn: () => {
      const query = new URLSearchParams({ vendor_id: vendorId, number });
      if (excludeId) query.set('excludeId', excludeId);
      return apiFetch<TApInvoiceNumberCheck>(`/api/v1/ap-invoices/check-number?${query}`);
    },
    enabled: vendorId !== '' && number.trim() !== '',
    staleTime: 5_000,
  });
}

export function useCreateApInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TCreateApInvoiceInput) =>
      apiFetch<TApInvoice>('/api/v1/ap-invoices', { method: 'POST', json: input }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: payableKeys.all }),
  });
}

export function useUpdateApInvoice(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TUpdateApInvoiceInput) =>
      apiFetch<TApInvoice>(invoicePath(id), { method: 'PATCH', json: input }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: payableKeys.all }),
  });
}

export function useDeleteApInvoice(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<null>(invoicePath(id), { method: 'DELETE' }),
    onSuccess: () => queryClient.removeQueries({ queryKey: payableKeys.detail(id) }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: payableKeys.all }),
  });
}

export type TApInvoiceAction =
  | { action: 'approve' }
  | { action: 'post'; input: { posting_date?: string } }
  | { action: 'void'; input: TVoidApInvoice };

/** Approve, post or void; the dashboard badge and the ledger change with them. */
export function useApInvoiceAction(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TApInvoiceAction) =>
      apiFetch<TApInvoice>(`${invoicePath(id)}/${request.action}`, {
        method: 'POST',
        json: request.action === 'approve' ? {} : request.input,
      }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: payableKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
      ]),
  });
}

/** Sends the vendor's invoice (PDF or image) as the invoice's document, multipart like the browser does. */
export async function uploadInvoiceDocument(id: string, file: File): Promise<TApInvoice> {
  const form = new FormData();
  form.append('file', file);
  const { data } = await getSupabase().auth.getSession();
  const headers = new Headers({ Accept: 'application/json' });
  if (data.session?.access_token) headers.set('Authorization', `Bearer ${data.session.access_token}`);
  const response = await fetch(`${invoicePath(id)}/document`, { method: 'POST', headers, body: form });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw errorFromBody(body, response.status);
  return body as TApInvoice;
}

export function useUploadInvoiceDocument(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadInvoiceDocument(id, file),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: payableKeys.all }),
  });
}

/**
 * The bytes of a stored document as a blob: URL the page can show in a frame or an image (a plain
 * link cannot carry the bearer token). Revoked when the document changes or the page leaves.
 */
export function useDocumentObjectUrl(documentId: string | null) {
  const query = useQuery({
    queryKey: payableKeys.document(documentId ?? ''),
    queryFn: async () => {
      const { data } = await getSupabase().auth.getSession();
      const headers = new Headers();
      if (data.session?.access_token) headers.set('Authorization', `Bearer ${data.session.access_token}`);
      const response = await fetch(`/api/v1/documents/${encodeURIComponent(documentId ?? '')}/download`, {
        headers,
      });
      if (!response.ok) throw new ApiError('The document could not be loaded', response.status, 'document');
      return response.blob();
    },
    enabled: documentId !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return query;
}
