import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { type CryptoKey, exportJWK, importJWK, type JWK, type JWTPayload, jwtVerify, SignJWT } from 'jose';
import { digest } from './tokens.ts';

export type SigningKeys = {
  kid: string;
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  publicJwk: JWK;
  issuer: string;
  /** AES-256 key for secrets stored in the database (TOTP seeds), derived from the signing key. */
  dataKey: Buffer;
};

type StoredKey = { kid: string; privateJwk: JWK };

const ALG = 'ES256';

async function generateStoredKey(): Promise<StoredKey> {
  const { privateKey } = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, [
    'sign',
    'verify',
  ]);
  return { kid: crypto.randomUUID(), privateJwk: await exportJWK(privateKey) };
}

function parseConfiguredKey(raw: string): StoredKey {
  const jwk = JSON.parse(raw) as JWK & { kid?: string };
  if (jwk.kty !== 'EC' || jwk.crv !== 'P-256' || !jwk.d) {
    throw new Error('JWT_PRIVATE_KEY must be a P-256 private key in JWK form (kty EC, crv P-256, d)');
  }
  const kid =
    jwk.kid ?? crypto.createHash('sha256').update(`${jwk.x}.${jwk.y}`).digest('base64url').slice(0, 16);
  return { kid, privateJwk: jwk };
}

/**
 * The ES256 signing key: JWT_PRIVATE_KEY when configured (several instances must share one),
 * otherwise generated once into DATA_DIR/keys/jwt-es256.json.
 */
export async function loadSigningKeys(opts: {
  configured?: string;
  dataDir?: string;
  issuer: string;
}): Promise<SigningKeys> {
  let stored: StoredKey;
  if (opts.configured) {
    stored = parseConfiguredKey(opts.configured);
  } else if (opts.dataDir) {
    const file = path.join(opts.dataDir, 'keys', 'jwt-es256.json');
    if (fs.existsSync(file)) {
      stored = JSON.parse(fs.readFileSync(file, 'utf8')) as StoredKey;
    } else {
      stored = await generateStoredKey();
      fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
      fs.writeFileSync(file, JSON.stringify(stored), { mode: 0o600 });
    }
  } else {
    stored = await generateStoredKey();
  }
  const privateKey = (await importJWK({ ...stored.privateJwk, alg: ALG }, ALG)) as CryptoKey;
  const { d: _d, ...pub } = stored.privateJwk;
  const publicJwk: JWK = { ...pub, kid: stored.kid, alg: ALG, use: 'sig', key_ops: ['verify'] };
  const publicKey = (await importJWK({ ...pub, alg: ALG }, ALG)) as CryptoKey;
  // Instances sharing JWT_PRIVATE_KEY derive the same data key; the info string separates its use.
  const dataKey = Buffer.from(
    crypto.hkdfSync(
      'sha256',
      Buffer.from(stored.privateJwk.d ?? '', 'base64url'),
      Buffer.alloc(0),
      'groundwork data encryption v1',
      32,
    ),
  );
  return { kid: stored.kid, privateKey, publicKey, publicJwk, issuer: opts.issuer, dataKey };
}

export async function signJwt(keys: SigningKeys, payload: JWTPayload, ttlSeconds: number): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT(payload)
    .setProtectedHeader({ alg: ALG, kid: keys.kid, typ: 'JWT' })
    .setIssuer(keys.issuer)
    .setIssuedAt(now)
    .setExpirationTime(now + ttlSeconds)
    .sign(keys.privateKey);
}

export type AccessClaims = JWTPayload & {
  sub: string;
  role: string;
  aal: string;
  amr: { method: string; timestamp: number }[];
  session_id: string;
  email: string;
  is_anonymous: boolean;
};

/**
 * Tokens whose signature was verified, by SHA-256 of the token, for their lifetime: a token's claims
 * never change, so only its expiry is checked again. Whether its session and account are still good is
 * not a property of the token — the caller reads that from the database on every request.
 */
const verifiedTokens = new WeakMap<SigningKeys, Map<string, AccessClaims>>();
const MAX_VERIFIED_TOKENS = 10_000;

/** Verifies an access token: ES256 only, our issuer, audience `authenticated`, not expired. */
export async function verifyAccessToken(keys: SigningKeys, token: string): Promise<AccessClaims | null> {
  let verified = verifiedTokens.get(keys);
  if (!verified) {
    verified = new Map();
    verifiedTokens.set(keys, verified);
  }
  const key = digest(token);
  const known = verified.get(key);
  // jose's rule: expired once `exp` is not after the current second.
  if (known && typeof known.exp === 'number' && known.exp > Math.floor(Date.now() / 1000)) return known;
  if (known) verified.delete(key);
  try {
    const { payload } = await jwtVerify(token, keys.publicKey, {
      algorithms: [ALG],
      issuer: keys.issuer,
      audience: 'authenticated',
    });
    if (typeof payload.sub !== 'string' || typeof payload.session_id !== 'string') return null;
    const claims = Object.freeze(payload) as AccessClaims;
    // Oldest first out; expired entries go when met or when pushed out.
    if (verified.size >= MAX_VERIFIED_TOKENS) verified.delete(verified.keys().next().value as string);
    verified.set(key, claims);
    return claims;
  } catch {
    return null;
  }
}

/** Verifies an API key (anon or service_role JWT). */
export async function verifyApiKey(
  keys: SigningKeys,
  token: string,
): Promise<'anon' | 'service_role' | null> {
  try {
    const { payload } = await jwtVerify(token, keys.publicKey, { algorithms: [ALG], issuer: keys.issuer });
    return payload.role === 'anon' || payload.role === 'service_role' ? payload.role : null;
  } catch {
    return null;
  }
}

const TEN_YEARS = 10 * 365 * 24 * 3600;

export async function makeApiKeys(keys: SigningKeys): Promise<{ anonKey: string; serviceRoleKey: string }> {
  return {
    anonKey: await signJwt(keys, { role: 'anon' }, TEN_YEARS),
    serviceRoleKey: await signJwt(keys, { role: 'service_role' }, TEN_YEARS),
  };
}
