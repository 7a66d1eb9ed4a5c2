import { JOURNAL_MAX_LINES } from '@groundwork/shared';
import { postEntry } from '../../ledger/post-entry.ts';
import type { TSourceRef } from '../model/source-model.ts';
import { bankAdjustmentsOf } from './bank-items-posting.ts';
import {
  openingEntryLines,
  splitBalanced,
  type TOpeningBalanceRow,
  trialBalanceTotals,
} from './opening-entry-posting.ts';
import {
  accountNotInChart,
  cutoverStage,
  formatAmount,
  recordedKeys,
  refusalError,
  rowError,
  stageAccounts,
  type TCutoverStart,
} from './opening-entry-support.ts';
import type { TStageContext, TStageResult } from './stage-types.ts';

const STAGE = 'opening_entry' as const;
/** The natural key of a company's opening entry: one per company (until its run is rolled back). */
export const OPENING_ENTRY_KEY = 'opening-entry';

type TSourceBalance = {
  path: string;
  number: string | null;
  debitCents: number;
  creditCents: number;
  ref: TSourceRef;
};

/** The balances at the cut-over: the trial balance, else the account list's opening balances (IIF OBAMOUNT). */
export function sourceBalances(model: TStageContext['model']): TSourceBalance[] {
  if (model.trialBalance && model.trialBalance.rows.length > 0) return model.trialBalance.rows;
  return model.accounts
    .filter((a) => a.balanceCents !== null && a.balanceCents !== 0)
    .map((a) => {
      const cents = a.balanceCents ?? 0;
      return {
        path: a.path,
        number: a.number,
        debitCents: cents > 0 ? cents : 0,
        creditCents: cents < 0 ? -cents : 0,
        ref: a.ref,
      };
    });
}

/**
 * The opening entry (default cut-over), dated the cut-over, source 'import':
 *   1. nothing with full history (the journal posts every transaction instead) or without balances;
 *   2. the trial balance must balance ("Trial balance debits … ≠ credits …") and be as of the cut-over;
 *   3. every row's account must be in the chart (mapped or created by the accounts stage);
 *   4. an opening entry already posted by a run of the company (not rolled back): unchanged;
 *   5. the rule: each account at its balance; AR, AP and retainage to opening clearing; cash accounts
 *      with outstanding items at their bank balance (their items come in the bank-items stage);
 *   6. post (split in entries of the engine's line limit, each balanced on opening clearing) and record.
 */
async function runOpeningEntry(
  ctx: TStageContext,
  { result, cutover, org, errors }: TCutoverStart,
): Promise<TStageResult> {
  const balances = sourceBalances(ctx.model);

  // 2. Balanced, and as of the cut-over.
  const totals = trialBalanceTotals(balances);
  if (totals.debitCents !== totals.creditCents)
    errors.push(
      rowError(
        STAGE,
        ctx.model.trialBalance ? { fileName: balances[0]?.ref.fileName ?? '', row: null } : null,
        `Trial balance debits ${formatAmount(totals.debitCents)} ≠ credits ${formatAmount(totals.creditCents)}`,
      ),
    );
  const asOf = ctx.model.trialBalance?.asOf ?? null;
  if (asOf && asOf !== cutover)
    errors.push(
      rowError(
        STAGE,
        { fileName: balances[0]?.ref.fileName ?? '', row: null },
        `Trial balance is as of ${asOf}, not the cut-over ${cutover}`,
      ),
    );

  // 3. Accounts (opening clearing created first, so that the samples name it).
  const { system, chart } = await stageAccounts(ctx);
  const rows: TOpeningBalanceRow[] = [];
  for (const b of balances) {
    const accountId = chart.find(b.path, b.number);
    if (!accountId) {
      errors.push(rowError(STAGE, b.ref, accountNotInChart(b.ref, b.path)));
      continue;
    }
    rows.push({
      accountId,
      balanceCents: b.debitCents - b.creditCents,
      isControl: chart.isControl(accountId),
    });
  }
  if (errors.length > 0) return { ...result, errors };

  // 4. Once per company.
  const done = await recordedKeys(ctx.tx, org, 'journal_entry', [OPENING_ENTRY_KEY]);
  if (done.size > 0) return { ...result, unchanged: rows.length };

  // 5. The rule. Outstanding items whose account is unknown are the bank-items stage's errors.
  const items = ctx.model.bankItems.flatMap((item) => {
    const accountId = chart.find(item.accountPath);
    return accountId ? [{ accountId, kind: item.kind, amountCents: item.amountCents }] : [];
  });
  const lines = openingEntryLines({
    rows,
    clearingAccountId: system.openingClearing,
    bankAdjustments: bankAdjustmentsOf(items),
  });
  if (lines.length === 0) return { ...result, unchanged: rows.length };

  // 6. Post.
  const entries = splitBalanced(lines, system.openingClearing, JOURNAL_MAX_LINES);
  for (const [i, entryLines] of entries.entries()) {
    try {
      const posted = await postEntry(ctx.tx, {
        organizationId: org,
        entryDate: cutover,
        memo:
          entries.length > 1
            ? `Opening balances at ${cutover} (${i + 1} of ${entries.length})`
            : `Opening balances at ${cutover}`,
        sourceType: 'import',
        sourceId: ctx.runId,
        postedBy: ctx.caller.userId,
        lines: entryLines,
      });
      await ctx.record({
        entityType: 'journal_entry',
        entityId: posted.id,
        action: 'created',
        naturalKey: OPENING_ENTRY_KEY,
      });
    } catch (err) {
      return { ...result, errors: [refusalError(err, STAGE, null, 'Opening entry')] };
    }
    await ctx.progress(i + 1, entries.length);
  }
  result.created = rows.length;
  result.samples = lines
    .slice(0, 5)
    .map((l) => [
      chart.nameOf(l.accountId),
      l.debitCents > 0 ? `Dr ${formatAmount(l.debitCents)}` : `Cr ${formatAmount(l.creditCents)}`,
    ]);
  return result;
}

export const openingEntryStage = cutoverStage(
  STAGE,
  (ctx) => (ctx.options.full_history ? 0 : sourceBalances(ctx.model).length),
  runOpeningEntry,
);
