import {
  type TJobCostDetail,
  type TJobCostDetailLine,
  type TJobCostDetailQuery,
  todayIso,
} from '@groundwork/shared';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { jobCostHistoryLinesSql } from '../job-cost-summary/job-cost-history.ts';

export type TCostLineRow = {
  job_id: string;
  entry_id: string;
  entry_number: string;
  entry_date: string;
  line_number: number;
  source_type: string;
  is_reversal: boolean;
  memo: string;
  cost_code: string;
  cost_category_code: string;
  account_number: string;
  account_name: string;
  amount: string;
  invoice_id: string | null;
  invoice_number: string | null;
  vendor_id: string | null;
  vendor_number: string | null;
  vendor_name: string | null;
};

/** A row of costLinesSql as the API answers it. */
export function costLineJson(r: TCostLineRow): TJobCostDetailLine {
  return {
    entry_id: r.entry_id,
    entry_number: r.entry_number,
    entry_date: r.entry_date,
    line_number: Number(r.line_number),
    source_type: r.source_type,
    is_reversal: r.is_reversal,
    memo: r.memo ?? '',
    cost_code: r.cost_code,
    cost_category_code: r.cost_category_code,
    account_number: r.account_number,
    account_name: r.account_name,
    amount_cents: Number(r.amount),
    invoice:
      r.invoice_id && r.invoice_number && r.vendor_id
        ? {
            id: r.invoice_id,
            invoice_number: r.invoice_number,
            vendor: { id: r.vendor_id, number: r.vendor_number ?? '', name: r.vendor_name ?? '' },
          }
        : null,
  };
}

/**
 * Journal lines with what a reader of job cost wants beside each: its entry, the vendor invoice it
 * posted or reversed (a void) and that invoice's vendor, cost code, category and account. `linesSql`
 * selects the journal_lines rows (l.*): a page of one job's detail, or a batch of a job cost report's
 * export. Oldest first (date, entry number, line number), as the detail shows them.
 */
export function costLinesSql(linesSql: SQL): SQL {
  return sql`
    select l.job_id, l.entry_id, l.entry_number, to_char(l.entry_date, 'YYYY-MM-DD') as entry_date, l.line_number,
      e.source_type, (e.reverses_id is not null) as is_reversal, coalesce(nullif(l.memo, ''), e.memo) as memo,
      cc.code as cost_code, k.code as cost_category_code, a.account_number, a.account_name,
      (l.debit_cents - l.credit_cents)::text as amount,
      i.id as invoice_id, i.invoice_number, v.id as vendor_id, v.vendor_number, v.name as vendor_name
    from (${linesSql}) l
    join journal_entries e on e.organization_id = l.organization_id and e.id = l.entry_id
    left join journal_entries o on o.organization_id = e.organization_id and o.id = e.reverses_id
    left join ap_invoices i on i.organization_id = l.organization_id and i.id = case
      when e.source_type = 'ap_invoice' then e.source_id
      when o.source_type = 'ap_invoice' then o.source_id end
    left join vendors v on v.organization_id = i.organization_id and v.id = i.vendor_id
    join standard_cost_codes cc on cc.organization_id = l.organization_id and cc.id = l.cost_code_id
    join cost_categories k on k.organization_id = l.organization_id and k.id = l.cost_category_id
    join chart_of_accounts a on a.organization_id = l.organization_id and a.id = l.account_id
    order by l.entry_date, l.entry_number, l.line_number`;
}

/**
 * What makes up a job's actual cost through a date: the job-to-date cost an import brought from the
 * previous system as of its cut-over (one line per cost code × category, first: job-cost-history.ts),
 * then its journal lines (one cost code × category, or all), oldest first, each with its entry and —
 * when the entry posted a vendor invoice, or reversed one (a void) — that invoice and its vendor. The
 * total is the job cost summary's actual cost of the cell: the summary adds the same up (the lines
 * through their period balances).
 */
export async function jobCostDetail(
  tx: Db,
  organizationId: string,
  jobId: string,
  query: TJobCostDetailQuery,
): Promise<TJobCostDetail> {
  const org = organizationId;
  const asOf = query.as_of ?? todayIso();
  const code = query.cost_code_id ? sql`and l.cost_code_id = ${query.cost_code_id}` : sql``;
  const category = query.cost_category_id ? sql`and l.cost_category_id = ${query.cost_category_id}` : sql``;
  const lines: SQL = sql`
    journal_lines l
    where l.organization_id = ${org} and l.job_id = ${jobId} ${code} ${category} and l.entry_date <= ${asOf}::date`;
  // The history of the job (a row per cost code × category and cut-over: a few), read whole.
  const history = await tx
    .execute(
      jobCostHistoryLinesSql(
        sql.join(
          [
            sql`h.organization_id = ${org} and h.job_id = ${jobId} and h.as_of <= ${asOf}::date`,
            query.cost_code_id ? sql`h.cost_code_id = ${query.cost_code_id}` : undefined,
            query.cost_category_id ? sql`h.cost_category_id = ${query.cost_category_id}` : undefined,
          ].filter((part): part is SQL => part !== undefined),
          sql` and `,
        ),
      ),
    )
    .then((r) => rowsOf<TCostLineRow>(r));
  const [summary] = await tx
    .execute(sql`select count(*)::text as total, coalesce(sum(l.debit_cents - l.credit_cents), 0)::text as cents
        from ${lines}`)
    .then((r) => rowsOf<{ total: string; cents: string }>(r));
  // The page: the history lines first, then the journal lines after them.
  const offset = (query.page - 1) * query.pageSize;
  const fromHistory = history.slice(offset, offset + query.pageSize);
  const wanted = query.pageSize - fromHistory.length;
  const rows =
    wanted > 0
      ? await tx
          .execute(
            costLinesSql(sql`select l.* from ${lines}
              order by l.entry_date, l.entry_number, l.line_number
              limit ${wanted} offset ${Math.max(0, offset - history.length)}`),
          )
          .then((r) => rowsOf<TCostLineRow>(r))
      : [];
  const historyCents = history.reduce((s, h) => s + Number(h.amount), 0);
  return {
    job_id: jobId,
    as_of: asOf,
    items: [...fromHistory, ...rows].map(costLineJson),
    total: history.length + Number(summary?.total ?? 0),
    page: query.page,
    pageSize: query.pageSize,
    total_cents: historyCents + Number(summary?.cents ?? 0),
  };
}
