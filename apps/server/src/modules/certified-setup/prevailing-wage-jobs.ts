import {
  determinationInForce,
  type TCertifiedJobView,
  type TDeterminationSummary,
  type TPrevailingWageJob,
  type TPrevailingWageJobInput,
} from '@groundwork/shared';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  certifiedPayrollReports,
  prevailingWageJobs,
  projects,
  wageDeterminationClasses,
  wageDeterminations,
} from '../../db/schema/index.ts';
import {
  assertReadsJob,
  auditSetup,
  findJob,
  mayChangeSetup,
  readsEveryJob,
  type TCertifiedCaller,
  type TJobRow,
} from './certified-access.ts';
import { CertifiedSetupErrors } from './certified-setup.errors.ts';

type PwRow = typeof prevailingWageJobs.$inferSelect;

/** The modification in force on `date` of each job, with its class count. */
async function currentDeterminations(
  tx: Db,
  organizationId: string,
  jobIds: readonly string[],
  date: string,
): Promise<Map<string, TDeterminationSummary>> {
  if (jobIds.length === 0) return new Map();
  const rows = await tx
    .select({
      id: wageDeterminations.id,
      jobId: wageDeterminations.jobId,
      wd_number: wageDeterminations.wdNumber,
      modification: wageDeterminations.modification,
      modification_date: wageDeterminations.modificationDate,
      effective_from: wageDeterminations.effectiveFrom,
    })
    .from(wageDeterminations)
    .where(
      and(
        eq(wageDeterminations.organizationId, organizationId),
        inArray(wageDeterminations.jobId, [...jobIds]),
      ),
    );
  const out = new Map<string, TDeterminationSummary>();
  const chosen = jobIds.flatMap((jobId) => {
    const current = determinationInForce(
      rows.filter((r) => r.jobId === jobId),
      date,
    );
    return current ? [current] : [];
  });
  const counts = chosen.length
    ? await tx
        .select({ id: wageDeterminationClasses.determinationId, n: count() })
        .from(wageDeterminationClasses)
        .where(
          inArray(
            wageDeterminationClasses.determinationId,
            chosen.map((c) => c.id),
          ),
        )
        .groupBy(wageDeterminationClasses.determinationId)
    : [];
  for (const c of chosen) {
    const { jobId, ...summary } = c;
    out.set(jobId, { ...summary, class_count: Number(counts.find((n) => n.id === c.id)?.n ?? 0) });
  }
  return out;
}

function pwJson(row: PwRow, job: TJobRow, current: TDeterminationSummary | null): TPrevailingWageJob {
  return {
    job_id: row.jobId,
    job_number: job.number,
    job_name: job.name,
    job_status: job.status,
    project_manager_id: job.projectManagerId,
    wage_law: row.wageLaw,
    awarding_agency: row.awardingAgency,
    contract_number: row.contractNumber,
    agency_project_number: row.agencyProjectNumber,
    project_location: row.projectLocation,
    is_prime: row.isPrime,
    prime_contractor_name: row.primeContractorName,
    prime_contractor_address: row.primeContractorAddress,
    wh347_layout: row.wh347Layout,
    wants_no_work_weeks: row.wantsNoWorkWeeks,
    is_active: row.isActive,
    current_determination: current,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Audited form: the settings without the derived figures. */
const audited = (row: PwRow) => {
  const { createdAt: _c, updatedAt: _u, organizationId: _o, ...rest } = row;
  return rest;
};

async function pwRow(tx: Db, organizationId: string, jobId: string) {
  const [row] = await tx
    .select()
    .from(prevailingWageJobs)
    .where(and(eq(prevailingWageJobs.organizationId, organizationId), eq(prevailingWageJobs.jobId, jobId)));
  return row ?? null;
}

/** The prevailing-wage jobs the caller reads (a project manager: the jobs they manage), by job number. */
export async function listCertifiedJobs(
  tx: Db,
  caller: TCertifiedCaller,
  today: string,
): Promise<TPrevailingWageJob[]> {
  const org = caller.organizationId;
  const rows = await tx
    .select({
      pw: prevailingWageJobs,
      id: projects.id,
      number: projects.projectNumber,
      name: projects.projectName,
      status: projects.status,
      projectManagerId: projects.projectManagerId,
    })
    .from(prevailingWageJobs)
    .innerJoin(projects, eq(projects.id, prevailingWageJobs.jobId))
    .where(
      and(
        eq(prevailingWageJobs.organizationId, org),
        readsEveryJob(caller) ? undefined : eq(projects.projectManagerId, caller.userId),
      ),
    )
    .orderBy(asc(projects.numberYear), asc(projects.numberSeq));
  const current = await currentDeterminations(
    tx,
    org,
    rows.map((r) => r.id),
    today,
  );
  return rows.map((r) => pwJson(r.pw, r, current.get(r.id) ?? null));
}

/** One job with its prevailing-wage settings (null: not a prevailing-wage job yet). */
export async function getCertifiedJob(
  tx: Db,
  caller: TCertifiedCaller,
  jobId: string,
  today: string,
): Promise<TCertifiedJobView> {
  const job = await findJob(tx, caller.organizationId, jobId);
  assertReadsJob(caller, job);
  const row = await pwRow(tx, caller.organizationId, jobId);
  const current = row ? await currentDeterminations(tx, caller.organizationId, [jobId], today) : new Map();
  return {
    job: { id: job.id, number: job.number, name: job.name, status: job.status },
    settings: row ? pwJson(row, job, current.get(jobId) ?? null) : null,
    can_setup: mayChangeSetup(caller),
  };
}

/** Marks a job prevailing-wage, or changes its settings (one row per job); audited. */
export async function putCertifiedJob(
  tx: Db,
  caller: TCertifiedCaller,
  jobId: string,
  input: TPrevailingWageJobInput,
  today: string,
): Promise<TPrevailingWageJob> {
  const org = caller.organizationId;
  const job = await findJob(tx, org, jobId);
  const before = await pwRow(tx, org, jobId);
  const values = {
    wageLaw: input.wage_law,
    awardingAgency: input.awarding_agency,
    contractNumber: input.contract_number,
    agencyProjectNumber: input.agency_project_number,
    projectLocation: input.project_location,
    isPrime: input.is_prime,
    // A prime's own job names no prime contractor.
    primeContractorName: input.is_prime ? null : input.prime_contractor_name,
    primeContractorAddress: input.is_prime ? null : input.prime_contractor_address,
    wh347Layout: input.wh347_layout,
    wantsNoWorkWeeks: input.wants_no_work_weeks,
    isActive: input.is_active,
  };
  const [row] = before
    ? await tx
        .update(prevailingWageJobs)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(prevailingWageJobs.organizationId, org), eq(prevailingWageJobs.jobId, jobId)))
        .returning()
    : await tx
        .insert(prevailingWageJobs)
        .values({ ...values, organizationId: org, jobId })
        .returning();
  if (!row) throw CertifiedSetupErrors.jobNotFound();
  await auditSetup(
    tx,
    caller,
    before ? 'update_prevailing_wage_job' : 'create_prevailing_wage_job',
    'prevailing_wage_jobs',
    jobId,
    before ? audited(before) : null,
    audited(row),
  );
  const current = await currentDeterminations(tx, org, [jobId], today);
  return pwJson(row, job, current.get(jobId) ?? null);
}

/**
 * Removes a job's prevailing-wage settings (a job marked by mistake). Its determinations stay with the
 * job; a job with certified payroll reports keeps its settings (mark it inactive instead).
 */
export async function deleteCertifiedJob(tx: Db, caller: TCertifiedCaller, jobId: string): Promise<void> {
  const org = caller.organizationId;
  const job = await findJob(tx, org, jobId);
  const before = await pwRow(tx, org, jobId);
  if (!before) throw CertifiedSetupErrors.notCertified();
  const [reports] = await tx
    .select({ n: count() })
    .from(certifiedPayrollReports)
    .where(and(eq(certifiedPayrollReports.organizationId, org), eq(certifiedPayrollReports.jobId, jobId)));
  if (Number(reports?.n ?? 0) > 0) throw CertifiedSetupErrors.jobHasReports(job.number);
  await tx
    .delete(prevailingWageJobs)
    .where(and(eq(prevailingWageJobs.organizationId, org), eq(prevailingWageJobs.jobId, jobId)));
  await auditSetup(
    tx,
    caller,
    'delete_prevailing_wage_job',
    'prevailing_wage_jobs',
    jobId,
    audited(before),
    null,
  );
}
