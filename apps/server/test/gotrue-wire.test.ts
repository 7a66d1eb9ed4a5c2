import { AuthClient } from '@supabase/auth-js';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { authClient } from './helpers/auth-client.ts';
import { createTestApp, json, SITE, type TestApp } from './helpers/test-app.ts';

// What an integrator's @supabase/auth-js sees, compared with GoTrue's own source (supabase/auth):
// models/user.go (user JSON), api/mail.go validateEmail (badoux/checkmail), api/signup.go,
// api/admin.go, api/pagination.go, api/api.go (router) and api/middleware.go (features that are off).

let t: TestApp;
let admin: InstanceType<typeof AuthClient>['admin'];

function adminClient(app: TestApp) {
  const key = app.deps.apiKeys.serviceRoleKey;
  return new AuthClient({
    url: `${SITE}/auth/v1`,
    headers: { apikey: key, Authorization: `Bearer ${key}` },
    persistSession: false,
    autoRefreshToken: false,
    experimental: { passkey: true },
    fetch: async (input, init) => app.app.request(input instanceof Request ? input : String(input), init),
  }).admin;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = adminClient(t);
});
afterAll(async () => {
  await t.close();
});

const BAD_FORMAT = {
  status: 400,
  code: 'validation_failed',
  message: 'Unable to validate email address: invalid format',
};

describe('user JSON', () => {
  it('user_metadata is what sign-up data set (and GoTrue’s email_verified once confirmed); identity fields stay in identity_data', async () => {
    const { auth } = authClient(t);
    const { data, error } = await auth.signUp({
      email: 'meta@example.com',
      password: 'meta-password-1',
      options: { data: { full_name: 'Meta Person', locale: 'en' } },
    });
    expect(error).toBeNull();
    const user = data.user;
    // Autoconfirm: GoTrue's User.Confirm writes email_verified: true into user_metadata.
    expect(user?.user_metadata).toEqual({ full_name: 'Meta Person', locale: 'en', email_verified: true });
    expect(user?.identities?.[0]?.identity_data).toEqual({
      email: 'meta@example.com',
      email_verified: true,
      phone_verified: false,
      sub: user?.id,
    });
    // The access token carries the same user_metadata, as GoTrue's claims do.
    const claims = decodeJwt(data.session?.access_token ?? '');
    expect(claims.user_metadata).toEqual(user?.user_metadata);
  });

  it('admin user_metadata is kept as given; a null value removes its key (GoTrue’s UpdateUserMetaData)', async () => {
    const { data, error } = await admin.createUser({
      email: 'meta-admin@example.com',
      password: 'meta-password-2',
      user_metadata: { title: 'PM', team: 'north' },
    });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toEqual({ title: 'PM', team: 'north' });
    expect(data.user?.identities?.[0]?.identity_data).toMatchObject({
      email_verified: false,
      sub: data.user?.id,
    });
    const id = data.user?.id ?? '';
    const updated = await admin.updateUserById(id, { user_metadata: { title: null, floor: 3 } });
    expect(updated.data.user?.user_metadata).toEqual({ team: 'north', floor: 3 });
  });
});

describe('e-mail validation (GoTrue’s validateEmail)', () => {
  const bad = 'xx:;x@x.x';

  it('sign-up refuses a malformed address with 400 "invalid format"', async () => {
    const { auth } = authClient(t);
    const { error } = await auth.signUp({ email: bad, password: 'valid-password-1' });
    expect(error).toMatchObject(BAD_FORMAT);
  });

  it('sign-up checks the password before the address, as GoTrue’s Signup does (validateSignupParams first)', async () => {
    const { auth } = authClient(t);
    const weak = await auth.signUp({ email: bad, password: 'short' });
    expect(weak.error).toMatchObject({ status: 422, code: 'weak_password' });
    const res = await t.request('/auth/v1/signup', { method: 'POST', json: { email: 'np@example.com' } });
    expect(await json(res)).toEqual({
      code: 400,
      error_code: 'validation_failed',
      msg: 'Signup requires a valid password',
    });
  });

  it('admin create, invite and generate_link check the address first, before any password', async () => {
    const created = await admin.createUser({ email: bad, password: 'short' });
    expect(created.error).toMatchObject(BAD_FORMAT);
    const invited = await admin.inviteUserByEmail(bad);
    expect(invited.error).toMatchObject(BAD_FORMAT);
    const signupLink = await admin.generateLink({ type: 'signup', email: bad, password: 'short' });
    expect(signupLink.error).toMatchObject(BAD_FORMAT);
    const unknownType = await t.request('/auth/v1/admin/generate_link', {
      method: 'POST',
      token: t.deps.apiKeys.serviceRoleKey,
      json: { type: 'teleport', email: bad },
    });
    expect((await json(unknownType)).msg).toBe(BAD_FORMAT.message);
    await t.signUp('change-me@example.com');
    const change = await admin.generateLink({
      type: 'email_change_new',
      email: 'change-me@example.com',
      newEmail: bad,
    });
    expect(change.error).toMatchObject(BAD_FORMAT);
  });

  it('answers GoTrue’s messages for a missing or too long address, and accepts what checkmail accepts', async () => {
    const noEmail = await admin.createUser({ password: 'valid-password-1' });
    expect(noEmail.error).toMatchObject({
      status: 400,
      message: 'Cannot create a user without either an email or phone',
    });
    const link = await t.request('/auth/v1/admin/generate_link', {
      method: 'POST',
      token: t.deps.apiKeys.serviceRoleKey,
      json: { type: 'magiclink' },
    });
    expect(await json(link)).toMatchObject({ code: 400, msg: 'An email address is required' });
    const long = await admin.createUser({ email: `${'a'.repeat(250)}@x.com` });
    expect(long.error).toMatchObject({ status: 400, message: 'An email address is too long' });
    for (const ok of ['First.Last+tag@Example.COM', "o'hara@example.com", 'ops@localhost']) {
      const { data, error } = await admin.createUser({ email: ok });
      expect(error, ok).toBeNull();
      expect(data.user?.email).toBe(ok.toLowerCase());
    }
  });

  it('admin create of a taken address answers email_exists, as GoTrue', async () => {
    await admin.createUser({ email: 'taken@example.com' });
    const { error } = await admin.createUser({ email: 'Taken@example.com' });
    expect(error).toMatchObject({
      status: 422,
      code: 'email_exists',
      message: 'A user with this email address has already been registered',
    });
  });
});

describe('GET /admin/users paging', () => {
  let app: TestApp;
  let paging: ReturnType<typeof adminClient>;
  const created: string[] = [];
  beforeAll(async () => {
    app = await createTestApp();
    paging = adminClient(app);
    for (const n of [1, 2, 3, 4, 5]) {
      const { data } = await paging.createUser({ email: `page${n}@example.com` });
      created.push(data.user?.id ?? '');
    }
  });
  afterAll(async () => {
    await app.close();
  });

  it('listUsers reads next, last and total from the Link and X-Total-Count headers; newest first', async () => {
    const first = await paging.listUsers({ page: 1, perPage: 2 });
    expect(first.error).toBeNull();
    expect(first.data).toMatchObject({ total: 5, nextPage: 2, lastPage: 3 });
    expect(first.data.users.map((u) => u.id)).toEqual([created[4], created[3]]);
    const last = await paging.listUsers({ page: 3, perPage: 2 });
    expect(last.data.users.map((u) => u.id)).toEqual([created[0]]);
    expect(last.data).toMatchObject({ total: 5, lastPage: 3, nextPage: null });
  });

  it('answers the headers as GoTrue writes them', async () => {
    const res = await app.request('/auth/v1/admin/users?per_page=2&page=2', {
      token: app.deps.apiKeys.serviceRoleKey,
    });
    expect(res.headers.get('x-total-count')).toBe('5');
    expect(res.headers.get('link')).toBe(
      '</auth/v1/admin/users?page=3&per_page=2>; rel="next", </auth/v1/admin/users?page=3&per_page=2>; rel="last"',
    );
  });

  it.each([
    ['page=abc', 'Bad Pagination Parameters: strconv.ParseUint: parsing "abc": invalid syntax'],
    ['page=-1', 'Bad Pagination Parameters: strconv.ParseUint: parsing "-1": invalid syntax'],
    ['per_page=0', 'Bad Pagination Parameters: per_page must be greater than 0'],
    ['per_page=1.5', 'Bad Pagination Parameters: strconv.ParseUint: parsing "1.5": invalid syntax'],
  ])('refuses %s with 400 validation_failed', async (query, msg) => {
    const res = await app.request(`/auth/v1/admin/users?${query}`, {
      token: app.deps.apiKeys.serviceRoleKey,
    });
    expect(res.status).toBe(400);
    expect(await json(res)).toEqual({ code: 400, error_code: 'validation_failed', msg });
  });

  it('the admin client gets the refusal as an error', async () => {
    const { error } = await paging.listUsers({ page: -1 });
    expect(error).toMatchObject({ status: 400, code: 'validation_failed' });
  });
});

describe('generate_link and invitations', () => {
  it('email_change_new answers the user with new_email and email_change_sent_at; confirming clears them', async () => {
    const s = await t.signUp('moving@example.com');
    const { data, error } = await admin.generateLink({
      type: 'email_change_new',
      email: 'moving@example.com',
      newEmail: 'moved@example.com',
    });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email: 'moving@example.com', new_email: 'moved@example.com' });
    expect(Date.parse(data.user?.email_change_sent_at ?? '')).toBeGreaterThan(Date.now() - 60_000);
    const pending = await admin.getUserById(s.user.id);
    expect(pending.data.user?.new_email).toBe('moved@example.com');
    const done = await t.app.request(data.properties?.action_link ?? '');
    expect(done.status).toBe(303);
    const after = await admin.getUserById(s.user.id);
    expect(after.data.user?.email).toBe('moved@example.com');
    expect(after.data.user).not.toHaveProperty('new_email');
  });

  it('email_change_current answers new_email too', async () => {
    await t.signUp('current@example.com');
    const { data } = await admin.generateLink({
      type: 'email_change_current',
      email: 'current@example.com',
      newEmail: 'current-new@example.com',
    });
    expect(data.user?.new_email).toBe('current-new@example.com');
  });

  it('invited users carry invited_at, by generate_link and by invite, and in the list', async () => {
    const linked = await admin.generateLink({ type: 'invite', email: 'inv-link@example.com' });
    expect(Date.parse(linked.data.user?.invited_at ?? '')).toBeGreaterThan(Date.now() - 60_000);
    const invited = await admin.inviteUserByEmail('inv-mail@example.com');
    expect(invited.error).toBeNull();
    expect(invited.data.user?.invited_at).toBeTruthy();
    const signedUp = await t.signUp('not-invited@example.com');
    expect(signedUp.user).not.toHaveProperty('invited_at');
    const listed = await admin.listUsers({ perPage: 1000 });
    const byEmail = new Map(listed.data.users.map((u) => [u.email, u]));
    expect(byEmail.get('inv-mail@example.com')?.invited_at).toBe(invited.data.user?.invited_at);
  });
});

describe('features that are off answer as GoTrue does', () => {
  it('passkeys: 404 passkey_disabled, before any sign-in; the admin list is empty', async () => {
    const key = t.deps.apiKeys.anonKey;
    const auth = new AuthClient({
      url: `${SITE}/auth/v1`,
      headers: { apikey: key, Authorization: `Bearer ${key}` },
      persistSession: false,
      autoRefreshToken: false,
      experimental: { passkey: true },
      fetch: async (input, init) => t.app.request(input instanceof Request ? input : String(input), init),
    });
    await auth.signUp({ email: 'passkey@example.com', password: 'passkey-password-1' });
    const listed = await auth.passkey.list();
    expect(listed.error).toMatchObject({ status: 404, code: 'passkey_disabled' });
    for (const path of ['/passkeys/authentication/options', '/passkeys/registration/options']) {
      const res = await t.request(`/auth/v1${path}`, { method: 'POST', json: {} });
      expect(await json(res), path).toEqual({
        code: 404,
        error_code: 'passkey_disabled',
        msg: 'Passkeys are disabled',
      });
    }
    const user = (await auth.getUser()).data.user;
    const adminList = await admin.passkey.listPasskeys({ userId: user?.id ?? '' });
    expect(adminList.error).toBeNull();
    expect(adminList.data).toEqual([]);
    const gone = await admin.passkey.deletePasskey({
      userId: user?.id ?? '',
      passkeyId: '00000000-0000-4000-8000-000000000000',
    });
    expect(gone.error).toMatchObject({ status: 404, message: 'Passkey not found' });
  });

  it('the OAuth server: 404 feature_disabled for its admin API, its public endpoints and a user’s grants', async () => {
    const clients = await admin.oauth.listClients();
    expect(clients.error).toMatchObject({
      status: 404,
      code: 'feature_disabled',
      message: 'OAuth server is disabled',
    });
    const made = await admin.oauth.createClient({
      client_name: 'x',
      redirect_uris: ['https://x.example/cb'],
    });
    expect(made.error).toMatchObject({ status: 404, code: 'feature_disabled' });
    const providers = await admin.customProviders.listProviders();
    expect(providers.error).toMatchObject({ status: 404, code: 'feature_disabled' });
    const register = await t.request('/auth/v1/oauth/clients/register', { method: 'POST', json: {} });
    expect((await json(register)).error_code).toBe('feature_disabled');
    const { auth } = authClient(t);
    await auth.signUp({ email: 'grants@example.com', password: 'grants-password-1' });
    const grants = await auth.oauth.listGrants();
    expect(grants.error).toMatchObject({ status: 404, code: 'feature_disabled' });
  });

  it('SSO: 404 saml_provider_disabled', async () => {
    const { auth } = authClient(t);
    const { error } = await auth.signInWithSSO({ domain: 'example.com' });
    expect(error).toMatchObject({
      status: 404,
      code: 'saml_provider_disabled',
      message: 'SAML 2.0 is disabled',
    });
    const metadata = await t.request('/auth/v1/sso/saml/metadata');
    expect(metadata.status).toBe(404);
  });

  it('manual linking: 401 without a session, then 404 manual_linking_disabled', async () => {
    expect((await t.request('/auth/v1/user/identities/authorize?provider=github')).status).toBe(401);
    const { auth } = authClient(t);
    await auth.signUp({ email: 'linking@example.com', password: 'linking-password-1' });
    const { error } = await auth.linkIdentity({ provider: 'github', options: { skipBrowserRedirect: true } });
    expect(error).toMatchObject({
      status: 404,
      code: 'manual_linking_disabled',
      message: 'Manual linking is disabled',
    });
  });
});

describe('configuration: password length and the sign-up limit', () => {
  it('reads AUTH_PASSWORD_MIN_LENGTH (default 8, at least 6) and AUTH_RATE_LIMIT_SIGN_UPS (default 30)', () => {
    expect(loadConfig({})).toMatchObject({ passwordMinLength: 8, signUpsPerIp: 30, rateLimits: true });
    expect(loadConfig({ AUTH_PASSWORD_MIN_LENGTH: '12', AUTH_RATE_LIMIT_SIGN_UPS: '5' })).toMatchObject({
      passwordMinLength: 12,
      signUpsPerIp: 5,
    });
    expect(() => loadConfig({ AUTH_PASSWORD_MIN_LENGTH: '5' })).toThrow(/AUTH_PASSWORD_MIN_LENGTH/);
    expect(() => loadConfig({ AUTH_RATE_LIMIT_SIGN_UPS: '0' })).toThrow(/AUTH_RATE_LIMIT_SIGN_UPS/);
  });

  it('a longer minimum is enforced on sign-up, admin create and password change; a lower sign-up limit per IP', async () => {
    const strict = await createTestApp({ passwordMinLength: 12, signUpsPerIp: 2 });
    try {
      const signUp = (email: string, password: string) =>
        strict.request('/auth/v1/signup', { method: 'POST', ip: '198.51.100.7', json: { email, password } });
      const short = await signUp('strict1@example.com', 'tz8#qLp2-xy');
      expect(await json(short)).toMatchObject({
        code: 422,
        error_code: 'weak_password',
        msg: 'Password should be at least 12 characters.',
      });
      expect((await signUp('strict2@example.com', 'tz8#qLp2-xyz')).status).toBe(200);
      const third = await signUp('strict3@example.com', 'tz8#qLp2-xyz');
      expect(third.status).toBe(429);
      expect((await json(third)).error_code).toBe('over_request_rate_limit');
      // Another address may still sign up.
      const other = await strict.request('/auth/v1/signup', {
        method: 'POST',
        ip: '198.51.100.8',
        json: { email: 'strict4@example.com', password: 'tz8#qLp2-xyz' },
      });
      expect(other.status).toBe(200);
      const strictAdmin = adminClient(strict);
      const created = await strictAdmin.createUser({ email: 'strict5@example.com', password: 'tz8#qLp2-xy' });
      expect(created.error).toMatchObject({ status: 422, code: 'weak_password' });
    } finally {
      await strict.close();
    }
  });
});
