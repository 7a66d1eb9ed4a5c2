#!/usr/bin/env node
// The general ledger at size: seeds 1,000,000 journal lines (250,000 four-line entries over five years)
// for one company, plus 20 other companies with 10,000 lines each, straight into the database through the
// ledger's own triggers (numbers, balance check, period balances). Then starts the real server and
// measures the trial balance, one job's cost, an account's detail page, the full account-detail CSV export
// (lines per second, server memory) and posting throughput under 10 concurrent connections.
// Usage: node bench/ledger.mjs [--duration 5 --connections 10 --lines 1000000]
// PostgreSQL: scripts/with-postgres.sh sh -c 'BENCH_DATABASE_URL=$TEST_DATABASE_URL node bench/ledger.mjs'
// Writes bench/results/ledger-<database>.json.
// For experiments on PostgreSQL: --keep leaves the seeded database in place (its name is printed), and
// --reuse measures against BENCH_DATABASE_URL as it is (a database kept by --keep: no set-up, no seed);
// --only reads,export,post picks the measurements. On PGlite, --data-dir <dir> keeps its files there
// and --reuse --data-dir <dir> measures them again.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import {
  apiClient,
  benchStorage,
  cleanUpBench,
  loadRow,
  parseArgs,
  sequential,
  startServer,
  stop,
  writeResults,
} from './lib.mjs';

const args = parseArgs();
const duration = Number(args.duration ?? 5);
const connections = Number(args.connections ?? 10);
const totalLines = Number(args.lines ?? 1_000_000);
const port = Number(args.port ?? 3460);
const reuse = Boolean(args.reuse);
const keep = Boolean(args.keep);
const only = new Set(String(args.only ?? 'reads,export,post').split(','));
const base = `http://127.0.0.1:${port}`;
const api = apiClient(base);
const email = 'bench-ledger@example.com';
const password = 'bench-password-1';

/**
 * Entries and their lines for one company, in two statements inside one transaction, as a module's
 * posting would write them (the triggers number them, check them at commit and keep the balances).
 * Every entry: Dr A x, Cr B x, Dr C y, Cr D y, over accounts that are not control accounts; a quarter of
 * the first lines carry the job, cost code and category.
 */
const ENTRIES_SQL = (org, entries, jobId, costCodeId, categoryId) => `
insert into journal_entries (organization_id, entry_number, entry_year, entry_seq, entry_date, memo, source_type, created_txid)
select '${org}', '', 0, 0, date '2022-01-01' + (g * 1790 / ${entries}), 'Bench entry ' || g, 'manual', 0
from generate_series(1, ${entries}) g;

with accounts as (
  select array_agg(id order by account_number) as ids from chart_of_accounts
  where organization_id = '${org}' and system_key is not null
    and system_key not in ('accounts_receivable', 'retainage_receivable', 'accounts_payable', 'retainage_payable')
)
insert into journal_lines (organization_id, entry_id, line_number, entry_date, entry_number, account_id,
  debit_cents, credit_cents, job_id, cost_code_id, cost_category_id)
select e.organization_id, e.id, n, e.entry_date, e.entry_number,
  a.ids[1 + ((e.entry_seq * 31 + n * 7 + e.entry_year) % array_length(a.ids, 1))],
  case when n in (1, 3) then 1 + (e.entry_seq::bigint * 7919 + n) % 500000 else 0 end,
  case when n in (2, 4) then 1 + (e.entry_seq::bigint * 7919 + n - 1) % 500000 else 0 end,
  case when n = 1 and e.entry_seq % 4 = 0 ${jobId ? `then '${jobId}'::uuid` : 'then null::uuid'} end,
  case when n = 1 and e.entry_seq % 4 = 0 ${jobId ? `then '${costCodeId}'::uuid` : 'then null::uuid'} end,
  case when n = 1 and e.entry_seq % 4 = 0 ${jobId ? `then '${categoryId}'::uuid` : 'then null::uuid'} end
from journal_entries e cross join generate_series(1, 4) n cross join accounts a
where e.organization_id = '${org}' and e.created_txid = txid_current();
`;

const OTHERS_SQL = `
insert into organizations (name) select 'Other Ledger ' || g from generate_series(1, 20) g;
select public.insert_starting_data(id, null) from organizations where name like 'Other Ledger %';
`;

const COUNT_SQL = `select (select count(*)::int from journal_lines) as lines,
  (select count(*)::int from journal_entries) as entries, (select count(*)::int from organizations) as organizations`;

async function seed({ dataDir, databaseUrl, org, jobId, costCodeId, categoryId }) {
  const t0 = performance.now();
  const run = async (exec, query) => {
    await exec(OTHERS_SQL);
    const others = await query(`select id from organizations where name like 'Other Ledger %'`);
    for (const o of others) await exec(`begin; ${ENTRIES_SQL(o.id, 2500)} commit;`);
    // The main company in batches of 50,000 entries (200,000 lines) per transaction.
    const entries = totalLines / 4;
    for (let done = 0; done < entries; done += 50_000) {
      const n = Math.min(50_000, entries - done);
      const batch = ENTRIES_SQL(org, n, jobId, costCodeId, categoryId).replace(
        `date '2022-01-01' + (g * 1790 / ${n})`,
        `date '2022-01-01' + ((g + ${done}) * 1790 / ${entries})`,
      );
      await exec(`begin; ${batch} commit;`);
      process.stdout.write(`  seeded ${((done + n) * 4).toLocaleString()} lines\r`);
    }
    await exec('analyze;');
    return (await query(COUNT_SQL))[0];
  };
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const counts = await run(
        (s) => client.query(s),
        async (s) => (await client.query(s)).rows,
      );
      return { ms: Math.round(performance.now() - t0), ...counts };
    } finally {
      await client.end();
    }
  }
  const db = new PGlite(path.join(dataDir, 'db'), { extensions: { pg_trgm, btree_gin } });
  try {
    const counts = await run(
      (s) => db.exec(s),
      async (s) => (await db.query(s)).rows,
    );
    return { ms: Math.round(performance.now() - t0), ...counts };
  } finally {
    await db.close();
  }
}

const load = (title, opts) => loadRow(base, title, { duration, connections, ...opts });

/** The server process's resident memory in MiB (Linux /proc). */
function rssMiB(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

// --data-dir keeps the embedded database's files (for --keep / --reuse on PGlite).
const { dataDir, pgDb, databaseUrl } = await benchStorage(args, { reuse, prefix: 'gw_bench_ledger' });
const results = {
  database: databaseUrl ? 'postgres' : 'pglite',
  date: new Date().toISOString(),
  machine: `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
  duration,
  connections,
};
let server = null;
/** A fresh access token for the bench's user. */
const signIn = async () =>
  (
    await fetch(`${base}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    }).then((r) => r.json())
  ).access_token;
const start = async () => (await startServer({ port, dataDir, databaseUrl })).child;
try {
  let token;
  let job;
  if (reuse) {
    // A database kept by an earlier --keep run: the company is there, seeded.
    server = await start();
    token = await signIn();
    job = (await api(token, 'GET', '/api/v1/jobs')).items[0];
    await stop(server);
    server = null;
  } else {
    // 1. The company, a job, a cost code, through the API.
    server = await start();
    const signup = await fetch(`${base}/auth/v1/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, data: { full_name: 'Bench Ledger' } }),
    }).then((r) => r.json());
    await api(signup.access_token, 'POST', '/functions/v1/setup-company', {
      companyName: 'Bench Ledger Builders',
    });
    token = await signIn();
    const me = await api(token, 'GET', '/api/v1/me');
    const org = me.organization.id;
    const customer = await api(token, 'POST', '/api/v1/customers', {
      customer_number: 'C-BNCH',
      name: 'Bench Owner',
    });
    job = await api(token, 'POST', '/api/v1/jobs', {
      customer_id: customer.id,
      project_name: 'Bench Job',
      budget_cents: 1,
    });
    await api(token, 'POST', '/api/v1/cost-codes', { code: '03-0000', description: 'Concrete' });
    const code = await api(token, 'POST', '/api/v1/cost-codes', {
      code: '03-3000',
      description: 'Cast-in-place',
    });
    const category = (await api(token, 'GET', '/api/v1/cost-categories')).items.find((c) => c.code === 'M');
    await stop(server);
    server = null;

    // 2. Seed with the server stopped (PGlite is single-process).
    results.seed = await seed({
      dataDir,
      databaseUrl,
      org,
      jobId: job.id,
      costCodeId: code.id,
      categoryId: category.id,
    });
    console.log(`seeded ${JSON.stringify(results.seed)}`);
  }

  // 3. Measure.
  server = await start();
  const auth = { authorization: `Bearer ${token}` };
  const chart = (await api(token, 'GET', '/api/v1/chart-of-accounts')).items;
  const cash = chart.find((a) => a.account_number === '1000');
  const revenue = chart.find((a) => a.account_number === '4000');
  const tb = await api(token, 'GET', '/api/v1/ledger/trial-balance');
  if (tb.total_debit_cents !== tb.total_credit_cents) throw new Error('trial balance does not balance');
  const integrity = await api(token, 'GET', '/api/v1/ledger/integrity');
  if (!integrity.ok) throw new Error(`integrity: ${JSON.stringify(integrity)}`);
  results.integrity = integrity;
  const reads = [
    ['GET /ledger/trial-balance (today)', '/api/v1/ledger/trial-balance'],
    [
      'GET /ledger/trial-balance?as_of=2024-06-15 (mid-month)',
      '/api/v1/ledger/trial-balance?as_of=2024-06-15',
    ],
    ['GET /ledger/chart (balances)', '/api/v1/ledger/chart'],
    ['GET /ledger/job-cost (one job)', `/api/v1/ledger/job-cost?job_id=${job.id}`],
    ['GET account detail, first page (100 lines)', `/api/v1/ledger/accounts/${cash.id}/detail?limit=100`],
    [
      'GET account detail, page in 2025',
      `/api/v1/ledger/accounts/${cash.id}/detail?from=2025-03-10&limit=100`,
    ],
    ['GET /journal-entries (page 1)', '/api/v1/journal-entries'],
  ];
  results.sequential = [];
  results.load = [];
  if (only.has('reads')) {
    for (const [title, url] of reads)
      results.sequential.push(await sequential(title, 20, () => api(token, 'GET', url)));
    for (const [title, url] of reads.slice(0, 4))
      results.load.push(await load(title, { path: url, headers: auth }));
  }

  if (only.has('export')) {
    // The full export of the cash account, three times on the same server, memory sampled while it
    // streams: the first on a server that has not exported yet, then again (the steady state); the
    // peak must not grow from one to the next (flat memory).
    results.exports = [];
    for (let run = 1; run <= 3; run++) {
      const rssBefore = rssMiB(server.pid);
      let rssPeak = rssBefore;
      const sampler = setInterval(() => {
        rssPeak = Math.max(rssPeak, rssMiB(server.pid));
      }, 50);
      const t0 = performance.now();
      const res = await fetch(`${base}/api/v1/ledger/accounts/${cash.id}/detail.csv`, { headers: auth });
      let bytes = 0;
      let newlines = 0;
      for await (const chunk of res.body) {
        bytes += chunk.length;
        for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) newlines++;
      }
      const ms = performance.now() - t0;
      clearInterval(sampler);
      const row = {
        run,
        lines: newlines - 1,
        ms: Math.round(ms),
        linesPerSec: Math.round(((newlines - 1) / ms) * 1000),
        megabytes: +(bytes / 2 ** 20).toFixed(1),
        serverRssBeforeMiB: rssBefore,
        serverRssPeakMiB: rssPeak,
      };
      results.exports.push(row);
      console.log(`export cash detail CSV: ${JSON.stringify(row)}`);
    }
  }

  if (only.has('post')) {
    // Posting throughput: 10 connections posting two-line entries.
    results.load.push(
      await load('POST /journal-entries (post, 2 lines)', {
        path: '/api/v1/journal-entries',
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({
          entry_date: '2026-11-20',
          memo: 'Load posting',
          post: true,
          lines: [
            { account_id: cash.id, debit_cents: 1234 },
            { account_id: revenue.id, credit_cents: 1234 },
          ],
        }),
      }),
    );
  }
  const after = await api(token, 'GET', '/api/v1/ledger/integrity');
  if (!after.ok) throw new Error(`integrity after load: ${JSON.stringify(after)}`);
} finally {
  await cleanUpBench({ server, args, dataDir, pgDb, keep, reuse });
}
writeResults(`ledger-${results.database}`, results);
