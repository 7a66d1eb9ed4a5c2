import { randomUUID } from 'node:crypto';
import { type TRetainageRelease, type TVoidRetainageRelease, todayIso } from '@groundwork/shared';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import type { TenantCaller } from '../../lib/api-route.ts';
import { audit } from '../../lib/audit.ts';
import { paidOnRelease } from '../ap-payments/payables-sets.ts';
import { reversePostedEntry } from '../ledger/reverse-posted-entry.ts';
import { ApRetainageErrors } from './ap-retainage.errors.ts';
import { loadRetainageRelease } from './retainage-json.ts';

/**
 * Voids a retainage release while nothing is paid on it: the retainage is held again.
 *   1. lock it; refuse one already void, one with a payment applied, a date before the release's;
 *   2. status, stamps, audit;
 *   3. the reversal of its entry, the original's reversed-by link, the release's link to it.
 */
export async function voidRetainageRelease(
  tx: Db,
  caller: TenantCaller,
  id: string,
  input: TVoidRetainageRelease,
  now = new Date(),
): Promise<TRetainageRelease> {
  const org = caller.organizationId;
  // 1.
  const [release] = rowsOf<{
    status: string;
    release_date: string;
    journal_entry_id: string | null;
    paid: string;
  }>(
    await tx.execute(sql`
      select status, to_char(release_date, 'YYYY-MM-DD') as release_date, journal_entry_id,
        (${paidOnRelease(org, id)}) as paid
      from ap_retainage_releases where organization_id = ${org} and id = ${id} for update`),
  );
  if (!release) throw ApRetainageErrors.notFound();
  if (release.status === 'void') throw ApRetainageErrors.alreadyVoid();
  if (Number(release.paid) > 0) throw ApRetainageErrors.voidPaid();
  const today = todayIso(now);
  const voidDate = input.void_date ?? (release.release_date > today ? release.release_date : today);
  if (voidDate < release.release_date) throw ApRetainageErrors.voidBeforeRelease();
  const entryId = release.journal_entry_id;
  if (!entryId) throw new Error(`retainage release ${id} has no entry to reverse`);
  // 2.
  const reversalId = randomUUID();
  await tx.execute(sql`
    update ap_retainage_releases set status = 'void', voided_by = ${caller.userId},
      voided_at = ${now.toISOString()}::timestamptz
    where organization_id = ${org} and id = ${id}`);
  await audit(tx, {
    organizationId: org,
    actorId: caller.userId,
    action: 'void_ap_retainage_release',
    entity: 'ap_retainage_releases',
    entityId: id,
    before: { status: release.status },
    after: { status: 'void', void_entry_id: reversalId, void_date: voidDate, reason: input.reason },
    requestId: caller.requestId,
  });
  // 3.
  const reversed = await reversePostedEntry(tx, caller, entryId, {
    id: reversalId,
    date: () => voidDate,
    memo: (original) =>
      `Void of ${original.entryNumber}: ${original.memo}${input.reason ? ` (${input.reason})` : ''}`,
    sourceId: id,
  });
  if (!reversed) throw new Error(`journal entry ${entryId} is already reversed`);
  await tx.execute(
    sql`update ap_retainage_releases set void_entry_id = ${reversalId} where organization_id = ${org} and id = ${id}`,
  );
  return loadRetainageRelease(tx, org, id);
}
