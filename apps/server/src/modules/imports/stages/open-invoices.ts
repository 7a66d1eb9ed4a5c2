import { jobYearSuffix } from '@groundwork/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { rowsOf } from '../../../db/client.ts';
import { customers, payApplications, projects } from '../../../db/schema/index.ts';
import type { TSourceOpenDocument } from '../model/source-model.ts';
import {
  activeSystemAccounts,
  documentParty,
  dueDateOf,
  firstRepeatOf,
  openAmountsText,
  postOpeningDocument,
} from './open-documents.ts';
import { openingInvoiceLines } from './open-invoices-posting.ts';
import {
  afterCutover,
  cutoverStage,
  nameMapOf,
  refusalError,
  rowError,
  type TCutoverStart,
} from './opening-entry-support.ts';
import { ensureImportSystemAccounts, jobKey, resolveCustomers, resolveJobs } from './resolve.ts';
import type { TStageContext, TStageResult } from './stage-types.ts';

const STAGE = 'open_invoices' as const;
/** The job an open invoice without a job goes to, one per customer. */
export const OPENING_JOB_NAME = 'Opening balances';

/** The customer and job names an invoice gives: `Customer:Job` in the party or the job column. */
export function invoiceParties(doc: TSourceOpenDocument): { customer: string; job: string | null } {
  const full = doc.jobFullName ?? (doc.partyName.includes(':') ? doc.partyName : null);
  if (!full) return { customer: doc.partyName.trim(), job: null };
  const [customer = '', ...rest] = full.split(':').map((s) => s.trim());
  return { customer, job: rest.length > 0 ? rest.join(':') : null };
}

/**
 * Open invoices at the cut-over, each an opening document (a pay application of kind 'opening',
 * approved, numbered in its job's sequence, `source_number` the old system's number):
 *   1. every row checked: a number seen once, dated on or before the cut-over, a customer (and job)
 *      found by name or the mapping, something open; an invoice without a job whose class the
 *      mapping maps to a job goes to that job, which must be the customer's;
 *   2. any error blocks the stage (nothing posted);
 *   3. an opening invoice of the same customer and number already there (an earlier run): unchanged;
 *   4. an invoice still without a job goes to the customer's "Opening balances" job (created once);
 *   5. insert the application, post the rule (Dr AR open, Dr retainage receivable held, Cr opening
 *      clearing) dated the cut-over, link the entry, record both.
 */
async function runOpenInvoices(
  ctx: TStageContext,
  { result, cutover, org, errors }: TCutoverStart,
): Promise<TStageResult> {
  const docs = ctx.model.openInvoices;

  // 1. Rows.
  const customers = await resolveCustomers(ctx.tx, org);
  const jobs = await resolveJobs(ctx.tx, org);
  const classJobs = await mappedClassJobs(ctx);
  const isFirstRepeat = firstRepeatOf(docs, (d) => d.number.trim().toLowerCase());
  type TPlanned = {
    doc: TSourceOpenDocument;
    customerId: string;
    customerName: string;
    jobId: string | null;
  };
  const planned: TPlanned[] = [];
  for (const doc of docs) {
    const label = `Invoice ${doc.number}`;
    const before = errors.length;
    if (isFirstRepeat(doc)) errors.push(rowError(STAGE, doc.ref, `${label} appears twice`));
    if (doc.date > cutover) errors.push(rowError(STAGE, doc.ref, afterCutover(label, doc.date, cutover)));
    const names = invoiceParties(doc);
    const customer = documentParty(ctx.mapping, 'customer', names.customer, customers);
    if (customer.ignored) continue;
    const customerId = customer.id;
    if (!customerId)
      errors.push(rowError(STAGE, doc.ref, `${label}: customer '${names.customer}' not found`));
    let jobId: string | null = null;
    if (names.job) {
      const full = `${names.customer}:${names.job}`;
      const jobMap = nameMapOf(ctx.mapping, 'job', full);
      jobId =
        (jobMap?.action === 'map' ? jobMap.targetId : null) ??
        jobs.get(jobKey(names.customer, names.job)) ??
        null;
      if (!jobId && jobMap?.action !== 'ignore')
        errors.push(rowError(STAGE, doc.ref, `${label}: job '${full}' not found`));
    } else if (doc.className && customerId) {
      const classJob = classJobOf(ctx, classJobs, doc.className);
      if (classJob && classJob.customerId !== customerId)
        errors.push(
          rowError(
            STAGE,
            doc.ref,
            `${label}: class '${doc.className.trim()}' is mapped to job '${classJob.label}', which is not a job of ${names.customer}`,
          ),
        );
      else if (classJob) jobId = classJob.id;
    }
    if (doc.openCents === 0 && doc.retainageCents === 0) continue;
    if (errors.length === before && customerId)
      planned.push({ doc, customerId, customerName: names.customer, jobId });
  }
  if (errors.length > 0) return { ...result, errors };

  // 3. Already brought by an earlier run.
  const existing = new Set(
    rowsOf<{ customer_id: string; number: string }>(
      await ctx.tx.execute(sql`
        select customer_id, lower(source_number) as number from pay_applications
        where organization_id = ${org} and kind = 'opening' and status <> 'void'`),
    ).map((r) => `${r.customer_id}:${r.number}`),
  );
  const system = await ensureImportSystemAccounts(ctx.tx, org, ctx.record);
  const accounts = await activeSystemAccounts(ctx, {
    receivable: ['accounts_receivable', 'accounts receivable'],
    retainageReceivable: ['retainage_receivable', 'retainage receivable'],
  });
  if (typeof accounts === 'string') return { ...result, errors: [rowError(STAGE, null, accounts)] };

  const openingJobs = new Map<string, string>();
  for (const [i, p] of planned.entries()) {
    const label = `Invoice ${p.doc.number}`;
    if (existing.has(`${p.customerId}:${p.doc.number.trim().toLowerCase()}`)) {
      result.unchanged++;
      continue;
    }
    try {
      // 4. The customer's opening job.
      let jobId = p.jobId;
      if (!jobId) {
        jobId = openingJobs.get(p.customerId) ?? null;
        if (!jobId) {
          jobId = jobs.get(jobKey(p.customerName, OPENING_JOB_NAME)) ?? null;
          if (jobId) await reopenOpeningJob(ctx, jobId);
        }
        if (!jobId) {
          jobId = await createOpeningJob(ctx, p.customerId, p.customerName);
          await ctx.record({
            entityType: 'job',
            entityId: jobId,
            action: 'created',
            naturalKey: jobKey(p.customerName, OPENING_JOB_NAME),
          });
        }
        openingJobs.set(p.customerId, jobId);
      }
      // 5. The application, its posting and the link.
      const id = await insertOpeningApplication(ctx, p.doc, p.customerId, jobId);
      await postOpeningDocument(ctx, {
        id,
        entityType: 'pay_application',
        naturalKey: `invoice:${p.customerId}:${p.doc.number.trim().toLowerCase()}`,
        cutover,
        memo: `Opening invoice ${p.doc.number} — ${p.customerName}`,
        lines: openingInvoiceLines({
          customerId: p.customerId,
          label: `Opening invoice ${p.doc.number}`,
          accounts: { ...accounts, clearing: system.openingClearing },
          openCents: p.doc.openCents,
          retainageCents: p.doc.retainageCents,
        }),
        link: (entryId) =>
          ctx.tx
            .update(payApplications)
            .set({ journalEntryId: entryId })
            .where(and(eq(payApplications.organizationId, org), eq(payApplications.id, id))),
      });
    } catch (err) {
      return { ...result, created: 0, errors: [refusalError(err, STAGE, p.doc.ref, label)] };
    }
    result.created++;
    if (result.samples.length < 5)
      result.samples.push([`${label} — ${p.customerName}`, openAmountsText(p.doc)]);
    await ctx.progress(i + 1, planned.length);
  }
  return result;
}

type TClassJob = { id: string; customerId: string; label: string };

/** The jobs the mapping's classes map to, by id ("J-0001 Tower" names one in a message). */
async function mappedClassJobs(ctx: TStageContext): Promise<Map<string, TClassJob>> {
  const ids = ctx.mapping.names.flatMap((n) =>
    n.kind === 'class' && n.action === 'map' && n.target_id ? [n.target_id] : [],
  );
  if (ids.length === 0) return new Map();
  const rows = await ctx.tx
    .select({
      id: projects.id,
      customerId: projects.customerId,
      number: projects.projectNumber,
      name: projects.projectName,
    })
    .from(projects)
    .where(and(eq(projects.organizationId, ctx.caller.organizationId), inArray(projects.id, ids)));
  return new Map(
    rows.map((r) => [r.id, { id: r.id, customerId: r.customerId, label: `${r.number} ${r.name}` }]),
  );
}

/**
 * The job the mapping maps a class to (null when the class is ignored, created or not mapped); a
 * target that is no job of the company answers a job no customer has, named by its id.
 */
function classJobOf(
  ctx: TStageContext,
  classJobs: Map<string, TClassJob>,
  className: string,
): TClassJob | null {
  const mapped = nameMapOf(ctx.mapping, 'class', className);
  if (mapped?.action !== 'map' || !mapped.targetId) return null;
  return classJobs.get(mapped.targetId) ?? { id: mapped.targetId, customerId: '', label: mapped.targetId };
}

/**
 * The customer's "Opening balances" job, numbered as the jobs module numbers (generate_job_number):
 * written directly, since an inactive customer may still owe open invoices.
 */
async function createOpeningJob(
  ctx: TStageContext,
  customerId: string,
  customerName: string,
): Promise<string> {
  const org = ctx.caller.organizationId;
  const [generated] = rowsOf<{ number: string }>(
    await ctx.tx.execute(
      sql`select public.generate_job_number(${org}::uuid, ${jobYearSuffix(new Date())}::text) as number`,
    ),
  );
  if (!generated?.number) throw new Error('generate_job_number returned nothing');
  const [customer] = await ctx.tx
    .select({ name: customers.name })
    .from(customers)
    .where(and(eq(customers.organizationId, org), eq(customers.id, customerId)));
  const [job] = await ctx.tx
    .insert(projects)
    .values({
      organizationId: org,
      customerId,
      projectNumber: generated.number,
      projectName: OPENING_JOB_NAME,
      clientName: customer?.name ?? customerName,
      status: 'active',
      createdBy: ctx.caller.userId,
    })
    .returning({ id: projects.id });
  if (!job) throw new Error('opening job insert returned no row');
  return job.id;
}

/**
 * The customer's "Opening balances" job found again: one a rolled-back import cancelled is active
 * again, recorded as updated (a rollback cancels it again).
 */
async function reopenOpeningJob(ctx: TStageContext, jobId: string): Promise<void> {
  const org = ctx.caller.organizationId;
  const [job] = await ctx.tx
    .select({ status: projects.status, customer: projects.clientName })
    .from(projects)
    .where(and(eq(projects.organizationId, org), eq(projects.id, jobId)));
  if (job?.status !== 'cancelled') return;
  await ctx.tx
    .update(projects)
    .set({ status: 'active', updatedAt: new Date() })
    .where(and(eq(projects.organizationId, org), eq(projects.id, jobId)));
  await ctx.record({
    entityType: 'job',
    entityId: jobId,
    action: 'updated',
    naturalKey: jobKey(job.customer, OPENING_JOB_NAME),
    before: { status: job.status },
  });
}

/** The opening document: approved, the next number of its job, dated as the source dates it. */
async function insertOpeningApplication(
  ctx: TStageContext,
  doc: TSourceOpenDocument,
  customerId: string,
  jobId: string,
): Promise<string> {
  const org = ctx.caller.organizationId;
  const [max] = rowsOf<{ n: number }>(
    await ctx.tx.execute(sql`select coalesce(max(application_number), 0)::int as n from pay_applications
      where organization_id = ${org} and job_id = ${jobId}`),
  );
  const [row] = await ctx.tx
    .insert(payApplications)
    .values({
      organizationId: org,
      jobId,
      customerId,
      applicationNumber: (max?.n ?? 0) + 1,
      kind: 'opening',
      periodTo: doc.date,
      applicationDate: doc.date,
      dueDate: dueDateOf(doc),
      status: 'approved',
      currentDueCents: doc.openCents,
      periodGrossCents: doc.openCents + doc.retainageCents,
      periodRetainageCents: doc.retainageCents,
      sourceNumber: doc.number.trim(),
      approvedAt: new Date(),
      approvedBy: ctx.caller.userId,
      createdBy: ctx.caller.userId,
    })
    .returning({ id: payApplications.id });
  if (!row) throw new Error('opening invoice insert returned no row');
  return row.id;
}

export const openInvoicesStage = cutoverStage(STAGE, (ctx) => ctx.model.openInvoices.length, runOpenInvoices);
