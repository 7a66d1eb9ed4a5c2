import { AsyncLocalStorage } from 'node:async_hooks';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg, { type PoolClient, type QueryResult } from 'pg';
import { type Database, type Db, rowsOf, statementNameFor } from '../db/client.ts';
import * as schema from '../db/schema/index.ts';

export type TenantContext = { userId: string; organizationId: string | null };

/**
 * A pooled PostgreSQL connection with a tenant transaction already open: the request's first round trip
 * began it, checked the caller and set the tenant (`openTenantTransaction`). The first `withTenant` of
 * the same caller in the same request carries on in it; anything else ends it first, so a request never
 * holds two connections.
 */
type OpenTransaction = {
  source: Db;
  client: PoolClient;
  /** Set once the caller is known to be allowed in: until then no withTenant may use it. */
  context: TenantContext | null;
};

type RequestScope = { open: OpenTransaction | null };

const requestScope = new AsyncLocalStorage<RequestScope>();

/**
 * What the request path knows of the transaction open on a held connection: whether the next
 * statement carries the commit (`lastStatement`), and whether it did.
 */
type HeldTransaction = { commitWithNext: boolean; committed: boolean };

/** Drizzle over one checked-out connection, made once per pooled connection, with its transaction's state. */
const clientDbs = new WeakMap<PoolClient, { db: Db; held: HeldTransaction }>();
const heldOf = new WeakMap<Db, HeldTransaction>();

function dbOnClient(client: PoolClient): { db: Db; held: HeldTransaction } {
  let entry = clientDbs.get(client);
  if (!entry) {
    const held: HeldTransaction = { commitWithNext: false, committed: false };
    const db = drizzle(preparing(client, held), { schema }) as unknown as Db;
    db.transaction = nestedAsSavepoint(db);
    entry = { db, held };
    clientDbs.set(client, entry);
    heldOf.set(db, held);
  }
  entry.held.commitWithNext = false;
  entry.held.committed = false;
  return entry;
}

/**
 * `transaction()` on a handle whose transaction is already open: a savepoint, as drizzle's own
 * transactions do for a nested call. (drizzle would send `begin` on the held connection — a warning,
 * not a new transaction — and its `commit` or `rollback` would end the request's whole transaction.)
 */
function nestedAsSavepoint(db: Db): Db['transaction'] {
  let depth = 0;
  return (async (fn: (tx: Db) => Promise<unknown>) => {
    const name = `gw_nested_${++depth}`;
    try {
      await db.execute(sql.raw(`savepoint ${name}`));
      try {
        const result = await fn(db);
        await db.execute(sql.raw(`release savepoint ${name}`));
        return result;
      } catch (err) {
        await db.execute(sql.raw(`rollback to savepoint ${name}`));
        throw err;
      }
    } finally {
      depth--;
    }
  }) as unknown as Db['transaction'];
}

/**
 * The connection as drizzle sees it: each statement drizzle sends (always a query object) goes as a
 * named prepared statement, one name per text (`statementNameFor`), so PostgreSQL parses and plans it
 * once per connection instead of on every request — planning cost as much as running for most of
 * them (decision 015). Plain-text statements (begin, commit) are unchanged. The statement marked by
 * `lastStatement` goes with the commit in the same round trip; after it, nothing more may run.
 */
const MAX_PREPARED_PARAMETERS = 64;

function preparing(client: PoolClient, held: HeldTransaction): PoolClient {
  const wrapped = Object.create(client) as PoolClient;
  const query = (config: unknown, ...rest: unknown[]) => {
    if (held.committed) {
      return Promise.reject(
        new Error('The transaction was committed with its last statement: nothing may follow it'),
      );
    }
    const values = rest[0];
    // Statements with many parameters (bulk writes, long IN lists) come in texts of every length: they
    // run unnamed, so they do not use up the names the everyday statements need.
    const isBulk = Array.isArray(values) && values.length > MAX_PREPARED_PARAMETERS;
    if (config && typeof config === 'object' && 'text' in config && !isBulk) {
      const named = config as { text: string; name?: string };
      if (!named.name) config = { ...named, name: statementNameFor(named.text) };
    }
    if (held.commitWithNext && config && typeof config === 'object' && 'text' in config) {
      held.commitWithNext = false;
      return committing(client, held, config as pg.QueryConfig, values);
    }
    return (client.query as (...args: unknown[]) => unknown)(config, ...rest);
  };
  wrapped.query = query as PoolClient['query'];
  return wrapped;
}

/** The parts of pg's Query the committing statement changes (not in its type declarations). */
type QueryInternals = {
  portal?: string;
  _getRows(connection: ProtocolConnection, rows?: number): void;
  handleCommandComplete(message: { text?: string }, connection: ProtocolConnection): void;
};
type ProtocolConnection = {
  parse(query: { text: string }): void;
  bind(config: object): void;
  execute(config: { portal?: string; rows?: number }): void;
  sync(): void;
};

/**
 * One statement and `commit` in one round trip (extended protocol: its Bind/Execute, then
 * Parse/Bind/Execute of `commit`, then one Sync). If the statement fails, PostgreSQL skips the commit
 * (everything up to Sync) and the transaction is left failed for the caller's rollback; if the commit
 * fails, the statement's answer is an error too. Either way the caller's error path rolls back.
 */
function committing(client: PoolClient, held: HeldTransaction, config: pg.QueryConfig, values: unknown) {
  return new Promise((resolve, reject) => {
    const query = new pg.Query(config, values as unknown[], (err: Error | undefined, result: unknown) =>
      err ? reject(err) : resolve(result),
    ) as unknown as QueryInternals;
    const getRows = query._getRows.bind(query);
    query._getRows = (connection, rows) => {
      if (rows) return getRows(connection, rows);
      connection.execute({ portal: query.portal });
      connection.parse({ text: 'commit' });
      connection.bind({});
      connection.execute({});
      connection.sync();
    };
    const commandComplete = query.handleCommandComplete.bind(query);
    query.handleCommandComplete = (message, connection) => {
      if (message.text === 'COMMIT') held.committed = true;
      else commandComplete(message, connection);
    };
    client.query(query as unknown as pg.Query);
  });
}

/**
 * Runs `run`, whose one statement is the transaction's last: on the request path (PostgreSQL, a
 * connection held by `withTenant`) it goes with the commit in the same round trip, one fewer per
 * request, and the transaction's handle refuses anything after it. Elsewhere (PGlite) it just runs.
 * Nothing may run beside it on the same handle (no Promise.all).
 */
export async function lastStatement<T>(tx: Db, run: () => Promise<T>): Promise<T> {
  const held = heldOf.get(tx);
  if (!held) return run();
  held.commitWithNext = true;
  try {
    return await run();
  } finally {
    held.commitWithNext = false;
  }
}

/** The pg pool behind a database handle (PostgreSQL); null for PGlite and for a transaction's handle. */
function poolOf(db: Db): pg.Pool | null {
  const client = (db as unknown as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client : null;
}

async function commit<T>(client: PoolClient, fn: (tx: Db) => Promise<T>): Promise<T> {
  let result: T;
  try {
    const { db, held } = dbOnClient(client);
    result = await fn(db);
    if (!held.committed) await client.query('commit');
  } catch (err) {
    await rollback(client);
    throw err;
  }
  client.release();
  return result;
}

/** Ends the transaction and gives the connection back; a connection that cannot roll back is dropped. */
async function rollback(client: PoolClient): Promise<void> {
  try {
    await client.query('rollback');
    client.release();
  } catch (err) {
    client.release(err instanceof Error ? err : new Error(String(err)));
  }
}

/** Ends a held transaction the request did not use. */
async function endOpenTransaction(scope: RequestScope | undefined): Promise<void> {
  const open = scope?.open;
  if (!open) return;
  scope.open = null;
  await rollback(open.client);
}

/**
 * Runs one request's handling in a scope that may hold the tenant transaction the authentication opened
 * (`openTenantTransaction`); whatever the request did not use is rolled back when it ends.
 */
export async function inRequestScope<T>(fn: () => Promise<T>): Promise<T> {
  const scope: RequestScope = { open: null };
  return requestScope.run(scope, async () => {
    try {
      return await fn();
    } finally {
      await endOpenTransaction(scope);
    }
  });
}

/** Whether `openTenantTransaction` can be used here: PostgreSQL, inside `inRequestScope`. */
export function canOpenTenantTransaction(database: Database): boolean {
  return requestScope.getStore() !== undefined && poolOf(database.db) !== null;
}

/**
 * A statement prepared once per connection (`definition`: `prepare name(types) as …`) and run by
 * `call` (`execute name(literals)`): parsed and planned once, not on every request.
 */
export type TPreparedCall = { name: string; definition: string; call: string };

/** The prepared calls each pooled connection already holds. */
const preparedOn = new WeakMap<PoolClient, Set<string>>();

/**
 * One round trip: `begin`, then the prepared `statement`'s call (it must set app.org_id and app.user_id
 * with set_config(…, true) from what it reads, as the authentication's does), then `set local role
 * app_user` — one simple-protocol message, so the call's arguments are literals: callers inline only
 * values they have checked. The statement is defined in the same message on a connection's first use.
 * Returns the statement's rows and the open transaction, which stays in the request's scope;
 * `allowTenant` lets the next `withTenant` of that caller carry on in it.
 */
export async function openTenantTransaction<R>(
  database: Database,
  statement: TPreparedCall,
): Promise<{ rows: R[]; allowTenant: (context: TenantContext) => void }> {
  const scope = requestScope.getStore();
  const pool = poolOf(database.db);
  if (!scope || !pool) throw new Error('openTenantTransaction needs PostgreSQL and a request scope');
  await endOpenTransaction(scope);
  const client = await pool.connect();
  const open: OpenTransaction = { source: database.db, client, context: null };
  scope.open = open;
  let prepared = preparedOn.get(client);
  if (!prepared) {
    prepared = new Set();
    preparedOn.set(client, prepared);
  }
  const define = !prepared.has(statement.name);
  const text = `${define ? `${statement.definition}; ` : ''}begin; ${statement.call}; set local role app_user`;
  let results: QueryResult[];
  try {
    results = (await client.query(text)) as unknown as QueryResult[];
  } catch (err) {
    scope.open = null;
    // Whether the definition took is unknown: the connection is closed rather than guessed about.
    if (define) client.release(err instanceof Error ? err : new Error(String(err)));
    else await rollback(client);
    throw err;
  }
  if (define) prepared.add(statement.name);
  return {
    rows: (results[define ? 2 : 1]?.rows ?? []) as R[],
    allowTenant: (context) => {
      open.context = context;
    },
  };
}

/**
 * A session-level advisory lock on `key`, held on a connection of its own (not the pool's, which the
 * requests need) until the returned release: what tells another server process that work on `key` is
 * under way — if this process dies, its connection closes and the lock goes with it. Null when another
 * session holds it already. On PGlite (one process) nothing is held: `release` does nothing.
 */
export async function holdAdvisoryLock(
  database: Database,
  key: string,
): Promise<(() => Promise<void>) | null> {
  const pool = poolOf(database.db);
  if (!pool) return async () => undefined;
  const client = new pg.Client(pool.options);
  // A dropped connection has dropped the lock too; the work goes on, as it would have without it.
  client.on('error', () => undefined);
  await client.connect();
  let held = false;
  try {
    const result = await client.query<{ held: boolean }>(
      'select pg_try_advisory_lock(hashtextextended($1, 0)) as held',
      [key],
    );
    held = result.rows[0]?.held === true;
  } finally {
    if (!held) await client.end().catch(() => undefined);
  }
  if (!held) return null;
  // Ending the session releases its advisory locks.
  return () => client.end().catch(() => undefined);
}

/**
 * Whether another session holds the advisory lock on `key` (`holdAdvisoryLock`): tried inside `tx`, so
 * a free lock is taken until `tx` ends — no work can claim it meanwhile. Always false on PGlite, whose
 * one session takes its own locks again.
 */
export async function isAdvisoryLockHeld(tx: Db, key: string): Promise<boolean> {
  const [row] = rowsOf<{ free: boolean }>(
    await tx.execute(sql`select pg_try_advisory_xact_lock(hashtextextended(${key}, 0)) as free`),
  );
  return row?.free !== true;
}

/**
 * Runs `fn` in one transaction as the non-owner role `app_user`, with the tenant and user set for
 * row-level security. Anything it reads or writes is limited to that organization by the database.
 */
export async function withTenant<T>(db: Db, ctx: TenantContext, fn: (tx: Db) => Promise<T>): Promise<T> {
  const scope = requestScope.getStore();
  const open = scope?.open;
  if (scope && open) {
    scope.open = null;
    const same =
      open.source === db &&
      open.context !== null &&
      open.context.userId === ctx.userId &&
      open.context.organizationId === (ctx.organizationId ?? null);
    if (same) return commit(open.client, fn);
    await rollback(open.client);
  }
  const pool = poolOf(db);
  if (pool) {
    // PostgreSQL: begin and the settings in one message (one round trip instead of two).
    const client = await pool.connect();
    try {
      await client.query(
        `begin; select set_config('app.org_id', ${client.escapeLiteral(ctx.organizationId ?? '')}, true), set_config('app.user_id', ${client.escapeLiteral(ctx.userId)}, true); set local role app_user`,
      );
    } catch (err) {
      await rollback(client);
      throw err;
    }
    return commit(client, fn);
  }
  return db.transaction(async (tx) => {
    // One round trip: set_config('role', …, true) is SET LOCAL ROLE.
    await tx.execute(
      sql`select set_config('app.org_id', ${ctx.organizationId ?? ''}, true), set_config('app.user_id', ${ctx.userId}, true), set_config('role', 'app_user', true)`,
    );
    return fn(tx as unknown as Db);
  });
}

/**
 * One transaction with owner rights: for the auth service and for explicitly cross-tenant work
 * (client support, sign-up). Callers name why in `reason` so it is searchable.
 */
export async function withSystem<T>(db: Db, _reason: string, fn: (tx: Db) => Promise<T>): Promise<T> {
  await endOpenTransaction(requestScope.getStore());
  return db.transaction(async (tx) => fn(tx as unknown as Db));
}
