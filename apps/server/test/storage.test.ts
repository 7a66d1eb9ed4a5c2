import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { StorageClient } from '@supabase/storage-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseObjectKey } from '../src/storage/object-key.ts';
import { makeJpeg, makePng, RED_WITH_BLUE_STRIPE } from './fixtures/images.ts';
import { addMember, createCompany, type Member } from './helpers/org-users.ts';
import { createTestApp, json, SITE, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let dataDir: string;
let admin: Member;
let foreman: Member;
let other: Member;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gw-storage-'));
  t = await createTestApp({ dataDir });
  admin = await createCompany(t, 'admin@logo-a.co', 'A Builders');
  foreman = await addMember(t, admin.organizationId, 'foreman@logo-a.co', 'foreman');
  other = await createCompany(t, 'admin@logo-b.co', 'B Builders');
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The browser's `supabase.storage`, for a signed-in member, talking to the app in-process. */
function storageAs(who: Member | null) {
  const anon = t.deps.apiKeys.anonKey;
  const client = new StorageClient(
    `${SITE}/storage/v1`,
    { apikey: anon, Authorization: `Bearer ${who?.token ?? anon}` },
    async (input, init) => t.app.request(input instanceof Request ? input : String(input), init),
  );
  return client.from('company-logos');
}

const pngBlob = (bytes: Uint8Array, type = 'image/png') => new Blob([new Uint8Array(bytes)], { type });
const objectUrl = (p: string) => `/storage/v1/object/company-logos/${p}`;
const publicUrl = (p: string) => `/storage/v1/object/public/company-logos/${p}`;

/** A raw upload, as storage-js sends an ArrayBuffer body. */
const rawUpload = (token: string | undefined, p: string, body: Uint8Array | string, contentType: string) =>
  t.request(objectUrl(p), {
    method: 'POST',
    token,
    body,
    headers: { 'content-type': contentType, 'x-upsert': 'true' },
  });

describe('uploading through @supabase/storage-js', () => {
  it('stores a PNG from a File (multipart), answers its key, and serves it publicly', async () => {
    const bytes = RED_WITH_BLUE_STRIPE();
    const filePath = `${admin.organizationId}/logo-1.png`;
    const { data, error } = await storageAs(admin).upload(filePath, pngBlob(bytes), {
      upsert: true,
      contentType: 'image/png',
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({ path: filePath, fullPath: `company-logos/${filePath}` });
    expect(data?.id).toMatch(/^[0-9a-f-]{36}$/);

    const url = storageAs(admin).getPublicUrl(filePath).data.publicUrl;
    expect(url).toBe(`${SITE}${publicUrl(filePath)}`);
    const res = await t.app.request(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(res.headers.get('content-security-policy')).toContain('sandbox');
    expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true);
    expect(
      fs.existsSync(path.join(dataDir, 'storage', 'company-logos', admin.organizationId, 'logo-1.png')),
    ).toBe(true);
  });

  it('stores a raw ArrayBuffer body with its content type', async () => {
    const bytes = makeJpeg(40, 40, [20, 120, 60, 255]);
    const { error } = await storageAs(admin).upload(
      `${admin.organizationId}/raw.jpg`,
      bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
      { contentType: 'image/jpeg', upsert: true },
    );
    expect(error).toBeNull();
    const res = await t.request(publicUrl(`${admin.organizationId}/raw.jpg`));
    expect(res.headers.get('content-type')).toBe('image/jpeg');
  });

  it('refuses to overwrite without upsert (409 Duplicate) and replaces with upsert', async () => {
    const filePath = `${admin.organizationId}/logo-dup.png`;
    const first = makePng(4, 4, [255, 0, 0, 255]);
    const second = makePng(4, 4, [0, 0, 255, 255]);
    expect((await storageAs(admin).upload(filePath, pngBlob(first))).error).toBeNull();
    const again = await storageAs(admin).upload(filePath, pngBlob(second));
    expect(again.error).toMatchObject({
      status: 409,
      statusCode: '409',
      message: 'The resource already exists',
    });
    expect((await storageAs(admin).upload(filePath, pngBlob(second), { upsert: true })).error).toBeNull();
    const served = Buffer.from(await (await t.request(publicUrl(filePath))).arrayBuffer());
    expect(served.equals(second)).toBe(true);
  });

  it('lets members of the organization download, and nobody else', async () => {
    const filePath = `${admin.organizationId}/private-read.png`;
    const bytes = makePng(3, 3, [1, 2, 3, 255]);
    await storageAs(admin).upload(filePath, pngBlob(bytes), { upsert: true });
    const mine = await storageAs(foreman).download(filePath);
    expect(mine.error).toBeNull();
    expect(Buffer.from(await (mine.data as Blob).arrayBuffer()).equals(bytes)).toBe(true);
    const theirs = await storageAs(other).download(filePath);
    expect(theirs.error).toMatchObject({ status: 404 });
    const anonymous = await storageAs(null).download(filePath);
    expect(anonymous.error).toMatchObject({ status: 401 });
    const authenticated = await t.request(`/storage/v1/object/authenticated/company-logos/${filePath}`, {
      token: admin.token,
    });
    expect(authenticated.status).toBe(200);
    expect(authenticated.headers.get('cache-control')).toBe('private, no-cache');
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const filePath = `${admin.organizationId}/etag.png`;
    await storageAs(admin).upload(filePath, pngBlob(makePng(2, 2, [9, 9, 9, 255])), { upsert: true });
    const first = await t.request(publicUrl(filePath));
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    const second = await t.request(publicUrl(filePath), { headers: { 'if-none-match': etag } });
    expect(second.status).toBe(304);
  });

  it('removes objects of the own folder and answers them', async () => {
    const filePath = `${admin.organizationId}/remove-me.png`;
    await storageAs(admin).upload(filePath, pngBlob(makePng(2, 2, [0, 200, 0, 255])), { upsert: true });
    const refused = await storageAs(other).remove([filePath]);
    expect(refused.error).toMatchObject({ status: 403 });
    expect((await t.request(publicUrl(filePath))).status).toBe(200);
    const { data, error } = await storageAs(admin).remove([filePath]);
    expect(error).toBeNull();
    expect(data).toMatchObject([{ name: filePath, bucket_id: 'company-logos' }]);
    const gone = await t.request(publicUrl(filePath));
    expect(gone.status).toBe(404);
    expect(await json(gone)).toEqual({ statusCode: '404', error: 'not_found', message: 'Object not found' });
  });
});

describe('who may write', () => {
  const png = () => pngBlob(makePng(2, 2, [200, 0, 0, 255]));

  it('refuses another organization’s folder (403) and writes nothing', async () => {
    const { error } = await storageAs(other).upload(`${admin.organizationId}/intruder.png`, png(), {
      upsert: true,
    });
    expect(error).toMatchObject({ status: 403, statusCode: '403' });
    expect((await t.request(publicUrl(`${admin.organizationId}/intruder.png`))).status).toBe(404);
  });

  it('refuses a member without company:edit (foreman)', async () => {
    const { error } = await storageAs(foreman).upload(`${admin.organizationId}/foreman.png`, png(), {
      upsert: true,
    });
    expect(error).toMatchObject({ status: 403 });
  });

  it('refuses no token and the anon key (401)', async () => {
    const filePath = `${admin.organizationId}/anon.png`;
    const noToken = await rawUpload(undefined, filePath, makePng(2, 2, [1, 1, 1, 255]), 'image/png');
    expect(noToken.status).toBe(401);
    expect(await json(noToken)).toMatchObject({ statusCode: '401' });
    const { error } = await storageAs(null).upload(filePath, png(), { upsert: true });
    expect(error).toMatchObject({ status: 401 });
  });

  it('refuses a folder that is not an organization id', async () => {
    const { error } = await storageAs(admin).upload('logo.png', png(), { upsert: true });
    expect(error).toMatchObject({ status: 403 });
  });

  it('knows only its buckets', async () => {
    const res = await rawUpload(admin.token, '../avatars/x.png', makePng(2, 2, [1, 1, 1, 255]), 'image/png');
    expect(res.status).toBe(404);
    const wrong = await t.request(`/storage/v1/object/avatars/${admin.organizationId}/x.png`, {
      method: 'POST',
      token: admin.token,
      body: makePng(2, 2, [1, 1, 1, 255]),
      headers: { 'content-type': 'image/png' },
    });
    expect(wrong.status).toBe(404);
    expect(await json(wrong)).toEqual({
      statusCode: '404',
      error: 'Bucket not found',
      message: 'Bucket not found',
    });
  });
});

describe('size limit', () => {
  const FIVE_MB = 5 * 1024 * 1024;
  const pngOfSize = (size: number) => {
    const bytes = new Uint8Array(size);
    bytes.set(makePng(1, 1, [0, 0, 0, 255]));
    return bytes;
  };

  it('accepts exactly 5 MB', async () => {
    const { error } = await storageAs(admin).upload(
      `${admin.organizationId}/big.png`,
      pngBlob(pngOfSize(FIVE_MB)),
      {
        upsert: true,
      },
    );
    expect(error).toBeNull();
  });

  it('refuses a byte more with 413, multipart or raw', async () => {
    const { error } = await storageAs(admin).upload(
      `${admin.organizationId}/too-big.png`,
      pngBlob(pngOfSize(FIVE_MB + 1)),
      { upsert: true },
    );
    expect(error).toMatchObject({ status: 413, statusCode: '413' });
    expect(error?.message).toContain('maximum allowed size of 5 MB');
    const raw = await rawUpload(
      admin.token,
      `${admin.organizationId}/too-big.png`,
      pngOfSize(FIVE_MB + 1),
      'image/png',
    );
    expect(raw.status).toBe(413);
  });

  it('stops reading a streamed body without a length past the limit', async () => {
    let sent = 0;
    const chunk = new Uint8Array(1024 * 1024);
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        // 64 MB if the server kept reading; it must stop after about 5.
        if (sent >= 64) return controller.close();
        sent += 1;
        controller.enqueue(chunk);
      },
    });
    const res = await t.app.request(`${SITE}${objectUrl(`${admin.organizationId}/stream.png`)}`, {
      method: 'POST',
      body: stream,
      headers: {
        authorization: `Bearer ${admin.token}`,
        'content-type': 'image/png',
        'transfer-encoding': 'chunked',
      },
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(sent).toBeLessThan(12);
  });
});

describe('content type from the bytes', () => {
  const upload = (name: string, bytes: Uint8Array | string, type: string) =>
    storageAs(admin).upload(`${admin.organizationId}/${name}`, new Blob([bytes], { type }), { upsert: true });

  it.each([
    ['a .png name with JPEG bytes', 'jpeg-bytes.png', makeJpeg(8, 8, [10, 10, 200, 255]), 'image/png'],
    ['a .png name with HTML bytes', 'page.png', '<html><script>alert(1)</script></html>', 'image/png'],
    [
      'HTML disguised as SVG',
      'page.svg',
      '<html><body><svg></svg><script>alert(1)</script></body></html>',
      'image/svg+xml',
    ],
    [
      'an SVG with a DOCTYPE',
      'doctype.svg',
      '<!DOCTYPE svg [<!ENTITY x "y">]><svg xmlns="http://www.w3.org/2000/svg"/>',
      'image/svg+xml',
    ],
    ['a GIF', 'anim.gif', 'GIF89a\u0001\u0000\u0001\u0000', 'image/gif'],
    ['PNG bytes declared as JPEG', 'declared.jpg', makePng(2, 2, [5, 5, 5, 255]), 'image/jpeg'],
    ['PNG bytes with no extension', 'noext', makePng(2, 2, [5, 5, 5, 255]), 'image/png'],
  ])('refuses %s (415)', async (_label, name, bytes, type) => {
    const { error } = await upload(name, bytes, type);
    expect(error).toMatchObject({ status: 415, statusCode: '415' });
    expect((await t.request(publicUrl(`${admin.organizationId}/${name}`))).status).toBe(404);
  });

  it('accepts a JPEG named .jpeg and stores the sniffed type', async () => {
    const { error } = await upload(
      'photo.jpeg',
      makeJpeg(8, 8, [10, 10, 200, 255]),
      'application/octet-stream',
    );
    expect(error).toBeNull();
    const res = await t.request(publicUrl(`${admin.organizationId}/photo.jpeg`));
    expect(res.headers.get('content-type')).toBe('image/jpeg');
  });

  it('stores an SVG without script and serves it sandboxed', async () => {
    const svg = `<?xml version="1.0"?>
<!-- logo -->
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" onload="alert(1)" viewBox="0 0 10 10">
  <script>alert(document.cookie)</script>
  <foreignObject><body xmlns="http://www.w3.org/1999/xhtml"><iframe src="https://evil.example"></iframe></body></foreignObject>
  <a xlink:href="javascript:alert(1)"><rect width="10" height="10" fill="#ff0000" onclick='alert(2)'/></a>
  <a href=" JaVa&#x09;script:alert(3)"><circle r="2" fill="#00f"/></a>
  <use href="#keep"/>
</svg>`;
    const { error } = await upload('logo.svg', svg, 'image/svg+xml');
    expect(error).toBeNull();
    const res = await t.request(publicUrl(`${admin.organizationId}/logo.svg`));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(res.headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    );
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const served = await res.text();
    expect(served).toContain('<rect width="10" height="10" fill="#ff0000"');
    expect(served).toContain('href="#keep"');
    for (const banned of [
      '<script',
      'onload',
      'onclick',
      'foreignObject',
      'iframe',
      'javascript:',
      'alert(3)',
    ])
      expect(served).not.toContain(banned);
  });
});

describe('SVG sanitising (DOMPurify, parsed as XML as browsers parse the stored file)', () => {
  const NS = 'xmlns="http://www.w3.org/2000/svg"';
  const XLINK = 'xmlns:xlink="http://www.w3.org/1999/xlink"';
  const uploadSvg = (name: string, svg: string) =>
    storageAs(admin).upload(`${admin.organizationId}/${name}`, new Blob([svg], { type: 'image/svg+xml' }), {
      upsert: true,
    });
  const stored = async (name: string) => {
    const res = await t.request(publicUrl(`${admin.organizationId}/${name}`));
    expect(res.status).toBe(200);
    return res.text();
  };

  it.each([
    ['onload on a self-closing image', `<svg ${NS}><image onload="alert(1)"/></svg>`, ['onload', 'alert']],
    [
      'a javascript: link written with entities',
      `<svg ${NS}><a href="&#106;avascript:alert(1)"><text>x</text></a></svg>`,
      ['avascript', 'alert'],
    ],
    [
      'a hex-encoded javascript: link',
      `<svg ${NS} ${XLINK}><a xlink:href="&#x6A;&#x61;vascript&#x3A;alert(1)"><rect width="1" height="1"/></a></svg>`,
      ['avascript', 'alert'],
    ],
    [
      'javascript: split by a newline entity',
      `<svg ${NS}><a href="java&#10;script:alert(1)"><text>x</text></a></svg>`,
      ['script:', 'alert'],
    ],
    [
      'an animation that sets an href',
      `<svg ${NS}><a><animate attributeName="href" to="javascript:alert(1)"/><text>x</text></a></svg>`,
      ['animate', 'javascript'],
    ],
    [
      'a set that adds a handler',
      `<svg ${NS}><rect width="1" height="1"><set attributeName="onmouseover" to="alert(1)"/></rect></svg>`,
      ['<set', 'alert'],
    ],
    [
      'a use of another document',
      `<svg ${NS}><use href="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=#x"/><use href="https://evil.example/a.svg#x"/></svg>`,
      ['data:image/svg', 'evil.example'],
    ],
    [
      'an external image (a tracking pixel)',
      `<svg ${NS}><image href="https://evil.example/p.png"/></svg>`,
      ['evil.example'],
    ],
    [
      'an imported style sheet',
      `<svg ${NS}><style>@import url(https://evil.example/x.css); rect { fill: red }</style></svg>`,
      ['@import', 'evil.example'],
    ],
    [
      'script in a CDATA section',
      `<svg ${NS}><script><![CDATA[alert(1)]]></script></svg>`,
      ['<script', 'alert'],
    ],
    [
      'HTML inside foreignObject',
      `<svg ${NS}><foreignObject><iframe xmlns="http://www.w3.org/1999/xhtml" src="javascript:alert(1)"/></foreignObject></svg>`,
      ['foreignObject', 'iframe', 'alert'],
    ],
    [
      'a namespaced handler',
      `<svg ${NS} xmlns:ev="http://www.w3.org/2001/xml-events"><rect ev:onclick="alert(1)" width="1" height="1"/></svg>`,
      ['onclick', 'alert'],
    ],
  ])('removes %s', async (_label, svg, banned) => {
    const { error } = await uploadSvg('attack.svg', svg);
    expect(error).toBeNull();
    const served = await stored('attack.svg');
    expect(served.startsWith('<svg')).toBe(true);
    for (const word of banned) expect(served).not.toContain(word);
  });

  it('keeps what draws a logo: the view box, gradients, fragments, embedded bitmaps, styles', async () => {
    const svg = `<?xml version="1.0" encoding="UTF-8"?>
<!-- exported -->
<svg ${NS} ${XLINK} viewBox="0 0 100 50" preserveAspectRatio="xMidYMid meet" width="100" height="50">
  <defs><linearGradient id="g" gradientUnits="userSpaceOnUse" x1="0" x2="100"><stop offset="0" stop-color="#112233"/></linearGradient>
  <path id="p" d="M0 0h10v10z"/></defs>
  <style>.a { fill: #445566 }</style>
  <rect class="a" width="100" height="50" fill="url(#g)"/>
  <use xlink:href="#p"/><use href="#p"/>
  <image href="data:image/png;base64,iVBORw0KGgo=" width="1" height="1"/>
  <text x="1" y="9">A &amp; B</text>
</svg>`;
    const { error } = await uploadSvg('keeps.svg', svg);
    expect(error).toBeNull();
    const served = await stored('keeps.svg');
    for (const kept of [
      'viewBox="0 0 100 50"',
      'preserveAspectRatio="xMidYMid meet"',
      'gradientUnits="userSpaceOnUse"',
      'stop-color="#112233"',
      '.a { fill: #445566 }',
      'fill="url(#g)"',
      'xlink:href="#p"',
      '<use href="#p"/>',
      'href="data:image/png;base64,iVBORw0KGgo="',
      'A &amp; B',
    ])
      expect(served).toContain(kept);
  });

  it.each([
    ['not well-formed XML', `<svg ${NS}><rect width="1"></svg>`],
    ['outside the SVG namespace (no xmlns)', '<svg><image onload="alert(1)"/></svg>'],
    ['with a handler after a slash (not XML)', `<svg ${NS}><image/onload="alert(1)"/></svg>`],
    ['HTML that only starts like SVG', '<svg/><html><script>alert(1)</script></html>'],
  ])('refuses an SVG %s (415), and stores nothing', async (_label, svg) => {
    const { error } = await uploadSvg('refused.svg', svg);
    expect(error).toMatchObject({ status: 415, statusCode: '415' });
    expect((await t.request(publicUrl(`${admin.organizationId}/refused.svg`))).status).toBe(404);
  });
});

describe('path traversal', () => {
  it.each([
    '../x.png',
    'a/../x.png',
    './x.png',
    '/abs.png',
    'a//x.png',
    'a\\x.png',
    'a/\u0000x.png',
    '.hidden.png',
    'a/..',
    'a/%2e%2e/x.png',
  ])('the key parser refuses %j', (p) => {
    expect(parseObjectKey(`company-logos/${p}`)).toBeNull();
  });

  it.each([
    '..%2f..%2fescape.png',
    '%2e%2e%2f%2e%2e%2fescape.png',
    '%252e%252e%252fescape.png',
    '..%5c..%5cescape.png',
    'escape%00.png',
    '%2fetc%2fescape.png',
    '.%2e/escape.png',
  ])('an upload to <org>/%s never leaves the folder', async (tail) => {
    const res = await t.app.request(`${SITE}${objectUrl(`${admin.organizationId}/${tail}`)}`, {
      method: 'POST',
      body: makePng(2, 2, [1, 1, 1, 255]),
      headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'image/png', 'x-upsert': 'true' },
    });
    expect([400, 403, 404]).toContain(res.status);
    const body = await json(res);
    expect(body.statusCode).toBe(String(res.status));
    const escaped = fs
      .readdirSync(dataDir, { recursive: true })
      .map(String)
      .filter((f) => f.includes('escape'));
    expect(escaped).toEqual([]);
  });

  it('refuses an encoded traversal in a download', async () => {
    const res = await t.request(
      `/storage/v1/object/public/company-logos/${admin.organizationId}/..%2f..%2f..%2fkeys%2fjwt-es256.json`,
    );
    expect(res.status).toBe(400);
    expect(await json(res)).toMatchObject({ error: 'InvalidKey' });
  });
});
