import crypto from 'node:crypto';

export function randomToken(bytes = 32): string {
  return crypto.randomBytes(bytes).toString('base64url');
}

/** Tokens are stored as SHA-256 digests: a copy of the database does not hand out sessions. */
export function digest(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}
