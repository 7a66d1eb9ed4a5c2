import { z } from 'zod';

/**
 * Bank statements (issue 23): the formats read, the kinds of line, and the CSV mapping saved per bank
 * account. Money is signed integer cents: + money into the bank, − money out.
 */

export const BANK_STATEMENT_FORMATS = ['ofx', 'qfx', 'csv', 'camt053', 'bai2', 'manual'] as const;
export type TBankStatementFormat = (typeof BANK_STATEMENT_FORMATS)[number];
export const BANK_STATEMENT_FORMAT_LABELS: Record<TBankStatementFormat, string> = {
  ofx: 'OFX',
  qfx: 'QFX (Quicken)',
  csv: 'CSV',
  camt053: 'CAMT.053',
  bai2: 'BAI2',
  manual: 'Entered by hand',
};

export const BANK_LINE_KINDS = [
  'check',
  'deposit',
  'ach',
  'wire',
  'fee',
  'interest',
  'transfer',
  'debit',
  'credit',
  'other',
] as const;
export type TBankLineKind = (typeof BANK_LINE_KINDS)[number];

/** Date formats a CSV mapping names explicitly: a day-first or month-first date is never guessed. */
export const CSV_DATE_FORMATS = [
  'MM/DD/YYYY',
  'DD/MM/YYYY',
  'YYYY-MM-DD',
  'MM/DD/YY',
  'DD/MM/YY',
  'DD.MM.YYYY',
  'YYYYMMDD',
] as const;
export type TCsvDateFormat = (typeof CSV_DATE_FORMATS)[number];

export const CSV_ENCODINGS = ['utf-8', 'windows-1252', 'iso-8859-1'] as const;
export const CSV_DELIMITERS = [',', ';', '\t', '|'] as const;

const column = z.number().int().min(0).max(200);

/**
 * A CSV mapping: columns by 0-based index in the header row (or the first data row without a header).
 * Negatives may be written `-12.50`, `(12.50)` or `12.50-`, always accepted.
 */
export const ZCsvProfile = z
  .object({
    delimiter: z.enum(CSV_DELIMITERS).default(','),
    encoding: z.enum(CSV_ENCODINGS).default('utf-8'),
    /** Rows before the header (a bank's title, account number, period lines). */
    skip_rows: z.number().int().min(0).max(50).default(0),
    has_header: z.boolean().default(true),
    date_column: column,
    date_format: z.enum(CSV_DATE_FORMATS),
    /** One signed amount column, or money-out (debit) and money-in (credit) columns. */
    amount_mode: z.enum(['signed', 'debit_credit']),
    amount_column: column.nullable().default(null),
    debit_column: column.nullable().default(null),
    credit_column: column.nullable().default(null),
    /** A card statement that shows charges as positive: flip every sign. */
    negate_amounts: z.boolean().default(false),
    decimal_separator: z.enum(['.', ',']).default('.'),
    description_column: column.nullable().default(null),
    memo_column: column.nullable().default(null),
    check_number_column: column.nullable().default(null),
    reference_column: column.nullable().default(null),
    /** A running balance column, used to verify the file (not stored). */
    balance_column: column.nullable().default(null),
  })
  .superRefine((p, ctx) => {
    if (p.amount_mode === 'signed' && p.amount_column === null)
      ctx.addIssue({ code: 'custom', path: ['amount_column'], message: 'Choose the amount column' });
    if (p.amount_mode === 'debit_credit' && (p.debit_column === null || p.credit_column === null))
      ctx.addIssue({
        code: 'custom',
        path: ['debit_column'],
        message: 'Choose the debit (money out) and credit (money in) columns',
      });
  });
export type TCsvProfile = z.infer<typeof ZCsvProfile>;
