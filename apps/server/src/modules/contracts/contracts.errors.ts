import {
  lineHasChangeOrdersMessage,
  CONTRACT_MESSAGES as M,
  type TContractLineProblem,
} from '@groundwork/shared';
import type { Context } from 'hono';
import type { AppEnv } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { handleError } from '../../lib/error-handler.ts';

/** A refused save: the answer names every line with its reasons (`details.lines`). */
export class ContractLinesError extends AppError {
  constructor(public readonly lines: TContractLineProblem[]) {
    super('contract_lines_invalid', M.linesInvalid, 400);
  }
}

export const ContractErrors = {
  linesInvalid: (errors: ReadonlyMap<number, string[]>) =>
    new ContractLinesError([...errors].map(([index, reasons]) => ({ index, reasons }))),
  scheduleTotal: (message: string) => new AppError('schedule_total_mismatch', message, 400),
  lineNotOnContract: () => new AppError('contract_line_not_found', M.lineNotOnContract, 404),
  /** Once a pay application exists, scheduled values change only through customer change orders. */
  billed: () => new AppError('contract_billed', M.contractBilled, 409),
  lineHasChangeOrders: (lineNumber: number) =>
    new AppError('contract_line_has_change_orders', lineHasChangeOrdersMessage(lineNumber), 409),
  importBlocked: () => new AppError('import_invalid', M.importBlocked, 400),
} as const;

/** The module's error handler: a refused save answers with its lines, the rest as everywhere else. */
export function handleContractError(err: Error, c: Context<AppEnv>) {
  if (err instanceof ContractLinesError) {
    return c.json(
      { error: { code: err.code, message: err.message, details: { lines: err.lines } } },
      err.status,
    );
  }
  return handleError(err, c);
}
