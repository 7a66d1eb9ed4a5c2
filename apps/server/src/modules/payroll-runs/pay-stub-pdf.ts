import {
  earningPaidCents,
  earningPaidRate,
  formatCents,
  type TPayrollCheck,
  type TYtd,
} from '@groundwork/shared';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { brandedTableLayout, companyHeader, type TPdfCompany } from '../../lib/pdf/company-header.ts';
import { renderPdf, type TPdfNode } from '../../lib/pdf/pdf-engine.ts';
import { dimensionNames } from './payroll-run-json.ts';

type TBankAccount = {
  employee_id: string;
  account_last4: string;
  account_type: 'checking' | 'savings';
  split_method: 'amount' | 'percent' | 'remainder';
  amount: string | null;
  percent: string | null;
};

/**
 * How net pay splits over the employee's active direct-deposit accounts, in their order: fixed amounts
 * first as listed, percents of net (half up), the remainder account the rest (or the last account when
 * none is marked remainder).
 */
export function depositSplit(
  netCents: number,
  accounts: readonly Pick<
    TBankAccount,
    'account_last4' | 'account_type' | 'split_method' | 'amount' | 'percent'
  >[],
): { label: string; amountCents: number }[] {
  let left = netCents;
  const out = accounts.map((a) => {
    let cents = 0;
    if (a.split_method === 'amount') cents = Math.min(left, Number(a.amount ?? 0));
    else if (a.split_method === 'percent')
      cents = Math.min(left, Math.round((netCents * Number(a.percent ?? 0)) / 100));
    left -= cents;
    return {
      label: `${a.account_type === 'savings' ? 'Savings' : 'Checking'} •••• ${a.account_last4}`,
      amountCents: cents,
      a,
    };
  });
  const rest = out.find((o) => o.a.split_method === 'remainder') ?? out[out.length - 1];
  if (rest) rest.amountCents += left;
  return out.map(({ label, amountCents }) => ({ label, amountCents }));
}

type TStub = TPayrollCheck & { run_number: number; period_start: string; period_end: string };

const money = (cents: number, extra: Record<string, unknown> = {}) => ({
  text: formatCents(cents),
  alignment: 'right',
  ...extra,
});
const th = (text: string, alignment = 'left') => ({ text, style: 'th', alignment });

/** A tax's YTD: the engine keys withholding by code, state taxes by code:state. */
function taxYtd(ytd: TYtd | undefined, code: string, jurisdiction: string): number | null {
  if (!ytd) return null;
  return ytd.taxesCents[`${code}:${jurisdiction}`] ?? ytd.taxesCents[code] ?? null;
}

function stubContent(
  stub: TStub,
  company: TPdfCompany,
  names: { jobs: Record<string, string>; codes: Record<string, string> },
  deposits: { label: string; amountCents: number }[],
): TPdfNode[] {
  const d = stub.detail;
  const ytd = d.ytdAfter as unknown as TYtd;
  const layout = brandedTableLayout(company);
  const earningRows = d.earnings.map((e) => [
    // Fringe paid in cash is named on the stub ("Cash in lieu of fringe", "Vacation fringe (Local 1)").
    e.code === 'CASH_FRINGE' ? e.description : e.code,
    e.jobId
      ? `${names.jobs[e.jobId] ?? ''} · ${(e.costCodeId && names.codes[e.costCodeId]) || ''}`
      : 'Office / shop',
    e.workDate ?? '',
    { text: e.hours ?? '', alignment: 'right' },
    { text: (earningPaidRate(e) ?? '').replace(/(\.\d\d)0+$/, '$1'), alignment: 'right' },
    money(earningPaidCents(e)),
  ]);
  const taxRows = [...d.employeeTaxes].map((t) => [
    `${t.description} (${t.jurisdiction})`,
    money(t.taxableWagesCents),
    money(t.amountCents),
    money(taxYtd(ytd, t.code, t.jurisdiction) ?? 0),
  ]);
  const deductionRows = d.deductions.map((x) => [
    x.description,
    money(x.amountCents),
    money(ytd?.deductionsCents?.[x.deductionId] ?? 0),
  ]);
  const section = (text: string) => ({ text, style: 'section' });
  return [
    ...companyHeader(company, 'Pay stub', [
      ['Employee', stub.employee_name],
      ['Check date', stub.check_date],
      ['Pay period', `${stub.period_start} to ${stub.period_end}`],
      ['Run', String(stub.run_number)],
      [stub.payment_method === 'check' ? 'Check no.' : 'Paid by', stub.check_number ?? 'Direct deposit'],
    ]),
    {
      table: {
        widths: ['*', '*', '*', '*', '*'],
        body: [
          [
            th('Gross', 'right'),
            th('Taxes', 'right'),
            th('Deductions', 'right'),
            th('Net pay', 'right'),
            th('YTD gross', 'right'),
          ],
          [
            money(stub.gross_cents),
            money(stub.employee_taxes_cents),
            money(stub.deductions_cents),
            money(stub.net_cents, { bold: true }),
            money(ytd?.grossCents ?? 0),
          ],
        ],
      },
      layout,
    },
    section('Earnings'),
    {
      table: {
        headerRows: 1,
        widths: [50, '*', 60, 40, 50, 70],
        body: [
          [
            th('Type'),
            th('Job · cost code'),
            th('Date'),
            th('Hours', 'right'),
            th('Rate', 'right'),
            th('Amount', 'right'),
          ],
          ...earningRows,
          [
            '',
            { text: 'Total', bold: true },
            '',
            { text: stub.hours, alignment: 'right' },
            '',
            money(stub.gross_cents, { bold: true }),
          ],
        ],
      },
      layout,
    },
    section('Taxes withheld'),
    {
      table: {
        headerRows: 1,
        widths: ['*', 90, 80, 80],
        body: [
          [th('Tax'), th('Taxable wages', 'right'), th('Current', 'right'), th('YTD', 'right')],
          ...(taxRows.length > 0 ? taxRows : [['None', '', '', '']]),
        ],
      },
      layout,
    },
    section('Deductions'),
    {
      table: {
        headerRows: 1,
        widths: ['*', 80, 80],
        body: [
          [th('Deduction'), th('Current', 'right'), th('YTD', 'right')],
          ...(deductionRows.length > 0 ? deductionRows : [['None', '', '']]),
        ],
      },
      layout,
    },
    ...(deposits.length > 0
      ? [
          section('Direct deposit'),
          {
            table: {
              headerRows: 1,
              widths: ['*', 80],
              body: [
                [th('Account'), th('Amount', 'right')],
                ...deposits.map((x) => [x.label, money(x.amountCents)]),
              ],
            },
            layout,
          },
        ]
      : []),
  ];
}

/** The pay stubs of some checks as one PDF, a page each (the company letterhead on every one). */
export async function payStubsPdf(
  tx: Db,
  organizationId: string,
  company: TPdfCompany,
  stubs: TStub[],
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  const jobIds = new Set<string>();
  const codeIds = new Set<string>();
  for (const s of stubs)
    for (const e of s.detail.earnings) {
      if (e.jobId) jobIds.add(e.jobId);
      if (e.costCodeId) codeIds.add(e.costCodeId);
    }
  const names = await dimensionNames(tx, organizationId, [...jobIds], [...codeIds]);
  const employeeIds = [
    ...new Set(stubs.filter((s) => s.payment_method === 'direct_deposit').map((s) => s.employee_id)),
  ];
  const banks =
    employeeIds.length === 0
      ? []
      : rowsOf<TBankAccount>(
          await tx.execute(sql`select employee_id, account_last4, account_type, split_method,
              amount_cents::text as amount, percent::text as percent
            from employee_bank_accounts where organization_id = ${organizationId} and is_active
              and employee_id in (${sql.join(
                employeeIds.map((i) => sql`${i}::uuid`),
                sql`, `,
              )})
            order by sort_order, created_at`),
        );
  const content: TPdfNode[] = stubs.map((s, i) => ({
    stack: stubContent(
      s,
      company,
      names,
      s.payment_method === 'direct_deposit'
        ? depositSplit(
            s.net_cents,
            banks.filter((b) => b.employee_id === s.employee_id),
          )
        : [],
    ),
    ...(i > 0 ? { pageBreak: 'before' } : {}),
  }));
  return renderPdf({
    info: { title: 'Pay stubs', author: company.name },
    compress: options.compress,
    content,
    footer: (page, pages) => ({
      text: `Pay stub · page ${page} of ${pages}`,
      alignment: 'center',
      fontSize: 7,
      color: '#777777',
      margin: [0, 16, 0, 0],
    }),
    styles: {
      section: { bold: true, fontSize: 10, color: company.colors.secondary, margin: [0, 10, 0, 4] },
      th: { bold: true, color: '#ffffff', fontSize: 8 },
    },
  });
}
