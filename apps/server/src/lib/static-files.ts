import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Context } from 'hono';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
}

export const newNonce = () => crypto.randomBytes(16).toString('base64');

/**
 * Serves the built SPA: hashed assets with a long cache, anything else falls back to index.html with
 * the public configuration injected (anon key, site URL) under a per-response CSP nonce.
 */
export function createSpaHandler(distDir: string, publicConfig: object) {
  const root = path.resolve(distDir);
  const indexFile = path.join(root, 'index.html');
  const indexTemplate = fs.existsSync(indexFile) ? fs.readFileSync(indexFile, 'utf8') : null;
  const configJson = JSON.stringify(publicConfig).replace(/</g, '\\u003c');

  return async (c: Context) => {
    if (!indexTemplate) {
      return c.text('The web app is not built. Run `npm run build` (npm start does it for you).', 503);
    }
    const urlPath = decodeURIComponent(new URL(c.req.url).pathname);
    const file = path.resolve(root, `.${urlPath}`);
    if (file.startsWith(root + path.sep) && path.basename(file) !== 'index.html') {
      const stat = await fs.promises.stat(file).catch(() => null);
      if (stat?.isFile()) {
        const type = TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
        const immutable = urlPath.startsWith('/assets/');
        c.header('content-type', type);
        c.header('x-content-type-options', 'nosniff');
        c.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
        return c.body(await fs.promises.readFile(file));
      }
      if (urlPath.startsWith('/assets/')) return c.text('Not found', 404);
    }
    const nonce = newNonce();
    const html = indexTemplate.replace(
      '<!--groundwork-config-->',
      `<script nonce="${nonce}">window.__GROUNDWORK__=${configJson}</script>`,
    );
    c.header('content-security-policy', contentSecurityPolicy(nonce));
    c.header('cache-control', 'no-cache');
    return c.html(html);
  };
}
