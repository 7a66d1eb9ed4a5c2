// Shared pieces of the benchmarks: arguments, starting and stopping the real server (loopback only).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** `--name value` pairs from the command line. */
export function parseArgs(argv = process.argv.slice(2)) {
  const args = {};
  argv.forEach((a, i, all) => {
    if (a.startsWith('--')) args[a.slice(2)] = all[i + 1];
  });
  return args;
}

/**
 * Starts the server on `port` with `dataDir` (and `databaseUrl` when given: PostgreSQL instead of the
 * embedded database), rate limits off, and resolves when /healthz answers, with the time it took.
 */
export function startServer({ port, dataDir, databaseUrl }) {
  const base = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(
    process.execPath,
    ['--import', import.meta.resolve('tsx'), path.join(root, 'apps/server/src/index.ts')],
    {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        AUTH_RATE_LIMITS: 'false',
        SITE_URL: base,
        DATABASE_URL: databaseUrl ?? '',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + 90_000;
    const poll = async () => {
      try {
        const res = await fetch(`${base}/healthz`);
        if (res.ok) return resolve({ child, ms: Math.round(performance.now() - started) });
      } catch {}
      if (Date.now() > deadline) {
        child.kill('SIGTERM');
        return reject(new Error('server did not start'));
      }
      setTimeout(poll, 25);
    };
    poll();
  });
}

export const stop = (child) =>
  new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.on('exit', resolve);
    child.kill('SIGTERM');
  });
