import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { totpCode } from '../../src/auth/totp.ts';
import { mfaFactors } from '../../src/db/schema/index.ts';
import { json, type Session, type TestApp } from './test-app.ts';

export type Enrolled = { id: string; secret: string; uri: string; qr: string };

/** The code of the time step `steps` away from now (1 = the next 30-second step). */
export const codeAt = (secret: string, steps = 0) => totpCode(secret, Date.now() + steps * 30_000);

/** A 6-digit code that belongs to no step in the verification window. */
export const wrongCode = (secret: string) => codeAt(secret, 10);

export const claimsOf = (token: string) =>
  decodeJwt(token) as { aal: string; amr: { method: string }[]; session_id: string };

/** MFA calls over raw HTTP, as the browser's auth client makes them. */
export function mfaHttp(t: TestApp) {
  const enrolRaw = (token: string, body: Record<string, unknown> = { factor_type: 'totp' }) =>
    t.request('/auth/v1/factors', { method: 'POST', token, json: body });
  const challengeRaw = (token: string, factorId: string) =>
    t.request(`/auth/v1/factors/${factorId}/challenge`, { method: 'POST', token, json: {} });
  const verifyRaw = (token: string, factorId: string, challengeId: string, code: string) =>
    t.request(`/auth/v1/factors/${factorId}/verify`, {
      method: 'POST',
      token,
      json: { challenge_id: challengeId, code },
    });

  async function enrol(token: string, friendlyName?: string): Promise<Enrolled> {
    const res = await enrolRaw(token, { factor_type: 'totp', friendly_name: friendlyName });
    if (res.status !== 200) throw new Error(`enrol ${res.status}: ${await res.text()}`);
    const body = await json(res);
    return { id: body.id, secret: body.totp.secret, uri: body.totp.uri, qr: body.totp.qr_code };
  }

  async function challenge(token: string, factorId: string): Promise<string> {
    const res = await challengeRaw(token, factorId);
    if (res.status !== 200) throw new Error(`challenge ${res.status}: ${await res.text()}`);
    return (await json(res)).id;
  }

  /** Challenge and verify with the code of `steps` away; answers the aal2 session. */
  async function verify(token: string, f: Enrolled, steps = 0): Promise<Session> {
    const res = await verifyRaw(token, f.id, await challenge(token, f.id), codeAt(f.secret, steps));
    if (res.status !== 200) throw new Error(`verify ${res.status}: ${await res.text()}`);
    return (await json(res)) as Session;
  }

  /** A signed-up user with a verified TOTP factor: the aal1 sign-up session and the aal2 session. */
  async function mfaUser(email: string) {
    const aal1 = await t.signUp(email);
    const factor = await enrol(aal1.access_token, 'Phone app');
    const aal2 = await verify(aal1.access_token, factor);
    return { aal1, aal2, factor };
  }

  /** Forgets the accepted time step, so a test may verify again within the same 30 seconds. */
  const forgetStep = (factorId: string) =>
    t.db.update(mfaFactors).set({ lastUsedStep: null }).where(eq(mfaFactors.id, factorId));

  return { enrolRaw, challengeRaw, verifyRaw, enrol, challenge, verify, mfaUser, forgetStep };
}
