import { commitmentTransition, type TCommitmentAction, type TCommitmentDetail } from '@groundwork/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { commitments } from '../../db/schema/index.ts';
import type { TenantCaller } from '../../lib/api-route.ts';
import { audit } from '../../lib/audit.ts';
import { findCommitmentRow, loadCommitmentDetail } from './commitment-json.ts';
import { CommitmentErrors } from './commitments.errors.ts';

/**
 * issue, execute, close or void, under a lock on the commitment row (so an invoice or change order
 * cannot slip in between the check and the change). Void only while nothing has been invoiced.
 */
export async function changeCommitmentStatus(
  tx: Db,
  caller: TenantCaller,
  id: string,
  action: TCommitmentAction,
  now = new Date(),
): Promise<TCommitmentDetail> {
  const org = caller.organizationId;
  const row = await findCommitmentRow(tx, org, id, true);
  const before = await loadCommitmentDetail(tx, org, id);
  const transition = commitmentTransition(row.status, action, before.totals.invoiced_cents);
  if (!transition.ok) throw CommitmentErrors.transitionRefused(transition.message);
  const stamps = {
    issue: { issuedAt: now },
    execute: { executedAt: now, executedBy: caller.userId },
    close: { closedAt: now },
    void: { voidedAt: now, voidedBy: caller.userId },
  }[action];
  await tx
    .update(commitments)
    .set({ status: transition.status, ...stamps, updatedAt: now })
    .where(and(eq(commitments.organizationId, org), eq(commitments.id, id)));
  const after = await loadCommitmentDetail(tx, org, id);
  await audit(tx, {
    organizationId: org,
    actorId: caller.userId,
    action: `${action}_commitment`,
    entity: 'commitments',
    entityId: id,
    before: { status: row.status },
    after: { status: after.status },
    requestId: caller.requestId,
  });
  return after;
}
