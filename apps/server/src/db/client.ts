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

export function openPostgres(url: string, max = 10, onIdleError?: (err: Error) => void): Database {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle client can be cut off (server restart, failover, a dropped test database). pg discards it
  // from the pool; without a listener the 'error' event would crash the process.
  pool.on('error', (err) => onIdleError?.(err));
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

export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
  onIdleError?: (err: Error) => void;
}): Promise<Database> {
  const database = opts.databaseUrl
    ? openPostgres(opts.databaseUrl, 10, opts.onIdleError)
    : (await openPglite(path.join(opts.dataDir, 'db'))).database;
  await runMigrations(database);
  return database;
}

/** Rows of a raw `db.execute(sql…)`, whichever driver answered (both return `{ rows }`). */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
