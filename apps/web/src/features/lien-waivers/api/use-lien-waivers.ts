import type { TCreateLienWaiverInput, TLienWaiver, TLienWaiverListQuery, TPage } from '@groundwork/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiFetch, errorFromBody } from '@/lib/api-fetch';
import { getSupabase } from '@/lib/supabase';

export type TWaiverListParams = Pick<TLienWaiverListQuery, 'status' | 'page' | 'pageSize'> & {
  search: string;
  vendorId: string;
  jobId: string;
};

/** Every lien waiver query starts with 'lien-waivers'. */
export const waiverKeys = {
  all: ['lien-waivers'] as const,
  list: (params: TWaiverListParams) => ['lien-waivers', 'list', params] as const,
};

const waiverPath = (id: string) => `/api/v1/lien-waivers/${encodeURIComponent(id)}`;

export function useFindLienWaivers(params: TWaiverListParams) {
  return useQuery({
    queryKey: waiverKeys.list(params),
    queryFn: () => {
      const query = new URLSearchParams({
        status: params.status,
        page: String(params.page),
        pageSize: String(params.pageSize),
      });
      if (params.search) query.set('search', params.search);
      if (params.vendorId) query.set('vendor_id', params.vendorId);
      if (params.jobId) query.set('job_id', params.jobId);
      return apiFetch<TPage<TLienWaiver>>(`/api/v1/lien-waivers?${query}`);
    },
    placeholderData: keepPreviousData,
  });
}

/** A waiver changes what holds a bill and the dashboard's badge: refresh those with the list. */
function useInvalidate() {
  const queryClient = useQueryClient();
  return () => {
    for (const key of [waiverKeys.all, ['ap-payments'], ['ap-invoices'], ['dashboard']])
      void queryClient.invalidateQueries({ queryKey: key });
  };
}

export function useRequestLienWaiver() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: TCreateLienWaiverInput) =>
      apiFetch<TLienWaiver>('/api/v1/lien-waivers', { method: 'POST', json: input }),
    onSettled: invalidate,
  });
}

/** Marks a waiver received with its signed copy (multipart, as the documents API takes files). */
export function useReceiveLienWaiver() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async ({ id, file, receivedOn }: { id: string; file: File; receivedOn: string }) => {
      const form = new FormData();
      form.append('file', file);
      const headers = new Headers();
      const { data } = await getSupabase().auth.getSession();
      if (data.session?.access_token) headers.set('Authorization', `Bearer ${data.session.access_token}`);
      const response = await fetch(
        `${waiverPath(id)}/document?received_on=${encodeURIComponent(receivedOn)}`,
        {
          method: 'POST',
          headers,
          body: form,
        },
      );
      const text = await response.text();
      let body: unknown = null;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        body = null;
      }
      if (!response.ok) throw errorFromBody(body, response.status);
      if (!body) throw new ApiError('The server answered nothing', response.status, 'invalid_response');
      return body as TLienWaiver;
    },
    onSettled: invalidate,
  });
}

export function useVerifyLienWaiver() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<TLienWaiver>(`${waiverPath(id)}/verify`, { method: 'POST', json: {} }),
    onSettled: invalidate,
  });
}

export function useWithdrawLienWaiver() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => apiFetch<void>(waiverPath(id), { method: 'DELETE' }),
    onSettled: invalidate,
  });
}
