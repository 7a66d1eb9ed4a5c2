import { BUILT_IN_TAX_PARAMETERS } from '@groundwork/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/**
 * Upserts the product's built-in tax parameter rows (organization_id null) from the shared package, so
 * a new year's tables reach every installation with the release. Run at server start after the
 * migrations, with owner rights (app_user may not write rows without a company). Idempotent: a row
 * already equal is left alone, a changed one is replaced.
 */
export async function ensureBuiltInTaxParameters(tx: Db): Promise<number> {
  let changed = 0;
  for (const row of BUILT_IN_TAX_PARAMETERS) {
    const params = JSON.stringify(row.params);
    const source = row.source ?? '';
    const result = await tx.execute(sql`
      insert into tax_parameters (organization_id, jurisdiction, tax, effective_year, params, source)
      values (null, ${row.jurisdiction}, ${row.tax}, ${row.effective_year}, ${params}::jsonb, ${source})
      on conflict ((coalesce(organization_id, '00000000-0000-0000-0000-000000000000'::uuid)), jurisdiction, tax, effective_year)
      do update set params = excluded.params, source = excluded.source, updated_at = now()
      where tax_parameters.params is distinct from excluded.params or tax_parameters.source is distinct from excluded.source
      returning id`);
    const rows = (result as unknown as { rows?: unknown[] }).rows ?? (result as unknown as unknown[]);
    if (Array.isArray(rows) && rows.length > 0) changed++;
  }
  return changed;
}
