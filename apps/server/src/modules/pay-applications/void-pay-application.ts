import { randomUUID } from 'node:crypto';
import type { TPayApplicationDetail, TVoidPayApplication } from '@groundwork/shared';
import { and, eq, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { journalEntries, payApplications } from '../../db/schema/index.ts';
import type { TenantCaller } from '../../lib/api-route.ts';
import { audit } from '../../lib/audit.ts';
import { reversePostedEntry } from '../ledger/reverse-posted-entry.ts';
import { appliedCents, findApplicationRow } from './pay-application-data.ts';
import { loadPayApplicationDetail } from './pay-application-json.ts';
import { PayApplicationErrors } from './pay-applications.errors.ts';

/**
 * Voids an approved application by reversing its posting:
 *   1. lock it; only approved (a paid one has payments applied) and with no receipt applied;
 *   2. no later application may build on it (void the later one first);
 *   3. status, stamps and audit first; then the reversal through the engine (its lines swapped,
 *      dated the void date — the engine refuses a closed period), then the links.
 */
export async function voidPayApplication(
  tx: Db,
  caller: TenantCaller,
  id: string,
  input: TVoidPayApplication,
  now = new Date(),
): Promise<TPayApplicationDetail> {
  const org = caller.organizationId;
  const row = await findApplicationRow(tx, org, id, true);
  if (row.kind === 'opening') throw PayApplicationErrors.openingReadOnly();
  if (row.status === 'paid') throw PayApplicationErrors.voidPaid();
  if (row.status !== 'approved') throw PayApplicationErrors.cannotVoid();
  if ((await appliedCents(tx, org, id)) > 0) throw PayApplicationErrors.voidPaid();
  const [later] = rowsOf<{ n: number }>(
    await tx.execute(sql`select count(*)::int as n from pay_applications
      where organization_id = ${org} and job_id = ${row.jobId} and application_number > ${row.applicationNumber}
        and status in ('submitted', 'approved', 'paid') and kind <> 'opening'`),
  );
  if ((later?.n ?? 0) > 0) throw PayApplicationErrors.voidLater();
  const today = now.toISOString().slice(0, 10);
  const voidDate = input.void_date ?? (today > row.applicationDate ? today : row.applicationDate);
  if (voidDate < row.applicationDate) throw PayApplicationErrors.voidBeforeApproval();

  const original = row.journalEntryId
    ? (
        await tx
          .select()
          .from(journalEntries)
          .where(and(eq(journalEntries.organizationId, org), eq(journalEntries.id, row.journalEntryId)))
          .for('update')
      )[0]
    : undefined;
  const reversalId = original ? randomUUID() : null;
  await tx
    .update(payApplications)
    .set({ status: 'void', voidedAt: now, voidedBy: caller.userId, updatedAt: now })
    .where(and(eq(payApplications.organizationId, org), eq(payApplications.id, id)));
  await audit(tx, {
    organizationId: org,
    actorId: caller.userId,
    action: 'void_pay_application',
    entity: 'pay_applications',
    entityId: id,
    before: { status: row.status },
    after: { status: 'void', void_entry_id: reversalId, void_date: voidDate, reason: input.reason },
    requestId: caller.requestId,
  });
  if (original && reversalId) {
    const reversed = await reversePostedEntry(tx, caller, original.id, {
      id: reversalId,
      date: () => voidDate,
      memo: () =>
        `Void of ${original.entryNumber}: ${original.memo}${input.reason ? ` (${input.reason})` : ''}`,
      sourceId: id,
    });
    if (!reversed) throw new Error(`journal entry ${original.id} is already reversed`);
    await tx
      .update(payApplications)
      .set({ voidEntryId: reversalId })
      .where(and(eq(payApplications.organizationId, org), eq(payApplications.id, id)));
  }
  return loadPayApplicationDetail(tx, org, id);
}
