import { randomUUID } from 'node:crypto';
import { type TApPayment, type TVoidApPayment, todayIso } from '@groundwork/shared';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import type { TenantCaller } from '../../lib/api-route.ts';
import { audit } from '../../lib/audit.ts';
import { reversePostedEntry } from '../ledger/reverse-posted-entry.ts';
import { withdrawWaiversOfPayment } from '../lien-waivers/after-payment-waivers.ts';
import { loadApPayment } from './ap-payment-json.ts';
import { ApPaymentErrors } from './ap-payments.errors.ts';

/**
 * Voids a payment — a check that bounced or was never sent — by reversing its entry; the bills it paid
 * are open again by what it paid (its applications stay for the record and no longer count):
 *   1. lock it; refuse one already void, a date before the payment's (default today, or the payment
 *      date if later; the engine refuses a closed period);
 *   2. status, stamps and reason; the unconditional waivers it had requested and nobody received are
 *      withdrawn; the audit row;
 *   3. the reversal (the entry's lines swapped, source `reversal`) — then the original's reversed-by
 *      link and the payment's link to its void entry.
 */
export async function voidApPayment(
  tx: Db,
  caller: TenantCaller,
  id: string,
  input: TVoidApPayment,
  now = new Date(),
): Promise<TApPayment> {
  const org = caller.organizationId;
  // 1.
  const [payment] = rowsOf<{
    status: string;
    payment_date: string;
    journal_entry_id: string | null;
    amount_cents: string;
  }>(
    await tx.execute(sql`
      select status, to_char(payment_date, 'YYYY-MM-DD') as payment_date, journal_entry_id, amount_cents
      from ap_payments where organization_id = ${org} and id = ${id} for update`),
  );
  if (!payment) throw ApPaymentErrors.notFound();
  if (payment.status === 'void') throw ApPaymentErrors.alreadyVoid();
  const today = todayIso(now);
  const voidDate = input.void_date ?? (payment.payment_date > today ? payment.payment_date : today);
  if (voidDate < payment.payment_date) throw ApPaymentErrors.voidBeforePayment();
  const entryId = payment.journal_entry_id;
  if (!entryId) throw new Error(`payment ${id} has no entry to reverse`);
  // 2.
  const reversalId = randomUUID();
  await tx.execute(sql`
    update ap_payments set status = 'void', voided_by = ${caller.userId}, voided_at = ${now.toISOString()}::timestamptz,
      void_reason = ${input.reason}, updated_at = ${now.toISOString()}::timestamptz
    where organization_id = ${org} and id = ${id}`);
  const withdrawn = await withdrawWaiversOfPayment(tx, org, id);
  await audit(tx, {
    organizationId: org,
    actorId: caller.userId,
    action: 'void_ap_payment',
    entity: 'ap_payments',
    entityId: id,
    before: { status: payment.status, amount_cents: Number(payment.amount_cents) },
    after: {
      status: 'void',
      void_entry_id: reversalId,
      void_date: voidDate,
      reason: input.reason,
      waivers_withdrawn: withdrawn,
    },
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
    sql`update ap_payments set void_entry_id = ${reversalId} where organization_id = ${org} and id = ${id}`,
  );
  return loadApPayment(tx, org, id);
}
