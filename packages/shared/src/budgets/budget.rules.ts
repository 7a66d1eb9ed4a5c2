import { parseMoneyToCents } from '../money/money.ts';
import {
  BUDGET_DESCRIPTION_MAX,
  BUDGET_LINE_CENTS_MAX,
  BUDGET_MESSAGES,
  duplicateLineMessage,
  duplicateRowMessage,
  type TBudgetImportRow,
  type TBudgetPreview,
  type TBudgetPreviewRow,
} from './budget.schemas.ts';

/** The company's cost codes and categories as the rules need them (inactive ones included). */
export type TBudgetCode = { id: string; code: string; is_active: boolean; is_parent: boolean };
export type TBudgetCategory = { id: string; code: string; is_active: boolean; description?: string };

/** A line as the grid holds it: anything may still be missing. */
export type TBudgetDraftLine = {
  cost_code_id: string | null;
  cost_category_id: string | null;
  description: string;
  original_cents: number | null;
};

function codeReasons(code: TBudgetCode | undefined, given: boolean): string[] {
  if (!given) return [BUDGET_MESSAGES.costCodeRequired];
  if (!code) return [BUDGET_MESSAGES.costCodeNotFound];
  if (code.is_parent) return [BUDGET_MESSAGES.costCodeParent];
  if (!code.is_active) return [BUDGET_MESSAGES.costCodeInactive];
  return [];
}

function categoryReasons(category: TBudgetCategory | undefined, given: boolean): string[] {
  if (!given) return [BUDGET_MESSAGES.categoryRequired];
  if (!category) return [BUDGET_MESSAGES.categoryNotFound];
  if (!category.is_active) return [BUDGET_MESSAGES.categoryInactive];
  return [];
}

function amountReasons(cents: number | null): string[] {
  if (cents === null) return [BUDGET_MESSAGES.amountRequired];
  if (!Number.isInteger(cents) || cents < 0 || cents > BUDGET_LINE_CENTS_MAX)
    return [BUDGET_MESSAGES.amountInvalid];
  return [];
}

/**
 * Every reason each line cannot be saved, by index (lines without problems are absent): an active
 * child cost code and an active category of the company, an amount of whole cents ≥ 0, a description
 * under 500 characters, and each code × category once (the later line is the one reported). The grid
 * shows these as you type; the server runs the same function before it writes.
 */
export function budgetLineErrors(
  lines: readonly TBudgetDraftLine[],
  codes: readonly TBudgetCode[],
  categories: readonly TBudgetCategory[],
): Map<number, string[]> {
  const codeById = new Map(codes.map((c) => [c.id, c]));
  const categoryById = new Map(categories.map((c) => [c.id, c]));
  const firstLineOf = new Map<string, number>();
  const errors = new Map<number, string[]>();
  lines.forEach((line, index) => {
    const reasons = [
      ...codeReasons(
        line.cost_code_id ? codeById.get(line.cost_code_id) : undefined,
        Boolean(line.cost_code_id),
      ),
      ...categoryReasons(
        line.cost_category_id ? categoryById.get(line.cost_category_id) : undefined,
        Boolean(line.cost_category_id),
      ),
    ];
    if (line.cost_code_id && line.cost_category_id) {
      const key = `${line.cost_code_id}|${line.cost_category_id}`;
      const first = firstLineOf.get(key);
      if (first === undefined) firstLineOf.set(key, index + 1);
      else reasons.push(duplicateLineMessage(first));
    }
    if (line.description.trim().length > BUDGET_DESCRIPTION_MAX) reasons.push(BUDGET_MESSAGES.descriptionMax);
    reasons.push(...amountReasons(line.original_cents));
    if (reasons.length > 0) errors.set(index, reasons);
  });
  return errors;
}

/** A CSV amount: "12,500.00", "$800", "0.5" → cents; null when it is not a non-negative amount. */
export function parseBudgetAmount(text: string): number | null {
  return parseMoneyToCents(text);
}

export type TCleanBudgetRow = {
  cost_code: string;
  cost_category: string;
  description: string;
  amount: string;
};

export function cleanBudgetRow(row: TBudgetImportRow): TCleanBudgetRow {
  return {
    cost_code: row.cost_code.trim(),
    cost_category: row.cost_category.trim().toUpperCase(),
    description: (row.description ?? '').trim(),
    amount: row.amount.trim(),
  };
}

/**
 * The category a file names, by its code ('M') or its description ('Material'), ignoring case — as a
 * paste into the grid finds it.
 */
export function budgetCategoryFor(
  text: string,
  categories: readonly TBudgetCategory[],
): TBudgetCategory | undefined {
  const wanted = text.trim().toUpperCase();
  if (!wanted) return undefined;
  return (
    categories.find((c) => c.code.toUpperCase() === wanted) ??
    categories.find((c) => (c.description ?? '').trim().toUpperCase() === wanted)
  );
}

/** A budget line already on the job, by its code and category (for 'new' or 'update'). */
export type TExistingBudgetLine = { cost_code: string; cost_category_code: string };

/**
 * The budget import preview: every row with all its reasons. A row whose code × category the job
 * already has updates that line (description and amount); any other row adds one; lines the file does
 * not name stay. All or nothing: one invalid row blocks the file. The server runs the same function
 * on the codes and categories as they are when it writes.
 */
export function previewBudgetImport(
  rows: readonly TBudgetImportRow[],
  codes: readonly TBudgetCode[],
  categories: readonly TBudgetCategory[],
  existing: readonly TExistingBudgetLine[],
): TBudgetPreview {
  const codeByText = new Map(codes.map((c) => [c.code, c]));
  const existingKeys = new Set(existing.map((l) => `${l.cost_code}|${l.cost_category_code.toUpperCase()}`));
  const firstRowOf = new Map<string, number>();
  let invalid = 0;
  let total = 0;
  const out: TBudgetPreviewRow[] = rows.map((given, i) => {
    const at = i + 1;
    const cleaned = cleanBudgetRow(given);
    const category = budgetCategoryFor(cleaned.cost_category, categories);
    // A category named by its description is shown (and keyed) by its code.
    const row = { ...cleaned, cost_category: category?.code.toUpperCase() ?? cleaned.cost_category };
    const cents = row.amount === '' ? null : parseBudgetAmount(row.amount);
    const reasons = [
      ...codeReasons(codeByText.get(row.cost_code), row.cost_code !== ''),
      ...categoryReasons(category, row.cost_category !== ''),
    ];
    const key = `${row.cost_code}|${row.cost_category}`;
    if (row.cost_code && row.cost_category) {
      const first = firstRowOf.get(key);
      if (first === undefined) firstRowOf.set(key, at);
      else reasons.push(duplicateRowMessage(first));
    }
    if (row.description.length > BUDGET_DESCRIPTION_MAX) reasons.push(BUDGET_MESSAGES.descriptionMax);
    if (row.amount === '') reasons.push(BUDGET_MESSAGES.amountRequired);
    else reasons.push(...(cents === null ? [BUDGET_MESSAGES.amountInvalid] : amountReasons(cents)));
    if (reasons.length > 0) invalid++;
    else total += cents ?? 0;
    return {
      row: at,
      cost_code: row.cost_code,
      cost_category: row.cost_category,
      description: row.description,
      amount_cents: cents,
      action: existingKeys.has(key) ? 'update' : 'new',
      status: reasons.length > 0 ? 'invalid' : 'valid',
      reasons,
    };
  });
  return { rows: out, valid: out.length - invalid, invalid, total_cents: total };
}
