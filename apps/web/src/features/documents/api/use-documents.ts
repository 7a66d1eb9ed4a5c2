import type { TDocument, TPage, TSourceDocument } from '@groundwork/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiDownload } from '@/lib/api-download';
import { apiFetch, errorFromBody } from '@/lib/api-fetch';
import { getSupabase } from '@/lib/supabase';

export type TDocumentListParams = { search: string; page: number; pageSize: number };

/**
 * Job documents under 'documents'; a pay application's document under 'pay-applications', so that
 * approving, voiding or any other change of the application refreshes it with the application.
 */
export const documentKeys = {
  all: ['documents'] as const,
  job: (jobId: string, params: TDocumentListParams) => ['documents', 'job', jobId, params] as const,
  payApplication: (id: string) => ['pay-applications', 'document', id] as const,
};

export function useJobDocuments(jobId: string, params: TDocumentListParams) {
  return useQuery({
    queryKey: documentKeys.job(jobId, params),
    queryFn: () => {
      const query = new URLSearchParams({ page: String(params.page), pageSize: String(params.pageSize) });
      if (params.search) query.set('search', params.search);
      return apiFetch<TPage<TDocument>>(`/api/v1/jobs/${encodeURIComponent(jobId)}/documents?${query}`);
    },
    placeholderData: keepPreviousData,
    // An approval elsewhere adds a document: look again whenever the card is shown.
    staleTime: 0,
  });
}

/** Sends the file as multipart/form-data with the signed-in user's token; a refusal throws ApiError. */
async function postFile(jobId: string, file: File): Promise<TDocument> {
  const form = new FormData();
  form.append('file', file, file.name);
  const headers = new Headers({ Accept: 'application/json' });
  const { data } = await getSupabase().auth.getSession();
  if (data.session?.access_token) headers.set('Authorization', `Bearer ${data.session.access_token}`);
  const response = await fetch(`/api/v1/jobs/${encodeURIComponent(jobId)}/documents`, {
    method: 'POST',
    headers,
    body: form,
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw errorFromBody(body, response.status);
  return body as TDocument;
}

function useInvalidateDocuments() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: documentKeys.all });
    void queryClient.invalidateQueries({ queryKey: ['pay-applications', 'document'] });
  };
}

export function useUploadDocument(jobId: string) {
  const invalidate = useInvalidateDocuments();
  return useMutation({ mutationFn: (file: File) => postFile(jobId, file), onSettled: invalidate });
}

export function useDeleteDocument() {
  const invalidate = useInvalidateDocuments();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<null>(`/api/v1/documents/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSettled: invalidate,
  });
}

export function downloadDocument(document: Pick<TDocument, 'id' | 'file_name'>): Promise<void> {
  return apiDownload(`/api/v1/documents/${encodeURIComponent(document.id)}/download`, document.file_name);
}

export function usePayApplicationDocument(id: string, isEnabled: boolean) {
  return useQuery({
    queryKey: documentKeys.payApplication(id),
    queryFn: () => apiFetch<TSourceDocument>(`/api/v1/pay-applications/${encodeURIComponent(id)}/document`),
    enabled: isEnabled,
  });
}

export function useAttachPayApplicationDocument(id: string) {
  const invalidate = useInvalidateDocuments();
  return useMutation({
    mutationFn: () =>
      apiFetch<TSourceDocument>(`/api/v1/pay-applications/${encodeURIComponent(id)}/document`, {
        method: 'POST',
      }),
    onSettled: invalidate,
  });
}
