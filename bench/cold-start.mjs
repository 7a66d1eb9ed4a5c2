#!/usr/bin/env node
// Cold start, process start → /healthz answers, of the built server (what `npm start` runs) and of
// the TypeScript sources through tsx (what `npm start` ran before, `npm run dev` still does),
// alternated round by round so that both see the same load on a shared machine.
// Usage: node bench/cold-start.mjs [--rounds 5] [--port 3470]. Writes bench/results/cold-start.json.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs, root, startServer, stop } from './lib.mjs';

const args = parseArgs();
const rounds = Number(args.rounds ?? 5);
const port = Number(args.port ?? 3470);
const RUNTIMES = ['built', 'tsx'];

const samples = Object.fromEntries(RUNTIMES.map((r) => [r, { fresh: [], existing: [] }]));
const loadAverageBefore = os.loadavg().map((l) => +l.toFixed(2));
for (let round = 0; round < rounds; round++) {
  for (const runtime of RUNTIMES) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gw-cold-'));
    try {
      const fresh = await startServer({ port, dataDir, runtime });
      await stop(fresh.child);
      const existing = await startServer({ port, dataDir, runtime });
      await stop(existing.child);
      samples[runtime].fresh.push(fresh.ms);
      samples[runtime].existing.push(existing.ms);
      console.log(`round ${round + 1} ${runtime.padEnd(5)} fresh ${fresh.ms} ms, existing ${existing.ms} ms`);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
const results = {
  date: new Date().toISOString(),
  machine: `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
  loadAverageBefore,
  loadAverageAfter: os.loadavg().map((l) => +l.toFixed(2)),
  rounds,
  medianMs: Object.fromEntries(
    RUNTIMES.map((r) => [r, { fresh: median(samples[r].fresh), existing: median(samples[r].existing) }]),
  ),
  samples,
};
for (const r of RUNTIMES) {
  console.log(
    `${r.padEnd(5)} median: fresh DATA_DIR ${results.medianMs[r].fresh} ms, existing ${results.medianMs[r].existing} ms`,
  );
}
console.log(
  `load average before ${loadAverageBefore.join(' ')}, after ${results.loadAverageAfter.join(' ')}`,
);
fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
fs.writeFileSync(path.join(root, 'bench/results/cold-start.json'), JSON.stringify(results, null, 2));
console.log('written bench/results/cold-start.json');
