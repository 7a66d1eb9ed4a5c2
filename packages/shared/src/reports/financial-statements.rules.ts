import type { TAccountType, TNormalBalance } from '../cost-structure/chart-of-accounts.schemas.ts';
import { daysInMonth, isoDate, previousDay } from '../ledger/dates.ts';
import { nextDay } from '../ledger/periods.ts';

/**
 * The pure rules of the financial statements (issue 17, item 2): periods and their comparisons, the
 * month columns of a period, where an account stands on the profit and loss, and a balance in its
 * type's normal direction.
 */

export type TStatementRange = { from: string; to: string };

const ymd = (date: string) => ({
  y: Number(date.slice(0, 4)),
  m: Number(date.slice(5, 7)),
  d: Number(date.slice(8, 10)),
});

export const isFirstOfMonth = (date: string) => date.endsWith('-01');
export const isLastOfMonth = (date: string) => {
  const { y, m, d } = ymd(date);
  return d === daysInMonth(y, m);
};

/** The first day of a date's month. */
export const firstOfMonth = (date: string) => `${date.slice(0, 7)}-01`;

/** The last day of a date's month. */
export function lastOfMonth(date: string): string {
  const { y, m } = ymd(date);
  return isoDate(y, m, daysInMonth(y, m));
}

/**
 * A date `months` months away; a month end stays a month end (2024-02-29 − 12 → 2023-02-28,
 * 2025-02-28 − 12 → 2024-02-29), any other day is clamped to the target month's length.
 */
export function shiftMonths(date: string, months: number): string {
  const { y, m, d } = ymd(date);
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = daysInMonth(year, month);
  return isoDate(year, month, isLastOfMonth(date) ? last : Math.min(d, last));
}

/** Days from `from` to `to`, both counted (2026-03-01 … 2026-03-31 → 31). */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

function addDays(date: string, days: number): string {
  const t = new Date(`${date}T00:00:00Z`);
  t.setUTCDate(t.getUTCDate() + days);
  return t.toISOString().slice(0, 10);
}

/** Calendar months a period touches (2026-01-15 … 2026-03-02 → 3). */
export function monthsTouched(range: TStatementRange): number {
  const a = ymd(range.from);
  const b = ymd(range.to);
  return (b.y - a.y) * 12 + (b.m - a.m) + 1;
}

/**
 * The period just before: as many whole months when the period is whole months (Jan–Mar → Oct–Dec),
 * else as many days (a 10-day period → the 10 days before it).
 */
export function priorPeriod(range: TStatementRange): TStatementRange {
  if (isFirstOfMonth(range.from) && isLastOfMonth(range.to)) {
    const months = monthsTouched(range);
    return { from: shiftMonths(range.from, -months), to: previousDay(range.from) };
  }
  const days = daysInRange(range.from, range.to);
  return { from: addDays(range.from, -days), to: previousDay(range.from) };
}

/** The same period a year earlier (month ends stay month ends). */
export function priorYear(range: TStatementRange): TStatementRange {
  return { from: shiftMonths(range.from, -12), to: shiftMonths(range.to, -12) };
}

export const STATEMENT_COMPARISONS = ['none', 'prior_period', 'prior_year'] as const;
export type TStatementComparison = (typeof STATEMENT_COMPARISONS)[number];

export function comparisonRange(
  range: TStatementRange,
  compare: TStatementComparison,
): TStatementRange | null {
  if (compare === 'prior_period') return priorPeriod(range);
  if (compare === 'prior_year') return priorYear(range);
  return null;
}

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'Mar 2026' */
export function statementMonthLabel(date: string): string {
  const { y, m } = ymd(date);
  return `${MONTH_NAMES[m - 1]} ${y}`;
}

/** A period cut at month ends: each month it touches, clipped to the period, with its label. */
export function statementMonthColumns(range: TStatementRange): (TStatementRange & { label: string })[] {
  const columns: (TStatementRange & { label: string })[] = [];
  let start = range.from;
  while (start <= range.to) {
    const end = lastOfMonth(start);
    const to = end < range.to ? end : range.to;
    columns.push({ from: start, to, label: statementMonthLabel(start) });
    start = nextDay(to);
  }
  return columns;
}

/** A label for a period: 'Mar 2026', 'Jan 2026 – Mar 2026', or its two dates. */
export function statementPeriodLabel(range: TStatementRange): string {
  const wholeMonths = isFirstOfMonth(range.from) && isLastOfMonth(range.to);
  if (!wholeMonths) return `${range.from} – ${range.to}`;
  const first = statementMonthLabel(range.from);
  const last = statementMonthLabel(range.to);
  return first === last ? first : `${first} – ${last}`;
}

export const NORMAL_BALANCE_OF_TYPE: Record<TAccountType, TNormalBalance> = {
  asset: 'debit',
  expense: 'debit',
  liability: 'credit',
  equity: 'credit',
  revenue: 'credit',
};

/**
 * An account's debit and credit totals as its statement shows them: in its TYPE's normal direction
 * (assets and expenses debit − credit, the others credit − debit), so that a contra account
 * (accumulated depreciation) counts against its section.
 */
export function amountForType(type: TAccountType, debitCents: number, creditCents: number): number {
  return NORMAL_BALANCE_OF_TYPE[type] === 'debit' ? debitCents - creditCents : creditCents - debitCents;
}

export const PNL_SECTIONS = ['revenue', 'cost_of_revenue', 'operating_expenses'] as const;
export type TPnlSection = (typeof PNL_SECTIONS)[number];

export const PNL_SECTION_TITLES: Record<TPnlSection, string> = {
  revenue: 'Revenue',
  cost_of_revenue: 'Cost of revenue (job costs)',
  operating_expenses: 'Operating expenses (overhead)',
};

export type TClassifiable = {
  id: string;
  account_number: string;
  account_type: TAccountType;
  system_key: string | null;
  parent_id: string | null;
  /** A cost category posts to it (cost_categories.gl_account_id). */
  is_cost_category_account: boolean;
};

/**
 * Where an account stands on the profit and loss (null: a balance sheet account). The rule, which
 * follows the starting chart (4000 revenue; 5000–5400 job costs, each a cost category's account; 6000–
 * 6400 overhead):
 *   - a revenue account → revenue;
 *   - an expense account → cost of revenue when a cost category posts to it, when it is one of the
 *     starting chart's job-cost accounts (system key job_cost_…), when its number begins with 5 (the
 *     job-cost range), or when its parent is cost of revenue; every other expense → operating expenses.
 */
export function pnlSectionOf(
  account: TClassifiable,
  parentOf: (id: string) => TClassifiable | undefined = () => undefined,
): TPnlSection | null {
  if (account.account_type === 'revenue') return 'revenue';
  if (account.account_type !== 'expense') return null;
  const seen = new Set<string>();
  let current: TClassifiable | undefined = account;
  while (current && !seen.has(current.id)) {
    seen.add(current.id);
    if (
      current.is_cost_category_account ||
      current.system_key?.startsWith('job_cost_') ||
      current.account_number.startsWith('5')
    )
      return 'cost_of_revenue';
    current = current.parent_id ? parentOf(current.parent_id) : undefined;
  }
  return 'operating_expenses';
}

/** Accounts in number order, each sub-account right under its parent one level deeper. */
export function accountTreeOrder<T extends { id: string; account_number: string; parent_id: string | null }>(
  accounts: readonly T[],
): { account: T; depth: number }[] {
  const ids = new Set(accounts.map((a) => a.id));
  const byNumber = (a: T, b: T) => a.account_number.localeCompare(b.account_number, 'en', { numeric: true });
  const children = new Map<string, T[]>();
  const roots: T[] = [];
  for (const a of accounts) {
    if (a.parent_id && a.parent_id !== a.id && ids.has(a.parent_id))
      children.set(a.parent_id, [...(children.get(a.parent_id) ?? []), a]);
    else roots.push(a);
  }
  const out: { account: T; depth: number }[] = [];
  const seen = new Set<string>();
  const visit = (a: T, depth: number) => {
    if (seen.has(a.id)) return;
    seen.add(a.id);
    out.push({ account: a, depth });
    for (const child of (children.get(a.id) ?? []).sort(byNumber)) visit(child, depth + 1);
  };
  for (const root of roots.sort(byNumber)) visit(root, 0);
  // A cycle of parents (not allowed by the chart, but never lose an account): at the top level.
  for (const a of [...accounts].sort(byNumber)) visit(a, 0);
  return out;
}

/** A change between two figures: the difference and, when the base is not zero, the percentage. */
export function statementChange(
  current: number,
  prior: number,
): { change_cents: number; change_percent: number | null } {
  return {
    change_cents: current - prior,
    change_percent: prior === 0 ? null : Math.round(((current - prior) / Math.abs(prior)) * 1000) / 10,
  };
}
