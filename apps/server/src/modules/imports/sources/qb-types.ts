/**
 * What the QuickBooks report readers return (issue 24, sources): plain records with the source row
 * (1-based, as a spreadsheet numbers it: one CSV record = one row, blank lines counted) and integer
 * cents. Nothing here knows the product's chart or parties; mapping comes after.
 */
import type { TSourceEncoding } from './source-text.ts';

export interface TQbError {
  /** Source row (1-based); 0 when the error is about the whole file. */
  row: number;
  /** In the style, `Row 212: 'abc' is not an amount` (no row prefix when row is 0). */
  message: string;
}

export type TQbReportKind =
  | 'trial-balance'
  | 'ar-aging'
  | 'ap-aging'
  | 'ar-aging-summary'
  | 'ap-aging-summary'
  | 'journal'
  | 'account-list'
  | 'customer-list'
  | 'vendor-list'
  | 'product-list'
  | 'unknown';

export interface TQbReportBase {
  fileName: string;
  format: 'csv' | 'xlsx';
  /** CSV only (XLSX is always Unicode). */
  encoding: TSourceEncoding | null;
  /** The title rows' texts, in order (company name, report name, dates, basis). */
  title: string[];
  /** The report's name as read from its title ('Trial Balance', 'A/R Aging Detail'…), if any. */
  reportName: string | null;
  /** Trial balance and aging reports: the 'As of …' date (ISO). */
  asOf: string | null;
  /** Journal: the period in the title ('January 1 - December 31, 2025'). */
  period: { from: string; to: string } | null;
  basis: 'accrual' | 'cash' | null;
  /** Row of the column headers (0 when none was found). */
  headerRow: number;
  errors: TQbError[];
}

/** A QuickBooks account name, read from `Parent:Child` or from indentation, numbers split off. */
export interface TQbAccountName {
  /** Full path of names without numbers, `Job Expenses:Job Materials`. */
  path: string;
  segments: string[];
  /** The leaf's account number when the name carried one (`6010 · Job Materials`). */
  number: string | null;
}

export interface TQbTrialBalanceLine extends TQbAccountName {
  row: number;
  debitCents: number;
  creditCents: number;
}

export type TQbDocumentType = 'invoice' | 'bill' | 'credit' | 'payment' | 'other';

export interface TQbOpenDocument {
  row: number;
  type: TQbDocumentType;
  /** The report's text ('Invoice', 'Credit Memo', 'Vendor Credit', 'Bill Pmt -Check'…). */
  sourceType: string;
  number: string | null;
  date: string;
  dueDate: string | null;
  /** The full QuickBooks name (`Acme Corp:Kitchen Remodel`). */
  name: string;
  /** Customer or vendor: the first segment of the name (A/R), the whole name (A/P). */
  party: string;
  /** A/R: the job (`Customer:Job`, sub-customers joined with ':'), else null. */
  job: string | null;
  /** Open balance in cents as the report signs it (credits are negative). */
  openCents: number;
  /** Original amount when the report has an Amount column. */
  amountCents: number | null;
  terms: string | null;
  memo: string | null;
}

export interface TQbAgingSummaryLine {
  row: number;
  name: string;
  party: string;
  job: string | null;
  /** Bucket header → cents, in the report's order ('Current', '1 - 30', …). */
  buckets: { label: string; cents: number }[];
  totalCents: number;
}

export interface TQbJournalLine {
  row: number;
  account: TQbAccountName;
  name: string | null;
  memo: string | null;
  debitCents: number;
  creditCents: number;
}

export interface TQbJournalTransaction {
  /** Row of its first line. */
  row: number;
  transNo: string | null;
  type: string | null;
  date: string | null;
  number: string | null;
  /** The first line's name (the transaction's party). */
  name: string | null;
  memo: string | null;
  lines: TQbJournalLine[];
  debitCents: number;
  creditCents: number;
}

export interface TQbAccountListEntry extends TQbAccountName {
  row: number;
  type: string;
  detailType: string | null;
  description: string | null;
  balanceCents: number | null;
}

export interface TQbPartyListEntry {
  row: number;
  /** Full name (`Acme Corp:Kitchen Remodel` for a QBO sub-customer). */
  name: string;
  party: string;
  /** Customers: the job for a sub-customer, else null. Vendors: null. */
  job: string | null;
  company: string | null;
  email: string | null;
  phone: string | null;
  address: string | null;
  openBalanceCents: number | null;
  /** Vendors only. */
  taxId: string | null;
  is1099: boolean | null;
}

export interface TQbProductEntry {
  row: number;
  name: string;
  type: string | null;
  description: string | null;
  priceCents: number | null;
  costCents: number | null;
  incomeAccount: string | null;
  expenseAccount: string | null;
  sku: string | null;
}

export type TQbReport =
  | (TQbReportBase & {
      kind: 'trial-balance';
      accounts: TQbTrialBalanceLine[];
      /** The accounts' sums, and the report's TOTAL row when it has one. */
      totals: { debitCents: number; creditCents: number };
      statedTotals: { debitCents: number; creditCents: number } | null;
    })
  | (TQbReportBase & {
      kind: 'ar-aging' | 'ap-aging';
      documents: TQbOpenDocument[];
      totalOpenCents: number;
      statedTotalCents: number | null;
    })
  | (TQbReportBase & {
      kind: 'ar-aging-summary' | 'ap-aging-summary';
      parties: TQbAgingSummaryLine[];
      totalCents: number;
    })
  | (TQbReportBase & {
      kind: 'journal';
      transactions: TQbJournalTransaction[];
      totals: { debitCents: number; creditCents: number };
      statedTotals: { debitCents: number; creditCents: number } | null;
    })
  | (TQbReportBase & { kind: 'account-list'; accounts: TQbAccountListEntry[] })
  | (TQbReportBase & { kind: 'customer-list' | 'vendor-list'; parties: TQbPartyListEntry[] })
  | (TQbReportBase & { kind: 'product-list'; products: TQbProductEntry[] })
  | (TQbReportBase & { kind: 'unknown' });

/** The report of a kind (or kinds): `TQbReportOf<'ap-aging'>` is the aging detail report. */
export type TQbReportOf<K extends TQbReportKind> = TQbReport extends infer R
  ? R extends { kind: infer RK }
    ? [K] extends [RK]
      ? R
      : never
    : never
  : never;
