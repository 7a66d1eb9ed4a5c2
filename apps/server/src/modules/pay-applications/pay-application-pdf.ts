import {
  formatCents,
  PAY_APPLICATION_STATUS_LABELS,
  payApplicationLabel,
  type TPayApplicationDetail,
  type TPayApplicationLineJson,
} from '@groundwork/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers } from '../../db/schema/index.ts';
import {
  brandedTableLayout,
  companyHeader,
  loadPdfCompany,
  type TPdfCompany,
} from '../../lib/pdf/company-header.ts';
import { renderPdf, type TPdfNode } from '../../lib/pdf/pdf-engine.ts';
import type { ObjectStore } from '../../storage/object-store.ts';
import { loadPayApplicationDetail } from './pay-application-json.ts';

/** Continuation-sheet rows per landscape page: every page ends with its own total. */
export const ROWS_PER_PAGE = 18;
// Two lines at most in the description column, so a sheet of ROWS_PER_PAGE lines fits its page.
const MAX_DESCRIPTION = 90;
const INVOICE_MAX_LINES = 25;

type TPdfParty = { name: string; lines: string[] };

/** The pay application (summary page and continuation sheet), or the one-page invoice, as PDF bytes. */
export async function payApplicationPdf(
  tx: Db,
  store: ObjectStore,
  organizationId: string,
  id: string,
  options: { compress?: boolean } = {},
): Promise<{ bytes: Buffer; fileName: string }> {
  const detail = await loadPayApplicationDetail(tx, organizationId, id);
  const company = await loadPdfCompany(tx, store, organizationId);
  const [customer] = await tx
    .select()
    .from(customers)
    .where(and(eq(customers.organizationId, organizationId), eq(customers.id, detail.customer.id)));
  const cityLine = [customer?.city, [customer?.state, customer?.zip].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  const owner: TPdfParty = {
    name: detail.customer.name,
    lines: [customer?.address, cityLine, customer?.email].filter((l): l is string => Boolean(l)),
  };
  const label = payApplicationLabel(detail);
  const isInvoice = detail.billing_method === 'invoice';
  const bytes = await renderPdf({
    info: { title: `${detail.job.number} ${label}`, author: company.name },
    compress: options.compress,
    content:
      detail.kind === 'opening'
        ? openingInvoiceContent(detail, company, owner)
        : isInvoice
          ? invoiceContent(detail, company, owner)
          : payApplicationContent(detail, company, owner),
    footer: (page, pages) => ({
      text: `${detail.job.number} · ${label} · page ${page} of ${pages}`,
      alignment: 'center',
      fontSize: 7,
      color: '#777777',
      margin: [0, 16, 0, 0],
    }),
    styles: {
      label: { color: '#555555', fontSize: 8 },
      section: { bold: true, fontSize: 10, color: company.colors.secondary, margin: [0, 10, 0, 4] },
      th: { bold: true, color: '#ffffff', fontSize: 7 },
      small: { fontSize: 7.5 },
    },
  });
  if (detail.kind === 'opening') {
    const number = (detail.source_number ?? String(detail.application_number)).replace(/[^\w.-]+/g, '_');
    return { bytes, fileName: `${detail.job.number}-opening-invoice-${number}.pdf` };
  }
  const kind = isInvoice ? 'invoice' : detail.kind === 'retainage_release' ? 'retainage-release' : 'pay-app';
  return { bytes, fileName: `${detail.job.number}-${kind}-${detail.application_number}.pdf` };
}

const money = (cents: number, extra: Record<string, unknown> = {}) => ({
  text: formatCents(cents),
  alignment: 'right',
  ...extra,
});
const bpsText = (bps: number) => `${(bps / 100).toFixed(2).replace(/\.?0+$/, '')} %`;

function facts(d: TPayApplicationDetail): [string, string][] {
  return [
    [d.kind === 'retainage_release' ? 'Release no.' : 'Application no.', String(d.application_number)],
    ['Application date', d.application_date],
    ['Period', d.period_from ? `${d.period_from} to ${d.period_to}` : `to ${d.period_to}`],
    ['Due date', d.due_date],
    ['Status', PAY_APPLICATION_STATUS_LABELS[d.status]],
  ];
}

function parties(d: TPayApplicationDetail, company: TPdfCompany, owner: TPdfParty): TPdfNode {
  return {
    columns: [
      {
        stack: [{ text: 'TO OWNER', style: 'label' }, { text: owner.name, bold: true }, ...owner.lines],
      },
      {
        stack: [
          { text: 'FROM CONTRACTOR', style: 'label' },
          { text: company.name, bold: true },
          ...company.addressLines,
        ],
      },
      {
        stack: [
          { text: 'PROJECT', style: 'label' },
          { text: `${d.job.number} — ${d.job.name}`, bold: true },
          { text: `Customer ${d.customer.number}` },
        ],
      },
    ],
    columnGap: 12,
  };
}

/** The summary page: G702 lines 1–9 with 5a and 5b, as the domain note defines them. */
function summaryTable(d: TPayApplicationDetail, company: TPdfCompany): TPdfNode {
  const s = d.summary;
  const stepDown = d.terms.step_down
    ? `, ${bpsText(d.terms.step_down.work_bps)} beyond ${bpsText(d.terms.step_down.threshold_bps)} of the contract`
    : '';
  const row = (n: string, text: string, cents: number, strong = false) => [
    { text: n, bold: strong, color: strong ? company.colors.primary : undefined },
    { text, bold: strong },
    money(cents, strong ? { bold: true } : {}),
  ];
  return {
    table: {
      widths: [22, '*', 100],
      body: [
        row('1.', 'Original contract sum', s.line1_original_contract_cents),
        row('2.', 'Net change by change orders', s.line2_net_change_orders_cents),
        row('3.', 'Contract sum to date (line 1 ± 2)', s.line3_contract_sum_to_date_cents, true),
        row('4.', 'Total completed and stored to date (column G)', s.line4_completed_and_stored_cents),
        row(
          '5a.',
          `Retainage on completed work (columns D + E), ${bpsText(d.terms.work_bps)}${stepDown}`,
          s.line5a_retainage_work_cents,
        ),
        row(
          '5b.',
          `Retainage on stored material (column F), ${bpsText(d.terms.stored_bps)}`,
          s.line5b_retainage_stored_cents,
        ),
        row('5.', 'Total retainage (lines 5a + 5b, column I)', s.line5_retainage_cents),
        row('6.', 'Total earned less retainage (line 4 less line 5)', s.line6_earned_less_retainage_cents),
        row(
          '7.',
          'Less previous certificates for payment (line 6 of the prior application)',
          s.line7_previous_certificates_cents,
        ),
        row('8.', 'CURRENT PAYMENT DUE', s.line8_current_payment_due_cents, true),
        row(
          '9.',
          'Balance to finish, including retainage (line 3 less line 6)',
          s.line9_balance_to_finish_cents,
        ),
      ],
    },
    layout: 'lightHorizontalLines',
  };
}

function payApplicationContent(d: TPayApplicationDetail, company: TPdfCompany, owner: TPdfParty): TPdfNode[] {
  const title = d.kind === 'retainage_release' ? 'RETAINAGE RELEASE' : 'APPLICATION FOR PAYMENT';
  return [
    ...companyHeader(company, title, facts(d)),
    parties(d, company, owner),
    { text: 'SUMMARY', style: 'section' },
    summaryTable(d, company),
    ...(d.overbilling_reason
      ? [{ text: `Overbilling confirmed: ${d.overbilling_reason}`, italics: true, margin: [0, 6, 0, 0] }]
      : []),
    {
      text: 'The amounts above are detailed line by line on the continuation sheet that follows.',
      style: 'label',
      margin: [0, 8, 0, 0],
    },
    signatures(company, owner),
    ...continuationSheet(d, company),
  ];
}

function signatures(company: TPdfCompany, owner: TPdfParty): TPdfNode {
  const block = (name: string, caption: string) => ({
    stack: [
      { text: '\n\n_______________________________________' },
      { text: `${name} · signature and date`, bold: true, fontSize: 8 },
      { text: caption, style: 'label' },
    ],
  });
  return {
    margin: [0, 24, 0, 0],
    columns: [
      block(
        company.name,
        'Contractor: the work covered by this application has been completed in accordance with the contract.',
      ),
      block(owner.name, 'Owner: certified for payment of the amount on line 8.'),
    ],
    columnGap: 24,
  };
}

const COLUMNS = [
  ['A', 'Item', 'left'],
  ['B', 'Description of work', 'left'],
  ['C', 'Scheduled value', 'right'],
  ['D', 'From previous application (D + E)', 'right'],
  ['E', 'This period', 'right'],
  ['F', 'Materials presently stored (not in D or E)', 'right'],
  ['G', 'Completed and stored to date (D + E + F)', 'right'],
  ['%', 'G ÷ C', 'right'],
  ['H', 'Balance to finish (C − G)', 'right'],
  ['I', 'Retainage', 'right'],
] as const;

type TTotals = { c: number; d: number; e: number; f: number; g: number; h: number; i: number };
const totalsOf = (lines: readonly TPayApplicationLineJson[]): TTotals =>
  lines.reduce(
    (t, l) => ({
      c: t.c + l.scheduled_cents,
      d: t.d + l.previous_work_cents,
      e: t.e + l.this_period_cents,
      f: t.f + l.stored_cents,
      g: t.g + l.completed_and_stored_cents,
      h: t.h + l.balance_to_finish_cents,
      i: t.i + l.retainage_cents,
    }),
    { c: 0, d: 0, e: 0, f: 0, g: 0, h: 0, i: 0 },
  );
const percent = (g: number, c: number) =>
  c > 0 ? `${(Math.floor((g * 10000) / c) / 100).toFixed(2)} %` : '—';

function totalRow(caption: string, t: TTotals, fill: string) {
  const cell = (cents: number) => money(cents, { bold: true, fillColor: fill });
  return [
    { text: '', fillColor: fill },
    { text: caption, bold: true, fillColor: fill },
    cell(t.c),
    cell(t.d),
    cell(t.e),
    cell(t.f),
    cell(t.g),
    { text: percent(t.g, t.c), alignment: 'right', bold: true, fillColor: fill },
    cell(t.h),
    cell(t.i),
  ];
}

/**
 * The continuation sheet on landscape pages of ROWS_PER_PAGE lines: each page repeats the title and
 * the column header, and ends with its page total; the last page adds the grand total (= lines 3–5).
 */
function continuationSheet(d: TPayApplicationDetail, company: TPdfCompany): TPdfNode[] {
  const pages: TPayApplicationLineJson[][] = [];
  for (let i = 0; i < Math.max(d.lines.length, 1); i += ROWS_PER_PAGE)
    pages.push(d.lines.slice(i, i + ROWS_PER_PAGE));
  // A fresh header per sheet: pdfmake writes its layout into the nodes it renders.
  const header = () => [
    COLUMNS.map(([letter, , align]) => ({ text: letter, style: 'th', alignment: align })),
    COLUMNS.map(([, caption, align]) => ({ text: caption, style: 'th', alignment: align })),
  ];
  const layout = {
    ...brandedTableLayout(company),
    fillColor: (row: number) => (row < 2 ? company.colors.primary : row % 2 === 0 ? '#f5f5f5' : null),
  };
  return pages.map((lines, index) => ({
    pageBreak: 'before',
    pageOrientation: 'landscape',
    stack: [
      {
        columns: [
          { text: 'CONTINUATION SHEET', bold: true, fontSize: 13, color: company.colors.primary },
          {
            text: `${d.job.number} — ${d.job.name} · ${payApplicationLabel(d)} · period to ${d.period_to} · sheet ${index + 1} of ${pages.length}`,
            alignment: 'right',
            margin: [0, 3, 0, 0],
          },
        ],
      },
      {
        canvas: [
          { type: 'line', x1: 0, y1: 0, x2: 712, y2: 0, lineWidth: 1.5, lineColor: company.colors.primary },
        ],
        margin: [0, 4, 0, 6],
      },
      {
        style: 'small',
        table: {
          headerRows: 2,
          dontBreakRows: true,
          widths: [24, '*', 64, 64, 60, 64, 68, 40, 64, 56],
          body: [
            ...header(),
            ...lines.map((l) => [
              String(l.line_number),
              l.description.length > MAX_DESCRIPTION
                ? `${l.description.slice(0, MAX_DESCRIPTION - 1)}…`
                : l.description,
              money(l.scheduled_cents),
              money(l.previous_work_cents),
              money(l.this_period_cents),
              money(l.stored_cents),
              money(l.completed_and_stored_cents),
              { text: percent(l.completed_and_stored_cents, l.scheduled_cents), alignment: 'right' },
              money(l.balance_to_finish_cents),
              money(l.retainage_cents),
            ]),
            totalRow(pages.length > 1 ? 'Page total' : 'Grand total', totalsOf(lines), '#e8e8e8'),
            ...(pages.length > 1 && index === pages.length - 1
              ? [totalRow('Grand total', totalsOf(d.lines), '#d6d6d6')]
              : []),
          ],
        },
        layout,
      },
    ],
  }));
}

/** A simple-invoice job: the same numbers on one page. */
/**
 * An opening invoice (kind 'opening', brought by an import at the cut-over): what was open on it in
 * the previous system and what has been received since. It has no schedule of values here, so no
 * G702 summary or continuation sheet (their lines would all be zero).
 */
function openingInvoiceContent(d: TPayApplicationDetail, company: TPdfCompany, owner: TPdfParty): TPdfNode[] {
  const openCents = d.this_period.due_cents;
  const balanceCents = openCents - d.applied_cents;
  return [
    ...companyHeader(company, 'OPENING BALANCE INVOICE', [
      ['Invoice no.', d.source_number ?? String(d.application_number)],
      ['Invoice date', d.application_date],
      ['Due date', d.due_date],
      ['Status', PAY_APPLICATION_STATUS_LABELS[d.status]],
    ]),
    parties(d, company, owner),
    { text: 'AT THE CUT-OVER', style: 'section' },
    {
      columns: [
        {
          width: 300,
          table: {
            widths: ['*', 100],
            body: [
              ['Open amount at the cut-over', money(openCents)],
              ['Received since', money(-d.applied_cents)],
              [
                { text: 'BALANCE DUE', bold: true, color: company.colors.primary },
                money(balanceCents, { bold: true }),
              ],
              [
                { text: 'Retainage held (billed when released)', style: 'label' },
                money(d.this_period.retainage_cents),
              ],
            ],
          },
          layout: 'lightHorizontalLines',
        },
        { width: '*', text: '' },
      ],
    },
    {
      text:
        'This invoice was issued in the previous accounting system; its open amount was brought into ' +
        'Groundwork at the cut-over. Its schedule of values stays in that system.',
      style: 'label',
      margin: [0, 12, 0, 0],
    },
    {
      text:
        balanceCents > 0
          ? `Payment due by ${d.due_date}. Please quote ${d.job.number} and invoice ${d.source_number ?? d.application_number} with your payment.`
          : 'Paid in full. Thank you.',
      margin: [0, 12, 0, 0],
    },
  ];
}

function invoiceContent(d: TPayApplicationDetail, company: TPdfCompany, owner: TPdfParty): TPdfNode[] {
  const s = d.summary;
  const shown = d.lines.slice(0, INVOICE_MAX_LINES);
  const rest = d.lines.slice(INVOICE_MAX_LINES);
  const billed = (l: TPayApplicationLineJson) =>
    l.this_period_cents + l.stored_cents - l.previous_stored_cents;
  return [
    ...companyHeader(company, d.kind === 'retainage_release' ? 'RETAINAGE INVOICE' : 'INVOICE', facts(d)),
    parties(d, company, owner),
    { text: 'THIS INVOICE', style: 'section' },
    {
      table: {
        headerRows: 1,
        widths: [22, '*', 70, 44, 70],
        body: [
          ['#', 'Description', 'Contract value', '% to date', 'This invoice'].map((text, i) => ({
            text,
            style: 'th',
            alignment: i >= 2 ? 'right' : 'left',
          })),
          ...shown.map((l) => [
            String(l.line_number),
            l.description,
            money(l.scheduled_cents),
            { text: percent(l.completed_and_stored_cents, l.scheduled_cents), alignment: 'right' },
            money(billed(l)),
          ]),
          ...(rest.length > 0
            ? [
                [
                  '',
                  { text: `… and ${rest.length} more lines`, italics: true },
                  money(rest.reduce((t, l) => t + l.scheduled_cents, 0)),
                  '',
                  money(rest.reduce((t, l) => t + billed(l), 0)),
                ],
              ]
            : []),
        ],
      },
      layout: brandedTableLayout(company),
    },
    {
      margin: [0, 10, 0, 0],
      columns: [
        { width: '*', text: '' },
        {
          width: 260,
          table: {
            widths: ['*', 90],
            body: [
              ['Billed this period', money(d.this_period.gross_cents)],
              ['Retainage withheld this period', money(-d.this_period.retainage_cents)],
              [
                { text: 'AMOUNT DUE', bold: true, color: company.colors.primary },
                money(s.line8_current_payment_due_cents, { bold: true }),
              ],
              [{ text: 'Contract sum to date', style: 'label' }, money(s.line3_contract_sum_to_date_cents)],
              [{ text: 'Billed to date', style: 'label' }, money(s.line4_completed_and_stored_cents)],
              [{ text: 'Retainage held to date', style: 'label' }, money(s.line5_retainage_cents)],
              [{ text: 'Balance to finish', style: 'label' }, money(s.line9_balance_to_finish_cents)],
            ],
          },
          layout: 'lightHorizontalLines',
        },
      ],
    },
    {
      text: `Payment due by ${d.due_date}. Please quote ${d.job.number} with your payment.`,
      margin: [0, 16, 0, 0],
    },
  ];
}
