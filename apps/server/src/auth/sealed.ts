import crypto from 'node:crypto';

const PREFIX = 'v1:';

/**
 * Seals a secret for storage (AES-256-GCM, random 96-bit IV): `v1:` + base64url(iv | tag | ciphertext).
 * A copy of the database alone does not reveal TOTP seeds.
 */
export function seal(key: Buffer, plain: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** Opens a sealed secret; throws when it was tampered with or sealed under another key. */
export function unseal(key: Buffer, stored: string): string {
  if (!stored.startsWith(PREFIX)) throw new Error('not a sealed secret');
  const raw = Buffer.from(stored.slice(PREFIX.length), 'base64url');
  const decipher = crypto.createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
}
