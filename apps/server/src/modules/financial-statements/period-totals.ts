import { firstOfMonth, isFirstOfMonth, nextDay, previousDay, shiftMonths } from '@groundwork/shared';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';

/**
 * Every account's debit and credit totals over several date ranges at once — the one read behind the
 * trial balance, the profit and loss and the balance sheet. A range is cut into the whole calendar
 * months it covers, read from account_period_balances (one row per account and month, kept by the
 * posting trigger), and the days at its edges outside a whole month, read from the lines through the
 * (organization_id, entry_date) index that carries account_id and the amounts. So a statement reads a
 * few thousand balance rows and at most two partial months of lines per range, whatever the ledger's
 * size, in ONE statement — never a query per account.
 */

/** `from` null: since the beginning of the books. Both ends included. */
export type TBucketRange = { from: string | null; to: string };

export type TTotals = { debit: number; credit: number };

/** bucket index → account id → totals. */
export type TBucketTotals = Map<string, TTotals>[];

const BEGINNING = '1900-01-01';

/** A range cut into whole months [monthFrom, monthTo) and the line ranges at its edges (inclusive). */
export type TRangeParts = {
  months: { from: string; to: string } | null;
  lines: { from: string; to: string }[];
};

/**
 * The whole months of a range and its edges: 2026-01-15 … 2026-04-10 → months Feb–Mar (2026-02-01 up
 * to 2026-04-01) and lines 01-15…01-31 and 04-01…04-10. A range inside one month is all lines.
 */
export function splitRange(range: TBucketRange): TRangeParts {
  const from = range.from ?? BEGINNING;
  if (from > range.to) return { months: null, lines: [] };
  // The first whole month starts at `from` when it is a 1st, else the 1st of the next month.
  const wholeFrom = isFirstOfMonth(from) ? from : shiftMonths(firstOfMonth(from), 1);
  // Whole months end before the month of the day after `to` (to = a month end: its month is whole).
  const wholeTo = firstOfMonth(nextDay(range.to));
  if (wholeFrom >= wholeTo) return { months: null, lines: [{ from, to: range.to }] };
  const lines: { from: string; to: string }[] = [];
  if (from < wholeFrom) lines.push({ from, to: previousDay(wholeFrom) });
  if (wholeTo <= range.to) lines.push({ from: wholeTo, to: range.to });
  return { months: { from: wholeFrom, to: wholeTo }, lines };
}

function collect(rows: { b: number; account_id: string; debit: string; credit: string }[], buckets: number) {
  const out: TBucketTotals = Array.from({ length: buckets }, () => new Map());
  for (const r of rows) out[r.b]?.set(r.account_id, { debit: Number(r.debit), credit: Number(r.credit) });
  return out;
}

const valuesOf = (rows: [number, string, string][]) =>
  sql.join(
    rows.map(([b, from, to]) => sql`(${b}::int, ${from}::date, ${to}::date)`),
    sql`, `,
  );

/**
 * Every account's totals in each range (index i of the answer ↔ ranges[i]); accounts without a line
 * in a range are absent from its map.
 */
export async function accountTotalsByRange(
  tx: Db,
  organizationId: string,
  ranges: readonly TBucketRange[],
): Promise<TBucketTotals> {
  const parts = ranges.map(splitRange);
  const months: [number, string, string][] = [];
  const lineRanges: [number, string, string][] = [];
  parts.forEach((p, b) => {
    if (p.months) months.push([b, p.months.from, p.months.to]);
    for (const l of p.lines) lineRanges.push([b, l.from, l.to]);
  });
  const selects: SQL[] = [];
  if (months.length > 0) {
    const lo = months.reduce((m, r) => (r[1] < m ? r[1] : m), months[0]?.[1] as string);
    const hi = months.reduce((m, r) => (r[2] > m ? r[2] : m), months[0]?.[2] as string);
    // One pass over the company's balance rows in the months wanted; each month row joins the ranges
    // that hold it (a handful, in memory).
    selects.push(sql`
      select m.b, p.account_id, p.debit_cents as d, p.credit_cents as c
      from account_period_balances p
      join (values ${valuesOf(months)}) as m(b, lo, hi) on p.period_month >= m.lo and p.period_month < m.hi
      where p.organization_id = ${organizationId} and p.period_month >= ${lo}::date and p.period_month < ${hi}::date`);
  }
  // Each edge of lines its own index range (literal dates: the planner takes the date index).
  for (const [b, from, to] of lineRanges)
    selects.push(sql`
      select ${b}::int as b, l.account_id, l.debit_cents as d, l.credit_cents as c
      from journal_lines l
      where l.organization_id = ${organizationId} and l.entry_date >= ${from}::date and l.entry_date <= ${to}::date`);
  if (selects.length === 0) return collect([], ranges.length);
  const result = await tx.execute(sql`
    select b, account_id, sum(d)::text as debit, sum(c)::text as credit
    from (${sql.join(selects, sql` union all `)}) parts
    group by b, account_id`);
  return collect(rowsOf(result), ranges.length);
}

/**
 * The same totals restricted to one job: the lines that carry the job (its costs, through the partial
 * index on job lines) and the lines without a job of the entries posted for the job's pay applications
 * (their contract revenue; a voided application's reversal carries the application as its source
 * too). Entries not tied to a job (overhead, a WIP adjustment of all jobs) are not attributed.
 */
export async function jobAccountTotalsByRange(
  tx: Db,
  organizationId: string,
  jobId: string,
  ranges: readonly TBucketRange[],
): Promise<TBucketTotals> {
  const valid = ranges.map((r, b) => [b, r.from ?? BEGINNING, r.to] as [number, string, string]);
  const usable = valid.filter(([, from, to]) => from <= to);
  if (usable.length === 0) return collect([], ranges.length);
  const lo = usable.reduce((m, r) => (r[1] < m ? r[1] : m), usable[0]?.[1] as string);
  const hi = usable.reduce((m, r) => (r[2] > m ? r[2] : m), usable[0]?.[2] as string);
  const result = await tx.execute(sql`
    with job_lines as (
      select l.account_id, l.entry_date, l.debit_cents as d, l.credit_cents as c
      from journal_lines l
      where l.organization_id = ${organizationId} and l.job_id = ${jobId}
        and l.entry_date >= ${lo}::date and l.entry_date <= ${hi}::date
      union all
      select l.account_id, l.entry_date, l.debit_cents, l.credit_cents
      from journal_entries e
      join journal_lines l on l.entry_id = e.id
      where e.organization_id = ${organizationId}
        and e.source_type in ('ar_invoice', 'retainage_release', 'reversal')
        and e.source_id in (select a.id from pay_applications a where a.organization_id = ${organizationId} and a.job_id = ${jobId})
        and e.entry_date >= ${lo}::date and e.entry_date <= ${hi}::date
        and l.job_id is null
    )
    select r.b, j.account_id, sum(j.d)::text as debit, sum(j.c)::text as credit
    from job_lines j
    join (values ${valuesOf(usable)}) as r(b, lo, hi) on j.entry_date >= r.lo and j.entry_date <= r.hi
    group by r.b, j.account_id`);
  return collect(rowsOf(result), ranges.length);
}
