import type { TJournalEntrySummary, TJournalListQuery, TPage } from '@groundwork/shared';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import type { TenantCaller } from '../../lib/api-route.ts';
import { containsPattern } from '../../lib/db-errors.ts';

/**
 * Posted entries and drafts in one list, newest first. The page is chosen on the bare rows (both sides
 * read in (date, number) order from their indexes), then only its rows get totals, names and links.
 */
export async function findJournalEntries(
  tx: Db,
  caller: TenantCaller,
  query: TJournalListQuery,
): Promise<TPage<TJournalEntrySummary>> {
  const org = caller.organizationId;
  const posted: SQL[] = [sql`e.organization_id = ${org}`];
  const drafts: SQL[] = [sql`d.organization_id = ${org}`];
  if (query.from) {
    posted.push(sql`e.entry_date >= ${query.from}::date`);
    drafts.push(sql`d.entry_date >= ${query.from}::date`);
  }
  if (query.to) {
    posted.push(sql`e.entry_date <= ${query.to}::date`);
    drafts.push(sql`d.entry_date <= ${query.to}::date`);
  }
  if (query.search) {
    const pattern = containsPattern(query.search);
    posted.push(sql`(e.entry_number ilike ${pattern} or e.memo ilike ${pattern})`);
    drafts.push(sql`d.memo ilike ${pattern}`);
  }
  if (query.source_type) posted.push(sql`e.source_type = ${query.source_type}`);
  if (query.status === 'posted') posted.push(sql`e.reversed_by_id is null`);
  if (query.status === 'reversed') posted.push(sql`e.reversed_by_id is not null`);
  const withPosted = query.status !== 'draft';
  const withDrafts =
    (query.status === 'all' || query.status === 'draft') &&
    (!query.source_type || query.source_type === 'manual');

  const branches: SQL[] = [];
  if (withPosted)
    branches.push(sql`select e.id, false as is_draft, e.entry_date, e.entry_number from journal_entries e
      where ${sql.join(posted, sql` and `)}`);
  if (withDrafts)
    branches.push(sql`select d.id, true as is_draft, d.entry_date, null::text as entry_number from journal_drafts d
      where ${sql.join(drafts, sql` and `)}`);
  if (branches.length === 0) return { items: [], total: 0, page: query.page, pageSize: query.pageSize };
  const all = sql.join(branches, sql` union all `);
  const offset = (query.page - 1) * query.pageSize;

  // Two counts added, not a count over the union: each reads its own index without materialising rows.
  const counts: SQL[] = [];
  if (withPosted)
    counts.push(sql`(select count(*) from journal_entries e where ${sql.join(posted, sql` and `)})`);
  if (withDrafts)
    counts.push(sql`(select count(*) from journal_drafts d where ${sql.join(drafts, sql` and `)})`);
  const countResult = await tx.execute(sql`select (${sql.join(counts, sql` + `)})::int as total`);
  const pageResult = await tx.execute(sql`
      with page as (
        select * from (${all}) x
        order by entry_date desc, entry_number desc nulls first, id
        limit ${query.pageSize} offset ${offset}
      )
      select p.id, p.is_draft, to_char(p.entry_date, 'YYYY-MM-DD') as entry_date, p.entry_number,
             coalesce(e.memo, d.memo) as memo, coalesce(e.source_type, 'manual') as source_type, e.source_id,
             e.reverses_id, r1.entry_number as reverses_number, e.reversed_by_id, r2.entry_number as reversed_by_number,
             e.posted_at, coalesce(pe.full_name, pd.full_name) as created_by_name,
             coalesce(e.posted_at, d.updated_at) as updated_at,
             case when p.is_draft then
               (select coalesce(sum((x->>'debit_cents')::bigint), 0) from jsonb_array_elements(d.lines) x)
             else (select sum(l.debit_cents) from journal_lines l where l.entry_id = p.id) end::text as total
      from page p
      left join journal_entries e on not p.is_draft and e.id = p.id
      left join journal_drafts d on p.is_draft and d.id = p.id
      left join journal_entries r1 on r1.id = e.reverses_id
      left join journal_entries r2 on r2.id = e.reversed_by_id
      left join profiles pe on pe.id = e.posted_by
      left join profiles pd on pd.id = d.created_by
      order by p.entry_date desc, p.entry_number desc nulls first, p.id`);
  const total = rowsOf<{ total: number }>(countResult)[0]?.total ?? 0;
  type Row = Omit<TJournalEntrySummary, 'status' | 'total_cents' | 'posted_at' | 'updated_at'> & {
    is_draft: boolean;
    total: string;
    posted_at: unknown;
    updated_at: unknown;
  };
  const iso = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string).toISOString());
  const items = rowsOf<Row>(pageResult).map(({ is_draft, total: t, ...r }) => ({
    ...r,
    status: is_draft ? ('draft' as const) : r.reversed_by_id ? ('reversed' as const) : ('posted' as const),
    total_cents: Number(t),
    posted_at: iso(r.posted_at),
    updated_at: iso(r.updated_at) ?? '',
  }));
  return { items, total, page: query.page, pageSize: query.pageSize };
}
