/**
 * Telling "PostgreSQL cannot be reached" apart from every other failure, so that a request during a
 * database restart or failover answers 503 (try again) rather than 500 (a bug), and the process lives on.
 */

/**
 * A new connection to PostgreSQL could not be opened (refused, reset, timed out, DNS). The pool's
 * client class wraps its connect errors in this, so a mail server's ECONNREFUSED is never taken for it.
 */
export class DatabaseConnectError extends Error {
  constructor(cause: unknown) {
    super(`database connection failed: ${cause instanceof Error ? cause.message : String(cause)}`, {
      cause,
    });
    this.name = 'DatabaseConnectError';
  }
}

/**
 * SQLSTATEs of a server that is going away or not there yet: class 08 (connection exception), 57P01
 * admin_shutdown (pg_ctl stop -m fast), 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up or
 * shutting down), 53300 too_many_connections.
 */
const UNAVAILABLE_STATES = /^(08...|57P0[123]|53300)$/;

/** Messages node-postgres gives a connection that broke under a query (no SQLSTATE on these). */
const BROKEN_CONNECTION = [
  'Connection terminated',
  'is not queryable',
  'timeout exceeded when trying to connect',
  'Query read timeout',
];

/**
 * Errors a pooled client reported as the loss of its connection (its 'error' event: a socket reset or
 * broken pipe, the server's end closing). node-postgres emits that event with the same error object it
 * then rejects the running statement with, one tick later, so the statement's failure is known for what
 * it is — whether Drizzle or a raw `client.query` sent it — and a mail server's ECONNRESET is not.
 */
const lostConnectionErrors = new WeakSet<object>();

/** Called by the pool's client class for every error its connection reports. */
export function markConnectionLost(err: unknown): void {
  if (err && typeof err === 'object') lostConnectionErrors.add(err);
}

type ErrorLike = { code?: unknown; message?: unknown; cause?: unknown };

/** Whether a failure (through Drizzle's `cause` wrapping) means the database is unreachable right now. */
export function isDatabaseUnavailable(err: unknown): boolean {
  let current: unknown = err;
  for (let depth = 0; depth < 6 && current && typeof current === 'object'; depth++) {
    if (current instanceof DatabaseConnectError) return true;
    if (lostConnectionErrors.has(current)) return true;
    const e = current as ErrorLike;
    if (typeof e.code === 'string' && UNAVAILABLE_STATES.test(e.code)) return true;
    const message = typeof e.message === 'string' ? e.message : '';
    if (BROKEN_CONNECTION.some((m) => message.includes(m))) return true;
    current = e.cause;
  }
  return false;
}

/** The words every surface answers with (the API, the auth service, the file store). */
export const DATABASE_UNAVAILABLE_MESSAGE =
  'The database is not reachable at the moment. Please try again in a few seconds.';

/** Seconds a client is told to wait before trying again (`Retry-After`). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
