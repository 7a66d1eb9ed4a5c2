import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeTokens, users } from '../src/db/schema/index.ts';
import { mfaHttp } from './helpers/mfa.ts';
import { createTestApp, json, type TestApp } from './helpers/test-app.ts';

// Issue 12, item 2: a password alone (or a mailed link) gives an aal1 session; with a verified second
// factor, that session must not change the password or the e-mail — GoTrue's answer, exactly.

const INSUFFICIENT_AAL = {
  code: 401,
  error_code: 'insufficient_aal',
  msg: 'AAL2 session is required to update email or password when MFA is enabled.',
};

let t: TestApp;
let m: ReturnType<typeof mfaHttp>;
beforeAll(async () => {
  t = await createTestApp();
  m = mfaHttp(t);
});
afterAll(() => t.close());

const putUser = (token: string, body: Record<string, unknown>) =>
  t.request('/auth/v1/user', { method: 'PUT', token, json: body });

async function passwordHash(userId: string) {
  const [row] = await t.db.select().from(users).where(eq(users.id, userId));
  return row?.encryptedPassword;
}

describe('PUT /auth/v1/user with a verified factor', () => {
  it('refuses a new password from an aal1 (password-only) session and keeps the old one', async () => {
    const { aal1 } = await m.mfaUser('aal-password@example.com');
    const thief = await t.signIn('aal-password@example.com');
    const before = await passwordHash(aal1.user.id);
    const res = await putUser(thief.access_token, { password: 'Thief-chose-this-1' });
    expect(res.status).toBe(401);
    expect(await json(res)).toEqual(INSUFFICIENT_AAL);
    expect(await passwordHash(aal1.user.id)).toBe(before);
    await t.signIn('aal-password@example.com');
  });

  it('refuses a new e-mail from an aal1 session: no change requested, no link issued', async () => {
    const { aal1 } = await m.mfaUser('aal-email@example.com');
    const thief = await t.signIn('aal-email@example.com');
    const res = await putUser(thief.access_token, { email: 'thief@example.com' });
    expect(res.status).toBe(401);
    expect(await json(res)).toEqual(INSUFFICIENT_AAL);
    const links = await t.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.userId, aal1.user.id));
    expect(links.filter((l) => l.tokenType === 'email_change')).toEqual([]);
  });

  it('refuses a recovery link session too (the mailbox is one factor, not two)', async () => {
    const { aal1 } = await m.mfaUser('aal-recovery@example.com');
    const link = await json(
      await t.request('/auth/v1/admin/generate_link', {
        method: 'POST',
        token: t.deps.apiKeys.serviceRoleKey,
        json: { type: 'recovery', email: 'aal-recovery@example.com' },
      }),
    );
    const recovered = await json(
      await t.request('/auth/v1/verify', {
        method: 'POST',
        json: { type: 'recovery', token_hash: link.hashed_token },
      }),
    );
    const before = await passwordHash(aal1.user.id);
    const res = await putUser(recovered.access_token, { password: 'Recovered-by-mail-1' });
    expect(res.status).toBe(401);
    expect(await json(res)).toEqual(INSUFFICIENT_AAL);
    expect(await passwordHash(aal1.user.id)).toBe(before);
  });

  it('lets the aal2 session change the password, and aal1 change what is not a credential', async () => {
    const { aal2 } = await m.mfaUser('aal-ok@example.com');
    expect((await putUser(aal2.access_token, { password: 'Owner-chose-this-1' })).status).toBe(200);
    await t.signIn('aal-ok@example.com', 'Owner-chose-this-1');
    const aal1 = await t.signIn('aal-ok@example.com', 'Owner-chose-this-1');
    const res = await putUser(aal1.access_token, { data: { theme: 'dark' } });
    expect(res.status).toBe(200);
    // The same e-mail is not a change.
    expect((await putUser(aal1.access_token, { email: 'aal-ok@example.com' })).status).toBe(200);
  });

  it('a person without a second factor changes the password from aal1 as before', async () => {
    const s = await t.signUp('aal-none@example.com');
    expect((await putUser(s.access_token, { password: 'Plain-new-pass-1' })).status).toBe(200);
  });
});
