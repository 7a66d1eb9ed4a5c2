import {
  isBlankLine,
  journalProblems,
  type TJournalEntry,
  type TJournalLineInput,
  type TJournalProblem,
} from '@groundwork/shared';

/** A line of the entry form's grid: amounts in cents (0 for none), ids or null. */
export type TLineRow = {
  key: string;
  account_id: string | null;
  debit_cents: number;
  credit_cents: number;
  memo: string;
  job_id: string | null;
  cost_code_id: string | null;
  cost_category_id: string | null;
};

let lastKey = 0;
const nextKey = () => {
  lastKey += 1;
  return `line-${lastKey}`;
};

export function emptyLine(): TLineRow {
  return {
    key: nextKey(),
    account_id: null,
    debit_cents: 0,
    credit_cents: 0,
    memo: '',
    job_id: null,
    cost_code_id: null,
    cost_category_id: null,
  };
}

/** A new entry starts with two empty lines: the least an entry can post with. */
export const NEW_ENTRY_LINES = 2;

export function emptyLines(count = NEW_ENTRY_LINES): TLineRow[] {
  return Array.from({ length: count }, emptyLine);
}

export function linesFromEntry(entry: TJournalEntry): TLineRow[] {
  const lines = entry.lines.map((line) => ({
    key: nextKey(),
    account_id: line.account_id,
    debit_cents: line.debit_cents,
    credit_cents: line.credit_cents,
    memo: line.memo ?? '',
    job_id: line.job_id,
    cost_code_id: line.cost_code_id,
    cost_category_id: line.cost_category_id,
  }));
  return lines.length >= NEW_ENTRY_LINES ? lines : [...lines, ...emptyLines(NEW_ENTRY_LINES - lines.length)];
}

export function isBlankRow(row: TLineRow): boolean {
  return isBlankLine(row) && !row.memo.trim() && !row.cost_code_id && !row.cost_category_id;
}

/** The rows that carry something, in order: what is saved (blank rows are dropped). */
export function filledRows(rows: readonly TLineRow[]): TLineRow[] {
  return rows.filter((row) => !isBlankRow(row));
}

/** The lines as the API takes them. */
export function lineInputs(rows: readonly TLineRow[]): TJournalLineInput[] {
  return filledRows(rows).map((row) => ({
    account_id: row.account_id,
    debit_cents: row.debit_cents,
    credit_cents: row.credit_cents,
    memo: row.memo.trim() || null,
    job_id: row.job_id,
    cost_code_id: row.cost_code_id,
    cost_category_id: row.cost_category_id,
  }));
}

export function hasJobCost(rows: readonly TLineRow[]): boolean {
  return rows.some((row) => row.job_id || row.cost_code_id || row.cost_category_id);
}

export type TEntryProblems = {
  /** Grid row index → its problems. */
  byRow: Map<number, string[]>;
  /** Every problem as text, 'Line 3: Choose an account' first, then the entry's own. */
  messages: string[];
};

/**
 * What stops the entry from posting, by the shared rules, with line numbers of the grid (blank rows
 * in between are skipped when saving, and the grid is compacted then, so the numbers stay true).
 */
export function entryProblems(rows: readonly TLineRow[]): TEntryProblems {
  const rowIndexes: number[] = [];
  rows.forEach((row, index) => {
    if (!isBlankRow(row)) rowIndexes.push(index);
  });
  const filled = rowIndexes.map((index) => rows[index] as TLineRow);
  const byRow = new Map<number, string[]>();
  const messages = journalProblems(filled).map((problem: TJournalProblem) => {
    if (problem.line === null) return problem.message;
    const rowIndex = rowIndexes[problem.line - 1] ?? problem.line - 1;
    byRow.set(rowIndex, [...(byRow.get(rowIndex) ?? []), problem.message]);
    return `Line ${rowIndex + 1}: ${problem.message}`;
  });
  return { byRow, messages };
}

/** 'Line 3: Choose an account' from the server → row index 2 and its message. */
export function serverLineProblem(message: string): { rowIndex: number; message: string } | null {
  const match = /^Line (\d+): (.+)$/.exec(message);
  if (!match) return null;
  return { rowIndex: Number(match[1]) - 1, message: match[2] as string };
}
