#!/usr/bin/env node
// Cost-code import at size: starts the real server on a fresh DATA_DIR (loopback only), creates a
// company, then times the import preview and the import of 5,000 rows (50 divisions of a parent and 99
// children, children listed before their parents), the list read afterwards, a refused import (one bad
// row), and a Save All Changes batch of 200 edits. Each timing is the whole HTTP round trip.
// Usage: node bench/cost-code-import.mjs [--rows 5000 --runs 3]
// PostgreSQL: scripts/with-postgres.sh sh -c 'BENCH_DATABASE_URL=$TEST_DATABASE_URL node bench/cost-code-import.mjs'
// Writes bench/results/cost-code-import-<database>.json.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs, root, startServer, stop } from './lib.mjs';

const args = parseArgs();
const rowCount = Number(args.rows ?? 5000);
const runs = Number(args.runs ?? 3);
const port = Number(args.port ?? 3460);
const base = `http://127.0.0.1:${port}`;
const password = 'bench-password-1';

async function api(token, method, url, body) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null, bytes: text.length };
}

/** A fresh company (and its admin) per run, so every import starts from an empty list. */
async function newCompany(n) {
  const email = `bench-codes-${n}@example.com`;
  const signup = await fetch(`${base}/auth/v1/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, data: { full_name: 'Bench Admin' } }),
  }).then((r) => r.json());
  const setup = await api(signup.access_token, 'POST', '/functions/v1/setup-company', {
    companyName: `Bench Builders ${n}`,
  });
  if (!setup.body?.success) throw new Error(`setup-company: ${JSON.stringify(setup.body)}`);
  return signup.access_token;
}

/** `count` rows: parents XX-0000 each followed by up to 99 children, in reverse (children first). */
function makeRows(count) {
  const rows = [];
  for (let division = 0; rows.length < count; division++) {
    const dd = String(division).padStart(2, '0');
    rows.push({ code: `${dd}-0000`, description: `Division ${dd}, general` });
    for (let n = 1; n < 100 && rows.length < count; n++) {
      rows.push({
        code: `${dd}-${String(n * 10).padStart(4, '0')}`,
        description: `Item ${dd}.${n} "quoted", with comma`,
      });
    }
  }
  return rows.reverse();
}

async function timed(fn) {
  const t0 = performance.now();
  const value = await fn();
  return { ms: Math.round(performance.now() - t0), value };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gw-bench-codes-'));
const databaseUrl = process.env.BENCH_DATABASE_URL;
const results = {
  database: databaseUrl ? 'postgres' : 'pglite',
  date: new Date().toISOString(),
  machine: `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
  rows: rowCount,
  runs: [],
};
let server = null;
try {
  server = (await startServer({ port, dataDir, databaseUrl })).child;
  const rows = makeRows(rowCount);
  const body = JSON.stringify({ rows });
  results.requestBytes = body.length;
  for (let run = 1; run <= runs; run++) {
    const token = await newCompany(run);
    const preview = await timed(() => api(token, 'POST', '/api/v1/cost-codes/import/preview', { rows }));
    if (preview.value.status !== 200 || preview.value.body.invalid !== 0) {
      throw new Error(`preview: ${preview.value.status} ${JSON.stringify(preview.value.body).slice(0, 300)}`);
    }
    const refused = await timed(() =>
      api(token, 'POST', '/api/v1/cost-codes/import', {
        rows: [...rows, { code: '1-1', description: 'Bad' }],
      }),
    );
    if (refused.value.status !== 400) throw new Error(`refused import answered ${refused.value.status}`);
    const imported = await timed(() => api(token, 'POST', '/api/v1/cost-codes/import', { rows }));
    if (imported.value.status !== 201 || imported.value.body.imported !== rowCount) {
      throw new Error(
        `import: ${imported.value.status} ${JSON.stringify(imported.value.body).slice(0, 300)}`,
      );
    }
    const list = await timed(() => api(token, 'GET', '/api/v1/cost-codes'));
    const children = list.value.body.items.filter((c) => !c.is_parent).slice(0, 200);
    const batch = await timed(() =>
      api(token, 'POST', '/api/v1/cost-codes/batch', {
        updates: children.map((c) => ({ id: c.id, code: c.code, description: `${c.description} (edited)` })),
      }),
    );
    if (batch.value.status !== 200) throw new Error(`batch: ${batch.value.status}`);
    const row = {
      run,
      previewMs: preview.ms,
      importMs: imported.ms,
      previewPlusImportMs: preview.ms + imported.ms,
      refusedImportMs: refused.ms,
      listMs: list.ms,
      listBytes: list.value.bytes,
      batch200UpdatesMs: batch.ms,
    };
    results.runs.push(row);
    console.log(
      `run ${run}: preview ${row.previewMs} ms, import ${row.importMs} ms (together ${row.previewPlusImportMs} ms), refused ${row.refusedImportMs} ms, list ${row.listMs} ms, batch of 200 updates ${row.batch200UpdatesMs} ms`,
    );
  }
  results.median = Object.fromEntries(
    ['previewMs', 'importMs', 'previewPlusImportMs', 'refusedImportMs', 'listMs', 'batch200UpdatesMs'].map(
      (k) => [k, median(results.runs.map((r) => r[k]))],
    ),
  );
  console.log(
    `median of ${runs}: ${JSON.stringify(results.median)} (${rowCount} rows, ${results.requestBytes} bytes)`,
  );
} finally {
  if (server) await stop(server);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
const out = path.join(root, `bench/results/cost-code-import-${results.database}.json`);
fs.writeFileSync(out, JSON.stringify(results, null, 2));
console.log(`written ${path.relative(root, out)}`);
