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
  /** Per company: internal support sees a client company's runs (`organizationId`) and its own (null). */
  runs: (params: TImportRunListParams, organizationId: string | null) =>
    ['imports', 'runs', organizationId, params] as const,
  run: (id: string) => ['imports', 'run', id] as const,
  /** Keyed by what changes them: a new dry run, a new import. */
  mapping: (id: string) => ['imports', 'run', id, 'mapping'] as const,
  preview: (id: string, previewedAt: string | null) =>
    ['imports', 'run', id, 'preview', previewedAt] as const,
  report: (id: string, importedAt: string | null) => ['imports', 'run', id, 'report', importedAt] as const,
  /** Under 'imports': an import or a rollback (which add or remove accounts and names) refreshes them. */
  pickers: (organizationId: string | null) => ['imports', 'pickers', organizationId] as const,
};

export const importRunPath = (id: string) => `/api/v1/imports/runs/${encodeURIComponent(id)}`;
