import { isIsoDate, isoDate } from '@groundwork/shared';
import type { TManualLineInput } from '../api/statements-api';

/*
 * Statement lines typed or pasted by hand (issue 23), for a bank that sends no file: the grid's rows,
 * what is wrong with them, and the request they make. Dates are written MM/DD/YYYY (US) or YYYY-MM-DD;
 * both are unambiguous, so nothing is guessed.
 */

export type TManualRow = {
  key: string;
  date: string;
  description: string;
  checkNumber: string;
  amountCents: number | null;
};

let nextKey = 0;

export function emptyManualRow(): TManualRow {
  nextKey += 1;
  return { key: `manual-${nextKey}`, date: '', description: '', checkNumber: '', amountCents: null };
}

export function emptyManualRows(count = 5): TManualRow[] {
  return Array.from({ length: count }, emptyManualRow);
}

export function isManualRowBlank(row: TManualRow): boolean {
  return (
    row.date.trim() === '' &&
    row.description.trim() === '' &&
    row.checkNumber.trim() === '' &&
    row.amountCents === null
  );
}

/** 03/14/2026, 3/14/2026, 3/14/26 or 2026-03-14 as YYYY-MM-DD; null otherwise. */
export function parseManualDate(text: string): string | null {
  const trimmed = text.trim();
  if (isIsoDate(trimmed)) return trimmed;
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/.exec(trimmed);
  if (!match) return null;
  const year = (match[3] ?? '').length === 2 ? 2000 + Number(match[3]) : Number(match[3]);
  const iso = isoDate(year, Number(match[1]), Number(match[2]));
  return isIsoDate(iso) ? iso : null;
}

export type TManualProblems = { byRow: Map<number, string[]>; messages: string[] };

/** What keeps the filled rows from being saved, by row index and as "Row 2: …" messages. */
export function manualProblems(rows: readonly TManualRow[]): TManualProblems {
  const byRow = new Map<number, string[]>();
  const messages: string[] = [];
  rows.forEach((row, index) => {
    if (isManualRowBlank(row)) return;
    const problems: string[] = [];
    if (parseManualDate(row.date) === null)
      problems.push(row.date.trim() ? `'${row.date.trim()}' is not a date (MM/DD/YYYY)` : 'Enter the date');
    if (row.description.trim() === '') problems.push('Enter a description');
    if (row.amountCents === null || row.amountCents === 0)
      problems.push('Enter the amount (− for money out)');
    if (problems.length > 0) {
      byRow.set(index, problems);
      for (const problem of problems) messages.push(`Row ${index + 1}: ${problem}`);
    }
  });
  return { byRow, messages };
}

/** The filled rows as the manual statement's lines (call after `manualProblems` found none). */
export function manualInputs(rows: readonly TManualRow[]): TManualLineInput[] {
  return rows
    .filter((row) => !isManualRowBlank(row))
    .map((row) => ({
      posted_date: parseManualDate(row.date) ?? '',
      amount_cents: row.amountCents ?? 0,
      payee: row.description.trim(),
      ...(row.checkNumber.trim() ? { check_number: row.checkNumber.trim() } : {}),
    }));
}

/** Money in, money out and the net of the filled rows: the grid's running totals. */
export function manualTotals(rows: readonly TManualRow[]) {
  let inCents = 0;
  let outCents = 0;
  for (const row of rows) {
    const cents = row.amountCents ?? 0;
    if (cents > 0) inCents += cents;
    else outCents -= cents;
  }
  return {
    inCents,
    outCents,
    netCents: inCents - outCents,
    count: rows.filter((r) => !isManualRowBlank(r)).length,
  };
}
