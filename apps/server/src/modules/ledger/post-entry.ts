import {
  isControlAccount,
  JOURNAL_MESSAGES,
  journalProblems,
  problemText,
  type TSourceType,
} from '@groundwork/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  chartOfAccounts,
  costCategories,
  journalEntries,
  journalLines,
  organizations,
  projects,
  standardCostCodes,
} from '../../db/schema/index.ts';
import { ledgerRuleError } from '../../lib/db-errors.ts';
import { LedgerErrors } from './ledger.errors.ts';

/** One line as a posting rule produces it: integer cents, one side only. */
export type TPostingLine = {
  accountId: string;
  debitCents: number;
  creditCents: number;
  memo?: string | null;
  jobId?: string | null;
  costCodeId?: string | null;
  costCategoryId?: string | null;
  customerId?: string | null;
};

/** What a module hands the engine: the document's entry, already turned into lines by its posting rule. */
export type TPosting = {
  /** The entry's id when the caller needs it before posting (to audit first); generated otherwise. */
  id?: string;
  organizationId: string;
  entryDate: string;
  memo: string;
  sourceType: TSourceType;
  sourceId?: string | null;
  reversesId?: string | null;
  postedBy: string | null;
  lines: readonly TPostingLine[];
};

export type TPostedEntry = { id: string; entryNumber: string; entryDate: string };

/** Source types a person posts by hand: they may not touch subledger control accounts. */
const MANUAL_SOURCES: readonly TSourceType[] = ['manual', 'opening'];

/**
 * The one posting engine. Every module posts through it, inside its own transaction `tx`:
 *   1. the lines' shape: at least two, one-sided positive cents, debits = credits;
 *   2. the date after the company's closed-books date;
 *   3. accounts of the company and active (manual entries: no control accounts);
 *   4. job, cost code and category of the company and active, all three or none;
 *   5. insert the entry (the database numbers it) and its lines in one statement each; the database's
 *      triggers check the same rules again and keep the period balances.
 * The checks here give the clear message; the database's give the guarantee.
 */
export async function postEntry(tx: Db, posting: TPosting): Promise<TPostedEntry> {
  // 1. Shape.
  const asForm = posting.lines.map((l) => ({
    account_id: l.accountId,
    debit_cents: l.debitCents,
    credit_cents: l.creditCents,
    job_id: l.jobId ?? null,
    cost_code_id: l.costCodeId ?? null,
    cost_category_id: l.costCategoryId ?? null,
  }));
  const [problem] = journalProblems(asForm);
  if (problem) throw LedgerErrors.invalidEntry(problemText(problem));
  for (const l of posting.lines) {
    if (
      !Number.isSafeInteger(l.debitCents) ||
      !Number.isSafeInteger(l.creditCents) ||
      l.debitCents < 0 ||
      l.creditCents < 0
    )
      throw LedgerErrors.invalidEntry(JOURNAL_MESSAGES.lineAmountInvalid);
  }

  // 2. Period.
  await assertPeriodOpen(tx, posting.organizationId, posting.entryDate);

  // 3. Accounts.
  const accountIds = [...new Set(posting.lines.map((l) => l.accountId))];
  const accounts = await tx
    .select({
      id: chartOfAccounts.id,
      isActive: chartOfAccounts.isActive,
      systemKey: chartOfAccounts.systemKey,
    })
    .from(chartOfAccounts)
    .where(
      and(
        eq(chartOfAccounts.organizationId, posting.organizationId),
        inArray(chartOfAccounts.id, accountIds),
      ),
    );
  const accountById = new Map(accounts.map((a) => [a.id, a]));
  posting.lines.forEach((l, i) => {
    const account = accountById.get(l.accountId);
    if (!account) throw LedgerErrors.invalidEntry(`Line ${i + 1}: ${JOURNAL_MESSAGES.accountNotFound}`);
    if (!account.isActive)
      throw LedgerErrors.invalidEntry(`Line ${i + 1}: ${JOURNAL_MESSAGES.accountInactive}`);
    if (MANUAL_SOURCES.includes(posting.sourceType) && isControlAccount(account.systemKey))
      throw LedgerErrors.controlAccount();
  });

  // 4. Dimensions.
  await assertDimensions(tx, posting);

  // 5. Write. The entry's insert takes the company's number counter, held until commit: nothing but
  // the lines' insert may follow it in the caller's transaction (audit and reads go before or after).
  try {
    const [entry] = await tx
      .insert(journalEntries)
      .values({
        ...(posting.id ? { id: posting.id } : {}),
        organizationId: posting.organizationId,
        entryDate: posting.entryDate,
        memo: posting.memo,
        sourceType: posting.sourceType,
        sourceId: posting.sourceId ?? null,
        reversesId: posting.reversesId ?? null,
        postedBy: posting.postedBy,
        // Set by the database's trigger (number, year, sequence, transaction); placeholders here.
        entryNumber: '',
        entryYear: 0,
        entrySeq: 0,
        createdTxid: 0,
      })
      .returning({
        id: journalEntries.id,
        entryNumber: journalEntries.entryNumber,
        entryDate: journalEntries.entryDate,
      });
    if (!entry) throw new Error('journal entry insert returned no row');
    await tx.insert(journalLines).values(
      posting.lines.map((l, i) => ({
        organizationId: posting.organizationId,
        entryId: entry.id,
        lineNumber: i + 1,
        entryDate: entry.entryDate,
        entryNumber: entry.entryNumber,
        accountId: l.accountId,
        debitCents: l.debitCents,
        creditCents: l.creditCents,
        memo: l.memo ?? null,
        jobId: l.jobId ?? null,
        costCodeId: l.costCodeId ?? null,
        costCategoryId: l.costCategoryId ?? null,
        customerId: l.customerId ?? null,
      })),
    );
    return entry;
  } catch (err) {
    throw ledgerRuleError(err) ?? err;
  }
}

/** Refuses a date on or before the company's closed-books date. */
export async function assertPeriodOpen(tx: Db, organizationId: string, entryDate: string): Promise<void> {
  const [org] = await tx
    .select({ closed: organizations.booksClosedThrough })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  if (org?.closed && entryDate <= org.closed) throw LedgerErrors.periodClosed(org.closed);
}

async function assertDimensions(tx: Db, posting: TPosting): Promise<void> {
  const org = posting.organizationId;
  const ids = (pick: (l: TPostingLine) => string | null | undefined) => [
    ...new Set(posting.lines.map(pick).filter((v): v is string => Boolean(v))),
  ];
  const jobIds = ids((l) => l.jobId);
  if (jobIds.length === 0) return;
  const [jobs, codes, categories] = await Promise.all([
    tx
      .select({ id: projects.id, ok: sql<boolean>`${projects.status} = 'active'` })
      .from(projects)
      .where(and(eq(projects.organizationId, org), inArray(projects.id, jobIds))),
    tx
      .select({ id: standardCostCodes.id, ok: standardCostCodes.isActive })
      .from(standardCostCodes)
      .where(
        and(
          eq(standardCostCodes.organizationId, org),
          inArray(
            standardCostCodes.id,
            ids((l) => l.costCodeId),
          ),
        ),
      ),
    tx
      .select({ id: costCategories.id, ok: costCategories.isActive })
      .from(costCategories)
      .where(
        and(
          eq(costCategories.organizationId, org),
          inArray(
            costCategories.id,
            ids((l) => l.costCategoryId),
          ),
        ),
      ),
  ]);
  const check = (
    rows: { id: string; ok: boolean }[],
    id: string | null | undefined,
    line: number,
    missing: string,
    inactive: string,
  ) => {
    const row = rows.find((r) => r.id === id);
    if (!row) throw LedgerErrors.invalidEntry(`Line ${line}: ${missing}`);
    if (!row.ok) throw LedgerErrors.invalidEntry(`Line ${line}: ${inactive}`);
  };
  posting.lines.forEach((l, i) => {
    if (!l.jobId) return;
    check(jobs, l.jobId, i + 1, JOURNAL_MESSAGES.jobNotFound, JOURNAL_MESSAGES.jobInactive);
    check(codes, l.costCodeId, i + 1, JOURNAL_MESSAGES.costCodeNotFound, JOURNAL_MESSAGES.costCodeInactive);
    check(
      categories,
      l.costCategoryId,
      i + 1,
      JOURNAL_MESSAGES.costCategoryNotFound,
      JOURNAL_MESSAGES.costCategoryInactive,
    );
  });
}
