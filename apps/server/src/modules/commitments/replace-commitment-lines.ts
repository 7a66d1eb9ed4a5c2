import { canChangeAmounts, type TCommitmentDetail, type TReplaceCommitmentLines } from '@groundwork/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { commitments } from '../../db/schema/index.ts';
import type { TenantCaller } from '../../lib/api-route.ts';
import { audit } from '../../lib/audit.ts';
import { findCommitmentRow, loadCommitmentDetail } from './commitment-json.ts';
import { CommitmentErrors } from './commitments.errors.ts';
import { replaceLines } from './update-commitment.ts';

/** PUT /commitments/{id}/lines: the whole schedule of values of a draft or issued commitment. */
export async function replaceCommitmentLines(
  tx: Db,
  caller: TenantCaller,
  id: string,
  input: TReplaceCommitmentLines,
): Promise<TCommitmentDetail> {
  const org = caller.organizationId;
  const row = await findCommitmentRow(tx, org, id, true);
  if (!canChangeAmounts(row.status))
    throw row.status === 'executed' ? CommitmentErrors.amountsLocked() : CommitmentErrors.notEditable();
  const before = await loadCommitmentDetail(tx, org, id);
  await replaceLines(tx, org, id, input.lines);
  await tx
    .update(commitments)
    .set({ updatedAt: new Date() })
    .where(and(eq(commitments.organizationId, org), eq(commitments.id, id)));
  const after = await loadCommitmentDetail(tx, org, id);
  await audit(tx, {
    organizationId: org,
    actorId: caller.userId,
    action: 'replace_commitment_lines',
    entity: 'commitments',
    entityId: id,
    before: before.lines,
    after: after.lines,
    requestId: caller.requestId,
  });
  return after;
}
