import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_MESSAGE,
  isDatabaseUnavailable,
} from '../db/connection-errors.ts';
import type { AppEnv } from '../deps.ts';
import { ObjectStoreUnavailableError } from '../storage/object-store.ts';
import { AppError } from './app-error.ts';
import { isUnstorableText, ledgerRuleError } from './db-errors.ts';

/**
 * A dependency that is down for a moment (PostgreSQL restarting, the S3 endpoint unreachable): 503 with
 * `Retry-After`, logged as a warning without the stack — the request was fine, try it again.
 */
export function unavailableDependency(
  err: Error,
  c: Context<AppEnv>,
): { code: 'database_unavailable' | 'storage_unavailable'; message: string } | null {
  const unavailable = isDatabaseUnavailable(err)
    ? { code: 'database_unavailable' as const, message: DATABASE_UNAVAILABLE_MESSAGE }
    : err instanceof ObjectStoreUnavailableError
      ? { code: 'storage_unavailable' as const, message: err.message }
      : null;
  if (!unavailable) return null;
  c.get('logger')?.warn(
    { code: unavailable.code, reason: err.message, path: c.req.path },
    'dependency unavailable',
  );
  c.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
  return unavailable;
}

/**
 * One mapping from errors to HTTP: AppError → its status and words; the database or file store out of
 * reach → 503; anything else → a logged 500.
 */
export function handleError(err: Error, c: Context<AppEnv>) {
  if (err instanceof AppError) {
    return c.json({ error: { code: err.code, message: err.message } }, err.status);
  }
  if (err instanceof HTTPException) {
    const status = err.status;
    const code = status === 401 ? 'unauthorized' : status === 413 ? 'payload_too_large' : 'http_error';
    return c.json({ error: { code, message: err.message || 'Request failed' } }, status);
  }
  const unavailable = unavailableDependency(err, c);
  if (unavailable) return c.json({ error: unavailable }, 503);
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
