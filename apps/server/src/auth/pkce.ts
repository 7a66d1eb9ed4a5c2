import crypto from 'node:crypto';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { flowState } from '../db/schema/index.ts';
import { AuthError } from './auth-errors.ts';
import { str } from './auth-input.ts';
import { digest, randomToken } from './tokens.ts';

/** How long an e-mailed PKCE flow waits for its link, and how long an issued auth code lives. */
const FLOW_TTL_MS = 3600_000;
const CODE_TTL_MS = 300_000;

export type PkceChallenge = { challenge: string; method: 's256' | 'plain' };

/** The code challenge a PKCE client sent with its request (sign-up, recover, otp, resend), if any. */
export function pkceFrom(body: Record<string, unknown>): PkceChallenge | null {
  const challenge = str(body.code_challenge);
  if (!challenge) return null;
  const method = (str(body.code_challenge_method) ?? 'plain').toLowerCase();
  if (method !== 's256' && method !== 'plain') {
    throw new AuthError(400, 'validation_failed', 'code_challenge_method must be s256 or plain');
  }
  if (challenge.length < 43 || challenge.length > 128) {
    throw new AuthError(400, 'validation_failed', 'code_challenge must be 43 to 128 characters');
  }
  return { challenge, method };
}

/** Remembers the challenge of a flow until its e-mailed link is followed. */
export async function startFlow(tx: Db, userId: string, pkce: PkceChallenge, authenticationMethod: string) {
  await tx.insert(flowState).values({
    userId,
    // Placeholder until the link is followed and a real code is issued.
    authCodeHash: digest(randomToken()),
    codeChallenge: pkce.challenge,
    codeChallengeMethod: pkce.method,
    authenticationMethod,
  });
}

/**
 * When the link of a PKCE flow is followed: issues the single-use auth code the client exchanges
 * (with its verifier) for a session. Null when the request was not a PKCE flow.
 */
export async function issueAuthCode(
  tx: Db,
  userId: string,
  authenticationMethod: string,
): Promise<string | null> {
  const [flow] = await tx
    .select()
    .from(flowState)
    .where(
      and(
        eq(flowState.userId, userId),
        eq(flowState.authenticationMethod, authenticationMethod),
        isNull(flowState.usedAt),
        gt(flowState.createdAt, new Date(Date.now() - FLOW_TTL_MS)),
      ),
    )
    .orderBy(desc(flowState.createdAt))
    .limit(1)
    .for('update');
  if (!flow) return null;
  const code = crypto.randomUUID();
  await tx
    .update(flowState)
    .set({ authCodeHash: digest(code), createdAt: new Date() })
    .where(eq(flowState.id, flow.id));
  return code;
}

/** `grant_type=pkce`: the auth code and the verifier whose challenge was sent at the start. */
export async function exchangeAuthCode(
  tx: Db,
  authCode: string,
  verifier: string,
): Promise<{ userId: string; authenticationMethod: string }> {
  const [flow] = await tx
    .select()
    .from(flowState)
    .where(eq(flowState.authCodeHash, digest(authCode)))
    .for('update');
  if (!flow?.userId || flow.usedAt) {
    throw new AuthError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
  }
  if (Date.now() - flow.createdAt.getTime() > CODE_TTL_MS) {
    throw new AuthError(404, 'flow_state_expired', 'Flow state has expired');
  }
  const computed =
    flow.codeChallengeMethod === 's256'
      ? crypto.createHash('sha256').update(verifier).digest('base64url')
      : verifier;
  const a = Buffer.from(computed);
  const b = Buffer.from(flow.codeChallenge);
  if (a.length !== b.length || !crypto.timingSafeEqual(a, b)) {
    throw new AuthError(
      403,
      'bad_code_verifier',
      'code challenge does not match previously saved code verifier',
    );
  }
  await tx.update(flowState).set({ usedAt: new Date() }).where(eq(flowState.id, flow.id));
  return { userId: flow.userId, authenticationMethod: flow.authenticationMethod };
}
