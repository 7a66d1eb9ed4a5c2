import {
  canChangeAmounts,
  canEditHeader,
  type TCommitmentDetail,
  type TCommitmentLineInput,
  type TUpdateCommitment,
} from '@groundwork/shared';
import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { commitmentLines, commitments, vendorChangeOrders } from '../../db/schema/index.ts';
import type { TenantCaller } from '../../lib/api-route.ts';
import { audit } from '../../lib/audit.ts';
import { findCommitmentRow, loadCommitmentDetail } from './commitment-json.ts';
import { checkLineCodes, usableVendor } from './commitment-references.ts';
import { CommitmentErrors } from './commitments.errors.ts';
import { writeScheduleLines } from './save-schedule-lines.ts';

/**
 * Edits a commitment under a lock on its row. Draft and issued: everything, `lines` replacing the
 * schedule. Executed: only the header text (description, dates, scope) — a new vendor, retainage or
 * schedule is refused, amounts change only through vendor change orders. Closed and void: nothing.
 */
export async function updateCommitment(
  tx: Db,
  caller: TenantCaller,
  id: string,
  input: TUpdateCommitment,
): Promise<TCommitmentDetail> {
  const org = caller.organizationId;
  const row = await findCommitmentRow(tx, org, id, true);
  if (!canEditHeader(row.status)) throw CommitmentErrors.notEditable();
  const before = await loadCommitmentDetail(tx, org, id);
  const changesVendor = input.vendor_id !== undefined && input.vendor_id !== row.vendorId;
  const changesRetainage = input.retainage_bps !== undefined && input.retainage_bps !== row.retainageBps;
  if (!canChangeAmounts(row.status) && (changesVendor || changesRetainage || input.lines !== undefined))
    throw CommitmentErrors.amountsLocked();

  let warnings: string[] = [];
  if (changesVendor && input.vendor_id) warnings = await usableVendor(tx, org, input.vendor_id);
  if (input.lines) await replaceLines(tx, org, id, input.lines);

  await tx
    .update(commitments)
    .set({
      vendorId: input.vendor_id,
      description: input.description,
      startDate: input.start_date,
      endDate: input.end_date,
      retainageBps: input.retainage_bps,
      scope: input.scope,
      updatedAt: new Date(),
    })
    .where(and(eq(commitments.organizationId, org), eq(commitments.id, id)));
  const after = await loadCommitmentDetail(tx, org, id, warnings);
  await audit(tx, {
    organizationId: org,
    actorId: caller.userId,
    action: 'update_commitment',
    entity: 'commitments',
    entityId: id,
    before,
    after,
    requestId: caller.requestId,
  });
  return after;
}

/**
 * Replaces the schedule of a draft or issued commitment (the caller holds the row lock). A schedule
 * that change orders already point at is kept: change it through them.
 */
export async function replaceLines(
  tx: Db,
  organizationId: string,
  commitmentId: string,
  lines: readonly TCommitmentLineInput[],
): Promise<void> {
  const [orders] = await tx
    .select({ n: count() })
    .from(vendorChangeOrders)
    .where(
      and(
        eq(vendorChangeOrders.organizationId, organizationId),
        eq(vendorChangeOrders.commitmentId, commitmentId),
      ),
    );
  if ((orders?.n ?? 0) > 0) throw CommitmentErrors.scheduleHasChangeOrders();
  const existing = await tx
    .select({ codeId: commitmentLines.costCodeId, categoryId: commitmentLines.costCategoryId })
    .from(commitmentLines)
    .where(
      and(eq(commitmentLines.organizationId, organizationId), eq(commitmentLines.commitmentId, commitmentId)),
    );
  await checkLineCodes(tx, organizationId, lines, {
    codes: new Set(existing.map((l) => l.codeId)),
    categories: new Set(existing.map((l) => l.categoryId)),
  });
  await writeScheduleLines(tx, organizationId, commitmentId, lines);
}
