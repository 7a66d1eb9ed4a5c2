#!/usr/bin/env node
// NACHA writer at size (issue 21, item 11): a 500-entry PPD payroll file, written `--runs` times after a
// warm-up; prints the median and the slowest run in ms and the file's size. The writer is pure (no I/O),
// so this is the whole cost of making the file’s bytes.
// Usage: node --import tsx bench/nacha.mjs [--entries 500 --runs 20] (tsx loads the shared TypeScript).
// Writes bench/results/nacha.json.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { writeNachaFile } from '../packages/shared/src/nacha/nacha-file.ts';
import { parseArgs, root } from './lib.mjs';

const args = parseArgs();
const count = Number(args.entries ?? 500);
const runs = Number(args.runs ?? 20);
const routings = ['021000021', '121000248', '026009593', '091000019', '325070760'];
const entries = Array.from({ length: count }, (_, i) => ({
  accountType: i % 3 === 0 ? 'savings' : 'checking',
  routingNumber: routings[i % routings.length],
  accountNumber: String(100_000_000 + i * 7919),
  amountCents: 50_000 + ((i * 7_919) % 300_000),
  individualId: `E-${String(i + 1).padStart(5, '0')}`,
  individualName: `Employée Número ${i + 1}`,
}));
const input = {
  immediateDestination: '091000019',
  immediateDestinationName: 'Wells Fargo Bank',
  immediateOrigin: '1234567890',
  immediateOriginName: 'Bench Builders LLC',
  creationDate: '2026-07-01',
  creationTime: '0930',
  fileIdModifier: 'A',
  purpose: 'credit',
  companyName: 'Bench Builders',
  companyId: '1234567890',
  entryDescription: 'PAYROLL',
  descriptiveDate: '260702',
  effectiveDate: '2026-07-02',
  odfiRouting: '091000019',
  entries,
  offset: { accountType: 'checking', routingNumber: '091000019', accountNumber: '5550001234', name: 'Bench' },
};

writeNachaFile(input); // warm-up
const samples = [];
let file;
for (let run = 0; run < runs; run++) {
  const start = performance.now();
  file = writeNachaFile(input);
  samples.push(performance.now() - start);
}
samples.sort((a, b) => a - b);
const results = {
  date: new Date().toISOString(),
  machine: `${os.cpus().length} cores, Node ${process.version}`,
  loadAverage: os.loadavg().map((l) => +l.toFixed(2)),
  entries: count,
  runs,
  medianMs: +samples[Math.floor((runs - 1) / 2)].toFixed(2),
  maxMs: +samples[runs - 1].toFixed(2),
  bytes: file.content.length,
  records: file.content.split('\n').length - 1,
  entryHash: file.entryHash,
  targetMs: 200,
};
console.log(
  `NACHA ${count} entries (+ offset): median ${results.medianMs} ms, slowest ${results.maxMs} ms over ${runs} runs; ${results.records} records, ${results.bytes} bytes (target < 200 ms)`,
);
fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
fs.writeFileSync(path.join(root, 'bench/results/nacha.json'), `${JSON.stringify(results, null, 2)}\n`);
