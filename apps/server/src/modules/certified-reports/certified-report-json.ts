import {
  type TCertifiedReport,
  type TCertifiedReportSummary,
  type TWh347Changes,
  type TWh347Content,
  ZWh347Exception,
} from '@groundwork/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { certifiedPayrollReports, profiles } from '../../db/schema/index.ts';
import { CertifiedReportErrors } from './certified-reports.errors.ts';
import { mayPrepare, officerOf, type TReportCaller } from './report-access.ts';

export type TReportRow = typeof certifiedPayrollReports.$inferSelect;

/** The company's report, or 404. */
export async function findReportRow(tx: Db, organizationId: string, id: string): Promise<TReportRow> {
  const [row] = await tx
    .select()
    .from(certifiedPayrollReports)
    .where(
      and(eq(certifiedPayrollReports.organizationId, organizationId), eq(certifiedPayrollReports.id, id)),
    );
  if (!row) throw CertifiedReportErrors.notFound();
  return row;
}

/** The same, locked for a change in this transaction. */
export async function lockReportRow(tx: Db, organizationId: string, id: string): Promise<TReportRow> {
  const [row] = await tx
    .select()
    .from(certifiedPayrollReports)
    .where(
      and(eq(certifiedPayrollReports.organizationId, organizationId), eq(certifiedPayrollReports.id, id)),
    )
    .for('update');
  if (!row) throw CertifiedReportErrors.notFound();
  return row;
}

export const contentOf = (row: TReportRow) => row.content as TWh347Content;

export function reportSummary(row: TReportRow): TCertifiedReportSummary {
  const content = row.content as TWh347Content | null;
  return {
    id: row.id,
    job_id: row.jobId,
    week_ending: row.weekEnding,
    payroll_number: row.payrollNumber,
    revision: row.revision,
    amends_id: row.amendsId,
    is_final: row.isFinal,
    is_no_work: row.isNoWork,
    layout: row.layout,
    status: row.status,
    signer_name: row.signerName,
    signer_title: row.signerTitle,
    signed_at: row.signedAt?.toISOString() ?? null,
    submitted_on: row.submittedOn,
    submitted_to: row.submittedTo,
    project_gross_cents: content?.totals.project_gross_cents ?? 0,
    workers: content?.totals.workers ?? 0,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The report with its content, its revisions (every revision of its payroll number) and what the caller may do. */
export async function reportJson(tx: Db, caller: TReportCaller, row: TReportRow): Promise<TCertifiedReport> {
  const revisions = await tx
    .select()
    .from(certifiedPayrollReports)
    .where(
      and(
        eq(certifiedPayrollReports.organizationId, row.organizationId),
        eq(certifiedPayrollReports.jobId, row.jobId),
        eq(certifiedPayrollReports.payrollNumber, row.payrollNumber),
      ),
    )
    .orderBy(asc(certifiedPayrollReports.revision));
  const [reviewer] = row.reviewedBy
    ? await tx
        .select({ name: profiles.fullName, email: profiles.email })
        .from(profiles)
        .where(eq(profiles.id, row.reviewedBy))
    : [];
  const content = contentOf(row);
  const exceptions = ZWh347Exception.array().safeParse(row.exceptions);
  return {
    ...reportSummary(row),
    job_number: content.header.job_number,
    project_name: content.header.project_name,
    content,
    changes: (row.changes as TWh347Changes | null) ?? null,
    remarks: row.remarks,
    exceptions: exceptions.success ? exceptions.data : [],
    fringe_payment: row.fringePayment,
    reviewed_by_name: reviewer ? (reviewer.name ?? reviewer.email) : null,
    reviewed_at: row.reviewedAt?.toISOString() ?? null,
    revisions: revisions.map(reportSummary),
    can_prepare: mayPrepare(caller),
    can_sign: row.status === 'reviewed' && (await officerOf(tx, caller)) !== null,
  };
}
