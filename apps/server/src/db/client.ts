import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { DatabaseConnectError, markConnectionLost } from './connection-errors.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** A database or a transaction: use cases take it as their first parameter. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
};

export const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/**
 * The contrib extensions the migrations create (search indexes: trigram GIN with organization_id first).
 * PGlite loads them per instance; PostgreSQL ships them in its contrib package.
 */
export const PGLITE_EXTENSIONS = { pg_trgm, btree_gin };

/** A PGlite instance with the product's extensions (a data dir, a dump to load, or in memory). */
export function newPglite(options: Omit<PGliteOptions, 'extensions'> = {}): PGlite {
  return new PGlite({ ...options, extensions: PGLITE_EXTENSIONS });
}

export async function openPglite(
  dataDir: string | undefined,
): Promise<{ client: PGlite; database: Database }> {
  if (dataDir) fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  const client = newPglite(dataDir ? { dataDir } : {});
  await client.waitReady;
  return { client, database: wrapPglite(client) };
}

export function wrapPglite(client: PGlite): Database {
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return { db, kind: 'pglite', close: () => client.close() };
}

export type TPostgresOptions = {
  /** Connections kept at most (DATABASE_POOL_SIZE). */
  max?: number;
  /** How long a request waits for a connection, new or from the pool, ms (DATABASE_CONNECT_TIMEOUT_MS). */
  connectTimeoutMs?: number;
  /** A connection was lost (server restart, failover, a dropped test database); the pool replaces it. */
  onConnectionError?: (err: Error) => void;
};

/**
 * The pool's connections: connect failures become DatabaseConnectError (503, not 500), and every
 * connection listens for its own 'error' from birth. node-postgres emits 'error' on a client whose
 * server goes away while no query runs on it — idle in the pool (the pool listens then) or checked out
 * between two statements of a transaction (nobody does): without a listener that event ends the process.
 * The broken client is then not queryable, so the pool discards it on release instead of reusing it.
 */
function listeningClientClass(onConnectionError: (err: Error) => void) {
  // Not named *Pool*: Drizzle takes any client whose class name contains "Pool" for a pool.
  return class ListeningClient extends pg.Client {
    constructor(config?: pg.ClientConfig) {
      super(config);
      this.on('error', (err: Error) => {
        markConnectionLost(err);
        onConnectionError(err);
      });
    }

    override connect(): Promise<pg.Client>;
    override connect(callback: (err: Error | null) => void): void;
    override connect(callback?: (err: Error | null) => void): Promise<pg.Client> | undefined {
      if (callback) {
        super.connect((err: Error | null) => callback(err && new DatabaseConnectError(err)));
        return;
      }
      return super.connect().catch((err: unknown) => {
        throw new DatabaseConnectError(err);
      });
    }
  };
}

export function openPostgres(url: string, options: TPostgresOptions = {}): Database {
  const onConnectionError = options.onConnectionError ?? (() => {});
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    // Without it, a request waits for ever on a host that drops packets, or on a full pool.
    connectionTimeoutMillis: options.connectTimeoutMs ?? 10_000,
    // Notices a half-open connection (the server's host vanished) instead of holding it for hours.
    keepAlive: true,
    // No JIT compilation: the reports over every open document of a company pass its cost thresholds
    // and compiling took longer than running (the AP aging on 50,000 invoices: 0.9 s with JIT, 0.35 s
    // without); the product's short statements never gain from it. PGlite is built without JIT.
    options: '-c jit=off',
    Client: listeningClientClass(onConnectionError),
  });
  // Idle clients' errors reach the client's own listener too; the pool re-emits them and would crash
  // the process without a listener of its own.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return { db, kind: 'postgres', close: () => pool.end() };
}

/** Applies the committed migrations; on PostgreSQL under an advisory lock so instances can start together. */
export async function runMigrations(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    // biome-ignore lint/suspicious/noExplicitAny: the migrator wants the concrete driver type
    await migratePglite(database.db as any, { migrationsFolder: MIGRATIONS_DIR });
    return;
  }
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(727274)`);
    // biome-ignore lint/suspicious/noExplicitAny: the migrator wants the concrete driver type
    await migratePg(tx as any, { migrationsFolder: MIGRATIONS_DIR });
  });
}

export async function openDatabase(
  opts: { databaseUrl?: string; dataDir: string } & TPostgresOptions,
): Promise<Database> {
  const database = opts.databaseUrl
    ? openPostgres(opts.databaseUrl, opts)
    : (await openPglite(path.join(opts.dataDir, 'db'))).database;
  await runMigrations(database);
  return database;
}

/** Rows of a raw `db.execute(sql…)`, whichever driver answered (both return `{ rows }`). */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

const statementNames = new Map<string, string>();
/**
 * Statement texts given a name at most; past it (texts built from unbounded input, such as IN lists of
 * every length) they run unnamed, as before. Bounds what each connection keeps prepared.
 */
const MAX_NAMED_STATEMENTS = 200;

/**
 * The name a parameterised statement is prepared under on PostgreSQL (one per distinct text), or
 * undefined past the limit. See `tenant.ts`: every statement of a tenant transaction is prepared once
 * per connection — parsed and planned once, then only bound and executed.
 */
export function statementNameFor(text: string): string | undefined {
  let name = statementNames.get(text);
  if (!name && statementNames.size < MAX_NAMED_STATEMENTS) {
    name = `gw_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    statementNames.set(text, name);
  }
  return name;
}
