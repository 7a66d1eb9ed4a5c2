import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { ObjectStore, TObjectKey, TObjectMeta } from './object-store.ts';

/**
 * Objects as files under `<root>/<bucket>/<path>`, their metadata (content type, size, cache age, id)
 * as JSON under `<root>/.meta/<bucket>/<path>.json`; bucket names never start with a dot, so the two
 * trees cannot meet. Writes go to a temporary file and are renamed into place, so a reader never sees
 * half an object.
 */
export function createDiskObjectStore(root: string): ObjectStore {
  const base = path.resolve(root);

  // Keys are validated before they get here; this is the second lock on the door.
  const within = (...parts: string[]) => {
    const file = path.resolve(base, ...parts);
    if (!file.startsWith(base + path.sep)) throw new Error('object key escapes the store');
    return file;
  };
  const dataFile = (key: TObjectKey) => within(key.bucket, ...key.path.split('/'));
  const metaFile = (key: TObjectKey) => `${within('.meta', key.bucket, ...key.path.split('/'))}.json`;

  async function writeAtomically(file: string, bytes: Uint8Array | string) {
    await fs.mkdir(path.dirname(file), { recursive: true });
    const temp = `${file}.${crypto.randomBytes(6).toString('hex')}.tmp`;
    await fs.writeFile(temp, bytes);
    await fs.rename(temp, file);
  }

  async function readMeta(key: TObjectKey): Promise<TObjectMeta | null> {
    try {
      return JSON.parse(await fs.readFile(metaFile(key), 'utf8')) as TObjectMeta;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  return {
    async put(key, bytes, meta) {
      const stored: TObjectMeta = { ...meta, updatedAt: new Date().toISOString() };
      await writeAtomically(dataFile(key), bytes);
      await writeAtomically(metaFile(key), JSON.stringify(stored));
      return stored;
    },
    async get(key) {
      const meta = await readMeta(key);
      if (!meta) return null;
      try {
        return { meta, bytes: new Uint8Array(await fs.readFile(dataFile(key))) };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async delete(key) {
      const meta = await readMeta(key);
      await fs.rm(dataFile(key), { force: true });
      await fs.rm(metaFile(key), { force: true });
      return meta !== null;
    },
    head: readMeta,
    async exists(key) {
      return (await readMeta(key)) !== null;
    },
  };
}
