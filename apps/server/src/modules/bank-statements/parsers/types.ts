import type { TBankLineKind } from '@groundwork/shared';

/** One line of a bank statement as read from the file: signed cents, + money into the bank, − out. */
export type TParsedLine = {
  /** 1-based line of the file where the transaction starts (the CSV row, the `<STMTTRN>`, the `16` record…). */
  line_number: number;
  /** YYYY-MM-DD. */
  posted_date: string;
  amount_cents: number;
  kind: TBankLineKind;
  check_number: string | null;
  bank_reference: string | null;
  payee: string;
  memo: string;
  raw: string;
};

export type TStatementFileFormat = 'ofx' | 'qfx' | 'csv' | 'camt053' | 'bai2';

export type TParsedStatement = {
  format: TStatementFileFormat;
  encoding: string;
  /** The last digits of the account the file names, e.g. '…6789'. */
  account_hint: string | null;
  period_start: string | null;
  period_end: string | null;
  opening_balance_cents: number | null;
  closing_balance_cents: number | null;
  lines: TParsedLine[];
  /** Line 0 for a problem with the whole file. */
  errors: { line: number; message: string }[];
};

export type TStatementError = TParsedStatement['errors'][number];

export const NOT_A_STATEMENT =
  'This file is not a statement this product reads (OFX, QFX, CSV, CAMT.053 or BAI2)';
export const CSV_PROFILE_REQUIRED = 'Choose how to read this CSV file: map its columns first';
