import { type TAchFile, type TNachaFile, yymmdd } from '@groundwork/shared';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { achFiles, payrollRuns, profiles } from '../../db/schema/index.ts';
import type { TenantCaller } from '../../lib/api-route.ts';
import { audit } from '../../lib/audit.ts';
import { AchFileErrors } from './ach-files.errors.ts';

const MODIFIERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/**
 * The next file id modifier of the company's day: A for the first file created that day, then B, C …
 * The day is read from the files themselves (file header positions 24–29, YYMMDD), so it is the date
 * the bank sees. The caller holds the payroll settings row locked.
 */
export async function nextFileIdModifier(tx: Db, organizationId: string, today: string): Promise<string> {
  const rows = await tx
    .select({ modifier: achFiles.fileIdModifier })
    .from(achFiles)
    .where(
      and(
        eq(achFiles.organizationId, organizationId),
        sql`substr(${achFiles.content}, 24, 6) = ${yymmdd(today)}`,
      ),
    );
  const used = new Set(rows.map((r) => r.modifier));
  const next = [...MODIFIERS].find((m) => !used.has(m));
  if (!next) throw AchFileErrors.modifiersUsedUp();
  return next;
}

/** "PAYROLL-7-2026-07-02.ach", "PRENOTE-2026-07-02-B.ach". */
export function achFileName(file: {
  purpose: 'payroll' | 'prenote';
  runNumber: number | null;
  effectiveDate: string;
  fileIdModifier: string;
}): string {
  return file.purpose === 'payroll'
    ? `PAYROLL-${file.runNumber ?? 0}-${file.effectiveDate}.ach`
    : `PRENOTE-${file.effectiveDate}-${file.fileIdModifier}.ach`;
}

/** Stores the file byte for byte with its totals, and audits it, in the caller's transaction. */
export async function storeAchFile(
  tx: Db,
  caller: TenantCaller,
  values: {
    purpose: 'payroll' | 'prenote';
    runId: string | null;
    effectiveDate: string;
    fileIdModifier: string;
    file: TNachaFile;
    auditAfter: Record<string, unknown>;
  },
): Promise<string> {
  const [row] = await tx
    .insert(achFiles)
    .values({
      organizationId: caller.organizationId,
      runId: values.runId,
      purpose: values.purpose,
      effectiveDate: values.effectiveDate,
      fileIdModifier: values.fileIdModifier,
      entryCount: values.file.entryCount,
      entryHash: values.file.entryHash,
      totalCreditCents: values.file.totalCreditCents,
      totalDebitCents: values.file.totalDebitCents,
      content: values.file.content,
      createdBy: caller.userId,
    })
    .returning({ id: achFiles.id });
  if (!row) throw new Error('ach file insert returned nothing');
  // Totals and hash only: never an account number in the audit trail.
  await audit(tx, {
    organizationId: caller.organizationId,
    actorId: caller.userId,
    action: values.purpose === 'payroll' ? 'ach_file.create' : 'ach_file.prenote',
    entity: 'ach_file',
    entityId: row.id,
    after: {
      effective_date: values.effectiveDate,
      file_id_modifier: values.fileIdModifier,
      entry_count: values.file.entryCount,
      entry_hash: values.file.entryHash,
      total_credit_cents: values.file.totalCreditCents,
      total_debit_cents: values.file.totalDebitCents,
      ...values.auditAfter,
    },
    requestId: caller.requestId,
  });
  return row.id;
}

const listColumns = {
  id: achFiles.id,
  runId: achFiles.runId,
  runNumber: payrollRuns.runNumber,
  purpose: achFiles.purpose,
  effectiveDate: achFiles.effectiveDate,
  fileIdModifier: achFiles.fileIdModifier,
  entryCount: achFiles.entryCount,
  entryHash: achFiles.entryHash,
  totalCreditCents: achFiles.totalCreditCents,
  totalDebitCents: achFiles.totalDebitCents,
  createdAt: achFiles.createdAt,
  createdByName: sql<string | null>`coalesce(nullif(${profiles.fullName}, ''), ${profiles.email})`,
};

type TListRow = {
  id: string;
  runId: string | null;
  runNumber: number | null;
  purpose: 'payroll' | 'prenote';
  effectiveDate: string;
  fileIdModifier: string;
  entryCount: number;
  entryHash: string;
  totalCreditCents: number;
  totalDebitCents: number;
  createdAt: Date;
  createdByName: string | null;
};

function toJson(r: TListRow): TAchFile {
  return {
    id: r.id,
    run_id: r.runId,
    run_number: r.runNumber,
    purpose: r.purpose,
    effective_date: r.effectiveDate,
    file_id_modifier: r.fileIdModifier,
    entry_count: r.entryCount,
    entry_hash: r.entryHash,
    total_credit_cents: Number(r.totalCreditCents),
    total_debit_cents: Number(r.totalDebitCents),
    file_name: achFileName(r),
    created_at: new Date(r.createdAt).toISOString(),
    created_by_name: r.createdByName,
  };
}

/** The company's files, newest first: of one run, or of a purpose. */
export async function findAchFiles(
  tx: Db,
  organizationId: string,
  filter: { runId?: string; purpose?: 'payroll' | 'prenote'; id?: string },
): Promise<TAchFile[]> {
  const rows = await tx
    .select(listColumns)
    .from(achFiles)
    .leftJoin(payrollRuns, eq(payrollRuns.id, achFiles.runId))
    .leftJoin(profiles, eq(profiles.id, achFiles.createdBy))
    .where(
      and(
        eq(achFiles.organizationId, organizationId),
        filter.runId ? eq(achFiles.runId, filter.runId) : undefined,
        filter.purpose ? eq(achFiles.purpose, filter.purpose) : undefined,
        filter.id ? eq(achFiles.id, filter.id) : undefined,
      ),
    )
    .orderBy(desc(achFiles.createdAt), desc(achFiles.fileIdModifier))
    .limit(200);
  return rows.map(toJson);
}

/** The stored bytes and the download's name; 404 for another company's file. */
export async function achFileContent(
  tx: Db,
  organizationId: string,
  id: string,
): Promise<{ content: string; fileName: string }> {
  const [row] = await tx
    .select({
      content: achFiles.content,
      purpose: achFiles.purpose,
      runNumber: payrollRuns.runNumber,
      effectiveDate: achFiles.effectiveDate,
      fileIdModifier: achFiles.fileIdModifier,
    })
    .from(achFiles)
    .leftJoin(payrollRuns, eq(payrollRuns.id, achFiles.runId))
    .where(and(eq(achFiles.organizationId, organizationId), eq(achFiles.id, id)));
  if (!row) throw AchFileErrors.fileNotFound();
  return { content: row.content, fileName: achFileName(row) };
}
