import type { TPayApplicationDetail } from '@groundwork/shared';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { payApplications } from '../../db/schema/index.ts';
import type { TenantCaller } from '../../lib/api-route.ts';
import { AppError } from '../../lib/app-error.ts';
import { audit } from '../../lib/audit.ts';
import { violatedUniqueIndex } from '../../lib/db-errors.ts';
import { findApplicationRow } from './pay-application-data.ts';
import { computeDraft, loadPayApplicationDetail, saveDraftFigures } from './pay-application-json.ts';
import { ONE_DRAFT_INDEX, PayApplicationErrors } from './pay-applications.errors.ts';

const notSubmitted = () =>
  new AppError('pay_application_not_submitted', 'Only a submitted application can go back to draft', 409);

/**
 * Takes a submitted application back to draft, before approval (nothing was posted yet):
 *   1. lock it; only a submitted one goes back (an approved one is undone only by a void);
 *   2. the job's one open draft still holds: no application can be started while this one is
 *      submitted (creation counts draft and submitted as open), so no other draft exists — looked for
 *      again, and the partial unique index on drafts is the backstop (both 409 pay_application_open);
 *   3. status draft, the submission stamps and the overbilling reason cleared (submitting asks again);
 *   4. its figures computed again as a draft's always are — C from the contract as it stands now (a
 *      change order approved since it was submitted is in), D from the last approved application —
 *      keeping its own E, F and overrides;
 *   5. audit, with what the submission had kept.
 */
export async function returnPayApplicationToDraft(
  tx: Db,
  caller: TenantCaller,
  id: string,
  now = new Date(),
): Promise<TPayApplicationDetail> {
  const org = caller.organizationId;
  const row = await findApplicationRow(tx, org, id, true);
  if (row.status !== 'submitted') throw notSubmitted();
  const [otherDraft] = await tx
    .select({ id: payApplications.id })
    .from(payApplications)
    .where(
      and(
        eq(payApplications.organizationId, org),
        eq(payApplications.jobId, row.jobId),
        eq(payApplications.status, 'draft'),
        ne(payApplications.id, id),
      ),
    )
    .limit(1);
  if (otherDraft) throw PayApplicationErrors.openApplication();
  const before = await loadPayApplicationDetail(tx, org, id);

  await tx
    .update(payApplications)
    .set({ status: 'draft', submittedAt: null, submittedBy: null, overbillingReason: null, updatedAt: now })
    .where(and(eq(payApplications.organizationId, org), eq(payApplications.id, id)))
    .catch((err: unknown) => {
      if (violatedUniqueIndex(err) === ONE_DRAFT_INDEX) throw PayApplicationErrors.openApplication();
      throw err;
    });
  const draft = await findApplicationRow(tx, org, id);
  await saveDraftFigures(tx, org, draft, await computeDraft(tx, org, draft), now);
  const after = await loadPayApplicationDetail(tx, org, id);
  await audit(tx, {
    organizationId: org,
    actorId: caller.userId,
    action: 'return_pay_application_to_draft',
    entity: 'pay_applications',
    entityId: id,
    before: {
      status: row.status,
      submitted_at: row.submittedAt?.toISOString() ?? null,
      submitted_by: row.submittedBy,
      summary: before.summary,
      overbilling_reason: row.overbillingReason,
    },
    after: { status: after.status, summary: after.summary },
    requestId: caller.requestId,
  });
  return after;
}
