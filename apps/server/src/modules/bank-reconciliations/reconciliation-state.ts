import {
  reconciliationFigures,
  type TRecBookItem,
  type TReconciliation,
  type TReconciliationFigures,
  type TReconciliationReport,
  type TReconciliationStatus,
  type TRecStatementLine,
} from '@groundwork/shared';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { isBookItemLine, loadBookItems, type TBookItemRow } from '../bank-matching/book-items.ts';
import { ReconciliationErrors } from './bank-reconciliations.errors.ts';

/** A reconciliation as stored, with its bank account and GL account. */
export type TReconciliationRow = {
  id: string;
  bankAccountId: string;
  bankAccountName: string;
  bankName: string;
  lastFour: string | null;
  gl: { id: string; number: string; name: string };
  openingBalanceCents: number;
  openingBalanceDate: string | null;
  statementDate: string;
  beginningBalanceCents: number;
  endingBalanceCents: number;
  status: TReconciliationStatus;
  importId: string | null;
  adjustmentEntryId: string | null;
  adjustmentReason: string | null;
  report: TReconciliationReport | null;
  finishedAt: string | null;
  finishedByName: string | null;
  createdAt: string;
  isLatestFinished: boolean;
};

type TRaw = {
  id: string;
  bank_account_id: string;
  bank_account_name: string;
  bank_name: string;
  last_four: string | null;
  gl_account_id: string;
  gl_number: string;
  gl_name: string;
  opening_balance_cents: string | number;
  opening_balance_date: string | null;
  statement_date: string;
  beginning_balance_cents: string | number;
  ending_balance_cents: string | number;
  status: TReconciliationStatus;
  import_id: string | null;
  adjustment_entry_id: string | null;
  adjustment_reason: string | null;
  report: TReconciliationReport | string | null;
  finished_at: string | null;
  finished_by_name: string | null;
  created_at: string;
  is_latest_finished: boolean;
};

const toRow = (r: TRaw): TReconciliationRow => ({
  id: r.id,
  bankAccountId: r.bank_account_id,
  bankAccountName: r.bank_account_name,
  bankName: r.bank_name,
  lastFour: r.last_four,
  gl: { id: r.gl_account_id, number: r.gl_number, name: r.gl_name },
  openingBalanceCents: Number(r.opening_balance_cents),
  openingBalanceDate: r.opening_balance_date,
  statementDate: r.statement_date,
  beginningBalanceCents: Number(r.beginning_balance_cents),
  endingBalanceCents: Number(r.ending_balance_cents),
  status: r.status,
  importId: r.import_id,
  adjustmentEntryId: r.adjustment_entry_id,
  adjustmentReason: r.adjustment_reason,
  report: typeof r.report === 'string' ? (JSON.parse(r.report) as TReconciliationReport) : r.report,
  finishedAt: r.finished_at ? new Date(r.finished_at).toISOString() : null,
  finishedByName: r.finished_by_name,
  createdAt: new Date(r.created_at).toISOString(),
  isLatestFinished: r.is_latest_finished === true,
});

/** Reconciliations of the organization matching `where` (on `r`), newest statement first. */
export async function selectReconciliations(
  tx: Db,
  organizationId: string,
  where: SQL,
  options: { lock?: boolean } = {},
): Promise<TReconciliationRow[]> {
  const rows = rowsOf<TRaw>(
    await tx.execute(sql`
      select r.id, r.bank_account_id, a.name as bank_account_name, a.bank_name, a.last_four,
             a.gl_account_id, g.account_number as gl_number, g.account_name as gl_name,
             a.opening_balance_cents, to_char(a.opening_balance_date, 'YYYY-MM-DD') as opening_balance_date,
             to_char(r.statement_date, 'YYYY-MM-DD') as statement_date, r.beginning_balance_cents,
             r.ending_balance_cents, r.status, r.import_id, r.adjustment_entry_id, r.adjustment_reason, r.report,
             to_json(r.finished_at)#>>'{}' as finished_at, p.full_name as finished_by_name,
             to_json(r.created_at)#>>'{}' as created_at,
             (r.status = 'finished' and not exists (
               select 1 from bank_reconciliations later
               where later.organization_id = r.organization_id and later.bank_account_id = r.bank_account_id
                 and later.status = 'finished' and later.statement_date > r.statement_date
             )) as is_latest_finished
      from bank_reconciliations r
      join bank_accounts a on a.organization_id = r.organization_id and a.id = r.bank_account_id
      join chart_of_accounts g on g.organization_id = a.organization_id and g.id = a.gl_account_id
      left join profiles p on p.id = r.finished_by
      where r.organization_id = ${organizationId} and ${where}
      order by r.statement_date desc, r.created_at desc
      ${options.lock ? sql`for update of r` : sql``}`),
  );
  return rows.map(toRow);
}

/** One reconciliation of the organization (404 otherwise); `lock` holds it until commit. */
export async function loadReconciliation(
  tx: Db,
  organizationId: string,
  id: string,
  options: { lock?: boolean } = {},
): Promise<TReconciliationRow> {
  const [row] = await selectReconciliations(tx, organizationId, sql`r.id = ${id}`, options);
  if (!row) throw ReconciliationErrors.notFound();
  return row;
}

/** Locks the bank account's row: reconciliation changes of one account run one after the other. */
export async function lockBankAccount(
  tx: Db,
  organizationId: string,
  bankAccountId: string,
): Promise<{
  id: string;
  openingBalanceCents: number;
  openingBalanceDate: string | null;
  glAccountId: string;
}> {
  const [account] = rowsOf<{
    id: string;
    opening_balance_cents: string | number;
    opening_balance_date: string | null;
    gl_account_id: string;
  }>(
    await tx.execute(sql`
      select id, opening_balance_cents, to_char(opening_balance_date, 'YYYY-MM-DD') as opening_balance_date,
             gl_account_id
      from bank_accounts where organization_id = ${organizationId} and id = ${bankAccountId} for update`),
  );
  if (!account) throw ReconciliationErrors.bankAccountNotFound();
  return {
    id: account.id,
    openingBalanceCents: Number(account.opening_balance_cents),
    openingBalanceDate: account.opening_balance_date,
    glAccountId: account.gl_account_id,
  };
}

/** The account's last finished reconciliation (other than `exceptId`): its date and ending balance. */
export async function lastFinished(
  tx: Db,
  organizationId: string,
  bankAccountId: string,
  exceptId: string | null = null,
): Promise<{ id: string; statementDate: string; endingBalanceCents: number } | null> {
  const [row] = rowsOf<{ id: string; statement_date: string; ending_balance_cents: string | number }>(
    await tx.execute(sql`
      select id, to_char(statement_date, 'YYYY-MM-DD') as statement_date, ending_balance_cents
      from bank_reconciliations
      where organization_id = ${organizationId} and bank_account_id = ${bankAccountId} and status = 'finished'
        and id is distinct from ${exceptId}::uuid
      order by statement_date desc limit 1`),
  );
  return row
    ? { id: row.id, statementDate: row.statement_date, endingBalanceCents: Number(row.ending_balance_cents) }
    : null;
}

/** Statement lines of the account not cleared by a finished reconciliation, with their match. */
async function openStatementLines(
  tx: Db,
  organizationId: string,
  bankAccountId: string,
): Promise<TRecStatementLine[]> {
  const rows = rowsOf<{ date: string; amount_cents: string | number; match_id: string | null }>(
    await tx.execute(sql`
      select to_char(l.posted_date, 'YYYY-MM-DD') as date, l.amount_cents, ml.match_id
      from bank_statement_lines l
      left join bank_match_lines ml on ml.statement_line_id = l.id
      left join bank_matches m on m.id = ml.match_id
      left join bank_reconciliations rc on rc.id = m.reconciliation_id
      where l.organization_id = ${organizationId} and l.bank_account_id = ${bankAccountId}
        and rc.status is distinct from 'finished'`),
  );
  return rows.map((r) => ({ date: r.date, amount_cents: Number(r.amount_cents), match_id: r.match_id }));
}

/**
 * The figures' view of the account's book items (date, amount, match), without the descriptions
 * `loadBookItems` joins in: what a reconciliation's header needs, a fraction of the cost at 5,000 items.
 */
async function openBookItemFigures(
  tx: Db,
  organizationId: string,
  bankAccountId: string,
): Promise<TRecBookItem[]> {
  const rows = rowsOf<{ date: string; amount_cents: string | number; match_id: string | null }>(
    await tx.execute(sql`
      select l.entry_date::text as date, (l.debit_cents - l.credit_cents) as amount_cents, mi.match_id
      from bank_accounts ba
      join journal_lines l
        on l.organization_id = ba.organization_id and l.account_id = ba.gl_account_id
        and ${isBookItemLine('ba', 'l')}
      left join bank_match_items mi on mi.entry_id = l.entry_id and mi.line_number = l.line_number
      left join bank_matches m on m.id = mi.match_id
      left join bank_reconciliations rc on rc.id = m.reconciliation_id
      where ba.organization_id = ${organizationId} and ba.id = ${bankAccountId}
        and rc.status is distinct from 'finished'`),
  );
  return rows.map((r) => ({ date: r.date, amount_cents: Number(r.amount_cents), match_id: r.match_id }));
}

export type TLiveState<T extends TRecBookItem = TBookItemRow> = {
  beginningBalanceCents: number;
  figures: TReconciliationFigures<T>;
};

/**
 * A reconciliation's figures as they stand: beginning balance from the last finished reconciliation
 * (else the account's opening balance), the matches it would clear, difference and outstanding lists.
 */
export async function liveState(
  tx: Db,
  organizationId: string,
  row: TReconciliationRow,
): Promise<TLiveState> {
  return figuresOf(tx, organizationId, row, await loadBookItems(tx, organizationId, row.bankAccountId));
}

/** The live header figures only (cleared totals, difference): `liveState` without item descriptions. */
export async function liveFigures(
  tx: Db,
  organizationId: string,
  row: TReconciliationRow,
): Promise<TLiveState<TRecBookItem>> {
  return figuresOf(tx, organizationId, row, await openBookItemFigures(tx, organizationId, row.bankAccountId));
}

async function figuresOf<T extends TRecBookItem>(
  tx: Db,
  organizationId: string,
  row: TReconciliationRow,
  bookItems: T[],
): Promise<TLiveState<T>> {
  const previous = await lastFinished(tx, organizationId, row.bankAccountId, row.id);
  const beginningBalanceCents = previous ? previous.endingBalanceCents : row.openingBalanceCents;
  const statementLines = await openStatementLines(tx, organizationId, row.bankAccountId);
  const figures = reconciliationFigures({
    beginning_balance_cents: beginningBalanceCents,
    ending_balance_cents: row.endingBalanceCents,
    statement_date: row.statementDate,
    book_items: bookItems,
    statement_lines: statementLines,
  });
  return { beginningBalanceCents, figures };
}

/** The API's reconciliation: live figures while in progress, the frozen report's once finished. */
export function reconciliationJson(
  row: TReconciliationRow,
  live: TLiveState<TRecBookItem> | null,
): TReconciliation {
  const report = row.status === 'finished' ? row.report : null;
  const beginning = report
    ? report.beginning_balance_cents
    : (live?.beginningBalanceCents ?? row.beginningBalanceCents);
  const deposits = report ? report.cleared_deposits : live?.figures.cleared_deposits;
  const payments = report ? report.cleared_payments : live?.figures.cleared_payments;
  const depositCents = deposits?.total_cents ?? 0;
  const paymentCents = payments?.total_cents ?? 0;
  return {
    id: row.id,
    bank_account: { id: row.bankAccountId, name: row.bankAccountName, gl_account: row.gl },
    status: row.status,
    statement_date: row.statementDate,
    beginning_balance_cents: beginning,
    ending_balance_cents: row.endingBalanceCents,
    cleared_deposits_cents: depositCents,
    cleared_payments_cents: paymentCents,
    cleared_count: (deposits?.count ?? 0) + (payments?.count ?? 0),
    difference_cents: row.endingBalanceCents - (beginning + depositCents - paymentCents),
    import_id: row.importId,
    adjustment_entry_id: row.adjustmentEntryId,
    adjustment_reason: row.adjustmentReason,
    finished_at: row.finishedAt,
    finished_by_name: row.finishedByName,
    is_latest_finished: row.isLatestFinished,
    created_at: row.createdAt,
  };
}

/** The API's answer for one reconciliation (live figures computed when in progress). */
export async function reconciliationAnswer(
  tx: Db,
  organizationId: string,
  id: string,
): Promise<TReconciliation> {
  const row = await loadReconciliation(tx, organizationId, id);
  return reconciliationJson(
    row,
    row.status === 'in_progress' ? await liveFigures(tx, organizationId, row) : null,
  );
}
