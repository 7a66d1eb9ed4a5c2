import type { TReportTable, TTableColumn } from '../payroll-reports/payroll-report-tables.ts';
import type { TComplianceReport, TComplianceSection } from './compliance-report.schemas.ts';

/*
 * The job compliance report's sections as tables: the screen shows them, the server turns the chosen
 * one into CSV (amounts as numbers) or PDF (amounts formatted) — so the three never disagree.
 */

const text = (header: string): TTableColumn => ({ header, kind: 'text' });
const money = (header: string): TTableColumn => ({ header, kind: 'money' });
const hours = (header: string): TTableColumn => ({ header, kind: 'hours' });

export const COMPLIANCE_SECTION_TITLES: Record<TComplianceSection, string> = {
  wages: 'Hours and wages',
  fringes: 'Fringes',
  apprentices: 'Apprentice ratio',
  restitution: 'Underpayments and restitution',
};

const PLAN_LABELS: Record<string, string> = {
  health: 'Health',
  pension: 'Pension',
  vacation: 'Vacation',
  training: 'Training',
  other: 'Other',
  cash_in_lieu: 'Cash in lieu',
};

export const planLabel = (plan: string): string => PLAN_LABELS[plan] ?? plan;

function wagesTable(r: TComplianceReport): Pick<TReportTable, 'columns' | 'rows'> {
  return {
    columns: [
      text('Worker'),
      text('Classification'),
      hours('Straight hours'),
      hours('Overtime hours'),
      hours('Total hours'),
      money('Overtime premium'),
      money('Wages'),
    ],
    rows: [
      ...r.wages.map((w) => ({
        cells: [
          w.employee_name,
          w.classification,
          w.straight_hours,
          w.overtime_hours,
          w.total_hours,
          w.premium_cents,
          w.wages_cents,
        ],
      })),
      {
        kind: 'total' as const,
        cells: [
          'Total',
          '',
          r.wage_totals.straight_hours,
          r.wage_totals.overtime_hours,
          r.wage_totals.total_hours,
          r.wage_totals.premium_cents,
          r.wage_totals.wages_cents,
        ],
      },
    ],
  };
}

function fringesTable(r: TComplianceReport): Pick<TReportTable, 'columns' | 'rows'> {
  return {
    columns: [
      text('Worker'),
      text('Plan'),
      text('Plan name'),
      text('Credit per hour'),
      hours('Hours'),
      money('Amount'),
    ],
    rows: [
      ...r.fringes.map((f) => ({
        cells: [
          f.employee_name,
          planLabel(f.kind === 'cash_in_lieu' ? 'cash_in_lieu' : f.plan),
          f.plan_name,
          f.credit_per_hour ?? '',
          f.hours,
          f.amount_cents,
        ],
      })),
      {
        kind: 'subtotal' as const,
        cells: ['Plan credits', '', '', '', null, r.fringe_totals.plan_credit_cents],
      },
      {
        kind: 'subtotal' as const,
        cells: ['Cash in lieu', '', '', '', null, r.fringe_totals.cash_in_lieu_cents],
      },
      { kind: 'total' as const, cells: ['Total fringes', '', '', '', null, r.fringe_totals.total_cents] },
    ],
  };
}

function apprenticesTable(r: TComplianceReport): Pick<TReportTable, 'columns' | 'rows'> {
  return {
    columns: [
      text('Week ending'),
      text('Program'),
      text('Classification'),
      text('Ratio'),
      text('Apprentices'),
      text('Journeyworkers'),
      hours('Apprentice hours'),
      hours('Journeyworker hours'),
      text('Days over ratio'),
    ],
    rows: r.apprentice_weeks.map((a) => ({
      cells: [
        a.week_ending,
        a.program_name,
        a.classification,
        a.ratio,
        String(a.apprentices),
        String(a.journeyworkers),
        a.apprentice_hours,
        a.journeyworker_hours,
        // MM-DD: the week ending names the year.
        a.is_over ? a.days_over.map((d) => d.slice(5)).join(', ') : 'None',
      ],
    })),
  };
}

function restitutionTable(r: TComplianceReport): Pick<TReportTable, 'columns' | 'rows'> {
  return {
    columns: [
      text('Week ending'),
      text('Worker'),
      text('Classification'),
      money('Underpaid'),
      money('Paid'),
      money('Outstanding'),
      text('Paid in run'),
      text('Note'),
    ],
    rows: [
      ...r.restitutions.map((x) => ({
        cells: [
          x.week_ending,
          x.employee_name,
          x.classification,
          x.underpaid_cents,
          x.paid_cents,
          x.outstanding_cents,
          x.paid_in_run_number === null ? '' : String(x.paid_in_run_number),
          x.note ?? '',
        ],
      })),
      {
        kind: 'total' as const,
        cells: [
          'Total',
          '',
          '',
          r.restitution_totals.underpaid_cents,
          r.restitution_totals.paid_cents,
          r.restitution_totals.outstanding_cents,
          '',
          '',
        ],
      },
    ],
  };
}

const BUILDERS: Record<TComplianceSection, (r: TComplianceReport) => Pick<TReportTable, 'columns' | 'rows'>> =
  {
    wages: wagesTable,
    fringes: fringesTable,
    apprentices: apprenticesTable,
    restitution: restitutionTable,
  };

/** One section of the job compliance report as a table (title, file name and parameters included). */
export function complianceTable(r: TComplianceReport, section: TComplianceSection): TReportTable {
  const { columns, rows } = BUILDERS[section](r);
  return {
    title: `Job compliance: ${COMPLIANCE_SECTION_TITLES[section].toLowerCase()}`,
    fileName: `compliance-${section}-${r.job.number}-${r.from}-to-${r.to}`,
    parameters: [
      ['Job', `${r.job.number} ${r.job.name}`],
      ['Work dates', `${r.from} to ${r.to}`],
    ],
    orientation: 'landscape',
    columns,
    rows,
    notes:
      section === 'apprentices'
        ? [
            'Workers are distinct people on the job in the week. The ratio is checked each work date: a day is over when apprentices × J exceed journeyworkers × A for a ratio A : J.',
          ]
        : section === 'fringes'
          ? [
              'Plan credit = credit per hour × hours on the job (annual plans: annual amount ÷ annual hours); cash in lieu as paid in posted payroll runs for the week.',
            ]
          : [],
  };
}
