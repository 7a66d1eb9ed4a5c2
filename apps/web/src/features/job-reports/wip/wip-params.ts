// Subpath imports: the package barrel would pull every schema into this chunk.
import { todayIso } from '@groundwork/shared/ledger/dates';
import { isMonthEnd, monthEndOf } from '@groundwork/shared/reports/wip.rules';
import { z } from 'zod';

/** The reports' keys among the remembered parameters (the reports home uses the same). */
export const WIP_REPORT_KEY = 'wip';
export const PROFIT_FADE_REPORT_KEY = 'profit-fade';

/** The month end before today's month: the period a WIP schedule is usually run for. */
export function lastMonthEnd(today = todayIso()): string {
  const [y, m] = today.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12-31` : monthEndOf(`${y}-${String(m - 1).padStart(2, '0')}-01`);
}

/** '2026-01' (a month input's value) → '2026-01-31'; null for anything else. */
export function periodEndFromMonth(month: string): string | null {
  return /^\d{4}-(0[1-9]|1[0-2])$/.test(month) ? monthEndOf(`${month}-01`) : null;
}

/** 'January 2026' for '2026-01-31'. */
export function monthLabel(periodEnd: string): string {
  const [y, m] = periodEnd.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1, 1)).toLocaleDateString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** 'Jan 26' for '2026-01-31' (a chart's axis). */
export function shortMonthLabel(periodEnd: string): string {
  const [y, m] = periodEnd.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1, 1)).toLocaleDateString('en-US', {
    month: 'short',
    year: '2-digit',
    timeZone: 'UTC',
  });
}

/** What the WIP page remembers: the period. */
export const ZWipParams = z.object({ period_end: z.string().refine(isMonthEnd) });
export type TWipParams = z.infer<typeof ZWipParams>;
export const WIP_DEFAULTS: TWipParams = { period_end: lastMonthEnd() };

/** What the profit-fade page remembers: the job ('' = all jobs) and the months. */
export const ZProfitFadeParams = z
  .object({
    job_id: z.union([z.literal(''), z.string().uuid()]),
    from: z.string().refine(isMonthEnd),
    to: z.string().refine(isMonthEnd),
  })
  .refine((p) => p.from <= p.to);
export type TProfitFadeParams = z.infer<typeof ZProfitFadeParams>;

/** The twelve month ends through last month. */
export function profitFadeDefaults(today = todayIso()): TProfitFadeParams {
  const to = lastMonthEnd(today);
  const [y, m] = to.split('-').map(Number) as [number, number];
  const fromMonth = m === 12 ? `${y}-01` : `${y - 1}-${String(m + 1).padStart(2, '0')}`;
  return { job_id: '', from: monthEndOf(`${fromMonth}-01`), to };
}

export function profitFadeQueryString(params: TProfitFadeParams): string {
  const query = new URLSearchParams({ from: params.from, to: params.to });
  if (params.job_id) query.set('job_id', params.job_id);
  return query.toString();
}

/** 29.39 % from basis points; a dash for none. */
export function percentText(bps: number | null): string {
  return bps === null ? '—' : `${(bps / 100).toFixed(2)} %`;
}

/** $1.2M, $350K, −$900: short enough for an axis and a bar's label. */
export function compactDollars(cents: number): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    notation: 'compact',
    maximumFractionDigits: 1,
  }).format(cents / 100);
}
