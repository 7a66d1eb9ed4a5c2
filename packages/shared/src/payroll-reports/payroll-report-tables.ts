import type {
  TLaborByJob,
  TPayrollRegister,
  TRemittances,
  TTaxLiability,
  TUnemploymentWages,
  TW2Data,
} from './payroll-reports.schemas.ts';

/**
 * One table per employee report: the screen shows it, the server turns it into CSV (amounts as
 * numbers a spreadsheet adds up) and PDF (amounts formatted) — so the three never disagree.
 */
export type TColumnKind = 'text' | 'money' | 'hours';
export type TTableColumn = { header: string; kind: TColumnKind };
export type TTableCell = string | number | null;
export type TTableRowKind = 'detail' | 'heading' | 'subtotal' | 'total';
export type TTableRow = { cells: TTableCell[]; kind?: TTableRowKind };
export type TReportTable = {
  title: string;
  fileName: string;
  parameters: [string, string][];
  columns: TTableColumn[];
  rows: TTableRow[];
  orientation?: 'portrait' | 'landscape';
  notes?: string[];
};

const text = (header: string): TTableColumn => ({ header, kind: 'text' });
const money = (header: string): TTableColumn => ({ header, kind: 'money' });
const hours = (header: string): TTableColumn => ({ header, kind: 'hours' });
const methodLabel = { direct_deposit: 'Direct deposit', check: 'Check' } as const;

export function registerTable(r: TPayrollRegister, runNumber: number | null): TReportTable {
  const scope = r.run_id ? `run-${runNumber ?? ''}` : `${r.from}-to-${r.to}`;
  const f = (x: Omit<TPayrollRegister['totals'], 'checks'>) => [
    x.hours,
    x.gross_cents,
    x.federal_income_tax_cents,
    x.social_security_cents,
    x.medicare_cents,
    x.state_income_tax_cents,
    x.other_taxes_cents,
    x.deductions_cents,
    x.net_cents,
    x.employer_taxes_cents,
  ];
  return {
    title: 'Payroll register',
    fileName: `payroll-register-${scope}`,
    parameters: r.run_id
      ? [['Payroll run', String(runNumber ?? '')]]
      : [['Check dates', `${r.from} to ${r.to}`]],
    orientation: 'landscape',
    columns: [
      text('Check date'),
      text('Run'),
      text('Employee'),
      text('Paid by'),
      hours('Hours'),
      money('Gross'),
      money('Federal income tax'),
      money('Social Security'),
      money('Medicare'),
      money('State income tax'),
      money('Other taxes'),
      money('Deductions'),
      money('Net'),
      money('Employer taxes'),
    ],
    rows: [
      ...r.rows.map((row) => ({
        cells: [
          row.check_date,
          String(row.run_number),
          row.employee_name,
          methodLabel[row.payment_method],
          ...f(row),
        ],
      })),
      {
        kind: 'total' as const,
        cells: [
          `Total (${r.totals.checks} check${r.totals.checks === 1 ? '' : 's'})`,
          '',
          '',
          '',
          ...f(r.totals),
        ],
      },
    ],
  };
}

export function laborTable(r: TLaborByJob): TReportTable {
  const f = (x: TLaborByJob['totals']) => [
    x.reg_hours,
    x.ot_hours,
    x.dt_hours,
    x.reg_cents,
    x.ot_cents,
    x.dt_cents,
    x.other_cents,
    x.wages_cents,
    x.premium_cents,
    x.employer_taxes_cents,
    x.fringes_cents,
    x.workers_comp_cents,
    x.burden_cents,
    x.total_cents,
  ];
  return {
    title: 'Labor by job and cost code',
    fileName: `labor-by-job-${r.from}-to-${r.to}`,
    parameters: [['Check dates', `${r.from} to ${r.to}`]],
    orientation: 'landscape',
    columns: [
      text('Job'),
      text('Cost code'),
      hours('REG hours'),
      hours('OT hours'),
      hours('DT hours'),
      money('REG'),
      money('OT'),
      money('DT'),
      money('Other'),
      money('Wages'),
      money('OT premium'),
      money('Employer taxes'),
      money('Fringes'),
      money("Workers' comp"),
      money('Burden'),
      money('Total'),
    ],
    rows: [
      ...r.rows.map((row) => ({
        cells: [
          row.job_number ? `${row.job_number} ${row.job_name ?? ''}`.trim() : 'Overhead (no job)',
          row.cost_code ? `${row.cost_code} ${row.cost_code_description ?? ''}`.trim() : '',
          ...f(row),
        ],
      })),
      { kind: 'total' as const, cells: ['Total', '', ...f(r.totals)] },
    ],
  };
}

export function taxLiabilityTable(r: TTaxLiability): TReportTable {
  const l = r.form941;
  const line = (number: string, label: string, wages: number | null, tax: number | null) => ({
    cells: [number, label, wages, tax],
  });
  return {
    title: 'Payroll tax liability',
    fileName: `tax-liability-${r.period}`,
    parameters: [
      ['Period', r.label],
      ['Check dates', `${r.from} to ${r.to}`],
    ],
    columns: [text('Line'), text('Description'), money('Wages'), money('Tax')],
    rows: [
      { kind: 'heading', cells: ['Form 941'] },
      line('2', 'Wages, tips and other compensation', l.line2_wages_cents, null),
      line('3', 'Federal income tax withheld', null, l.line3_income_tax_cents),
      line('5a', 'Taxable social security wages × 12.4 %', l.line5a_wages_cents, l.line5a_tax_cents),
      line('5c', 'Taxable Medicare wages × 2.9 %', l.line5c_wages_cents, l.line5c_tax_cents),
      line('5d', 'Wages subject to Additional Medicare × 0.9 %', l.line5d_wages_cents, l.line5d_tax_cents),
      line('5e', 'Total social security and Medicare taxes', null, l.line5e_cents),
      line('6', 'Total taxes before adjustments', null, l.line6_cents),
      line('7', "Current quarter's adjustment for fractions of cents", null, l.line7_cents),
      { kind: 'total', cells: ['10', 'Total taxes after adjustments', null, l.line10_cents] },
      { kind: 'heading', cells: ['Federal deposit liability by month'] },
      ...r.months.map((m) => ({ cells: ['', m.month, null, m.liability_cents] })),
      { kind: 'heading', cells: ['State income tax withheld'] },
      ...(r.states.length > 0
        ? r.states.map((s) => ({ cells: [s.state, 'State withholding', s.wages_cents, s.withheld_cents] }))
        : [{ cells: ['', 'None withheld in the period', null, null] }]),
      { kind: 'heading', cells: ['Unemployment (employer)'] },
      { cells: ['US', 'FUTA', null, r.futa_cents] },
      ...r.suta.map((s) => ({ cells: [s.state, 'SUTA', null, s.tax_cents] })),
    ],
  };
}

export function unemploymentTable(r: TUnemploymentWages): TReportTable {
  type TFig = TUnemploymentWages['futa']['totals'];
  const f = (x: TFig) => [x.total_wages_cents, x.excess_cents, x.taxable_wages_cents, x.tax_cents];
  const ssn = (last4: string | null) => (last4 ? `XXX-XX-${last4}` : '');
  return {
    title: 'FUTA and SUTA wages',
    fileName: `unemployment-wages-${r.period}`,
    parameters: [
      ['Period', r.label],
      ['Check dates', `${r.from} to ${r.to}`],
    ],
    columns: [
      text('Tax'),
      text('State'),
      text('Employee'),
      text('SSN'),
      money('Total wages'),
      money('Exempt or over the base'),
      money('Taxable wages'),
      money('Tax'),
    ],
    rows: [
      ...r.futa.rows.map((row) => ({
        cells: ['FUTA', 'US', row.employee_name, ssn(row.ssn_last4), ...f(row)],
      })),
      { kind: 'subtotal' as const, cells: ['FUTA total', 'US', '', '', ...f(r.futa.totals)] },
      ...r.suta.flatMap((s) => [
        ...s.rows.map((row) => ({
          cells: ['SUTA', s.state, row.employee_name, ssn(row.ssn_last4), ...f(row)],
        })),
        { kind: 'subtotal' as const, cells: ['SUTA total', s.state, '', '', ...f(s.totals)] },
      ]),
    ],
  };
}

export function remittancesTable(r: TRemittances): TReportTable {
  return {
    title: 'Deduction and fringe remittances',
    fileName: `remittances-${r.from}-to-${r.to}`,
    parameters: [['Check dates', `${r.from} to ${r.to}`]],
    columns: [text('Kind'), text('Payee or fund'), text('Employee'), hours('Hours'), money('Amount')],
    rows: [
      ...r.rows.flatMap((row) => [
        ...row.employees.map((e) => ({
          cells: [
            row.kind === 'deduction' ? 'Deduction' : 'Fringe',
            row.payee,
            e.employee_name,
            e.hours,
            e.amount_cents,
          ],
        })),
        {
          kind: 'subtotal' as const,
          cells: [
            row.kind === 'deduction' ? 'Deduction' : 'Fringe',
            `${row.payee} total`,
            '',
            row.hours,
            row.amount_cents,
          ],
        },
      ]),
      { kind: 'total' as const, cells: ['Deductions', '', '', null, r.totals.deductions_cents] },
      { kind: 'total' as const, cells: ['Fringes', '', '', null, r.totals.fringes_cents] },
      { kind: 'total' as const, cells: ['Total', '', '', null, r.totals.total_cents] },
    ],
  };
}

/** One CSV/PDF row per employee × state (an employee without state tax: one row, state blank). */
export function w2Table(r: TW2Data): TReportTable {
  return {
    title: `W-2 data ${r.year}`,
    fileName: `w2-data-${r.year}`,
    parameters: [['Year', String(r.year)]],
    orientation: 'landscape',
    notes: [
      'Figures for the forms W-2; this product does not e-file. Box 12 DD: section 125 health coverage deducted.',
    ],
    columns: [
      text('Employee'),
      text('SSN'),
      money('Box 1 wages'),
      money('Box 2 federal tax'),
      money('Box 3 SS wages'),
      money('Box 4 SS tax'),
      money('Box 5 Medicare wages'),
      money('Box 6 Medicare tax'),
      money('Box 12 D'),
      money('Box 12 AA'),
      money('Box 12 DD'),
      text('Box 15 state'),
      money('Box 16 state wages'),
      money('Box 17 state tax'),
    ],
    rows: r.rows.flatMap((row) => {
      const code = (c: 'D' | 'AA' | 'DD') => row.box12.find((b) => b.code === c)?.amount_cents ?? null;
      const states = row.states.length > 0 ? row.states : [null];
      // A second state's row repeats only the name: the federal boxes are counted once.
      return states.map((s, i) => ({
        cells: [
          row.employee_name,
          row.ssn_last4 ? `XXX-XX-${row.ssn_last4}` : '',
          ...(i === 0
            ? [
                row.box1_wages_cents,
                row.box2_federal_tax_cents,
                row.box3_ss_wages_cents,
                row.box4_ss_tax_cents,
                row.box5_medicare_wages_cents,
                row.box6_medicare_tax_cents,
                code('D'),
                code('AA'),
                code('DD'),
              ]
            : Array<null>(9).fill(null)),
          s?.state ?? '',
          s?.wages_cents ?? null,
          s?.tax_cents ?? null,
        ],
      }));
    }),
  };
}
