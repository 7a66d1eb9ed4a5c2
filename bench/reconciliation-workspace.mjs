#!/usr/bin/env node
// The matching workspace's first paint (issue 23, item 9): a bank account with 5,000 uncleared book
// items (journal lines on its cash account, seeded straight into the database with the server stopped)
// and 1,000 statement lines (one manual statement through the API, each line the amount of a book item
// two days later, so the suggestions have work to do), a reconciliation in progress. Then the built
// product in headless Chromium: from navigation start (a fresh browser context each run, nothing
// cached, the session in localStorage) until the first rows of both lists are on screen, then a reload of
// the same tab (scripts cached). Also the API calls the page waits for, alone. Target: first paint < 1 s.
// --waterfall yes prints each run's API requests (ms since navigation start); --waterfall all every file.
// Usage: node bench/reconciliation-workspace.mjs [--items 5000 --lines 1000 --runs 7]
// The web app served is WEB_DIST (default apps/web/dist: `npm run build` first).
// Writes bench/results/reconciliation-workspace-<database>.json.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import {
  apiClient,
  benchStorage,
  CHROMIUM,
  CHROMIUM_ARGS,
  cleanUpBench,
  freePort,
  openSeedDatabase,
  parseArgs,
  root,
  signIn,
  signUpCompany,
  startServer,
  stop,
  timings,
  writeResults,
} from './lib.mjs';

const args = parseArgs();
const itemCount = Number(args.items ?? 5000);
const lineCount = Math.min(1000, Number(args.lines ?? 1000));
const runs = Number(args.runs ?? 7);
const user = { email: 'bench-reconcile@example.com', password: 'bench-password-1' };
const webDist = path.resolve(process.env.WEB_DIST ?? path.join(root, 'apps/web/dist'));
if (!fs.existsSync(path.join(webDist, 'index.html')))
  throw new Error(`no web build in ${webDist}: npm run build`);

/** Item g: dated in the first quarter of 2026, one in three a deposit, the others payments. */
const SEED_SQL = (org, cash, income, expense) => `
begin;
create temp table b_e (g int, id uuid, entry_date date, entry_number text) on commit drop;
with e as (
  insert into journal_entries (organization_id, entry_number, entry_year, entry_seq, entry_date, memo, source_type,
    created_txid)
  select '${org}', '', 0, 0, date '2026-01-01' + (g % 90), 'Bench item #' || g, 'manual', 0
  from generate_series(1, ${itemCount}) g
  returning id, entry_date, entry_number, memo
)
insert into b_e select split_part(memo, '#', 2)::int, id, entry_date, entry_number from e;
with x as (
  select g, id, entry_date, entry_number, 1000 + (g::bigint * 7919) % 500000 as amount, g % 3 = 0 as is_deposit
  from b_e
)
insert into journal_lines (organization_id, entry_id, line_number, entry_date, entry_number, account_id, debit_cents,
  credit_cents, memo)
select '${org}'::uuid, id, 1, entry_date, entry_number, '${cash}'::uuid, case when is_deposit then amount else 0 end,
  case when is_deposit then 0 else amount end, (array['Harbor Supply','Summit Rentals','Cedar Fuel','Oakmont Hotels',
  'Granite Concrete','Lakeside Electric'])[1 + g % 6] || ' ' || g
from x
union all
select '${org}'::uuid, id, 2, entry_date, entry_number, case when is_deposit then '${income}' else '${expense}' end::uuid,
  case when is_deposit then 0 else amount end, case when is_deposit then amount else 0 end, ''
from x;
commit;
analyze;
`;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};

// In the page: the moment (ms since navigation start) the first row of each list is in the DOM, then
// painted (the next animation frame after it appeared).
const OBSERVE_ROWS = () => {
  const marks = {};
  window.__rowMarks = marks;
  const check = () => {
    for (const id of ['book-items', 'statement-lines']) {
      if (marks[id] === undefined && document.querySelector(`#${id} [role="option"]`)) {
        marks[id] = -1;
        requestAnimationFrame(() => {
          marks[id] = performance.now();
        });
      }
    }
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true });
};

const { dataDir, pgDb, databaseUrl } = await benchStorage(args, {
  reuse: false,
  prefix: 'gw_bench_reconcile',
});
const port = Number(args.port ?? (await freePort()));
const base = `http://127.0.0.1:${port}`;
const api = apiClient(base);
const results = {
  database: databaseUrl ? 'postgres' : 'pglite',
  date: new Date().toISOString(),
  machine: `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
  loadAverageAtStart: os.loadavg().map((l) => +l.toFixed(2)),
  items: itemCount,
  statementLines: lineCount,
  runs,
  targetMs: 1000,
};
let server = null;
let browser = null;
try {
  // 1. The company, its bank account, then the book items seeded with the server stopped.
  server = (await startServer({ port, dataDir, databaseUrl })).child;
  let token = await signUpCompany(base, {
    ...user,
    fullName: 'Bench Reconcile',
    companyName: 'Bench Reconcile Builders',
  });
  const org = (await api(token, 'GET', '/api/v1/me')).organization.id;
  const chart = (await api(token, 'GET', '/api/v1/chart-of-accounts')).items;
  const byNumber = (n) => chart.find((a) => a.account_number === n).id;
  const bank = await api(token, 'POST', '/api/v1/bank-accounts', {
    gl_account_id: byNumber('1000'),
    name: 'Operating Checking',
    bank_name: 'Bench Bank',
    last_four: '4521',
    opening_balance_cents: 0,
    opening_balance_date: '2025-12-31',
  });
  await stop(server);
  server = null;
  const t0 = performance.now();
  const db = await openSeedDatabase({ dataDir, databaseUrl });
  try {
    await db.exec(SEED_SQL(org, byNumber('1000'), byNumber('4000'), byNumber('6000')));
  } finally {
    await db.close();
  }
  results.seedMs = Math.round(performance.now() - t0);
  console.log(`seeded ${itemCount} book items in ${results.seedMs} ms`);

  // 2. A statement of 1,000 lines (amounts of book items, two days later) and a reconciliation.
  server = (await startServer({ port, dataDir, databaseUrl })).child;
  token = await signIn(base, user);
  const day = (g) => {
    const d = new Date(Date.UTC(2026, 0, 1 + (g % 90) + 2));
    return d.toISOString().slice(0, 10);
  };
  const amount = (g) => 1000 + ((g * 7919) % 500000);
  const lines = Array.from({ length: lineCount }, (_, i) => {
    const g = i * Math.floor(itemCount / lineCount) + 1;
    return {
      posted_date: day(g),
      amount_cents: g % 3 === 0 ? amount(g) : -amount(g),
      payee: `BANK TEXT ${g}`,
    };
  });
  await api(token, 'POST', `/api/v1/bank-accounts/${bank.id}/statements/manual`, { lines });
  const reconciliation = await api(token, 'POST', `/api/v1/bank-accounts/${bank.id}/reconciliations`, {
    statement_date: '2026-03-31',
    ending_balance_cents: 0,
  });
  const workspace = await api(token, 'GET', `/api/v1/bank-accounts/${bank.id}/workspace`);
  results.workspace = {
    bookItems: workspace.book_items.length,
    statementLines: workspace.statement_lines.length,
  };
  console.log(
    `workspace: ${results.workspace.bookItems} book items, ${results.workspace.statementLines} statement lines`,
  );
  results.api = [
    await timings('GET reconciliation (live figures)', 10, () =>
      api(token, 'GET', `/api/v1/bank-reconciliations/${reconciliation.id}`),
    ),
    await timings('GET bank accounts (list)', 10, () => api(token, 'GET', '/api/v1/bank-accounts')),
    await timings('GET workspace', 10, () => api(token, 'GET', `/api/v1/bank-accounts/${bank.id}/workspace`)),
    await timings('GET suggestions', 5, () =>
      api(token, 'GET', `/api/v1/bank-accounts/${bank.id}/suggestions`),
    ),
  ];

  // 3. First paint in headless Chromium, a fresh context (no cache) each run.
  const session = await fetch(`${base}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(user),
  }).then((r) => r.json());
  browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const url = `${base}/reconciliation/${reconciliation.id}`;
  /** Loads (or reloads) the workspace and reads the marks the page recorded. */
  const paint = async (page, load) => {
    await load();
    await page.waitForFunction(
      () => window.__rowMarks?.['book-items'] > 0 && window.__rowMarks?.['statement-lines'] > 0,
      null,
      { timeout: 30_000 },
    );
    const marks = await page.evaluate(() => ({
      ...window.__rowMarks,
      rows: document.querySelectorAll('#book-items [role="option"]').length,
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      // The waterfall: what was fetched when (ms since navigation start), and how big it came.
      requests: performance
        .getEntriesByType('resource')
        .filter((e) => e.startTime < (window.__rowMarks?.['book-items'] ?? 0))
        .map((e) => ({
          name: new URL(e.name).pathname.replace(/[0-9a-f-]{36}/g, ':id'),
          startMs: Math.round(e.startTime),
          endMs: Math.round(e.responseEnd),
          kB: Math.round(e.transferSize / 1024),
        })),
    }));
    return {
      bookItemsMs: Math.round(marks['book-items']),
      statementLinesMs: Math.round(marks['statement-lines']),
      fcpMs: marks.fcp === null ? null : Math.round(marks.fcp),
      renderedRows: marks.rows,
      requests:
        args.waterfall === 'all' ? marks.requests : marks.requests.filter((r) => r.name.startsWith('/api/')),
    };
  };
  const samples = [];
  const reloads = [];
  for (let i = 0; i < runs + 1; i++) {
    const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
    const page = await context.newPage();
    await page.goto(`${base}/healthz`);
    await page.evaluate(
      ([key, value]) => localStorage.setItem(key, value),
      [`sb-${new URL(base).hostname.split('.')[0]}-auth-token`, JSON.stringify(session)],
    );
    await page.addInitScript(OBSERVE_ROWS);
    const cold = await paint(page, () => page.goto(url));
    // The same tab again: the scripts come from the browser's cache, the data from the server.
    const reload = await paint(page, () => page.reload());
    await context.close();
    // The first run warms the server (its first queries of the tables); it is not counted.
    if (i === 0) continue;
    samples.push(cold);
    reloads.push(reload);
    console.log(
      `run ${i}: rows painted at ${cold.bookItemsMs} ms (book items), ${cold.statementLinesMs} ms (statement lines); first contentful paint ${cold.fcpMs} ms; ${cold.renderedRows} rows in the DOM; reload ${reload.bookItemsMs} ms`,
    );
    if (args.waterfall)
      for (const r of cold.requests)
        console.log(
          `  ${String(r.startMs).padStart(5)}–${String(r.endMs).padStart(5)} ms ${String(r.kB).padStart(5)} kB ${r.name}`,
        );
  }
  const listsMs = (s) => Math.max(s.bookItemsMs, s.statementLinesMs);
  results.reload = {
    runs: reloads.length,
    medianMs: median(reloads.map(listsMs)),
    maxMs: Math.max(...reloads.map(listsMs)),
  };
  results.firstPaint = {
    runs: samples.length,
    medianMs: median(samples.map(listsMs)),
    maxMs: Math.max(...samples.map(listsMs)),
    medianFcpMs: median(samples.map((s) => s.fcpMs ?? 0)),
    renderedRows: samples[0]?.renderedRows,
    samples,
  };
  console.log(
    `first paint of the lists: median ${results.firstPaint.medianMs} ms, slowest ${results.firstPaint.maxMs} ms (target < 1000 ms); ${results.firstPaint.renderedRows} of ${itemCount} rows rendered; reload median ${results.reload.medianMs} ms`,
  );
} finally {
  if (browser) await browser.close();
  await cleanUpBench({ server, args, dataDir, pgDb, keep: false, reuse: false });
}
results.loadAverageAtEnd = os.loadavg().map((l) => +l.toFixed(2));
writeResults(`reconciliation-workspace-${results.database}`, results);
