import path from 'node:path';
import type { TConfig } from '../config.ts';
import { createDiskObjectStore } from './disk-object-store.ts';
import type { ObjectStore } from './object-store.ts';
import { createS3ObjectStore } from './s3-object-store.ts';

const stores = new Map<string, ObjectStore>();

/**
 * The object store of a configuration, shared by the storage routes and every module that reads or
 * writes files: an S3-compatible bucket when STORAGE_S3_BUCKET is set (any number of instances),
 * otherwise DATA_DIR/storage on this machine's disk (one instance).
 */
export function objectStoreFor(config: Pick<TConfig, 'dataDir' | 'storageS3'>): ObjectStore {
  const s3 = config.storageS3;
  const id = s3
    ? `s3:${s3.endpoint ?? s3.region}:${s3.bucket}:${s3.prefix}:${s3.credentials?.accessKeyId ?? ''}`
    : `disk:${path.join(config.dataDir, 'storage')}`;
  let store = stores.get(id);
  if (!store) {
    store = s3 ? createS3ObjectStore(s3) : createDiskObjectStore(path.join(config.dataDir, 'storage'));
    stores.set(id, store);
  }
  return store;
}
