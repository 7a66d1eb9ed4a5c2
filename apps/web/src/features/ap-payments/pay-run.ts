import {
  consecutiveCheckNumbers,
  formatCents,
  type TApPayable,
  type TApPaymentMethod,
  type TCreateApPaymentsInput,
} from '@groundwork/shared';

/** A bill's key in the selection: its kind and id (an invoice and a release may share nothing else). */
export const billKey = (bill: Pick<TApPayable, 'kind' | 'id'>) => `${bill.kind}:${bill.id}`;

/** What is selected to pay: bill key → the amount typed (null while the field is empty or unreadable). */
export type TSelection = ReadonlyMap<string, number | null>;

/** Why a selected amount cannot be paid as typed, or null. */
export function amountProblem(bill: TApPayable, cents: number | null | undefined): string | null {
  if (cents === null || cents === undefined || cents <= 0) return 'Enter an amount above zero';
  if (!Number.isSafeInteger(cents)) return 'Enter an amount in dollars and cents';
  if (cents > bill.open_cents) return `More than the ${formatCents(bill.open_cents)} open`;
  return null;
}

export type TVendorPayment = {
  vendor: TApPayable['vendor'];
  bills: { bill: TApPayable; cents: number }[];
  totalCents: number;
};

/** The run's payments: one per vendor with selected bills, in the list's order, each with its total. */
export function vendorPayments(bills: readonly TApPayable[], selection: TSelection): TVendorPayment[] {
  const byVendor = new Map<string, TVendorPayment>();
  for (const bill of bills) {
    const key = billKey(bill);
    if (!selection.has(key)) continue;
    const cents = selection.get(key) ?? 0;
    const payment = byVendor.get(bill.vendor.id) ?? { vendor: bill.vendor, bills: [], totalCents: 0 };
    payment.bills.push({ bill, cents: Number.isFinite(cents) ? cents : 0 });
    payment.totalCents += Number.isFinite(cents) ? cents : 0;
    byVendor.set(bill.vendor.id, payment);
  }
  return [...byVendor.values()];
}

/** Whether every selected amount can be paid (and something is selected). */
export function isRunReady(bills: readonly TApPayable[], selection: TSelection): boolean {
  const selected = bills.filter((b) => selection.has(billKey(b)));
  return (
    selected.length > 0 &&
    selected.every((b) => b.holds.length === 0 && amountProblem(b, selection.get(billKey(b))) === null)
  );
}

/**
 * The check numbers the run's checks will print: consecutive from the first number typed (a number
 * with letters numbers only the first; the others get the account's next numbers from the server).
 */
export function runCheckNumbers(first: string, count: number): (string | null)[] {
  const trimmed = first.trim();
  if (!trimmed) return Array.from({ length: count }, () => null);
  return (
    consecutiveCheckNumbers(trimmed, count) ??
    Array.from({ length: count }, (_, i) => (i === 0 ? trimmed : null))
  );
}

export type TRunHeader = {
  paymentDate: string;
  bankAccountId: string;
  method: TApPaymentMethod;
  firstCheckNumber: string;
  /** ACH and wire: the reference per vendor id. */
  references: Readonly<Record<string, string>>;
};

/** The request body of the run. */
export function runBody(header: TRunHeader, payments: readonly TVendorPayment[]): TCreateApPaymentsInput {
  const numbers = runCheckNumbers(header.firstCheckNumber, payments.length);
  return {
    payment_date: header.paymentDate,
    bank_account_id: header.bankAccountId,
    method: header.method,
    payments: payments.map((p, i) => ({
      vendor_id: p.vendor.id,
      check_number: header.method === 'check' ? (numbers[i] ?? null) : null,
      reference: header.method === 'check' ? null : (header.references[p.vendor.id] ?? '').trim() || null,
      applications: p.bills.map(({ bill, cents }) =>
        bill.kind === 'invoice'
          ? { invoice_id: bill.id, amount_cents: cents }
          : { release_id: bill.id, amount_cents: cents },
      ),
    })),
  };
}
