import { formatCents, type TReconciliationReport, type TReconciliationReportItem } from '@groundwork/shared';
import { brandedTableLayout, companyHeader, type TPdfCompany } from '../../lib/pdf/company-header.ts';
import { renderPdf, type TPdfNode } from '../../lib/pdf/pdf-engine.ts';
import { REPORT_PDF_MAX_ROWS, ReportTooLongForPdfError } from '../../lib/pdf/report-pdf.ts';

const TITLE = 'Bank reconciliation';
const head = (text: string, alignment: 'left' | 'right' = 'left'): TPdfNode => ({
  text,
  bold: true,
  color: '#ffffff',
  alignment,
});
const right = (text: string, extra: Record<string, unknown> = {}): TPdfNode => ({
  text,
  alignment: 'right',
  ...extra,
});
const sectionTitle = (text: string): TPdfNode => ({ text, bold: true, fontSize: 11, margin: [0, 10, 0, 4] });

/** "2026-04-03 14:05 UTC". */
export const finishedWhen = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

export const accountLabel = (r: TReconciliationReport) =>
  `${r.bank_account.name}${r.bank_account.last_four ? ` ••${r.bank_account.last_four}` : ''}`;

/** The summary block: statement ending balance to adjusted bank balance, against the book balance. */
function summary(company: TPdfCompany, r: TReconciliationReport): TPdfNode {
  const dit = r.deposits_in_transit;
  const op = r.outstanding_payments;
  const rows: [string, string, boolean][] = [
    ['Statement ending balance', formatCents(r.ending_balance_cents), false],
    [`Plus deposits in transit (${dit.items.length})`, formatCents(dit.total_cents), false],
    [`Less outstanding checks and payments (${op.items.length})`, formatCents(-op.total_cents), false],
    ['Adjusted bank balance', formatCents(r.adjusted_bank_balance_cents), true],
    [
      `Book balance (${r.bank_account.gl_account.number} as of ${r.statement_date})`,
      formatCents(r.book_balance_cents),
      false,
    ],
    ['Difference', formatCents(r.difference_cents), true],
  ];
  return {
    table: {
      widths: ['*', 110],
      body: [
        [head('Summary'), head('Amount', 'right')],
        ...rows.map(([label, amount, bold]) => [{ text: label, bold }, right(amount, { bold })]),
      ],
    },
    layout: brandedTableLayout(company),
  };
}

function cleared(company: TPdfCompany, r: TReconciliationReport): TPdfNode {
  return {
    table: {
      widths: ['*', 110],
      body: [
        [head('Cleared this statement'), head('Amount', 'right')],
        ['Beginning balance', right(formatCents(r.beginning_balance_cents))],
        [
          `Cleared deposits (${r.cleared_deposits.count})`,
          right(formatCents(r.cleared_deposits.total_cents)),
        ],
        [
          `Cleared checks and payments (${r.cleared_payments.count})`,
          right(formatCents(-r.cleared_payments.total_cents)),
        ],
        [
          { text: 'Statement ending balance', bold: true },
          right(formatCents(r.ending_balance_cents), { bold: true }),
        ],
      ],
    },
    layout: brandedTableLayout(company),
  };
}

/** A detail list; its column headers repeat on every page it runs to. */
function detail(company: TPdfCompany, items: TReconciliationReportItem[], total: number): TPdfNode {
  if (items.length === 0) return { text: 'None.', color: '#555555' };
  return {
    table: {
      headerRows: 1,
      dontBreakRows: true,
      widths: [52, 52, 44, '*', '*', 'auto', 30],
      body: [
        [
          head('Date'),
          head('Entry'),
          head('Number'),
          head('Payee'),
          head('Memo'),
          head('Amount', 'right'),
          head('Age', 'right'),
        ],
        ...items.map((i) => [
          i.date,
          i.entry_number,
          i.number ?? '',
          i.payee,
          i.memo,
          right(formatCents(i.amount_cents)),
          right(String(i.age_days)),
        ]),
        [{ text: 'Total', bold: true }, '', '', '', '', right(formatCents(total), { bold: true }), ''],
      ],
    },
    layout: brandedTableLayout(company),
  };
}

function adjustments(company: TPdfCompany, r: TReconciliationReport): TPdfNode {
  if (r.adjustments.length === 0) return { text: 'None.', color: '#555555' };
  return {
    table: {
      widths: [60, '*', 'auto'],
      body: [
        [head('Entry'), head('Reason'), head('Amount', 'right')],
        ...r.adjustments.map((a) => [a.entry_number, a.reason, right(formatCents(a.amount_cents))]),
      ],
    },
    layout: brandedTableLayout(company),
  };
}

/** The reconciliation report as PDF, from its JSON (the frozen snapshot once finished). */
export async function reconciliationReportPdf(
  company: TPdfCompany,
  r: TReconciliationReport,
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  const rows =
    r.deposits_in_transit.items.length + r.outstanding_payments.items.length + r.adjustments.length;
  if (rows > REPORT_PDF_MAX_ROWS) throw new ReportTooLongForPdfError(rows);
  const closing: TPdfNode =
    r.finished_at !== null
      ? {
          text: `Finished by ${r.finished_by_name ?? 'a former user'} on ${finishedWhen(r.finished_at)}.`,
          bold: true,
        }
      : {
          text: 'In progress: not finished, the figures are as they stand today.',
          bold: true,
          color: '#b45309',
        };
  const printed = new Date().toISOString().slice(0, 10);
  return renderPdf({
    info: { title: TITLE, author: company.name },
    pageMargins: [36, 36, 36, 44],
    compress: options.compress ?? true,
    content: [
      ...companyHeader(
        company,
        TITLE,
        [
          ['Account', accountLabel(r)],
          ['Ledger account', `${r.bank_account.gl_account.number} ${r.bank_account.gl_account.name}`],
          ['Statement date', r.statement_date],
          ['Status', r.finished_at !== null ? 'Finished' : 'In progress'],
        ],
        612 - 2 * 36,
      ),
      summary(company, r),
      sectionTitle(`Deposits in transit (${r.deposits_in_transit.items.length})`),
      detail(company, r.deposits_in_transit.items, r.deposits_in_transit.total_cents),
      sectionTitle(`Outstanding checks and payments (${r.outstanding_payments.items.length})`),
      detail(company, r.outstanding_payments.items, r.outstanding_payments.total_cents),
      sectionTitle('Cleared'),
      cleared(company, r),
      sectionTitle('Adjustments'),
      adjustments(company, r),
      { ...(closing as Record<string, unknown>), margin: [0, 12, 0, 0] },
    ],
    footer: (page, pages) => ({
      columns: [
        {
          width: '*',
          text: `${company.name} · ${TITLE} · ${accountLabel(r)} · ${r.statement_date} · printed ${printed}`,
          color: '#777777',
        },
        { width: 'auto', text: `Page ${page} of ${pages}`, alignment: 'right', color: '#777777' },
      ],
      margin: [36, 12, 36, 0],
      fontSize: 8,
    }),
  });
}
