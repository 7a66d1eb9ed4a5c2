import {
  buildWh347,
  diffWh347,
  type TCertifiedReport,
  type TMakeCertifiedReport,
  type TUpdateCertifiedReport,
  type TWh347Content,
} from '@groundwork/shared';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { certifiedPayrollReports } from '../../db/schema/index.ts';
import { audit } from '../../lib/audit.ts';
import {
  contentOf,
  findReportRow,
  lockReportRow,
  reportJson,
  type TReportRow,
} from './certified-report-json.ts';
import { CertifiedReportErrors } from './certified-reports.errors.ts';
import { assertReadsJob, officerOf, type TReportCaller } from './report-access.ts';
import {
  assertWeekEnding,
  findCertifiedJob,
  loadWh347Source,
  type TCertifiedJobRow,
  workweekStartDay,
} from './wh347-source.ts';

const R = certifiedPayrollReports;
const isChangeable = (row: TReportRow) => row.status === 'draft' || row.status === 'reviewed';

function log(tx: Db, caller: TReportCaller, action: string, id: string, before: unknown, after: unknown) {
  return audit(tx, {
    organizationId: caller.organizationId,
    actorId: caller.userId,
    action: `certified_report.${action}`,
    entity: 'certified_payroll_report',
    entityId: id,
    before: before ?? null,
    after: after ?? null,
    requestId: caller.requestId,
  });
}

const auditView = (row: TReportRow) => ({
  job_id: row.jobId,
  week_ending: row.weekEnding,
  payroll_number: row.payrollNumber,
  revision: row.revision,
  status: row.status,
  is_final: row.isFinal,
  project_gross_cents: (row.content as TWh347Content | null)?.totals.project_gross_cents ?? null,
});

/** The report's content from payroll as it stands now (and, for an amendment, what it changes). */
async function contentFor(
  tx: Db,
  organizationId: string,
  job: TCertifiedJobRow,
  weekEnding: string,
  payrollNumber: number,
  isFinal: boolean,
) {
  return buildWh347(await loadWh347Source(tx, organizationId, job, weekEnding, { payrollNumber, isFinal }));
}

/** The latest revision of each week's report on the job, keyed by week ending. */
async function latestOfWeek(
  tx: Db,
  org: string,
  jobId: string,
  weekEnding: string,
): Promise<TReportRow | null> {
  const [row] = await tx
    .select()
    .from(R)
    .where(and(eq(R.organizationId, org), eq(R.jobId, jobId), eq(R.weekEnding, weekEnding)))
    .orderBy(desc(R.revision))
    .limit(1)
    .for('update');
  return row ?? null;
}

/**
 * Makes the week's report, or makes its draft again from payroll as it stands:
 *   1. the job is a prevailing-wage job the caller reads; the date ends the company's workweek;
 *   2. the week's latest revision: a draft or reviewed one is made again (back to draft); a signed one
 *      is refused (amend it);
 *   3. a new week takes the next payroll number, refused when a later week already has a report (the
 *      numbers run in week order);
 *   4. a week without posted work on the job is a "no work" report when the job asks for them;
 *   5. the content is built (pure builder), an amendment's changes against the report it amends are
 *      worked out again; audited.
 */
export async function makeCertifiedReport(
  tx: Db,
  caller: TReportCaller,
  input: TMakeCertifiedReport,
): Promise<{ report: TCertifiedReport; created: boolean }> {
  const org = caller.organizationId;
  // 1.
  const job = await findCertifiedJob(tx, org, input.job_id);
  assertReadsJob(caller, job);
  assertWeekEnding(input.week_ending, await workweekStartDay(tx, org));
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`wh347:${job.id}`}))`);

  // 2.
  const existing = await latestOfWeek(tx, org, job.id, input.week_ending);
  if (existing) {
    if (!isChangeable(existing)) throw CertifiedReportErrors.notDraft();
    const isFinal = input.is_final ?? existing.isFinal;
    const content = await contentFor(tx, org, job, existing.weekEnding, existing.payrollNumber, isFinal);
    if (content.rows.length === 0 && !job.wants_no_work_weeks && existing.revision === 0)
      throw CertifiedReportErrors.noWork(input.week_ending);
    const changes = existing.amendsId
      ? diffWh347(contentOf(await findReportRow(tx, org, existing.amendsId)), content)
      : null;
    const [row] = await tx
      .update(R)
      .set({
        content,
        changes,
        isFinal,
        isNoWork: content.rows.length === 0,
        status: 'draft',
        reviewedBy: null,
        reviewedAt: null,
        updatedAt: new Date(),
      })
      .where(eq(R.id, existing.id))
      .returning();
    if (!row) throw CertifiedReportErrors.notFound();
    await log(tx, caller, 'regenerate', row.id, auditView(existing), auditView(row));
    return { report: await reportJson(tx, caller, row), created: false };
  }

  // 3.
  const [later] = await tx
    .select({ weekEnding: R.weekEnding, payrollNumber: R.payrollNumber })
    .from(R)
    .where(and(eq(R.organizationId, org), eq(R.jobId, job.id), gt(R.weekEnding, input.week_ending)))
    .orderBy(R.weekEnding)
    .limit(1);
  if (later) throw CertifiedReportErrors.laterWeekExists(later.weekEnding, later.payrollNumber);
  const [last] = await tx
    .select({ n: sql<number>`coalesce(max(${R.payrollNumber}), 0)` })
    .from(R)
    .where(and(eq(R.organizationId, org), eq(R.jobId, job.id)));
  const payrollNumber = Number(last?.n ?? 0) + 1;

  // 4.
  const isFinal = input.is_final ?? false;
  const content = await contentFor(tx, org, job, input.week_ending, payrollNumber, isFinal);
  if (content.rows.length === 0 && !job.wants_no_work_weeks)
    throw CertifiedReportErrors.noWork(input.week_ending);

  // 5.
  const [row] = await tx
    .insert(R)
    .values({
      organizationId: org,
      jobId: job.id,
      weekEnding: input.week_ending,
      payrollNumber,
      isFinal,
      isNoWork: content.rows.length === 0,
      layout: job.wh347_layout,
      content,
      createdBy: caller.userId,
    })
    .returning();
  if (!row) throw CertifiedReportErrors.notFound();
  await log(tx, caller, 'make', row.id, null, auditView(row));
  return { report: await reportJson(tx, caller, row), created: true };
}

/** Changes a draft's statement of compliance (remarks, exceptions, fringes), its "Final" mark or layout. */
export async function updateCertifiedReport(
  tx: Db,
  caller: TReportCaller,
  id: string,
  input: TUpdateCertifiedReport,
): Promise<TCertifiedReport> {
  const org = caller.organizationId;
  const before = await lockReportRow(tx, org, id);
  const job = await findCertifiedJob(tx, org, before.jobId);
  assertReadsJob(caller, job);
  if (!isChangeable(before)) throw CertifiedReportErrors.notDraft();
  const content = contentOf(before);
  const isFinal = input.is_final ?? before.isFinal;
  const [row] = await tx
    .update(R)
    .set({
      ...(input.remarks !== undefined ? { remarks: input.remarks?.trim() || null } : {}),
      ...(input.exceptions !== undefined ? { exceptions: input.exceptions } : {}),
      ...(input.fringe_payment !== undefined ? { fringePayment: input.fringe_payment } : {}),
      ...(input.layout !== undefined ? { layout: input.layout } : {}),
      isFinal,
      content: { ...content, header: { ...content.header, is_final: isFinal } },
      status: 'draft',
      reviewedBy: null,
      reviewedAt: null,
      updatedAt: new Date(),
    })
    .where(eq(R.id, id))
    .returning();
  if (!row) throw CertifiedReportErrors.notFound();
  await log(
    tx,
    caller,
    'update',
    id,
    { ...auditView(before), remarks: before.remarks },
    { ...auditView(row), ...input },
  );
  return reportJson(tx, caller, row);
}

/** Draft → reviewed: someone who prepares certified payroll has checked it. */
export async function reviewCertifiedReport(
  tx: Db,
  caller: TReportCaller,
  id: string,
): Promise<TCertifiedReport> {
  const org = caller.organizationId;
  const before = await lockReportRow(tx, org, id);
  assertReadsJob(caller, await findCertifiedJob(tx, org, before.jobId));
  if (before.status !== 'draft') throw CertifiedReportErrors.notReviewable();
  const [row] = await tx
    .update(R)
    .set({ status: 'reviewed', reviewedBy: caller.userId, reviewedAt: new Date(), updatedAt: new Date() })
    .where(eq(R.id, id))
    .returning();
  if (!row) throw CertifiedReportErrors.notFound();
  await log(tx, caller, 'review', id, auditView(before), auditView(row));
  return reportJson(tx, caller, row);
}

/**
 * Reviewed → signed by a certifying officer: the typed name, the user, the time and the officer's
 * title; from then on the database refuses any change to the content (trigger, SQLSTATE CP001).
 */
export async function signCertifiedReport(
  tx: Db,
  caller: TReportCaller,
  id: string,
  typedName: string,
): Promise<TCertifiedReport> {
  const org = caller.organizationId;
  const before = await lockReportRow(tx, org, id);
  const officer = await officerOf(tx, caller);
  if (!officer) throw CertifiedReportErrors.notOfficer();
  if (before.status !== 'reviewed') throw CertifiedReportErrors.notSignable();
  const [row] = await tx
    .update(R)
    .set({
      status: 'signed',
      signerUserId: caller.userId,
      signerName: typedName.trim(),
      signerTitle: officer.title,
      signedAt: new Date(),
      updatedAt: new Date(),
    })
    .where(eq(R.id, id))
    .returning();
  if (!row) throw CertifiedReportErrors.notFound();
  await log(tx, caller, 'sign', id, auditView(before), {
    ...auditView(row),
    signer_name: row.signerName,
    signer_title: row.signerTitle,
  });
  return reportJson(tx, caller, row);
}

/** Signed → submitted: the date and to whom (the contracting agency, the prime). */
export async function submitCertifiedReport(
  tx: Db,
  caller: TReportCaller,
  id: string,
  input: { submitted_on: string; submitted_to: string },
): Promise<TCertifiedReport> {
  const org = caller.organizationId;
  const before = await lockReportRow(tx, org, id);
  assertReadsJob(caller, await findCertifiedJob(tx, org, before.jobId));
  if (before.status !== 'signed') throw CertifiedReportErrors.notSubmittable();
  const [row] = await tx
    .update(R)
    .set({
      status: 'submitted',
      submittedOn: input.submitted_on,
      submittedTo: input.submitted_to.trim(),
      updatedAt: new Date(),
    })
    .where(eq(R.id, id))
    .returning();
  if (!row) throw CertifiedReportErrors.notFound();
  await log(tx, caller, 'submit', id, auditView(before), { ...auditView(row), ...input });
  return reportJson(tx, caller, row);
}

/**
 * A correction of a signed report: revision n + 1 of the same payroll number, a draft made from payroll
 * as it stands now, with `changes` = what differs from the report it amends (rows added or removed,
 * figures changed). Only the latest revision is amended, and only once at a time.
 */
export async function amendCertifiedReport(
  tx: Db,
  caller: TReportCaller,
  id: string,
): Promise<TCertifiedReport> {
  const org = caller.organizationId;
  const original = await lockReportRow(tx, org, id);
  const job = await findCertifiedJob(tx, org, original.jobId);
  assertReadsJob(caller, job);
  if (original.status !== 'signed' && original.status !== 'submitted')
    throw CertifiedReportErrors.notAmendable();
  const latest = await latestOfWeek(tx, org, original.jobId, original.weekEnding);
  if (latest && latest.revision > original.revision)
    throw CertifiedReportErrors.alreadyAmended(latest.revision);
  const content = await contentFor(
    tx,
    org,
    job,
    original.weekEnding,
    original.payrollNumber,
    original.isFinal,
  );
  const [row] = await tx
    .insert(R)
    .values({
      organizationId: org,
      jobId: original.jobId,
      weekEnding: original.weekEnding,
      payrollNumber: original.payrollNumber,
      revision: original.revision + 1,
      amendsId: original.id,
      isFinal: original.isFinal,
      isNoWork: content.rows.length === 0,
      layout: original.layout,
      content,
      changes: diffWh347(contentOf(original), content),
      remarks: original.remarks,
      exceptions: original.exceptions,
      fringePayment: original.fringePayment,
      createdBy: caller.userId,
    })
    .returning();
  if (!row) throw CertifiedReportErrors.notFound();
  await log(tx, caller, 'amend', row.id, auditView(original), { ...auditView(row), changes: row.changes });
  return reportJson(tx, caller, row);
}
