import { formatCents, type TImportReport } from '@groundwork/shared';
import type { TCsvValue } from '@groundwork/shared/csv/csv-cell';
import { centsToCsv } from '../../../lib/csv-stream.ts';
import type { TPdfCompany } from '../../../lib/pdf/company-header.ts';
import type { TReportPdf, TReportRow } from '../../../lib/pdf/report-pdf.ts';

/*
 * The verification report (issue 24) as a PDF (the reports' one layout: letterhead, one table whose
 * headers repeat on every page) and as CSV (one row per figure, the section in the first column).
 * Amounts are debit-positive in the trial balance (a credit balance negative), as owed in the agings;
 * difference = imported − source.
 */

const money = (cents: number) => formatCents(cents);
const count = (n: number) => n.toLocaleString('en-US');
const accountLabel = (r: TImportReport['trial_balance'][number]) =>
  [r.account_number, r.account_name].filter(Boolean).join(' ');

export function importReportTitle(report: TImportReport): string {
  return `Import verification ${report.cutover_date}`;
}

/** The report's PDF: sections as headings of one four-column table (item, source, imported, difference). */
export function importReportPdf(company: TPdfCompany, report: TImportReport): TReportPdf {
  const rows: TReportRow[] = [];
  const heading = (text: string) => rows.push({ cells: [text], kind: 'heading' });
  const amounts = (label: string, s: number, i: number, d: number, kind: TReportRow['kind'] = 'detail') =>
    rows.push({ cells: [label, money(s), money(i), money(d)], kind, indent: kind === 'detail' ? 1 : 0 });

  heading('Trial balance at the cut-over (debit +, credit −)');
  for (const r of report.trial_balance)
    amounts(accountLabel(r), r.source_cents, r.imported_cents, r.difference_cents);
  const t = report.trial_balance_totals;
  rows.push({
    cells: [
      'Total debits',
      money(t.source_debit_cents),
      money(t.imported_debit_cents),
      money(t.imported_debit_cents - t.source_debit_cents),
    ],
    kind: 'subtotal',
  });
  rows.push({
    cells: [
      'Total credits',
      money(t.source_credit_cents),
      money(t.imported_credit_cents),
      money(t.imported_credit_cents - t.source_credit_cents),
    ],
    kind: 'subtotal',
  });

  const party = (title: string, list: TImportReport['receivables']) => {
    heading(title);
    if (list.length === 0) rows.push({ cells: ['Nothing open', '', '', ''], indent: 1 });
    for (const r of list) amounts(r.name, r.source_cents, r.imported_cents, r.difference_cents);
    const sum = (k: 'source_cents' | 'imported_cents' | 'difference_cents') =>
      list.reduce((s, r) => s + r[k], 0);
    amounts('Total', sum('source_cents'), sum('imported_cents'), sum('difference_cents'), 'subtotal');
  };
  party('Open receivables by customer', report.receivables);
  party('Open payables by vendor', report.payables);

  heading('Opening balance clearing');
  amounts(
    'Balance at the cut-over (must be zero)',
    0,
    report.opening_clearing_cents,
    report.opening_clearing_cents,
  );

  heading('Records per list (source, imported, difference)');
  for (const c of report.counts)
    rows.push({
      cells: [c.list, count(c.source), count(c.imported), count(c.imported - c.source)],
      indent: 1,
    });

  if (report.month_ends.length > 0) {
    heading('Month ends (debits, credits, balanced)');
    for (const m of report.month_ends)
      rows.push({
        cells: [m.month_end, money(m.debit_cents), money(m.credit_cents), m.ok ? 'Yes' : 'No'],
        indent: 1,
      });
  }

  return {
    company,
    title: 'Import verification report',
    parameters: [
      ['Cut-over', report.cutover_date],
      ['Generated', report.generated_at.slice(0, 16).replace('T', ' ')],
      ['Result', report.verified ? 'Verified: every difference is zero' : 'Differences to explain'],
    ],
    columns: [
      { header: 'Item' },
      { header: 'Source', align: 'right' },
      { header: 'Imported', align: 'right' },
      { header: 'Difference', align: 'right' },
    ],
    rows,
    notes: [
      'Trial balance amounts are debit-positive (a credit balance is negative); income and expense year to date. Difference = imported − source.',
      report.verified
        ? 'The trial balance, receivables and payables match the source to the cent on the cut-over date.'
        : 'Some figures differ from the source: each difference above needs an explanation or a correction.',
    ],
  };
}

export const IMPORT_REPORT_CSV_COLUMNS = [
  'Section',
  'Item',
  'Source path',
  'Source',
  'Imported',
  'Difference',
] as const;

/** One row per figure: the section first; amounts as decimal numbers, counts as integers. */
export function importReportCsvRows(report: TImportReport): TCsvValue[][] {
  const rows: TCsvValue[][] = [];
  for (const r of report.trial_balance)
    rows.push([
      'Trial balance',
      accountLabel(r),
      r.source_path ?? '',
      centsToCsv(r.source_cents),
      centsToCsv(r.imported_cents),
      centsToCsv(r.difference_cents),
    ]);
  const t = report.trial_balance_totals;
  rows.push([
    'Trial balance',
    'Total debits',
    '',
    centsToCsv(t.source_debit_cents),
    centsToCsv(t.imported_debit_cents),
    centsToCsv(t.imported_debit_cents - t.source_debit_cents),
  ]);
  rows.push([
    'Trial balance',
    'Total credits',
    '',
    centsToCsv(t.source_credit_cents),
    centsToCsv(t.imported_credit_cents),
    centsToCsv(t.imported_credit_cents - t.source_credit_cents),
  ]);
  for (const [section, list] of [
    ['Receivables', report.receivables],
    ['Payables', report.payables],
  ] as const)
    for (const r of list)
      rows.push([
        section,
        r.name,
        '',
        centsToCsv(r.source_cents),
        centsToCsv(r.imported_cents),
        centsToCsv(r.difference_cents),
      ]);
  rows.push([
    'Opening clearing',
    'Balance at the cut-over',
    '',
    0,
    centsToCsv(report.opening_clearing_cents),
    centsToCsv(report.opening_clearing_cents),
  ]);
  for (const c of report.counts)
    rows.push(['Records', c.list, '', c.source, c.imported, c.imported - c.source]);
  for (const m of report.month_ends)
    rows.push([
      'Month end',
      m.month_end,
      m.ok ? 'balanced' : 'out of balance',
      centsToCsv(m.debit_cents),
      centsToCsv(m.credit_cents),
      centsToCsv(m.debit_cents - m.credit_cents),
    ]);
  rows.push(['Result', report.verified ? 'Verified' : 'Differences', '', '', '', '']);
  return rows;
}
