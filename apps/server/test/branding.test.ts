import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BRANDING_MESSAGES, DEFAULT_BRAND_COLORS } from '@groundwork/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, organizations } from '../src/db/schema/index.ts';
import { fromHex, toHsl } from '../src/modules/branding/color-math.ts';
import { extractPalette } from '../src/modules/branding/extract-palette.ts';
import { makeJpeg, makeNoisyJpeg, makePng, RED_WITH_BLUE_STRIPE } from './fixtures/images.ts';
import { addMember, call, createCompany, type Member } from './helpers/org-users.ts';
import { createTestApp, json, SITE, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let dataDir: string;
let admin: Member;
let foreman: Member;
let other: Member;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gw-branding-'));
  t = await createTestApp({ dataDir });
  admin = await createCompany(t, 'admin@brand-a.co', 'A Builders');
  foreman = await addMember(t, admin.organizationId, 'foreman@brand-a.co', 'foreman');
  other = await createCompany(t, 'admin@brand-b.co', 'B Builders');
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const FALLBACK = { colors: DEFAULT_BRAND_COLORS, fallback: true };
const logoUrl = (p: string) => `${SITE}/storage/v1/object/public/company-logos/${p}`;

async function upload(who: Member, name: string, bytes: Uint8Array | string, type: string): Promise<string> {
  const res = await t.request(`/storage/v1/object/company-logos/${who.organizationId}/${name}`, {
    method: 'POST',
    token: who.token,
    body: bytes,
    headers: { 'content-type': type, 'x-upsert': 'true' },
  });
  if (res.status !== 200) throw new Error(`upload ${res.status}: ${await res.text()}`);
  return logoUrl(`${who.organizationId}/${name}`);
}

const extract = (who: Member, imageUrl: unknown) =>
  call(t, who.token, 'POST', '/functions/v1/extract-brand-colors', { imageUrl });

const hue = (hex: string) => toHsl(fromHex(hex)).h;
const lightness = (hex: string) => toHsl(fromHex(hex)).l;
/** Hue distance in degrees, 0–180. */
const hueOff = (hex: string, target: number) => {
  const d = Math.abs(hue(hex) - target) % 360;
  return d > 180 ? 360 - d : d;
};

describe('extract-brand-colors reads a real palette', () => {
  it('a mostly red PNG with a blue stripe: red primary, darker red secondary, blue accent', async () => {
    const url = await upload(admin, 'red-blue.png', RED_WITH_BLUE_STRIPE(), 'image/png');
    const res = await extract(admin, url);
    expect(res.status).toBe(200);
    expect(res.body.fallback).toBe(false);
    const { primary, secondary, accent } = res.body.colors;
    expect(primary).toBe('#d62828');
    expect(hueOff(secondary, 0)).toBeLessThan(15);
    expect(lightness(secondary)).toBeLessThan(lightness(primary));
    expect(accent).toBe('#1d4ed8');
  });

  it('a mostly green JPEG with an orange band: green primary, orange accent (despite JPEG noise)', async () => {
    const bytes = makeJpeg(
      300,
      200,
      [255, 255, 255, 255],
      [
        { x: 0, y: 0, w: 300, h: 150, rgba: [22, 128, 61, 255] },
        { x: 0, y: 150, w: 300, h: 40, rgba: [249, 115, 22, 255] },
      ],
    );
    const res = await extract(admin, await upload(admin, 'green.jpg', bytes, 'image/jpeg'));
    expect(res.body.fallback).toBe(false);
    expect(hueOff(res.body.colors.primary, hue('#16803d'))).toBeLessThan(10);
    expect(hueOff(res.body.colors.accent, hue('#f97316'))).toBeLessThan(10);
  });

  it('ignores transparency and a white background', async () => {
    const bytes = makePng(
      100,
      100,
      [0, 0, 0, 0],
      [
        { x: 0, y: 0, w: 100, h: 30, rgba: [255, 255, 255, 255] },
        { x: 20, y: 40, w: 30, h: 30, rgba: [124, 58, 237, 255] },
      ],
    );
    const res = await extract(admin, await upload(admin, 'purple.png', bytes, 'image/png'));
    expect(res.body).toMatchObject({ fallback: false, colors: { primary: '#7c3aed' } });
  });

  it('an SVG: fills, strokes, gradient stops, style rules and named colours', async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">
  <style>.roof { fill: #0F766E } .trim { stroke: rgb(234, 179, 8) }</style>
  <linearGradient id="g"><stop offset="0" stop-color="teal"/><stop offset="1" style="stop-color:#0f766e"/></linearGradient>
  <rect width="100" height="100" fill="white"/>
  <path class="roof" d="M0 0h10v10z" fill="#0f766e"/><path d="M0 0h10v10z" fill="#0f766e"/>
  <circle r="4" fill="rgb(234 179 8)"/><path d="M0 0" stroke="#1e293b" fill="none"/>
</svg>`;
    const res = await extract(admin, await upload(admin, 'teal.svg', svg, 'image/svg+xml'));
    expect(res.body.fallback).toBe(false);
    expect(res.body.colors.primary).toBe('#0f766e');
    expect(hueOff(res.body.colors.accent, hue('#eab308'))).toBeLessThan(5);
  });

  it('the shipped default logo gives its own colours', async () => {
    const svg = fs.readFileSync(path.resolve(__dirname, '../../web/public/default-logo.svg'), 'utf8');
    const res = await extract(admin, await upload(admin, 'default.svg', svg, 'image/svg+xml'));
    expect(res.body).toEqual({
      colors: { primary: '#3b5998', secondary: '#2c4a73', accent: '#f2a900' },
      fallback: false,
    });
  });

  it('decodes a large JPEG off the main thread: other requests are answered meanwhile', async () => {
    const url = await upload(admin, 'large.jpg', makeNoisyJpeg(1600, 1200), 'image/jpeg');
    let extracted = false;
    const extracting = extract(admin, url).then((r) => {
      extracted = true;
      return r;
    });
    // Answered while the decode is still running: a blocked event loop would answer it only after.
    expect((await t.request('/healthz')).status).toBe(200);
    expect(extracted).toBe(false);
    const res = await extracting;
    expect(res.body.fallback).toBe(false);
    expect(hueOff(res.body.colors.primary, 0)).toBeLessThan(20);
    expect(hueOff(res.body.colors.accent, hue('#1e3cbe'))).toBeLessThan(20);
  });

  it('palette rules: a grey logo still gets a primary; a one-colour logo gets three distinct colours', () => {
    const grey = extractPalette([{ r: 90, g: 90, b: 90, weight: 10 }]);
    expect(grey?.primary).toBe('#5a5a5a');
    const flat = extractPalette([{ r: 200, g: 30, b: 30, weight: 1 }]);
    expect(flat && new Set([flat.primary, flat.secondary, flat.accent]).size).toBe(3);
    expect(
      extractPalette([
        { r: 255, g: 255, b: 255, weight: 5 },
        { r: 0, g: 0, b: 0, weight: 5 },
      ]),
    ).toBeNull();
  });
});

describe('extract-brand-colors falls back to the spec defaults', () => {
  it.each([
    ['a foreign URL', 'https://evil.example/logo.png'],
    ['an internal address', 'http://169.254.169.254/latest/meta-data'],
    ['a relative URL', '/storage/v1/object/public/company-logos/x/logo.png'],
    ['not a URL', 'logo.png'],
    ['another bucket', `${SITE}/storage/v1/object/public/avatars/x/logo.png`],
    ['a query string', `${SITE}/storage/v1/object/public/company-logos/x/logo.png?x=1`],
  ])('for %s', async (_label, url) => {
    const res = await extract(admin, url);
    expect(res).toEqual({ status: 200, body: FALLBACK });
  });

  it('for a traversal out of the own folder', async () => {
    await upload(other, 'secret.png', RED_WITH_BLUE_STRIPE(), 'image/png');
    const sneaky = logoUrl(`${admin.organizationId}/..%2f${other.organizationId}%2fsecret.png`);
    expect((await extract(admin, sneaky)).body).toEqual(FALLBACK);
  });

  it('for another organization’s logo, a missing object, garbage and a blank image', async () => {
    const theirs = await upload(other, 'theirs.png', RED_WITH_BLUE_STRIPE(), 'image/png');
    expect((await extract(admin, theirs)).body).toEqual(FALLBACK);
    expect((await extract(admin, logoUrl(`${admin.organizationId}/missing.png`))).body).toEqual(FALLBACK);
    const garbage = new Uint8Array(4096);
    garbage.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect((await extract(admin, await upload(admin, 'garbage.png', garbage, 'image/png'))).body).toEqual(
      FALLBACK,
    );
    const blank = makePng(50, 50, [255, 255, 255, 255]);
    expect((await extract(admin, await upload(admin, 'blank.png', blank, 'image/png'))).body).toEqual(
      FALLBACK,
    );
  });

  it('is for branding editors only', async () => {
    const url = await upload(admin, 'editors.png', RED_WITH_BLUE_STRIPE(), 'image/png');
    expect((await extract(foreman, url)).status).toBe(403);
    const anonymous = await t.request('/functions/v1/extract-brand-colors', {
      method: 'POST',
      json: { imageUrl: url },
    });
    expect(anonymous.status).toBe(401);
    expect((await extract(admin, 42)).status).toBe(400);
  });
});

describe('PATCH /api/v1/organization/branding', () => {
  const patch = (who: Member, body: unknown) =>
    call(t, who.token, 'PATCH', '/api/v1/organization/branding', body);
  const colors = {
    primary_brand_color: '#D62828',
    secondary_brand_color: '#8b1a1a',
    accent_brand_color: '#1d4ed8',
  };

  it('saves the logo and colours (lower-cased), answers the organization, audits, and /me shows them', async () => {
    const url = await upload(admin, 'saved.png', RED_WITH_BLUE_STRIPE(), 'image/png');
    const res = await patch(admin, { logo_url: url, ...colors });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: admin.organizationId,
      logo_url: url,
      primary_brand_color: '#d62828',
      secondary_brand_color: '#8b1a1a',
      accent_brand_color: '#1d4ed8',
    });
    const me = await call(t, foreman.token, 'GET', '/api/v1/me');
    expect(me.body.organization).toMatchObject({ logo_url: url, primary_brand_color: '#d62828' });
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'update_branding'), eq(auditLog.entityId, admin.organizationId)));
    expect(audits).toMatchObject([
      { actorId: admin.userId, after: { logo_url: url, primary_brand_color: '#d62828' } },
    ]);
  });

  it('accepts a null logo', async () => {
    const res = await patch(admin, { logo_url: null, ...colors });
    expect(res).toMatchObject({ status: 200, body: { logo_url: null } });
  });

  it.each([
    ['primary_brand_color', 'red'],
    ['secondary_brand_color', '#12345'],
    ['accent_brand_color', '#GGGGGG'],
    ['primary_brand_color', '#1234567'],
    ['accent_brand_color', ''],
  ])('refuses %s %j with “Must be a valid hex color”', async (field, value) => {
    const res = await patch(admin, { logo_url: null, ...colors, [field]: value });
    expect(res).toEqual({
      status: 400,
      body: { error: { code: 'invalid_input', message: BRANDING_MESSAGES.invalidHex } },
    });
  });

  it('refuses logos outside the own folder of this product’s store', async () => {
    const theirs = await upload(other, 'theirs-logo.png', RED_WITH_BLUE_STRIPE(), 'image/png');
    const mine = await upload(admin, 'mine.png', RED_WITH_BLUE_STRIPE(), 'image/png');
    for (const url of [
      theirs,
      'https://evil.example/track.png',
      mine.replace(SITE, 'https://evil.example'),
      logoUrl(`${admin.organizationId}/never-uploaded.png`),
      logoUrl(`${admin.organizationId}/..%2f${other.organizationId}%2ftheirs-logo.png`),
      'javascript:alert(1)',
    ]) {
      const res = await patch(admin, { logo_url: url, ...colors });
      expect(res.status, url).toBe(400);
      expect(res.body.error.code === 'logo_not_in_store' || res.body.error.code === 'invalid_input').toBe(
        true,
      );
    }
  });

  it('takes the logo’s origin from SITE_URL, not from a spoofed Host header', async () => {
    const mine = await upload(admin, 'host.png', RED_WITH_BLUE_STRIPE(), 'image/png');
    const spoofedSite = 'http://evil.example';
    const viaSpoofedHost = (logo_url: string) =>
      t.app.request(`${spoofedSite}/api/v1/organization/branding`, {
        method: 'PATCH',
        headers: {
          authorization: `Bearer ${admin.token}`,
          'content-type': 'application/json',
          host: 'evil.example',
        },
        body: JSON.stringify({ logo_url, ...colors }),
      });
    const refused = await viaSpoofedHost(mine.replace(SITE, spoofedSite));
    expect(refused.status).toBe(400);
    expect((await json(refused)).error.code).toBe('logo_not_in_store');
    // The same request naming the configured site is fine: only the logo's origin matters.
    expect((await viaSpoofedHost(mine)).status).toBe(200);
  });

  it('is for company editors, and only ever changes the caller’s organization', async () => {
    expect((await patch(foreman, { logo_url: null, ...colors })).status).toBe(403);
    const anonymous = await t.request('/api/v1/organization/branding', {
      method: 'PATCH',
      json: { logo_url: null, ...colors },
    });
    expect(anonymous.status).toBe(401);
    const before = await t.db.select().from(organizations).where(eq(organizations.id, admin.organizationId));
    const res = await patch(other, { logo_url: null, ...colors, primary_brand_color: '#000001' });
    expect(res.body.id).toBe(other.organizationId);
    const after = await t.db.select().from(organizations).where(eq(organizations.id, admin.organizationId));
    expect(after[0]?.primaryBrandColor).toBe(before[0]?.primaryBrandColor);
  });
});
