import type { TStatementImport } from '@groundwork/shared';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { StatementErrors } from './bank-statements.errors.ts';

type TImportRow = {
  id: string;
  format: TStatementImport['format'];
  file_name: string;
  size_bytes: number;
  period_start: string | null;
  period_end: string | null;
  opening_balance_cents: string | null;
  closing_balance_cents: string | null;
  line_count: number;
  new_count: number;
  duplicate_count: number;
  created_at: string | Date;
  created_by_name: string | null;
};

const cents = (v: string | null) => (v === null ? null : Number(v));

async function selectImports(tx: Db, organizationId: string, where: SQL): Promise<TStatementImport[]> {
  const rows = rowsOf<TImportRow>(
    await tx.execute(sql`
      select i.id, i.format, i.file_name, i.size_bytes, i.period_start::text as period_start,
        i.period_end::text as period_end, i.opening_balance_cents::text as opening_balance_cents,
        i.closing_balance_cents::text as closing_balance_cents, i.line_count, i.new_count, i.duplicate_count,
        i.created_at, p.full_name as created_by_name
      from bank_statement_imports i
      left join profiles p on p.id = i.created_by
      where i.organization_id = ${organizationId} and ${where}
      order by i.created_at desc, i.id desc`),
  );
  return rows.map((r) => ({
    id: r.id,
    format: r.format,
    file_name: r.file_name,
    size_bytes: Number(r.size_bytes),
    period_start: r.period_start,
    period_end: r.period_end,
    opening_balance_cents: cents(r.opening_balance_cents),
    closing_balance_cents: cents(r.closing_balance_cents),
    line_count: Number(r.line_count),
    new_count: Number(r.new_count),
    duplicate_count: Number(r.duplicate_count),
    created_at: new Date(r.created_at).toISOString(),
    created_by_name: r.created_by_name,
  }));
}

/** An account's imports (files and statements entered by hand), newest first. */
export function findStatementImports(
  tx: Db,
  organizationId: string,
  bankAccountId: string,
): Promise<TStatementImport[]> {
  return selectImports(tx, organizationId, sql`i.bank_account_id = ${bankAccountId}`);
}

/** One import of the company, or 404. */
export async function loadStatementImport(
  tx: Db,
  organizationId: string,
  id: string,
): Promise<TStatementImport> {
  const [found] = await selectImports(tx, organizationId, sql`i.id = ${id}`);
  if (!found) throw StatementErrors.importNotFound();
  return found;
}

export type TStatementFile = { bytes: Uint8Array; fileName: string; contentType: string };

const CONTENT_TYPES: Record<string, string> = {
  ofx: 'application/x-ofx',
  qfx: 'application/vnd.intu.qfx',
  csv: 'text/csv',
  camt053: 'application/xml',
  bai2: 'text/plain',
};

/** The original file of an import, byte for byte (404 for an import, or a statement entered by hand). */
export async function readStatementFile(tx: Db, organizationId: string, id: string): Promise<TStatementFile> {
  const [row] = rowsOf<{ format: string; file_name: string; file_bytes: Uint8Array | null }>(
    await tx.execute(sql`
      select format, file_name, file_bytes from bank_statement_imports
      where organization_id = ${organizationId} and id = ${id}`),
  );
  if (!row) throw StatementErrors.importNotFound();
  if (!row.file_bytes) throw StatementErrors.fileMissing();
  return {
    bytes: new Uint8Array(row.file_bytes),
    fileName: row.file_name || 'statement',
    contentType: CONTENT_TYPES[row.format] ?? 'application/octet-stream',
  };
}
