#!/usr/bin/env node
// `npm start`: builds the web app when it has not been built (or its sources are newer than the
// build), bundles the server (about a second), then serves the whole product on PORT with the
// embedded database under DATA_DIR — plain node running JavaScript, no TypeScript compiled at run time.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer, SERVER_NODE_ARGS } from '../apps/server/build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDir = path.join(root, 'apps/web');
const builtIndex = path.join(webDir, 'dist/index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

const sources = [
  path.join(webDir, 'src'),
  path.join(webDir, 'index.html'),
  path.join(webDir, 'vite.config.ts'),
  path.join(webDir, 'scripts'),
  path.join(webDir, 'public'),
  path.join(root, 'packages/shared/src'),
];
const builtAt = fs.existsSync(builtIndex) ? fs.statSync(builtIndex).mtimeMs : 0;
const sourcesAt = Math.max(
  ...sources.map((s) => (fs.statSync(s).isDirectory() ? newestMtime(s) : fs.statSync(s).mtimeMs)),
);
if (builtAt < sourcesAt) {
  console.log(
    builtAt ? 'Web sources changed: rebuilding the web app…' : 'Building the web app (first start)…',
  );
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// Always rebuilt: a stale bundle would serve yesterday's server, and esbuild takes about a second.
try {
  await buildServer();
} catch (error) {
  console.error('Building the server failed:', error instanceof Error ? error.message : error);
  process.exit(1);
}

const server = spawn(process.execPath, SERVER_NODE_ARGS, {
  cwd: process.cwd(),
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
