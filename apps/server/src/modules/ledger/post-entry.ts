import {
  isControlAccount,
  JOURNAL_MESSAGES,
  journalProblems,
  problemText,
  type TSourceType,
} from '@groundwork/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { costCategories, organizations, projects, standardCostCodes } from '../../db/schema/index.ts';
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

/** One posted line with the names a screen shows, known before the write (no read-back). */
export type TPostedLine = {
  lineNumber: number;
  accountId: string;
  accountNumber: string;
  accountName: string;
  debitCents: number;
  creditCents: number;
  memo: string | null;
  jobId: string | null;
  jobNumber: string | null;
  costCodeId: string | null;
  costCode: string | null;
  costCategoryId: string | null;
  costCategoryCode: string | null;
};

/**
 * The entry as posted: what the database set (number, time) and the lines with their names, so a
 * caller can answer without reading it back — after commit that would be a second transaction.
 */
export type TPostedEntry = {
  id: string;
  entryNumber: string;
  entryDate: string;
  /** ISO 8601. */
  postedAt: string;
  postedByName: string | null;
  lines: TPostedLine[];
};

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

  // 2 and 3. The closed-books date and the lines' accounts, in one round trip.
  const accountIds = [...new Set(posting.lines.map((l) => l.accountId))];
  const found = rowsOf<{
    closed: string | null;
    poster: string | null;
    id: string | null;
    account_number: string;
    account_name: string;
    is_active: boolean;
    system_key: string | null;
  }>(
    await tx.execute(
      sql`
      select to_char(o.books_closed_through, 'YYYY-MM-DD') as closed,
             (select full_name from profiles where id = ${posting.postedBy}::uuid) as poster,
             a.id, a.account_number, a.account_name, a.is_active, a.system_key
      from organizations o
      left join chart_of_accounts a on a.organization_id = o.id and a.id in (${sql.join(
        accountIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})
      where o.id = ${posting.organizationId}`,
    ),
  );
  const closed = found[0]?.closed ?? null;
  if (closed && posting.entryDate <= closed) throw LedgerErrors.periodClosed(closed);
  const accounts = found
    .filter((a) => a.id !== null)
    .map((a) => ({
      id: a.id as string,
      number: a.account_number,
      name: a.account_name,
      isActive: a.is_active,
      systemKey: a.system_key,
    }));
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
  const names = await assertDimensions(tx, posting);

  // 5. Write. The entry's insert takes the company's number counter, held until commit: nothing but
  // the lines' insert may follow it in the caller's transaction (audit and reads go before or after).
  try {
    const values = sql.join(
      posting.lines.map(
        (l, n) =>
          sql`(${n + 1}::int, ${l.accountId}::uuid, ${l.debitCents}::bigint, ${l.creditCents}::bigint, ${l.memo ?? null}::text, ${l.jobId ?? null}::uuid, ${l.costCodeId ?? null}::uuid, ${l.costCategoryId ?? null}::uuid, ${l.customerId ?? null}::uuid)`,
      ),
      sql`, `,
    );
    // The number, year, sequence and transaction id are set by the entries' trigger; '' and 0 are placeholders.
    const result = await tx.execute(
      sql`
      with entry as (
        insert into journal_entries (id, organization_id, entry_number, entry_year, entry_seq, entry_date, memo,
          source_type, source_id, reverses_id, posted_by, created_txid)
        values (coalesce(${posting.id ?? null}::uuid, gen_random_uuid()), ${posting.organizationId}::uuid, '', 0, 0,
          ${posting.entryDate}::date, ${posting.memo}, ${posting.sourceType}, ${posting.sourceId ?? null}::uuid,
          ${posting.reversesId ?? null}::uuid, ${posting.postedBy}::uuid, 0)
        returning id, entry_number, entry_date
      ),
      lines as (
        insert into journal_lines (organization_id, entry_id, line_number, entry_date, entry_number, account_id,
          debit_cents, credit_cents, memo, job_id, cost_code_id, cost_category_id, customer_id)
        select ${posting.organizationId}::uuid, entry.id, v.n, entry.entry_date, entry.entry_number, v.account_id,
          v.debit, v.credit, v.memo, v.job_id, v.cost_code_id, v.cost_category_id, v.customer_id
        from entry, (values ${values}) as v(n, account_id, debit, credit, memo, job_id, cost_code_id, cost_category_id, customer_id)
        returning 1
      )
      select id, entry_number, to_char(entry_date, 'YYYY-MM-DD') as entry_date,
             to_json(now())#>>'{}' as posted_at, (select count(*) from lines)::int as lines
      from entry`,
    );
    const row = rowsOf<{ id: string; entry_number: string; entry_date: string; posted_at: string }>(
      result,
    )[0];
    if (!row) throw new Error('journal entry insert returned no row');
    return {
      id: row.id,
      entryNumber: row.entry_number,
      entryDate: row.entry_date,
      postedAt: new Date(row.posted_at).toISOString(),
      postedByName: found[0]?.poster ?? null,
      lines: posting.lines.map((l, i) => {
        const account = accountById.get(l.accountId);
        return {
          lineNumber: i + 1,
          accountId: l.accountId,
          accountNumber: account?.number ?? '',
          accountName: account?.name ?? '',
          debitCents: l.debitCents,
          creditCents: l.creditCents,
          memo: l.memo ?? null,
          jobId: l.jobId ?? null,
          jobNumber: (l.jobId && names.jobs.get(l.jobId)) || null,
          costCodeId: l.costCodeId ?? null,
          costCode: (l.costCodeId && names.codes.get(l.costCodeId)) || null,
          costCategoryId: l.costCategoryId ?? null,
          costCategoryCode: (l.costCategoryId && names.categories.get(l.costCategoryId)) || null,
        };
      }),
    };
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

type TDimensionNames = {
  jobs: Map<string, string>;
  codes: Map<string, string>;
  categories: Map<string, string>;
};

/** Checks the lines' job, cost code and category; answers their numbers and codes by id. */
async function assertDimensions(tx: Db, posting: TPosting): Promise<TDimensionNames> {
  const org = posting.organizationId;
  const ids = (pick: (l: TPostingLine) => string | null | undefined) => [
    ...new Set(posting.lines.map(pick).filter((v): v is string => Boolean(v))),
  ];
  const jobIds = ids((l) => l.jobId);
  if (jobIds.length === 0) return { jobs: new Map(), codes: new Map(), categories: new Map() };
  const jobs = await tx
    .select({
      id: projects.id,
      name: projects.projectNumber,
      ok: sql<boolean>`${projects.status} = 'active'`,
    })
    .from(projects)
    .where(and(eq(projects.organizationId, org), inArray(projects.id, jobIds)));
  const codes = await tx
    .select({ id: standardCostCodes.id, name: standardCostCodes.code, ok: standardCostCodes.isActive })
    .from(standardCostCodes)
    .where(
      and(
        eq(standardCostCodes.organizationId, org),
        inArray(
          standardCostCodes.id,
          ids((l) => l.costCodeId),
        ),
      ),
    );
  const categories = await tx
    .select({ id: costCategories.id, name: costCategories.code, ok: costCategories.isActive })
    .from(costCategories)
    .where(
      and(
        eq(costCategories.organizationId, org),
        inArray(
          costCategories.id,
          ids((l) => l.costCategoryId),
        ),
      ),
    );
  const check = (
    rows: { id: string; name: string; ok: boolean }[],
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
  const byId = (rows: { id: string; name: string }[]) => new Map(rows.map((r) => [r.id, r.name]));
  return { jobs: byId(jobs), codes: byId(codes), categories: byId(categories) };
}
