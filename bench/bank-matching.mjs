#!/usr/bin/env node
// Bank matching at size (issue 23, item 9): 5,000 statement lines against 20,000 open book items.
//   1. The engine (pure, packages/shared/src/reconciliation/matching.ts): auto-match (amount + check
//      number), suggestions (1:1 ranked, one-to-many and many-to-one subset search) and the acceptable
//      ones, `--runs` times after a warm-up: median and slowest. Target: under 2 s.
//   2. The subset search's caps: one line whose amount no subset makes among 90 items of its window
//      (stops at 200 ms), and 50 such lines (all searches stop at the 1 s total).
//   3. The server (unless --engine-only): a company seeded with the same books straight into the
//      database (AP check and ACH payments, customer receipts, journal entries on the cash account —
//      the ledger's triggers number them) and the same statement lines; then through the API of the
//      built server: the workspace, the suggestions, auto-match, accept-suggestions.
// The data: 9,000 checks, 5,000 ACH payments, 5,000 receipts and 1,000 journal entries over 250 days;
// the lines: 2,500 cleared checks (same number, 0–40 days later), 1,200 ACH debits, 600 deposits of one
// receipt, 200 deposits of 3 same-day receipts, 100 receipts the bank split in 2 lines, 300 fees.
// Usage: node --import tsx bench/bank-matching.mjs [--items 20000 --lines 5000 --runs 5 --engine-only --keep]
// PostgreSQL: scripts/with-postgres.sh sh -c 'BENCH_DATABASE_URL=$TEST_DATABASE_URL node --import tsx bench/bank-matching.mjs'
// Writes bench/results/bank-matching-<database>.json.
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { acceptable, autoMatch, suggest } from '../packages/shared/src/reconciliation/matching.ts';
import {
  apiClient,
  benchStorage,
  cleanUpBench,
  freePort,
  openSeedDatabase,
  parseArgs,
  signUpCompany,
  startServer,
  stop,
  timings,
  writeResults,
} from './lib.mjs';

const args = parseArgs();
const itemCount = Number(args.items ?? 20_000);
const lineCount = Number(args.lines ?? 5_000);
const runs = Number(args.runs ?? 5);
const engineOnly = Boolean(args['engine-only']);
const scale = itemCount / 20_000;
const lineScale = lineCount / 5_000;

// A deterministic pseudo-random sequence (the same books every run).
let seed = 20260331;
const rand = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
};
const between = (lo, hi) => lo + Math.floor(rand() * (hi - lo + 1));
const day = (n) => new Date(Date.UTC(2026, 0, 1 + n)).toISOString().slice(0, 10);
const VENDORS = ['HARBOR LUMBER', 'READY MIX CONCRETE', 'SUMMIT ELECTRIC', 'CITY RENTAL', 'GULF COAST STEEL'];
const CUSTOMERS = ['LAKESIDE MEDICAL', 'RIVERBEND APTS', 'PINECREST SCHOOLS', 'HARBOR VIEW CONDOS'];

/** The books and the statement, as the engine takes them (and the seed writes them). */
function generate() {
  const items = [];
  const add = (kind, n, make) => {
    for (let k = 0; k < Math.round(n * scale); k++) items.push({ kind, ...make(k) });
  };
  add('check', 9_000, (k) => ({
    date: day(between(0, 249)),
    amount_cents: -between(5_000, 900_000),
    check_number: String(10_000 + k),
    payee: VENDORS[k % VENDORS.length],
  }));
  add('ach', 5_000, (k) => ({
    date: day(between(0, 249)),
    amount_cents: -between(1_000, 500_000),
    reference: `ACH${100_000 + k}`,
    payee: VENDORS[(k + 2) % VENDORS.length],
  }));
  add('receipt', 5_000, (k) => ({
    date: day(between(0, 249)),
    amount_cents: between(10_000, 2_000_000),
    reference: `RCPT ${k}`,
    payee: CUSTOMERS[k % CUSTOMERS.length],
  }));
  add('journal', 1_000, (k) => ({
    date: day(between(0, 249)),
    amount_cents: (k % 2 ? 1 : -1) * between(100, 100_000),
    memo: `Journal entry ${k}`,
  }));
  items.forEach((item, k) => {
    item.entry_id = randomUUID();
    item.line_number = 1;
    item.k = k;
    item.check_number ??= null;
    item.reference ??= null;
    item.payee ??= '';
    item.memo ??= '';
  });
  const used = new Set();
  // Unused items of a kind, by position; pick() takes one at random.
  const unused = (kind) => items.filter((i) => i.kind === kind).map((i) => i.k);
  const pools = { check: unused('check'), ach: unused('ach'), receipt: unused('receipt') };
  const pick = (kind) => {
    const pool = pools[kind];
    for (;;) {
      if (pool.length === 0) throw new Error(`no ${kind} left`);
      const at = between(0, pool.length - 1);
      const k = pool[at];
      pool[at] = pool[pool.length - 1];
      pool.pop();
      if (!used.has(k)) {
        used.add(k);
        return items[k];
      }
    }
  };
  /** Three unused receipts of one date. */
  const sameDay = () => {
    const byDate = new Map();
    for (const k of pools.receipt) {
      if (used.has(k)) continue;
      const list = byDate.get(items[k].date) ?? [];
      list.push(k);
      byDate.set(items[k].date, list);
    }
    const dates = [...byDate.values()].filter((l) => l.length >= 3);
    const chosen = dates[between(0, dates.length - 1)].slice(0, 3);
    for (const k of chosen) used.add(k);
    return chosen.map((k) => items[k]);
  };
  const plus = (date, n) =>
    day(Math.min(259, Math.round((Date.parse(date) - Date.UTC(2026, 0, 1)) / 864e5) + n));
  const lines = [];
  const line = (posted_date, amount_cents, extra = {}) =>
    lines.push({
      id: randomUUID(),
      posted_date,
      amount_cents,
      check_number: null,
      bank_reference: null,
      payee: '',
      memo: '',
      ...extra,
    });
  const n = (count) => Math.round(count * lineScale);
  for (let k = 0; k < n(2_500); k++) {
    const c = pick('check');
    line(plus(c.date, between(0, 40)), c.amount_cents, {
      check_number: c.check_number,
      payee: 'CHECK',
      truth: [c.entry_id],
    });
  }
  for (let k = 0; k < n(1_200); k++) {
    const a = pick('ach');
    line(plus(a.date, between(0, 3)), a.amount_cents, {
      payee: `${a.payee} ACH DEBIT`,
      bank_reference: a.reference,
      truth: [a.entry_id],
    });
  }
  for (let k = 0; k < n(600); k++) {
    const r = pick('receipt');
    line(plus(r.date, 1), r.amount_cents, { payee: `DEPOSIT ${r.payee}`, truth: [r.entry_id] });
  }
  for (let k = 0; k < n(200); k++) {
    const three = sameDay();
    const first = three[0];
    const total = three.reduce((s, i) => s + i.amount_cents, 0);
    line(plus(first.date, 1), total, { payee: 'DEPOSIT', truth: three.map((i) => i.entry_id) });
  }
  for (let k = 0; k < n(100); k++) {
    const r = pick('receipt');
    const part = Math.floor(r.amount_cents / 3);
    line(plus(r.date, 2), part, { payee: 'WIRE IN PART 1', truth: [r.entry_id] });
    line(plus(r.date, 2), r.amount_cents - part, { payee: 'WIRE IN PART 2', truth: [r.entry_id] });
  }
  while (lines.length < lineCount)
    line(day(between(0, 259)), -between(500, 5_000), { payee: 'SERVICE CHARGE', truth: [] });
  return { items, lines };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];

/** Auto-match, then suggestions and the acceptable ones for what is left: one run, timed by phase. */
function engineRun(lines, items) {
  const t0 = performance.now();
  const auto = autoMatch(lines, items);
  const t1 = performance.now();
  const matchedLines = new Set(auto.flatMap((p) => p.statement_line_ids));
  const matchedItems = new Set(auto.flatMap((p) => p.book_items.map((b) => b.entry_id)));
  const openLines = lines.filter((l) => !matchedLines.has(l.id));
  const openItems = items.filter((i) => !matchedItems.has(i.entry_id));
  const stats = { searches: 0, timedOut: 0, skipped: 0 };
  const suggestions = suggest(openLines, openItems, {}, stats);
  const t2 = performance.now();
  const accepted = acceptable(suggestions);
  const t3 = performance.now();
  // Against the truth the data was made from: a proposal is right when each of its lines came from
  // exactly its book items.
  const byId = new Map(lines.map((l) => [l.id, l]));
  const right = (p) => {
    const want = new Set(p.book_items.map((b) => b.entry_id));
    return p.statement_line_ids.every((id) => {
      const truth = byId.get(id)?.truth ?? [];
      return truth.length === want.size && truth.every((e) => want.has(e));
    });
  };
  return {
    autoMs: t1 - t0,
    suggestMs: t2 - t1,
    acceptMs: t3 - t2,
    totalMs: t3 - t0,
    autoMatched: auto.length,
    autoRight: auto.filter(right).length,
    withCandidates: suggestions.filter((s) => s.candidates.length > 0).length,
    ties: suggestions.filter((s) => s.tie).length,
    accepted: accepted.length,
    acceptedRight: accepted.filter(right).length,
    acceptedSubsets: accepted.filter((p) => p.book_items.length > 1 || p.statement_line_ids.length > 1)
      .length,
    stats,
  };
}

const results = {
  date: new Date().toISOString(),
  machine: `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
  loadAverage: os.loadavg().map((l) => +l.toFixed(2)),
  items: itemCount,
  lines: lineCount,
  runs,
};

// 1. The engine.
const { items, lines } = generate();
engineRun(lines, items); // warm-up
const samples = Array.from({ length: runs }, () => engineRun(lines, items));
const last = samples.at(-1);
results.engine = {
  medianMs: +median(samples.map((s) => s.totalMs)).toFixed(1),
  maxMs: +Math.max(...samples.map((s) => s.totalMs)).toFixed(1),
  autoMatchMedianMs: +median(samples.map((s) => s.autoMs)).toFixed(1),
  suggestMedianMs: +median(samples.map((s) => s.suggestMs)).toFixed(1),
  acceptMedianMs: +median(samples.map((s) => s.acceptMs)).toFixed(1),
  autoMatched: last.autoMatched,
  autoMatchedRight: last.autoRight,
  linesWithCandidates: last.withCandidates,
  ties: last.ties,
  accepted: last.accepted,
  acceptedRight: last.acceptedRight,
  acceptedSubsets: last.acceptedSubsets,
  subsetSearches: last.stats,
  targetMs: 2000,
};
console.log(
  `engine: ${lineCount} lines × ${itemCount} items: median ${results.engine.medianMs} ms (auto-match ${results.engine.autoMatchMedianMs}, suggestions ${results.engine.suggestMedianMs}, accept ${results.engine.acceptMedianMs}), slowest ${results.engine.maxMs} ms; ${last.autoMatched} auto-matched (${last.autoRight} right), ${last.withCandidates} lines with candidates, ${last.ties} ties, ${last.accepted} acceptable (${last.acceptedSubsets} subsets; ${last.acceptedRight} right); subset searches ${JSON.stringify(last.stats)} (target < 2000 ms)`,
);

// 2. The subset search's caps: amounts no subset makes (90 even amounts, odd targets).
{
  const hard = Array.from({ length: 90 }, (_, k) => ({
    entry_id: randomUUID(),
    line_number: 1,
    date: '2026-03-13',
    amount_cents: 2 * (500 + k * k),
  }));
  const one = [{ id: randomUUID(), posted_date: '2026-03-13', amount_cents: 24_001 }];
  const stats1 = { searches: 0, timedOut: 0, skipped: 0 };
  let t0 = performance.now();
  suggest(one, hard, {}, stats1);
  const oneMs = performance.now() - t0;
  const fifty = Array.from({ length: 50 }, (_, k) => ({
    id: randomUUID(),
    posted_date: '2026-03-13',
    amount_cents: 24_001 + 2 * k,
  }));
  const stats50 = { searches: 0, timedOut: 0, skipped: 0 };
  t0 = performance.now();
  suggest(fifty, hard, { manyToOne: false }, stats50);
  const fiftyMs = performance.now() - t0;
  results.subsetCap = {
    oneLineMs: +oneMs.toFixed(1),
    oneLine: stats1,
    fiftyLinesMs: +fiftyMs.toFixed(1),
    fiftyLines: stats50,
    capPerLineMs: 200,
    capTotalMs: 1000,
    maxItems: 8,
  };
  console.log(
    `subset cap: 1 impossible line among 90 items ${oneMs.toFixed(0)} ms ${JSON.stringify(stats1)}; 50 such lines ${fiftyMs.toFixed(0)} ms ${JSON.stringify(stats50)} (caps 200 ms a line, 1000 ms in all, 8 items)`,
  );
}

// 3. The server.
if (!engineOnly) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const api = apiClient(base);
  const { dataDir, pgDb, databaseUrl } = await benchStorage(args, {
    reuse: false,
    prefix: 'gw_bench_matching',
  });
  results.database = databaseUrl ? 'postgres' : 'pglite';
  let server = null;
  try {
    server = (await startServer({ port, dataDir, databaseUrl })).child;
    const email = 'bench-matching@example.com';
    const password = 'bench-password-1';
    const token = await signUpCompany(base, {
      email,
      password,
      fullName: 'Bench Matching',
      companyName: 'Bench Matching Builders',
    });
    const org = (await api(token, 'GET', '/api/v1/me')).organization.id;
    const chart = (await api(token, 'GET', '/api/v1/chart-of-accounts')).items;
    const cash = chart.find((a) => a.system_key === 'cash');
    const revenue = chart.find((a) => a.account_number === '4000');
    const expense = chart.find((a) => a.account_type === 'expense' && a.account_number.startsWith('6'));
    const vendor = await api(token, 'POST', '/api/v1/vendors', {
      vendor_number: 'V-BNCH',
      name: 'Bench Supply',
      vendor_type: 'supplier',
    });
    const customer = await api(token, 'POST', '/api/v1/customers', {
      customer_number: 'C-BNCH',
      name: 'Bench Owner',
    });
    const bank = await api(token, 'POST', '/api/v1/bank-accounts', {
      gl_account_id: cash.id,
      name: 'Operating',
      opening_balance_date: '2025-12-31',
    });
    await stop(server);
    server = null;

    // Seed with the server stopped (PGlite is single-process), 2,000 entries a transaction.
    const t0 = performance.now();
    const db = await openSeedDatabase({ dataDir, databaseUrl });
    const q = (v) => (v === null || v === undefined ? 'null' : `'${String(v).replaceAll("'", "''")}'`);
    try {
      for (let from = 0; from < items.length; from += 2_000) {
        const batch = items.slice(from, from + 2_000);
        const values = batch.map((i) => {
          const source =
            i.kind === 'check' || i.kind === 'ach'
              ? 'ap_payment'
              : i.kind === 'receipt'
                ? 'ar_receipt'
                : 'manual';
          i.sourceId = source === 'manual' ? null : randomUUID();
          const other =
            i.kind === 'receipt' || (i.kind === 'journal' && i.amount_cents > 0) ? revenue.id : expense.id;
          return `(${q(i.entry_id)}::uuid, ${q(i.date)}::date, ${i.amount_cents}, ${q(source)}, ${q(i.sourceId)}::uuid, ${q(i.memo || i.payee)}, ${q(other)}::uuid)`;
        });
        const payments = batch
          .filter((i) => i.kind === 'check' || i.kind === 'ach')
          .map(
            (i) =>
              `(${q(i.sourceId)}::uuid, '${org}'::uuid, '${vendor.id}'::uuid, ${q(i.date)}::date, '${cash.id}'::uuid, ${q(i.kind)}, ${q(i.check_number)}, ${q(i.kind === 'ach' ? i.reference : null)}, ${-i.amount_cents}, ${q(i.entry_id)}::uuid)`,
          );
        const receipts = batch
          .filter((i) => i.kind === 'receipt')
          .map(
            (i) =>
              `(${q(i.sourceId)}::uuid, '${org}'::uuid, '${customer.id}'::uuid, ${q(i.date)}::date, 'check', ${q(i.reference)}, ${i.amount_cents}, '${cash.id}'::uuid, ${q(i.entry_id)}::uuid)`,
          );
        await db.exec(`begin;
          create temp table bench_items (id uuid, d date, amount bigint, source text, source_id uuid, memo text, other uuid) on commit drop;
          insert into bench_items values ${values.join(',\n')};
          insert into journal_entries (id, organization_id, entry_number, entry_year, entry_seq, entry_date, memo, source_type, source_id, created_txid)
            select id, '${org}', '', 0, 0, d, memo, source, source_id, 0 from bench_items;
          insert into journal_lines (organization_id, entry_id, line_number, entry_date, entry_number, account_id, debit_cents, credit_cents)
            select e.organization_id, e.id, n, e.entry_date, e.entry_number,
              case when n = 1 then '${cash.id}'::uuid else b.other end,
              case when (n = 1) = (b.amount > 0) then abs(b.amount) else 0 end,
              case when (n = 1) = (b.amount > 0) then 0 else abs(b.amount) end
            from bench_items b join journal_entries e on e.id = b.id cross join generate_series(1, 2) n;
          ${payments.length ? `insert into ap_payments (id, organization_id, vendor_id, payment_date, bank_account_id, method, check_number, reference, amount_cents, journal_entry_id) values ${payments.join(',\n')};` : ''}
          ${receipts.length ? `insert into customer_receipts (id, organization_id, customer_id, receipt_date, method, reference, amount_cents, deposit_account_id, journal_entry_id) values ${receipts.join(',\n')};` : ''}
          commit;`);
      }
      const lineValues = lines.map(
        (l, k) =>
          `('${org}'::uuid, '${bank.id}'::uuid, ${q(l.posted_date)}::date, ${l.amount_cents}, ${q(l.check_number ? 'check' : l.amount_cents > 0 ? 'deposit' : 'debit')}, ${q(l.check_number)}, ${q(l.bank_reference)}, ${q(l.payee)}, ${q(`bench|${k}`)})`,
      );
      await db.exec(`insert into bank_statement_lines (organization_id, bank_account_id, posted_date, amount_cents, kind,
        check_number, bank_reference, payee, dedupe_key) values ${lineValues.join(',\n')}; analyze;`);
    } finally {
      await db.close();
    }
    results.seedMs = Math.round(performance.now() - t0);
    console.log(
      `seeded ${items.length} book items and ${lines.length} statement lines in ${results.seedMs} ms`,
    );

    server = (await startServer({ port, dataDir, databaseUrl })).child;
    const fresh = await (await import('./lib.mjs')).signIn(base, { email, password });
    const path = (p) => `/api/v1/bank-accounts/${bank.id}/${p}`;
    const ws = await api(fresh, 'GET', path('workspace'));
    if (ws.book_items.length !== items.length || ws.statement_lines.length !== lines.length)
      throw new Error(`workspace: ${ws.book_items.length} items, ${ws.statement_lines.length} lines`);
    const rows = [];
    rows.push(
      await timings(`GET workspace (${items.length} items, ${lines.length} lines)`, runs, () =>
        api(fresh, 'GET', path('workspace')),
      ),
    );
    let t = performance.now();
    const auto = await api(fresh, 'POST', path('auto-match'));
    const autoMs = performance.now() - t;
    console.log(`POST auto-match: ${auto.matched} matched in ${autoMs.toFixed(0)} ms`);
    rows.push({
      title: 'POST auto-match (first)',
      runs: 1,
      p50ms: +autoMs.toFixed(1),
      matched: auto.matched,
    });
    rows.push(await timings('GET suggestions', runs, () => api(fresh, 'GET', path('suggestions'))));
    t = performance.now();
    const accepted = await api(fresh, 'POST', path('accept-suggestions'), {});
    const acceptMs = performance.now() - t;
    console.log(`POST accept-suggestions: ${accepted.matched} matched in ${acceptMs.toFixed(0)} ms`);
    rows.push({
      title: 'POST accept-suggestions',
      runs: 1,
      p50ms: +acceptMs.toFixed(1),
      matched: accepted.matched,
    });
    rows.push(
      await timings('GET workspace after matching', runs, () => api(fresh, 'GET', path('workspace'))),
    );
    results.server = rows;
  } finally {
    await cleanUpBench({ server, args, dataDir, pgDb, keep: Boolean(args.keep), reuse: false });
  }
}

writeResults(`bank-matching${engineOnly ? '' : `-${results.database}`}`, results);
