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
 * The file store behind /storage/v1: on disk under DATA_DIR (disk-object-store.ts, one instance) or in
 * an S3-compatible bucket (s3-object-store.ts, any number of instances); object-store-for.ts chooses.
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

/**
 * The store's backend cannot be reached for the moment (an S3 endpoint down, refusing or answering 5xx).
 * Answered 503 `storage_unavailable` with `Retry-After`, not 500: the request itself was fine.
 */
export class ObjectStoreUnavailableError extends Error {
  constructor(cause: unknown) {
    super('The file store is not reachable at the moment. Please try again in a few seconds.', { cause });
    this.name = 'ObjectStoreUnavailableError';
  }
}
