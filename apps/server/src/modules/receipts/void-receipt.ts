import { randomUUID } from 'node:crypto';
import { type TReceiptDetail, type TVoidReceipt, todayIso } from '@groundwork/shared';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import type { TenantCaller } from '../../lib/api-route.ts';
import { audit } from '../../lib/audit.ts';
import { postEntry } from '../ledger/post-entry.ts';
import { receivableAccountId } from './receipt-accounts.ts';
import { loadReceiptDetail } from './receipt-json.ts';
import { receiptVoidLines } from './receipt-posting.ts';
import { ReceiptErrors } from './receipts.errors.ts';

type TLockedReceipt = {
  id: string;
  customer_id: string;
  amount_cents: string;
  deposit_account_id: string;
  receipt_date: string;
  journal_entry_id: string | null;
  void_entry_id: string | null;
  entry_number: string | null;
};

/**
 * Voids a receipt:
 *   1. lock it; refuse one already void, a date before the receipt's;
 *   2. remove its applications; the applications they had paid in full go back to 'approved';
 *   3. audit;
 *   4. post the reversal (the rule: the receipt's lines swapped), then link it to the receipt and to the
 *      original entry (links that need the entry to exist).
 */
export async function voidReceipt(
  tx: Db,
  caller: TenantCaller,
  id: string,
  input: TVoidReceipt,
): Promise<TReceiptDetail> {
  const org = caller.organizationId;
  // 1.
  const [receipt] = rowsOf<TLockedReceipt>(
    await tx.execute(sql`
      select r.id, r.customer_id, r.amount_cents, r.deposit_account_id, to_char(r.receipt_date, 'YYYY-MM-DD') as receipt_date,
        r.journal_entry_id, r.void_entry_id, je.entry_number
      from customer_receipts r
      left join journal_entries je on je.organization_id = r.organization_id and je.id = r.journal_entry_id
      where r.organization_id = ${org} and r.id = ${id}
      for update of r`),
  );
  if (!receipt) throw ReceiptErrors.notFound();
  if (receipt.void_entry_id) throw ReceiptErrors.alreadyVoid();
  const today = todayIso();
  const voidDate = input.void_date ?? (today < receipt.receipt_date ? receipt.receipt_date : today);
  if (voidDate < receipt.receipt_date) throw ReceiptErrors.voidBeforeReceipt();
  const arAccountId = await receivableAccountId(tx, org);

  // 2.
  const removed = rowsOf<{ application_id: string; amount_cents: string }>(
    await tx.execute(sql`
      delete from receipt_applications where organization_id = ${org} and receipt_id = ${id}
      returning application_id, amount_cents`),
  );
  if (removed.length > 0)
    await tx.execute(sql`
      update pay_applications set status = 'approved', updated_at = now()
      where organization_id = ${org} and status = 'paid' and id in (${sql.join(
        removed.map((r) => sql`${r.application_id}::uuid`),
        sql`, `,
      )})`);
  // 3.
  const voidEntryId = randomUUID();
  await audit(tx, {
    organizationId: org,
    actorId: caller.userId,
    action: 'void_receipt',
    entity: 'customer_receipts',
    entityId: id,
    before: {
      applications: removed.map((r) => ({
        application_id: r.application_id,
        amount_cents: Number(r.amount_cents),
      })),
    },
    after: { void_entry_id: voidEntryId, void_date: voidDate },
    requestId: caller.requestId,
  });
  // 4.
  const memo = `Void of payment${receipt.entry_number ? ` ${receipt.entry_number}` : ''}`;
  await postEntry(tx, {
    id: voidEntryId,
    organizationId: org,
    entryDate: voidDate,
    memo,
    sourceType: 'reversal',
    sourceId: receipt.journal_entry_id,
    reversesId: receipt.journal_entry_id,
    postedBy: caller.userId,
    lines: receiptVoidLines({
      customerId: receipt.customer_id,
      amountCents: Number(receipt.amount_cents),
      cashAccountId: receipt.deposit_account_id,
      receivableAccountId: arAccountId,
      memo,
    }),
  });
  await tx.execute(
    sql`update customer_receipts set void_entry_id = ${voidEntryId} where organization_id = ${org} and id = ${id}`,
  );
  if (receipt.journal_entry_id)
    await tx.execute(
      sql`update journal_entries set reversed_by_id = ${voidEntryId} where organization_id = ${org} and id = ${receipt.journal_entry_id}`,
    );
  const detail = await loadReceiptDetail(tx, org, id);
  if (!detail) throw ReceiptErrors.notFound();
  return detail;
}
