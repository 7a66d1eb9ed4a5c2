import { randomUUID } from 'node:crypto';
import {
  checkNumberTakenMessage,
  consecutiveCheckNumbers,
  nextCheckNumber,
  type TApPayment,
  type TCreateApPayments,
} from '@groundwork/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { apPaymentApplications, apPayments } from '../../db/schema/index.ts';
import type { TenantCaller } from '../../lib/api-route.ts';
import { audit } from '../../lib/audit.ts';
import { violatedUniqueIndex } from '../../lib/db-errors.ts';
import { payablesAccounts } from '../ap-invoices/post-ap-invoice.ts';
import { postEntry } from '../ledger/post-entry.ts';
import { requestWaiversAfterPayment } from '../lien-waivers/after-payment-waivers.ts';
import { loadApPayment, paymentLabel } from './ap-payment-json.ts';
import { apPaymentPostingLines } from './ap-payment-posting.ts';
import { ApPaymentErrors, CHECK_NUMBER_INDEX } from './ap-payments.errors.ts';
import { lockBankAccount, type TBankAccount } from './bank-accounts.ts';
import { checkPayments } from './payment-targets.ts';

/**
 * The check number of each payment of a check run: the one typed, refused when the account has used
 * it (voided checks keep theirs) or the run uses it twice; the others the account's next numbers, in
 * the run's order, skipping any in use.
 */
function checkNumbers(run: TCreateApPayments, account: TBankAccount): (string | null)[] {
  if (run.method !== 'check') return run.payments.map(() => null);
  const used = new Set(account.usedCheckNumbers);
  for (const p of run.payments) {
    if (!p.check_number) continue;
    if (used.has(p.check_number))
      throw ApPaymentErrors.checkNumberTaken(checkNumberTakenMessage(p.check_number, account.label));
    used.add(p.check_number);
  }
  let next = nextCheckNumber([...used]);
  return run.payments.map((p) => {
    if (p.check_number) return p.check_number;
    while (used.has(next)) next = consecutiveCheckNumbers(next, 2)?.[1] ?? nextCheckNumber([...used]);
    const number = next;
    used.add(number);
    next = consecutiveCheckNumbers(number, 2)?.[1] ?? nextCheckNumber([...used]);
    return number;
  });
}

/**
 * Pays a run of bills, one payment per vendor, in one transaction:
 *   1. the bank account (an active cash account, locked so checks are numbered one run at a time) and
 *      the accounts payable control account;
 *   2. every bill locked and checked: the vendor's, posted, on or before the payment date, no more
 *      than what is open, no hold (expired compliance when the company holds, a missing lien waiver);
 *   3. check numbers: typed ones unique on the account, the others the account's next;
 *   4. the payments, what each pays on which bill, the audit rows, and — when the company requires
 *      conditional waivers — the unconditional waivers that follow each payment, requested;
 *   5. the postings, one entry per payment by the pure rule apPaymentPostingLines (Dr accounts
 *      payable, Cr the bank account) — the last writes but the payments' links to their entries,
 *      which cannot exist before the entries do.
 */
export async function payBills(tx: Db, caller: TenantCaller, run: TCreateApPayments): Promise<TApPayment[]> {
  const org = caller.organizationId;
  // 1.
  const account = await lockBankAccount(tx, org, run.bank_account_id);
  const { payable } = await payablesAccounts(tx, org);
  // 2.
  const checked = await checkPayments(tx, org, run.payment_date, run.payments);
  // 3.
  const numbers = checkNumbers(run, account);
  // 4.
  const written = checked.map((p, i) => ({
    ...p,
    id: randomUUID(),
    entryId: randomUUID(),
    checkNumber: numbers[i] ?? null,
    reference: p.input.reference,
  }));
  try {
    await tx.insert(apPayments).values(
      written.map((p) => ({
        id: p.id,
        organizationId: org,
        vendorId: p.vendor.id,
        paymentDate: run.payment_date,
        bankAccountId: account.id,
        method: run.method,
        checkNumber: p.checkNumber,
        reference: p.reference,
        amountCents: p.amountCents,
        memo: p.input.memo,
        createdBy: caller.userId,
      })),
    );
  } catch (err) {
    // Another run took a number between the lock-free read and now: the same 409 as a typed duplicate.
    if (violatedUniqueIndex(err) === CHECK_NUMBER_INDEX)
      throw ApPaymentErrors.checkNumberTaken(checkNumberTakenMessage('number', account.label));
    throw err;
  }
  await tx.insert(apPaymentApplications).values(
    written.flatMap((p) =>
      p.applications.map((a) => ({
        organizationId: org,
        paymentId: p.id,
        invoiceId: a.invoiceId,
        kind: a.kind,
        releaseId: a.releaseId,
        amountCents: a.amountCents,
      })),
    ),
  );
  for (const p of written) {
    const waivers = await requestWaiversAfterPayment(tx, org, caller.userId, {
      id: p.id,
      vendorId: p.vendor.id,
      paymentDate: run.payment_date,
      applications: p.applications,
    });
    await audit(tx, {
      organizationId: org,
      actorId: caller.userId,
      action: 'create_ap_payment',
      entity: 'ap_payments',
      entityId: p.id,
      after: {
        vendor_id: p.vendor.id,
        payment_date: run.payment_date,
        bank_account_id: account.id,
        method: run.method,
        check_number: p.checkNumber,
        reference: p.reference,
        amount_cents: p.amountCents,
        applications: p.applications,
        unconditional_waivers_requested: waivers,
        journal_entry_id: p.entryId,
      },
      requestId: caller.requestId,
    });
  }
  // 5.
  for (const p of written) {
    const memo = `${paymentLabel({ method: run.method, check_number: p.checkNumber, reference: p.reference })} — ${p.vendor.name}`;
    await postEntry(tx, {
      id: p.entryId,
      organizationId: org,
      entryDate: run.payment_date,
      memo: memo.slice(0, 500),
      sourceType: 'ap_payment',
      sourceId: p.id,
      postedBy: caller.userId,
      lines: apPaymentPostingLines({
        amountCents: p.amountCents,
        accounts: { payable, cash: account.id },
        memo,
      }),
    });
  }
  for (const p of written)
    await tx.execute(
      sql`update ap_payments set journal_entry_id = ${p.entryId} where organization_id = ${org} and id = ${p.id}`,
    );
  const answers: TApPayment[] = [];
  for (const p of written) answers.push(await loadApPayment(tx, org, p.id));
  return answers;
}
