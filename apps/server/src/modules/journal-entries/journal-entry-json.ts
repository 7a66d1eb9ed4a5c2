import type { TJournalEntry, TJournalLine, TJournalLineInput, TSourceType } from '@groundwork/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import {
  chartOfAccounts,
  costCategories,
  type journalDrafts,
  profiles,
  projects,
  standardCostCodes,
} from '../../db/schema/index.ts';
import type { TPostedEntry } from '../ledger/post-entry.ts';

/** A posted entry with its lines and links, or null. */
export async function loadPostedEntry(
  tx: Db,
  organizationId: string,
  id: string,
): Promise<TJournalEntry | null> {
  const head = rowsOf<Omit<TJournalEntry, 'lines' | 'total_cents' | 'status'> & { reversed: boolean }>(
    await tx.execute(sql`
      select e.id, e.entry_number, to_char(e.entry_date, 'YYYY-MM-DD') as entry_date, e.memo, e.source_type,
             e.source_id, e.reverses_id, r1.entry_number as reverses_number, e.reversed_by_id,
             r2.entry_number as reversed_by_number, e.posted_at, p.full_name as created_by_name,
             e.posted_at as updated_at, e.reversed_by_id is not null as reversed
      from journal_entries e
      left join journal_entries r1 on r1.id = e.reverses_id
      left join journal_entries r2 on r2.id = e.reversed_by_id
      left join profiles p on p.id = e.posted_by
      where e.organization_id = ${organizationId} and e.id = ${id}`),
  )[0];
  if (!head) return null;
  const lines = rowsOf<
    Omit<TJournalLine, 'debit_cents' | 'credit_cents'> & { debit: string; credit: string }
  >(
    await tx.execute(sql`
      select l.line_number, l.account_id, a.account_number, a.account_name, l.debit_cents::text as debit,
             l.credit_cents::text as credit, l.memo, l.job_id, j.project_number as job_number, l.cost_code_id,
             c.code as cost_code, l.cost_category_id, k.code as cost_category_code
      from journal_lines l
      join chart_of_accounts a on a.id = l.account_id
      left join projects j on j.id = l.job_id
      left join standard_cost_codes c on c.id = l.cost_code_id
      left join cost_categories k on k.id = l.cost_category_id
      where l.entry_id = ${id}
      order by l.line_number`),
  ).map(({ debit, credit, ...l }) => ({ ...l, debit_cents: Number(debit), credit_cents: Number(credit) }));
  const { reversed, ...rest } = head;
  return {
    ...rest,
    status: reversed ? 'reversed' : 'posted',
    posted_at: toIso(rest.posted_at),
    updated_at: toIso(rest.updated_at) ?? '',
    total_cents: lines.reduce((s, l) => s + l.debit_cents, 0),
    lines,
  };
}

/**
 * A just-posted entry as the API answers it, from what the engine returned — the same shape
 * loadPostedEntry reads, without reading it back.
 */
export function postedEntryJson(
  posted: TPostedEntry,
  head: {
    memo: string;
    sourceType: TSourceType;
    sourceId?: string | null;
    reverses?: { id: string; number: string };
  },
): TJournalEntry {
  const lines = posted.lines.map((l) => ({
    line_number: l.lineNumber,
    account_id: l.accountId,
    account_number: l.accountNumber,
    account_name: l.accountName,
    debit_cents: l.debitCents,
    credit_cents: l.creditCents,
    memo: l.memo,
    job_id: l.jobId,
    job_number: l.jobNumber,
    cost_code_id: l.costCodeId,
    cost_code: l.costCode,
    cost_category_id: l.costCategoryId,
    cost_category_code: l.costCategoryCode,
  }));
  return {
    id: posted.id,
    entry_number: posted.entryNumber,
    entry_date: posted.entryDate,
    memo: head.memo,
    source_type: head.sourceType,
    source_id: head.sourceId ?? null,
    reverses_id: head.reverses?.id ?? null,
    reverses_number: head.reverses?.number ?? null,
    reversed_by_id: null,
    reversed_by_number: null,
    status: 'posted',
    posted_at: posted.postedAt,
    created_by_name: posted.postedByName,
    updated_at: posted.postedAt,
    total_cents: lines.reduce((s, l) => s + l.debit_cents, 0),
    lines,
  };
}

function toIso(v: unknown): string | null {
  if (v === null || v === undefined) return null;
  return v instanceof Date ? v.toISOString() : new Date(String(v)).toISOString();
}

export type DraftRow = typeof journalDrafts.$inferSelect;

/** A draft as the API answers it, the names of its accounts and dimensions resolved. */
export async function draftJson(tx: Db, organizationId: string, draft: DraftRow): Promise<TJournalEntry> {
  const lines = draft.lines as TJournalLineInput[];
  const ids = (pick: (l: TJournalLineInput) => string | null | undefined) => [
    ...new Set(lines.map(pick).filter((v): v is string => Boolean(v))),
  ];
  const accountIds = ids((l) => l.account_id);
  const jobIds = ids((l) => l.job_id);
  const codeIds = ids((l) => l.cost_code_id);
  const categoryIds = ids((l) => l.cost_category_id);
  const accounts = accountIds.length
    ? await tx
        .select({
          id: chartOfAccounts.id,
          n: chartOfAccounts.accountNumber,
          name: chartOfAccounts.accountName,
        })
        .from(chartOfAccounts)
        .where(
          and(eq(chartOfAccounts.organizationId, organizationId), inArray(chartOfAccounts.id, accountIds)),
        )
    : [];
  const jobs = jobIds.length
    ? await tx
        .select({ id: projects.id, n: projects.projectNumber })
        .from(projects)
        .where(and(eq(projects.organizationId, organizationId), inArray(projects.id, jobIds)))
    : [];
  const codes = codeIds.length
    ? await tx
        .select({ id: standardCostCodes.id, n: standardCostCodes.code })
        .from(standardCostCodes)
        .where(
          and(eq(standardCostCodes.organizationId, organizationId), inArray(standardCostCodes.id, codeIds)),
        )
    : [];
  const categories = categoryIds.length
    ? await tx
        .select({ id: costCategories.id, n: costCategories.code })
        .from(costCategories)
        .where(
          and(eq(costCategories.organizationId, organizationId), inArray(costCategories.id, categoryIds)),
        )
    : [];
  const creator = draft.createdBy
    ? await tx.select({ name: profiles.fullName }).from(profiles).where(eq(profiles.id, draft.createdBy))
    : [];
  const find = <T extends { id: string }>(rows: T[], id: string | null | undefined) =>
    id ? rows.find((r) => r.id === id) : undefined;
  const out: TJournalLine[] = lines.map((l, i) => {
    const account = find(accounts as { id: string; n: string; name: string }[], l.account_id);
    return {
      line_number: i + 1,
      account_id: account ? account.id : null,
      account_number: account?.n ?? null,
      account_name: account?.name ?? null,
      debit_cents: l.debit_cents,
      credit_cents: l.credit_cents,
      memo: l.memo ?? null,
      job_id: find(jobs as { id: string; n: string }[], l.job_id)?.id ?? null,
      job_number: find(jobs as { id: string; n: string }[], l.job_id)?.n ?? null,
      cost_code_id: find(codes as { id: string; n: string }[], l.cost_code_id)?.id ?? null,
      cost_code: find(codes as { id: string; n: string }[], l.cost_code_id)?.n ?? null,
      cost_category_id: find(categories as { id: string; n: string }[], l.cost_category_id)?.id ?? null,
      cost_category_code: find(categories as { id: string; n: string }[], l.cost_category_id)?.n ?? null,
    };
  });
  return {
    id: draft.id,
    status: 'draft',
    entry_number: null,
    entry_date: draft.entryDate,
    memo: draft.memo,
    source_type: 'manual' satisfies TSourceType,
    source_id: null,
    total_cents: out.reduce((s, l) => s + l.debit_cents, 0),
    reverses_id: null,
    reverses_number: null,
    reversed_by_id: null,
    reversed_by_number: null,
    posted_at: null,
    created_by_name: (creator as { name: string | null }[])[0]?.name ?? null,
    updated_at: draft.updatedAt.toISOString(),
    lines: out,
  };
}
