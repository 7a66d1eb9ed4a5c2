#!/usr/bin/env node
// Imports at size (issue 24, item 10), through the API of the built server, as the wizard drives it:
//  1. A full-history QuickBooks migration: an IIF of the lists (a chart with subaccounts, customers,
//     vendors), a generated 50,000-line QuickBooks Online Journal CSV over 2025 (title rows, a blank
//     separator and a total row per transaction, quoted `$1,234.56` amounts, `Parent:Child` accounts, a
//     TOTAL and a footer) and the Trial Balance at the cut-over 2025-12-31 it adds to. Timed: the upload
//     (stored and detected), the dry run (POST preview → ready: parse + validate every row, target
//     < 10 s), the import (POST import → imported: every transaction posted, month-end checks, the
//     verification report, target < 60 s), and the verification report read back (JSON, PDF, CSV,
//     target < 2 s); then the rollback of the last run (202 at once, the job timed to rolled_back).
//  2. 5,000 customers (an IIF customer list) on a fresh company: dry run and import (target < 5 s).
// Usage: node bench/imports.mjs [--lines 50000 --customers 5000 --runs 3]
// PostgreSQL: scripts/with-postgres.sh sh -c 'BENCH_DATABASE_URL=$TEST_DATABASE_URL node bench/imports.mjs'
// Writes bench/results/imports-<database>.json.
import os from 'node:os';
import {
  apiClient,
  benchStorage,
  cleanUpBench,
  freePort,
  parseArgs,
  signUpCompany,
  startServer,
  timings,
  writeResults,
} from './lib.mjs';

const args = parseArgs();
const targetLines = Number(args.lines ?? 50_000);
const customerCount = Number(args.customers ?? 5_000);
const runs = Number(args.runs ?? 3);
const CUTOVER = '2025-12-31';

// ---------------------------------------------------------------------------------------------
// The files.

/** [IIF type, name, number, EXTRA, role (control account it maps onto)]. */
const CHART = [
  ['BANK', 'Checking', '10100', '', null],
  ['BANK', 'Savings', '10200', '', null],
  ['AR', 'Accounts Receivable', '11000', '', 'accounts_receivable'],
  ['OCASSET', 'Retainage Receivable', '11500', '', 'retainage_receivable'],
  ['OCASSET', 'Undeposited Funds', '12000', 'UNDEPOSIT', 'undeposited_funds'],
  ['FIXASSET', 'Trucks', '15000', '', null],
  ['FIXASSET', 'Trucks:Depreciation', '15100', '', null],
  ['AP', 'Accounts Payable', '20000', '', 'accounts_payable'],
  ['OCLIAB', 'Retainage Payable', '20500', '', 'retainage_payable'],
  ['CCARD', 'Credit Card', '21000', '', null],
  ['OCLIAB', 'Payroll Liabilities', '22000', '', null],
  ['LTLIAB', 'Loan Payable', '25000', '', null],
  ['EQUITY', 'Opening Balance Equity', '30000', 'OPENBAL', 'opening_balance_equity'],
  ['EQUITY', 'Retained Earnings', '39000', 'RETEARNINGS', 'retained_earnings'],
  ['INC', 'Construction Income', '40000', '', null],
  ['INC', 'Construction Income:Labor Income', '40100', '', null],
  ['EXINC', 'Interest Income', '48000', '', null],
  ['COGS', 'Job Expenses', '50000', '', null],
  ['COGS', 'Job Expenses:Job Materials', '50100', '', null],
  ['COGS', 'Job Expenses:Subcontractors', '50200', '', null],
  ['COGS', 'Job Expenses:Equipment Rental', '50300', '', null],
  ['EXP', 'Payroll Expenses:Wages', '60100', '', null],
  ['EXP', 'Payroll Expenses', '60000', '', null],
  ['EXP', 'Rent Expense', '62000', '', null],
  ['EXEXP', 'Interest Expense', '68000', '', null],
];
const CUSTOMERS = ['Acme Corp', 'Bellweather Homes', 'José Muñoz', 'Peña & Söhne', 'Harbor Steel'];
const JOBS = ['Acme Corp:Kitchen Remodel', 'José Muñoz:Casa Nueva'];
const VENDORS = ['Concretos Núñez', 'Home Depot Pro', 'Ramírez Electric', 'Summit Rentals'];
/** What each journal transaction debits; the bank, the card or the loan takes the other side. */
const DEBITS = [
  'Job Expenses:Job Materials',
  'Job Expenses:Subcontractors',
  'Job Expenses:Equipment Rental',
  'Payroll Expenses:Wages',
  'Rent Expense',
  'Interest Expense',
];
const CREDITS_INCOME = ['Construction Income', 'Construction Income:Labor Income', 'Interest Income'];

const tabs = (...cells) => cells.join('\t');
function listsIif() {
  const out = [tabs('!ACCNT', 'NAME', 'ACCNTTYPE', 'ACCNUM', 'EXTRA')];
  for (const [type, name, number, extra] of CHART) out.push(tabs('ACCNT', name, type, number, extra));
  out.push(tabs('!CUST', 'NAME', 'COMPANYNAME', 'EMAIL'));
  for (const c of [...CUSTOMERS, ...JOBS]) out.push(tabs('CUST', c, c.includes(':') ? '' : c, ''));
  out.push(tabs('!VEND', 'NAME', 'TAXID', '1099'));
  for (const [i, v] of VENDORS.entries())
    out.push(tabs('VEND', v, i % 2 ? '' : `12-34567${i}0`, i % 2 ? 'N' : 'Y'));
  return `${out.join('\r\n')}\r\n`;
}

const money = (cents) =>
  `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;
const q = (v) => `"${String(v).replaceAll('"', '""')}"`;
const row = (...cells) => cells.map(q).join(',');

/** The Journal CSV (`lines` journal lines) and the Trial Balance CSV at the cut-over it adds to. */
function journalAndTrialBalance(lines) {
  const out = [
    '"Bench Imports LLC"',
    '"Journal"',
    '"January 1 - December 31, 2025"',
    '',
    row('', 'Date', 'Transaction Type', 'Num', 'Name', 'Memo/Description', 'Account', 'Debit', 'Credit'),
  ];
  const balances = new Map();
  const add = (account, cents) => balances.set(account, (balances.get(account) ?? 0) + cents);
  let written = 0;
  let transactions = 0;
  let grand = 0;
  while (written < lines) {
    const n = Math.max(2, Math.min(2 + (transactions % 5), lines - written));
    const day = new Date(Date.UTC(2025, 0, 1) + (transactions % 365) * 86_400_000);
    const date = `${String(day.getUTCMonth() + 1).padStart(2, '0')}/${String(day.getUTCDate()).padStart(2, '0')}/${day.getUTCFullYear()}`;
    const income = transactions % 4 === 0;
    const type = income ? 'Deposit' : ['Check', 'Journal Entry', 'Expense'][transactions % 3];
    const name = income ? CUSTOMERS[transactions % CUSTOMERS.length] : VENDORS[transactions % VENDORS.length];
    const other = income
      ? 'Checking'
      : ['Checking', 'Credit Card', 'Savings', 'Loan Payable'][transactions % 4];
    let total = 0;
    for (let j = 0; j < n - 1; j++) {
      const cents = 1_000 + ((transactions * 7_919 + j * 104_729) % 2_500_000);
      total += cents;
      const account = income
        ? CREDITS_INCOME[(transactions + j) % CREDITS_INCOME.length]
        : DEBITS[(transactions + j) % DEBITS.length];
      add(account, income ? -cents : cents);
      out.push(
        row(
          '',
          j === 0 ? date : '',
          j === 0 ? type : '',
          j === 0 ? String(10_000 + transactions) : '',
          name,
          `Line ${j + 1}`,
          account,
          income ? '' : `$${money(cents)}`,
          income ? `$${money(cents)}` : '',
        ),
      );
    }
    add(other, income ? total : -total);
    out.push(
      row(
        '',
        '',
        '',
        '',
        name,
        '',
        other,
        income ? `$${money(total)}` : '',
        income ? '' : `$${money(total)}`,
      ),
    );
    out.push(row('', '', '', '', '', '', '', `$${money(total)}`, `$${money(total)}`));
    out.push('');
    grand += total;
    written += n;
    transactions += 1;
  }
  out.push(row('TOTAL', '', '', '', '', '', '', `$${money(grand)}`, `$${money(grand)}`));
  out.push('', '', '"Accrual Basis Wednesday, January 14, 2026 10:23 AM GMT-08:00"');

  const tb = [
    '"Bench Imports LLC"',
    '"Trial Balance"',
    '"As of December 31, 2025"',
    '',
    row('', 'Debit', 'Credit'),
  ];
  let debit = 0;
  let credit = 0;
  for (const [account, cents] of balances) {
    if (cents === 0) continue;
    if (cents > 0) debit += cents;
    else credit -= cents;
    tb.push(row(account, cents > 0 ? money(cents) : '', cents < 0 ? money(-cents) : ''));
  }
  tb.push(row('TOTAL', `$${money(debit)}`, `$${money(credit)}`), '', '"Accrual Basis"');
  return {
    journal: `${out.join('\n')}\n`,
    trialBalance: `${tb.join('\n')}\n`,
    lines: written,
    transactions,
    accounts: balances.size,
  };
}

function customersIif(n) {
  const out = [tabs('!CUST', 'NAME', 'COMPANYNAME', 'BADDR1', 'BADDR2', 'PHONE1', 'EMAIL', 'TERMS')];
  for (let i = 0; i < n; i++) {
    const name = `Customer ${String(i + 1).padStart(5, '0')} ${['Homes', 'Builders', 'Peña', 'LLC'][i % 4]}`;
    out.push(
      tabs(
        'CUST',
        name,
        name,
        `${100 + i} Main St`,
        'Springfield, IL 62701',
        '555-0100',
        `c${i}@example.com`,
        'Net 30',
      ),
    );
  }
  return `${out.join('\r\n')}\r\n`;
}

// ---------------------------------------------------------------------------------------------
// The API.

const { dataDir, pgDb, databaseUrl } = await benchStorage(args, { reuse: false, prefix: 'gw_bench_imports' });
const port = Number(args.port ?? (await freePort()));
const base = `http://127.0.0.1:${port}`;
const api = apiClient(base);
const results = {
  database: databaseUrl ? 'postgres' : 'pglite',
  date: new Date().toISOString(),
  machine: `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
  loadAverageAtStart: os.loadavg().map((l) => +l.toFixed(2)),
  targets: { dryRunMs: 10_000, importMs: 60_000, customersMs: 5_000, reportMs: 2_000 },
};
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function upload(token, runId, name, text) {
  const form = new FormData();
  form.append('file', new File([new TextEncoder().encode(text)], name, { type: 'application/octet-stream' }));
  const res = await fetch(`${base}/api/v1/imports/runs/${runId}/files`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body = await res.json();
  if (!res.ok) throw new Error(`upload ${name} ${res.status} ${JSON.stringify(body)}`);
  return body;
}

/** Polls the run (every 100 ms) until it leaves previewing/importing; answers it and the time it took. */
async function settle(token, runId, t0) {
  for (;;) {
    // A keep-alive socket the server closes just as the poll reuses it (its event loop busy posting)
    // answers ECONNRESET: that poll is asked again.
    const run = await api(token, 'GET', `/api/v1/imports/runs/${runId}`).catch((error) => {
      if (error?.cause?.code === 'ECONNRESET') return { status: 'importing' };
      throw error;
    });
    if (run.status !== 'previewing' && run.status !== 'importing' && run.status !== 'rolling_back')
      return { run, ms: Math.round(performance.now() - t0) };
    await sleep(100);
  }
}

/** The Map step: control accounts set, AR/AP/retainage/retained earnings mapped, the rest created. */
async function map(token, runId, roles) {
  const view = await api(token, 'GET', `/api/v1/imports/runs/${runId}/mapping`);
  const chart = (await api(token, 'GET', '/api/v1/chart-of-accounts')).items;
  const bySystemKey = new Map(chart.filter((a) => a.system_key).map((a) => [a.system_key, a.id]));
  const control_accounts = {};
  for (const [path, role] of roles) if (role !== 'retained_earnings') control_accounts[role] = path;
  const accounts = view.source_accounts.map((s) => {
    const role = roles.get(s.source_path);
    if (role && role !== 'undeposited_funds' && role !== 'opening_balance_equity' && bySystemKey.has(role))
      return { source_path: s.source_path, action: 'map', account_id: bySystemKey.get(role) };
    const saved = view.mapping.accounts.find((m) => m.source_path === s.source_path);
    if (saved && role) return saved;
    return {
      source_path: s.source_path,
      action: 'create',
      number: s.source_number,
      type: s.type,
      subtype: s.subtype,
    };
  });
  const names = view.unresolved_names.map((n) => ({
    kind: n.kind,
    source_name: n.source_name,
    action: n.kind === 'class' ? 'ignore' : 'create',
  }));
  await api(token, 'PUT', `/api/v1/imports/runs/${runId}/mapping`, {
    ...view.mapping,
    numbering: 'keep_source',
    accounts,
    control_accounts,
    names,
  });
}

/** A run through preview and import; the timings of each step. */
async function timedRun(token, { files, options, roles }) {
  const run = await api(token, 'POST', '/api/v1/imports/runs', {
    source: 'qb_desktop',
    cutover_date: CUTOVER,
    options,
  });
  let t0 = performance.now();
  for (const [name, text] of files) await upload(token, run.id, name, text);
  const uploadMs = Math.round(performance.now() - t0);
  await map(token, run.id, roles);
  t0 = performance.now();
  await api(token, 'POST', `/api/v1/imports/runs/${run.id}/preview`);
  const previewed = await settle(token, run.id, t0);
  if (previewed.run.status !== 'ready') {
    const preview = await api(token, 'GET', `/api/v1/imports/runs/${run.id}/preview`).catch(() => null);
    throw new Error(`preview ${previewed.run.status}: ${JSON.stringify(preview?.errors?.slice(0, 5))}`);
  }
  t0 = performance.now();
  await api(token, 'POST', `/api/v1/imports/runs/${run.id}/import`);
  const imported = await settle(token, run.id, t0);
  if (imported.run.status !== 'imported')
    throw new Error(
      `import ${imported.run.status}: ${imported.run.error} ${JSON.stringify(imported.run.stages)}`,
    );
  return { runId: run.id, run: imported.run, uploadMs, dryRunMs: previewed.ms, importMs: imported.ms };
}

let server = null;
try {
  server = (await startServer({ port, dataDir, databaseUrl })).child;
  server.on('exit', (code, signal) => {
    if (code !== 0 || (signal && signal !== 'SIGTERM'))
      console.error(`the server stopped: code ${code}, signal ${signal}`);
  });

  // 1. The 50,000-line journal, full history.
  const generated = journalAndTrialBalance(targetLines);
  results.journal = {
    lines: generated.lines,
    transactions: generated.transactions,
    bytes: new TextEncoder().encode(generated.journal).length,
  };
  console.log(
    `journal: ${generated.lines} lines in ${generated.transactions} transactions (${(results.journal.bytes / 1e6).toFixed(2)} MB), ${generated.accounts} accounts in the trial balance`,
  );
  const roles = new Map(CHART.filter((c) => c[4]).map((c) => [c[1], c[4]]));
  const journalRuns = [];
  let lastRunId = null;
  let lastToken = null;
  for (let r = 0; r < runs; r++) {
    const token = await signUpCompany(base, {
      email: `bench-imports-${r}@example.com`,
      password: 'bench-password-1',
      fullName: 'Bench Imports',
      companyName: `Bench Imports ${r}`,
    });
    const one = await timedRun(token, {
      files: [
        ['lists.iif', listsIif()],
        ['journal.csv', generated.journal],
        ['trial-balance.csv', generated.trialBalance],
      ],
      options: { full_history: true },
      roles,
    });
    const history = one.run.stages.find((s) => s.stage === 'history');
    console.log(
      `run ${r + 1}: upload ${one.uploadMs} ms, dry run ${one.dryRunMs} ms, import ${one.importMs} ms, verified ${one.run.verified}; stages ${one.run.stages.map((s) => `${s.stage} ${s.status} +${s.created}`).join(', ')}`,
    );
    if (history?.status !== 'done' || history.created !== generated.transactions)
      throw new Error(`history: ${JSON.stringify(history)}`);
    journalRuns.push(one);
    lastRunId = one.runId;
    lastToken = token;
  }
  const median = (k) => {
    const xs = journalRuns.map((x) => x[k]).sort((a, b) => a - b);
    return xs[Math.floor((xs.length - 1) / 2)];
  };
  const max = (k) => Math.max(...journalRuns.map((x) => x[k]));
  results.journalImport = {
    runs: journalRuns.length,
    uploadMedianMs: median('uploadMs'),
    dryRunMedianMs: median('dryRunMs'),
    dryRunMaxMs: max('dryRunMs'),
    importMedianMs: median('importMs'),
    importMaxMs: max('importMs'),
    verified: journalRuns.every((x) => x.run.verified === true),
  };
  console.log(
    `journal dry run (parse + validate): median ${results.journalImport.dryRunMedianMs} ms (target < 10,000); import: median ${results.journalImport.importMedianMs} ms (target < 60,000)`,
  );

  // The verification report of the last run, read back.
  results.report = [
    await timings('GET report (JSON)', 10, () =>
      api(lastToken, 'GET', `/api/v1/imports/runs/${lastRunId}/report`),
    ),
    await timings('GET report.pdf', 5, async () => {
      const res = await fetch(`${base}/api/v1/imports/runs/${lastRunId}/report.pdf`, {
        headers: { authorization: `Bearer ${lastToken}` },
      });
      if (!res.ok) throw new Error(`report.pdf ${res.status}`);
      await res.arrayBuffer();
    }),
    await timings('GET report.csv', 5, async () => {
      const res = await fetch(`${base}/api/v1/imports/runs/${lastRunId}/report.csv`, {
        headers: { authorization: `Bearer ${lastToken}` },
      });
      if (!res.ok) throw new Error(`report.csv ${res.status}`);
      await res.text();
    }),
  ];

  // The last run rolled back whole (every entry reversed, the records it created removed or kept
  // inactive): the request answers at once (202), the job works in the background.
  {
    const t0 = performance.now();
    const started = await api(lastToken, 'POST', `/api/v1/imports/runs/${lastRunId}/rollback`, {});
    const requestMs = Math.round(performance.now() - t0);
    if (started.status !== 'rolling_back') throw new Error(`rollback: ${JSON.stringify(started)}`);
    const rolled = await settle(lastToken, lastRunId, t0);
    if (rolled.run.status !== 'rolled_back')
      throw new Error(`rollback ${rolled.run.status}: ${rolled.run.error}`);
    results.rollback = {
      requestMs,
      totalMs: rolled.ms,
      reversedEntries: rolled.run.rollback?.reversed_entries,
    };
    console.log(
      `rollback of the last run: request ${requestMs} ms (202), rolled back in ${rolled.ms} ms (${results.rollback.reversedEntries} entries reversed)`,
    );
  }

  // 2. 5,000 customers.
  const customerRuns = [];
  for (let r = 0; r < runs; r++) {
    const token = await signUpCompany(base, {
      email: `bench-import-customers-${r}@example.com`,
      password: 'bench-password-1',
      fullName: 'Bench Customers',
      companyName: `Bench Customers ${r}`,
    });
    const one = await timedRun(token, {
      files: [['customers.iif', customersIif(customerCount)]],
      options: {},
      roles: new Map(),
    });
    const imported = one.run.stages.find((s) => s.stage === 'customers');
    if (imported?.created !== customerCount) throw new Error(`customers: ${JSON.stringify(imported)}`);
    console.log(`customers run ${r + 1}: dry run ${one.dryRunMs} ms, import ${one.importMs} ms`);
    customerRuns.push(one);
  }
  const cm = (k) =>
    customerRuns.map((x) => x[k]).sort((a, b) => a - b)[Math.floor((customerRuns.length - 1) / 2)];
  results.customers = {
    count: customerCount,
    runs: customerRuns.length,
    dryRunMedianMs: cm('dryRunMs'),
    importMedianMs: cm('importMs'),
    importMaxMs: Math.max(...customerRuns.map((x) => x.importMs)),
  };
  console.log(
    `${customerCount} customers imported: median ${results.customers.importMedianMs} ms (target < 5,000)`,
  );
  results.loadAverageAtEnd = os.loadavg().map((l) => +l.toFixed(2));
  writeResults(`imports-${results.database}`, results);
} finally {
  await cleanUpBench({ server, args, dataDir, pgDb });
}
