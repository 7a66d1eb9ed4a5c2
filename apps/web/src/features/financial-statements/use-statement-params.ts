import * as React from 'react';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import { useReportParams } from '@/features/reports/use-report-params';

/**
 * A statement's parameters: the person's remembered ones (useReportParams), unless the address names
 * some — a drill-down from another statement (the balance sheet's current year earnings opens the
 * profit and loss of those dates) — which then win and are remembered. The address follows every
 * change, so a statement on screen can be bookmarked or sent as it is.
 */
export function useStatementParams<TParams extends Record<string, string>>(
  reportKey: string,
  schema: z.ZodType<TParams>,
  defaults: TParams,
) {
  const report = useReportParams(reportKey, schema, defaults);
  const [searchParams, setSearchParams] = useSearchParams();
  const [isApplied, setIsApplied] = React.useState(false);
  const { params, setParams, isLoaded } = report;

  React.useEffect(() => {
    if (!isLoaded || isApplied) return;
    const fromUrl: Record<string, string> = {};
    for (const key of Object.keys(defaults)) {
      const value = searchParams.get(key);
      if (value !== null) fromUrl[key] = value;
    }
    if (Object.keys(fromUrl).length > 0) {
      const parsed = schema.safeParse({ ...params, ...fromUrl });
      if (parsed.success) setParams(parsed.data);
    }
    setIsApplied(true);
  }, [isLoaded, isApplied, searchParams, schema, params, setParams, defaults]);

  React.useEffect(() => {
    if (!isApplied) return;
    const next = new URLSearchParams();
    for (const [key, value] of Object.entries(params)) if (value) next.set(key, value);
    if (next.toString() !== searchParams.toString()) setSearchParams(next, { replace: true });
  }, [isApplied, params, searchParams, setSearchParams]);

  return { params, setParams, isLoaded: isLoaded && isApplied };
}
