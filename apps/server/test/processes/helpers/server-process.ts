import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { exportJWK, generateKeyPair } from 'jose';
import { freePort } from './postgres-cluster.ts';

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export type ServerProcess = {
  base: string;
  child: ChildProcess;
  /** What the process printed (stdout and stderr), for a failing test's message. */
  output: () => string;
  isRunning: () => boolean;
  /** Sends the signal and waits for the process to end. */
  kill: (signal?: NodeJS.Signals) => Promise<void>;
  /** JSON request; answers the status, body and headers. */
  call: (
    method: string,
    url: string,
    opts?: { token?: string; json?: unknown },
  ) => Promise<{ status: number; body: TJson; headers: Headers }>;
};

// biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON answers and assert on them
export type TJson = any;

/** A P-256 private JWK as JWT_PRIVATE_KEY: instances sharing one database must share the signing key. */
export async function newSigningKey(): Promise<string> {
  const { privateKey } = await generateKeyPair('ES256', { extractable: true });
  return JSON.stringify(await exportJWK(privateKey));
}

/**
 * The real server as its own process (node with tsx, as `npm start` runs it) on a free loopback port,
 * resolved once /healthz answers. `env` adds to or overrides the defaults (DATABASE_URL, …).
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gw-proc-data-'));
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/index.ts'], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SITE_URL: base,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const isRunning = () => child.exitCode === null && child.signalCode === null;
  exited.then(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  // Seconds on a quiet machine; generous for a busy one (two instances migrating together, CI neighbours).
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (!isRunning()) throw new Error(`server exited while starting:\n${output}`);
    const ok = await fetch(`${base}/healthz`)
      .then((res) => res.ok)
      .catch(() => false);
    if (ok) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not answer /healthz within 90 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }

  return {
    base,
    child,
    output: () => output,
    isRunning,
    kill: async (signal = 'SIGTERM') => {
      if (isRunning()) child.kill(signal);
      await exited;
    },
    call: async (method, url, opts = {}) => {
      const headers: Record<string, string> = {};
      if (opts.token) headers.authorization = `Bearer ${opts.token}`;
      if (opts.json !== undefined) headers['content-type'] = 'application/json';
      const res = await fetch(`${base}${url}`, {
        method,
        headers,
        body: opts.json === undefined ? undefined : JSON.stringify(opts.json),
      });
      const text = await res.text();
      let body: TJson = text;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {}
      return { status: res.status, body, headers: res.headers };
    },
  };
}

/** Signs up (autoconfirm) on `server` and creates a company; answers the session. */
export async function signUpWithCompany(server: ServerProcess, email: string, companyName: string) {
  const signup = await server.call('POST', '/auth/v1/signup', {
    json: { email, password: 'correct-horse-1', data: { full_name: 'Process Test' } },
  });
  if (signup.status !== 200) throw new Error(`signup ${signup.status}: ${JSON.stringify(signup.body)}`);
  const token: string = signup.body.access_token;
  const setup = await server.call('POST', '/functions/v1/setup-company', { token, json: { companyName } });
  if (setup.status !== 200) throw new Error(`setup-company ${setup.status}: ${JSON.stringify(setup.body)}`);
  return { token, refreshToken: signup.body.refresh_token as string, userId: signup.body.user.id as string };
}
