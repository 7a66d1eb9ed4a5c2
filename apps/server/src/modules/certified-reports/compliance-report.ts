import {
  certifiedWeekEnding,
  type TComplianceApprenticeWeek,
  type TComplianceFringeRow,
  type TComplianceQuery,
  type TComplianceReport,
  type TComplianceWageRow,
} from '@groundwork/shared';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { employeeName } from '../payroll-reports/report-sql.ts';
import { ComplianceReportErrors } from './compliance-report.errors.ts';
import { readableCertifiedJob, type TCertifiedCaller, workweekStartDay } from './compliance-report-access.ts';
import { findRestitutions, restitutionTotals } from './compliance-report-restitutions.ts';

/*
 * The job compliance report (issue 22, item 7) over work dates from–to, read from POSTED payroll runs
 * only (a draft is not paid, a voided run is reversed):
 *   1. hours and wages per worker × classification: the check's earning lines (REG, OT, DT) on the job,
 *      classified by their time line (the determination's class, else the line's own classification);
 *   2. fringes per worker × plan: each bona fide plan in force on a work date credits its hourly rate
 *      (an annual plan: annual amount ÷ annual hours, 29 CFR 5.25) × the hours on the job, summed
 *      exactly and rounded once to the cent; fringes paid in cash on the checks (cash in lieu, per line
 *      or the fix's per week, dated its week ending);
 *   3. apprentices per week and program: distinct registered apprentices on the job and distinct
 *      journeyworkers of the program's classification; the ratio A : J is checked each work date (on the
 *      job site at the same time, 29 CFR 5.5(a)(4)): a day is over when apprentices × J > journeyworkers × A;
 *   4. underpayments of weeks in the range and the restitution paid.
 */

const MAX_DAYS = 366 * 3;
// The stub's label of cash in lieu (the engine's, with the fix's memo after a colon).
const CASH_IN_LIEU = 'Cash in lieu of fringe';

type TLine = {
  employee_id: string;
  employee_name: string;
  work_date: string;
  classification: string;
  code: string;
  hours: string;
  amount_cents: string;
  premium_cents: string;
};

/** "12.50" → 1250n (hundredths of an hour). */
const hundredths = (hours: string): bigint => {
  const [whole = '0', frac = ''] = hours.split('.');
  const sign = whole.startsWith('-') ? -1n : 1n;
  return sign * (BigInt(whole.replace('-', '')) * 100n + BigInt(`${frac}00`.slice(0, 2)));
};
const hoursText = (h: bigint): string => `${h / 100n}.${String(h % 100n).padStart(2, '0')}`;
/** "5.2500" → 52500n (ten-thousandths). */
const rateScaled = (rate: string): bigint => {
  const [whole = '0', frac = ''] = rate.split('.');
  return BigInt(whole) * 10_000n + BigInt(`${frac}0000`.slice(0, 4));
};
/** num ÷ den rounded half up (num, den ≥ 0). */
const roundHalfUp = (num: bigint, den: bigint): number => Number((2n * num + den) / (2n * den));
const rateText = (scaled: bigint): string =>
  `${scaled / 10_000n}.${String(scaled % 10_000n).padStart(4, '0')}`;

async function postedJobLines(tx: Db, org: string, jobId: string, from: string, to: string) {
  return rowsOf<TLine>(
    await tx.execute(sql`select l.employee_id, ${employeeName} as employee_name, l.work_date::text as work_date,
        coalesce(nullif(c.classification, ''), nullif(te.classification, ''), 'Unclassified') as classification,
        l.code, l.hours::text as hours, l.amount_cents::text as amount_cents, l.premium_cents::text as premium_cents
      from payroll_check_lines l
      join payroll_runs r on r.id = l.run_id and r.status = 'posted'
      join employees e on e.id = l.employee_id
      left join profiles p on p.id = e.user_id
      left join time_entries te on te.organization_id = l.organization_id and te.id = l.time_entry_id
      left join wage_determination_classes c on c.organization_id = te.organization_id and c.id = te.wage_class_id
      where l.organization_id = ${org} and l.job_id = ${jobId}::uuid and l.line_type = 'earning'
        and l.code in ('REG', 'OT', 'DT') and l.work_date between ${from} and ${to}
      order by 2, l.employee_id, l.work_date`),
  );
}

function wageRows(lines: readonly TLine[]): TComplianceWageRow[] {
  const rows = new Map<string, TComplianceWageRow & { st: bigint; ot: bigint }>();
  for (const l of lines) {
    const key = `${l.employee_id}|${l.classification.toLowerCase()}`;
    const row = rows.get(key) ?? {
      employee_id: l.employee_id,
      employee_name: l.employee_name,
      classification: l.classification,
      straight_hours: '',
      overtime_hours: '',
      total_hours: '',
      wages_cents: 0,
      premium_cents: 0,
      st: 0n,
      ot: 0n,
    };
    if (l.code === 'REG') row.st += hundredths(l.hours);
    else row.ot += hundredths(l.hours);
    row.wages_cents += Number(l.amount_cents);
    row.premium_cents += Number(l.premium_cents);
    rows.set(key, row);
  }
  return [...rows.values()].map(({ st, ot, ...row }) => ({
    ...row,
    straight_hours: hoursText(st),
    overtime_hours: hoursText(ot),
    total_hours: hoursText(st + ot),
  }));
}

type TPlan = {
  id: string;
  employee_id: string;
  plan: string;
  plan_name: string;
  method: 'per_hour' | 'annual';
  rate_per_hour: string | null;
  annual_amount_cents: string | null;
  annual_hours: number;
  effective_from: string;
  effective_to: string | null;
};

type TCashInLieu = { employee_id: string; employee_name: string; description: string; amount_cents: string };

async function fringeRows(
  tx: Db,
  org: string,
  jobId: string,
  from: string,
  to: string,
  lines: readonly TLine[],
): Promise<TComplianceFringeRow[]> {
  const employeeIds = [...new Set(lines.map((l) => l.employee_id))];
  const plans =
    employeeIds.length === 0
      ? []
      : rowsOf<TPlan>(
          await tx.execute(sql`select id, employee_id, plan, plan_name, method, rate_per_hour::text as rate_per_hour,
              annual_amount_cents::text as annual_amount_cents, annual_hours, effective_from::text as effective_from,
              effective_to::text as effective_to
            from employee_fringe_plans
            where organization_id = ${org} and employee_id in (${sql.join(
              employeeIds.map((id) => sql`${id}::uuid`),
              sql`, `,
            )}) and effective_from <= ${to} and (effective_to is null or effective_to >= ${from})
            order by plan, plan_name, effective_from`),
        );
  // Fringes paid in cash on the check: the automatic cash in lieu of each line, the fix's cash in lieu
  // for a week (dated its week ending), taxable union fringes — CASH_FRINGE earning lines on the job.
  const cash = rowsOf<TCashInLieu>(
    await tx.execute(sql`select l.employee_id, ${employeeName} as employee_name,
        case when l.description like ${`${CASH_IN_LIEU}%`} then ${CASH_IN_LIEU} else l.description end as description,
        sum(l.amount_cents)::text as amount_cents
      from payroll_check_lines l
      join payroll_runs r on r.id = l.run_id and r.status = 'posted'
      join employees e on e.id = l.employee_id
      left join profiles p on p.id = e.user_id
      where l.organization_id = ${org} and l.job_id = ${jobId}::uuid and l.line_type = 'earning'
        and l.code = 'CASH_FRINGE' and coalesce(l.work_date, r.period_end) between ${from} and ${to}
      group by l.employee_id, 2, 3
      order by 3`),
  );
  const names = new Map<string, string>([
    ...lines.map((l) => [l.employee_id, l.employee_name] as const),
    ...cash.map((c) => [c.employee_id, c.employee_name] as const),
  ]);
  const hoursOf = (employeeId: string, plan?: TPlan) =>
    lines
      .filter(
        (l) =>
          l.employee_id === employeeId &&
          (!plan ||
            (l.work_date >= plan.effective_from &&
              (plan.effective_to === null || l.work_date <= plan.effective_to))),
      )
      .reduce((sum, l) => sum + hundredths(l.hours), 0n);
  const rows: TComplianceFringeRow[] = [];
  const workers = [...names.entries()].sort((a, b) => a[1].localeCompare(b[1]) || a[0].localeCompare(b[0]));
  for (const [employeeId, name] of workers) {
    for (const plan of plans.filter((p) => p.employee_id === employeeId)) {
      const h = hoursOf(employeeId, plan);
      if (h === 0n) continue;
      // Per hour: h/100 × r/10,000 dollars = h × r / 10,000 cents. Annual: h/100 × A / H cents.
      const [credit, perHour] =
        plan.method === 'per_hour'
          ? [
              roundHalfUp(h * rateScaled(plan.rate_per_hour ?? '0'), 10_000n),
              rateScaled(plan.rate_per_hour ?? '0'),
            ]
          : [
              roundHalfUp(h * BigInt(plan.annual_amount_cents ?? '0'), 100n * BigInt(plan.annual_hours)),
              // A ÷ H cents an hour = A × 100 ÷ H ten-thousandths of a dollar.
              BigInt(roundHalfUp(BigInt(plan.annual_amount_cents ?? '0') * 100n, BigInt(plan.annual_hours))),
            ];
      rows.push({
        employee_id: employeeId,
        employee_name: name,
        kind: 'plan',
        plan: plan.plan,
        plan_name: plan.plan_name,
        method: plan.method,
        credit_per_hour: rateText(perHour),
        hours: hoursText(h),
        amount_cents: credit,
      });
    }
    for (const paid of cash.filter((c) => c.employee_id === employeeId && Number(c.amount_cents) !== 0))
      rows.push({
        employee_id: employeeId,
        employee_name: name,
        kind: 'cash_in_lieu',
        plan: 'cash_in_lieu',
        plan_name: paid.description || CASH_IN_LIEU,
        method: null,
        credit_per_hour: null,
        hours: hoursText(hoursOf(employeeId)),
        amount_cents: Number(paid.amount_cents),
      });
  }
  return rows;
}

type TApprenticeship = {
  employee_id: string;
  program_id: string;
  program_name: string;
  classification: string;
  ratio_apprentices: number;
  ratio_journeyworkers: number;
  registered_on: string;
  ended_on: string | null;
};

async function apprenticeWeeks(
  tx: Db,
  org: string,
  lines: readonly TLine[],
  startDay: number,
): Promise<TComplianceApprenticeWeek[]> {
  const registrations = rowsOf<TApprenticeship>(
    await tx.execute(sql`select a.employee_id, a.program_id, g.name as program_name, g.classification,
        g.ratio_apprentices, g.ratio_journeyworkers, a.registered_on::text as registered_on, a.ended_on::text as ended_on
      from employee_apprenticeships a
      join apprentice_programs g on g.id = a.program_id
      where a.organization_id = ${org}`),
  );
  const registrationOn = (employeeId: string, date: string) =>
    registrations.find(
      (r) =>
        r.employee_id === employeeId &&
        r.registered_on <= date &&
        (r.ended_on === null || r.ended_on >= date),
    );
  type TWeek = {
    program: TApprenticeship;
    week: string;
    apprentices: Set<string>;
    journeyworkers: Set<string>;
    ah: bigint;
    jh: bigint;
    /** Per work date: the apprentices and journeyworkers on the job that day. */
    days: Map<string, { apprentices: Set<string>; journeyworkers: Set<string> }>;
  };
  const weeks = new Map<string, TWeek>();
  const weekOf = (program: TApprenticeship, week: string): TWeek => {
    const key = `${week}|${program.program_id}`;
    const found = weeks.get(key);
    if (found) return found;
    const made: TWeek = {
      program,
      week,
      apprentices: new Set(),
      journeyworkers: new Set(),
      ah: 0n,
      jh: 0n,
      days: new Map(),
    };
    weeks.set(key, made);
    return made;
  };
  const dayOf = (w: TWeek, date: string) => {
    const found = w.days.get(date);
    if (found) return found;
    const made = { apprentices: new Set<string>(), journeyworkers: new Set<string>() };
    w.days.set(date, made);
    return made;
  };
  // 1. The apprentices' hours make a program's week; 2. journeyworkers of its classification count in it.
  for (const l of lines) {
    const reg = registrationOn(l.employee_id, l.work_date);
    if (!reg) continue;
    const w = weekOf(reg, certifiedWeekEnding(l.work_date, startDay));
    w.apprentices.add(l.employee_id);
    dayOf(w, l.work_date).apprentices.add(l.employee_id);
    w.ah += hundredths(l.hours);
  }
  for (const l of lines) {
    if (registrationOn(l.employee_id, l.work_date)) continue;
    const week = certifiedWeekEnding(l.work_date, startDay);
    for (const w of weeks.values()) {
      if (w.week !== week || w.program.classification.toLowerCase() !== l.classification.toLowerCase())
        continue;
      w.journeyworkers.add(l.employee_id);
      dayOf(w, l.work_date).journeyworkers.add(l.employee_id);
      w.jh += hundredths(l.hours);
    }
  }
  // 3. A day is over the ratio A : J when apprentices × J > journeyworkers × A.
  return [...weeks.values()]
    .sort(
      (a, b) => a.week.localeCompare(b.week) || a.program.program_name.localeCompare(b.program.program_name),
    )
    .map((w) => {
      const a = w.program.ratio_apprentices;
      const j = w.program.ratio_journeyworkers;
      const daysOver = [...w.days.entries()]
        .filter(([, d]) => d.apprentices.size * j > d.journeyworkers.size * a)
        .map(([date]) => date)
        .sort();
      return {
        week_ending: w.week,
        program_name: w.program.program_name,
        classification: w.program.classification,
        ratio: `${a}:${j}`,
        apprentices: w.apprentices.size,
        journeyworkers: w.journeyworkers.size,
        apprentice_hours: hoursText(w.ah),
        journeyworker_hours: hoursText(w.jh),
        days_over: daysOver,
        is_over: daysOver.length > 0,
      };
    });
}

export async function complianceReport(
  tx: Db,
  caller: TCertifiedCaller,
  query: TComplianceQuery,
): Promise<TComplianceReport> {
  const { from, to } = query;
  if ((Date.parse(to) - Date.parse(from)) / 86_400_000 > MAX_DAYS)
    throw ComplianceReportErrors.rangeTooLong();
  const job = await readableCertifiedJob(tx, caller, query.job_id);
  const org = caller.organizationId;
  const startDay = await workweekStartDay(tx, org);
  const lines = await postedJobLines(tx, org, job.id, from, to);
  const wages = wageRows(lines);
  const fringes = await fringeRows(tx, org, job.id, from, to, lines);
  const restitutions = (await findRestitutions(tx, caller, job.id)).filter(
    (r) => r.week_ending >= from && r.week_ending <= to,
  );
  const sumH = (pick: (w: TComplianceWageRow) => string) =>
    hoursText(wages.reduce((s, w) => s + hundredths(pick(w)), 0n));
  const planCredit = fringes.filter((f) => f.kind === 'plan').reduce((s, f) => s + f.amount_cents, 0);
  const cashInLieu = fringes.filter((f) => f.kind === 'cash_in_lieu').reduce((s, f) => s + f.amount_cents, 0);
  return {
    job: {
      id: job.id,
      number: job.number,
      name: job.name,
      awarding_agency: job.awardingAgency,
      contract_number: job.contractNumber,
    },
    from,
    to,
    wages,
    wage_totals: {
      straight_hours: sumH((w) => w.straight_hours),
      overtime_hours: sumH((w) => w.overtime_hours),
      total_hours: sumH((w) => w.total_hours),
      wages_cents: wages.reduce((s, w) => s + w.wages_cents, 0),
      premium_cents: wages.reduce((s, w) => s + w.premium_cents, 0),
    },
    fringes,
    fringe_totals: {
      plan_credit_cents: planCredit,
      cash_in_lieu_cents: cashInLieu,
      total_cents: planCredit + cashInLieu,
    },
    apprentice_weeks: await apprenticeWeeks(tx, org, lines, startDay),
    restitutions,
    restitution_totals: restitutionTotals(restitutions),
  };
}
