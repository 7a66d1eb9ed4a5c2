#!/usr/bin/env node
// The financial and job reports at size (issue 17, item 7): one company with 1,000,000 journal lines over
// five years, 500 jobs of 50 budget lines with their contracts, 50,000 vendor invoices and 5,000 pay
// applications (bench/reports-seed.mjs says what and how), and 20 small companies beside it (10,000 lines,
// 10 jobs, 600 invoices, 100 pay applications each) so that every query has other tenants' rows to skip.
// Seeded straight into the database with the server stopped, through the ledger's triggers; then the
// real (built) server answers, one request at a time (p50 / p95 of --runs requests after 3 warm-up ones),
// a few under autocannon, and the general ledger's CSV export of the whole five years is streamed
// (lines per second, server memory sampled during it). Every answer's status is checked: a report that
// answers non-2xx is recorded as such, not timed.
//
// Usage: node bench/reports.mjs [--lines 1000000 --runs 20 --duration 5 --connections 10 --port <free>]
// PostgreSQL: scripts/with-postgres.sh sh -c 'BENCH_DATABASE_URL=$TEST_DATABASE_URL node bench/reports.mjs'
// --lines 100000 seeds a tenth (invoices scaled with it) for a quick try. --keep leaves the seeded
// PostgreSQL database in place (its URL is printed) and --reuse measures BENCH_DATABASE_URL as it is;
// on PGlite --data-dir <dir> keeps the files and --reuse --data-dir <dir> measures them again.
// --only reads,load,export picks the measurements, --reports tb,wip,… the reports; --timeout 60 (s) bounds each request. Writes bench/results/reports-<database>[-<lines>].json.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  apiClient,
  benchStorage,
  cleanUpBench,
  freePort,
  loadRow,
  openSeedDatabase,
  parseArgs,
  rssMiB,
  signIn,
  signUpCompany,
  startServer,
  stop,
  timings,
  writeResults,
} from './lib.mjs';
import { COUNTS_SQL, END, MAIN_COMPANY, OTHER_COMPANY, OTHERS_SQL, seedCompany } from './reports-seed.mjs';

const args = parseArgs();
const totalLines = Number(args.lines ?? 1_000_000);
const runs = Number(args.runs ?? 20);
const duration = Number(args.duration ?? 5);
const connections = Number(args.connections ?? 10);
// A free loopback port unless one is given: other sessions run servers on this machine.
const port = Number(args.port ?? (await freePort()));
const reuse = Boolean(args.reuse);
const keep = Boolean(args.keep);
const only = new Set(String(args.only ?? 'reads,load,export').split(','));
/** --reports tb,wip,…: only those reads (keys of `reads` below). */
const picked = args.reports ? new Set(String(args.reports).split(',')) : null;
const base = `http://127.0.0.1:${port}`;
const api = apiClient(base);
const user = { email: 'bench-reports@example.com', password: 'bench-password-1' };
const OTHER_COMPANIES = 20;
/** A report that has not answered in this time is recorded as such (--timeout seconds). */
const timeoutMs = Number(args.timeout ?? 60) * 1000;
const load1 = () => +os.loadavg()[0].toFixed(2);

/** The month end before END (the WIP schedule's period) and the dates the reports are asked for. */
const AS_OF = END;
const MONTH_END = (() => {
  const d = new Date(`${END.slice(0, 7)}-01T00:00:00Z`);
  d.setUTCDate(0);
  return d.toISOString().slice(0, 10);
})();
const YEAR_START = `${END.slice(0, 4)}-01-01`;
const YEAR_BEFORE = `${Number(END.slice(0, 4)) - 1}${END.slice(4)}`;

/**
 * What is measured: [key, title, path, target ms (null: no target)]. The keys of the targets:
 * tb*, bs*, pnl*, job-one*, job-all, wip, ar-aging, ap-aging (the others are timed without one).
 */
const reads = (job) => [
  ['tb', `trial balance as of ${AS_OF} (mid-month)`, `/api/v1/ledger/trial-balance?as_of=${AS_OF}`, 100],
  [
    'tb-month-end',
    `trial balance as of ${MONTH_END}`,
    `/api/v1/ledger/trial-balance?as_of=${MONTH_END}`,
    100,
  ],
  [
    'tb-period',
    `trial balance ${YEAR_START} – ${AS_OF} (opening, activity, closing)`,
    `/api/v1/ledger/trial-balance/period?from=${YEAR_START}&to=${AS_OF}`,
    100,
  ],
  ['bs', `balance sheet as of ${AS_OF}`, `/api/v1/reports/balance-sheet?as_of=${AS_OF}`, 100],
  [
    'bs-compare',
    `balance sheet as of ${AS_OF} compared with ${YEAR_BEFORE}`,
    `/api/v1/reports/balance-sheet?as_of=${AS_OF}&compare_to=${YEAR_BEFORE}`,
    100,
  ],
  [
    'pnl',
    `P&L ${YEAR_START} – ${AS_OF}`,
    `/api/v1/reports/profit-and-loss?from=${YEAR_START}&to=${AS_OF}`,
    100,
  ],
  [
    'pnl-months',
    'P&L year to date, a column per month',
    `/api/v1/reports/profit-and-loss?from=${YEAR_START}&to=${AS_OF}&columns=month`,
    100,
  ],
  [
    'pnl-compare',
    'P&L year to date compared with the prior year',
    `/api/v1/reports/profit-and-loss?from=${YEAR_START}&to=${AS_OF}&compare=prior_year`,
    100,
  ],
  [
    'pnl-job',
    'P&L year to date of one job',
    `/api/v1/reports/profit-and-loss?from=${YEAR_START}&to=${AS_OF}&job_id=${job.id}`,
    100,
  ],
  [
    'job-one',
    'job cost summary, one job (GET /jobs/{id}/cost-summary)',
    `/api/v1/jobs/${job.id}/cost-summary?as_of=${AS_OF}`,
    50,
  ],
  [
    'job-one-report',
    'job cost report, one job (GET /reports/job-cost?job_ids=)',
    `/api/v1/reports/job-cost?as_of=${AS_OF}&job_ids=${job.id}`,
    50,
  ],
  ['job-all', 'job cost report, all 500 jobs', `/api/v1/reports/job-cost?as_of=${AS_OF}&status=all`, 1000],
  ['wip', `WIP schedule ${MONTH_END} (500 jobs)`, `/api/v1/wip/schedule?period_end=${MONTH_END}`, 500],
  ['ar-aging', `AR aging as of ${AS_OF}`, `/api/v1/receivables/aging?as_of=${AS_OF}`, 300],
  ['ap-aging', `AP aging as of ${AS_OF}`, `/api/v1/payables/aging?as_of=${AS_OF}`, 300],
  [
    'profit-fade',
    'profit fade, all jobs, 12 months',
    `/api/v1/wip/profit-fade?from=${YEAR_BEFORE.slice(0, 8)}01&to=${MONTH_END}`,
    null,
  ],
  ['open-retainage', 'open retainage by job', `/api/v1/reports/open-retainage?as_of=${AS_OF}`, null],
  [
    'gl-page',
    'general ledger detail, first page (200 lines)',
    `/api/v1/reports/general-ledger?from=${YEAR_START}&to=${AS_OF}&limit=200`,
    null,
  ],
];

/** Under autocannon: the statements and the one-job figures. */
const LOADED = ['tb', 'bs', 'pnl', 'job-one', 'wip', 'ap-aging'];

// --data-dir keeps the embedded database's files (for --keep / --reuse on PGlite).
const { dataDir, pgDb, databaseUrl } = await benchStorage(args, { reuse, prefix: 'gw_bench_reports' });
const results = {
  database: databaseUrl ? 'postgres' : 'pglite',
  date: new Date().toISOString(),
  machine: `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
  loadAverageAtStart: os.loadavg().map((l) => +l.toFixed(2)),
  lines: totalLines,
  runs,
  duration,
  connections,
};

async function seed(org) {
  const t0 = performance.now();
  const db = await openSeedDatabase({ dataDir, databaseUrl });
  const step = (label) => (msg) =>
    process.stdout.write(`  ${label}: ${msg} (${Math.round((performance.now() - t0) / 1000)} s)\n`);
  try {
    await db.exec(OTHERS_SQL(OTHER_COMPANIES));
    const others = await db.query(
      `select id from organizations where name like 'Other Reports %' order by name`,
    );
    for (const [i, o] of others.entries())
      await seedCompany(db, o.id, OTHER_COMPANY, i === 0 ? step('other') : undefined);
    const scale = Math.min(1, totalLines / 1_000_000);
    await seedCompany(
      db,
      org,
      {
        ...MAIN_COMPANY,
        invoices: Math.max(1000, Math.round(MAIN_COMPANY.invoices * scale)),
        lines: totalLines,
      },
      step('main'),
    );
    await db.exec('analyze;');
    const [counts] = await db.query(COUNTS_SQL(org));
    return { ms: Math.round(performance.now() - t0), ...counts };
  } finally {
    await db.close();
  }
}

/** One GET read to its end: status, bytes, and the JSON when it is JSON. */
async function get(token, url) {
  try {
    const res = await fetch(`${base}${url}`, {
      headers: { authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(timeoutMs),
    });
    const body = Buffer.from(await res.arrayBuffer());
    return { status: res.status, bytes: body.length, body };
  } catch (err) {
    // No answer in time, or the connection closed without one (the server failed or went away).
    const status = err.name === 'TimeoutError' ? `no answer in ${timeoutMs / 1000} s` : 'no answer';
    return { status, bytes: 0, body: Buffer.from(String(err.cause?.message ?? err.message)) };
  }
}

/**
 * PostgreSQL: cancels the statements of a request that did not answer in time, so they do not weigh on
 * the next measurements (on PGlite the one connection stays busy until they end).
 */
async function cancelLeftovers() {
  const db = await openSeedDatabase({ databaseUrl });
  await db.query(`select pg_cancel_backend(pid) from pg_stat_activity
    where datname = current_database() and state = 'active' and pid <> pg_backend_pid()
      and now() - query_start > interval '5 seconds'`);
  await db.close();
}

/** The answer's own checks (they fail loudly when the seed or the report does not tie out). */
function checksOf(key, json) {
  switch (key) {
    case 'tb':
    case 'tb-month-end':
      return { balanced: json.total_debit_cents === json.total_credit_cents, rows: json.rows?.length };
    case 'tb-period':
      return { rows: json.rows?.length, totals: json.totals };
    case 'bs':
    case 'bs-compare':
      return { is_balanced: json.is_balanced, total_assets_cents: json.total_assets_cents };
    case 'ar-aging':
    case 'ap-aging':
      return { tie_out: json.tie_out, detail_rows: json.details?.length };
    case 'wip':
      return { rows: json.rows?.length, totals: json.totals };
    case 'job-all':
    case 'job-one-report':
      return { jobs: json.jobs?.length };
    case 'job-one':
      return { rows: json.rows?.length };
    default:
      return undefined;
  }
}

let server = null;
async function start() {
  const { child } = await startServer({ port, dataDir, databaseUrl });
  // The port was free a moment ago: make sure /healthz was this server's answer, not another's.
  await new Promise((resolve) => setTimeout(resolve, 300));
  if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}): port ${port} taken?`);
  return child;
}
try {
  if (!reuse) {
    // 1. The company and its owner through the API, then the seed with the server stopped.
    server = await start();
    const token = await signUpCompany(base, {
      ...user,
      fullName: 'Bench Reports',
      companyName: 'Bench Reports Builders',
    });
    const org = (await api(token, 'GET', '/api/v1/me')).organization.id;
    await stop(server);
    server = null;
    results.seed = await seed(org);
    console.log(`seeded ${JSON.stringify(results.seed)}`);
    if (args['data-dir']) fs.writeFileSync(path.join(dataDir, 'seed.json'), JSON.stringify(results.seed));
  }

  // 2. Measure on the built server.
  server = await start();
  const token = await signIn(base, user);
  const auth = { authorization: `Bearer ${token}` };
  const job = (await api(token, 'GET', '/api/v1/jobs')).items[0];
  if (reuse) {
    // What the kept database holds: counted again on PostgreSQL, as recorded by the seed on PGlite.
    const org = (await api(token, 'GET', '/api/v1/me')).organization.id;
    const seedFile = path.join(dataDir, 'seed.json');
    if (databaseUrl) {
      const db = await openSeedDatabase({ databaseUrl });
      results.seed = { reused: true, ...(await db.query(COUNTS_SQL(org)))[0] };
      await db.close();
    } else if (fs.existsSync(seedFile))
      results.seed = { reused: true, ...JSON.parse(fs.readFileSync(seedFile, 'utf8')) };
  }
  const integrity = await api(token, 'GET', '/api/v1/ledger/integrity');
  results.integrity = integrity;
  if (!integrity.ok) console.error(`LEDGER INTEGRITY: ${JSON.stringify(integrity)}`);
  results.reads = [];
  results.load = [];

  if (only.has('reads')) {
    for (const [key, title, url, target] of reads(job).filter(([k]) => !picked || picked.has(k))) {
      const first = await get(token, url);
      if (typeof first.status === 'string' && databaseUrl) await cancelLeftovers();
      if (first.status !== 200) {
        const row = {
          key,
          title,
          url,
          target,
          status: first.status,
          error: first.body.toString('utf8').slice(0, 300),
        };
        console.log(`${title.padEnd(60)} ANSWERED ${first.status}: ${row.error}`);
        results.reads.push(row);
        continue;
      }
      const json = JSON.parse(first.body.toString('utf8'));
      // A report far over any target is timed 5 times (2 past 30 s), not --runs times.
      const t0 = performance.now();
      await get(token, url); // warm-up
      const warm = performance.now() - t0;
      const n = warm > 30_000 ? 2 : warm > 5000 ? 5 : runs;
      if (n === runs) await get(token, url);
      let failures = 0;
      const row = await timings(title, n, async () => {
        const r = await get(token, url);
        if (r.status !== 200) failures++;
      });
      results.reads.push({
        key,
        ...row,
        url,
        target,
        status: first.status,
        failures,
        kilobytes: Math.round(first.bytes / 1024),
        load1: load1(),
        checks: checksOf(key, json),
        meetsTarget: target === null ? null : row.p50ms <= target,
      });
    }
  }

  if (only.has('load')) {
    for (const [key, title, url] of reads(job).filter(
      ([k]) => LOADED.includes(k) && (!picked || picked.has(k)),
    )) {
      if (results.reads.some((r) => r.key === key && r.status !== 200)) continue;
      results.load.push({
        key,
        ...(await loadRow(base, title, { path: url, headers: auth, duration, connections })),
        load1: load1(),
      });
    }
  }

  if (only.has('export')) {
    // The general ledger detail of every account over the five years as CSV, twice on the same server
    // (the first on a server that has not exported yet), memory sampled while it streams.
    results.exports = [];
    const url = `/api/v1/reports/general-ledger.csv?from=2022-01-01&to=${AS_OF}`;
    for (let run = 1; run <= 2; run++) {
      const rssBefore = await rssMiB(server.pid);
      let rssPeak = rssBefore;
      const sampler = setInterval(async () => {
        rssPeak = Math.max(rssPeak, await rssMiB(server.pid));
      }, 100);
      const t0 = performance.now();
      const res = await fetch(`${base}${url}`, { headers: auth });
      let bytes = 0;
      let newlines = 0;
      if (res.ok) {
        for await (const chunk of res.body) {
          bytes += chunk.length;
          for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) newlines++;
        }
      } else {
        bytes = (await res.arrayBuffer()).byteLength;
      }
      const ms = performance.now() - t0;
      clearInterval(sampler);
      const row = res.ok
        ? {
            run,
            status: res.status,
            lines: newlines - 1,
            ms: Math.round(ms),
            linesPerSec: Math.round(((newlines - 1) / ms) * 1000),
            megabytes: +(bytes / 2 ** 20).toFixed(1),
            serverRssBeforeMiB: rssBefore,
            serverRssPeakMiB: rssPeak,
            load1: load1(),
            target: 50_000,
          }
        : { run, status: res.status, url };
      results.exports.push(row);
      console.log(`general ledger CSV (all accounts, 5 years): ${JSON.stringify(row)}`);
      if (!res.ok) break;
    }
  }
  results.serverRssAfterMiB = await rssMiB(server.pid);
  results.loadAverageAtEnd = os.loadavg().map((l) => +l.toFixed(2));
} finally {
  await cleanUpBench({ server, args, dataDir, pgDb, keep, reuse });
}
const suffix = totalLines === 1_000_000 ? '' : `-${totalLines}`;
writeResults(`reports-${results.database}${suffix}`, results);
// The kept database's admin connection (postgresDatabase) would keep the process alive.
process.exit(0);
