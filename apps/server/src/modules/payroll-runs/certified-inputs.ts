import {
  cashInLieuRate,
  percentOfRate,
  planCreditPerHour,
  planCredits,
  shortPersonName,
  type TApprenticeRate,
  type TCertifiedLineInfo,
  type TFringePlanCredit,
  type TPaycheckInput,
  weekEndingOf,
} from '@groundwork/shared';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';

/**
 * What a run needs to know about prevailing-wage work (issue 22): for each time line on a certified
 * job (time_entries.wage_class_id → the determination's class → its determination → the job's
 * prevailing_wage_jobs row, active), the job and the classification with its basic and fringe rates;
 * each employee's fringe plans and apprenticeships; the short names and job numbers of the messages.
 */

export type TCertifiedRunContext = {
  workweekStartDay: number;
  lines: Map<string, TCertifiedLineInfo>;
  jobNumbers: Map<string, string>;
  shortNames: Map<string, string>;
  plans: Map<string, TFringePlanCredit[]>;
  apprenticeships: Map<
    string,
    (TApprenticeRate & { classification: string; registeredOn: string; endedOn: string | null })[]
  >;
};

type TPersonRow = {
  employee_id: string;
  first_name: string | null;
  last_name: string | null;
  full_name: string | null;
  email: string | null;
};

const ids = (list: readonly string[]) =>
  list.length === 0
    ? sql`null::uuid`
    : sql.join(
        list.map((i) => sql`${i}::uuid`),
        sql`, `,
      );

export async function loadCertifiedContext(
  tx: Db,
  org: string,
  timeLineIds: readonly string[],
  employeeIds: readonly string[],
  workweekStartDay: number,
): Promise<TCertifiedRunContext> {
  const empty: TCertifiedRunContext = {
    workweekStartDay,
    lines: new Map(),
    jobNumbers: new Map(),
    shortNames: new Map(),
    plans: new Map(),
    apprenticeships: new Map(),
  };
  // Cash in lieu keyed on the run also names certified jobs: load the set-up whenever a job is certified.
  const [any] = rowsOf<{ n: number }>(
    await tx.execute(
      sql`select count(*)::int as n from prevailing_wage_jobs where organization_id = ${org} and is_active`,
    ),
  );
  if (!any || any.n === 0 || employeeIds.length === 0) return empty;
  const lines = rowsOf<{ id: string; job_id: string; classification: string; basic: string; fringe: string }>(
    timeLineIds.length === 0
      ? { rows: [] }
      : await tx.execute(sql`
          select te.id, te.job_id, c.classification, c.basic_rate::text as basic, c.fringe_rate::text as fringe
          from time_entries te
          join wage_determination_classes c on c.organization_id = te.organization_id and c.id = te.wage_class_id
          join wage_determinations d on d.organization_id = c.organization_id and d.id = c.determination_id
          join prevailing_wage_jobs pw on pw.organization_id = d.organization_id and pw.job_id = d.job_id and pw.is_active
          where te.organization_id = ${org} and te.id in (${ids(timeLineIds)}) and te.job_id = d.job_id`),
  );
  const jobs = rowsOf<{ id: string; number: string }>(
    await tx.execute(sql`select p.id, p.project_number as number from projects p
      join prevailing_wage_jobs pw on pw.organization_id = p.organization_id and pw.job_id = p.id
      where p.organization_id = ${org}`),
  );
  const people = rowsOf<TPersonRow>(
    await tx.execute(sql`select e.id as employee_id, pr.first_name, pr.last_name, pr.full_name, pr.email
      from employees e left join profiles pr on pr.id = e.user_id
      where e.organization_id = ${org} and e.id in (${ids(employeeIds)})`),
  );
  const plans = rowsOf<{
    employee_id: string;
    plan: TFringePlanCredit['plan'];
    plan_name: string;
    method: 'per_hour' | 'annual';
    rate: string | null;
    annual: string | null;
    annual_hours: number;
    effective_from: string;
    effective_to: string | null;
  }>(
    await tx.execute(sql`select employee_id, plan, plan_name, method, rate_per_hour::text as rate,
        annual_amount_cents::text as annual, annual_hours, to_char(effective_from, 'YYYY-MM-DD') as effective_from,
        to_char(effective_to, 'YYYY-MM-DD') as effective_to
      from employee_fringe_plans where organization_id = ${org} and employee_id in (${ids(employeeIds)})
      order by employee_id, created_at, id`),
  );
  const apprentices = rowsOf<{
    employee_id: string;
    program_id: string;
    level: number;
    classification: string;
    ratio_apprentices: number;
    ratio_journeyworkers: number;
    levels: unknown;
    registered_on: string;
    ended_on: string | null;
  }>(
    await tx.execute(sql`select a.employee_id, a.program_id, a.level, p.classification, p.ratio_apprentices,
        p.ratio_journeyworkers, p.levels, to_char(a.registered_on, 'YYYY-MM-DD') as registered_on,
        to_char(a.ended_on, 'YYYY-MM-DD') as ended_on
      from employee_apprenticeships a
      join apprentice_programs p on p.organization_id = a.organization_id and p.id = a.program_id and p.is_active
      where a.organization_id = ${org} and a.employee_id in (${ids(employeeIds)})`),
  );
  const ctx = { ...empty };
  for (const l of lines)
    ctx.lines.set(l.id, {
      jobId: l.job_id,
      classification: l.classification,
      basicRate: l.basic,
      fringeRate: l.fringe,
    });
  for (const j of jobs) ctx.jobNumbers.set(j.id, j.number);
  for (const p of people)
    ctx.shortNames.set(
      p.employee_id,
      shortPersonName({
        first_name: p.first_name,
        last_name: p.last_name,
        full_name: p.full_name,
        email: p.email ?? '',
      }),
    );
  for (const p of plans) {
    const list = ctx.plans.get(p.employee_id) ?? [];
    list.push({
      plan: p.plan,
      planName: p.plan_name,
      method: p.method,
      ratePerHour: p.rate,
      annualAmountCents: p.annual === null ? null : Number(p.annual),
      annualHours: p.annual_hours,
      effectiveFrom: p.effective_from,
      effectiveTo: p.effective_to,
    });
    ctx.plans.set(p.employee_id, list);
  }
  for (const a of apprentices) {
    const level = (Array.isArray(a.levels) ? a.levels : []).find(
      (x: { level?: unknown }) => Number(x?.level) === a.level,
    ) as { wagePercent?: unknown; fringePercent?: unknown } | undefined;
    if (!level) continue;
    const list = ctx.apprenticeships.get(a.employee_id) ?? [];
    list.push({
      programId: a.program_id,
      level: a.level,
      wagePercent: String(level.wagePercent ?? '100'),
      fringePercent: String(level.fringePercent ?? level.wagePercent ?? '100'),
      ratioApprentices: a.ratio_apprentices,
      ratioJourneyworkers: a.ratio_journeyworkers,
      order: `${a.registered_on}|${a.employee_id}`,
      classification: a.classification,
      registeredOn: a.registered_on,
      endedOn: a.ended_on,
    });
    ctx.apprenticeships.set(a.employee_id, list);
  }
  return ctx;
}

/** The employee's registration in force for a classification in the week ending `weekEnding`. */
export function apprenticeshipFor(
  ctx: TCertifiedRunContext,
  employeeId: string,
  classification: string,
  weekEnding: string,
): TApprenticeRate | null {
  const found = (ctx.apprenticeships.get(employeeId) ?? []).find(
    (a) =>
      a.classification.toLowerCase() === classification.toLowerCase() &&
      a.registeredOn <= weekEnding &&
      (a.endedOn === null || a.endedOn >= weekEnding),
  );
  if (!found) return null;
  const { classification: _c, registeredOn: _r, endedOn: _e, ...rate } = found;
  return rate;
}

/**
 * Marks each time line on a certified job for the engine: the required fringe (an apprentice's level
 * share of it) less the employee's plan credit in that week is paid as cash in lieu, and the plan
 * contributions for those hours are the employer's burden on the line's job × cost code.
 */
export function markCertifiedLines(inputs: TPaycheckInput[], ctx: TCertifiedRunContext): void {
  if (ctx.lines.size === 0) return;
  for (const input of inputs) {
    const plans = ctx.plans.get(input.employeeId) ?? [];
    for (const line of input.timeLines) {
      const info = ctx.lines.get(line.id);
      if (!info) continue;
      const weekEnding = weekEndingOf(line.workDate, ctx.workweekStartDay);
      const apprentice = apprenticeshipFor(ctx, input.employeeId, info.classification, weekEnding);
      const fringe = apprentice ? percentOfRate(info.fringeRate, apprentice.fringePercent) : info.fringeRate;
      line.certified = {
        cashInLieuRate: cashInLieuRate(fringe, planCreditPerHour(plans, weekEnding)),
        plans: planCredits(plans, weekEnding),
      };
    }
  }
}
