import {
  dueDateOf,
  type TPayApplicationDetail,
  type TUpdatePayApplication,
  thisPeriodFromPercent,
} from '@groundwork/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { payApplications } from '../../db/schema/index.ts';
import type { TenantCaller } from '../../lib/api-route.ts';
import { audit } from '../../lib/audit.ts';
import { findApplicationRow } from './pay-application-data.ts';
import {
  computeDraft,
  computeWithOpeningRetainage,
  loadPayApplicationDetail,
  saveDraftFigures,
} from './pay-application-json.ts';
import { PayApplicationErrors } from './pay-applications.errors.ts';

/**
 * Saves a draft: its dates and the lines typed on the continuation sheet.
 *   1. lock the application; only a draft changes (a release's lines are fixed);
 *   2. bring C and D up to date (approved change orders, the last billed application) — saving is
 *      also how a draft is refreshed;
 *   3. E typed as an amount, or as a percent complete to date of C (E = C × % − D, to the cent);
 *      F; a retainage override (with its reason) or null to go back to the allocation;
 *   4. compute (computePayApplication) and keep the lines and the header's G702 figures in step;
 *   5. audit.
 */
export async function updatePayApplication(
  tx: Db,
  caller: TenantCaller,
  id: string,
  input: TUpdatePayApplication,
  now = new Date(),
): Promise<TPayApplicationDetail> {
  const org = caller.organizationId;
  const row = await findApplicationRow(tx, org, id, true);
  if (row.status !== 'draft') throw PayApplicationErrors.notDraft();
  if (row.kind === 'retainage_release' && (input.lines?.length ?? 0) > 0)
    throw PayApplicationErrors.releaseLinesFixed();

  const dates = {
    applicationDate: input.application_date ?? row.applicationDate,
    periodFrom: input.period_from === undefined ? row.periodFrom : input.period_from,
    periodTo: input.period_to ?? row.periodTo,
  };
  if (dates.periodFrom && dates.periodFrom > dates.periodTo)
    throw PayApplicationErrors.check('invalid_input', 'The period cannot end before it starts');
  const computed = await computeDraft(tx, org, row);
  const byLine = new Map(computed.input.lines.map((l) => [l.line_id, l]));
  for (const edit of input.lines ?? []) {
    const line = byLine.get(edit.contract_line_id);
    if (!line) throw PayApplicationErrors.lineNotFound();
    if (edit.percent_complete_bps !== undefined)
      line.this_period_cents = thisPeriodFromPercent(
        line.scheduled_cents,
        line.previous_work_cents,
        edit.percent_complete_bps,
      );
    else if (edit.this_period_cents !== undefined) line.this_period_cents = edit.this_period_cents;
    if (edit.stored_cents !== undefined) line.stored_cents = edit.stored_cents;
    if (edit.retainage_override_cents !== undefined) {
      line.retainage_override_cents = edit.retainage_override_cents;
      const meta = computed.meta.get(line.line_id);
      if (meta) meta.overrideReason = edit.retainage_override_cents === null ? null : edit.override_reason;
    }
  }
  computed.result = computeWithOpeningRetainage(computed.input, computed.openingRetainageCents);

  const [jc] = [computed.jc];
  await tx
    .update(payApplications)
    .set({
      ...dates,
      dueDate: dueDateOf(dates.applicationDate, jc?.contract.paymentTermsDays ?? 0),
      updatedAt: now,
    })
    .where(and(eq(payApplications.organizationId, org), eq(payApplications.id, id)));
  await saveDraftFigures(tx, org, { ...row, ...dates }, computed, now);
  const after = await loadPayApplicationDetail(tx, org, id);
  await audit(tx, {
    organizationId: org,
    actorId: caller.userId,
    action: 'update_pay_application',
    entity: 'pay_applications',
    entityId: id,
    before: {
      current_due_cents: row.currentDueCents,
      completed_and_stored_cents: row.completedAndStoredCents,
    },
    after: {
      current_due_cents: after.current_due_cents,
      completed_and_stored_cents: after.completed_and_stored_cents,
      lines: input.lines?.length ?? 0,
    },
    requestId: caller.requestId,
  });
  return after;
}
