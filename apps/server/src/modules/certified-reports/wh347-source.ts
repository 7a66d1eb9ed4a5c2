import {
  fringeCreditPerHour,
  type TWh347Check,
  type TWh347Header,
  type TWh347Line,
  type TWh347Source,
  type TWh347Worker,
} from '@groundwork/shared';
import { addDays, dayOfWeek } from '@groundwork/shared/payroll/workweek';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { employeeNameSql } from '../payroll-runs/payroll-run-json.ts';
import { CertifiedReportErrors } from './certified-reports.errors.ts';

/** A prevailing-wage job as the WH-347 needs it. */
export type TCertifiedJobRow = {
  id: string;
  job_number: string;
  project_name: string;
  project_manager_id: string | null;
  wage_law: string;
  awarding_agency: string;
  contract_number: string;
  agency_project_number: string;
  project_location: string;
  is_prime: boolean;
  prime_contractor_name: string | null;
  prime_contractor_address: string | null;
  wh347_layout: 'revised' | 'previous';
  wants_no_work_weeks: boolean;
  is_active: boolean;
};

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** The company's workweek start day (0 = Sunday … 6 = Saturday). */
export async function workweekStartDay(tx: Db, organizationId: string): Promise<number> {
  const [row] = rowsOf<{ day: number }>(
    await tx.execute(
      sql`select workweek_start_day as day from payroll_settings where organization_id = ${organizationId}`,
    ),
  );
  return Number(row?.day ?? 1);
}

/** The week ending of the workweek holding `date`. */
export const weekEndingOf = (date: string, startDay: number) =>
  addDays(date, (startDay + 6 - dayOfWeek(date) + 7) % 7);

/** Refuses a date that is not the last day of the company's workweek. */
export function assertWeekEnding(weekEnding: string, startDay: number): void {
  if (dayOfWeek(weekEnding) !== (startDay + 6) % 7)
    throw CertifiedReportErrors.invalid(
      `${weekEnding} is not a week ending: the company's workweek ends on ${DAY_NAMES[(startDay + 6) % 7]}`,
    );
}

/** The company's prevailing-wage job, or 404 (the job, or it is not certified). */
export async function findCertifiedJob(
  tx: Db,
  organizationId: string,
  jobId: string,
): Promise<TCertifiedJobRow> {
  const [job] = rowsOf<TCertifiedJobRow>(
    await tx.execute(sql`
      select p.id, p.project_number as job_number, p.project_name, p.project_manager_id, w.wage_law,
             w.awarding_agency, w.contract_number, w.agency_project_number, w.project_location, w.is_prime,
             w.prime_contractor_name, w.prime_contractor_address, w.wh347_layout, w.wants_no_work_weeks, w.is_active
      from projects p
      join prevailing_wage_jobs w on w.organization_id = p.organization_id and w.job_id = p.id
      where p.organization_id = ${organizationId} and p.id = ${jobId}::uuid`),
  );
  if (!job) throw CertifiedReportErrors.jobNotCertified();
  return job;
}

type TLineRow = {
  employee_id: string;
  code: string;
  hours: string | null;
  rate: string | null;
  amount: string;
  work_date: string;
  classification: string;
};

/**
 * What payroll paid on the job in the week, read from posted (not voided) runs only — a draft or an
 * approved run can still change, and a certified payroll reports what was paid:
 *   - the earning lines of time on the job dated in the week (REG, OT, DT; CASH_FRINGE of a time line is
 *     cash in lieu of the line's classification); the classification is the determination's class of
 *     the time line, else the line's own classification;
 *   - cash in lieu keyed on a run for the job and week (payroll_run_earnings, kind cash_in_lieu);
 *   - every check that paid some of the week (for gross on all work, deductions and net);
 *   - the workers (name, last four of the SSN, apprenticeship level in force, fringe plan credit).
 */
export async function loadWh347Source(
  tx: Db,
  organizationId: string,
  job: TCertifiedJobRow,
  weekEnding: string,
  report: { payrollNumber: number; isFinal: boolean },
): Promise<TWh347Source> {
  const org = organizationId;
  const weekStart = addDays(weekEnding, -6);
  const lines = rowsOf<TLineRow>(
    await tx.execute(sql`
      select l.employee_id, l.code, l.hours::text as hours, l.rate::text as rate, l.amount_cents::text as amount,
             to_char(coalesce(l.work_date, te.work_date), 'YYYY-MM-DD') as work_date,
             coalesce(wc.classification, nullif(trim(te.classification), ''), pp.default_classification, 'Unclassified') as classification
      from payroll_check_lines l
      join payroll_runs r on r.organization_id = l.organization_id and r.id = l.run_id and r.status = 'posted'
      join time_entries te on te.organization_id = l.organization_id and te.id = l.time_entry_id
      left join wage_determination_classes wc on wc.organization_id = te.organization_id and wc.id = te.wage_class_id
      left join employee_pay_profiles pp on pp.employee_id = l.employee_id
      where l.organization_id = ${org} and l.line_type = 'earning' and l.job_id = ${job.id}::uuid
        and l.code in ('REG', 'OT', 'DT', 'CASH_FRINGE')
        and coalesce(l.work_date, te.work_date) between ${weekStart}::date and ${weekEnding}::date`),
  );
  const keyedCash = rowsOf<{ employee_id: string; classification: string; amount: string }>(
    await tx.execute(sql`
      select e.employee_id, e.classification, e.amount_cents::text as amount
      from payroll_run_earnings e
      join payroll_runs r on r.organization_id = e.organization_id and r.id = e.run_id and r.status = 'posted'
      where e.organization_id = ${org} and e.kind = 'cash_in_lieu' and e.job_id = ${job.id}::uuid
        and e.week_ending = ${weekEnding}::date`),
  );
  const timeLines: TWh347Line[] = [];
  const cashInLieu = keyedCash.map((c) => ({
    employee_id: c.employee_id,
    classification: c.classification,
    amount_cents: Number(c.amount),
  }));
  for (const l of lines) {
    if (l.code === 'CASH_FRINGE')
      cashInLieu.push({
        employee_id: l.employee_id,
        classification: l.classification,
        amount_cents: Number(l.amount),
      });
    else
      timeLines.push({
        employee_id: l.employee_id,
        classification: l.classification,
        work_date: l.work_date,
        pay_type: l.code as TWh347Line['pay_type'],
        hours: l.hours ?? '0',
        rate: l.rate,
        amount_cents: Number(l.amount),
      });
  }
  const employeeIds = [...new Set([...timeLines, ...cashInLieu].map((l) => l.employee_id))];
  const idList = sql.join(
    employeeIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

  const checks: TWh347Check[] =
    employeeIds.length === 0
      ? []
      : rowsOf<{
          employee_id: string;
          gross: string;
          week_gross: string;
          fica: string;
          federal: string;
          state: string;
          other: string;
        }>(
          await tx.execute(sql`
            select c.employee_id, c.gross_cents::text as gross,
              coalesce(sum(x.amount_cents) filter (where x.line_type = 'earning' and x.work_date between ${weekStart}::date and ${weekEnding}::date), 0)::text as week_gross,
              coalesce(sum(x.amount_cents) filter (where x.line_type = 'employee_tax' and x.code in ('ss', 'medicare', 'addl_medicare')), 0)::text as fica,
              coalesce(sum(x.amount_cents) filter (where x.line_type = 'employee_tax' and x.code = 'fit'), 0)::text as federal,
              coalesce(sum(x.amount_cents) filter (where x.line_type = 'employee_tax' and x.code not in ('ss', 'medicare', 'addl_medicare', 'fit')), 0)::text as state,
              coalesce(sum(x.amount_cents) filter (where x.line_type = 'deduction'), 0)::text as other
            from payroll_checks c
            join payroll_runs r on r.organization_id = c.organization_id and r.id = c.run_id and r.status = 'posted'
            join payroll_check_lines x on x.check_id = c.id
            where c.organization_id = ${org} and c.employee_id in (${idList})
              and exists (select 1 from payroll_check_lines w where w.check_id = c.id and w.line_type = 'earning'
                          and w.work_date between ${weekStart}::date and ${weekEnding}::date)
            group by c.id, c.employee_id, c.gross_cents`),
        ).map((c) => ({
          employee_id: c.employee_id,
          check_gross_cents: Number(c.gross),
          week_gross_cents: Number(c.week_gross),
          fica_cents: Number(c.fica),
          federal_cents: Number(c.federal),
          state_cents: Number(c.state),
          other_cents: Number(c.other),
        }));

  const workers: TWh347Worker[] =
    employeeIds.length === 0 ? [] : await loadWorkers(tx, org, idList, weekStart, weekEnding);

  return {
    header: await loadHeader(tx, org, job, weekEnding, report, timeLines.length + cashInLieu.length === 0),
    workers,
    lines: timeLines,
    cash_in_lieu: cashInLieu,
    checks,
  };
}

async function loadWorkers(
  tx: Db,
  org: string,
  idList: ReturnType<typeof sql.join>,
  weekStart: string,
  weekEnding: string,
): Promise<TWh347Worker[]> {
  const people = rowsOf<{
    employee_id: string;
    name: string;
    ssn_last4: string | null;
    level: number | null;
  }>(
    await tx.execute(sql`
      select e.id as employee_id, ${employeeNameSql} as name, pp.ssn_last4,
        (select a.level from employee_apprenticeships a
          where a.organization_id = e.organization_id and a.employee_id = e.id
            and a.registered_on <= ${weekEnding}::date and (a.ended_on is null or a.ended_on >= ${weekStart}::date)
          order by a.registered_on desc limit 1) as level
      from employees e
      left join profiles pr on pr.id = e.user_id
      left join employee_pay_profiles pp on pp.employee_id = e.id
      where e.organization_id = ${org} and e.id in (${idList})`),
  );
  const plans = rowsOf<{
    employee_id: string;
    method: 'per_hour' | 'annual';
    rate_per_hour: string | null;
    annual_amount_cents: string | null;
    annual_hours: number;
  }>(
    await tx.execute(sql`
      select employee_id, method, rate_per_hour::text as rate_per_hour, annual_amount_cents::text as annual_amount_cents, annual_hours
      from employee_fringe_plans
      where organization_id = ${org} and employee_id in (${idList})
        and effective_from <= ${weekEnding}::date and (effective_to is null or effective_to >= ${weekEnding}::date)`),
  );
  return people.map((p) => ({
    employee_id: p.employee_id,
    name: p.name,
    ssn_last4: p.ssn_last4,
    apprentice_level: p.level === null ? null : Number(p.level),
    fringe_credit_rate: fringeCreditPerHour(
      plans
        .filter((x) => x.employee_id === p.employee_id)
        .map((x) => ({
          method: x.method,
          rate_per_hour: x.rate_per_hour,
          annual_amount_cents: x.annual_amount_cents === null ? null : Number(x.annual_amount_cents),
          annual_hours: Number(x.annual_hours),
        })),
    ),
  }));
}

async function loadHeader(
  tx: Db,
  org: string,
  job: TCertifiedJobRow,
  weekEnding: string,
  report: { payrollNumber: number; isFinal: boolean },
  isNoWork: boolean,
): Promise<TWh347Header> {
  const [company] = rowsOf<{
    name: string;
    address: string | null;
    city: string | null;
    state: string | null;
    zip: string | null;
  }>(await tx.execute(sql`select name, address, city, state, zip from organizations where id = ${org}`));
  // The determination in force for the week: the latest modification effective by the week ending.
  const [wd] = rowsOf<{ wd_number: string; modification: number }>(
    await tx.execute(sql`
      select wd_number, modification from wage_determinations
      where organization_id = ${org} and job_id = ${job.id}::uuid
      order by (effective_from <= ${weekEnding}::date) desc, effective_from desc, modification desc limit 1`),
  );
  const cityLine = [company?.city, [company?.state, company?.zip].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return {
    is_prime: job.is_prime,
    prime_contractor_name: job.is_prime ? null : job.prime_contractor_name,
    prime_contractor_address: job.is_prime ? null : job.prime_contractor_address,
    company_name: company?.name ?? '',
    company_address: [company?.address, cityLine].filter(Boolean).join(', '),
    payroll_number: report.payrollNumber,
    is_final: report.isFinal,
    is_no_work: isNoWork,
    week_ending: weekEnding,
    project_name: job.project_name,
    job_number: job.job_number,
    project_location: job.project_location,
    awarding_agency: job.awarding_agency,
    agency_project_number: job.agency_project_number,
    contract_number: job.contract_number,
    wd_number: wd?.wd_number ?? '',
    wd_modification: wd ? Number(wd.modification) : null,
  };
}

/** Week endings (in order) with posted certified time or cash in lieu on the job. */
export async function weeksWithWork(
  tx: Db,
  organizationId: string,
  jobId: string,
  startDay: number,
): Promise<string[]> {
  const dates = rowsOf<{ d: string }>(
    await tx.execute(sql`
      select distinct to_char(l.work_date, 'YYYY-MM-DD') as d
      from payroll_check_lines l
      join payroll_runs r on r.organization_id = l.organization_id and r.id = l.run_id and r.status = 'posted'
      where l.organization_id = ${organizationId} and l.job_id = ${jobId}::uuid and l.line_type = 'earning'
        and l.work_date is not null and l.code in ('REG', 'OT', 'DT', 'CASH_FRINGE')`),
  );
  return [...new Set(dates.map((r) => weekEndingOf(r.d, startDay)))].sort();
}
