import type { TSourceEncoding } from './source-text.ts';

/**
 * Records read from a QuickBooks Desktop IIF file. `row` is the file's 1-based line number of the
 * record (a transaction's is its TRNS row; each line keeps its own). Text fields are trimmed; a blank
 * field is null. Amounts are integer cents, debit positive and credit negative as IIF writes them.
 */
export type TIifError = { row: number; message: string };

export type TIifAccount = {
  row: number;
  /** The full NAME, `Parent:Child`. */
  name: string;
  /** NAME split on ':' ('Job Materials:Lumber' → ['Job Materials', 'Lumber']). */
  path: string[];
  /** The parent's full name, null for a top-level account. */
  parent: string | null;
  /** ACCNTTYPE upper-cased (BANK, AR, … NONPOSTING); '' when missing (an error is reported). */
  type: string;
  /** ACCNUM. */
  number: string | null;
  description: string | null;
  /** OBAMOUNT in cents; null when blank. */
  opening_balance_cents: number | null;
  /** EXTRA upper-cased (OPENBAL, RETEARNINGS, UNDEPOSIT, SALESTAX…). */
  extra: string | null;
  hidden: boolean;
};

/** A `!CUST` row. Top-level rows are customers; `Customer:Job` (or deeper) rows are jobs. */
export type TIifCustomer = {
  row: number;
  /** The full NAME (`Acme Corp:Main St Remodel` for a job). */
  name: string;
  path: string[];
  /** The top-level customer's name (the name itself for a customer). */
  customer: string;
  /** The parent's full name: null for a customer, the customer (or parent job) for a job. */
  parent: string | null;
  company_name: string | null;
  /** BADDR1–5, blank lines dropped. */
  address: string[];
  phone: string | null;
  email: string | null;
  terms: string | null;
  /** TAXABLE Y/N; null when blank. */
  taxable: boolean | null;
  job_status: string | null;
  /** JOBSTART / JOBEND as YYYY-MM-DD. */
  job_start: string | null;
  job_end: string | null;
  hidden: boolean;
};

export type TIifVendor = {
  row: number;
  name: string;
  print_as: string | null;
  /** ADDR1–5, blank lines dropped. */
  address: string[];
  phone: string | null;
  email: string | null;
  tax_id: string | null;
  terms: string | null;
  /** The `1099` column (Y/N). */
  is_1099: boolean;
  hidden: boolean;
};

export type TIifItem = {
  row: number;
  name: string;
  path: string[];
  /** INVITEMTYPE (SERV, INVENTORY, PART, OTHC, DISC, GRP…), upper-cased. */
  type: string | null;
  description: string | null;
  /** ACCNT: the income (or expense) account's full name. */
  account: string | null;
  /** PRICE and COST as written (unit prices may carry more than two decimals, discounts a '%'). */
  price: string | null;
  cost: string | null;
  hidden: boolean;
};

export type TIifClass = { row: number; name: string; path: string[]; hidden: boolean };

export type TIifTransactionLine = {
  row: number;
  /** 'TRNS' for the transaction's own line (first), 'SPL' for the others. */
  kind: 'TRNS' | 'SPL';
  account: string;
  name: string | null;
  class: string | null;
  /** Debit positive, credit negative. */
  amount_cents: number;
  memo: string | null;
  quantity: string | null;
  price: string | null;
  item: string | null;
  /** CLEAR (Y/N: cleared in QuickBooks' reconciliation), only when the header has a CLEAR column. */
  cleared?: boolean | null;
};

export type TIifTransaction = {
  /** The TRNS row. */
  row: number;
  /** TRNSTYPE upper-cased (GENERAL JOURNAL, INVOICE, BILL, CHECK, DEPOSIT…). */
  type: string;
  date: string;
  doc_number: string | null;
  memo: string | null;
  due_date: string | null;
  terms: string | null;
  /** The TRNS row's NAME (the customer or vendor of an invoice or bill). */
  name: string | null;
  /** TRNS first, then its SPL rows in file order; they sum to zero. */
  lines: TIifTransactionLine[];
};

export type TIifFile = {
  encoding: TSourceEncoding;
  accounts: TIifAccount[];
  customers: TIifCustomer[];
  jobs: TIifCustomer[];
  vendors: TIifVendor[];
  items: TIifItem[];
  classes: TIifClass[];
  /** Only transactions read whole (closed by ENDTRNS, every amount and date readable). */
  transactions: TIifTransaction[];
  /** Rows of keywords this reader does not import (HDR, OTHERNAME, EMP, TERMS…), counted. */
  skipped: { keyword: string; rows: number }[];
  /** Every problem, by row; an empty list means the file can be imported as read. */
  errors: TIifError[];
};

/** The longest name a list record may have (each `:` segment). */
export const IIF_NAME_MAX = 100;
