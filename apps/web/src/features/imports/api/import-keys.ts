import type { TImportRunStatus, TImportSource } from '@groundwork/shared';

/* Every import query starts with 'imports': one invalidation refreshes the history, a run and its parts. */

export type TImportRunListParams = {
  source: TImportSource | 'all';
  status: TImportRunStatus | 'all';
  page: number;
  pageSize: number;
};

export const importKeys = {
  all: ['imports'] as const,
  runs: (params: TImportRunListParams) => ['imports', 'runs', params] as const,
  run: (id: string) => ['imports', 'run', id] as const,
  /** Keyed by what changes them: a new dry run, a new import. */
  mapping: (id: string) => ['imports', 'run', id, 'mapping'] as const,
  preview: (id: string, previewedAt: string | null) =>
    ['imports', 'run', id, 'preview', previewedAt] as const,
  report: (id: string, importedAt: string | null) => ['imports', 'run', id, 'report', importedAt] as const,
};

export const importRunPath = (id: string) => `/api/v1/imports/runs/${encodeURIComponent(id)}`;
