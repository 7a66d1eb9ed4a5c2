import type { TReportPreference } from '@groundwork/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import * as React from 'react';
import type { z } from 'zod';
import { apiFetch } from '@/lib/api-fetch';

/** How long after the last change the parameters are kept (a person typing a date saves once). */
const SAVE_DELAY_MS = 600;

export const reportPreferenceKeys = {
  one: (reportKey: string) => ['report-preferences', reportKey] as const,
};

/**
 * A report's parameters, remembered per person (issue 17, item 1): the page opens with the ones the
 * person last ran the report with (read once from the server, checked against the report's schema —
 * an old shape falls back to `defaults`), and every change is kept on the server a moment later.
 * Run the report only once `isLoaded`, so that it is not fetched twice (defaults, then remembered).
 */
export function useReportParams<TParams extends Record<string, unknown>>(
  reportKey: string,
  schema: z.ZodType<TParams>,
  defaults: TParams,
): {
  params: TParams;
  setParams: (next: TParams | ((current: TParams) => TParams)) => void;
  isLoaded: boolean;
} {
  const queryClient = useQueryClient();
  const remembered = useQuery({
    queryKey: reportPreferenceKeys.one(reportKey),
    queryFn: () =>
      apiFetch<TReportPreference>(`/api/v1/reports/preferences?report_key=${encodeURIComponent(reportKey)}`),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const [params, setLocalParams] = React.useState<TParams>(defaults);
  const [isApplied, setIsApplied] = React.useState(false);
  const saveTimer = React.useRef<ReturnType<typeof setTimeout> | null>(null);

  // Once: the remembered parameters replace the defaults (merged, so a field added since is defaulted).
  React.useEffect(() => {
    if (isApplied || remembered.isPending) return;
    const saved = remembered.data?.params;
    if (saved) {
      const parsed = schema.safeParse({ ...defaults, ...saved });
      if (parsed.success) setLocalParams(parsed.data);
    }
    setIsApplied(true);
  }, [isApplied, remembered.isPending, remembered.data, schema, defaults]);

  React.useEffect(
    () => () => {
      if (saveTimer.current) clearTimeout(saveTimer.current);
    },
    [],
  );

  const setParams = React.useCallback(
    (next: TParams | ((current: TParams) => TParams)) => {
      setLocalParams((current) => {
        const value = typeof next === 'function' ? next(current) : next;
        if (saveTimer.current) clearTimeout(saveTimer.current);
        saveTimer.current = setTimeout(() => {
          // The page opened again in this visit starts from these, not from what was read at first.
          queryClient.setQueryData<TReportPreference>(reportPreferenceKeys.one(reportKey), {
            report_key: reportKey,
            params: value,
            updated_at: new Date().toISOString(),
          });
          apiFetch('/api/v1/reports/preferences', {
            method: 'PUT',
            json: { report_key: reportKey, params: value },
          }).catch((error: unknown) => {
            // Remembering is a convenience: the report itself runs whatever happens here.
            console.warn(`Could not remember the parameters of ${reportKey}`, error);
          });
        }, SAVE_DELAY_MS);
        return value;
      });
    },
    [reportKey, queryClient],
  );

  return { params, setParams, isLoaded: isApplied };
}
