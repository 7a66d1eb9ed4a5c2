// Shared pieces of the benchmarks: arguments, starting and stopping the real server (loopback only).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer, SERVER_NODE_ARGS } from '../apps/server/build.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** `--name value` pairs from the command line. */
export function parseArgs(argv = process.argv.slice(2)) {
  const args = {};
  argv.forEach((a, i, all) => {
    if (!a.startsWith('--')) return;
    const value = all[i + 1];
    args[a.slice(2)] = value === undefined || value.startsWith('--') ? 'true' : value;
  });
  return args;
}

let serverBuilt = null;

/** How each runtime starts the server: the built JavaScript (built once per benchmark, from the
 * sources as they are), or the TypeScript sources through tsx. */
const SERVER_ARGS = {
  built: async () => {
    serverBuilt ??= buildServer();
    await serverBuilt;
    return SERVER_NODE_ARGS;
  },
  tsx: async () => ['--import', import.meta.resolve('tsx'), path.join(root, 'apps/server/src/index.ts')],
};

/**
 * Starts the server on `port` with `dataDir` (and `databaseUrl` when given: PostgreSQL instead of the
 * embedded database), rate limits off, and resolves when /healthz answers, with the time it took.
 * `runtime` 'built' (the default) runs what `npm start` runs; 'tsx' the sources as `npm run dev` does.
 * `nodeArgs` go to the server's node (e.g. --cpu-prof, which NODE_OPTIONS does not take).
 */
export async function startServer({ port, dataDir, databaseUrl, runtime = 'built', nodeArgs = [] }) {
  const base = `http://127.0.0.1:${port}`;
  const serverArgs = [...nodeArgs, ...(await SERVER_ARGS[runtime]())];
  const started = performance.now();
  const child = spawn(process.execPath, serverArgs, {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMITS: 'false',
      SITE_URL: base,
      DATABASE_URL: databaseUrl ?? '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + 90_000;
    const poll = async () => {
      try {
        const res = await fetch(`${base}/healthz`);
        if (res.ok) return resolve({ child, ms: Math.round(performance.now() - started) });
      } catch {}
      if (Date.now() > deadline) {
        child.kill('SIGTERM');
        return reject(new Error('server did not start'));
      }
      setTimeout(poll, 25);
    };
    poll();
  });
}

export const stop = (child) =>
  new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.on('exit', resolve);
    child.kill('SIGTERM');
  });

/** A JSON API call with a bearer token against `base`; throws on a non-2xx answer. */
export function apiClient(base) {
  return async function api(token, method, url, body) {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = await res.json();
    if (!res.ok) throw new Error(`${method} ${url} ${res.status} ${JSON.stringify(json)}`);
    return json;
  };
}

/** `n` calls of `fn` one after another; `at(q)` answers the q-quantile of their times in ms. */
export async function timeCalls(n, fn) {
  const times = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    await fn();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return (q) => +times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(1);
}

/** `n` single requests one after another: p50, p90 and the slowest, in ms. */
export async function sequential(title, n, fn) {
  const at = await timeCalls(n, fn);
  const row = { title, p50ms: at(0.5), p90ms: at(0.9), maxms: at(1) };
  console.log(`${title.padEnd(52)} single requests: p50 ${row.p50ms} ms  p90 ${row.p90ms} ms`);
  return row;
}

/** A fresh PostgreSQL database for one run on the server at `url`, and how to drop it afterwards. */
export async function postgresDatabase(url, prefix = 'gw_bench') {
  const { default: pg } = await import('pg');
  const name = `${prefix}_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  const u = new URL(url);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** `n` single requests one after another: p50, p95 and the slowest, in ms (the reports' targets are p50/p95). */
export async function timings(title, n, fn) {
  const at = await timeCalls(n, fn);
  const row = { title, runs: n, p50ms: at(0.5), p95ms: at(0.95), maxms: at(1) };
  console.log(`${title.padEnd(60)} p50 ${row.p50ms} ms  p95 ${row.p95ms} ms  max ${row.maxms} ms`);
  return row;
}

/** After a bench: the server stopped, its PGlite files removed (unless --data-dir), its database dropped (unless --keep). */
export async function cleanUpBench({ server, args, dataDir, pgDb, keep, reuse }) {
  if (server) await stop(server);
  if (!args['data-dir']) fs.rmSync(dataDir, { recursive: true, force: true });
  if (keep && pgDb && !reuse) console.log(`kept database: ${pgDb.url}`);
  else await pgDb?.drop();
}

/** Writes a bench's results to bench/results/<name>.json and says where. */
export function writeResults(name, results) {
  fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  const out = path.join(root, `bench/results/${name}.json`);
  fs.writeFileSync(out, JSON.stringify(results, null, 2));
  console.log(`written ${path.relative(root, out)}`);
}

/**
 * Where a bench keeps its database: a PostgreSQL database of its own on BENCH_DATABASE_URL (or that
 * database as it is, with --reuse), else PGlite files in --data-dir or a fresh temporary directory.
 */
export async function benchStorage(args, { reuse, prefix }) {
  const dataDir = args['data-dir']
    ? path.resolve(args['data-dir'])
    : fs.mkdtempSync(path.join(os.tmpdir(), `${prefix.replaceAll('_', '-')}-`));
  fs.mkdirSync(dataDir, { recursive: true });
  const pgDb = !process.env.BENCH_DATABASE_URL
    ? null
    : reuse
      ? { url: process.env.BENCH_DATABASE_URL, drop: async () => {} }
      : await postgresDatabase(process.env.BENCH_DATABASE_URL, prefix);
  if (reuse && !pgDb && !args['data-dir']) throw new Error('--reuse needs BENCH_DATABASE_URL or --data-dir');
  return { dataDir, pgDb, databaseUrl: pgDb?.url };
}

/** `duration` seconds of autocannon with `connections` against `base` + opts.path: one result row. */
export async function loadRow(base, title, { duration = 5, connections = 10, ...opts }) {
  const { default: autocannon } = await import('autocannon');
  return new Promise((resolve, reject) => {
    autocannon({ url: `${base}${opts.path}`, duration, connections, ...opts }, (err, r) => {
      if (err) return reject(err);
      const row = {
        title,
        connections,
        requestsPerSec: Math.round(r.requests.average),
        p50ms: r.latency.p50,
        p99ms: r.latency.p99,
        completed: r.requests.total,
        non2xx: r.non2xx,
        errors: r.errors,
      };
      console.log(
        `${title.padEnd(60)} ${String(row.requestsPerSec).padStart(6)} req/s  p50 ${row.p50ms} ms  p99 ${row.p99ms} ms  non-2xx ${row.non2xx}`,
      );
      resolve(row);
    });
  });
}

/** A process's resident memory in MiB (Linux /proc). */
export async function rssMiB(pid) {
  const fs = await import('node:fs');
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

/**
 * A connection to the benchmark's database as its owner, for seeding with the server stopped:
 * PostgreSQL at `databaseUrl`, else the embedded database in `dataDir`/db with the server's
 * extensions. `exec(sql)` runs statements, `query(sql)` returns rows; `close()` when done.
 */
export async function openSeedDatabase({ dataDir, databaseUrl }) {
  if (databaseUrl) {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    return {
      exec: (s) => client.query(s),
      query: async (s) => (await client.query(s)).rows,
      close: () => client.end(),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { btree_gin } = await import('@electric-sql/pglite/contrib/btree_gin');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const db = new PGlite(path.join(dataDir, 'db'), { extensions: { pg_trgm, btree_gin } });
  return {
    exec: (s) => db.exec(s),
    query: async (s) => (await db.query(s)).rows,
    close: () => db.close(),
  };
}

/** Signs up `email` (once), sets up its company and returns a fresh access token. */
export async function signUpCompany(base, { email, password, fullName, companyName }) {
  const post = (url, body, token) =>
    fetch(`${base}${url}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    }).then(async (r) => {
      const json = await r.json();
      if (!r.ok) throw new Error(`POST ${url} ${r.status} ${JSON.stringify(json)}`);
      return json;
    });
  const signup = await post('/auth/v1/signup', { email, password, data: { full_name: fullName } });
  await post('/functions/v1/setup-company', { companyName }, signup.access_token);
  return signIn(base, { email, password });
}

/** A fresh access token for a user. */
export async function signIn(base, { email, password }) {
  const res = await fetch(`${base}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const json = await res.json();
  if (!res.ok) throw new Error(`sign-in ${res.status} ${JSON.stringify(json)}`);
  return json.access_token;
}

/** A loopback port free right now: other benchmarks and test servers may be running on this machine. */
export async function freePort() {
  const net = await import('node:net');
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** The Chromium the browser benches drive (CHROMIUM_PATH), and its flags for quiet, repeatable runs. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Line `i` of the benches' bank statements: 40 lines a day from 2026-01-01; every fifth a check, every
 * seventh other one a deposit, the rest card and ACH debits.
 */
export function benchStatementLine(i) {
  const date = new Date(Date.UTC(2026, 0, 1 + Math.floor(i / 40))).toISOString().slice(0, 10);
  const isCheck = i % 5 === 0;
  const amountCents = isCheck
    ? -(10_000 + ((i * 7_919) % 900_000))
    : i % 7 === 0
      ? 250_000 + i
      : -(100 + ((i * 104_729) % 50_000));
  return { date, isCheck, amountCents };
}
