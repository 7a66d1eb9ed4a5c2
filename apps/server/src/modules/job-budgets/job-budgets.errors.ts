import { BUDGET_MESSAGES, type TBudgetLineProblem } from '@groundwork/shared';
import type { Context } from 'hono';
import type { AppEnv } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { handleError } from '../../lib/error-handler.ts';

/** A refused budget save: the answer names every line with its reasons (`details.lines`). */
export class BudgetLinesError extends AppError {
  constructor(public readonly lines: TBudgetLineProblem[]) {
    super('budget_lines_invalid', BUDGET_MESSAGES.linesInvalid, 400);
  }
}

export const BudgetErrors = {
  linesInvalid: (errors: ReadonlyMap<number, string[]>) =>
    new BudgetLinesError([...errors].map(([index, reasons]) => ({ index, reasons }))),
  importBlocked: () => new AppError('import_invalid', BUDGET_MESSAGES.importBlocked, 400),
  budgetFromLines: () => new AppError('budget_from_lines', BUDGET_MESSAGES.budgetFromLines, 409),
} as const;

/** The module's error handler: a budget refusal answers with its lines, the rest as everywhere else. */
export function handleBudgetError(err: Error, c: Context<AppEnv>) {
  if (err instanceof BudgetLinesError) {
    return c.json(
      { error: { code: err.code, message: err.message, details: { lines: err.lines } } },
      err.status,
    );
  }
  return handleError(err, c);
}
