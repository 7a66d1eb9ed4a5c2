import { PAY_APPLICATION_MESSAGES as M } from '@groundwork/shared';
import type { Db } from '../../db/client.ts';
import { storedLines, type TPayApplicationRow } from './pay-application-data.ts';
import { computeDraft, type TDraftComputation } from './pay-application-json.ts';
import { PayApplicationErrors } from './pay-applications.errors.ts';

/**
 * The checks an owner's architect makes before certifying, run on submit (and again on approval):
 *   1. previous: each line's D and line 7 equal the last billed application's to-date figures
 *      (an application voided since, or approved in between, makes the saved figures stale);
 *   2. the schedule totals the contract sum to date (a change order approved since changes both);
 *   3. work to date is never negative;
 *   4. stored materials that left F are billed in E on the same line (installed, not lost);
 *   5. a line above 100 % only with an overbilling confirmed by a reason.
 * Answers the computation as it stands, for the caller to save. At approval only the first check runs
 * again: the figures were certified as submitted, and a change order approved since belongs to the
 * next application (it must not leave this one unapprovable).
 */
export async function checkBeforeSubmit(
  tx: Db,
  organizationId: string,
  row: TPayApplicationRow,
  overbillingReason: string | null,
  options: { isApproval?: boolean } = {},
): Promise<TDraftComputation> {
  const computed = await computeDraft(tx, organizationId, row);
  const stored = new Map((await storedLines(tx, organizationId, row.id)).map((l) => [l.contractLineId, l]));
  const { result, input } = computed;

  // 1. Previous.
  const stale = input.lines.some((l) => {
    const s = stored.get(l.line_id);
    return s !== undefined && s.previousWorkCents !== l.previous_work_cents;
  });
  if (stale || row.previousCertificatesCents !== result.summary.line7_previous_certificates_cents)
    throw PayApplicationErrors.check('previous_mismatch', M.previousMismatch);
  if (options.isApproval) return computed;

  // 2. Schedule: every line saved with today's C, and the lines total the contract sum to date.
  const scheduleChanged =
    stored.size !== input.lines.length ||
    input.lines.some((l) => stored.get(l.line_id)?.scheduledCents !== l.scheduled_cents);
  if (scheduleChanged || result.problems.some((p) => p.code === 'schedule_total'))
    throw PayApplicationErrors.check('schedule_total', M.scheduleTotal);

  // 3. Negative work.
  if (result.problems.some((p) => p.code === 'negative'))
    throw PayApplicationErrors.check('negative_work', M.negativeWork);

  // 4. Stored materials installed.
  for (const l of input.lines) {
    const left = (computed.meta.get(l.line_id)?.previousStoredCents ?? 0) - l.stored_cents;
    if (left > 0 && l.this_period_cents < left)
      throw PayApplicationErrors.check('stored_not_installed', M.storedNotInstalled);
  }

  // 5. Overbilling.
  if (result.problems.some((p) => p.code === 'over_100_percent') && !overbillingReason)
    throw PayApplicationErrors.check('overbilling_unconfirmed', M.overbillingReasonRequired);
  return computed;
}
