#!/usr/bin/env node
// The request path against the database it stands on: GET /api/v1/customers (page 1 of 10,000) through
// the API under autocannon, side by side with pgbench running the very statements the server sent for
// one such request (captured on the wire by a small PostgreSQL protocol tap), and the page query alone.
// Prints API req/s ÷ pgbench transactions/s for both. PostgreSQL only:
//   scripts/with-postgres.sh node bench/request-path.mjs [--duration 10 --connections 50 --rounds 3]
// Writes bench/results/request-path-postgres.json.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { seedCustomersAndJobs } from './customers-jobs-seed.mjs';
import { apiClient, parseArgs, postgresDatabase, root, startServer, stop } from './lib.mjs';

const args = parseArgs();
const duration = Number(args.duration ?? 10);
const connections = Number(args.connections ?? 50);
const rounds = Number(args.rounds ?? 3);
// A free loopback port unless one is given: other benchmarks may be running on this machine.
const port = Number(args.port ?? (await freePort()));
const base = `http://127.0.0.1:${port}`;
const route = '/api/v1/customers';
const pgbenchBin =
  process.env.PGBENCH ??
  (fs.existsSync('/usr/lib/postgresql/15/bin/pgbench') ? '/usr/lib/postgresql/15/bin/pgbench' : 'pgbench');
const email = 'bench-office@example.com';
const password = 'bench-password-1';

function freePort() {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address();
      probe.close(() => resolve(free));
    });
  });
}

if (!process.env.TEST_DATABASE_URL) {
  console.error('Run under scripts/with-postgres.sh (needs TEST_DATABASE_URL).');
  process.exit(2);
}

/**
 * A TCP tap between the server and PostgreSQL that reads the frontend messages: each Query (simple
 * protocol, possibly several statements) and each Bind of a Parse (extended protocol, with its
 * parameters). While `recording` is set, what the server sends is appended to `statements`.
 */
function protocolTap(target) {
  const tap = { recording: false, statements: [], roundTrips: 0 };
  tap.server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    upstream.on('data', (d) => client.write(d));
    upstream.on('close', () => client.destroy());
    client.on('close', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
    let buf = Buffer.alloc(0);
    let started = false;
    const parsed = new Map();
    client.on('data', (d) => {
      upstream.write(d);
      buf = Buffer.concat([buf, d]);
      for (;;) {
        if (!started) {
          if (buf.length < 4) return;
          const len = buf.readInt32BE(0);
          if (buf.length < len) return;
          buf = buf.subarray(len);
          started = true;
          continue;
        }
        if (buf.length < 5) return;
        const type = String.fromCharCode(buf[0]);
        const len = buf.readInt32BE(1);
        if (buf.length < 1 + len) return;
        const body = buf.subarray(5, 1 + len);
        buf = buf.subarray(1 + len);
        onMessage(type, body, parsed, tap);
      }
    });
  });
  return tap;
}

function cstring(body, at) {
  const end = body.indexOf(0, at);
  return [body.toString('utf8', at, end), end + 1];
}

/**
 * SQL-level prepared statements (`prepare name(types) as …`, which the server defines once per
 * connection in the message of its first `begin`): their text by name, so an `execute name(args)`
 * captured later can be written out as the statement it runs.
 */
const sqlPrepared = new Map();

function expandExecute(text) {
  const definition = /^prepare (\w+)\([^)]*\) as ([\s\S]*?);\s*(begin;[\s\S]*)$/i.exec(text);
  if (definition) {
    sqlPrepared.set(definition[1], definition[2]);
    text = definition[3];
  }
  return text.replace(/execute (\w+)\(([^)]*)\)/gi, (whole, name, args) => {
    const body = sqlPrepared.get(name);
    if (!body) return whole;
    const values = args.split(/,\s*/);
    return body.replace(/\$(\d+)/g, (_, n) => values[Number(n) - 1]);
  });
}

function onMessage(type, body, parsed, tap) {
  if (type === 'Q') {
    const [raw] = cstring(body, 0);
    const text = expandExecute(raw);
    if (tap.recording) {
      tap.statements.push({ protocol: 'simple', sql: text, params: [] });
      tap.roundTrips++;
    }
  } else if (type === 'P') {
    const [name, at] = cstring(body, 0);
    const [text] = cstring(body, at);
    parsed.set(name, text);
  } else if (type === 'B') {
    const [, portalEnd] = cstring(body, 0);
    const [statement, statementEnd] = cstring(body, portalEnd);
    let at = statementEnd;
    const formats = body.readInt16BE(at);
    at += 2 + 2 * formats;
    const count = body.readInt16BE(at);
    at += 2;
    const params = [];
    for (let i = 0; i < count; i++) {
      const len = body.readInt32BE(at);
      at += 4;
      params.push(len < 0 ? null : body.toString('utf8', at, at + len));
      if (len > 0) at += len;
    }
    if (tap.recording) tap.statements.push({ protocol: 'extended', sql: parsed.get(statement), params });
  } else if (type === 'S') {
    // Sync ends an extended-protocol batch: the server waits for its answer, one round trip.
    if (tap.recording) tap.roundTrips++;
  }
}

const literal = (v) => (v === null ? 'NULL' : `'${String(v).replaceAll("'", "''")}'`);

/** One captured statement as a pgbench script command: parameters inlined, on one line. */
function scriptLine({ sql, params }) {
  const inlined = sql.replace(/\$(\d+)/g, (_, n) => literal(params[Number(n) - 1]));
  const oneLine = inlined.replace(/\s+/g, ' ').trim().replace(/;$/, '');
  // Several statements in one simple Query travel as one message: pgbench's compound command (\;).
  return `${oneLine.split(/;\s*/).join(' \\;\n')};`;
}

function run(bin, argv, env) {
  return new Promise((resolve, reject) => {
    execFile(bin, argv, { env: { ...process.env, ...env }, maxBuffer: 1 << 24 }, (err, stdout, stderr) =>
      err ? reject(new Error(`${bin} failed: ${stderr || err.message}`)) : resolve(stdout),
    );
  });
}

async function pgbench(title, scriptFile, url, protocol, postmasterPid) {
  const u = new URL(url);
  const dbCpuBefore = clusterCpuMs(postmasterPid);
  const out = await run(
    pgbenchBin,
    [
      '-n',
      `-c${connections}`,
      '-j2',
      `-T${duration}`,
      `-M${protocol}`,
      '-f',
      scriptFile,
      '-h',
      u.hostname,
      '-p',
      u.port,
      '-U',
      decodeURIComponent(u.username),
      u.pathname.slice(1),
    ],
    {},
  );
  const tps = Number(/tps = ([\d.]+)/.exec(out)?.[1]);
  const latency = Number(/latency average = ([\d.]+) ms/.exec(out)?.[1]);
  const failed = Number(/number of failed transactions: (\d+)/.exec(out)?.[1] ?? 0);
  const transactions = Number(/number of transactions actually processed: (\d+)/.exec(out)?.[1]);
  const databaseCpuMsPerTx = +((clusterCpuMs(postmasterPid) - dbCpuBefore) / transactions).toFixed(3);
  console.log(
    `${title.padEnd(44)} ${String(Math.round(tps)).padStart(6)} tx/s   avg ${latency} ms  database CPU ${databaseCpuMsPerTx} ms/tx`,
  );
  if (failed > 0) throw new Error(`${title}: ${failed} failed transactions`);
  return { title, tps: Math.round(tps), latencyAvgMs: latency, databaseCpuMsPerTx };
}

/** CPU time (user + system) a process has used so far, ms: robust to other work on a shared machine. */
function cpuMs(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  // utime and stime are fields 14 and 15 of stat, in clock ticks (100 per second on Linux).
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * CPU time the PostgreSQL cluster has used so far, ms: its live processes plus the backends that have
 * exited (the postmaster's reaped children).
 */
function clusterCpuMs(postmasterPid) {
  const stat = fs.readFileSync(`/proc/${postmasterPid}/stat`, 'utf8').split(') ')[1].split(' ');
  // cutime and cstime (fields 16 and 17): children waited for.
  let ticks = Number(stat[11]) + Number(stat[12]) + Number(stat[13]) + Number(stat[14]);
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const fields = fs.readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ');
      if (Number(fields[1]) === postmasterPid) ticks += Number(fields[11]) + Number(fields[12]);
    } catch {}
  }
  return ticks * 10;
}

function apiLoad(title, token, serverPid, postmasterPid) {
  const cpuBefore = cpuMs(serverPid);
  const dbCpuBefore = clusterCpuMs(postmasterPid);
  return new Promise((resolve, reject) => {
    autocannon(
      { url: `${base}${route}`, duration, connections, headers: { authorization: `Bearer ${token}` } },
      (err, r) => {
        if (err) return reject(err);
        const row = {
          title,
          requestsPerSec: Math.round(r.requests.average),
          p50ms: r.latency.p50,
          p97_5ms: r.latency.p97_5,
          p99ms: r.latency.p99,
          non2xx: r.non2xx,
          errors: r.errors,
          timeouts: r.timeouts,
          serverCpuMsPerRequest: +((cpuMs(serverPid) - cpuBefore) / r.requests.total).toFixed(3),
          databaseCpuMsPerRequest: +((clusterCpuMs(postmasterPid) - dbCpuBefore) / r.requests.total).toFixed(
            3,
          ),
        };
        console.log(
          `${title.padEnd(44)} ${String(row.requestsPerSec).padStart(6)} req/s  p50 ${row.p50ms} ms  p97.5 ${row.p97_5ms} ms  CPU/request: server ${row.serverCpuMsPerRequest} ms, database ${row.databaseCpuMsPerRequest} ms  non-2xx ${row.non2xx}`,
        );
        if (row.non2xx || row.errors) return reject(new Error(`${title}: failed requests`));
        resolve(row);
      },
    );
  });
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const load = () => os.loadavg().map((x) => +x.toFixed(2));

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gw-bench-rp-'));
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'gw-bench-rp-scripts-'));
const pgDb = await postgresDatabase(process.env.TEST_DATABASE_URL, 'gw_bench_rp');
const results = {
  database: 'postgres',
  date: new Date().toISOString(),
  machine: `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
  duration,
  connections,
  loadAverageBefore: load(),
};
let server = null;
let tap = null;
try {
  // 1. The benchmark's company through the API, then 10,000 customers seeded with the server stopped.
  server = (await startServer({ port, dataDir, databaseUrl: pgDb.url })).child;
  const api = apiClient(base);
  const signup = await fetch(`${base}/auth/v1/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, data: { full_name: 'Bench Office' } }),
  }).then((r) => r.json());
  await api(signup.access_token, 'POST', '/functions/v1/setup-company', { companyName: 'Bench Builders' });
  await stop(server);
  server = null;
  results.seed = await seedCustomersAndJobs({ dataDir, databaseUrl: pgDb.url });
  console.log(`seeded ${JSON.stringify(results.seed)}`);
  // As autovacuum would leave it (the visibility map set): otherwise a count's index-only scan visits
  // every heap page, and how much depends on when autovacuum happens to run during the measurement.
  const owner = new pg.Client({ connectionString: pgDb.url });
  await owner.connect();
  await owner.query('vacuum analyze');
  await owner.end();

  // 2. Capture: the server talks to PostgreSQL through the tap; one warmed-up request is recorded.
  const target = new URL(pgDb.url);
  tap = protocolTap({ host: target.hostname, port: Number(target.port) });
  await new Promise((resolve) => tap.server.listen(0, '127.0.0.1', resolve));
  const tapped = new URL(pgDb.url);
  tapped.port = String(tap.server.address().port);
  server = (await startServer({ port, dataDir, databaseUrl: tapped.toString() })).child;
  const signIn = () =>
    fetch(`${base}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    }).then((r) => r.json());
  let token = (await signIn()).access_token;
  for (let i = 0; i < 5; i++) await api(token, 'GET', route);
  tap.recording = true;
  const page = await api(token, 'GET', route);
  tap.recording = false;
  if (page.total !== 10_000 || page.items.length !== 25) throw new Error('unexpected page');
  await stop(server);
  server = null;
  tap.server.close();
  const statements = tap.statements;
  results.statements = statements.map(scriptLine);
  results.roundTrips = tap.roundTrips;
  console.log(
    `one request sends ${statements.length} statements to PostgreSQL in ${tap.roundTrips} round trips:`,
  );
  for (const line of results.statements)
    console.log(`  ${line.length > 150 ? `${line.slice(0, 147)}…` : line}`);
  const pageStatement = statements.find((s) => /from "customers"/.test(s.sql) && /\blimit\b/i.test(s.sql));
  // Profile the measured server with --cpu-prof-dir <dir> (V8 .cpuprofile files, written at its exit).
  if (!pageStatement) throw new Error('page query not found among the captured statements');
  const requestScript = path.join(work, 'request.sql');
  const pageScript = path.join(work, 'page.sql');
  fs.writeFileSync(requestScript, `${results.statements.join('\n')}\n`);
  const listScript = path.join(work, 'list.sql');
  fs.writeFileSync(pageScript, `${scriptLine(pageStatement)}\n`);
  const listStatements = statements.filter((s) => /from "customers"/.test(s.sql));
  fs.writeFileSync(listScript, `${listStatements.map(scriptLine).join('\n')}\n`);
  // The same statements through one message each where the server used one: compound commands
  // (\;) need the simple protocol — pgbench then parses and plans every statement, which the server,
  // preparing its statements once per connection (decision 015), does not; prepared otherwise, as the
  // server's parameterised statements are.
  const requestProtocol = statements.some((s) => s.protocol === 'simple' && /;\s*\S/.test(s.sql))
    ? 'simple'
    : 'prepared';

  // 3. Side by side, `rounds` times: the API, pgbench with the request's statements, the page query.
  const nodeArgs = args['cpu-prof-dir']
    ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(args['cpu-prof-dir'])}`]
    : [];
  server = (await startServer({ port, dataDir, databaseUrl: pgDb.url, nodeArgs })).child;
  token = (await signIn()).access_token;
  for (let i = 0; i < 20; i++) await api(token, 'GET', route);
  // The cluster's postmaster (first line of postmaster.pid in its data directory), for its CPU time.
  const owner2 = new pg.Client({ connectionString: pgDb.url });
  await owner2.connect();
  const dataDirectory = (await owner2.query('show data_directory')).rows[0].data_directory;
  await owner2.end();
  const postmasterPid = Number(
    fs.readFileSync(path.join(dataDirectory, 'postmaster.pid'), 'utf8').split('\n')[0],
  );
  results.rounds = [];
  for (let r = 0; r < rounds; r++) {
    const row = { loadAverage: load() };
    row.api = await apiLoad(`API GET ${route}`, token, server.pid, postmasterPid);
    row.statements = await pgbench(
      `pgbench: the request's ${statements.length} statements`,
      requestScript,
      pgDb.url,
      requestProtocol,
      postmasterPid,
    );
    row.pageQuery = await pgbench(
      'pgbench: the page query alone',
      pageScript,
      pgDb.url,
      'prepared',
      postmasterPid,
    );
    row.listQueries = await pgbench(
      `pgbench: the list's ${listStatements.length} customers statement(s)`,
      listScript,
      pgDb.url,
      'prepared',
      postmasterPid,
    );
    row.ratioToListQueries = +(row.api.requestsPerSec / row.listQueries.tps).toFixed(2);
    row.ratioToStatements = +(row.api.requestsPerSec / row.statements.tps).toFixed(2);
    row.ratioToPageQuery = +(row.api.requestsPerSec / row.pageQuery.tps).toFixed(2);
    console.log(
      `round ${r + 1}: API ÷ statements ${row.ratioToStatements}, ÷ page query ${row.ratioToPageQuery}, ÷ count and page ${row.ratioToListQueries} (load ${row.loadAverage.join(' ')})`,
    );
    results.rounds.push(row);
  }
  results.median = {
    apiRequestsPerSec: median(results.rounds.map((r) => r.api.requestsPerSec)),
    apiP97_5ms: median(results.rounds.map((r) => r.api.p97_5ms)),
    serverCpuMsPerRequest: median(results.rounds.map((r) => r.api.serverCpuMsPerRequest)),
    databaseCpuMsPerRequest: median(results.rounds.map((r) => r.api.databaseCpuMsPerRequest)),
    databaseCpuMsPerStatementsTx: median(results.rounds.map((r) => r.statements.databaseCpuMsPerTx)),
    statementsTps: median(results.rounds.map((r) => r.statements.tps)),
    pageQueryTps: median(results.rounds.map((r) => r.pageQuery.tps)),
    ratioToStatements: median(results.rounds.map((r) => r.ratioToStatements)),
    ratioToPageQuery: median(results.rounds.map((r) => r.ratioToPageQuery)),
    listQueriesTps: median(results.rounds.map((r) => r.listQueries.tps)),
    ratioToListQueries: median(results.rounds.map((r) => r.ratioToListQueries)),
  };
  results.loadAverageAfter = load();
  console.log(
    `median: API ÷ same statements ${results.median.ratioToStatements} (target ≥ 0.5), API ÷ page query ${results.median.ratioToPageQuery} (target ≥ 0.3), API ÷ count and page ${results.median.ratioToListQueries}; API p97.5 ${results.median.apiP97_5ms} ms, server CPU ${results.median.serverCpuMsPerRequest} ms/request; load ${results.loadAverageBefore.join(' ')} → ${results.loadAverageAfter.join(' ')}`,
  );
} finally {
  if (server) await stop(server);
  tap?.server.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(work, { recursive: true, force: true });
  await pgDb.drop();
}
fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
const out = path.join(root, 'bench/results/request-path-postgres.json');
fs.writeFileSync(out, JSON.stringify(results, null, 2));
console.log(`written ${path.relative(root, out)}`);
