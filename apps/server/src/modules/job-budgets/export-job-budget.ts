import type { TCsvValue } from '@groundwork/shared/csv/csv-cell';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';

export const BUDGET_EXPORT_BATCH = 5000;

/**
 * One batch of the job's budget as CSV rows in the import's columns (cost_code, cost_category,
 * description, amount), keyset-paged by code then category, so an exported file imports back
 * unchanged. Amounts are decimal numbers ("1250.5" for $1,250.50), never neutralised.
 */
export async function budgetCsvBatch(
  tx: Db,
  organizationId: string,
  jobId: string,
  after: { code: string; category: string } | null,
): Promise<{ rows: TCsvValue[][]; last: { code: string; category: string } | null }> {
  const result = await tx.execute(sql`
    select c.code, k.code as category, b.description, b.original_cents::text as cents
    from job_budget_lines b
    join standard_cost_codes c on c.organization_id = b.organization_id and c.id = b.cost_code_id
    join cost_categories k on k.organization_id = b.organization_id and k.id = b.cost_category_id
    where b.organization_id = ${organizationId} and b.job_id = ${jobId}
      ${after ? sql`and (c.code, k.code) > (${after.code}, ${after.category})` : sql``}
    order by c.code, k.code
    limit ${BUDGET_EXPORT_BATCH}`);
  const rows = rowsOf<{ code: string; category: string; description: string; cents: string }>(result);
  const tail = rows.at(-1);
  return {
    rows: rows.map((r) => [r.code, r.category, r.description, centsText(r.cents)]),
    last: rows.length === BUDGET_EXPORT_BATCH && tail ? { code: tail.code, category: tail.category } : null,
  };
}

/** "125050" → "1250.50" by digits (no float), as a spreadsheet reads an amount. */
function centsText(cents: string): string {
  const padded = cents.padStart(3, '0');
  return `${padded.slice(0, -2)}.${padded.slice(-2)}`;
}
