import { randomUUID } from 'node:crypto';
import { ruleFor, type TBankMatch, type TRuleProposal } from '@groundwork/shared';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import type { TenantCaller } from '../../lib/api-route.ts';
import { audit } from '../../lib/audit.ts';
import { postEntry } from '../ledger/post-entry.ts';
import { BankMatchingErrors } from './bank-matching.errors.ts';
import { bankRulePostingLines } from './bank-rule-posting.ts';
import { findRules, loadRule } from './bank-rules.ts';
import { loadStatementLines } from './book-items.ts';
import { insertMatches } from './create-match.ts';
import { loadMatches, loadMatchingAccount } from './workspace.ts';

/** "SERVICE CHARGE — March" from a line's payee and memo. */
const lineText = (l: { payee: string; memo: string }) =>
  [l.payee, l.memo].filter((v) => v.trim() !== '').join(' — ');

/**
 * GET …/rule-proposals: each open statement line of the account whose payee or memo contains the
 * text of an active rule of the account (or of every account), with the first such rule by priority.
 */
export async function ruleProposals(
  tx: Db,
  organizationId: string,
  bankAccountId: string,
): Promise<{ items: TRuleProposal[] }> {
  await loadMatchingAccount(tx, organizationId, bankAccountId);
  const rules = await findRules(tx, organizationId, { bankAccountId });
  if (rules.length === 0) return { items: [] };
  const lines = await loadStatementLines(tx, organizationId, bankAccountId, { onlyUnmatched: true });
  const items: TRuleProposal[] = [];
  for (const line of lines) {
    const rule = ruleFor(line, bankAccountId, rules);
    if (rule)
      items.push({
        statement_line_id: line.id,
        rule,
        amount_cents: line.amount_cents,
        posted_date: line.posted_date,
        text: lineText(line),
      });
  }
  return { items };
}

/**
 * POST /bank-statement-lines/{id}/apply-rule — the entry a rule proposes, posted and matched:
 *   1. the statement line (locked) of the company, open (a finished reconciliation's → 409
 *      `reconciled`, matched → 409); its bank account locked;
 *   2. the rule of the company (404), active, for this account or every account, of the line's
 *      direction (409 otherwise); its account and job cost are checked again by the posting engine;
 *   3. the rule's posting (money out: Dr the rule's account, Cr cash; money in: the reverse), posted
 *      through the engine dated the line's date, source `bank`, source id the statement line (a closed
 *      period → the engine's 409);
 *   4. a `rule` match of the line and the entry's cash line, holding the entry (an undo reverses it);
 *      the audit row.
 */
export async function applyRule(
  tx: Db,
  caller: TenantCaller,
  statementLineId: string,
  ruleId: string,
): Promise<TBankMatch> {
  const org = caller.organizationId;
  // 1.
  const [line] = rowsOf<{
    id: string;
    bank_account_id: string;
    posted_date: string;
    amount_cents: string | number;
    payee: string;
    memo: string;
  }>(
    await tx.execute(sql`
      select id, bank_account_id, posted_date::text as posted_date, amount_cents, payee, memo
      from bank_statement_lines where organization_id = ${org} and id = ${statementLineId} for update`),
  );
  if (!line) throw BankMatchingErrors.notFound('statement_line_not_found', 'Statement line not found');
  const account = await loadMatchingAccount(tx, org, line.bank_account_id, true);
  const [state] = rowsOf<{ match_id: string | null; finished: boolean | null }>(
    await tx.execute(sql`
      select ml.match_id, (rc.status = 'finished') as finished
      from bank_match_lines ml
      join bank_matches m on m.id = ml.match_id
      left join bank_reconciliations rc on rc.id = m.reconciliation_id
      where ml.organization_id = ${org} and ml.statement_line_id = ${statementLineId}`),
  );
  if (state?.finished) throw BankMatchingErrors.reconciled();
  if (state?.match_id) throw BankMatchingErrors.lineMatched();
  // 2.
  const rule = await loadRule(tx, org, ruleId);
  const amountCents = Number(line.amount_cents);
  if (!rule.is_active) throw BankMatchingErrors.ruleInactive();
  if (rule.bank_account_id !== null && rule.bank_account_id !== account.id)
    throw BankMatchingErrors.ruleOtherAccount();
  if (rule.direction === 'in' && amountCents < 0) throw BankMatchingErrors.ruleDirection('in');
  if (rule.direction === 'out' && amountCents > 0) throw BankMatchingErrors.ruleDirection('out');
  // 3.
  const memo = (rule.memo || `${rule.name}: ${lineText(line) || 'bank statement line'}`).slice(0, 500);
  const { lines, cashLineNumber } = bankRulePostingLines({
    amountCents,
    cashAccountId: account.gl_account.id,
    rule: {
      accountId: rule.account.id,
      jobId: rule.job?.id ?? null,
      costCodeId: rule.cost_code_id,
      costCategoryId: rule.cost_category_id,
    },
    memo,
  });
  const entryId = randomUUID();
  await audit(tx, {
    organizationId: org,
    actorId: caller.userId,
    action: 'apply_bank_rule',
    entity: 'bank_statement_lines',
    entityId: statementLineId,
    after: { rule_id: rule.id, entry_id: entryId, amount_cents: amountCents, entry_date: line.posted_date },
    requestId: caller.requestId,
  });
  await postEntry(tx, {
    id: entryId,
    organizationId: org,
    entryDate: line.posted_date,
    memo,
    sourceType: 'bank',
    sourceId: statementLineId,
    postedBy: caller.userId,
    lines,
  });
  // 4.
  const [matchId] = await insertMatches(tx, org, account.id, caller.userId, [
    {
      kind: 'rule',
      ruleId: rule.id,
      createdEntryId: entryId,
      statementLineIds: [statementLineId],
      bookItems: [{ entry_id: entryId, line_number: cashLineNumber, amount_cents: amountCents }],
    },
  ]);
  const [match] = await loadMatches(tx, org, account.id, [matchId as string]);
  if (!match) throw new Error('the rule match just written was not found');
  return match;
}
