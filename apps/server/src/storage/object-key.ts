import type { TObjectKey } from './object-store.ts';

/** One path segment: starts with a letter or digit, then letters, digits, dot, dash, underscore. */
const SEGMENT_RE = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;
const BUCKET_RE = /^[a-z0-9][a-z0-9-]{1,62}$/;
const MAX_PATH_LENGTH = 512;
const MAX_SEGMENTS = 8;

/**
 * Reads `<bucket>/<path…>` from the still-encoded tail of a storage URL. Each segment is decoded once
 * and must then be a plain name, so '..', '.', empty segments, absolute paths, backslashes, NUL, an
 * encoded '/' and double-encoded variants ('%252e%252e') are all refused. Null when anything is off.
 */
export function parseObjectKey(encodedTail: string): TObjectKey | null {
  const [encodedBucket, ...encodedPath] = encodedTail.split('/');
  if (!encodedBucket || encodedPath.length === 0) return null;
  const bucket = decodeSegment(encodedBucket);
  if (!bucket || !BUCKET_RE.test(bucket)) return null;
  return objectKey(bucket, encodedPath.map(decodeSegment));
}

/** A key from already-decoded path text (the `prefixes` of a delete), by the same rules. */
export function parseObjectPath(bucket: string, decodedPath: string): TObjectKey | null {
  if (!BUCKET_RE.test(bucket)) return null;
  return objectKey(bucket, decodedPath.split('/'));
}

/** Just the bucket segment of an encoded tail (for the bucket-wide delete). */
export function parseBucketId(encodedSegment: string): string | null {
  const bucket = decodeSegment(encodedSegment);
  return bucket && BUCKET_RE.test(bucket) ? bucket : null;
}

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

function objectKey(bucket: string, segments: (string | null)[]): TObjectKey | null {
  if (segments.length === 0 || segments.length > MAX_SEGMENTS) return null;
  const clean: string[] = [];
  for (const segment of segments) {
    if (segment === null || !SEGMENT_RE.test(segment) || segment.includes('..')) return null;
    clean.push(segment);
  }
  const path = clean.join('/');
  if (path.length > MAX_PATH_LENGTH) return null;
  return { bucket, path };
}

/** The organization an object belongs to: its first path segment. */
export function ownerOrganization(key: TObjectKey): string {
  return key.path.split('/')[0] ?? '';
}

/** The lower-case extension of the object's name, without the dot ('' when none). */
export function extensionOf(key: TObjectKey): string {
  const name = key.path.split('/').at(-1) ?? '';
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}
