import {
  EMPTY_YTD,
  type TCompanyPayrollRules,
  type TDeductionInput,
  type TFringeRateInput,
  type TOtherEarningInput,
  type TOvertimeRuleSet,
  type TPaycheckInput,
  type TTaxParameterRow,
  type TTimeLineInput,
  type TW4,
  type TWorkersCompRateInput,
  type TYtd,
  ZOvertimeRules,
} from '@groundwork/shared';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import type { payrollRuns } from '../../db/schema/index.ts';
import { loadCertifiedContext, markCertifiedLines, type TCertifiedRunContext } from './certified-inputs.ts';
import { employeeNameSql } from './payroll-run-json.ts';
import { PayrollRunErrors } from './payroll-runs.errors.ts';
import { checkContribution, combineYtd } from './payroll-ytd.ts';

type TRun = typeof payrollRuns.$inferSelect;

/** Everything a run's calculation reads, loaded in a fixed number of statements whatever the head count. */
export type TRunInputs = {
  inputs: TPaycheckInput[];
  names: Map<string, string>;
  paymentMethods: Map<string, 'direct_deposit' | 'check'>;
  taxRows: TTaxParameterRow[];
  overtimeRules: TOvertimeRuleSet[];
  /** The approved time lines each check pays (checked again at posting). */
  timeLineIds: string[];
  /** Prevailing-wage lines, plans and apprenticeships (issue 22) for the compliance check. */
  certified: TCertifiedRunContext;
};

type TEmployeeRow = {
  employee_id: string;
  name: string;
  has_profile: boolean;
  pay_type: 'hourly' | 'salary';
  pay_frequency: TPaycheckInput['payFrequency'];
  salary: string | null;
  flsa_exempt: boolean;
  home_state: string | null;
  union_local: string | null;
  default_classification: string | null;
  workers_comp_class_code: string | null;
  w4_version: '2020' | 'pre2020' | null;
  filing_status: 'single' | 'married_jointly' | 'married_separately' | 'head_of_household' | null;
  w4_step2: boolean;
  w4_step3: string;
  w4_step4a: string;
  w4_step4b: string;
  w4_step4c: string;
  w4_allowances: number | null;
  w4_exempt: boolean;
  payment_method: 'direct_deposit' | 'check';
};

const ids = (list: readonly string[]) =>
  list.length === 0
    ? sql`null::uuid`
    : sql.join(
        list.map((i) => sql`${i}::uuid`),
        sql`, `,
      );

function w4Of(e: TEmployeeRow): TW4 | null {
  if (!e.w4_version || !e.filing_status) return null;
  if (e.w4_version === '2020')
    return {
      version: '2020',
      filingStatus: e.filing_status,
      step2: e.w4_step2,
      step3Cents: Number(e.w4_step3),
      step4aCents: Number(e.w4_step4a),
      step4bCents: Number(e.w4_step4b),
      step4cCents: Number(e.w4_step4c),
      exempt: e.w4_exempt,
    };
  return {
    version: 'pre2020',
    filingStatus: e.filing_status,
    allowances: e.w4_allowances ?? 0,
    additionalCents: Number(e.w4_step4c),
    exempt: e.w4_exempt,
  };
}

/**
 * Builds each employee's TPaycheckInput for a run:
 *   1. who is paid: a regular run pays every active (or not yet signed-in) employee whose pay profile
 *      has the run's frequency, and anyone with other earnings on the run; off-cycle and manual runs
 *      pay only the employees with earnings on the run;
 *   2. hourly employees of a regular run: their approved time lines of the period not yet paid, each at
 *      the rate of its classification (employee_pay_rates), else the employee's default rate;
 *      salaried: the engine pays salary ÷ periods;
 *   3. W-4, state certificates, active deductions, fringe rates in force on the check date, workers'
 *      comp rates, the company's rules and SUTA rates;
 *   4. YTD: the contributions of the employee's posted checks of the check date's calendar year up to
 *      the check date (voided runs drop out), this run excluded.
 */
export async function loadRunInputs(tx: Db, org: string, run: TRun): Promise<TRunInputs> {
  const year = Number(run.checkDate.slice(0, 4));
  // 1. Employees.
  const employees = rowsOf<TEmployeeRow>(
    await tx.execute(sql`
      with chosen as (
        select e.id from employees e
        join employee_pay_profiles p on p.organization_id = e.organization_id and p.employee_id = e.id
        where e.organization_id = ${org} and e.employment_status in ('active', 'pending')
          and ${run.kind === 'regular'}::boolean and p.pay_frequency = ${run.payFrequency}
        union
        select x.employee_id from payroll_run_earnings x where x.organization_id = ${org} and x.run_id = ${run.id}::uuid
      )
      select e.id as employee_id, ${employeeNameSql} as name, p.employee_id is not null as has_profile,
             coalesce(p.pay_type, 'hourly') as pay_type, coalesce(p.pay_frequency, ${run.payFrequency}) as pay_frequency,
             p.salary_annual_cents::text as salary, coalesce(p.flsa_exempt, false) as flsa_exempt, p.home_state,
             p.union_local, p.default_classification, p.workers_comp_class_code, p.w4_version, p.filing_status,
             coalesce(p.w4_step2, false) as w4_step2, coalesce(p.w4_step3_cents, 0)::text as w4_step3,
             coalesce(p.w4_step4a_cents, 0)::text as w4_step4a, coalesce(p.w4_step4b_cents, 0)::text as w4_step4b,
             coalesce(p.w4_step4c_cents, 0)::text as w4_step4c, p.w4_allowances, coalesce(p.w4_exempt, false) as w4_exempt,
             coalesce(p.payment_method, 'check') as payment_method
      from chosen c
      join employees e on e.organization_id = ${org} and e.id = c.id
      left join profiles pr on pr.id = e.user_id
      left join employee_pay_profiles p on p.organization_id = e.organization_id and p.employee_id = e.id
      order by 2, 1`),
  );
  for (const e of employees) if (!e.has_profile) throw PayrollRunErrors.noProfile(e.name);
  const employeeIds = employees.map((e) => e.employee_id);
  const hourly = new Set(employees.filter((e) => e.pay_type === 'hourly').map((e) => e.employee_id));

  // 2. Time and rates.
  const time =
    run.kind === 'regular' && hourly.size > 0
      ? rowsOf<{
          id: string;
          employee_id: string;
          work_date: string;
          job_id: string | null;
          cost_code_id: string | null;
          pay_type: 'REG' | 'OT' | 'DT';
          hours: string;
          classification: string | null;
          workers_comp_class: string | null;
          work_state: string | null;
          union_local: string | null;
        }>(
          await tx.execute(sql`
            select id, employee_id, to_char(work_date, 'YYYY-MM-DD') as work_date, job_id, cost_code_id, pay_type,
                   hours::text as hours, classification, workers_comp_class, work_state, union_local
            from time_entries
            where organization_id = ${org} and status = 'approved' and payroll_run_id is null
              and work_date between ${run.periodStart}::date and ${run.periodEnd}::date
              and employee_id in (${ids([...hourly])})
            order by employee_id, work_date, created_at, id`),
        )
      : [];
  const rates = rowsOf<{ employee_id: string; classification: string; rate: string; is_default: boolean }>(
    await tx.execute(sql`select employee_id, classification, hourly_rate::text as rate, is_default
      from employee_pay_rates where organization_id = ${org} and employee_id in (${ids(employeeIds)})`),
  );

  // 3. Certificates, deductions, fringes, workers' comp, settings, tax rows, overtime rules.
  const certificates = rowsOf<{
    employee_id: string;
    state: string;
    filing_status: string;
    allowances: number;
    additional: string;
    exempt: boolean;
  }>(
    await tx.execute(sql`select employee_id, state, filing_status, allowances, additional_cents::text as additional, exempt
      from employee_state_withholdings where organization_id = ${org} and employee_id in (${ids(employeeIds)})`),
  );
  const deductions = rowsOf<{
    employee_id: string;
    id: string;
    kind: TDeductionInput['kind'];
    description: string;
    method: 'amount' | 'percent';
    amount: string | null;
    percent: string | null;
    annual_limit: string | null;
    max_percent: string | null;
    priority: number;
  }>(
    await tx.execute(sql`select employee_id, id, kind, description, method, amount_cents::text as amount, percent::text as percent,
        annual_limit_cents::text as annual_limit, max_percent_of_disposable::text as max_percent, priority
      from employee_deductions where organization_id = ${org} and is_active and employee_id in (${ids(employeeIds)})
      order by priority, created_at, id`),
  );
  const fringeRates = rowsOf<TFringeRateInput & { rate: string }>(
    await tx.execute(sql`select distinct on (union_local, classification, fund) union_local as "unionLocal",
        classification, fund, rate_per_hour::text as rate, taxable
      from fringe_rates where organization_id = ${org} and effective_from <= ${run.checkDate}::date
      order by union_local, classification, fund, effective_from desc`),
  ).map(({ rate, ...f }) => ({ ...f, ratePerHour: rate }));
  const workersComp = rowsOf<TWorkersCompRateInput>(
    await tx.execute(sql`select state, class_code as "classCode", rate_per_100::text as "ratePer100",
        excludes_overtime_premium as "excludesOvertimePremium"
      from workers_comp_classes where organization_id = ${org} and is_active`),
  );
  const [settings] = rowsOf<{
    workweek_start_day: number;
    overtime_allocation: 'time_order' | 'pro_rata';
    default_work_state: string | null;
  }>(
    await tx.execute(sql`select workweek_start_day, overtime_allocation, default_work_state
      from payroll_settings where organization_id = ${org}`),
  );
  const taxRows = rowsOf<TTaxParameterRow & { organization_id: string | null }>(
    await tx.execute(sql`select organization_id, jurisdiction, tax, effective_year, params, source
      from tax_parameters where effective_year = ${year} and (organization_id is null or organization_id = ${org})
      order by organization_id nulls first, jurisdiction, tax`),
  );
  const sutaRates: Record<string, string> = {};
  for (const row of taxRows) {
    const rate = (row.params as { ratePercent?: unknown }).ratePercent;
    if (row.organization_id !== null && row.tax === 'suta_rate' && typeof rate === 'string')
      sutaRates[row.jurisdiction] = rate;
  }
  const overtimeRules = rowsOf<{
    code: string;
    kind: 'jurisdiction' | 'agreement';
    jurisdiction: string | null;
    union_local: string | null;
    rules: unknown;
  }>(
    await tx.execute(sql`select code, kind, jurisdiction, union_local, rules from overtime_rules
      where organization_id = ${org} and is_active order by code`),
  ).flatMap((r) => {
    const parsed = ZOvertimeRules.safeParse(r.rules);
    return parsed.success
      ? [
          {
            code: r.code,
            kind: r.kind,
            jurisdiction: r.jurisdiction,
            unionLocal: r.union_local,
            rules: parsed.data,
          },
        ]
      : [];
  });

  // 4. Year to date.
  const ytdRows = rowsOf<{ employee_id: string; detail: { ytdAfter: TYtd; ytdBefore?: TYtd } }>(
    await tx.execute(sql`
      select c.employee_id, c.detail from payroll_checks c
      join payroll_runs r on r.organization_id = c.organization_id and r.id = c.run_id
      where c.organization_id = ${org} and r.status = 'posted' and c.run_id <> ${run.id}::uuid
        and c.check_date between ${`${year}-01-01`}::date and ${run.checkDate}::date
        and c.employee_id in (${ids(employeeIds)})`),
  );
  const ytd = new Map<string, TYtd>();
  for (const r of ytdRows)
    ytd.set(
      r.employee_id,
      combineYtd(ytd.get(r.employee_id) ?? EMPTY_YTD, checkContribution(r.detail, EMPTY_YTD)),
    );

  const earnings = rowsOf<{
    id: string;
    employee_id: string;
    kind: TOtherEarningInput['kind'];
    amount: string;
    job_id: string | null;
    cost_code_id: string | null;
    memo: string | null;
    week_ending: string | null;
    classification: string | null;
  }>(
    await tx.execute(sql`select id, employee_id, kind, amount_cents::text as amount, job_id, cost_code_id, memo,
        to_char(week_ending, 'YYYY-MM-DD') as week_ending, classification
      from payroll_run_earnings where organization_id = ${org} and run_id = ${run.id}::uuid order by created_at, id`),
  );

  const company: TCompanyPayrollRules = {
    workweekStartDay: settings?.workweek_start_day ?? 1,
    overtimeAllocation: settings?.overtime_allocation ?? 'pro_rata',
    sutaRates,
  };
  const inputs = employees.map((e): TPaycheckInput => {
    const myRates = rates.filter((r) => r.employee_id === e.employee_id);
    const rateFor = (classification: string | null) => {
      const rate =
        myRates.find((r) => classification !== null && r.classification === classification) ??
        myRates.find((r) => r.is_default) ??
        (myRates.length === 1 ? myRates[0] : undefined);
      if (!rate) throw PayrollRunErrors.noRate(e.name, classification);
      return rate.rate;
    };
    const lines: TTimeLineInput[] = time
      .filter((t) => t.employee_id === e.employee_id)
      .map((t) => {
        const classification = t.classification ?? e.default_classification;
        return {
          id: t.id,
          workDate: t.work_date,
          jobId: t.job_id,
          costCodeId: t.cost_code_id,
          payType: t.pay_type,
          hours: t.hours,
          rate: rateFor(classification),
          classification,
          workersCompClass: t.workers_comp_class ?? e.workers_comp_class_code,
          workState: t.work_state ?? e.home_state ?? settings?.default_work_state ?? 'XX',
          unionLocal: t.union_local ?? e.union_local,
        };
      });
    return {
      employeeId: e.employee_id,
      checkDate: run.checkDate,
      periodStart: run.periodStart,
      periodEnd: run.periodEnd,
      payFrequency: run.payFrequency,
      // Off-cycle and manual runs pay only their earnings: no salary share.
      payType: e.pay_type,
      salaryAnnualCents: run.kind === 'regular' && e.salary !== null ? Number(e.salary) : null,
      flsaExempt: e.flsa_exempt,
      homeState: e.home_state ?? settings?.default_work_state ?? null,
      w4: w4Of(e),
      stateCertificates: certificates
        .filter((c) => c.employee_id === e.employee_id)
        .map((c) => ({
          state: c.state,
          filingStatus: c.filing_status,
          allowances: c.allowances,
          additionalCents: Number(c.additional),
          exempt: c.exempt,
        })),
      deductions: deductions
        .filter((d) => d.employee_id === e.employee_id)
        .map((d) => ({
          id: d.id,
          kind: d.kind,
          description: d.description,
          method: d.method,
          amountCents: d.amount === null ? null : Number(d.amount),
          percent: d.percent,
          annualLimitCents: d.annual_limit === null ? null : Number(d.annual_limit),
          maxPercentOfDisposable: d.max_percent,
          priority: d.priority,
        })),
      fringeRates,
      workersCompRates: workersComp,
      timeLines: lines,
      otherEarnings: earnings
        .filter((x) => x.employee_id === e.employee_id)
        .map((x) => ({
          id: x.id,
          kind: x.kind,
          amountCents: Number(x.amount),
          jobId: x.job_id,
          costCodeId: x.cost_code_id,
          memo: x.memo,
          weekEnding: x.week_ending,
          classification: x.classification,
        })),
      ytd: ytd.get(e.employee_id) ?? EMPTY_YTD,
      company,
    };
  });
  const certified = await loadCertifiedContext(
    tx,
    org,
    time.map((t) => t.id),
    employeeIds,
    company.workweekStartDay,
  );
  markCertifiedLines(inputs, certified);
  return {
    inputs,
    certified,
    names: new Map(employees.map((e) => [e.employee_id, e.name])),
    paymentMethods: new Map(employees.map((e) => [e.employee_id, e.payment_method])),
    taxRows: taxRows.map(({ organization_id: _org, ...row }) => ({
      ...row,
      source: row.source ?? undefined,
    })),
    overtimeRules,
    timeLineIds: time.map((t) => t.id),
  };
}
