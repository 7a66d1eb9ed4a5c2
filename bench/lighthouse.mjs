#!/usr/bin/env node
// Lighthouse on the built product, in Debian's Chromium: performance and accessibility of the first
// screens (`/`, `/auth`, and `/dashboard` signed in), mobile preset (simulated slow 4G and a 4× slower
// CPU) and desktop preset, each page several times (the median counts: a shared machine is noisy).
// Usage: node bench/lighthouse.mjs [--runs 3] [--port 3460] [--url http://host:port]
// Without --url it starts the built server (npm start's) on a temporary DATA_DIR; with --url it
// measures a running one. Writes bench/results/lighthouse.json.
//
// Lighthouse and its Puppeteer weigh ~180 MB, so they are not project dependencies: the first run
// installs the pinned version into bench/.lighthouse (npm, ignored by git).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { CHROMIUM, CHROMIUM_ARGS, parseArgs, root, startServer, stop } from './lib.mjs';

const LIGHTHOUSE_VERSION = '13.5.0';
const PAGES = [
  { path: '/', signedIn: false },
  { path: '/auth', signedIn: false },
  { path: '/dashboard', signedIn: true },
];

const args = parseArgs();
const runs = Number(args.runs ?? 3);
const port = Number(args.port ?? 3460);

/** Installs the pinned Lighthouse and Puppeteer into bench/.lighthouse once, and imports them from there. */
async function tools() {
  const dir = path.join(root, 'bench/.lighthouse');
  const installed = path.join(dir, 'node_modules/lighthouse/package.json');
  const version = fs.existsSync(installed) ? JSON.parse(fs.readFileSync(installed, 'utf8')).version : null;
  if (version !== LIGHTHOUSE_VERSION) {
    console.log(`installing lighthouse@${LIGHTHOUSE_VERSION} into bench/.lighthouse…`);
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'package.json'), '{ "private": true }\n');
    execFileSync(
      'npm',
      ['install', '--no-audit', '--no-fund', '--no-save', `lighthouse@${LIGHTHOUSE_VERSION}`],
      { cwd: dir, stdio: 'inherit', env: { ...process.env, PUPPETEER_SKIP_DOWNLOAD: '1' } },
    );
  }
  // Lighthouse's own Puppeteer, the version it drives Chromium with.
  const resolve = createRequire(installed).resolve;
  const from = async (specifier) => (await import(pathToFileURL(resolve(specifier)).href)).default;
  return {
    lighthouse: await from('lighthouse'),
    desktopConfig: await from('lighthouse/core/config/desktop-config.js'),
    puppeteer: await from(createRequire(resolve('lighthouse')).resolve('puppeteer-core')),
  };
}

/** A company admin of a new company, signed in: the session supabase-js keeps in localStorage. */
async function signedInSession(base) {
  const email = `lighthouse-${Date.now()}@example.com`;
  const password = 'lighthouse-password-1';
  const post = async (url, body, token) => {
    const res = await fetch(`${base}${url}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
    const json = await res.json();
    if (!res.ok) throw new Error(`POST ${url} ${res.status} ${JSON.stringify(json)}`);
    return json;
  };
  const signup = await post('/auth/v1/signup', { email, password, data: { full_name: 'Light House' } });
  await post('/functions/v1/setup-company', { companyName: 'Lighthouse Builders' }, signup.access_token);
  return post('/auth/v1/token?grant_type=password', { email, password });
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};

async function measure({ lighthouse, desktopConfig, puppeteer }, base, session) {
  const rows = [];
  for (const preset of ['mobile', 'desktop']) {
    for (const page of PAGES) {
      const samples = [];
      for (let i = 0; i < runs; i++) {
        // A fresh profile each run: nothing cached but, for a signed-in page, the session.
        const browser = await puppeteer.launch({
          executablePath: CHROMIUM,
          args: ['--headless', ...CHROMIUM_ARGS],
        });
        try {
          const tab = await browser.newPage();
          if (page.signedIn) {
            await tab.goto(`${base}/healthz`);
            const key = `sb-${new URL(base).hostname.split('.')[0]}-auth-token`;
            await tab.evaluate((k, v) => localStorage.setItem(k, v), key, JSON.stringify(session));
          }
          const result = await lighthouse(
            `${base}${page.path}`,
            {
              logLevel: 'error',
              output: 'json',
              onlyCategories: ['performance', 'accessibility'],
              disableStorageReset: page.signedIn,
            },
            preset === 'desktop' ? desktopConfig : undefined,
            tab,
          );
          const { categories, audits, finalDisplayedUrl, runtimeError } = result.lhr;
          if (runtimeError) throw new Error(`${page.path}: ${runtimeError.code} ${runtimeError.message}`);
          const failed = Object.values(audits).filter((a) => a.scoreDisplayMode === 'error');
          if (failed.some((a) => a.id === 'cumulative-layout-shift' || a.id === 'largest-contentful-paint')) {
            throw new Error(`${page.path}: ${failed.map((a) => `${a.id}: ${a.errorMessage}`).join('; ')}`);
          }
          if (new URL(finalDisplayedUrl).pathname !== page.path) {
            throw new Error(`${page.path} ended on ${finalDisplayedUrl}`);
          }
          samples.push({
            performance: Math.round(categories.performance.score * 100),
            accessibility: Math.round(categories.accessibility.score * 100),
            fcpMs: Math.round(audits['first-contentful-paint'].numericValue),
            lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
            tbtMs: Math.round(audits['total-blocking-time'].numericValue),
            cls: +audits['cumulative-layout-shift'].numericValue.toFixed(3),
            speedIndexMs: Math.round(audits['speed-index'].numericValue),
            unusedJsKB: Math.round((audits['unused-javascript'].details?.overallSavingsBytes ?? 0) / 1024),
          });
        } finally {
          await browser.close();
        }
      }
      const row = { preset, page: page.path, runs: samples.length };
      for (const key of Object.keys(samples[0])) row[key] = median(samples.map((s) => s[key]));
      row.performanceAll = samples.map((s) => s.performance);
      console.log(
        `${preset.padEnd(7)} ${page.path.padEnd(10)} performance ${row.performance} (${row.performanceAll.join(', ')})  accessibility ${row.accessibility}  FCP ${row.fcpMs} ms  LCP ${row.lcpMs} ms  TBT ${row.tbtMs} ms  CLS ${row.cls}  unused JS ${row.unusedJsKB} KB`,
      );
      rows.push(row);
    }
  }
  return rows;
}

const lh = await tools();
const results = {
  date: new Date().toISOString(),
  machine: `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
  loadAverageBefore: os.loadavg().map((l) => +l.toFixed(2)),
  lighthouse: LIGHTHOUSE_VERSION,
};
let server = null;
let dataDir = null;
try {
  let base = args.url;
  if (!base) {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gw-lighthouse-'));
    server = (await startServer({ port, dataDir })).child;
    base = `http://127.0.0.1:${port}`;
  }
  results.pages = await measure(lh, base, await signedInSession(base));
} finally {
  if (server) await stop(server);
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}
results.loadAverageAfter = os.loadavg().map((l) => +l.toFixed(2));
console.log(
  `load average before ${results.loadAverageBefore.join(' ')}, after ${results.loadAverageAfter.join(' ')}`,
);
fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
fs.writeFileSync(path.join(root, 'bench/results/lighthouse.json'), JSON.stringify(results, null, 2));
console.log('written bench/results/lighthouse.json');
