import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { TS3StorageConfig } from '../config.ts';
import {
  type ObjectStore,
  ObjectStoreUnavailableError,
  type TObjectKey,
  type TObjectMeta,
} from './object-store.ts';

/** How long one S3 call may take before it counts as unreachable (the SDK retries up to 3 times). */
const CONNECT_TIMEOUT_MS = 5_000;
const REQUEST_TIMEOUT_MS = 30_000;

/** Our metadata as S3 user metadata (`x-amz-meta-*`: lower-case names, ASCII values). */
function metadataOf(meta: TObjectMeta): Record<string, string> {
  const fields: Record<string, string> = {
    'gw-id': meta.id,
    'gw-size': String(meta.size),
    'gw-max-age': String(meta.maxAge),
    'gw-etag': meta.etag,
    'gw-created-at': meta.createdAt,
    'gw-updated-at': meta.updatedAt,
  };
  if (meta.ownerId) fields['gw-owner-id'] = meta.ownerId;
  return fields;
}

type S3Head = {
  ContentType?: string;
  ContentLength?: number;
  ETag?: string;
  LastModified?: Date;
  Metadata?: Record<string, string>;
};

/** The metadata back from a HEAD or GET; objects written by other tools get sensible defaults. */
function metaOf(head: S3Head): TObjectMeta {
  const m = head.Metadata ?? {};
  const modified = (head.LastModified ?? new Date(0)).toISOString();
  return {
    id: m['gw-id'] ?? '',
    contentType: head.ContentType ?? 'application/octet-stream',
    size: Number(m['gw-size'] ?? head.ContentLength ?? 0),
    maxAge: Number(m['gw-max-age'] ?? 3600),
    etag: m['gw-etag'] ?? head.ETag ?? '',
    createdAt: m['gw-created-at'] ?? modified,
    updatedAt: m['gw-updated-at'] ?? modified,
    ownerId: m['gw-owner-id'] ?? null,
  };
}

const isNotFound = (err: unknown) =>
  err instanceof S3ServiceException &&
  (err.name === 'NoSuchKey' || err.name === 'NotFound' || err.$metadata.httpStatusCode === 404);

/**
 * A network failure (no HTTP answer at all) or the service's own 5xx: the store is out of reach, and
 * the request may be tried again. A 4xx (access denied, no such bucket) is a configuration error and
 * stays a 500 that is logged in full.
 */
function unavailableOr(err: unknown): unknown {
  if (err instanceof S3ServiceException) {
    const status = err.$metadata.httpStatusCode ?? 0;
    return status >= 500 ? new ObjectStoreUnavailableError(err) : err;
  }
  return new ObjectStoreUnavailableError(err);
}

/**
 * Objects in one S3-compatible bucket under `<prefix><bucket>/<path>`, their metadata as the object's
 * own user metadata, so bytes and metadata are written by one PutObject: a reader on any instance sees
 * the old object or the new one whole, never half of either.
 */
export function createS3ObjectStore(s3: TS3StorageConfig, client = s3ClientFor(s3)): ObjectStore {
  const Bucket = s3.bucket;
  const keyOf = (key: TObjectKey) => `${s3.prefix}${key.bucket}/${key.path}`;

  async function head(key: TObjectKey): Promise<TObjectMeta | null> {
    try {
      return metaOf(await client.send(new HeadObjectCommand({ Bucket, Key: keyOf(key) })));
    } catch (err) {
      if (isNotFound(err)) return null;
      throw unavailableOr(err);
    }
  }

  return {
    async put(key, bytes, meta) {
      const stored: TObjectMeta = { ...meta, updatedAt: new Date().toISOString() };
      try {
        await client.send(
          new PutObjectCommand({
            Bucket,
            Key: keyOf(key),
            Body: bytes,
            ContentLength: bytes.byteLength,
            ContentType: stored.contentType,
            CacheControl: `max-age=${stored.maxAge}`,
            Metadata: metadataOf(stored),
          }),
        );
      } catch (err) {
        throw unavailableOr(err);
      }
      return stored;
    },
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: keyOf(key) }));
        const bytes = object.Body ? await object.Body.transformToByteArray() : new Uint8Array();
        return { meta: metaOf(object), bytes };
      } catch (err) {
        if (isNotFound(err)) return null;
        throw unavailableOr(err);
      }
    },
    async delete(key) {
      // S3 deletes without saying whether anything was there; the answer needs to know.
      const existed = (await head(key)) !== null;
      try {
        await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(key) }));
      } catch (err) {
        if (!isNotFound(err)) throw unavailableOr(err);
      }
      return existed;
    },
    head,
    async exists(key) {
      return (await head(key)) !== null;
    },
  };
}

export function s3ClientFor(s3: TS3StorageConfig): S3Client {
  return new S3Client({
    region: s3.region,
    endpoint: s3.endpoint,
    forcePathStyle: s3.forcePathStyle,
    credentials: s3.credentials,
    requestHandler: { connectionTimeout: CONNECT_TIMEOUT_MS, requestTimeout: REQUEST_TIMEOUT_MS },
  });
}
