import { RECONCILIATION_LIMITS, type TStaleChecks } from '@groundwork/shared';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { loadBookItems } from '../bank-matching/book-items.ts';
import { ReconciliationErrors } from './bank-reconciliations.errors.ts';
import { toReportItem } from './reconciliation-report.ts';

/**
 * Outstanding payments older than 90 days at `asOf`: book items going out of the bank (amount < 0)
 * dated on or before it that no bank line has matched, oldest first, with the over-180-days subtotal.
 * A voided payment (its entry reversed) is not outstanding, whether or not its void is matched yet.
 */
export async function staleChecks(
  tx: Db,
  organizationId: string,
  bankAccountId: string,
  asOf: string,
): Promise<TStaleChecks> {
  const [account] = rowsOf<{ gl_account_id: string }>(
    await tx.execute(
      sql`select gl_account_id from bank_accounts where organization_id = ${organizationId} and id = ${bankAccountId}`,
    ),
  );
  if (!account) throw ReconciliationErrors.bankAccountNotFound();
  const items = await loadBookItems(tx, organizationId, bankAccountId, { through: asOf });
  const reversed = new Set(
    rowsOf<{ id: string }>(
      await tx.execute(sql`
        select distinct e.id from journal_entries e
        join journal_lines l on l.organization_id = e.organization_id and l.entry_id = e.id
        where e.organization_id = ${organizationId} and l.account_id = ${account.gl_account_id}
          and l.entry_date <= ${asOf}::date and e.reversed_by_id is not null`),
    ).map((r) => r.id),
  );
  const stale = items
    .filter(
      (i) => i.match_id === null && i.amount_cents < 0 && i.type !== 'reversal' && !reversed.has(i.entry_id),
    )
    .map((i) => toReportItem(i, asOf))
    .filter((i) => i.age_days > RECONCILIATION_LIMITS.staleDays);
  return {
    as_of: asOf,
    items: stale,
    over_90_total_cents: stale.reduce((s, i) => s + i.amount_cents, 0),
    over_180_total_cents: stale
      .filter((i) => i.age_days > RECONCILIATION_LIMITS.veryStaleDays)
      .reduce((s, i) => s + i.amount_cents, 0),
  };
}
