import type { TApplyReceipt, TReceiptDetail } from '@groundwork/shared';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import type { TenantCaller } from '../../lib/api-route.ts';
import { audit } from '../../lib/audit.ts';
import { applyToApplications } from './apply-to-applications.ts';
import { loadReceiptDetail } from './receipt-json.ts';
import { ReceiptErrors } from './receipts.errors.ts';

/**
 * Applies a receipt's credit (what of it is not applied yet) to approved applications of its customer.
 * Nothing is posted: the whole payment already credited AR for the customer.
 *   1. lock the receipt (a void or another application at once waits), refuse a void one;
 *   2. apply within the credit left; 3. audit.
 */
export async function applyReceipt(
  tx: Db,
  caller: TenantCaller,
  id: string,
  input: TApplyReceipt,
): Promise<TReceiptDetail> {
  const org = caller.organizationId;
  // 1.
  const [receipt] = rowsOf<{
    id: string;
    customer_id: string;
    amount_cents: string;
    void_entry_id: string | null;
  }>(
    await tx.execute(sql`
      select id, customer_id, amount_cents, void_entry_id from customer_receipts
      where organization_id = ${org} and id = ${id} for update`),
  );
  if (!receipt) throw ReceiptErrors.notFound();
  if (receipt.void_entry_id) throw ReceiptErrors.receiptVoid();
  const [sum] = rowsOf<{ applied: string }>(
    await tx.execute(sql`
      select coalesce(sum(amount_cents), 0) as applied from receipt_applications
      where organization_id = ${org} and receipt_id = ${id}`),
  );
  const available = Number(receipt.amount_cents) - Number(sum?.applied ?? 0);
  // 2.
  const applied = await applyToApplications(
    tx,
    org,
    { id, customerId: receipt.customer_id },
    input.applications,
    available,
  );
  // 3.
  await audit(tx, {
    organizationId: org,
    actorId: caller.userId,
    action: 'apply_receipt',
    entity: 'customer_receipts',
    entityId: id,
    before: { unapplied_cents: available },
    after: { applications: applied },
    requestId: caller.requestId,
  });
  const detail = await loadReceiptDetail(tx, org, id);
  if (!detail) throw ReceiptErrors.notFound();
  return detail;
}
