import {
  CHANGE_ORDER_STATUS_LABELS,
  COMMITMENT_KIND_LABELS,
  COMMITMENT_STATUS_LABELS,
  changeOrderLabel,
  formatCents,
  formatRetainage,
  type TCommitmentDetail,
} from '@groundwork/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { vendors } from '../../db/schema/index.ts';
import {
  brandedTableLayout,
  companyHeader,
  loadPdfCompany,
  type TPdfCompany,
} from '../../lib/pdf/company-header.ts';
import { renderPdf, type TPdfNode } from '../../lib/pdf/pdf-engine.ts';
import type { ObjectStore } from '../../storage/object-store.ts';
import { loadCommitmentDetail } from './commitment-json.ts';

/** What fits on the one page: the rest of the schedule is summed on one line. */
const MAX_LINES = 24;
const MAX_CHANGE_ORDERS = 8;
const MAX_SCOPE_CHARACTERS = 1200;

type TPdfVendor = { name: string; number: string; lines: string[] };

/** The one-page subcontract / purchase order summary for the vendor, as PDF bytes. */
export async function commitmentPdf(
  tx: Db,
  store: ObjectStore,
  organizationId: string,
  id: string,
  options: { compress?: boolean } = {},
): Promise<{ bytes: Buffer; fileName: string }> {
  const detail = await loadCommitmentDetail(tx, organizationId, id);
  const company = await loadPdfCompany(tx, store, organizationId);
  const [vendor] = await tx
    .select()
    .from(vendors)
    .where(and(eq(vendors.organizationId, organizationId), eq(vendors.id, detail.vendor.id)));
  const cityLine = [vendor?.city, [vendor?.state, vendor?.zip].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  const pdfVendor: TPdfVendor = {
    name: detail.vendor.name,
    number: detail.vendor.number,
    lines: [vendor?.contactPerson, vendor?.address, cityLine, vendor?.phone, vendor?.email].filter(
      (line): line is string => Boolean(line),
    ),
  };
  const bytes = await renderPdf({
    info: {
      title: `${COMMITMENT_KIND_LABELS[detail.kind]} ${detail.commitment_number}`,
      author: company.name,
    },
    compress: options.compress,
    content: commitmentContent(detail, company, pdfVendor),
    styles: {
      label: { color: '#555555', fontSize: 8 },
      section: { bold: true, fontSize: 10, color: company.colors.secondary, margin: [0, 10, 0, 4] },
      th: { bold: true, color: '#ffffff' },
    },
  });
  return { bytes, fileName: `${detail.commitment_number}.pdf` };
}

const money = (cents: number) => ({ text: formatCents(cents), alignment: 'right' });
const dateOr = (value: string | null) => value ?? '—';

export function commitmentContent(
  d: TCommitmentDetail,
  company: TPdfCompany,
  vendor: TPdfVendor,
): TPdfNode[] {
  const title = d.kind === 'subcontract' ? 'SUBCONTRACT' : 'PURCHASE ORDER';
  const header = companyHeader(company, title, [
    ['Number', d.commitment_number],
    ['Status', COMMITMENT_STATUS_LABELS[d.status]],
    ['Date', (d.executed_at ?? d.issued_at ?? d.created_at).slice(0, 10)],
  ]);
  const parties: TPdfNode = {
    columns: [
      {
        stack: [
          { text: 'VENDOR', style: 'label' },
          { text: `${vendor.name} (${vendor.number})`, bold: true },
          ...vendor.lines,
        ],
      },
      {
        stack: [
          { text: 'JOB', style: 'label' },
          { text: `${d.job.number} — ${d.job.name}`, bold: true },
          { text: d.description },
        ],
      },
      {
        width: 'auto',
        table: {
          body: [
            [{ text: 'Start', style: 'label' }, dateOr(d.start_date)],
            [{ text: 'End', style: 'label' }, dateOr(d.end_date)],
            [{ text: 'Retainage', style: 'label' }, formatRetainage(d.retainage_bps)],
          ],
        },
        layout: 'noBorders',
      },
    ],
    columnGap: 12,
  };

  const shown = d.lines.slice(0, MAX_LINES);
  const rest = d.lines.slice(MAX_LINES);
  const layout = brandedTableLayout(company);
  const schedule: TPdfNode = {
    table: {
      headerRows: 1,
      widths: [16, 48, 20, '*', 62, 62, 66],
      body: [
        ['#', 'Cost code', 'Cat.', 'Description', 'Original', 'Changes', 'Revised'].map((text, i) => ({
          text,
          style: 'th',
          alignment: i >= 4 ? 'right' : 'left',
        })),
        ...shown.map((line) => [
          String(line.line_number),
          line.cost_code.code,
          line.cost_category.code,
          line.description || line.cost_code.description,
          money(line.original_cents),
          money(line.approved_changes_cents),
          money(line.revised_cents),
        ]),
        ...(rest.length > 0
          ? [
              [
                '',
                '',
                '',
                { text: `… and ${rest.length} more lines`, italics: true },
                money(rest.reduce((s, l) => s + l.original_cents, 0)),
                money(rest.reduce((s, l) => s + l.approved_changes_cents, 0)),
                money(rest.reduce((s, l) => s + l.revised_cents, 0)),
              ],
            ]
          : []),
        [
          '',
          '',
          '',
          { text: 'Totals', bold: true },
          { ...money(d.totals.original_cents), bold: true },
          { ...money(d.totals.approved_changes_cents), bold: true },
          { ...money(d.totals.revised_cents), bold: true },
        ],
      ],
    },
    layout,
  };

  const approved = d.change_orders.filter((o) => o.status === 'approved');
  const changeOrders: TPdfNode[] =
    approved.length === 0
      ? [{ text: 'None.', color: '#555555' }]
      : [
          {
            table: {
              headerRows: 1,
              widths: [40, 56, '*', 56, 70],
              body: [
                ['CO', 'Date', 'Description', 'Status', 'Amount'].map((text, i) => ({
                  text,
                  style: 'th',
                  alignment: i === 4 ? 'right' : 'left',
                })),
                ...approved
                  .slice(0, MAX_CHANGE_ORDERS)
                  .map((o) => [
                    changeOrderLabel(o.change_order_number),
                    o.change_order_date,
                    o.description,
                    CHANGE_ORDER_STATUS_LABELS[o.status],
                    money(o.amount_cents),
                  ]),
              ],
            },
            layout,
          },
          ...(approved.length > MAX_CHANGE_ORDERS
            ? [
                {
                  text: `… and ${approved.length - MAX_CHANGE_ORDERS} more approved change orders`,
                  italics: true,
                },
              ]
            : []),
        ];

  const scope = d.scope
    ? d.scope.length > MAX_SCOPE_CHARACTERS
      ? `${d.scope.slice(0, MAX_SCOPE_CHARACTERS)}… (continued in the full document)`
      : d.scope
    : 'As described in the schedule of values.';

  return [
    ...header,
    parties,
    { text: 'SCOPE AND TERMS', style: 'section' },
    { text: scope },
    { text: 'SCHEDULE OF VALUES', style: 'section' },
    schedule,
    { text: 'APPROVED CHANGE ORDERS', style: 'section' },
    ...changeOrders,
    {
      margin: [0, 10, 0, 0],
      table: {
        widths: ['*', 90],
        body: [
          ['Original amount', money(d.totals.original_cents)],
          ['Approved changes', money(d.totals.approved_changes_cents)],
          [
            { text: 'Revised amount', bold: true },
            { ...money(d.totals.revised_cents), bold: true },
          ],
          [
            `Retainage withheld on payments (${formatRetainage(d.retainage_bps)})`,
            { text: 'per pay application', alignment: 'right', color: '#555555' },
          ],
        ],
      },
      layout: 'lightHorizontalLines',
    },
    {
      margin: [0, 28, 0, 0],
      columns: [
        { stack: [{ text: '_______________________________' }, { text: company.name, style: 'label' }] },
        { stack: [{ text: '_______________________________' }, { text: vendor.name, style: 'label' }] },
      ],
    },
  ];
}
