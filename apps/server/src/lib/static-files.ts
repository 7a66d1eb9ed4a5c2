import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
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
    // A vendor invoice's PDF is shown beside its form in a frame of a blob: URL (fetched with the token).
    "frame-src 'self' blob:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
}

export const newNonce = () => crypto.randomBytes(16).toString('base64');

/** Encodings the web build writes beside each asset (`x.js.br`, `x.js.gz`), best first. */
const PRECOMPRESSED = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

/** Whether an Accept-Encoding header takes `encoding` (listed, and not with q=0). */
export function acceptsEncoding(header: string | undefined, encoding: string): boolean {
  return (header ?? '').split(',').some((part) => {
    const [name, ...params] = part.split(';').map((p) => p.trim().toLowerCase());
    if (name !== encoding) return false;
    const q = params.find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/**
 * The page templates: `index.html` (empty root, the fallback of every route) and the pages the web
 * build prerendered to HTML (`prerendered/index.html` for `/`, `prerendered/auth.html` for `/auth`).
 */
function readTemplates(root: string): Map<string, string> {
  const templates = new Map<string, string>();
  const indexFile = path.join(root, 'index.html');
  if (fs.existsSync(indexFile)) templates.set('*', fs.readFileSync(indexFile, 'utf8'));
  const prerendered = path.join(root, 'prerendered');
  if (fs.existsSync(prerendered)) {
    for (const file of fs.readdirSync(prerendered)) {
      if (!file.endsWith('.html')) continue;
      const name = file.slice(0, -'.html'.length);
      templates.set(
        name === 'index' ? '/' : `/${name}`,
        fs.readFileSync(path.join(prerendered, file), 'utf8'),
      );
    }
  }
  return templates;
}

/**
 * Serves the built SPA: hashed assets with a long cache (precompressed when the client takes it), a
 * prerendered page or else index.html with the public configuration injected (anon key, site URL)
 * under a per-response CSP nonce.
 */
export function createSpaHandler(distDir: string, publicConfig: object) {
  const root = path.resolve(distDir);
  const templates = readTemplates(root);
  const indexTemplate = templates.get('*') ?? null;
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
        c.header('vary', 'accept-encoding');
        const accepted = c.req.header('accept-encoding');
        for (const { encoding, suffix } of PRECOMPRESSED) {
          if (!acceptsEncoding(accepted, encoding)) continue;
          const compressed = await fs.promises.readFile(file + suffix).catch(() => null);
          if (!compressed) continue;
          c.header('content-encoding', encoding);
          return c.body(compressed);
        }
        return c.body(await fs.promises.readFile(file));
      }
      if (urlPath.startsWith('/assets/')) return c.text('Not found', 404);
    }
    const nonce = newNonce();
    const template = templates.get(urlPath.replace(/\/$/, '') || '/') ?? indexTemplate;
    const html = template.replace(
      '<!--groundwork-config-->',
      `<script nonce="${nonce}">window.__GROUNDWORK__=${configJson}</script>`,
    );
    c.header('content-security-policy', contentSecurityPolicy(nonce));
    c.header('cache-control', 'no-cache');
    c.header('content-type', 'text/html; charset=utf-8');
    c.header('vary', 'accept-encoding');
    // The page is made per answer (its nonce), so it is compressed per answer: a few KB, fast levels.
    const accepted = c.req.header('accept-encoding');
    if (acceptsEncoding(accepted, 'br')) {
      c.header('content-encoding', 'br');
      return c.body(zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }));
    }
    if (acceptsEncoding(accepted, 'gzip')) {
      c.header('content-encoding', 'gzip');
      return c.body(zlib.gzipSync(html, { level: 6 }));
    }
    return c.body(html);
  };
}
