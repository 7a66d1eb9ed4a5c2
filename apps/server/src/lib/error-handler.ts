import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from '../deps.ts';
import { AppError } from './app-error.ts';
import { isUnstorableText, ledgerRuleError } from './db-errors.ts';

/** One mapping from errors to HTTP: AppError → its status and words; anything else → a logged 500. */
export function handleError(err: Error, c: Context<AppEnv>) {
  if (err instanceof AppError) {
    return c.json({ error: { code: err.code, message: err.message } }, err.status);
  }
  if (err instanceof HTTPException) {
    const status = err.status;
    const code = status === 401 ? 'unauthorized' : status === 413 ? 'payload_too_large' : 'http_error';
    return c.json({ error: { code, message: err.message || 'Request failed' } }, status);
  }
  // A ledger rule the database enforced (a path that skipped the posting engine's checks, or a race).
  const ledger = ledgerRuleError(err);
  if (ledger) return c.json({ error: { code: ledger.code, message: ledger.message } }, ledger.status);
  if (isUnstorableText(err)) {
    c.get('logger')?.warn({ err, path: c.req.path }, 'input the database cannot store');
    return c.json(
      { error: { code: 'invalid_input', message: 'The request contains text that cannot be stored' } },
      400,
    );
  }
  c.get('logger')?.error({ err, path: c.req.path }, 'unexpected error');
  return c.json(
    {
      error: {
        code: 'internal_error',
        message: `Something went wrong. Reference: ${c.get('requestId') ?? 'n/a'}`,
      },
    },
    500,
  );
}
