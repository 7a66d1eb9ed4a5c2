import {
  formatCents,
  SOURCE_LABELS,
  type TBalanceSheet,
  type TPnlFigures,
  type TProfitAndLoss,
  type TTrialBalance,
  type TTrialBalancePeriod,
} from '@groundwork/shared';
import type { TCsvValue } from '@groundwork/shared/csv/csv-cell';
import { centsToCsv } from '../../lib/csv-stream.ts';
import type { TReportColumn, TReportRow } from '../../lib/pdf/report-pdf.ts';
import type { TGlRow, TGlScope } from './general-ledger.ts';

/**
 * The statements as CSV rows and as the rows of the report PDF — the same lines the screen shows, in
 * the same order. Amounts: numbers in the CSV (centsToCsv), formatted money in the PDF.
 */

const money = (cents: number) => formatCents(cents);
const moneyOrBlank = (cents: number) => (cents === 0 ? '' : formatCents(cents));
const percent = (p: number | null) => (p === null ? '' : `${p.toFixed(1)}%`);

export const PNL_NOTE =
  'Cost of revenue: expense accounts a cost category posts to, the job-cost accounts of the starting chart and accounts numbered 5xxx (and their sub-accounts); other expenses are operating expenses.';
export const PNL_JOB_NOTE =
  "Filtered by job: the lines posted with the job (its costs) and the entries of the job's pay applications (its contract revenue); entries not tied to a job are left out.";

// ---------------------------------------------------------------- profit and loss

function pnlAmountHeaders(pnl: TProfitAndLoss): string[] {
  const headers = pnl.periods.map((p) => p.label);
  if (pnl.columns === 'month') headers.push('Total');
  if (pnl.comparison) headers.push(pnl.comparison.label, 'Change', 'Change %');
  return headers;
}

function pnlCsvAmounts(pnl: TProfitAndLoss, f: TPnlFigures): TCsvValue[] {
  const cells: TCsvValue[] = f.amounts.map(centsToCsv);
  if (pnl.columns === 'month') cells.push(centsToCsv(f.total_cents));
  if (pnl.comparison)
    cells.push(
      centsToCsv(f.prior_cents ?? 0),
      centsToCsv(f.change_cents ?? 0),
      f.change_percent === null ? '' : f.change_percent,
    );
  return cells;
}

function pnlPdfAmounts(pnl: TProfitAndLoss, f: TPnlFigures): string[] {
  const cells = f.amounts.map(money);
  if (pnl.columns === 'month') cells.push(money(f.total_cents));
  if (pnl.comparison)
    cells.push(money(f.prior_cents ?? 0), money(f.change_cents ?? 0), percent(f.change_percent));
  return cells;
}

export function pnlCsvHeader(pnl: TProfitAndLoss): string[] {
  return ['Section', 'Account', 'Name', ...pnlAmountHeaders(pnl)];
}

export function pnlCsvRows(pnl: TProfitAndLoss): TCsvValue[][] {
  const rows: TCsvValue[][] = [];
  for (const section of pnl.sections) {
    for (const r of section.rows)
      rows.push([section.title, r.account_number, r.account_name, ...pnlCsvAmounts(pnl, r)]);
    rows.push([
      section.title,
      '',
      `Total ${section.title.toLowerCase()}`,
      ...pnlCsvAmounts(pnl, section.total),
    ]);
    if (section.key === 'cost_of_revenue')
      rows.push(['', '', 'Gross profit', ...pnlCsvAmounts(pnl, pnl.gross_profit)]);
  }
  rows.push(['', '', 'Net income', ...pnlCsvAmounts(pnl, pnl.net_income)]);
  return rows;
}

export function pnlPdf(pnl: TProfitAndLoss): {
  columns: TReportColumn[];
  rows: TReportRow[];
  parameters: [string, string][];
  orientation: 'portrait' | 'landscape';
} {
  const amountHeaders = pnlAmountHeaders(pnl);
  const columns: TReportColumn[] = [
    { header: 'Account' },
    ...amountHeaders.map((header) => ({ header, align: 'right' as const })),
  ];
  const rows: TReportRow[] = [];
  for (const section of pnl.sections) {
    rows.push({ cells: [section.title], kind: 'heading' });
    for (const r of section.rows)
      rows.push({
        cells: [`${r.account_number} ${r.account_name}`, ...pnlPdfAmounts(pnl, r)],
        indent: r.depth + 1,
      });
    rows.push({
      cells: [`Total ${section.title.toLowerCase()}`, ...pnlPdfAmounts(pnl, section.total)],
      kind: 'subtotal',
    });
    if (section.key === 'cost_of_revenue')
      rows.push({ cells: ['Gross profit', ...pnlPdfAmounts(pnl, pnl.gross_profit)], kind: 'total' });
  }
  rows.push({ cells: ['Net income', ...pnlPdfAmounts(pnl, pnl.net_income)], kind: 'total' });
  const parameters: [string, string][] = [['Period', `${pnl.from} to ${pnl.to}`]];
  if (pnl.comparison) parameters.push(['Compared with', `${pnl.comparison.from} to ${pnl.comparison.to}`]);
  if (pnl.job) parameters.push(['Job', `${pnl.job.number} ${pnl.job.name}`]);
  if (pnl.columns === 'month') parameters.push(['Columns', 'By month']);
  return { columns, rows, parameters, orientation: amountHeaders.length > 4 ? 'landscape' : 'portrait' };
}

// ---------------------------------------------------------------- balance sheet

export function balanceSheetCsvHeader(bs: TBalanceSheet): string[] {
  return ['Section', 'Account', 'Name', bs.as_of, ...(bs.compare_to ? [bs.compare_to, 'Change'] : [])];
}

export function balanceSheetCsvRows(bs: TBalanceSheet): TCsvValue[][] {
  const amounts = (amount: number, prior: number | null): TCsvValue[] =>
    bs.compare_to
      ? [centsToCsv(amount), centsToCsv(prior ?? 0), centsToCsv(amount - (prior ?? 0))]
      : [centsToCsv(amount)];
  const rows: TCsvValue[][] = [];
  for (const section of bs.sections) {
    for (const r of section.rows)
      rows.push([section.title, r.account_number ?? '', r.label, ...amounts(r.amount_cents, r.prior_cents)]);
    rows.push([
      section.title,
      '',
      `Total ${section.title.toLowerCase()}`,
      ...amounts(section.total_cents, section.prior_total_cents),
    ]);
  }
  rows.push([
    '',
    '',
    'Total liabilities and equity',
    ...amounts(bs.total_liabilities_and_equity_cents, bs.prior_total_liabilities_and_equity_cents),
  ]);
  return rows;
}

export function balanceSheetPdf(bs: TBalanceSheet): {
  columns: TReportColumn[];
  rows: TReportRow[];
  parameters: [string, string][];
  notes: string[];
} {
  const columns: TReportColumn[] = [
    { header: 'Account' },
    { header: bs.as_of, align: 'right' },
    ...(bs.compare_to
      ? [
          { header: bs.compare_to, align: 'right' as const },
          { header: 'Change', align: 'right' as const },
        ]
      : []),
  ];
  const amounts = (amount: number, prior: number | null) =>
    bs.compare_to ? [money(amount), money(prior ?? 0), money(amount - (prior ?? 0))] : [money(amount)];
  const rows: TReportRow[] = [];
  for (const section of bs.sections) {
    rows.push({ cells: [section.title], kind: 'heading' });
    for (const r of section.rows)
      rows.push({
        cells: [
          r.account_number ? `${r.account_number} ${r.label}` : r.label,
          ...amounts(r.amount_cents, r.prior_cents),
        ],
        indent: r.depth + 1,
      });
    rows.push({
      cells: [
        `Total ${section.title.toLowerCase()}`,
        ...amounts(section.total_cents, section.prior_total_cents),
      ],
      kind: 'subtotal',
    });
  }
  rows.push({
    cells: [
      'Total liabilities and equity',
      ...amounts(bs.total_liabilities_and_equity_cents, bs.prior_total_liabilities_and_equity_cents),
    ],
    kind: 'total',
  });
  const parameters: [string, string][] = [['As of', bs.as_of]];
  if (bs.compare_to) parameters.push(['Compared with', bs.compare_to]);
  const notes = [
    `Retained earnings: the retained earnings account plus the net income of the fiscal years before ${bs.earnings.fiscal_year_start}; current year earnings: net income from ${bs.earnings.fiscal_year_start} to ${bs.as_of}.`,
    bs.is_balanced
      ? 'Assets equal liabilities plus equity.'
      : `Out of balance by ${money(bs.difference_cents)}.`,
  ];
  return { columns, rows, parameters, notes };
}

// ---------------------------------------------------------------- trial balance

export const TRIAL_BALANCE_PDF_COLUMNS: TReportColumn[] = [
  { header: 'Account', width: 60 },
  { header: 'Name' },
  { header: 'Debit', align: 'right' },
  { header: 'Credit', align: 'right' },
];

export function trialBalancePdfRows(tb: TTrialBalance): TReportRow[] {
  return [
    ...tb.rows.map((r) => ({
      cells: [r.account_number, r.account_name, moneyOrBlank(r.debit_cents), moneyOrBlank(r.credit_cents)],
    })),
    {
      cells: ['', 'Total', money(tb.total_debit_cents), money(tb.total_credit_cents)],
      kind: 'total' as const,
    },
  ];
}

export const TRIAL_BALANCE_PERIOD_CSV_HEADER = [
  'Account',
  'Name',
  'Type',
  'Opening Debit',
  'Opening Credit',
  'Debit',
  'Credit',
  'Closing Debit',
  'Closing Credit',
];

export function trialBalancePeriodCsvRows(tb: TTrialBalancePeriod): TCsvValue[][] {
  const cells = (r: TTrialBalancePeriod['totals']) => [
    centsToCsv(r.opening_debit_cents),
    centsToCsv(r.opening_credit_cents),
    centsToCsv(r.debit_cents),
    centsToCsv(r.credit_cents),
    centsToCsv(r.closing_debit_cents),
    centsToCsv(r.closing_credit_cents),
  ];
  return [
    ...tb.rows.map((r) => [r.account_number, r.account_name, r.account_type, ...cells(r)]),
    ['', 'Total', '', ...cells(tb.totals)],
  ];
}

export const TRIAL_BALANCE_PERIOD_PDF_COLUMNS: TReportColumn[] = [
  { header: 'Account', width: 50 },
  { header: 'Name' },
  { header: 'Opening Dr', align: 'right' },
  { header: 'Opening Cr', align: 'right' },
  { header: 'Debit', align: 'right' },
  { header: 'Credit', align: 'right' },
  { header: 'Closing Dr', align: 'right' },
  { header: 'Closing Cr', align: 'right' },
];

export function trialBalancePeriodPdfRows(tb: TTrialBalancePeriod): TReportRow[] {
  const cells = (r: TTrialBalancePeriod['totals'], blank: (c: number) => string) => [
    blank(r.opening_debit_cents),
    blank(r.opening_credit_cents),
    blank(r.debit_cents),
    blank(r.credit_cents),
    blank(r.closing_debit_cents),
    blank(r.closing_credit_cents),
  ];
  return [
    ...tb.rows.map((r) => ({ cells: [r.account_number, r.account_name, ...cells(r, moneyOrBlank)] })),
    { cells: ['', 'Total', ...cells(tb.totals, money)], kind: 'total' as const },
  ];
}

// ---------------------------------------------------------------- general ledger

export const GENERAL_LEDGER_CSV_HEADER = [
  'Account',
  'Name',
  'Date',
  'Entry',
  'Line',
  'Source',
  'Memo',
  'Job',
  'Debit',
  'Credit',
  'Balance',
];

export function generalLedgerCsvRow(row: TGlRow): TCsvValue[] {
  const { account } = row;
  if (row.kind === 'opening')
    return [
      account.account_number,
      account.account_name,
      row.date,
      '',
      '',
      '',
      'Opening balance',
      '',
      '',
      '',
      centsToCsv(row.balance),
    ];
  if (row.kind === 'closing')
    return [
      account.account_number,
      account.account_name,
      row.date,
      '',
      '',
      '',
      'Closing balance',
      '',
      centsToCsv(account.debit),
      centsToCsv(account.credit),
      centsToCsv(row.balance),
    ];
  const [date, number, line, source, memo, job, debit, credit] = row.line;
  return [
    account.account_number,
    account.account_name,
    date,
    number,
    line,
    source,
    memo,
    job,
    centsToCsv(debit),
    centsToCsv(credit),
    centsToCsv(row.balance),
  ];
}

export const GENERAL_LEDGER_PDF_COLUMNS: TReportColumn[] = [
  { header: 'Date', width: 58 },
  { header: 'Entry', width: 78 },
  { header: 'Source', width: 70 },
  { header: 'Memo' },
  { header: 'Job', width: 52 },
  { header: 'Debit', align: 'right' },
  { header: 'Credit', align: 'right' },
  { header: 'Balance', align: 'right' },
];

export function generalLedgerPdfRows(rows: readonly TGlRow[]): TReportRow[] {
  const out: TReportRow[] = [];
  for (const row of rows) {
    if (row.kind === 'opening') {
      out.push({ cells: [`${row.account.account_number} ${row.account.account_name}`], kind: 'heading' });
      out.push({ cells: [row.date, '', '', 'Opening balance', '', '', '', money(row.balance)] });
    } else if (row.kind === 'closing') {
      out.push({
        cells: [
          row.date,
          '',
          '',
          'Closing balance',
          '',
          money(row.account.debit),
          money(row.account.credit),
          money(row.balance),
        ],
        kind: 'subtotal',
      });
    } else {
      const [date, number, , source, memo, job, debit, credit] = row.line;
      out.push({
        cells: [
          date,
          number,
          SOURCE_LABELS[source],
          memo,
          job ?? '',
          moneyOrBlank(debit),
          moneyOrBlank(credit),
          money(row.balance),
        ],
      });
    }
  }
  return out;
}

export function generalLedgerParameters(scope: TGlScope): [string, string][] {
  return [
    ['Period', `${scope.from} to ${scope.to}`],
    [
      'Accounts',
      scope.accountFrom || scope.accountTo
        ? `${scope.accountFrom ?? 'first'} to ${scope.accountTo ?? 'last'}`
        : 'All',
    ],
  ];
}
