#!/usr/bin/env node
// Bank statement parsing at size (issue 23, item 9): a 10,000-line OFX statement parsed from its bytes
// and the dedupe key of every line computed — the pure part of "parsed and previewed under 3 s" (the
// preview adds one query for the keys already imported). Both OFX 1.02 SGML and OFX 2.2 XML are
// measured, `--runs` times each after a warm-up; prints the median and the slowest run in ms.
// Usage: node --import tsx bench/bank-statement-parse.mjs [--lines 10000 --runs 10] (tsx loads the TypeScript).
// Writes bench/results/bank-statement-parse.json.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { dedupeKeys, parseStatement } from '../apps/server/src/modules/bank-statements/parsers/index.ts';
import { ofxFile } from '../apps/server/test/helpers/bank-files.ts';
import { benchStatementLine, parseArgs, root } from './lib.mjs';

const args = parseArgs();
const count = Number(args.lines ?? 10_000);
const runs = Number(args.runs ?? 10);
const payees = [
  'HOME DEPOT #4410',
  'SUNBELT RENTALS',
  'CITY OF MESA',
  'Müller Plumbing Supply',
  'Canyon Concrete & Rebar',
  'SHELL OIL 57442',
];
const lines = Array.from({ length: count }, (_, i) => {
  const { date: day, isCheck, amountCents } = benchStatementLine(i);
  return {
    date: day,
    amountCents,
    // Every 500th line repeats the FITID before it, as some banks do.
    fitId: `F${String(i % 500 === 1 ? i - 1 : i).padStart(8, '0')}`,
    checkNumber: isCheck ? String(10_000 + i) : undefined,
    name: isCheck ? `CHECK ${10_000 + i}` : (payees[i % payees.length] ?? ''),
    memo: i % 3 === 0 ? `INVOICE ${i} JOB 2026-0${(i % 9) + 1}` : undefined,
  };
});

function measure(version) {
  const bytes = Buffer.from(ofxFile({ version, lines, ledgerBalanceCents: 12_345_678 }));
  const once = () => {
    const statement = parseStatement(bytes, { fileName: 'bench.ofx' });
    const keys = dedupeKeys(statement.lines);
    if (statement.errors.length > 0 || statement.lines.length !== count || keys.length !== count)
      throw new Error(`OFX ${version}: ${statement.errors[0]?.message ?? `${statement.lines.length} lines`}`);
    return statement;
  };
  once(); // warm-up
  const samples = [];
  for (let run = 0; run < runs; run++) {
    const start = performance.now();
    once();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return {
    bytes: bytes.length,
    medianMs: +samples[Math.floor((runs - 1) / 2)].toFixed(1),
    maxMs: +samples[runs - 1].toFixed(1),
  };
}

const sgml = measure(1);
const xml = measure(2);
const results = {
  date: new Date().toISOString(),
  machine: `${os.cpus().length} cores, Node ${process.version}`,
  loadAverage: os.loadavg().map((l) => +l.toFixed(2)),
  lines: count,
  runs,
  ofx1Sgml: sgml,
  ofx2Xml: xml,
  targetMs: 3000,
};
for (const [label, r] of [
  ['OFX 1.02 SGML', sgml],
  ['OFX 2.2 XML', xml],
])
  console.log(
    `${label}, ${count} lines (${(r.bytes / 1e6).toFixed(2)} MB) parsed + dedupe keys: median ${r.medianMs} ms, slowest ${r.maxMs} ms over ${runs} runs (target < 3,000 ms)`,
  );
fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
fs.writeFileSync(
  path.join(root, 'bench/results/bank-statement-parse.json'),
  `${JSON.stringify(results, null, 2)}\n`,
);
