import type { TImportFile, TImportRun } from '@groundwork/shared';
import { apiFetch, errorFromBody } from '@/lib/api-fetch';
import { getSupabase } from '@/lib/supabase';
import { useImportOrganization } from '../hooks/use-import-organization';
import { importRunPath } from './import-keys';
import { useRunMutation } from './use-import-runs';

/** The file as multipart/form-data (field `file`) with the user's token. */
async function postImportFile(path: string, file: File): Promise<TImportFile | TImportRun> {
  const form = new FormData();
  form.append('file', file, file.name);
  const headers = new Headers({ Accept: 'application/json' });
  const { data } = await getSupabase().auth.getSession();
  if (data.session?.access_token) headers.set('Authorization', `Bearer ${data.session.access_token}`);
  const response = await fetch(path, { method: 'POST', headers, body: form });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw errorFromBody(body, response.status);
  return body as TImportFile | TImportRun;
}

/** Uploads one file; the server detects what it is and keeps it with the run. */
export function useUploadImportFile(runId: string) {
  const { withOrganization } = useImportOrganization();
  return useRunMutation(runId, async (file: File) => {
    const answer = await postImportFile(withOrganization(`${importRunPath(runId)}/files`), file);
    // The server may answer the file or the whole run: only a run replaces the cached run.
    return 'files' in answer ? answer : null;
  });
}

export function useRemoveImportFile(runId: string) {
  const { withOrganization } = useImportOrganization();
  return useRunMutation(runId, async (fileId: string) => {
    const answer = await apiFetch<TImportRun | null>(
      withOrganization(`${importRunPath(runId)}/files/${encodeURIComponent(fileId)}`),
      { method: 'DELETE' },
    );
    return answer && 'files' in answer ? answer : null;
  });
}
