import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';

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

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { '@': decodeURIComponent(new URL('./src', import.meta.url).pathname) },
  },
  server: { proxy },
  preview: { proxy },
  build: { outDir: 'dist', emptyOutDir: true },
});
