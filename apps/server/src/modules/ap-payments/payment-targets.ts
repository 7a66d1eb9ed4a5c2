import {
  allocateInOrder,
  formatCents,
  invoiceOtherVendorMessage,
  notPostedMessage,
  onHoldMessage,
  overOpenMessage,
  payableLabel,
  type TApVendorPaymentInput,
} from '@groundwork/shared';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { ApPaymentErrors } from './ap-payments.errors.ts';
import { billHolds } from './find-payables.ts';
import { paidOnInvoice, paidOnRelease } from './payables-sets.ts';

/** A bill of the run, locked, with what is open on it and the date it reached the ledger. */
type TBill = {
  id: string;
  vendorId: string;
  label: string;
  status: string;
  openCents: number;
  postedOn: string | null;
  /** A release's lines: its invoices and what is left to pay of each. */
  lines: { invoiceId: string; available_cents: number }[];
};

/** One application as written: kind, invoice, release, amount. */
export type TApplicationRow = {
  kind: 'invoice' | 'retainage';
  invoiceId: string;
  releaseId: string | null;
  amountCents: number;
};

export type TCheckedPayment = {
  input: TApVendorPaymentInput;
  vendor: { id: string; number: string; name: string };
  amountCents: number;
  applications: TApplicationRow[];
};

/**
 * Locks every bill the run pays — invoices, then releases, each in id order, so two runs paying the
 * same bills wait for one another instead of both paying — and reads what is open on each.
 */
async function lockBills(tx: Db, org: string, invoiceIds: string[], releaseIds: string[]) {
  const ids = (list: string[]) =>
    sql.join(
      list.map((id) => sql`${id}::uuid`),
      sql`, `,
    );
  const bills = new Map<string, TBill>();
  if (invoiceIds.length > 0) {
    const rows = rowsOf<{
      id: string;
      vendor_id: string;
      invoice_number: string;
      status: string;
      net_cents: string;
      paid: string;
      posted_on: string | null;
    }>(
      await tx.execute(sql`
        with locked as (
          select id from ap_invoices where organization_id = ${org} and id in (${ids(invoiceIds)})
          order by id for update
        )
        select i.id, i.vendor_id, i.invoice_number, i.status, i.net_cents, (${paidOnInvoice(org, sql`i.id`)}) as paid,
          to_char(e.entry_date, 'YYYY-MM-DD') as posted_on
        from ap_invoices i join locked on locked.id = i.id
        left join journal_entries e on e.organization_id = i.organization_id and e.id = i.journal_entry_id
        where i.organization_id = ${org}`),
    );
    for (const r of rows)
      bills.set(`i:${r.id}`, {
        id: r.id,
        vendorId: r.vendor_id,
        label: payableLabel('invoice', r.invoice_number),
        status: r.status,
        openCents: Number(r.net_cents) - Number(r.paid),
        postedOn: r.posted_on,
        lines: [],
      });
  }
  if (releaseIds.length > 0) {
    const rows = rowsOf<{
      id: string;
      vendor_id: string;
      number: string;
      status: string;
      amount_cents: string;
      paid: string;
      posted_on: string | null;
      lines: { invoice_id: string; amount_cents: number; paid: number }[];
    }>(
      await tx.execute(sql`
        with locked as (
          select id from ap_retainage_releases where organization_id = ${org} and id in (${ids(releaseIds)})
          order by id for update
        )
        select r.id, r.vendor_id, coalesce(c.commitment_number, '') as number, r.status, r.amount_cents,
          (${paidOnRelease(org, sql`r.id`)}) as paid, to_char(e.entry_date, 'YYYY-MM-DD') as posted_on,
          (select json_agg(json_build_object('invoice_id', rl.invoice_id, 'amount_cents', rl.amount_cents,
              'paid', (select coalesce(sum(pa.amount_cents), 0) from ap_payment_applications pa
                join ap_payments p on p.organization_id = pa.organization_id and p.id = pa.payment_id and p.status = 'posted'
                where pa.organization_id = rl.organization_id and pa.release_id = rl.release_id
                  and pa.invoice_id = rl.invoice_id and pa.kind = 'retainage'))
              order by i.invoice_date, i.invoice_number)
            from ap_retainage_release_lines rl
            join ap_invoices i on i.organization_id = rl.organization_id and i.id = rl.invoice_id
            where rl.organization_id = r.organization_id and rl.release_id = r.id) as lines
        from ap_retainage_releases r join locked on locked.id = r.id
        left join commitments c on c.organization_id = r.organization_id and c.id = r.commitment_id
        left join journal_entries e on e.organization_id = r.organization_id and e.id = r.journal_entry_id
        where r.organization_id = ${org}`),
    );
    for (const r of rows)
      bills.set(`r:${r.id}`, {
        id: r.id,
        vendorId: r.vendor_id,
        label: payableLabel('retainage', r.number),
        status: r.status,
        openCents: Number(r.amount_cents) - Number(r.paid),
        postedOn: r.posted_on,
        lines: (r.lines ?? []).map((l) => ({
          invoiceId: l.invoice_id,
          available_cents: Number(l.amount_cents) - Number(l.paid),
        })),
      });
  }
  return bills;
}

/**
 * Checks a run's payments against their bills, in the order sent, naming the first refusal:
 *   1. each vendor of the company (404), each bill of the company (404) and of that vendor (409);
 *   2. each bill posted (409) and reached the ledger on or before the payment date (400);
 *   3. each amount at most what is open on the bill (409 overpayment, naming both figures);
 *   4. no hold on the bill for payment (409, with every reason);
 * and turns a release's amount into applications per invoice of the release, oldest first.
 */
export async function checkPayments(
  tx: Db,
  org: string,
  paymentDate: string,
  payments: readonly TApVendorPaymentInput[],
): Promise<TCheckedPayment[]> {
  const invoiceIds = payments.flatMap((p) =>
    p.applications.flatMap((a) => (a.invoice_id ? [a.invoice_id] : [])),
  );
  const releaseIds = payments.flatMap((p) =>
    p.applications.flatMap((a) => (a.release_id ? [a.release_id] : [])),
  );
  const bills = await lockBills(tx, org, [...new Set(invoiceIds)].sort(), [...new Set(releaseIds)].sort());
  const vendorIds = [...new Set(payments.map((p) => p.vendor_id))];
  const vendors = rowsOf<{ id: string; number: string; name: string }>(
    await tx.execute(sql`
      select id, vendor_number as number, name from vendors
      where organization_id = ${org} and id in (${sql.join(
        vendorIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`),
  );
  const checked: TCheckedPayment[] = [];
  for (const payment of payments) {
    const vendor = vendors.find((v) => v.id === payment.vendor_id);
    if (!vendor) throw ApPaymentErrors.vendorNotFound();
    const applications: TApplicationRow[] = [];
    for (const a of payment.applications) {
      const bill = a.invoice_id ? bills.get(`i:${a.invoice_id}`) : bills.get(`r:${a.release_id}`);
      if (!bill) throw a.invoice_id ? ApPaymentErrors.invoiceNotFound() : ApPaymentErrors.releaseNotFound();
      if (bill.vendorId !== vendor.id)
        throw ApPaymentErrors.otherVendor(invoiceOtherVendorMessage(bill.label, vendor.name));
      if (bill.status !== 'posted' || !bill.postedOn)
        throw ApPaymentErrors.notPosted(notPostedMessage(bill.label));
      if (paymentDate < bill.postedOn)
        throw ApPaymentErrors.beforePosting(
          `${bill.label} was posted on ${bill.postedOn}: pay it on that date or later`,
        );
      if (a.amount_cents > bill.openCents)
        throw ApPaymentErrors.overpayment(
          overOpenMessage(bill.label, formatCents(a.amount_cents), formatCents(bill.openCents)),
        );
      const holds = await billHolds(tx, org, {
        kind: a.invoice_id ? 'invoice' : 'retainage',
        vendorId: vendor.id,
        invoiceId: a.invoice_id ?? bill.lines[0]?.invoiceId ?? null,
      });
      if (holds.length > 0)
        throw ApPaymentErrors.onHold(
          onHoldMessage(
            bill.label,
            holds.map((h) => h.reason),
          ),
        );
      if (a.invoice_id) {
        applications.push({
          kind: 'invoice',
          invoiceId: a.invoice_id,
          releaseId: null,
          amountCents: a.amount_cents,
        });
      } else {
        for (const part of allocateInOrder(a.amount_cents, bill.lines))
          applications.push({
            kind: 'retainage',
            invoiceId: part.item.invoiceId,
            releaseId: bill.id,
            amountCents: part.amount_cents,
          });
      }
      // Later payments of the same run see what this one took (the same bill is refused twice per payment).
      bill.openCents -= a.amount_cents;
    }
    checked.push({
      input: payment,
      vendor,
      amountCents: payment.applications.reduce((s, a) => s + a.amount_cents, 0),
      applications,
    });
  }
  return checked;
}
