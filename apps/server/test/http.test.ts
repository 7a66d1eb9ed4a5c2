import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'gw-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<html><head><!--groundwork-config--></head><body>app</body></html>',
  );
  fs.writeFileSync(path.join(dist, 'assets', 'main-abc.js'), 'console.log(1)');
  fs.writeFileSync(path.join(dist, 'assets', 'main-abc.js.br'), zlib.brotliCompressSync('console.log(1)'));
  fs.mkdirSync(path.join(dist, 'prerendered'));
  fs.writeFileSync(
    path.join(dist, 'prerendered', 'auth.html'),
    '<html><head><!--groundwork-config--></head><body><h1>Sign In</h1></body></html>',
  );
  t = await createTestApp({ webDist: dist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('server basics', () => {
  it('GET /healthz checks the database', async () => {
    const res = await t.request('/healthz');
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ status: 'ok', database: 'ok' });
  });

  it('every answer carries a request id and security headers', async () => {
    const res = await t.request('/healthz');
    expect(res.headers.get('x-request-id')).toBeTruthy();
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBeTruthy();
  });

  it('unknown API paths answer 404 in the error model', async () => {
    const res = await t.request('/api/v1/nothing-here');
    expect(res.status).toBe(404);
    expect(await json(res)).toEqual({ error: { code: 'not_found', message: 'Not found' } });
  });

  it('serves the OpenAPI document and its docs page', async () => {
    const doc = await json(await t.request('/api/openapi.json'));
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toContain('/api/v1/me');
    const page = await t.request('/api/docs');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('/api/openapi.json');
  });

  it('serves the SPA with the public configuration injected under a CSP nonce', async () => {
    const res = await t.request('/dashboard');
    expect(res.status).toBe(200);
    const html = await res.text();
    const csp = res.headers.get('content-security-policy') ?? '';
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(html).toContain(`<script nonce="${nonce}">window.__GROUNDWORK__=`);
    expect(html).toContain(t.deps.apiKeys.anonKey);
    expect(html).not.toContain(t.deps.apiKeys.serviceRoleKey);
  });

  it('serves hashed assets with a long cache and refuses path traversal', async () => {
    const asset = await t.request('/assets/main-abc.js');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect(await asset.text()).toBe('console.log(1)');
    expect((await t.request('/assets/missing.js')).status).toBe(404);
    const traversal = await t.request('/..%2f..%2fetc%2fpasswd');
    expect(await traversal.text()).not.toContain('root:');
  });

  it('serves an asset precompressed to a client that takes the encoding, plain to one that does not', async () => {
    const br = await t.request('/assets/main-abc.js', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('accept-encoding');
    expect(zlib.brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe('console.log(1)');
    // No .gz beside it: gzip-only clients get the file itself.
    const plain = await t.request('/assets/main-abc.js', { headers: { 'accept-encoding': 'gzip, br;q=0' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe('console.log(1)');
  });

  it('serves a prerendered page at its own path, the plain index everywhere else, compressed when taken', async () => {
    const auth = await t.request('/auth', { headers: { 'accept-encoding': 'gzip' } });
    expect(auth.headers.get('content-encoding')).toBe('gzip');
    const html = zlib.gunzipSync(Buffer.from(await auth.arrayBuffer())).toString();
    expect(html).toContain('<h1>Sign In</h1>');
    expect(html).toContain('window.__GROUNDWORK__=');
    const other = await t.request('/dashboard');
    expect(other.headers.get('content-encoding')).toBeNull();
    expect(await other.text()).toContain('<body>app</body>');
  });

  it('/config.json gives the browser the anon key only', async () => {
    const cfg = await json(await t.request('/config.json'));
    expect(cfg).toEqual({ anonKey: t.deps.apiKeys.anonKey, siteUrl: 'http://groundwork.test' });
  });
});
