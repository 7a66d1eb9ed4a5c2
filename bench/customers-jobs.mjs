#!/usr/bin/env node
// Customers and jobs at size: seeds 10,000 customers and 50,000 jobs in one organization and 100 other
// organizations (100 customers and 200 jobs each) straight into the database, then starts the real server
// and measures list, search and create latencies under concurrent load (autocannon, loopback only,
// bounded in time), plus single requests without contention.
// Usage: node bench/customers-jobs.mjs [--duration 5 --connections 10]
// PostgreSQL: scripts/with-postgres.sh sh -c 'BENCH_DATABASE_URL=$TEST_DATABASE_URL node bench/customers-jobs.mjs'
// Writes bench/results/customers-jobs-<database>.json.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { seedCustomersAndJobs as seed } from './customers-jobs-seed.mjs';
import { apiClient, parseArgs, postgresDatabase, root, sequential, startServer, stop } from './lib.mjs';

const args = parseArgs();
const duration = Number(args.duration ?? 5);
const connections = Number(args.connections ?? 10);
const port = Number(args.port ?? 3450);
const base = `http://127.0.0.1:${port}`;
const api = apiClient(base);
const email = 'bench-office@example.com';
const password = 'bench-password-1';

const start = async (dataDir, databaseUrl) => (await startServer({ port, dataDir, databaseUrl })).child;

/** One autocannon run, then a wait until the server has answered what is still queued (runs never overlap). */
async function load(title, opts) {
  const row = await loadOnce(title, opts);
  await fetch(`${base}${opts.path}`, { headers: opts.headers ?? opts.requests?.[0]?.headers });
  return row;
}

function loadOnce(title, opts) {
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
        timeouts: r.timeouts,
      };
      console.log(
        `${title.padEnd(44)} ${String(row.requestsPerSec).padStart(6)} req/s  p50 ${row.p50ms} ms  p99 ${row.p99ms} ms  non-2xx ${row.non2xx}`,
      );
      resolve(row);
    });
  });
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gw-bench-cj-'));
const pgDb = process.env.BENCH_DATABASE_URL
  ? await postgresDatabase(process.env.BENCH_DATABASE_URL, 'gw_bench')
  : null;
const databaseUrl = pgDb?.url;
const results = {
  database: databaseUrl ? 'postgres' : 'pglite',
  date: new Date().toISOString(),
  machine: `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
  duration,
  connections,
};
let server = null;
try {
  // 1. First start: migrations, then the benchmark's office account and company through the API.
  server = await start(dataDir, databaseUrl);
  const signup = await fetch(`${base}/auth/v1/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, data: { full_name: 'Bench Office' } }),
  }).then((r) => r.json());
  await api(signup.access_token, 'POST', '/functions/v1/setup-company', { companyName: 'Bench Builders' });
  await stop(server);
  server = null;

  // 2. Seed with the server stopped (PGlite is single-process).
  results.seed = await seed({ dataDir, databaseUrl });
  console.log(`seeded ${JSON.stringify(results.seed)}`);

  // 3. Start again and measure.
  server = await start(dataDir, databaseUrl);
  const session = await fetch(`${base}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  }).then((r) => r.json());
  const token = session.access_token;
  const auth = { authorization: `Bearer ${token}` };
  const someCustomer = (await api(token, 'GET', '/api/v1/customers?status=active&search=Harbor&pageSize=1'))
    .items[0];

  const reads = [
    ['GET /customers (page 1 of 10,000)', '/api/v1/customers'],
    ['GET /customers?page=300 (deep page)', '/api/v1/customers?page=300'],
    ['GET /customers?search=harbor', '/api/v1/customers?search=harbor'],
    ['GET /customers?search=office4711 (one hit)', '/api/v1/customers?search=office4711'],
    ['GET /customers/active (9,000 for the dropdown)', '/api/v1/customers/active'],
    ['GET /customers/check-number', '/api/v1/customers/check-number?number=C-1234'],
    ['GET /jobs (page 1 of 50,000)', '/api/v1/jobs'],
    ['GET /jobs?search=kitchen', '/api/v1/jobs?search=kitchen'],
    ['GET /jobs?search=J-12-0 (number)', '/api/v1/jobs?search=J-12-0'],
    ['GET /jobs?status=on-hold', '/api/v1/jobs?status=on-hold'],
    ['GET /jobs?customerId=…', `/api/v1/jobs?customerId=${someCustomer.id}`],
    ['GET /jobs/next-number', '/api/v1/jobs/next-number'],
  ];
  results.sequential = [];
  for (const [title, url] of reads) {
    results.sequential.push(await sequential(title, 20, () => api(token, 'GET', url)));
  }
  results.load = [];
  for (const [title, url] of reads) results.load.push(await load(title, { path: url, headers: auth }));

  let customerSeq = 0;
  results.load.push(
    await load('POST /customers (create)', {
      path: '/api/v1/customers',
      // setupRequest only works per entry of `requests`: each request gets a new number.
      requests: [
        {
          method: 'POST',
          path: '/api/v1/customers',
          headers: { ...auth, 'content-type': 'application/json' },
          setupRequest: (req) => {
            customerSeq++;
            const number = `C-Z${customerSeq.toString(36).toUpperCase().padStart(3, '0')}`;
            return {
              ...req,
              body: JSON.stringify({ customer_number: number, name: `Load customer ${customerSeq}` }),
            };
          },
        },
      ],
    }),
  );
  results.load.push(
    await load('POST /jobs (create, numbered)', {
      path: '/api/v1/jobs',
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({
        customer_id: someCustomer.id,
        project_name: 'Load job',
        budget_cents: 1_000_000,
      }),
    }),
  );

  // 4. The numbers handed out under load: J-YY-001…N, no gaps, no duplicates. Requests autocannon
  // abandoned at the end may still be committing, so wait until the count is stable first.
  const loadJobs = async (page) =>
    api(token, 'GET', `/api/v1/jobs?search=Load%20job&pageSize=100&page=${page}`);
  let total = -1;
  for (let seen = (await loadJobs(1)).total; seen !== total; seen = (await loadJobs(1)).total) {
    total = seen;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const numbers = [];
  for (let page = 1; numbers.length < total; page++) {
    numbers.push(...(await loadJobs(page)).items.map((j) => j.project_number));
  }
  const next = (await api(token, 'GET', '/api/v1/jobs/next-number')).project_number;
  const prefix = next.slice(0, 5);
  const expected = Array.from({ length: total }, (_, i) => `${prefix}${String(total - i).padStart(3, '0')}`);
  results.jobNumbers = { createdUnderLoad: total, newest: numbers[0], next };
  if (
    JSON.stringify(numbers) !== JSON.stringify(expected) ||
    next !== `${prefix}${String(total + 1).padStart(3, '0')}`
  ) {
    throw new Error(`job numbers are not consecutive: ${JSON.stringify(results.jobNumbers)}`);
  }
  console.log(`job numbers under load: ${total} created, ${prefix}001 to ${numbers[0]}, no gaps or repeats`);
} finally {
  if (server) await stop(server);
  fs.rmSync(dataDir, { recursive: true, force: true });
  await pgDb?.drop();
}
fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
const out = path.join(root, `bench/results/customers-jobs-${results.database}.json`);
fs.writeFileSync(out, JSON.stringify(results, null, 2));
console.log(`written ${path.relative(root, out)}`);
