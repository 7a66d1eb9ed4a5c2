import { STATEMENT_MESSAGES as M, type TStatementError } from '@groundwork/shared';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { handleError } from '../../lib/error-handler.ts';

/** A statement file with errors: the answer's `details` list every error with its line. */
export class StatementInvalidError extends AppError {
  constructor(
    message: string,
    status: ContentfulStatusCode,
    public readonly details: { error_count: number; errors: TStatementError[] },
  ) {
    super('statement_invalid', message, status);
  }
}

export const StatementErrors = {
  importNotFound: () => new AppError('statement_import_not_found', M.importNotFound, 404),
  lineNotFound: () => new AppError('statement_line_not_found', M.lineNotFound, 404),
  fileMissing: () => new AppError('statement_file_missing', M.fileMissing, 404),
  noFile: () => new AppError('no_file', M.noFile, 400),
  invalidBody: () => new AppError('invalid_body', M.invalidBody, 400),
  tooLarge: () => new AppError('file_too_large', M.tooLarge, 413),
  csvProfileRequired: () => new AppError('csv_profile_required', M.csvProfileRequired, 400),
  csvProfileInvalid: (message: string) =>
    new AppError('invalid_input', `${M.csvProfileInvalid}: ${message}`, 400),
  wrongAccount: (fileLastFour: string, accountLastFour: string) =>
    new AppError('wrong_account', M.wrongAccount(fileLastFour, accountLastFour), 400),
  lineMatched: () => new AppError('matched', M.lineMatched, 409),
  invalid: (errors: TStatementError[]) => {
    const first = errors[0];
    const message = !first
      ? 'The statement file could not be read'
      : first.line > 0 && !/^line \d/i.test(first.message)
        ? `Line ${first.line}: ${first.message}`
        : first.message;
    return new StatementInvalidError(message, 400, { error_count: errors.length, errors });
  },
} as const;

/** The module's error handler: an invalid statement answers with every error; the rest as everywhere else. */
export function handleStatementError(err: Error, c: Context<AppEnv>) {
  if (err instanceof StatementInvalidError) {
    return c.json({ error: { code: err.code, message: err.message, details: err.details } }, err.status);
  }
  return handleError(err, c);
}
