import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { dataCipher, dataCipherFor, resolveDataEncryptionKey } from '../src/lib/crypto.ts';

// Secrets at rest (issue 21): AES-256-GCM with the purpose bound in, and where the key comes from.

const key = crypto.randomBytes(32);

describe('the data cipher', () => {
  it('round-trips, with a fresh IV each time (the same number never looks the same twice)', () => {
    const c = dataCipher(key);
    const a = c.encrypt('123456789', 'ssn');
    const b = c.encrypt('123456789', 'ssn');
    expect(a).not.toBe(b);
    expect(a).toMatch(/^v1:[\w-]{16}:[\w-]{22}:[\w-]+$/);
    expect(a).not.toContain('123456789');
    expect(c.decrypt(a, 'ssn')).toBe('123456789');
    expect(c.decrypt(b, 'ssn')).toBe('123456789');
  });

  it('refuses another purpose, a tampered value and another key', () => {
    const c = dataCipher(key);
    const stored = c.encrypt('000123456789', 'bank_account');
    expect(() => c.decrypt(stored, 'ssn')).toThrow(
      'The value cannot be decrypted with this DATA_ENCRYPTION_KEY',
    );
    const [v, iv, tag, body] = stored.split(':');
    const flipped = `${v}:${iv}:${tag}:${body?.startsWith('A') ? `B${body.slice(1)}` : `A${body?.slice(1)}`}`;
    expect(() => c.decrypt(flipped, 'bank_account')).toThrow('cannot be decrypted');
    expect(() => dataCipher(crypto.randomBytes(32)).decrypt(stored, 'bank_account')).toThrow(
      'cannot be decrypted',
    );
    expect(() => c.decrypt('123456789', 'ssn')).toThrow('Not an encrypted value of this product');
    expect(() => dataCipher(Buffer.alloc(16))).toThrow('32 bytes');
  });
});

describe('the key', () => {
  const base64 = key.toString('base64');

  it('comes from DATA_ENCRYPTION_KEY, which must be 32 bytes of base64', () => {
    expect(loadConfig({ DATA_ENCRYPTION_KEY: base64 }).dataEncryptionKey?.equals(key)).toBe(true);
    for (const bad of ['short', crypto.randomBytes(16).toString('base64'), `${base64}!`])
      expect(() => loadConfig({ DATA_ENCRYPTION_KEY: bad })).toThrow(
        'Invalid configuration: DATA_ENCRYPTION_KEY must be 32 bytes in base64 (openssl rand -base64 32)',
      );
    expect(
      resolveDataEncryptionKey(loadConfig({ NODE_ENV: 'production', DATA_ENCRYPTION_KEY: base64 })).equals(
        key,
      ),
    ).toBe(true);
  });

  it('is required in production', () => {
    expect(() => resolveDataEncryptionKey(loadConfig({ NODE_ENV: 'production' }))).toThrow(
      'DATA_ENCRYPTION_KEY is required in production',
    );
    expect(() => dataCipherFor(loadConfig({ NODE_ENV: 'production' }))).toThrow(
      'DATA_ENCRYPTION_KEY is required',
    );
  });

  it('in development is generated once into DATA_DIR/keys and read back after a restart', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gw-key-'));
    try {
      const first = resolveDataEncryptionKey(loadConfig({ NODE_ENV: 'development', DATA_DIR: dir }));
      const file = path.join(dir, 'keys', 'data-encryption.key');
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      const second = resolveDataEncryptionKey(loadConfig({ NODE_ENV: 'development', DATA_DIR: dir }));
      expect(second.equals(first)).toBe(true);
      const stored = dataCipher(first).encrypt('123456789', 'ssn');
      expect(dataCipher(second).decrypt(stored, 'ssn')).toBe('123456789');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('under test is derived from the data directory, writing nothing', () => {
    const dir = path.join(os.tmpdir(), `gw-nokey-${crypto.randomUUID()}`);
    const a = resolveDataEncryptionKey(loadConfig({ NODE_ENV: 'test', DATA_DIR: dir }));
    const b = resolveDataEncryptionKey(loadConfig({ NODE_ENV: 'test', DATA_DIR: dir }));
    expect(a.equals(b)).toBe(true);
    expect(fs.existsSync(dir)).toBe(false);
  });
});
