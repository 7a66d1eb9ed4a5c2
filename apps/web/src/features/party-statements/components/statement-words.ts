import type { TStatementSide } from '../api/use-party-statements';

/** How a statement speaks on each side: what the customer owes us, what we owe the vendor. */
export const STATEMENT_WORDS = {
  customer: {
    party: 'Customer',
    parties: 'customers',
    balance: 'Amount due',
    charges: 'Invoices',
    credits: 'Payments and credits',
    retainage: 'Retainage held by the customer',
    retainageOf: 'Job',
    retainageNote: 'Retainage is not part of the amount due: it is billed when released.',
    empty: 'No customer has a balance, an open item or retainage held on this date.',
  },
  vendor: {
    party: 'Vendor',
    parties: 'vendors',
    balance: 'Balance owed',
    charges: 'Bills',
    credits: 'Payments',
    retainage: 'Retainage held from the vendor',
    retainageOf: 'Invoice',
    retainageNote: 'Retainage held is not part of the balance: it becomes payable when released.',
    empty: 'No vendor has a balance, an open bill or retainage held on this date.',
  },
} as const satisfies Record<TStatementSide, Record<string, string>>;
