#!/usr/bin/env node
// The job cost summary at size: one job with 2,000 budget lines (400 child cost codes × 5 categories) and
// 200 commitments of 20 schedule lines (180 issued or executed, 10 drafts, 10 void), 100 approved and
// 40 pending vendor change orders, seeded straight into the database with the server stopped; then 100
// job-cost journal entries posted through the API (half in earlier months, read from the period
// balances, half in this month, read from the lines). Measures GET /jobs/{id}/cost-summary, the budget
// and its CSV export, one request at a time and under load.
// Usage: node bench/job-cost.mjs [--requests 50 --duration 5 --connections 10 --keep-data yes]
// PostgreSQL: scripts/with-postgres.sh sh -c 'BENCH_DATABASE_URL=$TEST_DATABASE_URL node bench/job-cost.mjs'
// Writes bench/results/job-cost-<database>.json.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import autocannon from 'autocannon';
import pg from 'pg';
import { apiClient, parseArgs, postgresDatabase, root, sequential, startServer, stop } from './lib.mjs';

const args = parseArgs();
const requests = Number(args.requests ?? 50);
const duration = Number(args.duration ?? 5);
const connections = Number(args.connections ?? 10);
const port = Number(args.port ?? 3470);
const base = `http://127.0.0.1:${port}`;
const api = apiClient(base);
const email = 'bench-job-cost@example.com';
const password = 'bench-password-1';

/**
 * The job's cost structure, budget, commitments and change orders in one transaction:
 *   1. 10 parent codes 10-0000 … 19-0000, each with 40 children (XX-0100 … XX-4000);
 *   2. a budget line per child code × category (2,000), amounts 1,000.00 – 50,999.00;
 *   3. a vendor and 200 commitments (every 20th a draft, every 20th from the 10th void, the rest
 *      issued or executed), each with 20 lines on budgeted code × category pairs;
 *   4. an approved change order on every second commitment (3 lines ±), a pending one on every fifth
 *      (a change to a line and a new line).
 */
const SEED_SQL = (org, job) => `
begin;
insert into standard_cost_codes (organization_id, code, description)
select '${org}', p || '-0000', 'Division ' || p from generate_series(10, 19) p;
insert into standard_cost_codes (organization_id, code, description)
select '${org}', p || '-' || lpad((c * 100)::text, 4, '0'), 'Work ' || p || '.' || c
from generate_series(10, 19) p cross join generate_series(1, 40) c;

create temp table bench_pairs on commit drop as
select row_number() over (order by c.code, k.code) as n, c.id as code_id, k.id as category_id
from standard_cost_codes c cross join cost_categories k
where c.organization_id = '${org}' and not c.is_parent and k.organization_id = '${org}';

insert into job_budget_lines (organization_id, job_id, cost_code_id, cost_category_id, description, original_cents)
select '${org}', '${job}', code_id, category_id, 'Budget line ' || n, 100000 + (n * 7919) % 5000000
from bench_pairs;

insert into vendors (organization_id, vendor_number, name, vendor_type)
values ('${org}', 'V-BNCH', 'Bench Subcontractor', 'subcontractor');

insert into commitments (organization_id, job_id, vendor_id, kind, commitment_number, description, status)
select '${org}', '${job}', (select id from vendors where organization_id = '${org}'),
  case when g % 3 = 0 then 'purchase_order' else 'subcontract' end,
  'BENCH-' || lpad(g::text, 3, '0'), 'Bench commitment ' || g,
  case when g % 20 = 0 then 'draft' when g % 20 = 10 then 'void' when g % 2 = 0 then 'executed' else 'issued' end
from generate_series(1, 200) g;

insert into commitment_lines (organization_id, commitment_id, line_number, cost_code_id, cost_category_id, description, original_cents)
select '${org}', c.id, l, p.code_id, p.category_id, 'Schedule line ' || l, 50000 + ((g * 20 + l) * 104729) % 2000000
from (select id, row_number() over (order by commitment_number) as g from commitments where organization_id = '${org}') c
cross join generate_series(1, 20) l
join bench_pairs p on p.n = 1 + ((c.g * 37 + l * 101) % 2000);

insert into vendor_change_orders (organization_id, commitment_id, change_order_number, change_order_date, description, status)
select '${org}', c.id, 1, date '2026-06-01', 'Approved change', 'approved'
from (select id, row_number() over (order by commitment_number) as g from commitments where organization_id = '${org}') c
where c.g % 2 = 0;
insert into vendor_change_orders (organization_id, commitment_id, change_order_number, change_order_date, description, status)
select '${org}', c.id, 2, date '2026-07-01', 'Pending change', 'pending'
from (select id, row_number() over (order by commitment_number) as g from commitments where organization_id = '${org}') c
where c.g % 5 = 0;

insert into vendor_change_order_lines (organization_id, change_order_id, line_number, commitment_line_id, amount_cents)
select o.organization_id, o.id, k, l.id, case when k = 2 then -2500 else 12345 * k end
from vendor_change_orders o
cross join generate_series(1, 3) k
join commitment_lines l on l.organization_id = o.organization_id and l.commitment_id = o.commitment_id and l.line_number = k
where o.organization_id = '${org}' and o.status = 'approved';
insert into vendor_change_order_lines (organization_id, change_order_id, line_number, commitment_line_id, amount_cents)
select o.organization_id, o.id, 1, l.id, 77700
from vendor_change_orders o
join commitment_lines l on l.organization_id = o.organization_id and l.commitment_id = o.commitment_id and l.line_number = 5
where o.organization_id = '${org}' and o.status = 'pending';
insert into vendor_change_order_lines (organization_id, change_order_id, line_number, cost_code_id, cost_category_id, amount_cents)
select o.organization_id, o.id, 2, p.code_id, p.category_id, 88800
from vendor_change_orders o join bench_pairs p on p.n = 1999
where o.organization_id = '${org}' and o.status = 'pending';

update projects set budget_cents = (select sum(original_cents) from job_budget_lines where job_id = '${job}')
where id = '${job}';
commit;
analyze;
`;

const COUNT_SQL = (job) => `select
  (select count(*)::int from job_budget_lines where job_id = '${job}') as budget_lines,
  (select count(*)::int from commitments where job_id = '${job}') as commitments,
  (select count(*)::int from commitment_lines l join commitments c on c.id = l.commitment_id where c.job_id = '${job}') as commitment_lines,
  (select count(*)::int from vendor_change_orders) as change_orders,
  (select count(*)::int from vendor_change_order_lines) as change_order_lines,
  (select sum(original_cents)::text from job_budget_lines where job_id = '${job}') as budget_cents`;

async function seed({ dataDir, databaseUrl, org, job }) {
  const t0 = performance.now();
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await client.query(SEED_SQL(org, job));
      return { ms: Math.round(performance.now() - t0), ...(await client.query(COUNT_SQL(job))).rows[0] };
    } finally {
      await client.end();
    }
  }
  const db = new PGlite(path.join(dataDir, 'db'), { extensions: { pg_trgm, btree_gin } });
  try {
    await db.exec(SEED_SQL(org, job));
    return { ms: Math.round(performance.now() - t0), ...(await db.query(COUNT_SQL(job))).rows[0] };
  } finally {
    await db.close();
  }
}

function load(title, opts) {
  return new Promise((resolve, reject) => {
    autocannon({ url: `${base}${opts.path}`, duration, connections, ...opts }, (err, r) => {
      if (err) return reject(err);
      const row = {
        title,
        requestsPerSec: Math.round(r.requests.average),
        p50ms: r.latency.p50,
        p99ms: r.latency.p99,
        non2xx: r.non2xx,
      };
      console.log(
        `${title.padEnd(52)} ${String(row.requestsPerSec).padStart(6)} req/s  p50 ${row.p50ms} ms  p99 ${row.p99ms} ms  non-2xx ${row.non2xx}`,
      );
      resolve(row);
    });
  });
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gw-bench-job-cost-'));
const pgDb = process.env.BENCH_DATABASE_URL
  ? await postgresDatabase(process.env.BENCH_DATABASE_URL, 'gw_bench_job_cost')
  : null;
const databaseUrl = pgDb?.url;
const results = {
  database: databaseUrl ? 'postgres' : 'pglite',
  date: new Date().toISOString(),
  machine: `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
  loadAverage: os.loadavg().map((l) => +l.toFixed(2)),
  requests,
  duration,
  connections,
};
let server = null;
const start = async () => (await startServer({ port, dataDir, databaseUrl })).child;
try {
  // 1. The company and the job through the API.
  server = await start();
  const signup = await fetch(`${base}/auth/v1/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, data: { full_name: 'Bench Job Cost' } }),
  }).then((r) => r.json());
  let token = signup.access_token;
  await api(token, 'POST', '/functions/v1/setup-company', { companyName: 'Bench Job Cost Builders' });
  token = (
    await fetch(`${base}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    }).then((r) => r.json())
  ).access_token;
  const me = await api(token, 'GET', '/api/v1/me');
  const org = me.organization.id;
  const customer = await api(token, 'POST', '/api/v1/customers', {
    customer_number: 'C-BNCH',
    name: 'Bench Owner',
  });
  const job = await api(token, 'POST', '/api/v1/jobs', {
    customer_id: customer.id,
    project_name: 'Bench Job',
  });
  await stop(server);
  server = null;

  // 2. Seed with the server stopped (PGlite is single-process).
  results.seed = await seed({ dataDir, databaseUrl, org, job: job.id });
  console.log(`seeded ${JSON.stringify(results.seed)}`);

  // 3. Actual cost: 100 job-cost entries through the API, half in earlier months, half this month.
  server = await start();
  const chart = (await api(token, 'GET', '/api/v1/chart-of-accounts')).items;
  const account = (n) => chart.find((a) => a.account_number === n).id;
  const codes = (await api(token, 'GET', '/api/v1/cost-codes')).items.filter((c) => !c.is_parent);
  const categories = (await api(token, 'GET', '/api/v1/cost-categories')).items;
  const today = new Date().toISOString().slice(0, 10);
  let actual = 0;
  for (let i = 0; i < 100; i++) {
    const cents = 10_000 + i * 137;
    actual += cents;
    await api(token, 'POST', '/api/v1/journal-entries', {
      entry_date: i % 2 === 0 ? `2026-0${1 + (i % 9)}-15` : today,
      memo: `Bench cost ${i}`,
      post: true,
      lines: [
        {
          account_id: account('5100'),
          debit_cents: cents,
          job_id: job.id,
          cost_code_id: codes[(i * 13) % codes.length].id,
          cost_category_id: categories[i % categories.length].id,
        },
        { account_id: account('1000'), credit_cents: cents },
      ],
    });
  }

  // 4. Measure; the summary's totals must agree with the seed.
  const summaryUrl = `/api/v1/jobs/${job.id}/cost-summary`;
  const summary = await api(token, 'GET', summaryUrl);
  if (String(summary.totals.original_budget_cents) !== results.seed.budget_cents)
    throw new Error(`budget total ${summary.totals.original_budget_cents} ≠ ${results.seed.budget_cents}`);
  if (summary.totals.actual_cents !== actual)
    throw new Error(`actual ${summary.totals.actual_cents} ≠ ${actual}`);
  results.summary = { rows: summary.rows.length, totals: summary.totals };
  console.log(`summary: ${summary.rows.length} rows, totals ${JSON.stringify(summary.totals)}`);
  const auth = { authorization: `Bearer ${token}` };
  const exportCsv = async () => {
    const res = await fetch(`${base}/api/v1/jobs/${job.id}/budget/export.csv`, { headers: auth });
    if (!res.ok) throw new Error(`export ${res.status}`);
    await res.text();
  };
  for (let i = 0; i < 5; i++) await api(token, 'GET', summaryUrl); // warm-up
  results.sequential = [
    await sequential('GET /jobs/{id}/cost-summary (2,000 budget lines)', requests, () =>
      api(token, 'GET', summaryUrl),
    ),
    await sequential('GET /jobs/{id}/budget (2,000 lines)', 20, () =>
      api(token, 'GET', `/api/v1/jobs/${job.id}/budget`),
    ),
    await sequential('GET /jobs/{id}/budget/export.csv', 10, exportCsv),
  ];
  results.load = [await load('GET /jobs/{id}/cost-summary', { path: summaryUrl, headers: auth })];
  results.ids = { organization: org, job: job.id };
  results.loadAverageAfter = os.loadavg().map((l) => +l.toFixed(2));
} finally {
  if (server) await stop(server);
  if (args['keep-data']) console.log(`data kept in ${dataDir}`);
  else fs.rmSync(dataDir, { recursive: true, force: true });
  await pgDb?.drop();
}
fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
const out = path.join(root, `bench/results/job-cost-${results.database}.json`);
fs.writeFileSync(out, JSON.stringify(results, null, 2));
console.log(`written ${path.relative(root, out)}`);
