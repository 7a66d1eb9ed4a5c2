type PgErrorLike = { code?: unknown; constraint?: unknown; detail?: unknown; cause?: unknown };

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
