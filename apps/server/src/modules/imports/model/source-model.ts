import type { TImportFileKind, TImportRowError } from '@groundwork/shared';

/*
 * One run's files read into one model (issue 24): whatever the sources (IIF lists and transactions,
 * QuickBooks reports, the CSV templates), the stages see the same shapes. Amounts are integer cents,
 * debit-positive where a sign matters; dates ISO (YYYY-MM-DD); names as the source spells them,
 * trimmed. `ref` names the file and its 1-based row for error messages ("Row 212: …").
 */

export type TSourceRef = { fileName: string; row: number | null };

export type TSourceAccount = {
  /** Full path `Parent:Child`. */
  path: string;
  number: string | null;
  /** The source's type text (IIF ACCNTTYPE, QuickBooks Online type) or null (CSV: `typeSource` csv gives the five-type name). */
  sourceType: string | null;
  /** Online: the Detail type. IIF: the EXTRA marker (OPENBAL, UNDEPOSIT…). CSV: the subtype. */
  detailType: string | null;
  typeSource: 'iif' | 'qbo' | 'csv';
  description: string | null;
  inactive: boolean;
  /**
   * Debit-positive balance: the trial balance's figure when one was uploaded (0 for an account it
   * leaves out), else IIF OBAMOUNT or an account list's balance, when the source carries one.
   */
  balanceCents: number | null;
  /** IIF EXTRA / detail-type hint (accounts_receivable, opening_balance_equity, …). */
  controlHint: string | null;
  ref: TSourceRef;
};

export type TSourceParty = {
  kind: 'customer' | 'vendor';
  name: string;
  companyName: string | null;
  email: string | null;
  phone: string | null;
  addressLines: string[];
  taxId: string | null;
  is1099: boolean;
  terms: string | null;
  inactive: boolean;
  /** The list's open balance when it carries one (cents), for the verification counts. */
  balanceCents: number | null;
  ref: TSourceRef;
};

export type TSourceJob = {
  customerName: string;
  /** The job's own name (last segment of `Customer:Job`). */
  name: string;
  /** `Customer:Job` as the source writes it (sub-jobs keep every segment). */
  fullName: string;
  status: string | null;
  startDate: string | null;
  endDate: string | null;
  inactive: boolean;
  ref: TSourceRef;
};

export type TSourceTrialBalanceRow = {
  /** The path of the model's account it names (matched by path, else number, when the files were merged). */
  path: string;
  number: string | null;
  debitCents: number;
  creditCents: number;
  ref: TSourceRef;
};

export type TSourceOpenDocument = {
  kind: 'invoice' | 'bill';
  number: string;
  date: string;
  dueDate: string | null;
  /** Customer or vendor name; for an invoice the source may write `Customer:Job`. */
  partyName: string;
  /** `Customer:Job` when the document names a job, else null. */
  jobFullName: string | null;
  className: string | null;
  /** What is still owed at the cut-over, net of retainage. */
  openCents: number;
  /** Retainage held on the document (0 when the source has none). */
  retainageCents: number;
  originalCents: number | null;
  memo: string | null;
  ref: TSourceRef;
};

export type TSourceBankItem = {
  /** The bank account's source path. */
  accountPath: string;
  date: string;
  kind: 'check' | 'deposit';
  reference: string;
  payee: string;
  /** Positive. */
  amountCents: number;
  ref: TSourceRef;
};

export type TSourceJobCost = {
  jobFullName: string;
  costCode: string;
  category: string;
  amountCents: number;
  ref: TSourceRef;
};

export type TSourceTransactionLine = {
  accountPath: string;
  name: string | null;
  className: string | null;
  /** Debit-positive. */
  amountCents: number;
  memo: string | null;
};

export type TSourceTransaction = {
  type: string;
  date: string;
  docNumber: string | null;
  memo: string | null;
  /** IIF CLEAR (Y/N) of the bank line, when given. */
  cleared: boolean | null;
  lines: TSourceTransactionLine[];
  ref: TSourceRef;
};

export type TImportSourceModel = {
  accounts: TSourceAccount[];
  customers: TSourceParty[];
  jobs: TSourceJob[];
  vendors: TSourceParty[];
  classes: string[];
  trialBalance: { asOf: string | null; rows: TSourceTrialBalanceRow[] } | null;
  openInvoices: TSourceOpenDocument[];
  openBills: TSourceOpenDocument[];
  /** Totals the source aging reports print (per party name), for the verification report. */
  agingTotals: { receivables: Record<string, number> | null; payables: Record<string, number> | null };
  bankItems: TSourceBankItem[];
  jobCost: TSourceJobCost[];
  transactions: TSourceTransaction[];
  /** Problems found while reading (a whole file or a row), attributed to the stage they block. */
  errors: TImportRowError[];
};

/** One stored file as the model builder reads it. */
export type TStoredImportFile = { fileName: string; kind: TImportFileKind; bytes: Uint8Array };

/** A model with nothing in it (each file is read into one, then they are merged). */
export function emptySourceModel(): TImportSourceModel {
  return {
    accounts: [],
    customers: [],
    jobs: [],
    vendors: [],
    classes: [],
    trialBalance: null,
    openInvoices: [],
    openBills: [],
    agingTotals: { receivables: null, payables: null },
    bankItems: [],
    jobCost: [],
    transactions: [],
    errors: [],
  };
}
