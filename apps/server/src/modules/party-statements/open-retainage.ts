import {
  splitByLargestRemainder,
  type TOpenRetainageFigures,
  type TOpenRetainageJob,
  type TOpenRetainageReport,
} from '@groundwork/shared';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { accountTotalsAsOf } from '../ledger/balances.ts';
import { apDocumentSets } from '../payables-reports/ap-document-sets.ts';
import { receivableSets } from '../receivables/receivable-sets.ts';

type TNumeric = string | number;
const NO_JOB = 'none';

function zero(): TOpenRetainageFigures {
  return {
    receivable_billed_cents: 0,
    receivable_released_cents: 0,
    receivable_held_cents: 0,
    payable_withheld_cents: 0,
    payable_released_cents: 0,
    payable_held_cents: 0,
    net_held_cents: 0,
  };
}

/**
 * Receivable retainage per job as of a date, from the applications counted on it: withheld by
 * progress applications (billed), billed back by retainage releases (released: their retainage is
 * negative).
 */
async function receivableByJob(tx: Db, org: string, asOf: string) {
  return rowsOf<{ job_id: string; billed: TNumeric; released: TNumeric }>(
    await tx.execute(sql`
      with ${receivableSets(org, asOf)}
      select job_id,
        sum(case when kind = 'retainage_release' then 0 else period_retainage_cents end) as billed,
        sum(case when kind = 'retainage_release' then -period_retainage_cents else 0 end) as released
      from apps group by job_id
      having bool_or(period_retainage_cents <> 0)`),
  );
}

/**
 * Releases of invoices that withheld retainage on several jobs, shared among those jobs in proportion
 * to what each withheld (largest remainder: the parts add up to the release, to the cent). `rows` are
 * an invoice's jobs, each with the invoice's whole release, grouped by invoice; answers per job.
 */
export function allocateReleased(
  rows: readonly { invoice_id: string; job_id: string | null; withheld: TNumeric; released: TNumeric }[],
): Map<string | null, number> {
  const byJob = new Map<string | null, number>();
  const byInvoice = new Map<string, (typeof rows)[number][]>();
  for (const row of rows) byInvoice.set(row.invoice_id, [...(byInvoice.get(row.invoice_id) ?? []), row]);
  for (const group of byInvoice.values()) {
    const parts = splitByLargestRemainder(
      Number(group[0]?.released ?? 0),
      group.map((r) => Number(r.withheld)),
    );
    for (const [i, r] of group.entries()) byJob.set(r.job_id, (byJob.get(r.job_id) ?? 0) + (parts[i] ?? 0));
  }
  return byJob;
}

/**
 * Payable retainage per job as of a date: withheld on the invoice lines of the job (posted, not void
 * by then), released as the releases posted by then made it payable. A release names invoices, not
 * jobs: an invoice whose retainage is all on one job gives its releases to that job; one that withheld
 * on several jobs shares each release among them in proportion to what each withheld (largest
 * remainder, to the cent) — those few rows are read apart and split here.
 */
async function payableByJob(tx: Db, org: string, asOf: string) {
  const common = sql`
    with ${apDocumentSets(org, asOf)},
    inv_jobs as (
      select l.invoice_id, l.job_id, sum(l.retainage_cents) as withheld
      from ap_invoice_lines l join inv on inv.id = l.invoice_id
      where l.organization_id = ${org} and l.retainage_cents <> 0
      group by l.invoice_id, l.job_id
    ),
    inv_count as (select invoice_id, count(*) as jobs from inv_jobs group by invoice_id),
    inv_released as (select invoice_id, sum(amount_cents) as released from released group by invoice_id)`;
  const direct = rowsOf<{ job_id: string | null; withheld: TNumeric; released: TNumeric }>(
    await tx.execute(sql`
      ${common}
      select ij.job_id, sum(ij.withheld) as withheld,
        sum(case when n.jobs = 1 then coalesce(r.released, 0) else 0 end) as released
      from inv_jobs ij
      join inv_count n on n.invoice_id = ij.invoice_id
      left join inv_released r on r.invoice_id = ij.invoice_id
      group by ij.job_id`),
  );
  const shared = rowsOf<{
    invoice_id: string;
    job_id: string | null;
    withheld: TNumeric;
    released: TNumeric;
  }>(
    await tx.execute(sql`
      ${common}
      select ij.invoice_id, ij.job_id, ij.withheld, r.released
      from inv_jobs ij
      join inv_count n on n.invoice_id = ij.invoice_id and n.jobs > 1
      join inv_released r on r.invoice_id = ij.invoice_id
      order by ij.invoice_id, ij.job_id nulls last`),
  );
  const released = allocateReleased(shared);
  return direct.map((r) => ({
    job_id: r.job_id,
    withheld: Number(r.withheld),
    released: Number(r.released) + (released.get(r.job_id) ?? 0),
  }));
}

/** The retainage receivable (debit) and payable (credit) control balances as of a date. */
async function retainageControls(tx: Db, org: string, asOf: string) {
  const controls = rowsOf<{ id: string; system_key: string }>(
    await tx.execute(sql`
      select id, system_key from chart_of_accounts
      where organization_id = ${org} and system_key in ('retainage_receivable', 'retainage_payable')`),
  );
  const totals = await accountTotalsAsOf(tx, org, asOf);
  const totalOf = (key: string) => {
    const id = controls.find((c) => c.system_key === key)?.id;
    return totals.find((t) => t.accountId === id) ?? { debitCents: 0, creditCents: 0 };
  };
  const receivable = totalOf('retainage_receivable');
  const payable = totalOf('retainage_payable');
  return {
    receivable: receivable.debitCents - receivable.creditCents,
    payable: payable.creditCents - payable.debitCents,
  };
}

/**
 * Open retainage by job as of a date: what customers hold of the company's billings and what the
 * company holds of its subcontractors', released and still held, the net; totals; tied to the
 * retainage receivable (1150) and retainage payable (2050) control accounts as of the same date.
 */
export async function openRetainage(tx: Db, org: string, asOf: string): Promise<TOpenRetainageReport> {
  const receivable = await receivableByJob(tx, org, asOf);
  const payable = await payableByJob(tx, org, asOf);
  const controls = await retainageControls(tx, org, asOf);
  const figures = new Map<string, TOpenRetainageFigures>();
  const of = (jobId: string | null) => {
    const key = jobId ?? NO_JOB;
    let f = figures.get(key);
    if (!f) {
      f = zero();
      figures.set(key, f);
    }
    return f;
  };
  for (const r of receivable) {
    const f = of(r.job_id);
    f.receivable_billed_cents += Number(r.billed);
    f.receivable_released_cents += Number(r.released);
  }
  for (const p of payable) {
    const f = of(p.job_id);
    f.payable_withheld_cents += p.withheld;
    f.payable_released_cents += p.released;
  }
  const ids = [...figures.keys()].filter((k) => k !== NO_JOB);
  const jobs = ids.length
    ? rowsOf<{ id: string; project_number: string; project_name: string; customer_name: string }>(
        await tx.execute(sql`
          select j.id, j.project_number, j.project_name, c.name as customer_name
          from projects j join customers c on c.organization_id = j.organization_id and c.id = j.customer_id
          where j.organization_id = ${org} and j.id in (select unnest(${`{${ids.join(',')}}`}::uuid[]))`),
      )
    : [];
  const jobById = new Map(jobs.map((j) => [j.id, j]));
  const totals = zero();
  const rows: TOpenRetainageJob[] = [];
  for (const [key, f] of figures) {
    f.receivable_held_cents = f.receivable_billed_cents - f.receivable_released_cents;
    f.payable_held_cents = f.payable_withheld_cents - f.payable_released_cents;
    f.net_held_cents = f.receivable_held_cents - f.payable_held_cents;
    if (Object.values(f).every((v) => v === 0)) continue;
    for (const k of Object.keys(totals) as (keyof TOpenRetainageFigures)[]) totals[k] += f[k];
    const job = jobById.get(key);
    rows.push({
      job_id: key === NO_JOB ? null : key,
      project_number: job?.project_number ?? '',
      project_name: job?.project_name ?? 'No job (overhead)',
      customer_name: job?.customer_name ?? '',
      ...f,
    });
  }
  // By job number; retainage on no job last.
  rows.sort((a, b) =>
    a.job_id === null ? 1 : b.job_id === null ? -1 : a.project_number.localeCompare(b.project_number),
  );
  return {
    as_of: asOf,
    jobs: rows,
    totals,
    tie_out: {
      receivable_subledger_cents: totals.receivable_held_cents,
      receivable_control_cents: controls.receivable,
      payable_subledger_cents: totals.payable_held_cents,
      payable_control_cents: controls.payable,
      in_balance:
        totals.receivable_held_cents === controls.receivable &&
        totals.payable_held_cents === controls.payable,
    },
  };
}
