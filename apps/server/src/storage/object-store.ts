/** Where an object lives: a bucket and a validated path inside it (see object-key.ts). */
export type TObjectKey = { bucket: string; path: string };

export type TObjectMeta = {
  id: string;
  contentType: string;
  size: number;
  /** Seconds, from the uploader's cacheControl (storage-js sends 3600 unless told otherwise). */
  maxAge: number;
  etag: string;
  createdAt: string;
  updatedAt: string;
  ownerId: string | null;
};

export type TStoredObject = { meta: TObjectMeta; bytes: Uint8Array };

/**
 * The file store behind /storage/v1. The disk store implements it today; an S3-compatible store can
 * implement the same four calls (PutObject with metadata, GetObject, DeleteObject, HeadObject).
 * Keys reaching a store are already validated: no traversal, no empty or dot segments.
 */
export type ObjectStore = {
  put(key: TObjectKey, bytes: Uint8Array, meta: Omit<TObjectMeta, 'updatedAt'>): Promise<TObjectMeta>;
  get(key: TObjectKey): Promise<TStoredObject | null>;
  /** Whether something was deleted. */
  delete(key: TObjectKey): Promise<boolean>;
  /** The object's metadata without its bytes, or null. */
  head(key: TObjectKey): Promise<TObjectMeta | null>;
  exists(key: TObjectKey): Promise<boolean>;
};
