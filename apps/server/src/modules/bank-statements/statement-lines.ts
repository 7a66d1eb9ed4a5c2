import type { TBankStatementLine, TBankStatementLinesQuery } from '@groundwork/shared';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import type { TenantCaller } from '../../lib/api-route.ts';
import { audit } from '../../lib/audit.ts';
import { containsPattern } from '../../lib/db-errors.ts';
import { StatementErrors } from './bank-statements.errors.ts';

type TLineRow = {
  id: string;
  posted_date: string;
  amount_cents: string;
  kind: TBankStatementLine['kind'];
  check_number: string | null;
  bank_reference: string | null;
  payee: string;
  memo: string;
  import_id: string | null;
  match_id: string | null;
  reconciled: boolean;
};

const LINE_COLUMNS = sql`
  s.id, s.posted_date::text as posted_date, s.amount_cents::text as amount_cents, s.kind, s.check_number,
  s.bank_reference, s.payee, s.memo, s.import_id, ml.match_id,
  coalesce(r.status = 'finished', false) as reconciled`;

const LINE_JOINS = sql`
  left join bank_match_lines ml on ml.statement_line_id = s.id
  left join bank_matches m on m.id = ml.match_id
  left join bank_reconciliations r on r.id = m.reconciliation_id`;

function lineJson(r: TLineRow): TBankStatementLine {
  return {
    id: r.id,
    posted_date: r.posted_date,
    amount_cents: Number(r.amount_cents),
    kind: r.kind,
    check_number: r.check_number,
    bank_reference: r.bank_reference,
    payee: r.payee,
    memo: r.memo,
    import_id: r.import_id,
    match_id: r.match_id,
    reconciled: Boolean(r.reconciled),
  };
}

/** A page of an account's statement lines, newest first, by state, dates and text. */
export async function findStatementLines(
  tx: Db,
  organizationId: string,
  bankAccountId: string,
  query: TBankStatementLinesQuery,
): Promise<{ items: TBankStatementLine[]; total: number }> {
  const conditions: SQL[] = [
    sql`s.organization_id = ${organizationId}`,
    sql`s.bank_account_id = ${bankAccountId}`,
  ];
  if (query.state === 'unmatched') conditions.push(sql`ml.match_id is null`);
  if (query.state === 'matched') conditions.push(sql`ml.match_id is not null`);
  if (query.from) conditions.push(sql`s.posted_date >= ${query.from}::date`);
  if (query.to) conditions.push(sql`s.posted_date <= ${query.to}::date`);
  if (query.q) {
    const pattern = containsPattern(query.q);
    conditions.push(sql`(s.payee ilike ${pattern} or s.memo ilike ${pattern}
      or s.check_number ilike ${pattern} or s.bank_reference ilike ${pattern})`);
  }
  const where = sql.join(conditions, sql` and `);
  const [count] = rowsOf<{ total: number }>(
    await tx.execute(sql`
      select count(*)::int as total from bank_statement_lines s
      left join bank_match_lines ml on ml.statement_line_id = s.id
      where ${where}`),
  );
  const rows = rowsOf<TLineRow>(
    await tx.execute(sql`
      select ${LINE_COLUMNS} from bank_statement_lines s ${LINE_JOINS}
      where ${where}
      order by s.posted_date desc, s.created_at desc, s.id
      limit ${query.page_size} offset ${(query.page - 1) * query.page_size}`),
  );
  return { items: rows.map(lineJson), total: Number(count?.total ?? 0) };
}

/** One statement line of the company, or 404. */
export async function loadStatementLine(
  tx: Db,
  organizationId: string,
  id: string,
): Promise<TBankStatementLine> {
  const [row] = rowsOf<TLineRow>(
    await tx.execute(sql`
      select ${LINE_COLUMNS} from bank_statement_lines s ${LINE_JOINS}
      where s.organization_id = ${organizationId} and s.id = ${id}`),
  );
  if (!row) throw StatementErrors.lineNotFound();
  return lineJson(row);
}

/**
 * Deletes a statement line entered or imported by mistake; a matched line is refused (409 `matched`):
 * unmatch it first (and a line cleared in a finished reconciliation cannot go at all — the database
 * refuses, RC001).
 */
export async function deleteStatementLine(tx: Db, caller: TenantCaller, id: string): Promise<void> {
  const org = caller.organizationId;
  // Locked first: a match being made of it meanwhile waits, then sees it gone (or this sees the match).
  await tx.execute(
    sql`select id from bank_statement_lines where organization_id = ${org} and id = ${id} for update`,
  );
  const line = await loadStatementLine(tx, org, id);
  if (line.match_id) throw StatementErrors.lineMatched();
  await tx.execute(sql`delete from bank_statement_lines where organization_id = ${org} and id = ${id}`);
  await audit(tx, {
    organizationId: org,
    actorId: caller.userId,
    action: 'delete_bank_statement_line',
    entity: 'bank_statement_lines',
    entityId: id,
    before: line,
    requestId: caller.requestId,
  });
}
