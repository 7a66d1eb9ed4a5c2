import type { TPaycheckResult } from '../payroll/engine.types.ts';
import { weekEndingOf } from './certified-pay.ts';
import type { TApprenticeRate, TCashInLieuPaid, TCertifiedSlice, TCertifiedWork } from './compliance.ts';

/** A time line on a certified job: its job and the determination's classification with its rates. */
export type TCertifiedLineInfo = {
  jobId: string;
  classification: string;
  basicRate: string;
  fringeRate: string;
};

export type TSliceContext = {
  employeeName: string;
  workweekStartDay: number;
  /** By time entry id: the lines on certified jobs. */
  lines: ReadonlyMap<string, TCertifiedLineInfo>;
  /** By job id: the job number. */
  jobNumbers: ReadonlyMap<string, string>;
  /** The employee's plan credit per hour in a week ("8.1000"). */
  planCreditPerHour: (weekEnding: string) => string;
  /** The employee's registration for a classification in a week, if any. */
  apprenticeship: (classification: string, weekEnding: string) => TApprenticeRate | null;
};

const WORK_CODES = new Set(['REG', 'OT', 'DT', 'SALARY']);

/**
 * One employee's check → the worker × job × classification × week slices of the compliance check:
 *   work (REG, OT, DT, salary) on certified time lines with the premium paid on each;
 *   cash in lieu: CASH_FRINGE lines of those time lines (hours × rate), and cash in lieu keyed on the
 *   run for a job, classification and week (its amount).
 */
export function slicesFromPaycheck(result: TPaycheckResult, ctx: TSliceContext): TCertifiedSlice[] {
  type TDraft = TCertifiedSlice & { codeHours: Map<string, number> };
  const slices = new Map<string, TDraft>();
  const key = (jobId: string, weekEnding: string, classification: string) =>
    [jobId, weekEnding, classification.toLowerCase()].join('|');
  const sliceFor = (info: TCertifiedLineInfo, weekEnding: string): TDraft => {
    const k = key(info.jobId, weekEnding, info.classification);
    let slice = slices.get(k);
    if (!slice) {
      slice = {
        employeeId: result.employeeId,
        employeeName: ctx.employeeName,
        jobId: info.jobId,
        jobNumber: ctx.jobNumbers.get(info.jobId) ?? info.jobId,
        costCodeId: null,
        weekEnding,
        classification: info.classification,
        basicRate: info.basicRate,
        fringeRate: info.fringeRate,
        work: [],
        cashInLieu: [],
        planCreditPerHour: ctx.planCreditPerHour(weekEnding),
        apprentice: ctx.apprenticeship(info.classification, weekEnding),
        codeHours: new Map(),
      };
      slices.set(k, slice);
    }
    return slice;
  };
  const keyed: typeof result.earnings = [];
  for (const e of result.earnings) {
    const info = e.timeEntryId ? ctx.lines.get(e.timeEntryId) : undefined;
    if (!info) {
      if (e.code === 'CASH_FRINGE' && e.timeEntryId === null) keyed.push(e);
      continue;
    }
    if (!e.workDate) continue;
    const slice = sliceFor(info, weekEndingOf(e.workDate, ctx.workweekStartDay));
    if (WORK_CODES.has(e.code) && e.hours) {
      const work: TCertifiedWork = {
        hours: e.hours,
        rate: e.code === 'SALARY' ? null : e.rate,
        amountCents: e.amountCents - e.premiumCents + (e.earnedPremiumCents ?? e.premiumCents),
        overtime: e.code === 'OT' || e.code === 'DT',
        // The premium the hours earned (the employee's view), not the job-cost spread of the week's premium.
        premiumCents: e.earnedPremiumCents ?? e.premiumCents,
      };
      slice.work.push(work);
      if (e.costCodeId)
        slice.codeHours.set(e.costCodeId, (slice.codeHours.get(e.costCodeId) ?? 0) + Number(e.hours));
    } else if (e.code === 'CASH_FRINGE') {
      const paid: TCashInLieuPaid = { hours: e.hours, rate: e.rate, amountCents: e.amountCents };
      slice.cashInLieu.push(paid);
    }
  }
  // Cash in lieu keyed on the run: dated its week ending, for a job and classification with hours.
  for (const e of keyed) {
    if (!e.jobId || !e.workDate || !e.classification) continue;
    const slice = slices.get(key(e.jobId, e.workDate, e.classification));
    if (slice) slice.cashInLieu.push({ hours: null, rate: null, amountCents: e.amountCents });
  }
  return [...slices.values()].map(({ codeHours, ...slice }) => ({
    ...slice,
    costCodeId: [...codeHours].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]?.[0] ?? null,
  }));
}
