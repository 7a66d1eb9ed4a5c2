import type { TPayApplicationDetail, TSubmitPayApplication } from '@groundwork/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { payApplications } from '../../db/schema/index.ts';
import type { TenantCaller } from '../../lib/api-route.ts';
import { audit } from '../../lib/audit.ts';
import { checkBeforeSubmit } from './pay-application-checks.ts';
import { findApplicationRow } from './pay-application-data.ts';
import { loadPayApplicationDetail, saveDraftFigures } from './pay-application-json.ts';
import { PayApplicationErrors } from './pay-applications.errors.ts';

/** Submits a draft after the checks; its figures are kept as they are from now on. */
export async function submitPayApplication(
  tx: Db,
  caller: TenantCaller,
  id: string,
  input: TSubmitPayApplication,
  now = new Date(),
): Promise<TPayApplicationDetail> {
  const org = caller.organizationId;
  const row = await findApplicationRow(tx, org, id, true);
  if (row.status !== 'draft') throw PayApplicationErrors.notDraft();
  const computed = await checkBeforeSubmit(tx, org, row, input.overbilling_reason);
  const isOverbilled = computed.result.problems.some((p) => p.code === 'over_100_percent');
  await saveDraftFigures(tx, org, row, computed, now);
  await tx
    .update(payApplications)
    .set({
      status: 'submitted',
      submittedAt: now,
      submittedBy: caller.userId,
      overbillingReason: isOverbilled ? input.overbilling_reason : null,
      updatedAt: now,
    })
    .where(and(eq(payApplications.organizationId, org), eq(payApplications.id, id)));
  const after = await loadPayApplicationDetail(tx, org, id);
  await audit(tx, {
    organizationId: org,
    actorId: caller.userId,
    action: 'submit_pay_application',
    entity: 'pay_applications',
    entityId: id,
    before: { status: row.status },
    after: { status: after.status, summary: after.summary, overbilling_reason: after.overbilling_reason },
    requestId: caller.requestId,
  });
  return after;
}
