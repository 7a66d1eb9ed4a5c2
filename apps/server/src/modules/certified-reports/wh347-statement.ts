import { formatCents, type TWh347Content } from '@groundwork/shared';
import type { TPdfNode } from '../../lib/pdf/pdf-engine.ts';

/** What page 2 (the statement of compliance) needs beyond the content. */
export type TWh347Statement = {
  signerName: string | null;
  signerTitle: string | null;
  signedAt: Date | null;
  fringePayment: 'plans' | 'cash' | 'both';
  exceptions: { craft: string; explanation: string }[];
  remarks: string | null;
  status: string;
  revision: number;
};

export const WH347_WARNING =
  'THE WILLFUL FALSIFICATION OF ANY OF THE ABOVE STATEMENTS MAY SUBJECT THE CONTRACTOR OR SUBCONTRACTOR TO CIVIL OR CRIMINAL PROSECUTION. SEE SECTION 1001 OF TITLE 18 AND SECTION 3729 OF TITLE 31 OF THE UNITED STATES CODE.';

const CERTIFICATIONS = [
  '(1) That I pay or supervise the payment of the persons employed by the contractor or subcontractor named on this payroll on the project named on it; that during the payroll period above all persons employed on the project have been paid the full weekly wages earned, that no rebates have been or will be made either directly or indirectly from the full wages earned by any person, and that no deductions have been made either directly or indirectly from the full wages earned by any person, other than permissible deductions as defined in 29 CFR part 3 (40 U.S.C. 3145).',
  '(2) That this payroll is correct and complete; that the wage rates for laborers or mechanics contained in it are not less than the applicable wage rates contained in the wage determination incorporated into the contract; and that the classifications set forth for each laborer or mechanic conform with the work performed.',
  '(3) That any apprentices employed in the payroll period are duly registered in a bona fide apprenticeship program registered with the Office of Apprenticeship, U.S. Department of Labor, or a recognized State apprenticeship agency.',
];

const box = (checked: boolean) => (checked ? '[X]' : '[  ]');

function signedLine(s: TWh347Statement): string {
  if (!s.signedAt || !s.signerName)
    return 'Not signed: a certifying officer signs this report electronically.';
  return `Signed electronically by ${s.signerName} on ${s.signedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** Page 2: the statement of compliance, the same words on both layouts. */
export function statementOfCompliance(
  content: TWh347Content,
  s: TWh347Statement,
  firstDay: string,
): TPdfNode[] {
  const h = content.header;
  const employer = h.is_prime
    ? h.company_name
    : `${h.company_name} (subcontractor of ${h.prime_contractor_name ?? ''})`;
  const fringeTotal = content.rows.reduce((sum, r) => sum + r.cash_in_lieu_cents, 0);
  const exceptionRows: TPdfNode[][] =
    s.exceptions.length > 0
      ? s.exceptions.map((e) => [e.craft, e.explanation])
      : [[{ text: 'None', italics: true }, '']];
  return [
    { text: 'Statement of compliance', style: 'title', pageBreak: 'before' },
    {
      columns: [
        {
          text: [
            { text: 'Name of signatory: ', color: '#555555' },
            { text: s.signerName ?? '', bold: true },
          ],
        },
        {
          text: [
            { text: 'Title: ', color: '#555555' },
            { text: s.signerTitle ?? '', bold: true },
          ],
        },
        {
          text: [
            { text: 'Payroll period: ', color: '#555555' },
            { text: `${firstDay} to ${h.week_ending}`, bold: true },
          ],
        },
      ],
      margin: [0, 4, 0, 4],
    },
    { text: `I, the signatory above, on behalf of ${employer}, do hereby state:`, margin: [0, 0, 0, 4] },
    ...CERTIFICATIONS.map((text) => ({ text, margin: [0, 0, 0, 4] })),
    { text: '(4) That:', margin: [0, 0, 0, 2] },
    {
      text: `${box(s.fringePayment !== 'cash')} 4(a) Where fringe benefits are paid to approved plans, funds, or programs: in addition to the basic hourly wage rates paid to each laborer or mechanic listed in this payroll, payments of fringe benefits as listed in the contract have been or will be made to appropriate programs for the benefit of such employees (hourly credits in column 6B), except as noted in 4(c) below.`,
      margin: [8, 0, 0, 2],
    },
    {
      text: `${box(s.fringePayment !== 'plans')} 4(b) Where fringe benefits are paid in cash: each laborer or mechanic listed in this payroll has been paid, as indicated on the payroll (column 6C), an amount not less than the sum of the applicable basic hourly wage rate plus the amount of the required fringe benefits as listed in the contract, except as noted in 4(c) below. Cash in lieu of fringes this week: ${formatCents(fringeTotal)}.`,
      margin: [8, 0, 0, 4],
    },
    { text: '4(c) Exceptions', bold: true, margin: [8, 0, 0, 2] },
    {
      table: {
        headerRows: 1,
        widths: [180, '*'],
        body: [
          [
            { text: 'Exception (craft)', bold: true },
            { text: 'Explanation', bold: true },
          ],
          ...exceptionRows,
        ],
      },
      margin: [8, 0, 0, 6],
    },
    { text: 'Remarks', bold: true },
    { text: s.remarks ?? 'None', margin: [0, 0, 0, 8] },
    {
      table: {
        widths: ['*', '*', 160],
        body: [
          [
            { text: 'Name and title', color: '#555555' },
            { text: 'Signature', color: '#555555' },
            { text: 'Date', color: '#555555' },
          ],
          [
            { text: [s.signerName ?? '', s.signerTitle ? `, ${s.signerTitle}` : ''].join(''), bold: true },
            { text: signedLine(s), bold: Boolean(s.signedAt) },
            s.signedAt ? s.signedAt.toISOString().slice(0, 10) : '',
          ],
        ],
      },
      margin: [0, 0, 0, 8],
    },
    { text: WH347_WARNING, bold: true, fontSize: 7 },
  ];
}
