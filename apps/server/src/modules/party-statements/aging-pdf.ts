import {
  AGING_BUCKET_FIGURE,
  AGING_BUCKET_LABELS,
  AGING_BUCKETS,
  formatCents,
  type TAgingBucket,
  type TAgingFigures,
  type TAgingView,
} from '@groundwork/shared';
import type { TPdfCompany } from '../../lib/pdf/company-header.ts';
import type { TReportColumn, TReportPdf, TReportRow } from '../../lib/pdf/report-pdf.ts';

/**
 * The PDF of an aging, receivables or payables alike (the same figures, ZAgingFigures): the summary
 * (a row per party, the totals) or the detail (per party its open documents under a heading, then
 * its subtotal; the totals). Retainage held is its own column, never in a bucket; credits (a
 * customer's unapplied payments) a column of their own when the aging has them.
 */

export type TAgingPdfDocument = {
  reference: string;
  due_date: string;
  days_past_due: number;
  bucket: TAgingBucket;
  open_cents: number;
  retainage_held_cents: number;
};

export type TAgingPdfParty = {
  name: string;
  number: string;
  figures: TAgingFigures;
  credit_cents: number;
  documents: readonly TAgingPdfDocument[];
};

export type TAgingPdfInput = {
  company: TPdfCompany;
  title: string;
  parameters: [string, string][];
  view: TAgingView;
  /** Whether the aging has a credits column (the receivables aging). */
  hasCredits: boolean;
  parties: readonly TAgingPdfParty[];
  totals: TAgingFigures & { credit_cents: number };
  notes: string[];
};

/** Zero as a dash, as the screen shows it. */
export const pdfMoney = (cents: number) => (cents === 0 ? '—' : formatCents(cents));

const right = (header: string): TReportColumn => ({ header, align: 'right' });

function figureCells(figures: TAgingFigures, credit: number | null): string[] {
  return [
    ...AGING_BUCKETS.map((b) => pdfMoney(figures[AGING_BUCKET_FIGURE[b]])),
    pdfMoney(figures.total_cents),
    pdfMoney(figures.retainage_held_cents),
    ...(credit === null ? [] : [pdfMoney(credit)]),
  ];
}

function documentCells(d: TAgingPdfDocument, hasCredits: boolean): string[] {
  return [
    ...AGING_BUCKETS.map((b) => (b === d.bucket && d.open_cents !== 0 ? pdfMoney(d.open_cents) : '')),
    pdfMoney(d.open_cents),
    pdfMoney(d.retainage_held_cents),
    ...(hasCredits ? [''] : []),
  ];
}

export function agingPdf(input: TAgingPdfInput): TReportPdf {
  const { hasCredits, view } = input;
  const amountColumns = [
    ...AGING_BUCKETS.map((b) => right(AGING_BUCKET_LABELS[b])),
    right('Total open'),
    right('Retainage held'),
    ...(hasCredits ? [right('Credits')] : []),
  ];
  const credit = (cents: number) => (hasCredits ? cents : null);
  const rows: TReportRow[] = [];
  let columns: TReportColumn[];
  if (view === 'summary') {
    columns = [{ header: 'Name' }, ...amountColumns];
    for (const p of input.parties)
      rows.push({ cells: [`${p.name} (${p.number})`, ...figureCells(p.figures, credit(p.credit_cents))] });
  } else {
    columns = [
      { header: 'Document' },
      { header: 'Due', width: 56 },
      { ...right('Days'), width: 30 },
      ...amountColumns,
    ];
    for (const p of input.parties) {
      rows.push({ kind: 'heading', cells: [`${p.name} (${p.number})`] });
      for (const d of p.documents)
        rows.push({
          indent: 1,
          cells: [d.reference, d.due_date, String(d.days_past_due), ...documentCells(d, hasCredits)],
        });
      if (hasCredits && p.credit_cents !== 0)
        rows.push({
          indent: 1,
          cells: [
            'Unapplied payments',
            '',
            '',
            ...AGING_BUCKETS.map(() => ''),
            '',
            '',
            pdfMoney(p.credit_cents),
          ],
        });
      rows.push({
        kind: 'subtotal',
        cells: [`Total ${p.name}`, '', '', ...figureCells(p.figures, credit(p.credit_cents))],
      });
    }
  }
  const blanks = view === 'summary' ? [] : ['', ''];
  rows.push({
    kind: 'total',
    cells: ['Total', ...blanks, ...figureCells(input.totals, credit(input.totals.credit_cents))],
  });
  return {
    company: input.company,
    title: input.title,
    parameters: input.parameters,
    columns,
    rows,
    orientation: 'landscape',
    notes: input.notes,
  };
}

/** The tie-out as a line of text under a report: what the subledger says, what the ledger says. */
export function tieOutNote(label: string, subledgerCents: number, controlCents: number): string {
  const difference = subledgerCents - controlCents;
  return `${label}: report ${formatCents(subledgerCents)} · ledger ${formatCents(controlCents)}${
    difference === 0 ? ' · ties out' : ` · off by ${formatCents(difference)}`
  }`;
}
