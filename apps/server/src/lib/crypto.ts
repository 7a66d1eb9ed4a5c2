import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { TConfig } from '../config.ts';

/*
 * Secrets at rest (issue 21): social security numbers and bank account numbers are stored AES-256-GCM
 * encrypted as `v1:<iv>:<tag>:<ciphertext>` (base64url), with the purpose as additional data so a
 * ciphertext copied from one column into another does not decrypt. The last four stay in clear beside
 * them for screens.
 */

/** What a secret is: bound into its ciphertext (AES-GCM additional data). */
export const SECRET_PURPOSES = ['ssn', 'bank_account', 'ach_offset_account'] as const;
export type TSecretPurpose = (typeof SECRET_PURPOSES)[number];

export type TDataCipher = {
  encrypt: (plain: string, purpose: TSecretPurpose) => string;
  decrypt: (stored: string, purpose: TSecretPurpose) => string;
};

const VERSION = 'v1';
const KEY_FILE = path.join('keys', 'data-encryption.key');

/** A cipher over a 32-byte key. */
export function dataCipher(key: Buffer): TDataCipher {
  if (key.length !== 32) throw new Error('The data encryption key must be 32 bytes');
  return {
    encrypt(plain, purpose) {
      const iv = crypto.randomBytes(12);
      const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(purpose, 'utf8'));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return [VERSION, iv.toString('base64url'), tag.toString('base64url'), body.toString('base64url')].join(
        ':',
      );
    },
    decrypt(stored, purpose) {
      const [version, iv, tag, body] = stored.split(':');
      if (version !== VERSION || !iv || !tag || body === undefined) {
        throw new Error('Not an encrypted value of this product');
      }
      const decipher = crypto.createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(purpose, 'utf8'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      try {
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
          'utf8',
        );
      } catch {
        // A wrong key (DATA_ENCRYPTION_KEY changed) or a tampered value: never a partial plaintext.
        throw new Error('The value cannot be decrypted with this DATA_ENCRYPTION_KEY');
      }
    },
  };
}

type KeyConfig = Pick<TConfig, 'env' | 'isProduction' | 'dataDir' | 'dataEncryptionKey'>;

/**
 * The data encryption key: DATA_ENCRYPTION_KEY when set. Production refuses to run without it (a key
 * lost with a server's disk makes every SSN unreadable). Under NODE_ENV=test one is derived from the
 * data directory (stable, nothing written); in development one is generated once into
 * DATA_DIR/keys/data-encryption.key, so `npm start` runs on a fresh machine.
 */
export function resolveDataEncryptionKey(config: KeyConfig): Buffer {
  if (config.dataEncryptionKey) return config.dataEncryptionKey;
  // Tests (and test apps that play production) never write a key file.
  if (config.env === 'test') {
    return crypto.createHash('sha256').update(`groundwork test data key:${config.dataDir}`).digest();
  }
  if (config.isProduction) {
    throw new Error(
      'DATA_ENCRYPTION_KEY is required in production: 32 random bytes in base64 (openssl rand -base64 32)',
    );
  }
  const file = path.join(config.dataDir, KEY_FILE);
  if (fs.existsSync(file)) {
    const key = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64');
    if (key.length !== 32) throw new Error(`${file} does not hold a 32-byte base64 key`);
    return key;
  }
  const key = crypto.randomBytes(32);
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  fs.writeFileSync(file, key.toString('base64'), { mode: 0o600 });
  return key;
}

const ciphers = new WeakMap<object, TDataCipher>();

/** The installation's cipher (one per configuration object, the key resolved once). */
export function dataCipherFor(config: KeyConfig): TDataCipher {
  let cipher = ciphers.get(config);
  if (!cipher) {
    cipher = dataCipher(resolveDataEncryptionKey(config));
    ciphers.set(config, cipher);
  }
  return cipher;
}
