// Shared pieces of the benchmarks: arguments, starting and stopping the real server (loopback only).
import { spawn } from 'node:child_process';
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

/** `n` single requests one after another: p50, p90 and the slowest, in ms. */
export async function sequential(title, n, fn) {
  const times = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    await fn();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const at = (q) => +times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(1);
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
