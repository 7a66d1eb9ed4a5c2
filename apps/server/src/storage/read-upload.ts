import type { Context } from 'hono';
import type { TBucket } from './buckets.ts';
import { extensionOf } from './object-key.ts';
import type { TObjectKey } from './object-store.ts';
import { sanitizeSvg } from './sanitize-svg.ts';
import { declaredTypeAgrees, EXTENSIONS, sniffContentType, type TSniffedType } from './sniff-content-type.ts';
import { StorageErrors } from './storage-errors.ts';

export type TUpload = { bytes: Uint8Array; contentType: TSniffedType; maxAge: number };

const DEFAULT_MAX_AGE = 3600;
const MAX_MAX_AGE = 365 * 24 * 3600;

function maxAgeOf(value: string | null | undefined): number {
  const match = /(\d+)/.exec(value ?? '');
  if (!match?.[1]) return DEFAULT_MAX_AGE;
  return Math.min(Number(match[1]), MAX_MAX_AGE);
}

/**
 * The uploaded file of a storage-js upload: a multipart form (a Blob or File: field '' or any file
 * field, plus `cacheControl`) or the raw body (an ArrayBuffer, Buffer or stream, with `content-type`
 * and `cache-control` headers). The size is checked against the bucket, the type is read from the
 * bytes and must be allowed and agree with the declared type and the name; SVG is stored sanitised.
 */
export async function readUpload(c: Context, bucket: TBucket, key: TObjectKey): Promise<TUpload> {
  const requestType = c.req.header('content-type') ?? '';
  let bytes: Uint8Array;
  let declared: string;
  let maxAge: number;
  if (requestType.toLowerCase().startsWith('multipart/form-data')) {
    const form = await c.req.raw.formData().catch(() => {
      throw StorageErrors.invalidBody('The multipart body could not be read');
    });
    const file = [...form.values()].find((value) => typeof value !== 'string');
    if (typeof file === 'string') throw StorageErrors.noFile();
    if (!file) throw StorageErrors.noFile();
    if (file.size > bucket.maxBytes) throw StorageErrors.tooLarge(bucket.maxBytes);
    bytes = new Uint8Array(await file.arrayBuffer());
    declared = file.type;
    const cacheControl = form.get('cacheControl');
    maxAge = maxAgeOf(typeof cacheControl === 'string' ? cacheControl : null);
  } else {
    bytes = new Uint8Array(await c.req.arrayBuffer());
    declared = requestType;
    maxAge = maxAgeOf(c.req.header('cache-control'));
  }
  if (bytes.byteLength === 0) throw StorageErrors.noFile();
  if (bytes.byteLength > bucket.maxBytes) throw StorageErrors.tooLarge(bucket.maxBytes);

  const sniffed = sniffContentType(bytes);
  const isAllowed = sniffed !== null && bucket.allowedTypes.includes(sniffed);
  if (!sniffed || !isAllowed || !declaredTypeAgrees(declared, sniffed)) throw StorageErrors.invalidType();
  if (!EXTENSIONS[sniffed].includes(extensionOf(key))) throw StorageErrors.invalidType();
  if (sniffed === 'image/svg+xml') {
    const clean = await sanitizeSvg(new TextDecoder().decode(bytes));
    if (clean === null) throw StorageErrors.invalidType();
    bytes = new TextEncoder().encode(clean);
  }
  return { bytes, contentType: sniffed, maxAge };
}
