import { createHash } from 'node:crypto';
import type { TStatementImportResult, TStatementPreview } from '@groundwork/shared';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { bankStatementImports } from '../../db/schema/index.ts';
import type { TenantCaller } from '../../lib/api-route.ts';
import { audit } from '../../lib/audit.ts';
import { findBankAccountRow } from '../bank-accounts/save-bank-account.ts';
import { autoMatchAccount } from '../bank-matching/auto-match.ts';
import { StatementErrors } from './bank-statements.errors.ts';
import { existingKeys, type TStatementContent } from './statement-content.ts';
import { loadStatementImport } from './statement-imports.ts';

/** Lines written per statement: one parameter (a JSON array) each, whatever the file's length. */
const INSERT_CHUNK = 1000;

/** What importing the statement would do, line by line; nothing is written. */
export async function previewStatement(
  tx: Db,
  organizationId: string,
  bankAccountId: string,
  content: TStatementContent,
): Promise<TStatementPreview> {
  const known = await existingKeys(
    tx,
    organizationId,
    bankAccountId,
    content.lines.map((l) => l.dedupeKey),
  );
  const duplicateCount = content.lines.filter((l) => known.has(l.dedupeKey)).length;
  const total = content.lines.reduce((sum, l) => sum + l.amount_cents, 0);
  return {
    format: content.format,
    file_name: content.fileName,
    encoding: content.encoding,
    line_count: content.lines.length,
    period_start: content.periodStart,
    period_end: content.periodEnd,
    opening_balance_cents: content.openingBalanceCents,
    closing_balance_cents: content.closingBalanceCents,
    computed_closing_cents: content.openingBalanceCents === null ? null : content.openingBalanceCents + total,
    account_hint: content.accountHint,
    new_count: content.lines.length - duplicateCount,
    duplicate_count: duplicateCount,
    error_count: content.errors.length,
    errors: content.errors,
    lines: content.lines.map((l) => ({
      line_number: l.line_number,
      posted_date: l.posted_date,
      amount_cents: l.amount_cents,
      kind: l.kind,
      check_number: l.check_number,
      bank_reference: l.bank_reference,
      payee: l.payee,
      memo: l.memo,
      duplicate: known.has(l.dedupeKey),
    })),
  };
}

export type TImportSource = { bytes: Uint8Array | null };

/**
 * Imports a statement in the caller's transaction:
 * 1. a statement with errors is refused whole (400 statement_invalid, every error with its line);
 * 2. the account is locked, so two imports of one account count their duplicates one after the other;
 * 3. the import row keeps the original bytes, their SHA-256, the period, balances and counts;
 * 4. the lines go in by chunks; a line whose dedupe key the account holds already is skipped
 *    (ON CONFLICT DO NOTHING), so the same file twice adds nothing and overlapping files add only the new;
 * 5. auto-matching (amount + check number) runs over the account's unmatched lines;
 * 6. audited.
 */
export async function importStatement(
  tx: Db,
  caller: TenantCaller,
  bankAccountId: string,
  content: TStatementContent,
  source: TImportSource,
): Promise<TStatementImportResult> {
  if (content.errors.length > 0) throw StatementErrors.invalid(content.errors);
  const org = caller.organizationId;
  await findBankAccountRow(tx, org, bankAccountId, { lock: true });

  const known = await existingKeys(
    tx,
    org,
    bankAccountId,
    content.lines.map((l) => l.dedupeKey),
  );
  const fresh = content.lines.filter((l) => !known.has(l.dedupeKey));
  const bytes = source.bytes;
  const sha256 = bytes ? createHash('sha256').update(bytes).digest('hex') : null;
  const [created] = await tx
    .insert(bankStatementImports)
    .values({
      organizationId: org,
      bankAccountId,
      format: content.format,
      fileName: content.fileName,
      fileBytes: bytes,
      fileSha256: sha256,
      sizeBytes: bytes?.byteLength ?? 0,
      encoding: content.encoding,
      periodStart: content.periodStart,
      periodEnd: content.periodEnd,
      openingBalanceCents: content.openingBalanceCents,
      closingBalanceCents: content.closingBalanceCents,
      lineCount: content.lines.length,
      newCount: fresh.length,
      duplicateCount: content.lines.length - fresh.length,
      createdBy: caller.userId,
    })
    .returning({ id: bankStatementImports.id });
  if (!created) throw new Error('statement import insert returned no row');

  let inserted = 0;
  for (let start = 0; start < fresh.length; start += INSERT_CHUNK) {
    const chunk = fresh.slice(start, start + INSERT_CHUNK).map((l) => ({
      posted_date: l.posted_date,
      amount_cents: l.amount_cents,
      kind: l.kind,
      check_number: l.check_number,
      bank_reference: l.bank_reference,
      payee: l.payee,
      memo: l.memo,
      raw: l.raw,
      occurrence: l.occurrence,
      dedupe_key: l.dedupeKey,
    }));
    const rows = rowsOf<{ id: string }>(
      await tx.execute(sql`
        insert into bank_statement_lines (organization_id, bank_account_id, import_id, posted_date, amount_cents,
          kind, check_number, bank_reference, payee, memo, raw, occurrence, dedupe_key, created_by)
        select ${org}, ${bankAccountId}, ${created.id}, x.posted_date, x.amount_cents, x.kind, x.check_number,
          x.bank_reference, x.payee, x.memo, x.raw, x.occurrence, x.dedupe_key, ${caller.userId}
        from jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb) as x(posted_date date, amount_cents bigint,
          kind text, check_number text, bank_reference text, payee text, memo text, raw text, occurrence int,
          dedupe_key text)
        on conflict (organization_id, bank_account_id, dedupe_key) do nothing
        returning id`),
    );
    inserted += rows.length;
  }
  // Another import of the account cannot run meanwhile (the lock), so this only guards the counts.
  if (inserted !== fresh.length) {
    await tx.execute(sql`
      update bank_statement_imports set new_count = ${inserted}, duplicate_count = ${content.lines.length - inserted}
      where organization_id = ${org} and id = ${created.id}`);
  }

  const { matched } = await autoMatchAccount(tx, org, bankAccountId, caller.userId);
  const summary = await loadStatementImport(tx, org, created.id);
  await audit(tx, {
    organizationId: org,
    actorId: caller.userId,
    action: content.format === 'manual' ? 'enter_bank_statement' : 'import_bank_statement',
    entity: 'bank_statement_imports',
    entityId: created.id,
    after: {
      bank_account_id: bankAccountId,
      format: content.format,
      file_name: content.fileName,
      file_sha256: sha256,
      line_count: content.lines.length,
      new_count: summary.new_count,
      duplicate_count: summary.duplicate_count,
      matched_count: matched,
    },
    requestId: caller.requestId,
  });
  return {
    import: summary,
    new_count: summary.new_count,
    duplicate_count: summary.duplicate_count,
    error_count: 0,
    matched_count: matched,
  };
}
