import { AppError } from './app-error.ts';

type PgErrorLike = { code?: unknown; constraint?: unknown; detail?: unknown; cause?: unknown };

/** The SQLSTATE of a database error, through Drizzle's `cause` wrapping; null for anything else. */
export function sqlStateOf(err: unknown): string | null {
  let current: unknown = err;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const e = current as PgErrorLike;
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
    current = e.cause;
  }
  return null;
}

/**
 * SQLSTATEs that only a value sent by the caller can cause: text PostgreSQL cannot hold (NUL, 22021 /
 * 22P05 — invalid byte sequence, untranslatable character) or too long for its column (22001).
 */
const UNSTORABLE_TEXT = new Set(['22021', '22P05', '22001']);

/**
 * Whether a failed statement was refused for text the caller sent. The hostile-input middleware
 * refuses NUL and broken escapes first; this is the backstop that keeps such input from being a 500.
 */
export function isUnstorableText(err: unknown): boolean {
  const state = sqlStateOf(err);
  return state !== null && UNSTORABLE_TEXT.has(state);
}

/**
 * The unique index a failed statement collided with, or null when the error is not a unique violation
 * (SQLSTATE 23505). Drizzle wraps the driver's error in `cause`; both pg and PGlite carry `constraint`.
 */
export function violatedUniqueIndex(err: unknown): string | null {
  let current: unknown = err;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const e = current as PgErrorLike;
    if (e.code === '23505') return typeof e.constraint === 'string' ? e.constraint : '';
    current = e.cause;
  }
  return null;
}

/** An ILIKE pattern matching `text` anywhere, with the user's `%`, `_` and `\` taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/**
 * The ledger rule a statement broke in the database (SQLSTATE GL001–GL005 from migration 0013, RC001–RC003
 * from migration 0031), as the
 * 4xx answer it deserves; null for any other error. The engine checks first, so these fire only for a
 * path that skipped the engine's checks (or a race, e.g. a period closed between check and insert).
 */
export function ledgerRuleError(err: unknown): AppError | null {
  let current: unknown = err;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const e = current as PgErrorLike & { message?: unknown };
    if (typeof e.code === 'string' && /^RC00[1-3]$/.test(e.code)) {
      // The reconciliation guard of migration 0031: cleared items and finished reconciliations.
      const message = typeof e.message === 'string' ? e.message : 'The reconciliation refused this change';
      if (e.code === 'RC001') return new AppError('reconciled', message, 409);
      if (e.code === 'RC002') return new AppError('reconciliation_finished', message, 409);
      return new AppError('not_a_bank_item', message, 400);
    }
    if (typeof e.code === 'string' && /^GL00[1-5]$/.test(e.code)) {
      const message = typeof e.message === 'string' ? e.message : 'The ledger refused this change';
      if (e.code === 'GL003') return new AppError('period_closed', message, 409);
      if (e.code === 'GL002') return new AppError('entry_posted', message, 409);
      if (e.code === 'GL005') return new AppError('control_account', message, 400);
      return new AppError('journal_invalid', message, 400);
    }
    current = e.cause;
  }
  return null;
}
