import { randomUUID } from 'node:crypto';
import {
  firstDayOfNextMonth,
  type TWipAdjustment,
  type TWipAdjustmentJob,
  type TWipEntryRef,
} from '@groundwork/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import {
  chartOfAccounts,
  journalEntries,
  journalLines,
  organizations,
  wipAdjustments,
} from '../../db/schema/index.ts';
import type { TenantCaller } from '../../lib/api-route.ts';
import { audit } from '../../lib/audit.ts';
import { violatedUniqueIndex } from '../../lib/db-errors.ts';
import { reversalLines } from '../journal-entries/manual-entry-posting.ts';
import { postEntry } from '../ledger/post-entry.ts';
import { WipErrors } from './wip.errors.ts';
import { wipAdjustmentLines } from './wip-adjustment-posting.ts';
import { wipFigures } from './wip-figures.ts';

const ACCOUNT_KEYS = {
  revenue: ['contract_revenue', 'contract revenue'],
  overbillings: ['overbillings', 'billings in excess of costs and estimated earnings (over-billings)'],
  underbillings: ['underbillings', 'costs and estimated earnings in excess of billings (under-billings)'],
} as const;

type TAdjustmentRow = {
  id: string;
  period_end: string;
  status: 'posted' | 'withdrawn';
  over_billings: string;
  under_billings: string;
  jobs: TWipAdjustmentJob[];
  posted_at: string;
  posted_by_name: string | null;
  withdrawn_at: string | null;
  withdrawn_by_name: string | null;
  entry_id: string;
  reversal_entry_id: string;
};

/**
 * The company's adjustments — one period's, or every period's (newest first) — with their entries:
 * the adjustment, its reversal and, once withdrawn, the two entries that cancelled them (every entry
 * of an adjustment has source 'wip' and the adjustment's id).
 */
export async function findWipAdjustments(
  tx: Db,
  organizationId: string,
  filter: { periodEnd?: string; id?: string } = {},
): Promise<TWipAdjustment[]> {
  const rows = rowsOf<TAdjustmentRow>(
    await tx.execute(sql`
      select a.id, to_char(a.period_end, 'YYYY-MM-DD') as period_end, a.status,
             a.over_billings_cents::text as over_billings, a.under_billings_cents::text as under_billings,
             a.jobs, to_json(a.posted_at)#>>'{}' as posted_at, pp.full_name as posted_by_name,
             to_json(a.withdrawn_at)#>>'{}' as withdrawn_at, pw.full_name as withdrawn_by_name,
             a.entry_id, a.reversal_entry_id
      from wip_adjustments a
      left join profiles pp on pp.id = a.posted_by
      left join profiles pw on pw.id = a.withdrawn_by
      where a.organization_id = ${organizationId}
        ${filter.periodEnd ? sql`and a.period_end = ${filter.periodEnd}::date` : sql``}
        ${filter.id ? sql`and a.id = ${filter.id}::uuid` : sql``}
      order by a.period_end desc, a.posted_at desc
      limit 200`),
  );
  if (rows.length === 0) return [];
  const entries = rowsOf<TWipEntryRef & { source_id: string }>(
    await tx.execute(sql`
      select e.id, e.entry_number, to_char(e.entry_date, 'YYYY-MM-DD') as entry_date, e.source_id
      from journal_entries e
      where e.organization_id = ${organizationId} and e.source_type = 'wip'
        and e.source_id in (${sql.join(
          rows.map((r) => sql`${r.id}::uuid`),
          sql`, `,
        )})
      order by e.entry_date, e.entry_number`),
  );
  const ref = (e: TWipEntryRef & { source_id: string }): TWipEntryRef => ({
    id: e.id,
    entry_number: e.entry_number,
    entry_date: e.entry_date,
  });
  return rows.map((r) => {
    const mine = entries.filter((e) => e.source_id === r.id);
    const find = (id: string) => {
      const e = mine.find((x) => x.id === id);
      return e ? ref(e) : { id, entry_number: '', entry_date: '' };
    };
    return {
      id: r.id,
      period_end: r.period_end,
      status: r.status,
      over_billings_cents: Number(r.over_billings),
      under_billings_cents: Number(r.under_billings),
      entry: find(r.entry_id),
      reversal: find(r.reversal_entry_id),
      withdrawal_entries: mine.filter((e) => e.id !== r.entry_id && e.id !== r.reversal_entry_id).map(ref),
      jobs: r.jobs,
      posted_at: new Date(r.posted_at).toISOString(),
      posted_by_name: r.posted_by_name,
      withdrawn_at: r.withdrawn_at === null ? null : new Date(r.withdrawn_at).toISOString(),
      withdrawn_by_name: r.withdrawn_by_name,
    };
  });
}

async function closedThrough(tx: Db, organizationId: string): Promise<string | null> {
  const [org] = await tx
    .select({ closed: organizations.booksClosedThrough })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return org?.closed ?? null;
}

async function adjustmentAccounts(tx: Db, organizationId: string) {
  const keys = Object.values(ACCOUNT_KEYS).map(([key]) => key);
  const rows = await tx
    .select({ id: chartOfAccounts.id, key: chartOfAccounts.systemKey })
    .from(chartOfAccounts)
    .where(
      and(
        eq(chartOfAccounts.organizationId, organizationId),
        eq(chartOfAccounts.isActive, true),
        inArray(chartOfAccounts.systemKey, keys),
      ),
    );
  const idOf = ([key, what]: readonly [string, string]) => {
    const id = rows.find((r) => r.key === key)?.id;
    if (!id) throw WipErrors.accountMissing(what);
    return id;
  };
  return {
    revenue: idOf(ACCOUNT_KEYS.revenue),
    overbillings: idOf(ACCOUNT_KEYS.overbillings),
    underbillings: idOf(ACCOUNT_KEYS.underbillings),
  };
}

/**
 * Posts the WIP adjustment of a period (a month end):
 *   1. refuse a period on or before the closed-books date, and a period that already has one posted;
 *   2. the schedule of the period (the same figures as GET /wip/schedule) and the company's revenue,
 *      over-billings (2100) and under-billings (1200) accounts;
 *   3. the posting rule turns the jobs' over/under into lines (pure, golden-tested); nothing to post
 *      is refused;
 *   4. audit, then the entry dated the period end and its reversal dated the next period's first day
 *      (reverses_id set, the original marked reversed), both source 'wip' with the adjustment's id;
 *   5. the adjustment row with the jobs as posted — the partial unique index keeps one posted per
 *      period even against a concurrent post.
 */
export async function postWipAdjustment(
  tx: Db,
  caller: TenantCaller,
  periodEnd: string,
): Promise<TWipAdjustment> {
  const org = caller.organizationId;
  const closed = await closedThrough(tx, org);
  if (closed && periodEnd <= closed) throw WipErrors.periodClosed(periodEnd, closed);
  const [existing] = await tx
    .select({ id: wipAdjustments.id })
    .from(wipAdjustments)
    .where(
      and(
        eq(wipAdjustments.organizationId, org),
        eq(wipAdjustments.periodEnd, periodEnd),
        eq(wipAdjustments.status, 'posted'),
      ),
    );
  if (existing) throw WipErrors.alreadyPosted(periodEnd);

  const accounts = await adjustmentAccounts(tx, org);
  const listed = (await wipFigures(tx, org, { from: periodEnd, to: periodEnd })).filter((r) => r.is_listed);
  const label = `WIP ${periodEnd}`;
  const lines = wipAdjustmentLines({ label, accounts, jobs: listed });
  if (lines.length === 0) throw WipErrors.nothingToPost(periodEnd);
  const jobs: TWipAdjustmentJob[] = listed
    .filter((r) => r.over_under_cents !== 0)
    .map((r) => ({
      job_id: r.job_id,
      job_number: r.job_number,
      job_name: r.job_name,
      earned_revenue_cents: r.earned_revenue_cents,
      billed_to_date_cents: r.billed_to_date_cents,
      over_under_cents: r.over_under_cents,
    }));
  const over = jobs.reduce((s, j) => s + Math.max(j.over_under_cents, 0), 0);
  const under = jobs.reduce((s, j) => s + Math.max(-j.over_under_cents, 0), 0);

  const id = randomUUID();
  const entryId = randomUUID();
  const reversalId = randomUUID();
  const reversalDate = firstDayOfNextMonth(periodEnd);
  await audit(tx, {
    organizationId: org,
    actorId: caller.userId,
    action: 'post_wip_adjustment',
    entity: 'wip_adjustments',
    entityId: id,
    after: { period_end: periodEnd, entry_id: entryId, reversal_entry_id: reversalId, over, under },
    requestId: caller.requestId,
  });
  const entry = await postEntry(tx, {
    id: entryId,
    organizationId: org,
    entryDate: periodEnd,
    memo: `WIP adjustment for the period ending ${periodEnd}: over-billings and under-billings`,
    sourceType: 'wip',
    sourceId: id,
    postedBy: caller.userId,
    lines,
  });
  await postEntry(tx, {
    id: reversalId,
    organizationId: org,
    entryDate: reversalDate,
    memo: `Reversal of ${entry.entryNumber}: WIP adjustment for ${periodEnd}, reversed on the next period's first day`,
    sourceType: 'wip',
    sourceId: id,
    reversesId: entryId,
    postedBy: caller.userId,
    lines: reversalLines(lines),
  });
  await tx
    .update(journalEntries)
    .set({ reversedById: reversalId })
    .where(and(eq(journalEntries.organizationId, org), eq(journalEntries.id, entryId)));
  try {
    await tx.insert(wipAdjustments).values({
      id,
      organizationId: org,
      periodEnd,
      status: 'posted',
      entryId,
      reversalEntryId: reversalId,
      overBillingsCents: over,
      underBillingsCents: under,
      jobs,
      postedBy: caller.userId,
    });
  } catch (err) {
    if (violatedUniqueIndex(err) === 'wip_adjustments_org_period_posted_key')
      throw WipErrors.alreadyPosted(periodEnd);
    throw err;
  }
  const [posted] = await findWipAdjustments(tx, org, { id });
  if (!posted) throw new Error('WIP adjustment not found after posting');
  return posted;
}

/**
 * Withdraws a posted adjustment, cancelling both of its entries:
 *   1. lock it; only a posted one, and only while its period is open (the cancelling entry is dated
 *      the period end);
 *   2. audit and the status first;
 *   3. an entry dated the period end with the adjustment's lines swapped (its reverses_id stays empty:
 *      the adjustment already has its reversal, and an entry is reversed once), then an entry dated
 *      the next period's first day reversing the automatic reversal (reverses_id set, marked).
 * Each period then nets to nothing, and the period can be posted again.
 */
export async function withdrawWipAdjustment(
  tx: Db,
  caller: TenantCaller,
  id: string,
): Promise<TWipAdjustment> {
  const org = caller.organizationId;
  const [row] = await tx
    .select()
    .from(wipAdjustments)
    .where(and(eq(wipAdjustments.organizationId, org), eq(wipAdjustments.id, id)))
    .for('update');
  if (!row) throw WipErrors.adjustmentNotFound();
  if (row.status !== 'posted') throw WipErrors.alreadyWithdrawn();
  const closed = await closedThrough(tx, org);
  if (closed && row.periodEnd <= closed) throw WipErrors.periodClosed(row.periodEnd, closed);

  const linesOf = (entryId: string) =>
    tx
      .select()
      .from(journalLines)
      .where(and(eq(journalLines.organizationId, org), eq(journalLines.entryId, entryId)))
      .orderBy(journalLines.lineNumber);
  const original = await linesOf(row.entryId);
  const reversal = await linesOf(row.reversalEntryId);
  const numbers = rowsOf<{ id: string; entry_number: string }>(
    await tx.execute(sql`select id, entry_number from journal_entries
      where organization_id = ${org} and id in (${row.entryId}::uuid, ${row.reversalEntryId}::uuid)`),
  );
  const numberOf = (entryId: string) => numbers.find((n) => n.id === entryId)?.entry_number ?? '';

  const now = new Date();
  const cancelId = randomUUID();
  const unreverseId = randomUUID();
  await audit(tx, {
    organizationId: org,
    actorId: caller.userId,
    action: 'withdraw_wip_adjustment',
    entity: 'wip_adjustments',
    entityId: id,
    before: { status: 'posted' },
    after: { status: 'withdrawn', entry_ids: [cancelId, unreverseId] },
    requestId: caller.requestId,
  });
  await tx
    .update(wipAdjustments)
    .set({ status: 'withdrawn', withdrawnAt: now, withdrawnBy: caller.userId })
    .where(and(eq(wipAdjustments.organizationId, org), eq(wipAdjustments.id, id)));
  await postEntry(tx, {
    id: cancelId,
    organizationId: org,
    entryDate: row.periodEnd,
    memo: `Withdrawal of the WIP adjustment for ${row.periodEnd}: cancels ${numberOf(row.entryId)}`,
    sourceType: 'wip',
    sourceId: id,
    postedBy: caller.userId,
    lines: reversalLines(original),
  });
  await postEntry(tx, {
    id: unreverseId,
    organizationId: org,
    entryDate: firstDayOfNextMonth(row.periodEnd),
    memo: `Withdrawal of the WIP adjustment for ${row.periodEnd}: cancels its reversal ${numberOf(row.reversalEntryId)}`,
    sourceType: 'wip',
    sourceId: id,
    reversesId: row.reversalEntryId,
    postedBy: caller.userId,
    lines: reversalLines(reversal),
  });
  await tx
    .update(journalEntries)
    .set({ reversedById: unreverseId })
    .where(and(eq(journalEntries.organizationId, org), eq(journalEntries.id, row.reversalEntryId)));
  const [withdrawn] = await findWipAdjustments(tx, org, { id });
  if (!withdrawn) throw new Error('WIP adjustment not found after withdrawal');
  return withdrawn;
}
