import type {
  TBankStatementLine,
  TBankStatementLineState,
  TCsvProfile,
  TStatementImport as TSharedStatementImport,
  TStatementPreview as TSharedStatementPreview,
  TStatementImportResult,
  TStatementPreviewLine,
  ZManualStatement,
} from '@groundwork/shared';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiDownload } from '@/lib/api-download';
import { apiFetch, errorFromBody } from '@/lib/api-fetch';
import { getSupabase } from '@/lib/supabase';
import { bankAccountPath, reconciliationKeys, useInvalidateReconciliation } from './bank-accounts-api';

/* Statements (issue 23): a file previewed then imported, lines entered by hand, the imports and lines. */

export type TPreviewLine = TStatementPreviewLine;
export type TStatementPreview = TSharedStatementPreview;
export type TStatementImport = TSharedStatementImport;
export type TImportResult = TStatementImportResult;
export type TManualStatementInput = z.input<typeof ZManualStatement>;
export type TManualLineInput = TManualStatementInput['lines'][number];
export type TStatementLine = TBankStatementLine;
export type TLineState = TBankStatementLineState;

export type TStatementLineParams = {
  state: TLineState;
  from: string;
  to: string;
  q: string;
  page: number;
  page_size: number;
};

/** The file (and the CSV mapping, when one is chosen) as multipart/form-data with the user's token. */
async function postStatementFile<T>(path: string, file: File, profile: TCsvProfile | null): Promise<T> {
  const form = new FormData();
  form.append('file', file, file.name);
  if (profile) form.append('csv_profile', JSON.stringify(profile));
  const headers = new Headers({ Accept: 'application/json' });
  const { data } = await getSupabase().auth.getSession();
  if (data.session?.access_token) headers.set('Authorization', `Bearer ${data.session.access_token}`);
  const response = await fetch(path, { method: 'POST', headers, body: form });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw errorFromBody(body, response.status);
  return body as T;
}

export type TStatementFileRequest = { file: File; profile: TCsvProfile | null };

/** What importing the file would do; nothing is written. */
export function usePreviewStatement(accountId: string) {
  return useMutation({
    mutationFn: ({ file, profile }: TStatementFileRequest) =>
      postStatementFile<TStatementPreview>(`${bankAccountPath(accountId)}/statements/preview`, file, profile),
  });
}

export function useImportStatement(accountId: string) {
  const invalidate = useInvalidateReconciliation();
  return useMutation({
    mutationFn: ({ file, profile }: TStatementFileRequest) =>
      postStatementFile<TImportResult>(`${bankAccountPath(accountId)}/statements/import`, file, profile),
    onSettled: invalidate,
  });
}

export function useEnterManualStatement(accountId: string) {
  const invalidate = useInvalidateReconciliation();
  return useMutation({
    mutationFn: (input: TManualStatementInput) =>
      apiFetch<TImportResult>(`${bankAccountPath(accountId)}/statements/manual`, {
        method: 'POST',
        json: input,
      }),
    onSettled: invalidate,
  });
}

/** The account's statement imports, newest first. */
export function useStatementImports(accountId: string) {
  return useQuery({
    queryKey: reconciliationKeys.imports(accountId),
    queryFn: () => apiFetch<{ items: TStatementImport[] }>(`${bankAccountPath(accountId)}/statement-imports`),
  });
}

export const downloadStatementFile = (importId: string, fileName: string) =>
  apiDownload(`/api/v1/bank-statement-imports/${encodeURIComponent(importId)}/file`, fileName);

export function statementLinesQuery(params: TStatementLineParams): string {
  const query = new URLSearchParams({
    state: params.state,
    page: String(params.page),
    page_size: String(params.page_size),
  });
  if (params.from) query.set('from', params.from);
  if (params.to) query.set('to', params.to);
  if (params.q) query.set('q', params.q);
  return query.toString();
}

/** One page of the account's statement lines. */
export function useStatementLines(accountId: string, params: TStatementLineParams) {
  return useQuery({
    queryKey: reconciliationKeys.lines(accountId, params),
    queryFn: async () => {
      const answer = await apiFetch<{ items: TStatementLine[]; total: number }>(
        `${bankAccountPath(accountId)}/statement-lines?${statementLinesQuery(params)}`,
      );
      return { ...answer, page: params.page, pageSize: params.page_size };
    },
    placeholderData: keepPreviousData,
  });
}

/** Removes an unmatched line entered by mistake. */
export function useDeleteStatementLine() {
  const invalidate = useInvalidateReconciliation();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<null>(`/api/v1/bank-statement-lines/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSettled: invalidate,
  });
}
