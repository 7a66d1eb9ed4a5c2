#!/usr/bin/env node
// QuickBooks Journal parsing at size (issue 24, item 10): a generated 50,000-line QuickBooks Online
// Journal CSV (title rows, one blank separator and one total row per transaction, quoted `$1,234.56`
// amounts, `Parent:Child` accounts, `Customer:Job` names, a TOTAL and a footer) read from its bytes and
// validated (every transaction balanced, every total row and the grand total checked) — the pure part of
// "parsed and validated under 10 s". Measured `--runs` times after a warm-up; prints median and slowest.
// Usage: node --import tsx bench/qb-journal-parse.mjs [--lines 50000 --runs 5] (tsx loads the TypeScript).
// Writes bench/results/qb-journal-parse.json.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { readQuickBooksCsv } from '../apps/server/src/modules/imports/sources/qb-reports.ts';
import { parseArgs, root } from './lib.mjs';

const args = parseArgs();
const target = Number(args.lines ?? 50_000);
const runs = Number(args.runs ?? 5);
const accounts = [
  'Job Expenses:Job Materials',
  'Job Expenses:Subcontractors',
  'Job Expenses:Equipment Rental',
  'Payroll Expenses:Wages',
  'Construction Income',
  'Construction Income:Labor Income',
];
const names = [
  'Acme Corp:Kitchen Remodel',
  'Bellweather Homes',
  'José Muñoz:Casa Nueva',
  'Concretos Núñez',
  'Home Depot Pro',
];
const money = (cents) =>
  `$${Math.floor(cents / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${String(cents % 100).padStart(2, '0')}`;
const q = (v) => `"${v}"`;

// Transactions of 2–6 lines; lines counts every journal line (not separators or totals).
const out = [
  '"Bench Builders LLC"',
  '"Journal"',
  '"January 1 - December 31, 2025"',
  '',
  '"","Date","Transaction Type","Num","Name","Memo/Description","Account","Debit","Credit"',
];
let lines = 0;
let transactions = 0;
let grand = 0;
while (lines < target) {
  const n = Math.min(2 + (transactions % 5), target - lines < 2 ? 2 : target - lines);
  const day = new Date(Date.UTC(2025, 0, 1) + (transactions % 365) * 86_400_000);
  const date = `${String(day.getUTCMonth() + 1).padStart(2, '0')}/${String(day.getUTCDate()).padStart(2, '0')}/${day.getUTCFullYear()}`;
  const name = names[transactions % names.length];
  const type = ['Invoice', 'Bill', 'Check', 'Journal Entry', 'Deposit'][transactions % 5];
  let total = 0;
  for (let j = 0; j < n - 1; j++) {
    const cents = 1_000 + ((transactions * 7_919 + j * 104_729) % 2_500_000);
    total += cents;
    out.push(
      [
        '',
        j === 0 ? date : '',
        j === 0 ? type : '',
        j === 0 ? String(10_000 + transactions) : '',
        name,
        `Line ${j + 1}`,
        accounts[(transactions + j) % accounts.length],
        money(cents),
        '',
      ]
        .map(q)
        .join(','),
    );
  }
  out.push(
    ['', '', '', '', name, '', transactions % 2 ? 'Accounts Payable (A/P)' : 'Checking', '', money(total)]
      .map(q)
      .join(','),
  );
  out.push(['', '', '', '', '', '', '', money(total), money(total)].map(q).join(','));
  out.push('');
  grand += total;
  lines += n;
  transactions += 1;
}
out.push(['TOTAL', '', '', '', '', '', '', money(grand), money(grand)].map(q).join(','));
out.push('', '', '"Accrual Basis Wednesday, January 14, 2026 10:23 AM GMT-08:00"');
const bytes = new TextEncoder().encode(`${out.join('\n')}\n`);

const once = () => {
  const report = readQuickBooksCsv(bytes, 'bench-journal.csv');
  const count = report.kind === 'journal' ? report.transactions.reduce((s, t) => s + t.lines.length, 0) : 0;
  if (
    report.kind !== 'journal' ||
    report.errors.length > 0 ||
    count !== lines ||
    report.transactions.length !== transactions
  )
    throw new Error(`journal: ${report.errors[0]?.message ?? `${report.kind}, ${count} lines`}`);
  return report;
};
once(); // warm-up
const samples = [];
for (let run = 0; run < runs; run++) {
  const start = performance.now();
  once();
  samples.push(performance.now() - start);
}
samples.sort((a, b) => a - b);
const results = {
  date: new Date().toISOString(),
  machine: `${os.cpus().length} cores, Node ${process.version}`,
  loadAverage: os.loadavg().map((l) => +l.toFixed(2)),
  lines,
  transactions,
  csvRows: out.length,
  bytes: bytes.length,
  runs,
  medianMs: +samples[Math.floor((runs - 1) / 2)].toFixed(1),
  maxMs: +samples[runs - 1].toFixed(1),
  targetMs: 10_000,
};
console.log(
  `QuickBooks Journal CSV, ${lines} lines in ${transactions} transactions (${out.length} rows, ${(bytes.length / 1e6).toFixed(2)} MB) parsed + validated: median ${results.medianMs} ms, slowest ${results.maxMs} ms over ${runs} runs (target < 10,000 ms)`,
);
fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
fs.writeFileSync(
  path.join(root, 'bench/results/qb-journal-parse.json'),
  `${JSON.stringify(results, null, 2)}\n`,
);
