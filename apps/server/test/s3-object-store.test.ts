import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TS3StorageConfig } from '../src/config.ts';
import { ObjectStoreUnavailableError, type TObjectMeta } from '../src/storage/object-store.ts';
import { objectStoreFor } from '../src/storage/object-store-for.ts';
import { createS3ObjectStore, s3ClientFor } from '../src/storage/s3-object-store.ts';
import { RED_WITH_BLUE_STRIPE } from './fixtures/images.ts';
import { createCompany, type Member } from './helpers/org-users.ts';
import { startS3Server } from './helpers/s3-server.ts';
import { createTestApp, json, type TestApp } from './helpers/test-app.ts';

let s3: Awaited<ReturnType<typeof startS3Server>>;

beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3?.close();
});

const meta = (overrides: Partial<TObjectMeta> = {}): Omit<TObjectMeta, 'updatedAt'> => ({
  id: '0b6f3f5e-8d0c-4a39-9a55-5d3c2c1b7a10',
  contentType: 'image/png',
  size: 3,
  maxAge: 600,
  etag: '"abc123"',
  createdAt: '2026-01-02T03:04:05.000Z',
  ownerId: null,
  ...overrides,
});

describe('the S3-compatible object store (against s3rver)', () => {
  it('puts, heads, gets, overwrites and deletes an object with its metadata', async () => {
    const store = createS3ObjectStore(s3.config);
    const key = { bucket: 'company-logos', path: 'org-1/logos/logo.png' };
    expect(await store.head(key)).toBeNull();
    expect(await store.get(key)).toBeNull();
    expect(await store.exists(key)).toBe(false);

    const stored = await store.put(key, new Uint8Array([1, 2, 3]), meta());
    expect(await store.head(key)).toEqual(stored);
    expect(stored).toMatchObject({ ...meta(), updatedAt: expect.any(String) });
    const got = await store.get(key);
    expect(got?.meta).toEqual(stored);
    expect([...(got?.bytes ?? [])]).toEqual([1, 2, 3]);
    expect(await store.exists(key)).toBe(true);

    const owner = '5d0c8a4e-6b8e-4c34-9f3a-2a1e0b9c7d11';
    await store.put(
      key,
      new Uint8Array([9, 9]),
      meta({ size: 2, ownerId: owner, contentType: 'image/jpeg' }),
    );
    const replaced = await store.get(key);
    expect([...(replaced?.bytes ?? [])]).toEqual([9, 9]);
    expect(replaced?.meta).toMatchObject({ size: 2, ownerId: owner, contentType: 'image/jpeg' });

    expect(await store.delete(key)).toBe(true);
    expect(await store.get(key)).toBeNull();
    expect(await store.delete(key)).toBe(false);
  });

  it('keeps installations sharing a bucket apart by their prefix', async () => {
    const a = createS3ObjectStore({ ...s3.config, prefix: 'install-a/' });
    const b = createS3ObjectStore({ ...s3.config, prefix: 'install-b/' });
    const key = { bucket: 'vendor-documents', path: 'org-1/w9.pdf' };
    await a.put(key, new Uint8Array([7]), meta({ size: 1, contentType: 'application/pdf' }));
    expect(await a.exists(key)).toBe(true);
    expect(await b.exists(key)).toBe(false);
    const raw = await s3ClientFor(s3.config).send(
      new GetObjectCommand({ Bucket: s3.config.bucket, Key: 'install-a/vendor-documents/org-1/w9.pdf' }),
    );
    expect(raw.ContentType).toBe('application/pdf');
  });

  it('reads an object another tool wrote, without our metadata, with sensible defaults', async () => {
    await s3ClientFor(s3.config).send(
      new PutObjectCommand({
        Bucket: s3.config.bucket,
        Key: 'company-logos/org-2/copied.svg',
        Body: '<svg/>',
        ContentType: 'image/svg+xml',
      }),
    );
    const store = createS3ObjectStore(s3.config);
    const head = await store.head({ bucket: 'company-logos', path: 'org-2/copied.svg' });
    expect(head).toMatchObject({ contentType: 'image/svg+xml', size: 6, maxAge: 3600, ownerId: null });
  });

  it('an endpoint that does not answer is ObjectStoreUnavailableError (503), not a bug (500)', async () => {
    const closed = await startS3Server('gone');
    await closed.close();
    const store = createS3ObjectStore(closed.config);
    const key = { bucket: 'company-logos', path: 'org-1/logo.png' };
    await expect(store.head(key)).rejects.toBeInstanceOf(ObjectStoreUnavailableError);
    await expect(store.put(key, new Uint8Array([1]), meta())).rejects.toBeInstanceOf(
      ObjectStoreUnavailableError,
    );
  });
});

describe('/storage/v1 on the S3 store (STORAGE_S3_BUCKET set)', () => {
  let t: TestApp;
  let admin: Member;
  let dataDir: string;
  let config: TS3StorageConfig;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gw-s3-app-'));
    config = { ...s3.config, prefix: 'app/' };
    t = await createTestApp({ dataDir, storageS3: config });
    admin = await createCompany(t, 'admin@s3-logo.co', 'S3 Builders');
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('stores an upload in the bucket (not on disk) and serves it back', async () => {
    expect(objectStoreFor(t.deps.config)).not.toBe(objectStoreFor({ dataDir, storageS3: null }));
    const bytes = RED_WITH_BLUE_STRIPE();
    const filePath = `${admin.organizationId}/logo.png`;
    const upload = await t.request(`/storage/v1/object/company-logos/${filePath}`, {
      method: 'POST',
      token: admin.token,
      body: bytes,
      headers: { 'content-type': 'image/png', 'x-upsert': 'true' },
    });
    expect(upload.status, await upload.clone().text()).toBe(200);
    expect(await json(upload)).toMatchObject({ Key: `company-logos/${filePath}` });

    const served = await t.request(`/storage/v1/object/public/company-logos/${filePath}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(Buffer.from(await served.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);

    const raw = await s3ClientFor(config).send(
      new GetObjectCommand({ Bucket: config.bucket, Key: `app/company-logos/${filePath}` }),
    );
    expect(Buffer.from((await raw.Body?.transformToByteArray()) ?? []).equals(Buffer.from(bytes))).toBe(true);
    expect(fs.existsSync(path.join(dataDir, 'storage'))).toBe(false);

    const removed = await t.request('/storage/v1/object/company-logos', {
      method: 'DELETE',
      token: admin.token,
      json: { prefixes: [filePath] },
    });
    expect(removed.status).toBe(200);
    expect((await t.request(`/storage/v1/object/public/company-logos/${filePath}`)).status).toBe(404);
  });

  it('answers 503 storage_unavailable in Storage shape while the S3 endpoint is down', async () => {
    const closed = await startS3Server('gone');
    await closed.close();
    const down = await createTestApp({ dataDir, storageS3: closed.config });
    try {
      const owner = await createCompany(down, 'admin@s3-down.co', 'Down Builders');
      const res = await down.request(`/storage/v1/object/public/company-logos/${owner.organizationId}/x.png`);
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('5');
      expect(await json(res)).toEqual({
        statusCode: '503',
        error: 'storage_unavailable',
        message: expect.stringContaining('try again'),
      });
    } finally {
      await down.close();
    }
  });
});
