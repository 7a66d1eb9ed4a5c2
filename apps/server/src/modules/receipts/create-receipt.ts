import { randomUUID } from 'node:crypto';
import { RECEIPT_METHOD_LABELS, type TCreateReceipt, type TReceiptDetail } from '@groundwork/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { chartOfAccounts, customerReceipts, customers } from '../../db/schema/index.ts';
import type { TenantCaller } from '../../lib/api-route.ts';
import { audit } from '../../lib/audit.ts';
import { postEntry } from '../ledger/post-entry.ts';
import { applyToApplications } from './apply-to-applications.ts';
import { receivableAccountId } from './receipt-accounts.ts';
import { loadReceiptDetail } from './receipt-json.ts';
import { receiptPostingLines } from './receipt-posting.ts';
import { ReceiptErrors } from './receipts.errors.ts';

/** 'Payment Check 1001 — Acme Owner LLC': the entry's memo. */
export function receiptMemo(
  method: keyof typeof RECEIPT_METHOD_LABELS,
  reference: string | null,
  customer: string,
) {
  return `Payment ${RECEIPT_METHOD_LABELS[method]}${reference ? ` ${reference}` : ''} — ${customer}`.slice(
    0,
    500,
  );
}

/**
 * Records a customer's payment, in one transaction:
 *   1. the customer active, the deposit account an active cash account of the company, the AR control account;
 *   2. the receipt;
 *   3. its applications (partial payments allowed; the rest stays as the customer's credit);
 *   4. the audit row;
 *   5. the posting (the rule: Dr cash, Cr AR for the whole payment, with the customer) — the last write
 *      but the link to its entry, which cannot exist before the entry does.
 */
export async function createReceipt(
  tx: Db,
  caller: TenantCaller,
  input: TCreateReceipt,
): Promise<TReceiptDetail> {
  const org = caller.organizationId;
  // 1.
  const [customer] = await tx
    .select({ id: customers.id, name: customers.name, isActive: customers.isActive })
    .from(customers)
    .where(and(eq(customers.organizationId, org), eq(customers.id, input.customer_id)));
  if (!customer) throw ReceiptErrors.customerNotFound();
  if (!customer.isActive) throw ReceiptErrors.customerInactive();
  const [account] = await tx
    .select({ id: chartOfAccounts.id, isCash: chartOfAccounts.isCash, isActive: chartOfAccounts.isActive })
    .from(chartOfAccounts)
    .where(and(eq(chartOfAccounts.organizationId, org), eq(chartOfAccounts.id, input.deposit_account_id)));
  if (!account) throw ReceiptErrors.depositAccountNotFound();
  if (!account.isCash || !account.isActive) throw ReceiptErrors.depositAccountNotCash();
  const arAccountId = await receivableAccountId(tx, org);

  // 2.
  const id = randomUUID();
  const entryId = randomUUID();
  await tx.insert(customerReceipts).values({
    id,
    organizationId: org,
    customerId: customer.id,
    receiptDate: input.receipt_date,
    method: input.method,
    reference: input.reference,
    memo: input.memo,
    amountCents: input.amount_cents,
    depositAccountId: account.id,
    createdBy: caller.userId,
  });
  // 3.
  const applied = await applyToApplications(
    tx,
    org,
    { id, customerId: customer.id },
    input.applications,
    input.amount_cents,
  );
  // 4.
  await audit(tx, {
    organizationId: org,
    actorId: caller.userId,
    action: 'create_receipt',
    entity: 'customer_receipts',
    entityId: id,
    after: { ...input, applications: applied, journal_entry_id: entryId },
    requestId: caller.requestId,
  });
  // 5.
  const memo = receiptMemo(input.method, input.reference, customer.name);
  await postEntry(tx, {
    id: entryId,
    organizationId: org,
    entryDate: input.receipt_date,
    memo,
    sourceType: 'ar_receipt',
    sourceId: id,
    postedBy: caller.userId,
    lines: receiptPostingLines({
      customerId: customer.id,
      amountCents: input.amount_cents,
      cashAccountId: account.id,
      receivableAccountId: arAccountId,
      memo,
    }),
  });
  await tx.execute(
    sql`update customer_receipts set journal_entry_id = ${entryId} where organization_id = ${org} and id = ${id}`,
  );
  const detail = await loadReceiptDetail(tx, org, id);
  if (!detail) throw new Error('receipt not found after insert');
  return detail;
}
