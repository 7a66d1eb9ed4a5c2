import { isIsoDate, type TAgingView } from '@groundwork/shared';
import * as React from 'react';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import { useReportParams } from '@/features/reports/use-report-params';

export type TAgingParams = { as_of: string; view: TAgingView; job_id: string };

const ZAgingParams = z.object({
  as_of: z.string().refine(isIsoDate),
  view: z.enum(['summary', 'detail']),
  job_id: z.string(),
});

/** The URL's names of the parameters (links and the back button keep them). */
const URL_KEYS = { as_of: 'as_of', view: 'view', job_id: 'job' } as const;

function fromUrl(search: URLSearchParams): Partial<TAgingParams> {
  const found: Partial<TAgingParams> = {};
  const asOf = search.get(URL_KEYS.as_of);
  if (asOf && isIsoDate(asOf)) found.as_of = asOf;
  const view = search.get(URL_KEYS.view);
  if (view === 'summary' || view === 'detail') found.view = view;
  const job = search.get(URL_KEYS.job_id);
  if (job !== null) found.job_id = job;
  return found;
}

/**
 * An aging's parameters — its date, summary or detail, a job — from the URL when it has them (a link,
 * the back button), else the ones the person last used (remembered per person, useReportParams),
 * else `defaults`. A change goes to both.
 */
export function useAgingParams(reportKey: string, defaults: TAgingParams) {
  const [search, setSearch] = useSearchParams();
  const remembered = useReportParams(reportKey, ZAgingParams, defaults);
  const params: TAgingParams = { ...remembered.params, ...fromUrl(search) };
  const { setParams } = remembered;
  const update = React.useCallback(
    (patch: Partial<TAgingParams>) => {
      const next = new URLSearchParams(search);
      for (const [key, value] of Object.entries(patch) as [keyof TAgingParams, string][]) {
        if (value) next.set(URL_KEYS[key], value);
        else next.delete(URL_KEYS[key]);
      }
      setSearch(next, { replace: true });
      setParams((current) => ({ ...current, ...fromUrl(search), ...patch }));
    },
    [search, setSearch, setParams],
  );
  return { params, update, isLoaded: remembered.isLoaded };
}
