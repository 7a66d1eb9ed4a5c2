import {
  formatCents,
  type TWh347Content,
  type TWh347Layout,
  type TWh347Row,
  wh347HoursText,
  wh347RateText,
} from '@groundwork/shared';
import { renderPdf, type TPdfDocument, type TPdfNode } from '../../lib/pdf/pdf-engine.ts';
import { statementOfCompliance, type TWh347Statement } from './wh347-statement.ts';

const money = (cents: number | null) => (cents === null ? '' : formatCents(cents).replace('$', ''));
const DAY_LABELS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const dayLabel = (date: string) =>
  `${DAY_LABELS[new Date(`${date}T00:00:00Z`).getUTCDay()]} ${date.slice(5)}`;

const th = (text: string, extra: Record<string, unknown> = {}) => ({
  text,
  bold: true,
  fontSize: 6,
  alignment: 'center',
  fillColor: '#eeeeee',
  ...extra,
});
const num = (text: string, extra: Record<string, unknown> = {}) => ({ text, alignment: 'right', ...extra });
const blank = {};
/** Thin rules and narrow padding: 24 columns fit a landscape letter page. */
const TABLE_LAYOUT = {
  hLineWidth: () => 0.5,
  vLineWidth: () => 0.5,
  hLineColor: () => '#999999',
  vLineColor: () => '#999999',
  paddingLeft: () => 1.5,
  paddingRight: () => 1.5,
  paddingTop: () => 1,
  paddingBottom: () => 1,
};

function headerFacts(content: TWh347Content, revision: number, status: string): TPdfNode {
  const h = content.header;
  const cell = (label: string, value: string) => ({
    stack: [
      { text: label, fontSize: 6, color: '#555555' },
      { text: value || ' ', bold: true },
    ],
  });
  const role = h.is_prime
    ? '[X] Prime contractor   [  ] Subcontractor'
    : `[  ] Prime contractor   [X] Subcontractor of ${h.prime_contractor_name ?? ''}`;
  const payroll = `${h.payroll_number}${revision > 0 ? ` (amended, revision ${revision})` : ''}${h.is_final ? ' — Final' : ''}`;
  return {
    table: {
      widths: ['*', '*', '*', '*'],
      body: [
        [
          cell('Contractor or subcontractor', role),
          cell('Business name', h.company_name),
          cell('Business address', h.company_address),
          cell(
            'Payroll number',
            `${payroll}${status === 'signed' || status === 'submitted' ? '' : ' (draft, not signed)'}`,
          ),
        ],
        [
          cell('Prime contractor', h.is_prime ? h.company_name : (h.prime_contractor_name ?? '')),
          cell(
            'Prime contractor address',
            h.is_prime ? h.company_address : (h.prime_contractor_address ?? ''),
          ),
          cell('For week ending', h.week_ending),
          cell('No work performed this week', h.is_no_work ? 'Yes — no work performed' : 'No'),
        ],
        [
          cell('Project name', `${h.project_name} (${h.job_number})`),
          cell('Project location', h.project_location),
          cell(
            'Agency / project number',
            [h.awarding_agency, h.agency_project_number].filter(Boolean).join(' — '),
          ),
          cell(
            'Contract number · Wage determination',
            `${h.contract_number || '—'} · ${h.wd_number}${h.wd_modification === null ? '' : ` Mod ${h.wd_modification}`}`,
          ),
        ],
      ],
    },
    margin: [0, 0, 0, 6],
  };
}

/** The rows table of the revised form (2025): two lines per row, straight time (S) above overtime (O). */
function revisedTable(content: TWh347Content): TPdfNode {
  const days = content.days;
  const header1 = [
    th('(1) No.', { rowSpan: 2 }),
    th('(1) Worker name, ID (last 4)', { rowSpan: 2 }),
    th('(2) J / RA', { rowSpan: 2 }),
    th('(3) Labor classification', { rowSpan: 2 }),
    th('', { rowSpan: 2 }),
    th('(4) Hours worked each day', { colSpan: 7 }),
    ...Array(6).fill(blank),
    th('(5) Total hours', { rowSpan: 2 }),
    th('(6) Rates of pay', { colSpan: 3 }),
    blank,
    blank,
    th('(7) Gross wages', { colSpan: 2 }),
    blank,
    th('(8) Deductions', { colSpan: 5 }),
    ...Array(4).fill(blank),
    th('(9) Net pay', { rowSpan: 2 }),
  ];
  const header2 = [
    ...Array(5).fill(blank),
    ...days.map((d) => th(dayLabel(d))),
    blank,
    th('6A Cash rate'),
    th('6B Plans per hour'),
    th('6C Cash per hour'),
    th('This project'),
    th('All work'),
    th('FICA'),
    th('Federal'),
    th('State / local'),
    th('Other'),
    th('Total'),
    blank,
  ];
  const body: TPdfNode[][] = [header1, header2];
  for (const r of content.rows) body.push(...rowLines(r));
  const t = content.totals;
  body.push([
    { text: `Totals: ${t.workers} worker${t.workers === 1 ? '' : 's'}`, colSpan: 12, bold: true },
    ...Array(11).fill(blank),
    num(wh347HoursText(t.total_hours) || '0', { bold: true }),
    blank,
    blank,
    num(money(t.cash_in_lieu_cents), { bold: true }),
    num(money(t.project_gross_cents), { bold: true }),
    num(money(t.all_work_gross_cents), { bold: true }),
    num(money(t.deductions.fica_cents), { bold: true }),
    num(money(t.deductions.federal_cents), { bold: true }),
    num(money(t.deductions.state_cents), { bold: true }),
    num(money(t.deductions.other_cents), { bold: true }),
    num(money(t.deductions.total_cents), { bold: true }),
    num(money(t.net_cents), { bold: true }),
  ]);
  return {
    table: {
      headerRows: 2,
      dontBreakRows: true,
      widths: [14, 66, 20, 56, 8, ...Array(7).fill(22), 22, 26, 26, 26, 34, 34, 26, 26, 26, 26, 28, 34],
      body,
    },
    layout: TABLE_LAYOUT,
    fontSize: 6.5,
  };
}

/** A worker × class row as two printed lines: S (straight) and O (overtime). */
function rowLines(r: TWh347Row): TPdfNode[][] {
  const span = (node: Record<string, unknown> | string) =>
    typeof node === 'string' ? { text: node, rowSpan: 2 } : { ...node, rowSpan: 2 };
  const d = r.deductions;
  const first: TPdfNode[] = [
    span({ text: String(r.entry), alignment: 'center' }),
    span({ stack: [{ text: r.name, bold: true }, { text: r.ssn_last4 ? `xxx-xx-${r.ssn_last4}` : '' }] }),
    span({ text: r.status, alignment: 'center' }),
    span(r.classification),
    { text: 'S', fontSize: 5.5 },
    ...r.straight_hours.map((h) => num(wh347HoursText(h))),
    num(wh347HoursText(r.total_straight_hours)),
    num(wh347RateText(r.straight_rate)),
    span(num(wh347RateText(r.fringe_credit_rate))),
    span(num(`${wh347RateText(r.cash_in_lieu_rate)}`)),
    span(num(money(r.project_gross_cents))),
    span(num(money(r.all_work_gross_cents))),
    span(num(money(d?.fica_cents ?? null))),
    span(num(money(d?.federal_cents ?? null))),
    span(num(money(d?.state_cents ?? null))),
    span(num(money(d?.other_cents ?? null))),
    span(num(money(d?.total_cents ?? null))),
    span(num(money(r.net_cents), { bold: true })),
  ];
  const second: TPdfNode[] = [
    ...Array(4).fill(blank),
    { text: 'O', fontSize: 5.5 },
    ...r.overtime_hours.map((h) => num(wh347HoursText(h))),
    num(wh347HoursText(r.total_overtime_hours)),
    num(wh347RateText(r.overtime_rate)),
    ...Array(10).fill(blank),
  ];
  return [first, second];
}

/** The rows table of the previous form (WH-347 Rev. 2008): no J/RA column, fringes beside the rate. */
function previousTable(content: TWh347Content): TPdfNode {
  const body: TPdfNode[][] = [
    [
      th('(1) Name and individual identifying number (last four of SSN)'),
      th('(2) Exemp-tions'),
      th('(3) Work classification'),
      th('OT or ST'),
      ...content.days.map((d) => th(`(4) ${dayLabel(d)}`)),
      th('(5) Total hours'),
      th('(6) Rate of pay'),
      th('(7) Gross amount earned (this project / all work)'),
      th('(8) FICA'),
      th('(8) Withholding tax'),
      th('(8) Other'),
      th('(8) Total deductions'),
      th('(9) Net wages paid for week'),
    ],
  ];
  for (const r of content.rows) {
    const d = r.deductions;
    const span = (node: Record<string, unknown>) => ({ ...node, rowSpan: 2 });
    body.push(
      [
        span({
          stack: [
            { text: `${r.entry}. ${r.name}`, bold: true },
            { text: r.ssn_last4 ? `xxx-xx-${r.ssn_last4}` : '' },
          ],
        }),
        span({ text: '' }),
        span({ text: `${r.classification}${r.status === 'J' ? '' : ` (${r.status})`}` }),
        { text: 'OT' },
        ...r.overtime_hours.map((h) => num(wh347HoursText(h))),
        num(wh347HoursText(r.total_overtime_hours)),
        num(wh347RateText(r.overtime_rate)),
        num(money(r.project_gross_cents)),
        span(num(money(d ? d.fica_cents : null))),
        span(num(money(d ? d.federal_cents + d.state_cents : null))),
        span(num(money(d ? d.other_cents : null))),
        span(num(money(d ? d.total_cents : null))),
        span(num(money(r.net_cents), { bold: true })),
      ],
      [
        blank,
        blank,
        blank,
        { text: 'ST' },
        ...r.straight_hours.map((h) => num(wh347HoursText(h))),
        num(wh347HoursText(r.total_straight_hours)),
        {
          stack: [
            num(wh347RateText(r.straight_rate)),
            num(
              `fringe ${wh347RateText(r.fringe_credit_rate)} plans / ${wh347RateText(r.cash_in_lieu_rate)} cash`,
              {
                fontSize: 5,
              },
            ),
          ],
        },
        num(money(r.all_work_gross_cents)),
        ...Array(5).fill(blank),
      ],
    );
  }
  const t = content.totals;
  body.push([
    { text: 'Totals', colSpan: 11, bold: true },
    ...Array(10).fill(blank),
    num(wh347HoursText(t.total_hours) || '0', { bold: true }),
    blank,
    num(money(t.project_gross_cents), { bold: true }),
    num(money(t.deductions.fica_cents), { bold: true }),
    num(money(t.deductions.federal_cents + t.deductions.state_cents), { bold: true }),
    num(money(t.deductions.other_cents), { bold: true }),
    num(money(t.deductions.total_cents), { bold: true }),
    num(money(t.net_cents), { bold: true }),
  ]);
  return {
    table: {
      headerRows: 1,
      dontBreakRows: true,
      widths: [86, 26, 62, 18, ...Array(7).fill(26), 24, 56, 40, 30, 32, 28, 32, 36],
      body,
    },
    layout: TABLE_LAYOUT,
    fontSize: 6.5,
  };
}

/** The WH-347 as a document definition (landscape letter; table headers repeat on every page). */
export function wh347Document(
  content: TWh347Content,
  statement: TWh347Statement,
  layout: TWh347Layout,
  options: { compress?: boolean } = {},
): TPdfDocument {
  const title =
    layout === 'revised'
      ? 'Certified Payroll — Form WH-347 (revised)'
      : 'PAYROLL — Form WH-347 (Rev. 2008), for contractor’s optional use';
  return {
    pageSize: 'LETTER',
    pageOrientation: 'landscape',
    pageMargins: [24, 28, 24, 32],
    compress: options.compress,
    info: {
      title: `WH-347 payroll ${content.header.payroll_number}, week ending ${content.header.week_ending}`,
    },
    styles: { title: { fontSize: 12, bold: true, margin: [0, 0, 0, 6] } },
    defaultStyle: { fontSize: 7.5 },
    footer: (page, pages) => ({
      text: `U.S. Department of Labor, Wage and Hour Division · WH-347 · ${content.header.job_number} · payroll ${content.header.payroll_number} · page ${page} of ${pages}`,
      fontSize: 6,
      color: '#777777',
      margin: [24, 8, 24, 0],
    }),
    content: [
      { text: title, style: 'title' },
      headerFacts(content, statement.revision, statement.status),
      content.rows.length === 0
        ? { text: 'No work performed on this project during the week.', italics: true, margin: [0, 8, 0, 8] }
        : layout === 'revised'
          ? revisedTable(content)
          : previousTable(content),
      ...statementOfCompliance(content, statement, content.days[0] ?? content.header.week_ending),
    ],
  };
}

export function renderWh347Pdf(
  content: TWh347Content,
  statement: TWh347Statement,
  layout: TWh347Layout,
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  return renderPdf(wh347Document(content, statement, layout, options));
}
