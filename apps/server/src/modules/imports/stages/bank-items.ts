import { and, eq, sql } from 'drizzle-orm';
import { rowsOf } from '../../../db/client.ts';
import { bankAccounts, bankOpeningItems } from '../../../db/schema/index.ts';
import { postEntry } from '../../ledger/post-entry.ts';
import type { TSourceBankItem } from '../model/source-model.ts';
import { bankAdjustmentsOf, bankItemLines, type TBankItemPosting } from './bank-items-posting.ts';
import { firstRepeatOf } from './open-documents.ts';
import { sourceBalances } from './opening-entry.ts';
import {
  accountNotInChart,
  afterCutover,
  chartLookup,
  cutoverStage,
  formatAmount,
  recordedKeys,
  refusalError,
  rowError,
  stageAccounts,
  type TCutoverStart,
} from './opening-entry-support.ts';
import type { TStageContext, TStageResult } from './stage-types.ts';

const STAGE = 'bank_items' as const;
export const BANK_ITEMS_KEY = 'bank-items';
/** Items per entry: the engine takes 1,000 lines, and each entry adds its offset lines. */
const ITEMS_PER_ENTRY = 900;

function itemLabel(item: TSourceBankItem): string {
  const what = item.kind === 'check' ? 'Check' : 'Deposit';
  return item.reference ? `${what} ${item.reference}` : `${what} of ${formatAmount(item.amountCents)}`;
}

/**
 * Outstanding checks and deposits at the cut-over, open items for the first reconciliation:
 *   1. every row checked: a cash account of the chart, dated on or before the cut-over, a positive
 *      amount, a check number seen once per account;
 *   2. already posted by a run of the company: unchanged;
 *   3. a bank account for each cash account with items when none is linked (opening date = the
 *      cut-over, opening balance = the bank balance: book + checks − deposits);
 *   4. one entry "Outstanding checks and deposits at cut-over" (split per 900 items), a line per item
 *      on its cash account against opening clearing (full history: against the same cash account,
 *      the history holding the items' own lines), each item line kept in bank_opening_items so that
 *      the reconciliation lists it although it is dated on or before the opening date.
 */
async function runBankItems(
  ctx: TStageContext,
  { result, cutover, org, errors }: TCutoverStart,
): Promise<TStageResult> {
  const items = ctx.model.bankItems;
  const { system, chart } = await stageAccounts(ctx);

  // 1. Rows.
  const checkKey = (i: TSourceBankItem) =>
    i.kind === 'check' && i.reference ? `${i.accountPath.toLowerCase()}:${i.reference.toLowerCase()}` : '';
  const isFirstRepeat = firstRepeatOf(
    items.filter((i) => checkKey(i) !== ''),
    checkKey,
  );
  const postings: (TBankItemPosting & { item: TSourceBankItem })[] = [];
  for (const item of items) {
    const label = itemLabel(item);
    const before = errors.length;
    if (isFirstRepeat(item)) errors.push(rowError(STAGE, item.ref, `${label} appears twice`));
    if (item.date > cutover) errors.push(rowError(STAGE, item.ref, afterCutover(label, item.date, cutover)));
    if (!(item.amountCents > 0))
      errors.push(rowError(STAGE, item.ref, `${label}: the amount must be more than zero`));
    const accountId = chart.find(item.accountPath);
    if (!accountId) errors.push(rowError(STAGE, item.ref, accountNotInChart(item.ref, item.accountPath)));
    else if (!chart.isCash(accountId))
      errors.push(rowError(STAGE, item.ref, `${label}: account '${item.accountPath}' is not a bank account`));
    if (errors.length === before && accountId)
      postings.push({
        accountId,
        kind: item.kind,
        amountCents: item.amountCents,
        memo: [label, item.payee].filter(Boolean).join(' — ').slice(0, 500),
        item,
      });
  }
  if (errors.length > 0) return { ...result, errors };

  // 2. Once per company.
  if ((await recordedKeys(ctx.tx, org, 'journal_entry', [BANK_ITEMS_KEY])).size > 0)
    return { ...result, unchanged: items.length };

  try {
    // 3. Bank accounts.
    await ensureBankAccounts(ctx, cutover, postings, chart.nameOf);

    // 4. The entries and their open items.
    for (let start = 0; start < postings.length; start += ITEMS_PER_ENTRY) {
      const chunk = postings.slice(start, start + ITEMS_PER_ENTRY);
      const posted = await postEntry(ctx.tx, {
        organizationId: org,
        entryDate: cutover,
        memo: 'Outstanding checks and deposits at cut-over',
        sourceType: 'import',
        sourceId: ctx.runId,
        postedBy: ctx.caller.userId,
        lines: bankItemLines(chunk, system.openingClearing, { offsetOnCash: ctx.options.full_history }),
      });
      await ctx.tx.insert(bankOpeningItems).values(
        chunk.map((p, i) => ({
          organizationId: org,
          entryId: posted.id,
          lineNumber: i + 1,
          glAccountId: p.accountId,
          runId: ctx.runId,
          kind: p.kind,
          reference: p.item.reference.slice(0, 100),
          payee: p.item.payee.slice(0, 200),
          itemDate: p.item.date,
        })),
      );
      await ctx.record({
        entityType: 'journal_entry',
        entityId: posted.id,
        action: 'created',
        naturalKey: BANK_ITEMS_KEY,
      });
      await ctx.progress(Math.min(start + ITEMS_PER_ENTRY, postings.length), postings.length);
    }
  } catch (err) {
    return { ...result, errors: [refusalError(err, STAGE, null, 'Outstanding checks and deposits')] };
  }
  result.created = postings.length;
  result.samples = postings
    .slice(0, 5)
    .map((p) => [`${itemLabel(p.item)} — ${chart.nameOf(p.accountId)}`, formatAmount(p.amountCents)]);
  return result;
}

/**
 * A bank account for each cash account with items that has none, opening at the cut-over at its bank
 * balance: the source's balance of the account (else the ledger's at the cut-over, which the opening
 * entry already put at the bank balance) plus outstanding checks less deposits in transit.
 */
async function ensureBankAccounts(
  ctx: TStageContext,
  cutover: string,
  postings: readonly TBankItemPosting[],
  nameOf: (accountId: string) => string,
): Promise<void> {
  const org = ctx.caller.organizationId;
  const adjustments = bankAdjustmentsOf(postings);
  const chart = await chartLookup(ctx);
  const source = new Map<string, number>();
  for (const b of sourceBalances(ctx.model)) {
    const id = chart.find(b.path, b.number);
    if (id) source.set(id, (source.get(id) ?? 0) + b.debitCents - b.creditCents);
  }
  for (const [accountId, adjustment] of adjustments) {
    const [linked] = await ctx.tx
      .select({ id: bankAccounts.id })
      .from(bankAccounts)
      .where(and(eq(bankAccounts.organizationId, org), eq(bankAccounts.glAccountId, accountId)));
    if (linked) continue;
    let bankBalance: number;
    const fromSource = source.get(accountId);
    if (fromSource !== undefined) bankBalance = fromSource + adjustment;
    else {
      const [book] = rowsOf<{ cents: string | number }>(
        await ctx.tx.execute(sql`
          select coalesce(sum(debit_cents - credit_cents), 0) as cents from journal_lines
          where organization_id = ${org} and account_id = ${accountId} and entry_date <= ${cutover}::date`),
      );
      bankBalance = Number(book?.cents ?? 0) + (ctx.options.full_history ? adjustment : 0);
    }
    const name = nameOf(accountId).slice(0, 100);
    const [row] = await ctx.tx
      .insert(bankAccounts)
      .values({
        organizationId: org,
        glAccountId: accountId,
        name,
        openingBalanceCents: bankBalance,
        openingBalanceDate: cutover,
      })
      .returning({ id: bankAccounts.id });
    if (!row) throw new Error('bank account insert returned no row');
    await ctx.record({
      entityType: 'bank_account',
      entityId: row.id,
      action: 'created',
      naturalKey: accountId,
    });
  }
}

export const bankItemsStage = cutoverStage(STAGE, (ctx) => ctx.model.bankItems.length, runBankItems);
