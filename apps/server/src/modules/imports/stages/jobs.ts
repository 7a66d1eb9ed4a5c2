import {
  isIsoDate,
  JOB_MESSAGES,
  jobYearSuffix,
  type TImportMapping,
  type TImportRowError,
  type TJobStatus,
} from '@groundwork/shared';
import { eq, sql } from 'drizzle-orm';
import { rowsOf } from '../../../db/client.ts';
import { customers, projects } from '../../../db/schema/index.ts';
import type { TSourceJob } from '../model/source-model.ts';
import { splitAccountPath } from '../sources/source-text.ts';
import { changedColumns, chunks } from './customers-fields.ts';
import { jobKey, partyKey, resolveCustomers } from './resolve.ts';
import { emptyStageResult, type TImportStageRunner, type TStageContext } from './stage-types.ts';

/*
 * The jobs stage (issue 24). A source job `Customer:Job` (sub-jobs keep their middle segments in the
 * job's name: `Customer:Job:Phase 2` → job `Job:Phase 2`) belongs to the customer of its first
 * segment, which the customers stage wrote (or the company had). Found again by customer and name;
 * new jobs take the next J-YY-NNN numbers of the jobs module's counter, reserved in one step. The
 * QuickBooks job status maps onto the product's four; an inactive job with no closing status comes in
 * completed (jobs have no active flag).
 */

export const JOB_NAME_MAX = 200;

/** QuickBooks JOBSTATUS (words or the IIF's 0–5) and the product's own statuses → a job status. */
const STATUS_WORDS: Record<string, TJobStatus> = {
  active: 'active',
  none: 'active',
  '0': 'active',
  awarded: 'active',
  '2': 'active',
  inprogress: 'active',
  '3': 'active',
  pending: 'on-hold',
  '1': 'on-hold',
  onhold: 'on-hold',
  closed: 'completed',
  '4': 'completed',
  completed: 'completed',
  complete: 'completed',
  notawarded: 'cancelled',
  '5': 'cancelled',
  cancelled: 'cancelled',
  canceled: 'cancelled',
};

/** The job's status, or null when the source's word is unknown. */
export function jobStatusOf(status: string | null, inactive: boolean): TJobStatus | null {
  const key = (status ?? '').toLowerCase().replace(/[^a-z0-9]/g, '');
  const mapped = key === '' ? 'active' : STATUS_WORDS[key];
  if (!mapped) return null;
  return inactive && mapped === 'active' ? 'completed' : mapped;
}

/** Jobs the mapping asks to create (`Customer:Job` names documents use that the lists lack). */
function jobsToCreate(mapping: TImportMapping, listed: readonly TSourceJob[]): TSourceJob[] {
  const keys = new Set(listed.map((j) => normalizedFullName(j).toLowerCase()));
  const out: TSourceJob[] = [];
  for (const n of mapping.names) {
    if (n.kind !== 'job' || n.action !== 'create') continue;
    const segments = splitAccountPath(n.source_name);
    const full = segments.join(':');
    if (segments.length < 2 || keys.has(full.toLowerCase())) continue;
    keys.add(full.toLowerCase());
    out.push({
      customerName: segments[0] as string,
      name: segments[segments.length - 1] as string,
      fullName: full,
      status: null,
      startDate: null,
      endDate: null,
      inactive: false,
      ref: { fileName: 'mapping', row: null },
    });
  }
  return out;
}

function normalizedFullName(job: TSourceJob): string {
  const segments = splitAccountPath(job.fullName);
  return segments.length >= 2 ? segments.join(':') : `${job.customerName.trim()}:${job.name.trim()}`;
}

/** The job's own name within its customer: every segment after the customer's. */
function jobNameOf(job: TSourceJob): string {
  const segments = splitAccountPath(job.fullName);
  return segments.length >= 2 ? segments.slice(1).join(':') : job.name.trim();
}

/** Takes `count` job numbers of this year from the jobs module's counter in one statement. */
async function reserveJobNumbers(ctx: TStageContext, count: number, now: Date): Promise<string[]> {
  if (count === 0) return [];
  const year = jobYearSuffix(now);
  const result = await ctx.tx.execute(sql`
    insert into job_number_counters as c (organization_id, year_suffix, last_value)
    values (${ctx.caller.organizationId}::uuid, ${year}, ${count})
    on conflict (organization_id, year_suffix) do update set last_value = c.last_value + ${count}
    returning c.last_value`);
  const last = Number(rowsOf<{ last_value: number }>(result)[0]?.last_value);
  const out: string[] = [];
  for (let n = last - count + 1; n <= last; n++) out.push(`J-${year}-${String(n).padStart(3, '0')}`);
  return out;
}

async function runJobs(ctx: TStageContext) {
  const result = emptyStageResult();
  const { tx } = ctx;
  const org = ctx.caller.organizationId;
  const sources = [...ctx.model.jobs, ...jobsToCreate(ctx.mapping, ctx.model.jobs)];
  result.rows = sources.length;
  if (sources.length === 0) return result;

  const customerIds = await resolveCustomers(tx, org, ctx.mapping);
  const customerNames = new Map(
    (
      await tx
        .select({ id: customers.id, name: customers.name })
        .from(customers)
        .where(eq(customers.organizationId, org))
    ).map((c) => [c.id, c.name]),
  );
  const existing = await tx
    .select({
      id: projects.id,
      name: projects.projectName,
      customerName: customers.name,
      status: projects.status,
      startDate: projects.startDate,
      estimatedCompletionDate: projects.estimatedCompletionDate,
    })
    .from(projects)
    .innerJoin(customers, eq(customers.id, projects.customerId))
    .where(eq(projects.organizationId, org))
    .orderBy(projects.createdAt, projects.projectNumber);
  const byKey = new Map<string, (typeof existing)[number]>();
  for (const j of existing) {
    const k = jobKey(j.customerName, j.name);
    if (!byKey.has(k)) byKey.set(k, j);
  }

  const first = new Map<string, TSourceJob>();
  const inserts: {
    job: TSourceJob;
    customerId: string;
    name: string;
    status: TJobStatus;
    startDate: string | null;
    endDate: string | null;
  }[] = [];
  for (const job of sources) {
    const full = normalizedFullName(job);
    const prefix = job.ref.row === null ? '' : `Row ${job.ref.row}: `;
    const fail = (message: string) => {
      const error: TImportRowError = {
        stage: 'jobs',
        file_name: job.ref.fileName,
        row: job.ref.row,
        message: `${prefix}job '${full}': ${message}`,
      };
      result.errors.push(error);
    };
    // 1. Duplicates, the name, the customer, the status and the dates.
    const key = full.toLowerCase();
    const seen = first.get(key);
    if (seen) {
      result.errors.push({
        stage: 'jobs',
        file_name: job.ref.fileName,
        row: job.ref.row,
        message: `Job '${full}' appears twice (rows ${seen.ref.row ?? '?'} and ${job.ref.row ?? '?'})`,
      });
      continue;
    }
    first.set(key, job);
    const name = jobNameOf(job);
    const customerName = splitAccountPath(full)[0] ?? job.customerName.trim();
    const customerId = customerIds.get(partyKey(customerName));
    const status = jobStatusOf(job.status, job.inactive);
    const problems: string[] = [];
    if (name === '') problems.push(JOB_MESSAGES.nameRequired);
    if (name.length > JOB_NAME_MAX) problems.push(JOB_MESSAGES.nameMax);
    if (!customerId) problems.push(`customer '${customerName}' not found`);
    if (!status) problems.push(`${JOB_MESSAGES.invalidStatus} (the file says '${job.status ?? ''}')`);
    for (const d of [job.startDate, job.endDate])
      if (d && !isIsoDate(d)) problems.push(JOB_MESSAGES.invalidDate);
    if (job.startDate && job.endDate && job.endDate < job.startDate)
      problems.push(JOB_MESSAGES.completionBeforeStart);
    if (problems.length > 0 || !customerId || !status) {
      for (const p of problems) fail(p);
      continue;
    }

    // 2. Found by customer and name: unchanged or updated.
    const current = byKey.get(jobKey(customerNames.get(customerId) ?? customerName, name));
    if (!current) {
      inserts.push({ job, customerId, name, status, startDate: job.startDate, endDate: job.endDate });
      continue;
    }
    const { changes, before } = changedColumns(current, {
      status,
      startDate: job.startDate ?? undefined,
      estimatedCompletionDate: job.endDate ?? undefined,
    });
    if (Object.keys(changes).length === 0) {
      result.unchanged++;
      continue;
    }
    await tx
      .update(projects)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(projects.id, current.id));
    await ctx.record({ entityType: 'job', entityId: current.id, action: 'updated', naturalKey: key, before });
    result.updated++;
    if (result.samples.length < 5) result.samples.push([full, 'updated']);
  }

  // 3. New jobs, numbered from the counter and written in bulk.
  const numbers = await reserveJobNumbers(ctx, inserts.length, new Date());
  const values = inserts.map((j, i) => ({
    organizationId: org,
    customerId: j.customerId,
    projectNumber: numbers[i] as string,
    projectName: j.name,
    clientName: customerNames.get(j.customerId) ?? j.job.customerName,
    startDate: j.startDate,
    estimatedCompletionDate: j.endDate,
    status: j.status,
    createdBy: ctx.caller.userId,
  }));
  let done = result.unchanged + result.updated;
  for (const slice of chunks(values)) {
    const rows = await tx.insert(projects).values(slice).returning({
      id: projects.id,
      name: projects.projectName,
      client: projects.clientName,
      number: projects.projectNumber,
    });
    for (const r of rows) {
      await ctx.record({
        entityType: 'job',
        entityId: r.id,
        action: 'created',
        naturalKey: jobKey(r.client, r.name),
      });
      if (result.samples.length < 5) result.samples.push([`${r.client}:${r.name}`, `new job ${r.number}`]);
    }
    result.created += rows.length;
    done += rows.length;
    await ctx.progress(done, sources.length);
  }
  return result;
}

export const jobsStage: TImportStageRunner = { stage: 'jobs', run: runJobs };
