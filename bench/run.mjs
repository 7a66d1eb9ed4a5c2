#!/usr/bin/env node
// Benchmarks of the foundation: cold start (fresh and existing DATA_DIR), request latency and throughput
// under concurrent load (autocannon, loopback only, bounded in time), and the web bundle's gzip size.
// Usage: npm run bench [-- --duration 10 --connections 10]. Writes bench/results/latest.json.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import autocannon from 'autocannon';
import { parseArgs, root, startServer, stop, timeCalls } from './lib.mjs';

const args = parseArgs();
const duration = Number(args.duration ?? 10);
const connections = Number(args.connections ?? 10);
const port = Number(args.port ?? 3400);
const base = `http://127.0.0.1:${port}`;

// BENCH_DATABASE_URL measures on PostgreSQL instead of the embedded database.
const start = (dataDir) => startServer({ port, dataDir, databaseUrl: process.env.BENCH_DATABASE_URL });

function load(title, opts) {
  return new Promise((resolve, reject) => {
    autocannon({ url: `${base}${opts.path}`, duration, connections, ...opts }, (err, r) => {
      if (err) return reject(err);
      const row = {
        title,
        requestsPerSec: Math.round(r.requests.average),
        p50ms: r.latency.p50,
        p97_5ms: r.latency.p97_5,
        p99ms: r.latency.p99,
        non2xx: r.non2xx,
        errors: r.errors,
      };
      console.log(
        `${title.padEnd(34)} ${String(row.requestsPerSec).padStart(6)} req/s  p50 ${row.p50ms} ms  p99 ${row.p99ms} ms  non-2xx ${row.non2xx}`,
      );
      resolve(row);
    });
  });
}

async function timeSequential(n, fn) {
  const at = await timeCalls(n, fn);
  return { p50: at(0.5), p90: at(0.9), max: at(1) };
}

/** What a first visit downloads, per page template: the HTML and the files it links, gzip and brotli. */
function bundleSizes() {
  const dist = path.join(root, 'apps/web/dist');
  const gz = (bytes) => zlib.gzipSync(bytes).length;
  const br = (bytes) => zlib.brotliCompressSync(bytes).length;
  const kb = (n) => +(n / 1024).toFixed(1);
  const page = (file) => {
    const html = fs.readFileSync(path.join(dist, file));
    const linked = [...html.toString().matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map(
      (m) => m[1],
    );
    const js = linked.filter((f) => f.endsWith('.js')).map((f) => fs.readFileSync(path.join(dist, f)));
    const all = [html, ...linked.map((f) => fs.readFileSync(path.join(dist, f)))];
    return {
      files: linked.length,
      initialJsGzipKB: kb(js.reduce((s, b) => s + gz(b), 0)),
      initialJsBrotliKB: kb(js.reduce((s, b) => s + br(b), 0)),
      initialBrotliKB: kb(all.reduce((s, b) => s + br(b), 0)),
    };
  };
  const all = fs.readdirSync(path.join(dist, 'assets')).filter((f) => f.endsWith('.js'));
  const prerendered = path.join(dist, 'prerendered');
  return {
    // `/dashboard` and every other page: the plain index.html (supabase-js preloaded).
    index: page('index.html'),
    ...Object.fromEntries(
      (fs.existsSync(prerendered) ? fs.readdirSync(prerendered) : [])
        .filter((f) => f.endsWith('.html'))
        .map((f) => [`prerendered/${f}`, page(`prerendered/${f}`)]),
    ),
    allJsGzipKB: kb(all.reduce((s, f) => s + gz(fs.readFileSync(path.join(dist, 'assets', f))), 0)),
    chunks: all.length,
  };
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gw-bench-'));
const results = {
  database: process.env.BENCH_DATABASE_URL ? 'postgres' : 'pglite',
  date: new Date().toISOString(),
  machine: `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB`,
  duration,
  connections,
};
try {
  const fresh = await start(dataDir);
  results.coldStartFreshMs = fresh.ms;
  await stop(fresh.child);
  const again = await start(dataDir);
  results.coldStartExistingMs = again.ms;
  console.log(`cold start: fresh DATA_DIR ${fresh.ms} ms, existing ${again.ms} ms`);

  const email = 'bench@example.com';
  const password = 'bench-password-1';
  const signup = await fetch(`${base}/auth/v1/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, data: { full_name: 'Bench Mark' } }),
  });
  const session = await signup.json();
  const token = session.access_token;

  results.load = [];
  results.load.push(await load('GET /healthz', { path: '/healthz' }));
  results.load.push(
    await load('GET /api/v1/me (authenticated)', {
      path: '/api/v1/me',
      headers: { authorization: `Bearer ${token}` },
    }),
  );
  results.load.push(
    await load('POST /auth/v1/token password', {
      path: '/auth/v1/token?grant_type=password',
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    }),
  );
  // Single-request cost (sequential, no contention): a password sign-in (argon2id) and a refresh.
  const signInOnce = () =>
    fetch(`${base}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    }).then((r) => r.json());
  let refreshToken = (await signInOnce()).refresh_token;
  results.sequential = {
    passwordSignIn: await timeSequential(30, signInOnce),
    refresh: await timeSequential(100, async () => {
      const r = await fetch(`${base}/auth/v1/token?grant_type=refresh_token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ refresh_token: refreshToken }),
      });
      refreshToken = (await r.json()).refresh_token;
    }),
  };
  console.log(
    `sequential: password sign-in ${JSON.stringify(results.sequential.passwordSignIn)} ms, refresh ${JSON.stringify(results.sequential.refresh)} ms`,
  );
  results.load.push(await load('GET / (SPA index)', { path: '/' }));
  await stop(again.child);
  results.rssNote = 'see docs/performance.md';
  if (fs.existsSync(path.join(root, 'apps/web/dist/index.html'))) {
    results.bundle = bundleSizes();
    const { index } = results.bundle;
    console.log(
      `web bundle: first load of index.html ${index.initialJsGzipKB} KB JS gzip (${index.initialJsBrotliKB} KB brotli, ${index.initialBrotliKB} KB brotli with HTML and CSS), all JS ${results.bundle.allJsGzipKB} KB gzip in ${results.bundle.chunks} chunks`,
    );
    for (const [name, p] of Object.entries(results.bundle).filter(([k]) => k.startsWith('prerendered/'))) {
      console.log(`  ${name}: ${p.initialJsBrotliKB} KB JS brotli, ${p.initialBrotliKB} KB brotli in all`);
    }
  }
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
fs.writeFileSync(path.join(root, 'bench/results/latest.json'), JSON.stringify(results, null, 2));
console.log('written bench/results/latest.json');
