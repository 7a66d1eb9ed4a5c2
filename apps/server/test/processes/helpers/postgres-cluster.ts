import { execFile } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

/** The newest PostgreSQL server binaries Debian installed, or null (the process tests then skip). */
export const PG_BIN: string | null = (() => {
  const root = '/usr/lib/postgresql';
  if (process.env.PGBIN)
    return fs.existsSync(path.join(process.env.PGBIN, 'initdb')) ? process.env.PGBIN : null;
  if (!fs.existsSync(root)) return null;
  const versions = fs
    .readdirSync(root)
    .filter((v) => fs.existsSync(path.join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(a) - Number(b));
  const newest = versions.at(-1);
  return newest ? path.join(root, newest, 'bin') : null;
})();

/** A port nothing listens on right now, on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export type PostgresCluster = {
  port: number;
  /** A superuser URL for `database`. */
  url: (database?: string) => string;
  createDatabase: (name: string) => Promise<string>;
  /** `pg_ctl stop -m fast`: sessions are ended, the server shuts down cleanly. */
  stop: () => Promise<void>;
  /** Starts it again on the same port and data, and waits until it accepts connections. */
  start: () => Promise<void>;
  /** Runs one statement as the superuser on `database` and answers its rows. */
  query: <T = Record<string, unknown>>(database: string, text: string, values?: unknown[]) => Promise<T[]>;
  destroy: () => Promise<void>;
};

/**
 * A throw-away PostgreSQL cluster on loopback (as scripts/with-postgres.sh starts one): initdb, then
 * pg_ctl start on a free port; as root the binaries run as the postgres user.
 */
export async function startPostgresCluster(): Promise<PostgresCluster> {
  if (!PG_BIN) throw new Error('PostgreSQL server binaries not found (apt-get install -y postgresql)');
  const bin = PG_BIN;
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'gw-pg-proc-'));
  fs.chmodSync(work, 0o777);
  const data = path.join(work, 'data');
  const port = await freePort();
  const asPostgres = (file: string, args: string[]) =>
    os.userInfo().uid === 0
      ? run('runuser', ['-u', 'postgres', '--', path.join(bin, file), ...args])
      : run(path.join(bin, file), args);
  const options = `-p ${port} -k ${work} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100`;

  await asPostgres('initdb', ['-D', data, '--auth=trust', '-U', 'postgres']);
  const start = async () => {
    await asPostgres('pg_ctl', ['-D', data, '-l', path.join(work, 'pg.log'), '-w', '-o', options, 'start']);
  };
  await start();

  const url = (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`;
  const query = async <T>(database: string, text: string, values: unknown[] = []) => {
    const client = new pg.Client({ connectionString: url(database) });
    await client.connect();
    try {
      return (await client.query(text, values)).rows as T[];
    } finally {
      await client.end();
    }
  };
  return {
    port,
    url,
    query,
    async createDatabase(name) {
      await query('postgres', `create database ${name}`);
      return url(name);
    },
    stop: async () => {
      await asPostgres('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
    },
    start,
    destroy: async () => {
      await asPostgres('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']).catch(() => {});
      fs.rmSync(work, { recursive: true, force: true });
    },
  };
}
