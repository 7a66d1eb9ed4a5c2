import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type ProxyOptions } from 'vite';

// Node's process, typed here so the browser code's tsconfig needs no @types/node.
declare const process: { env: Record<string, string | undefined> };

/** The API server that dev and preview forward to (GROUNDWORK_SERVER_URL overrides the default). */
const SERVER = process.env.GROUNDWORK_SERVER_URL ?? 'http://localhost:3000';

// The browser talks to one origin; in dev and preview, Vite forwards these paths to the server.
// '/auth/v1' rather than '/auth' so that the SPA's own /auth page is still served by Vite.
const PROXIED = ['/auth/v1', '/api', '/functions', '/storage', '/config.json', '/dev/', '/healthz'];
const proxy: Record<string, ProxyOptions> = Object.fromEntries(
  PROXIED.map((path) => [path, { target: SERVER }]),
);

// Libraries in chunks of their own: cached across releases of the app's code, fetched in parallel.
// supabase-js is loaded on demand (lib/supabase.ts), so the first screen does not wait for it.
const VENDOR_CHUNKS = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: 'router', test: /node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/ },
  { name: 'query', test: /node_modules[\\/]@tanstack[\\/](react-query|query-core)[\\/]/ },
  { name: 'supabase', test: /node_modules[\\/](@supabase|iceberg-js|tslib)[\\/]/ },
];

/**
 * The plain index.html (every page but the prerendered ones) serves pages that wait for the session,
 * so it asks for supabase-js at once, beside the entry, instead of after the entry has run.
 */
function preloadSupabase(): Plugin {
  return {
    name: 'groundwork-preload-supabase',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const chunk = Object.values(ctx.bundle ?? {}).find(
          (c) => c.type === 'chunk' && c.name === 'supabase',
        );
        if (!chunk) return [];
        return [
          {
            tag: 'link',
            attrs: {
              rel: 'modulepreload',
              crossorigin: true,
              href: `/${chunk.fileName}`,
              'data-auth-client': true,
            },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), preloadSupabase()],
  resolve: {
    alias: { '@': decodeURIComponent(new URL('./src', import.meta.url).pathname) },
  },
  server: { proxy },
  preview: { proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: { output: { codeSplitting: { groups: VENDOR_CHUNKS } } },
  },
});
