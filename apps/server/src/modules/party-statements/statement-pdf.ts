import {
  AGING_BUCKET_FIGURE,
  AGING_BUCKET_LABELS,
  AGING_BUCKETS,
  formatCents,
  type TPartyStatement,
  type TPartyStatements,
} from '@groundwork/shared';
import { brandedTableLayout, companyHeader, type TPdfCompany } from '../../lib/pdf/company-header.ts';
import { renderPdf, type TPdfNode } from '../../lib/pdf/pdf-engine.ts';
import { REPORT_PDF_MAX_ROWS, ReportTooLongForPdfError } from '../../lib/pdf/report-pdf.ts';
import { pdfMoney } from './aging-pdf.ts';

/**
 * Customer and vendor statements as one PDF: per party a letter of its own — the company's
 * letterhead, the party's address, the balance from the opening to the closing with every movement
 * between, the open items aged, the retainage held apart — each starting on a new page. A batch is
 * held to the report PDFs' row limit (REPORT_PDF_MAX_ROWS), beyond which the caller narrows it.
 */

export type TStatementSide = 'customer' | 'vendor';

const WORDS = {
  customer: {
    number: 'Customer no.',
    balance: 'Amount due',
    charges: 'Invoices',
    credits: 'Payments and credits',
    none: 'No customer has a balance, an open item or retainage held on this date.',
    retainage: 'Retainage held by you',
    retainageNote: 'Retainage is not part of the amount due: it is billed to you when released.',
  },
  vendor: {
    number: 'Vendor no.',
    balance: 'Balance we owe',
    charges: 'Bills',
    credits: 'Payments',
    none: 'No vendor has a balance, an open bill or retainage held on this date.',
    retainage: 'Retainage we hold',
    retainageNote: 'Retainage held is not part of the balance: it becomes payable when released.',
  },
} as const;

const right = (text: string, extra: Record<string, unknown> = {}): TPdfNode => ({
  text,
  alignment: 'right',
  ...extra,
});
const head = (text: string, align: 'left' | 'right' = 'left'): TPdfNode => ({
  text,
  bold: true,
  color: '#ffffff',
  alignment: align,
});

function table(company: TPdfCompany, widths: (number | string)[], body: TPdfNode[][], boldLast = false) {
  const layout = brandedTableLayout(company);
  return {
    table: { headerRows: 1, widths, body, dontBreakRows: true },
    layout: {
      ...layout,
      fillColor: (row: number) =>
        row === 0 ? company.colors.primary : boldLast && row === body.length - 1 ? '#f1f1f1' : null,
    },
    margin: [0, 4, 0, 0],
  };
}

const sectionTitle = (text: string): TPdfNode => ({ text, bold: true, fontSize: 11, margin: [0, 12, 0, 2] });

function activity(company: TPdfCompany, s: TPartyStatement, from: string, asOf: string): TPdfNode {
  const body: TPdfNode[][] = [
    [
      head('Date'),
      head('Reference'),
      head('Description'),
      head('Charges', 'right'),
      head('Credits', 'right'),
      head('Retainage', 'right'),
      head('Balance', 'right'),
    ],
    [
      from,
      '',
      { text: 'Opening balance', italics: true },
      '',
      '',
      '',
      right(formatCents(s.opening_balance_cents)),
    ],
    ...s.lines.map((l) => [
      l.date,
      l.reference,
      l.description,
      right(l.charge_cents ? formatCents(l.charge_cents) : ''),
      right(l.credit_cents ? formatCents(l.credit_cents) : ''),
      right(l.retainage_cents ? formatCents(l.retainage_cents) : ''),
      right(formatCents(l.balance_cents)),
    ]),
    [
      { text: asOf, bold: true },
      '',
      { text: 'Closing balance', bold: true },
      right(formatCents(s.charges_cents), { bold: true }),
      right(formatCents(s.credits_cents), { bold: true }),
      '',
      right(formatCents(s.closing_balance_cents), { bold: true }),
    ],
  ];
  return table(company, [50, 80, '*', 'auto', 'auto', 'auto', 'auto'], body, true);
}

function openItems(company: TPdfCompany, s: TPartyStatement, side: TStatementSide): TPdfNode[] {
  const nodes: TPdfNode[] = [sectionTitle(`Open items as of the statement date`)];
  if (s.open_items.length === 0) nodes.push({ text: 'Nothing open.', color: '#555555' });
  else
    nodes.push(
      table(
        company,
        [80, '*', 50, 50, 30, 'auto', 'auto'],
        [
          [
            head('Reference'),
            head('Description'),
            head('Date'),
            head('Due'),
            head('Days', 'right'),
            head('Open', 'right'),
            head('Retainage held', 'right'),
          ],
          ...s.open_items.map((o) => [
            o.reference,
            o.description,
            o.document_date,
            o.due_date,
            right(String(o.days_past_due)),
            right(formatCents(o.open_cents)),
            right(pdfMoney(o.retainage_held_cents)),
          ]),
        ],
      ),
    );
  const agingBody: TPdfNode[][] = [
    [...AGING_BUCKETS.map((b) => head(AGING_BUCKET_LABELS[b], 'right')), head('Total open', 'right')],
    [
      ...AGING_BUCKETS.map((b) => right(pdfMoney(s.aging[AGING_BUCKET_FIGURE[b]]))),
      right(formatCents(s.aging.total_cents), { bold: true }),
    ],
  ];
  nodes.push(table(company, ['*', '*', '*', '*', '*', '*'], agingBody));
  if (side === 'customer' && s.unapplied_cents !== 0)
    nodes.push({
      text: `Payments received not yet applied to an invoice: ${formatCents(s.unapplied_cents)} (they lower the amount due).`,
      margin: [0, 4, 0, 0],
    });
  return nodes;
}

function retainage(company: TPdfCompany, s: TPartyStatement, side: TStatementSide): TPdfNode[] {
  const words = WORDS[side];
  const nodes: TPdfNode[] = [sectionTitle(words.retainage)];
  if (s.retainage.length === 0) return [...nodes, { text: 'None.', color: '#555555' }];
  return [
    ...nodes,
    table(
      company,
      [100, '*', 'auto'],
      [
        [head(side === 'customer' ? 'Job' : 'Invoice'), head('Description'), head('Held', 'right')],
        ...s.retainage.map((r) => [r.reference, r.description, right(formatCents(r.held_cents))]),
        [{ text: 'Total', bold: true }, '', right(formatCents(s.retainage_held_cents), { bold: true })],
      ],
      true,
    ),
    { text: words.retainageNote, color: '#555555', margin: [0, 4, 0, 0] },
  ];
}

function statementNodes(
  company: TPdfCompany,
  s: TPartyStatement,
  batch: TPartyStatements,
  side: TStatementSide,
  isFirst: boolean,
): TPdfNode[] {
  const words = WORDS[side];
  const header = companyHeader(company, 'STATEMENT', [
    ['Statement date', batch.as_of],
    ['Activity', `${batch.from} to ${batch.as_of}`],
    [words.number, s.party.number],
    [words.balance, formatCents(s.closing_balance_cents)],
  ]);
  const first = header[0] as Record<string, unknown>;
  return [
    isFirst ? first : { ...first, pageBreak: 'before' },
    ...header.slice(1),
    {
      stack: [
        { text: s.party.name, bold: true, fontSize: 11 },
        ...s.party.address_lines.map((line) => ({ text: line })),
        ...(s.party.email ? [{ text: s.party.email, color: '#555555' }] : []),
      ],
      margin: [0, 0, 0, 6],
    },
    {
      columns: [
        { text: `Opening balance ${formatCents(s.opening_balance_cents)}` },
        { text: `${words.charges} ${formatCents(s.charges_cents)}` },
        { text: `${words.credits} ${formatCents(s.credits_cents)}` },
        { text: `Closing balance ${formatCents(s.closing_balance_cents)}`, bold: true },
      ],
      margin: [0, 0, 0, 4],
    },
    sectionTitle('Activity'),
    activity(company, s, batch.from, batch.as_of),
    ...openItems(company, s, side),
    ...retainage(company, s, side),
  ];
}

/** About one table row per line, open item and retainage line, and a dozen for the rest of a letter. */
export function statementRowCount(batch: TPartyStatements): number {
  return batch.statements.reduce(
    (n, s) => n + s.lines.length + s.open_items.length + s.retainage.length + 12,
    0,
  );
}

export async function statementsPdf(
  company: TPdfCompany,
  batch: TPartyStatements,
  side: TStatementSide,
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  const rows = statementRowCount(batch);
  if (rows > REPORT_PDF_MAX_ROWS) throw new ReportTooLongForPdfError(rows);
  const title = side === 'customer' ? 'Customer statements' : 'Vendor statements';
  const content: TPdfNode[] =
    batch.statements.length === 0
      ? [
          ...companyHeader(company, 'STATEMENT', [['Statement date', batch.as_of]]),
          { text: WORDS[side].none },
        ]
      : batch.statements.flatMap((s, i) => statementNodes(company, s, batch, side, i === 0));
  const printed = new Date().toISOString().slice(0, 10);
  return renderPdf({
    info: { title, author: company.name },
    pageMargins: [40, 40, 40, 48],
    compress: options.compress ?? true,
    defaultStyle: { fontSize: 8.5 },
    content,
    footer: (page, pages) => ({
      columns: [
        {
          width: '*',
          text: `${company.name} · ${title} as of ${batch.as_of} · printed ${printed}`,
          color: '#777777',
        },
        { width: 'auto', text: `Page ${page} of ${pages}`, alignment: 'right', color: '#777777' },
      ],
      margin: [40, 12, 40, 0],
      fontSize: 8,
    }),
  });
}
