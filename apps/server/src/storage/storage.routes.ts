import crypto from 'node:crypto';
import { can } from '@groundwork/shared';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppDeps, AppEnv } from '../deps.ts';
import { AppError } from '../lib/app-error.ts';
import { unavailableDependency } from '../lib/error-handler.ts';
import {
  authenticate,
  passwordChangeRequired,
  type RequestAuth,
  rolesInOrganization,
} from '../lib/request-auth.ts';
import { BUCKETS, findBucket, type TBucket } from './buckets.ts';
import { ownerOrganization, parseBucketId, parseObjectKey, parseObjectPath } from './object-key.ts';
import type { TObjectKey, TObjectMeta, TStoredObject } from './object-store.ts';
import { objectStoreFor } from './object-store-for.ts';
import { readUpload } from './read-upload.ts';
import { StorageApiError, StorageErrors } from './storage-errors.ts';

/** Served objects can never run in the product's origin: no script, no plugins, a sandboxed document. */
export const OBJECT_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
/** Room for the multipart envelope around the largest file a bucket accepts. */
const MULTIPART_OVERHEAD = 64 * 1024;

type TResolved = { bucket: TBucket; key: TObjectKey };

/** The encoded part of the URL after `/object/` (Hono's params would be decoded already). */
function objectTail(c: Context): string {
  const pathname = new URL(c.req.url).pathname;
  const at = pathname.indexOf('/object/');
  return at < 0 ? '' : pathname.slice(at + '/object/'.length);
}

function resolve(encodedTail: string): TResolved {
  const key = parseObjectKey(encodedTail);
  const bucketId = parseBucketId(encodedTail.split('/')[0] ?? '');
  const bucket = bucketId ? findBucket(bucketId) : null;
  if (!bucket) throw StorageErrors.bucketNotFound();
  if (!key) throw StorageErrors.invalidKey();
  return { bucket, key };
}

async function caller(deps: AppDeps, c: Context<AppEnv>): Promise<RequestAuth> {
  let auth: RequestAuth;
  try {
    auth = await authenticate(deps, c);
  } catch (err) {
    if (err instanceof AppError && err.status === 401) throw StorageErrors.invalidToken(err.message);
    throw err;
  }
  if (auth.mustChangePassword) throw StorageErrors.passwordChangeRequired(passwordChangeRequired().message);
  return auth;
}

/** Writes: the first path segment is the organization, and the caller edits that organization. */
function assertMayWrite(auth: RequestAuth, bucket: TBucket, key: TObjectKey): void {
  const isOwnFolder = auth.organizationId !== null && ownerOrganization(key) === auth.organizationId;
  if (!isOwnFolder || !can(rolesInOrganization(auth), bucket.writePermission))
    throw StorageErrors.forbidden();
}

/** Private reads: members of the owning organization; anyone else learns nothing about the object. */
function assertMayRead(auth: RequestAuth, bucket: TBucket, key: TObjectKey): void {
  const isOwnFolder = auth.organizationId !== null && ownerOrganization(key) === auth.organizationId;
  if (!isOwnFolder || !can(rolesInOrganization(auth), bucket.readPermission))
    throw StorageErrors.objectNotFound();
}

function serve(c: Context, object: TStoredObject, key: TObjectKey, isPublic: boolean): Response {
  const { meta, bytes } = object;
  const name = key.path.split('/').at(-1) ?? 'file';
  const headers = new Headers({
    'content-type': meta.contentType,
    'cache-control': isPublic ? `public, max-age=${meta.maxAge}` : 'private, no-cache',
    etag: meta.etag,
    'last-modified': new Date(meta.updatedAt).toUTCString(),
    'content-security-policy': OBJECT_CSP,
    'x-content-type-options': 'nosniff',
    'content-disposition': `${c.req.query('download') === undefined ? 'inline' : 'attachment'}; filename="${name}"`,
  });
  if (c.req.header('if-none-match') === meta.etag) return new Response(null, { status: 304, headers });
  headers.set('content-length', String(bytes.byteLength));
  return new Response(bytes, { status: 200, headers });
}

function fileObjectJson(key: TObjectKey, meta: TObjectMeta) {
  return {
    name: key.path,
    bucket_id: key.bucket,
    id: meta.id,
    owner: meta.ownerId,
    created_at: meta.createdAt,
    updated_at: meta.updatedAt,
    last_accessed_at: meta.updatedAt,
    metadata: {
      eTag: meta.etag,
      size: meta.size,
      mimetype: meta.contentType,
      cacheControl: `max-age=${meta.maxAge}`,
      lastModified: meta.updatedAt,
      contentLength: meta.size,
      httpStatusCode: 200,
    },
  };
}

/**
 * The file store at /storage/v1, answering what @supabase/storage-js sends: upload (POST, with
 * `x-upsert`) and update (PUT), public and authenticated download, and delete by prefixes. Errors come
 * in Supabase Storage's `{ statusCode, error, message }` shape.
 */
export function storageRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const store = objectStoreFor(deps.config);

  app.onError((err, c) => {
    if (err instanceof StorageApiError) return c.json(err.toJSON(), err.status);
    if (err instanceof AppError) {
      return c.json({ statusCode: String(err.status), error: err.code, message: err.message }, err.status);
    }
    const unavailable = unavailableDependency(err, c);
    if (unavailable) {
      return c.json({ statusCode: '503', error: unavailable.code, message: unavailable.message }, 503);
    }
    c.get('logger').error({ err }, 'storage request failed');
    return c.json({ statusCode: '500', error: 'internal', message: 'Internal server error' }, 500);
  });

  const upload = async (c: Context<AppEnv>, method: 'POST' | 'PUT') => {
    // 1. Who and where, before a byte of the body is read.
    const { bucket, key } = resolve(objectTail(c));
    const auth = await caller(deps, c);
    assertMayWrite(auth, bucket, key);
    const existing = await store.head(key);
    const isUpsert = method === 'PUT' || c.req.header('x-upsert') === 'true';
    if (existing && !isUpsert) throw StorageErrors.duplicate();
    // 2. The bytes: size, type by content, SVG made inert.
    const file = await readUpload(c, bucket, key);
    // 3. Stored with its metadata; the answer storage-js reads (Id, Key).
    const now = new Date().toISOString();
    const meta = await store.put(key, file.bytes, {
      id: existing?.id ?? crypto.randomUUID(),
      contentType: file.contentType,
      size: file.bytes.byteLength,
      maxAge: file.maxAge,
      etag: `"${crypto.createHash('sha256').update(file.bytes).digest('hex').slice(0, 32)}"`,
      createdAt: existing?.createdAt ?? now,
      ownerId: auth.userId,
    });
    c.get('logger').info({ bucket: key.bucket, path: key.path, size: meta.size }, 'object stored');
    return c.json({ Id: meta.id, Key: `${key.bucket}/${key.path}` }, 200);
  };

  // Each bucket's own limit (plus the multipart envelope), so the body stops being read right past it.
  const limitFor = (maxBytes: number) =>
    bodyLimit({
      maxSize: maxBytes + MULTIPART_OVERHEAD,
      onError: (c) => c.json(StorageErrors.tooLarge(maxBytes).toJSON(), 413),
    });
  const bucketLimits = new Map(Object.values(BUCKETS).map((b) => [b.id, limitFor(b.maxBytes)]));
  // An unknown bucket is refused before its body is read.
  const unknownBucketLimit = limitFor(0);
  const tooLarge: MiddlewareHandler<AppEnv> = (c, next) => {
    const bucketId = parseBucketId(objectTail(c).split('/')[0] ?? '');
    return ((bucketId && bucketLimits.get(bucketId)) || unknownBucketLimit)(c, next);
  };
  app.post('/object/*', tooLarge, (c) => upload(c, 'POST'));
  app.put('/object/*', tooLarge, (c) => upload(c, 'PUT'));

  app.get('/object/*', async (c) => {
    const tail = objectTail(c);
    const [first, ...rest] = tail.split('/');
    if (first === 'public') {
      const { bucket, key } = resolve(rest.join('/'));
      const object = bucket.isPublic ? await store.get(key) : null;
      if (!object) throw StorageErrors.objectNotFound();
      return serve(c, object, key, true);
    }
    const { bucket, key } = resolve(first === 'authenticated' ? rest.join('/') : tail);
    assertMayRead(await caller(deps, c), bucket, key);
    const object = await store.get(key);
    if (!object) throw StorageErrors.objectNotFound();
    return serve(c, object, key, false);
  });

  // remove([...paths]): DELETE /object/<bucket> with { prefixes }; answers the deleted objects.
  app.delete('/object/:bucket{[^/]+}', bodyLimit({ maxSize: 64 * 1024 }), async (c) => {
    const bucketId = parseBucketId(objectTail(c));
    const bucket = bucketId ? findBucket(bucketId) : null;
    if (!bucket) throw StorageErrors.bucketNotFound();
    const auth = await caller(deps, c);
    const body = (await c.req.json().catch(() => null)) as { prefixes?: unknown } | null;
    const prefixes = body?.prefixes;
    if (!Array.isArray(prefixes) || prefixes.length > 1000 || !prefixes.every((p) => typeof p === 'string'))
      throw StorageErrors.invalidBody('prefixes must be a list of object paths');
    const keys = prefixes.map((p: string) => parseObjectPath(bucket.id, p.replace(/^\/+/, '')));
    for (const key of keys) {
      if (!key) throw StorageErrors.invalidKey();
      assertMayWrite(auth, bucket, key);
    }
    const deleted = [];
    for (const key of keys) {
      if (!key) continue;
      const meta = await store.head(key);
      if (meta && (await store.delete(key))) deleted.push(fileObjectJson(key, meta));
    }
    return c.json(deleted, 200);
  });

  app.delete('/object/*', async (c) => {
    const { bucket, key } = resolve(objectTail(c));
    assertMayWrite(await caller(deps, c), bucket, key);
    if (!(await store.delete(key))) throw StorageErrors.objectNotFound();
    return c.json({ message: 'Successfully deleted' }, 200);
  });

  app.all('*', () => {
    throw new StorageApiError(404, 'not_found', 'Not found');
  });
  return app;
}
