import type { TCertifiedJob, TCertifiedReport, TCertifiedReportSummary } from '@groundwork/shared';
import { addDays } from '@groundwork/shared/payroll/workweek';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { certifiedPayrollReports } from '../../db/schema/index.ts';
import { findReportRow, reportJson, reportSummary, type TReportRow } from './certified-report-json.ts';
import {
  assertDownloads,
  assertReadsJob,
  readsEveryJob,
  type TReportCaller,
  viewerJobIds,
} from './report-access.ts';
import { findCertifiedJob, weekEndingOf, weeksWithWork, workweekStartDay } from './wh347-source.ts';

const R = certifiedPayrollReports;

/** One report with its revisions: readers of its job. */
export async function getCertifiedReport(
  tx: Db,
  caller: TReportCaller,
  id: string,
): Promise<TCertifiedReport> {
  const row = await findReportRow(tx, caller.organizationId, id);
  assertReadsJob(caller, await findCertifiedJob(tx, caller.organizationId, row.jobId));
  return reportJson(tx, caller, row);
}

/** A report to download (PDF, CSV): readers any, third parties signed ones of their jobs. */
export async function reportForDownload(tx: Db, caller: TReportCaller, id: string): Promise<TReportRow> {
  const row = await findReportRow(tx, caller.organizationId, id);
  await assertDownloads(tx, caller, await findCertifiedJob(tx, caller.organizationId, row.jobId), row.status);
  return row;
}

/** Jobs the caller reads: every certified job for the office, the managed ones for a PM. */
async function readableJobs(tx: Db, caller: TReportCaller) {
  return rowsOf<{
    id: string;
    job_number: string;
    project_name: string;
    awarding_agency: string;
    wh347_layout: 'revised' | 'previous';
    wants_no_work_weeks: boolean;
  }>(
    await tx.execute(sql`
      select p.id, p.project_number as job_number, p.project_name, w.awarding_agency, w.wh347_layout, w.wants_no_work_weeks
      from prevailing_wage_jobs w
      join projects p on p.organization_id = w.organization_id and p.id = w.job_id
      where w.organization_id = ${caller.organizationId}
        ${readsEveryJob(caller) ? sql`` : sql`and p.project_manager_id = ${caller.userId}::uuid`}
      order by p.project_number`),
  );
}

/**
 * The certified jobs with their weeks: each week with posted work or a report (the latest revision),
 * and the weeks still missing a report — weeks with work, and when the job asks for "no work" reports
 * every week from the first to the last completed one — until a report marked Final.
 */
export async function certifiedJobsOverview(
  tx: Db,
  caller: TReportCaller,
  today: string,
): Promise<TCertifiedJob[]> {
  const org = caller.organizationId;
  const startDay = await workweekStartDay(tx, org);
  const jobs = await readableJobs(tx, caller);
  if (jobs.length === 0) return [];
  const reports = await tx
    .select()
    .from(R)
    .where(
      and(
        eq(R.organizationId, org),
        inArray(
          R.jobId,
          jobs.map((j) => j.id),
        ),
      ),
    )
    .orderBy(asc(R.weekEnding), asc(R.revision));
  const lastCompleted = (() => {
    const current = weekEndingOf(today, startDay);
    return current < today ? current : addDays(current, -7);
  })();
  const out: TCertifiedJob[] = [];
  for (const job of jobs) {
    const latest = new Map<string, TReportRow>();
    for (const r of reports) if (r.jobId === job.id) latest.set(r.weekEnding, r);
    const worked = await weeksWithWork(tx, org, job.id, startDay);
    const finalWeek = [...latest.values()].find((r) => r.isFinal)?.weekEnding ?? null;
    const weeks = new Set([...worked, ...latest.keys()]);
    const first = [...weeks].sort()[0];
    if (job.wants_no_work_weeks && first) {
      const until = finalWeek ?? lastCompleted;
      for (let w = first; w <= until; w = addDays(w, 7)) weeks.add(w);
    }
    const workedSet = new Set(worked);
    const list = [...weeks].sort().map((w) => ({
      week_ending: w,
      has_work: workedSet.has(w),
      report: latest.has(w) ? reportSummary(latest.get(w) as TReportRow) : null,
    }));
    out.push({
      job_id: job.id,
      job_number: job.job_number,
      project_name: job.project_name,
      awarding_agency: job.awarding_agency,
      wh347_layout: job.wh347_layout,
      wants_no_work_weeks: job.wants_no_work_weeks,
      weeks: list.reverse(),
      missing_weeks: list
        .filter((w) => w.report === null && (finalWeek === null || w.week_ending <= finalWeek))
        .map((w) => w.week_ending)
        .sort(),
      has_final: finalWeek !== null,
    });
  }
  return out;
}

/**
 * Reports as a list: readers see the reports of the jobs they read (filter by job and status); a third
 * party sees only signed and submitted reports of the jobs they view.
 */
export async function listCertifiedReports(
  tx: Db,
  caller: TReportCaller,
  query: { job_id?: string; status?: TReportRow['status'] },
): Promise<TCertifiedReportSummary[]> {
  const org = caller.organizationId;
  const readable = (await readableJobs(tx, caller)).map((j) => j.id);
  const viewed = [...(await viewerJobIds(tx, caller))];
  if (readable.length === 0 && viewed.length === 0) return [];
  const rows = await tx
    .select()
    .from(R)
    .where(
      and(
        eq(R.organizationId, org),
        query.job_id ? eq(R.jobId, query.job_id) : undefined,
        query.status ? eq(R.status, query.status) : undefined,
        or(
          readable.length > 0 ? inArray(R.jobId, readable) : undefined,
          viewed.length > 0
            ? and(inArray(R.jobId, viewed), inArray(R.status, ['signed', 'submitted']))
            : undefined,
        ),
      ),
    )
    .orderBy(asc(R.weekEnding), asc(R.revision))
    .limit(1000);
  return rows.map(reportSummary);
}
