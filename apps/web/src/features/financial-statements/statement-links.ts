import type { TSourceType } from '@groundwork/shared';

/**
 * Where a figure of a statement leads (issue 17: every figure drills down to the lines behind it, and
 * a line to its entry and source document).
 */

const query = (params: Record<string, string | undefined>) => {
  const q = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) q.set(key, value);
  const text = q.toString();
  return text ? `?${text}` : '';
};

/** An account's lines between two dates (the account detail page: opening, lines, closing). */
export function accountLinesHref(accountId: string, range: { from?: string; to?: string }) {
  return `/chart-of-accounts/${encodeURIComponent(accountId)}${query(range)}`;
}

/** The general ledger detail of an account number range over a period. */
export function generalLedgerHref(params: {
  account_from?: string;
  account_to?: string;
  from: string;
  to: string;
}) {
  return `/reports/general-ledger${query({ ...params, preset: 'custom' })}`;
}

/** The profit and loss of a period. */
export function profitAndLossHref(range: { from: string; to: string }) {
  return `/reports/profit-and-loss${query({ ...range, preset: 'custom' })}`;
}

/** A journal entry. */
export function journalEntryHref(entryId: string) {
  return `/journal-entries/${encodeURIComponent(entryId)}`;
}

/**
 * The document an entry was posted from, when its source type says where it lives: a vendor invoice,
 * a pay application, the lists of receipts and payments, the WIP schedule. A retainage release is
 * either a customer's (a pay application) or a vendor's: the caller tells which (null: unknown).
 */
export function sourceDocumentHref(
  sourceType: TSourceType,
  sourceId: string | null,
  retainageReleaseOf: 'customer' | 'vendor' | null = null,
): { href: string; label: string } | null {
  const id = sourceId ? encodeURIComponent(sourceId) : null;
  switch (sourceType) {
    case 'ap_invoice':
      return id ? { href: `/invoices/${id}`, label: 'Open the vendor invoice' } : null;
    case 'ar_invoice':
      return id ? { href: `/billing/applications/${id}`, label: 'Open the pay application' } : null;
    case 'ar_receipt':
      return { href: '/billing/receipts', label: 'Open the receipts' };
    case 'ap_payment':
      return { href: '/invoices/payments', label: 'Open the payments' };
    case 'retainage_release':
      if (retainageReleaseOf === 'customer' && id)
        return { href: `/billing/applications/${id}`, label: 'Open the retainage billing' };
      if (retainageReleaseOf === 'vendor')
        return { href: '/invoices/retainage', label: 'Open the retainage releases' };
      return null;
    case 'wip':
      return { href: '/reports/wip', label: 'Open the WIP schedule' };
    default:
      return null;
  }
}
