import { createHash } from 'node:crypto';
import { JOURNAL_MAX_LINES, type TImportRowError } from '@groundwork/shared';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../../db/client.ts';
import { postEntry, type TPostingLine } from '../../ledger/post-entry.ts';
import type { TSourceTransaction } from '../model/source-model.ts';
import { historyLines, monthEndsThrough, type THistoryLine } from './history-posting.ts';
import {
  accountNotInChart,
  afterCutover,
  cutoverStage,
  formatAmount,
  recordedKeys,
  refusalError,
  rowError,
  stageAccounts,
  type TChartLookup,
  type TCutoverStart,
} from './opening-entry-support.ts';
import type { TStageContext, TStageResult } from './stage-types.ts';

const STAGE = 'history' as const;

function transactionLabel(t: TSourceTransaction): string {
  const what = t.type ? t.type.charAt(0).toUpperCase() + t.type.slice(1).toLowerCase() : 'Transaction';
  return t.docNumber ? `${what} ${t.docNumber}` : `${what} of ${t.date}`;
}

/**
 * The natural key of each transaction: a digest of its date, type, number and lines, with the
 * occurrence number among identical ones (two identical checks the same day are two transactions).
 */
export function historyKeys(transactions: readonly TSourceTransaction[]): string[] {
  const seen = new Map<string, number>();
  return transactions.map((t) => {
    const digest = createHash('sha256')
      .update(
        JSON.stringify([
          t.date,
          t.type,
          t.docNumber,
          t.lines.map((l) => [l.accountPath, l.amountCents, l.name]),
        ]),
      )
      .digest('hex')
      .slice(0, 32);
    const n = (seen.get(digest) ?? 0) + 1;
    seen.set(digest, n);
    return `history:${digest}:${n}`;
  });
}

/**
 * Full history (option full_history) from the Journal report, instead of the opening entry:
 *   1. every transaction checked: dated on or before the cut-over, balanced, each line's account in
 *      the chart;
 *   2. transactions an earlier run of the company posted (same natural key) stay: unchanged;
 *   3. the others posted through the engine (source 'import', their own date), a day's transactions in
 *      one entry (up to 1,000 lines; each line's memo names its transaction), control-account lines
 *      to opening clearing (the open invoices and bills restore AR, AP and retainage); one record per
 *      entry naming its transactions' keys;
 *   4. the trial balance checked at every month end (debits = credits) and, at the cut-over, each asset
 *      and liability account other than the control accounts against the source's trial balance
 *      (equity and results differ by the source's year-end closings; the report compares them all).
 */
async function runHistory(
  ctx: TStageContext,
  { result, cutover, org, errors }: TCutoverStart,
): Promise<TStageResult> {
  const transactions = ctx.model.transactions;
  const { system, chart } = await stageAccounts(ctx);

  // 1. Rows.
  const resolved: THistoryLine[][] = [];
  const unknown = new Set<string>();
  for (const t of transactions) {
    const label = transactionLabel(t);
    if (t.date > cutover) errors.push(rowError(STAGE, t.ref, afterCutover(label, t.date, cutover)));
    const sum = t.lines.reduce((s, l) => s + l.amountCents, 0);
    if (sum !== 0) {
      const debits = t.lines.reduce((s, l) => s + Math.max(l.amountCents, 0), 0);
      errors.push(
        rowError(
          STAGE,
          t.ref,
          `${label}: debits ${formatAmount(debits)} ≠ credits ${formatAmount(debits - sum)}`,
        ),
      );
    }
    if (t.lines.length > JOURNAL_MAX_LINES)
      errors.push(rowError(STAGE, t.ref, `${label}: more than ${JOURNAL_MAX_LINES} lines`));
    const lines: THistoryLine[] = [];
    for (const l of t.lines) {
      const accountId = chart.find(l.accountPath);
      if (!accountId) {
        // One message per unknown account (a journal repeats the same account thousands of times).
        if (!unknown.has(l.accountPath))
          errors.push(rowError(STAGE, t.ref, accountNotInChart(t.ref, l.accountPath)));
        unknown.add(l.accountPath);
        continue;
      }
      lines.push({
        accountId,
        amountCents: l.amountCents,
        memo: (l.memo ?? l.name ?? t.memo)?.slice(0, 500) ?? null,
        isControl: chart.isControl(accountId),
      });
    }
    resolved.push(lines);
  }
  if (errors.length > 0) return { ...result, errors };

  // 2. Already posted.
  const keys = historyKeys(transactions);
  const done = await recordedKeys(ctx.tx, org, 'journal_entry', keys);

  // 3. Post: a day's transactions in one entry (up to the engine's line limit), each line's memo
  // naming its transaction — one engine call per day instead of per transaction.
  type TPending = { key: string; t: TSourceTransaction; lines: TPostingLine[] };
  const byDate = new Map<string, TPending[]>();
  let firstDate = cutover;
  for (const [i, t] of transactions.entries()) {
    if (t.date < firstDate) firstDate = t.date;
    const key = keys[i] ?? '';
    const lines = historyLines(resolved[i] ?? [], system.openingClearing);
    // A transaction only on control accounts nets to nothing on clearing: nothing to post.
    const net = new Map<string, number>();
    for (const l of lines) net.set(l.accountId, (net.get(l.accountId) ?? 0) + l.debitCents - l.creditCents);
    if (done.has(key) || lines.length < 2 || [...net.values()].every((v) => v === 0)) {
      result.unchanged++;
      continue;
    }
    const label = transactionLabel(t);
    const day = byDate.get(t.date) ?? [];
    day.push({
      key,
      t,
      lines: lines.map((l) => ({ ...l, memo: [label, l.memo].filter(Boolean).join(' — ').slice(0, 500) })),
    });
    byDate.set(t.date, day);
  }
  const post = async (date: string, batch: TPending[]) => {
    const first = batch[0];
    if (!first) return;
    const posted = await postEntry(ctx.tx, {
      organizationId: org,
      entryDate: date,
      memo: (batch.length === 1
        ? [transactionLabel(first.t), first.t.memo].filter(Boolean).join(' — ')
        : `Journal history ${date}: ${batch.length} transactions`
      ).slice(0, 500),
      sourceType: 'import',
      sourceId: ctx.runId,
      postedBy: ctx.caller.userId,
      lines: batch.flatMap((b) => b.lines),
    });
    // One record per entry: its transactions' keys, one a line (recordedKeys reads each).
    await ctx.record({
      entityType: 'journal_entry',
      entityId: posted.id,
      action: 'created',
      naturalKey: batch.map((x) => x.key).join('\n'),
    });
    result.created += batch.length;
    for (const b of batch)
      if (result.samples.length < 5)
        result.samples.push([
          `${date} ${transactionLabel(b.t)}`,
          formatAmount(b.lines.reduce((s, l) => s + l.debitCents, 0)),
        ]);
  };
  let posted = 0;
  for (const [date, day] of [...byDate].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    let batch: TPending[] = [];
    let size = 0;
    try {
      for (const p of day) {
        if (batch.length > 0 && size + p.lines.length > JOURNAL_MAX_LINES) {
          await post(date, batch);
          batch = [];
          size = 0;
        }
        batch.push(p);
        size += p.lines.length;
      }
      await post(date, batch);
    } catch (err) {
      const at = batch[0]?.t ?? day[0]?.t;
      return {
        ...result,
        created: 0,
        errors: [refusalError(err, STAGE, at?.ref ?? null, at ? transactionLabel(at) : date)],
      };
    }
    posted += day.length;
    await ctx.progress(posted + result.unchanged, transactions.length);
  }

  // 4. Month ends and the cut-over.
  const checks = await monthEndChecks(ctx, firstDate, cutover);
  for (const m of checks)
    if (m.debitCents !== m.creditCents)
      errors.push(
        rowError(
          STAGE,
          null,
          `Trial balance at ${m.monthEnd}: debits ${formatAmount(m.debitCents)} ≠ credits ${formatAmount(m.creditCents)}`,
        ),
      );
  errors.push(...(await cutoverDifferences(ctx, cutover, chart, system.openingClearing)));
  if (errors.length > 0) return { ...result, created: 0, errors };
  return result;
}

/** Σ debits and Σ credits of the company's ledger through each month end. */
async function monthEndChecks(ctx: TStageContext, firstDate: string, cutover: string) {
  const ends = monthEndsThrough(firstDate, cutover);
  const rows = rowsOf<{ month_end: string; debit: string | number; credit: string | number }>(
    await ctx.tx.execute(sql`
      select m.month_end, coalesce(sum(l.debit_cents), 0) as debit, coalesce(sum(l.credit_cents), 0) as credit
      from (select jsonb_array_elements_text(${JSON.stringify(ends)}::jsonb) as month_end) m
      left join journal_lines l on l.organization_id = ${ctx.caller.organizationId}
        and l.entry_date <= m.month_end::date
      group by m.month_end order by m.month_end`),
  );
  return rows.map((r) => ({
    monthEnd: r.month_end,
    debitCents: Number(r.debit),
    creditCents: Number(r.credit),
  }));
}

/** Accounts (not control, not clearing) whose balance at the cut-over differs from the source's trial balance. */
async function cutoverDifferences(
  ctx: TStageContext,
  cutover: string,
  chart: TChartLookup,
  clearingId: string,
): Promise<TImportRowError[]> {
  const tb = ctx.model.trialBalance;
  if (!tb || tb.rows.length === 0) return [];
  const source = new Map<string, number>();
  for (const r of tb.rows) {
    const id = chart.find(r.path, r.number);
    if (id) source.set(id, (source.get(id) ?? 0) + r.debitCents - r.creditCents);
  }
  const ledger = new Map(
    rowsOf<{ account_id: string; cents: string | number }>(
      await ctx.tx.execute(sql`
        select account_id, sum(debit_cents - credit_cents) as cents from journal_lines
        where organization_id = ${ctx.caller.organizationId} and entry_date <= ${cutover}::date
        group by account_id`),
    ).map((r) => [r.account_id, Number(r.cents)]),
  );
  const errors: TImportRowError[] = [];
  for (const id of new Set([...source.keys(), ...ledger.keys()])) {
    if (id === clearingId || chart.isControl(id)) continue;
    // Equity, income and expense differ by the source's year-end closings into retained earnings.
    const type = chart.typeOf(id);
    if (type !== 'asset' && type !== 'liability') continue;
    const want = source.get(id) ?? 0;
    const got = ledger.get(id) ?? 0;
    if (want !== got)
      errors.push(
        rowError(
          STAGE,
          null,
          `Trial balance at ${cutover}: ${chart.nameOf(id)} is ${formatAmount(want)} in the source, ${formatAmount(got)} imported`,
        ),
      );
  }
  return errors;
}

export const historyStage = cutoverStage(
  STAGE,
  (ctx) => (ctx.options.full_history ? ctx.model.transactions.length : 0),
  runHistory,
);
