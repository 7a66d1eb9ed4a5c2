import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import type { TenantCaller } from '../../lib/api-route.ts';
import { audit } from '../../lib/audit.ts';
import { reversePostedEntry } from '../ledger/reverse-posted-entry.ts';
import { BankMatchingErrors } from './bank-matching.errors.ts';
import { insertMatches } from './create-match.ts';
import { loadMatches, loadMatchingAccount } from './workspace.ts';

type TUnmatchResultRow = {
  id: string;
  /** The reversal of the entry a rule match had created (null for other matches). */
  reversal_entry_id: string | null;
  /** The contra match holding that entry and its reversal (null for other matches). */
  contra_match_id: string | null;
};

/**
 * Reverses a rule's fee or interest entry (source `bank`, which the journal screen does not reverse: its
 * entries go with their match), dated the original's date so that no balance on any day keeps a trace
 * (a closed period → the engine's 409); null when already reversed.
 */
async function reverseBankEntry(tx: Db, caller: TenantCaller, entryId: string) {
  const reversed = await reversePostedEntry(tx, caller, entryId, {
    date: (original) => original.entryDate,
    memo: (original) => `Reversal of ${original.entryNumber}${original.memo ? `: ${original.memo}` : ''}`,
    sourceId: entryId,
  });
  return reversed ? { reversalId: reversed.reversal.id, lines: reversed.originalLines } : null;
}

/**
 * DELETE /bank-matches/{id} — the statement lines and book items are open again:
 *   1. the match of the company (404), locked with its account; stamped with a finished reconciliation
 *      → 409 `reconciled` (the database refuses too); an adjustment match goes with its reconciliation;
 *   2. the match deleted (its lines and items with it);
 *   3. a rule match: the entry it created is reversed, and the entry and its reversal are put in one
 *      `contra` match, so that neither comes back to the workspace; the cash balance is as before;
 *   4. the audit row.
 */
export async function unmatch(tx: Db, caller: TenantCaller, matchId: string): Promise<TUnmatchResultRow> {
  const org = caller.organizationId;
  // 1.
  const [head] = rowsOf<{ bank_account_id: string }>(
    await tx.execute(
      sql`select bank_account_id from bank_matches where organization_id = ${org} and id = ${matchId}`,
    ),
  );
  if (!head) throw BankMatchingErrors.matchNotFound();
  const account = await loadMatchingAccount(tx, org, head.bank_account_id, true);
  const [row] = rowsOf<{
    kind: string;
    rule_id: string | null;
    created_entry_id: string | null;
    finished: boolean | null;
  }>(
    await tx.execute(sql`
      select m.kind, m.rule_id, m.created_entry_id, (rc.status = 'finished') as finished
      from bank_matches m left join bank_reconciliations rc on rc.id = m.reconciliation_id
      where m.organization_id = ${org} and m.id = ${matchId}
      for update of m`),
  );
  if (!row) throw BankMatchingErrors.matchNotFound();
  if (row.finished) throw BankMatchingErrors.reconciled();
  if (row.kind === 'adjustment') throw BankMatchingErrors.adjustmentMatch();
  const [before] = await loadMatches(tx, org, account.id, [matchId]);
  // 2.
  await tx.execute(sql`delete from bank_matches where organization_id = ${org} and id = ${matchId}`);
  // 3.
  let reversalId: string | null = null;
  let contraId: string | null = null;
  if (row.kind === 'rule' && row.created_entry_id) {
    const reversed = await reverseBankEntry(tx, caller, row.created_entry_id);
    if (reversed) {
      reversalId = reversed.reversalId;
      const cash = reversed.lines.filter((l) => l.accountId === account.gl_account.id);
      const items = [
        ...cash.map((l) => ({
          entry_id: row.created_entry_id as string,
          line_number: l.lineNumber,
          amount_cents: l.debitCents - l.creditCents,
        })),
        ...cash.map((l) => ({
          entry_id: reversed.reversalId,
          line_number: l.lineNumber,
          amount_cents: l.creditCents - l.debitCents,
        })),
      ];
      [contraId = null] = await insertMatches(tx, org, account.id, caller.userId, [
        { kind: 'contra', ruleId: row.rule_id, statementLineIds: [], bookItems: items },
      ]);
    }
  }
  // 4.
  await audit(tx, {
    organizationId: org,
    actorId: caller.userId,
    action: 'delete_bank_match',
    entity: 'bank_matches',
    entityId: matchId,
    before,
    after: { reversal_entry_id: reversalId, contra_match_id: contraId },
    requestId: caller.requestId,
  });
  return { id: matchId, reversal_entry_id: reversalId, contra_match_id: contraId };
}
