import { splitByLargestRemainder, type TLaborByJob } from '@groundwork/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { hoursText, n, postedLines, query } from './report-sql.ts';

type TLineRow = {
  check_id: string;
  job_id: string | null;
  cost_code_id: string | null;
  line_type: 'earning' | 'fringe' | 'workers_comp';
  code: string;
  hundredths: string;
  amount_cents: string;
  premium_cents: string;
};
type TNameRow = { id: string; number: string; name: string };

type TBucket = {
  job_id: string | null;
  cost_code_id: string | null;
  reg: number;
  ot: number;
  dt: number;
  reg_cents: number;
  ot_cents: number;
  dt_cents: number;
  other_cents: number;
  premium_cents: number;
  employer_taxes_cents: number;
  fringes_cents: number;
  workers_comp_cents: number;
};

const keyOf = (job: string | null, code: string | null) => `${job ?? ''}|${code ?? ''}`;

/**
 * Labor by job × cost code over check dates [from, to]: REG/OT/DT hours and wages, the overtime
 * premium, and burden — the employer's taxes of each check spread over its earning lines by largest
 * remainder, in proportion to their amounts, plus the fringe and workers' comp lines of the job and
 * code. Lines without a job are overhead (one row without job). Σ wages = Σ gross of the checks.
 */
export async function laborByJob(
  tx: Db,
  organizationId: string,
  from: string,
  to: string,
): Promise<TLaborByJob> {
  const lines = await query<TLineRow>(
    tx,
    sql`select l.check_id, l.job_id, l.cost_code_id, l.line_type, l.code,
          sum(round(coalesce(l.hours, 0) * 100)) as hundredths, sum(l.amount_cents) as amount_cents,
          sum(l.premium_cents) as premium_cents
        from ${postedLines(organizationId, from, to)} and l.line_type in ('earning', 'fringe', 'workers_comp')
        group by l.check_id, l.job_id, l.cost_code_id, l.line_type, l.code
        order by l.check_id, l.job_id nulls last, l.cost_code_id nulls last, l.line_type, l.code`,
  );
  const employerTaxes = await query<{ check_id: string; amount_cents: string }>(
    tx,
    sql`select l.check_id, sum(l.amount_cents) as amount_cents
        from ${postedLines(organizationId, from, to)} and l.line_type = 'employer_tax'
        group by l.check_id`,
  );
  const buckets = new Map<string, TBucket>();
  const bucket = (job: string | null, code: string | null) => {
    const key = keyOf(job, code);
    let b = buckets.get(key);
    if (!b) {
      b = {
        job_id: job,
        cost_code_id: code,
        reg: 0,
        ot: 0,
        dt: 0,
        reg_cents: 0,
        ot_cents: 0,
        dt_cents: 0,
        other_cents: 0,
        premium_cents: 0,
        employer_taxes_cents: 0,
        fringes_cents: 0,
        workers_comp_cents: 0,
      };
      buckets.set(key, b);
    }
    return b;
  };
  const earningsByCheck = new Map<string, { job: string | null; code: string | null; cents: number }[]>();
  for (const l of lines) {
    const b = bucket(l.job_id, l.cost_code_id);
    const cents = n(l.amount_cents);
    const hundredths = n(l.hundredths);
    if (l.line_type === 'fringe') b.fringes_cents += cents;
    else if (l.line_type === 'workers_comp') b.workers_comp_cents += cents;
    else {
      if (l.code === 'REG' || l.code === 'SALARY') {
        b.reg += hundredths;
        b.reg_cents += cents;
      } else if (l.code === 'OT') {
        b.ot += hundredths;
        b.ot_cents += cents;
      } else if (l.code === 'DT') {
        b.dt += hundredths;
        b.dt_cents += cents;
      } else b.other_cents += cents;
      b.premium_cents += n(l.premium_cents);
      const list = earningsByCheck.get(l.check_id) ?? [];
      list.push({ job: l.job_id, code: l.cost_code_id, cents });
      earningsByCheck.set(l.check_id, list);
    }
  }
  // The employer's taxes of a check follow its wages to jobs (largest remainder, so they add up).
  for (const t of employerTaxes) {
    const total = n(t.amount_cents);
    const earnings = (earningsByCheck.get(t.check_id) ?? []).filter((e) => e.cents > 0);
    if (earnings.length === 0) {
      bucket(null, null).employer_taxes_cents += total;
      continue;
    }
    const parts = splitByLargestRemainder(
      total,
      earnings.map((e) => e.cents),
    );
    earnings.forEach((e, i) => {
      bucket(e.job, e.code).employer_taxes_cents += parts[i] ?? 0;
    });
  }

  const jobIds = [
    ...new Set([...buckets.values()].map((b) => b.job_id).filter((id): id is string => id !== null)),
  ];
  const codeIds = [
    ...new Set([...buckets.values()].map((b) => b.cost_code_id).filter((id): id is string => id !== null)),
  ];
  const jobs = jobIds.length
    ? await query<TNameRow>(
        tx,
        sql`select id, project_number as number, project_name as name from projects where organization_id = ${organizationId} and id in ${sql`(${sql.join(
          jobIds.map((id) => sql`${id}`),
          sql`, `,
        )})`}`,
      )
    : [];
  const codes = codeIds.length
    ? await query<TNameRow>(
        tx,
        sql`select id, code as number, description as name from standard_cost_codes where organization_id = ${organizationId} and id in ${sql`(${sql.join(
          codeIds.map((id) => sql`${id}`),
          sql`, `,
        )})`}`,
      )
    : [];
  const jobById = new Map(jobs.map((j) => [j.id, j]));
  const codeById = new Map(codes.map((c) => [c.id, c]));

  const figures = (b: TBucket) => {
    const wages = b.reg_cents + b.ot_cents + b.dt_cents + b.other_cents;
    const burden = b.employer_taxes_cents + b.fringes_cents + b.workers_comp_cents;
    return {
      reg_hours: hoursText(b.reg / 100),
      ot_hours: hoursText(b.ot / 100),
      dt_hours: hoursText(b.dt / 100),
      reg_cents: b.reg_cents,
      ot_cents: b.ot_cents,
      dt_cents: b.dt_cents,
      other_cents: b.other_cents,
      wages_cents: wages,
      premium_cents: b.premium_cents,
      employer_taxes_cents: b.employer_taxes_cents,
      fringes_cents: b.fringes_cents,
      workers_comp_cents: b.workers_comp_cents,
      burden_cents: burden,
      total_cents: wages + burden,
    };
  };
  const rows = [...buckets.values()]
    .map((b) => {
      const job = b.job_id ? jobById.get(b.job_id) : undefined;
      const code = b.cost_code_id ? codeById.get(b.cost_code_id) : undefined;
      return {
        job_id: b.job_id,
        job_number: job?.number ?? null,
        job_name: job?.name ?? null,
        cost_code_id: b.cost_code_id,
        cost_code: code?.number ?? null,
        cost_code_description: code?.name ?? null,
        ...figures(b),
      };
    })
    // Jobs by number and code; overhead (no job) last.
    .sort((a, b) =>
      a.job_number === b.job_number
        ? (a.cost_code ?? '~').localeCompare(b.cost_code ?? '~')
        : a.job_number === null
          ? 1
          : b.job_number === null
            ? -1
            : a.job_number.localeCompare(b.job_number),
    );
  const all: TBucket = {
    job_id: null,
    cost_code_id: null,
    reg: 0,
    ot: 0,
    dt: 0,
    reg_cents: 0,
    ot_cents: 0,
    dt_cents: 0,
    other_cents: 0,
    premium_cents: 0,
    employer_taxes_cents: 0,
    fringes_cents: 0,
    workers_comp_cents: 0,
  };
  for (const b of buckets.values())
    for (const key of Object.keys(all) as (keyof TBucket)[])
      if (key !== 'job_id' && key !== 'cost_code_id') (all[key] as number) += b[key] as number;
  return { from, to, rows, totals: figures(all) };
}
