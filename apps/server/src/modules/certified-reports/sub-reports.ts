import {
  certifiedWeekEnding,
  certifiedWeeksBetween,
  lastCompletedCertifiedWeek,
  type TRole,
  type TSubReport,
  type TSubReportCell,
  type TSubReportGrid,
  type TSubReportMissingCount,
} from '@groundwork/shared';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import type { TenantCaller } from '../../lib/api-route.ts';
import {
  readableCertifiedJob,
  readsEveryJob,
  type TCertifiedCaller,
  todayIso,
  workweekStartDay,
} from './compliance-report-access.ts';

/*
 * As a prime, the subcontractors' weekly certified payrolls of each prevailing-wage job: the vendors
 * with a subcontract on the job (issued, executed or closed; drafts and voided ones ask for nothing),
 * each week from the job's first certified week (its first WH-347, else its first wage determination
 * in force, else the day it was made certified) to the last completed week, narrowed to the
 * subcontract's dates when it has them. A week is received (a file), "no work", or missing; a report
 * whose file was deleted from the job's documents counts as missing again.
 */

type TJobRow = {
  job_id: string;
  number: string;
  name: string;
  is_prime: boolean;
  first_week_from: string;
};
type TSubcontractRow = {
  job_id: string;
  vendor_id: string;
  vendor_number: string;
  vendor_name: string;
  commitment_number: string;
  start_date: string | null;
  end_date: string | null;
};
type TReportRow = {
  id: string;
  job_id: string;
  vendor_id: string;
  week_ending: string;
  payroll_number: string | null;
  is_no_work: boolean;
  document_id: string | null;
  file_name: string | null;
  created_at: string;
  uploaded_by: string | null;
};

const REQUIRED_STATUSES = sql`('issued', 'executed', 'closed')`;
const idList = (ids: readonly string[]) =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

async function primeJobs(tx: Db, caller: TCertifiedCaller, jobIds: readonly string[] | null) {
  const filters: SQL[] = [];
  if (jobIds) filters.push(sql`and w.job_id in (${idList(jobIds)})`);
  else filters.push(sql`and w.is_prime and w.is_active`);
  if (!readsEveryJob(caller)) filters.push(sql`and p.project_manager_id = ${caller.userId}::uuid`);
  return rowsOf<TJobRow>(
    await tx.execute(sql`select w.job_id, p.project_number as number, p.project_name as name, w.is_prime,
        least(
          (select min(r.week_ending) from certified_payroll_reports r
            where r.organization_id = w.organization_id and r.job_id = w.job_id),
          (select min(d.effective_from) from wage_determinations d
            where d.organization_id = w.organization_id and d.job_id = w.job_id),
          (w.created_at at time zone 'UTC')::date
        )::text as first_week_from
      from prevailing_wage_jobs w
      join projects p on p.organization_id = w.organization_id and p.id = w.job_id
      where w.organization_id = ${caller.organizationId} ${sql.join(filters, sql` `)}
      order by p.project_number`),
  );
}

async function subcontractsOf(tx: Db, organizationId: string, jobIds: readonly string[]) {
  if (jobIds.length === 0) return [];
  return rowsOf<TSubcontractRow>(
    await tx.execute(sql`select c.job_id, c.vendor_id, v.vendor_number, v.name as vendor_name,
        c.commitment_number, c.start_date::text as start_date, c.end_date::text as end_date
      from commitments c
      join vendors v on v.organization_id = c.organization_id and v.id = c.vendor_id
      where c.organization_id = ${organizationId} and c.kind = 'subcontract'
        and c.status in ${REQUIRED_STATUSES} and c.job_id in (${idList(jobIds)})
      order by v.name, v.vendor_number, c.commitment_number`),
  );
}

async function reportsOf(tx: Db, organizationId: string, jobIds: readonly string[]) {
  if (jobIds.length === 0) return [];
  return rowsOf<TReportRow>(
    await tx.execute(sql`select s.id, s.job_id, s.vendor_id, s.week_ending::text as week_ending,
        s.payroll_number, s.is_no_work, d.id as document_id, d.file_name, s.created_at::text as created_at,
        coalesce(nullif(p.full_name, ''), p.email) as uploaded_by
      from subcontractor_certified_reports s
      left join documents d on d.organization_id = s.organization_id and d.id = s.document_id
      left join profiles p on p.id = s.uploaded_by
      where s.organization_id = ${organizationId} and s.job_id in (${idList(jobIds)})`),
  );
}

type TVendorWindow = {
  vendorId: string;
  number: string;
  name: string;
  subcontracts: string[];
  /** Week endings of the first and last week a report is due (null: unbounded). */
  from: string | null;
  to: string | null;
};

/** One window per vendor: the earliest start and latest end of its subcontracts (no date: no bound). */
function vendorWindows(subcontracts: readonly TSubcontractRow[], startDay: number): TVendorWindow[] {
  const byVendor = new Map<string, TVendorWindow & { openStart: boolean; openEnd: boolean }>();
  for (const c of subcontracts) {
    const w = byVendor.get(c.vendor_id) ?? {
      vendorId: c.vendor_id,
      number: c.vendor_number,
      name: c.vendor_name,
      subcontracts: [],
      from: null,
      to: null,
      openStart: false,
      openEnd: false,
    };
    w.subcontracts.push(c.commitment_number);
    if (c.start_date === null) w.openStart = true;
    else {
      const week = certifiedWeekEnding(c.start_date, startDay);
      if (w.from === null || week < w.from) w.from = week;
    }
    if (c.end_date === null) w.openEnd = true;
    else {
      const week = certifiedWeekEnding(c.end_date, startDay);
      if (w.to === null || week > w.to) w.to = week;
    }
    byVendor.set(c.vendor_id, w);
  }
  return [...byVendor.values()].map(({ openStart, openEnd, ...w }) => ({
    ...w,
    from: openStart ? null : w.from,
    to: openEnd ? null : w.to,
  }));
}

function cellOf(week: string, window: TVendorWindow, report: TReportRow | undefined): TSubReportCell {
  const base = {
    week_ending: week,
    id: report?.id ?? null,
    payroll_number: report?.payroll_number ?? null,
    document_id: report?.document_id ?? null,
    file_name: report?.file_name ?? null,
    uploaded_at: report?.created_at ?? null,
    uploaded_by: report?.uploaded_by ?? null,
  };
  if (report?.is_no_work) return { ...base, state: 'no_work' };
  if (report?.document_id) return { ...base, state: 'received' };
  const isDue = (window.from === null || week >= window.from) && (window.to === null || week <= window.to);
  return { ...base, state: isDue ? 'missing' : 'not_due' };
}

type TJobGrid = Omit<TSubReportGrid, 'job_id' | 'job_number' | 'job_name' | 'is_prime'>;

function gridOf(
  job: TJobRow,
  subcontracts: readonly TSubcontractRow[],
  reports: readonly TReportRow[],
  startDay: number,
  asOf: string,
): TJobGrid {
  const lastWeek = lastCompletedCertifiedWeek(asOf, startDay);
  const weeks = job.is_prime ? certifiedWeeksBetween(job.first_week_from, lastWeek, startDay) : [];
  const byKey = new Map(reports.map((r) => [`${r.vendor_id}|${r.week_ending}`, r]));
  const vendors = vendorWindows(
    subcontracts.filter((c) => c.job_id === job.job_id),
    startDay,
  ).map((window) => {
    const cells = weeks.map((week) => cellOf(week, window, byKey.get(`${window.vendorId}|${week}`)));
    return {
      vendor_id: window.vendorId,
      vendor_number: window.number,
      vendor_name: window.name,
      subcontracts: window.subcontracts,
      missing: cells.filter((c) => c.state === 'missing').length,
      weeks: cells,
    };
  });
  return { weeks, vendors, missing: vendors.reduce((sum, v) => sum + v.missing, 0) };
}

/** The vendors × weeks grid of one prevailing-wage job (empty when the company is a sub there). */
export async function findSubReportGrid(
  tx: Db,
  caller: TCertifiedCaller,
  jobId: string,
  asOf: string = todayIso(),
): Promise<TSubReportGrid> {
  const job = await readableCertifiedJob(tx, caller, jobId);
  const startDay = await workweekStartDay(tx, caller.organizationId);
  const [row] = await primeJobs(tx, { ...caller, roles: ['company_admin'] }, [job.id]);
  if (!row) throw new Error('the readable job has no row');
  const subcontracts = job.isPrime ? await subcontractsOf(tx, caller.organizationId, [job.id]) : [];
  const reports = await reportsOf(tx, caller.organizationId, [job.id]);
  return {
    job_id: job.id,
    job_number: job.number,
    job_name: job.name,
    is_prime: job.isPrime,
    ...gridOf(row, subcontracts, reports, startDay, asOf),
  };
}

/**
 * Reports missing across the company's active prime jobs the caller may read (a project manager: the
 * jobs they manage): the dashboard's badge and the certified payroll page's warning.
 */
export async function countMissingSubReports(
  tx: Db,
  caller: TCertifiedCaller,
  asOf: string = todayIso(),
): Promise<TSubReportMissingCount> {
  const jobs = await primeJobs(tx, caller, null);
  const ids = jobs.map((j) => j.job_id);
  const startDay = await workweekStartDay(tx, caller.organizationId);
  const subcontracts = await subcontractsOf(tx, caller.organizationId, ids);
  const reports = await reportsOf(tx, caller.organizationId, ids);
  const perJob = jobs
    .map((job) => ({
      job_id: job.job_id,
      job_number: job.number,
      job_name: job.name,
      missing: gridOf(
        job,
        subcontracts,
        reports.filter((r) => r.job_id === job.job_id),
        startDay,
        asOf,
      ).missing,
    }))
    .filter((j) => j.missing > 0);
  return { missing: perJob.reduce((sum, j) => sum + j.missing, 0), jobs: perJob };
}

/** One subcontractor report as the API answers it. */
export function subReportJson(row: {
  id: string;
  jobId: string;
  vendorId: string;
  weekEnding: string;
  payrollNumber: string | null;
  isNoWork: boolean;
  documentId: string | null;
  fileName: string | null;
  createdAt: Date | string;
}): TSubReport {
  return {
    id: row.id,
    job_id: row.jobId,
    vendor_id: row.vendorId,
    week_ending: row.weekEnding,
    payroll_number: row.payrollNumber,
    is_no_work: row.isNoWork,
    document_id: row.documentId,
    file_name: row.fileName,
    created_at: row.createdAt instanceof Date ? row.createdAt.toISOString() : row.createdAt,
  };
}

/** The dashboard badge: reports missing on the caller's prime jobs (their roles read in the organization). */
export async function countMissingSubReportsBadge(tx: Db, caller: TenantCaller): Promise<number> {
  const roles = rowsOf<{ role: TRole }>(
    await tx.execute(sql`select role from user_roles
      where organization_id = ${caller.organizationId} and user_id = ${caller.userId}`),
  ).map((r) => r.role);
  return (await countMissingSubReports(tx, { ...caller, roles })).missing;
}
