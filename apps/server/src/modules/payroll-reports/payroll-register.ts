import type { TPayrollRegister, TPayrollRegisterQuery } from '@groundwork/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { payrollRuns } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { employeeName, hoursText, n, query } from './report-sql.ts';

type TCheckRow = {
  check_id: string;
  run_id: string;
  run_number: number;
  check_date: string;
  check_number: string | null;
  employee_id: string;
  employee_name: string;
  payment_method: 'direct_deposit' | 'check';
  hours: string;
  gross_cents: string;
  deductions_cents: string;
  net_cents: string;
  employer_taxes_cents: string;
};
type TTaxRow = { check_id: string; code: string; jurisdiction: string | null; amount_cents: string };

/** Where a withholding goes in the register's columns. */
function taxColumn(
  code: string,
):
  | 'federal_income_tax_cents'
  | 'social_security_cents'
  | 'medicare_cents'
  | 'state_income_tax_cents'
  | 'other_taxes_cents' {
  if (code === 'fit') return 'federal_income_tax_cents';
  if (code === 'ss') return 'social_security_cents';
  if (code === 'medicare' || code === 'addl_medicare') return 'medicare_cents';
  if (code === 'sit') return 'state_income_tax_cents';
  return 'other_taxes_cents';
}

/**
 * The payroll register: per check of the posted runs (one run, or check dates in a range) hours, gross,
 * each withholding, deductions, net and the employer's taxes; totals.
 */
export async function payrollRegister(
  tx: Db,
  organizationId: string,
  q: TPayrollRegisterQuery,
): Promise<TPayrollRegister> {
  if (q.run_id) {
    const [run] = await tx
      .select({ id: payrollRuns.id })
      .from(payrollRuns)
      .where(and(eq(payrollRuns.organizationId, organizationId), eq(payrollRuns.id, q.run_id)));
    if (!run) throw new AppError('payroll_run_not_found', 'Payroll run not found', 404);
  }
  const filter = q.run_id
    ? sql`c.run_id = ${q.run_id}`
    : sql`c.check_date between ${q.from ?? ''} and ${q.to ?? ''}`;
  const checks = await query<TCheckRow>(
    tx,
    sql`select c.id as check_id, c.run_id, r.run_number, c.check_date::text as check_date, c.check_number,
          c.employee_id, ${employeeName} as employee_name, c.payment_method, c.hours::text as hours,
          c.gross_cents, c.deductions_cents, c.net_cents, c.employer_taxes_cents
        from payroll_checks c
        join payroll_runs r on r.id = c.run_id and r.status = 'posted'
        join employees e on e.id = c.employee_id
        left join profiles p on p.id = e.user_id
        where c.organization_id = ${organizationId} and ${filter}
        order by c.check_date, r.run_number, ${employeeName}, c.id`,
  );
  const taxes = await query<TTaxRow>(
    tx,
    sql`select l.check_id, l.code, l.jurisdiction, sum(l.amount_cents) as amount_cents
        from payroll_check_lines l
        join payroll_checks c on c.id = l.check_id
        join payroll_runs r on r.id = c.run_id and r.status = 'posted'
        where c.organization_id = ${organizationId} and ${filter} and l.line_type = 'employee_tax'
        group by l.check_id, l.code, l.jurisdiction
        order by l.check_id, l.code, l.jurisdiction`,
  );
  const byCheck = new Map<string, TTaxRow[]>();
  for (const t of taxes) byCheck.set(t.check_id, [...(byCheck.get(t.check_id) ?? []), t]);

  const totals = {
    checks: checks.length,
    hours: '0.00',
    gross_cents: 0,
    federal_income_tax_cents: 0,
    social_security_cents: 0,
    medicare_cents: 0,
    state_income_tax_cents: 0,
    other_taxes_cents: 0,
    deductions_cents: 0,
    net_cents: 0,
    employer_taxes_cents: 0,
  };
  let hundredths = 0;
  const rows = checks.map((c) => {
    const figures = {
      federal_income_tax_cents: 0,
      social_security_cents: 0,
      medicare_cents: 0,
      state_income_tax_cents: 0,
      other_taxes_cents: 0,
    };
    const own = byCheck.get(c.check_id) ?? [];
    for (const t of own) figures[taxColumn(t.code)] += n(t.amount_cents);
    const row = {
      ...c,
      run_number: Number(c.run_number),
      hours: hoursText(c.hours),
      gross_cents: n(c.gross_cents),
      ...figures,
      deductions_cents: n(c.deductions_cents),
      net_cents: n(c.net_cents),
      employer_taxes_cents: n(c.employer_taxes_cents),
      taxes: own.map((t) => ({
        code: t.code,
        jurisdiction: t.jurisdiction,
        amount_cents: n(t.amount_cents),
      })),
    };
    hundredths += Math.round(Number(c.hours) * 100);
    for (const key of [
      'gross_cents',
      'federal_income_tax_cents',
      'social_security_cents',
      'medicare_cents',
      'state_income_tax_cents',
      'other_taxes_cents',
      'deductions_cents',
      'net_cents',
      'employer_taxes_cents',
    ] as const)
      totals[key] += row[key];
    return row;
  });
  totals.hours = (hundredths / 100).toFixed(2);
  return {
    run_id: q.run_id ?? null,
    from: q.run_id ? null : (q.from ?? null),
    to: q.run_id ? null : (q.to ?? null),
    rows,
    totals,
  };
}
