import { plainAmount, type TReconciliationDiscrepancy } from '@groundwork/shared';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { loadBookItems, type TBookItemRow } from '../bank-matching/book-items.ts';
import { loadReconciliation } from './reconciliation-state.ts';

type TEntryChange = {
  id: string;
  posted_at: string;
  posted_after: boolean;
  reverses_id: string | null;
  reversal_number: string | null;
  reversal_date: string | null;
  reversal_posted_at: string | null;
  voided_after: boolean;
};

const describe = (item: TBookItemRow) =>
  [
    item.check_number ? `Check ${item.check_number}` : item.type,
    item.payee ? `to ${item.payee}` : '',
    item.memo ? `(${item.memo})` : '',
  ]
    .filter(Boolean)
    .join(' ');

const iso = (value: string) => new Date(value).toISOString();

/**
 * What changed since a reconciliation finished that touches it:
 *   - voided: an item it cleared whose entry was reversed by an entry posted after the finish (a cleared
 *     check voided later: the bank paid it, the books now say it never went out);
 *   - posted_after_finish: an entry on the account dated in its period (on or before the statement date)
 *     but posted after the finish — the book balance as of that date is no longer the report's.
 * Empty for a reconciliation in progress.
 */
export async function reconciliationDiscrepancies(
  tx: Db,
  organizationId: string,
  id: string,
): Promise<TReconciliationDiscrepancy[]> {
  const row = await loadReconciliation(tx, organizationId, id);
  if (row.status !== 'finished' || !row.finishedAt) return [];
  const items = await loadBookItems(tx, organizationId, row.bankAccountId, {
    through: row.statementDate,
    includeFinished: true,
  });
  const changes = rowsOf<TEntryChange>(
    await tx.execute(sql`
      select e.id, to_json(e.posted_at)#>>'{}' as posted_at, e.posted_at > r.finished_at as posted_after,
             e.reverses_id, rv.entry_number as reversal_number,
             to_char(rv.entry_date, 'YYYY-MM-DD') as reversal_date,
             to_json(rv.posted_at)#>>'{}' as reversal_posted_at,
             coalesce(rv.posted_at > r.finished_at, false) as voided_after
      from bank_reconciliations r
      join journal_entries e on e.organization_id = r.organization_id
      left join journal_entries rv on rv.organization_id = e.organization_id and rv.id = e.reversed_by_id
      where r.organization_id = ${organizationId} and r.id = ${row.id}
        and (e.posted_at > r.finished_at or rv.posted_at > r.finished_at)
        and e.id in (
          select l.entry_id from journal_lines l
          where l.organization_id = ${organizationId} and l.account_id = ${row.gl.id}
            and l.entry_date <= ${row.statementDate}::date
        )`),
  );
  const changed = new Map(changes.map((c) => [c.id, c]));
  const voidedEntries = new Set<string>();
  const found: TReconciliationDiscrepancy[] = [];
  for (const item of items) {
    const change = changed.get(item.entry_id);
    if (item.reconciliation_id !== row.id || !change?.voided_after || !change.reversal_posted_at) continue;
    voidedEntries.add(item.entry_id);
    found.push({
      kind: 'voided',
      entry_id: item.entry_id,
      entry_number: item.entry_number,
      date: item.date,
      amount_cents: item.amount_cents,
      description: `${describe(item)}, cleared in this reconciliation, was voided by ${change.reversal_number} dated ${change.reversal_date}`,
      changed_at: iso(change.reversal_posted_at),
    });
  }
  for (const item of items) {
    const change = changed.get(item.entry_id);
    if (!change?.posted_after) continue;
    // A void of an item listed above is that item's story already.
    if (change.reverses_id && voidedEntries.has(change.reverses_id)) continue;
    found.push({
      kind: 'posted_after_finish',
      entry_id: item.entry_id,
      entry_number: item.entry_number,
      date: item.date,
      amount_cents: item.amount_cents,
      description: `${describe(item)} of ${plainAmount(item.amount_cents)}, dated in this statement's period, was posted after it was finished`,
      changed_at: iso(change.posted_at),
    });
  }
  return found.sort(
    (a, b) => a.changed_at.localeCompare(b.changed_at) || a.entry_number.localeCompare(b.entry_number),
  );
}
