#!/usr/bin/env node
// `npm run build -w apps/server` (part of `npm run build`): bundles the server (apps/server/src/index.ts and the workspace's own
// TypeScript, @groundwork/shared) into one JavaScript module, apps/server/dist/index.mjs, which
// `npm start` runs with plain node. Packages from node_modules stay imports (installed, not bundled).
//
// Files the server reads at run time are found relative to their module (`import.meta.url`): the
// migrations (db/client.ts → apps/server/drizzle), the PDF fonts (lib/pdf/fonts), the raster worker
// (modules/branding/raster-worker.mjs) and the web build (app.ts → apps/web/dist). In the bundle each
// module's `import.meta.url` is its source file's URL, so those files are read where they are in
// the tree, exactly as under tsx, and nothing is copied.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverDir = path.dirname(fileURLToPath(import.meta.url));
export const SERVER_ENTRY = path.join(serverDir, 'src/index.ts');
export const SERVER_OUT = path.join(serverDir, 'dist/index.mjs');
/** How node runs the built server (`npm start`, the benchmarks): stack traces point into the sources. */
export const SERVER_NODE_ARGS = ['--enable-source-maps', SERVER_OUT];

/** The workspace's own code is bundled; every other bare import is a package left to node. */
const packagesExternal = {
  name: 'packages-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@groundwork/') ? undefined : { path: args.path, external: true },
    );
  },
};

/** `import.meta.url` of a bundled module: its source file, written relative to the bundle. */
const sourceImportMetaUrl = {
  name: 'source-import-meta-url',
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, async (args) => {
      const fs = await import('node:fs/promises');
      const source = await fs.readFile(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      const relative = path.relative(path.dirname(SERVER_OUT), args.path).split(path.sep).join('/');
      return {
        contents: source.replaceAll(
          'import.meta.url',
          `new URL(${JSON.stringify(relative)}, import.meta.url).href`,
        ),
        loader: 'ts',
      };
    });
  },
};

export async function buildServer() {
  const started = performance.now();
  await build({
    entryPoints: [SERVER_ENTRY],
    outfile: SERVER_OUT,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    sourcemap: 'linked',
    // Names in stack traces and logs stay readable; the bundle is loaded once, size hardly matters.
    minify: false,
    legalComments: 'none',
    logLevel: 'warning',
    plugins: [packagesExternal, sourceImportMetaUrl],
  });
  return Math.round(performance.now() - started);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const ms = await buildServer();
  console.log(`server built: ${path.relative(process.cwd(), SERVER_OUT)} (${ms} ms)`);
}
