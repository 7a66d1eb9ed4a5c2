import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_FUNCTIONS } from '../src/functions/functions.routes.ts';
import { call, createCompany, type Member } from './helpers/org-users.ts';
import { createTestApp, json, type TestApp } from './helpers/test-app.ts';

/**
 * A person whose password an administrator set (password_changed = false) may only read /me and
 * change the password, on the server too: the browser's redirect to /change-password is no defence
 * against someone holding the temporary password and a token.
 */
let t: TestApp;
let admin: Member;
type Operation = { method: string; path: string; beforePasswordChange: boolean };
let operations: Operation[] = [];

beforeAll(async () => {
  t = await createTestApp();
  admin = await createCompany(t, 'admin@forced.co', 'Forced Builders');
  const doc = (await json(await t.request('/api/openapi.json'))) as {
    paths: Record<string, Record<string, { 'x-before-password-change'?: boolean }>>;
  };
  operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({
      method,
      path,
      beforePasswordChange: op['x-before-password-change'] === true,
    })),
  );
});
afterAll(() => t.close());

const concrete = (path: string) => path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');

/** An employee added by the admin, signed in with the temporary password from the dialog. */
async function invitedEmployee(email: string) {
  const added = await call(t, admin.token, 'POST', '/api/v1/employees', {
    first_name: 'Temp',
    last_name: 'Worker',
    email,
    role: 'company_admin',
  });
  if (added.status !== 201) throw new Error(`add employee: ${JSON.stringify(added.body)}`);
  const temporary: string = added.body.temporary_password;
  const session = await t.signIn(email, temporary);
  return { token: session.access_token, temporary };
}

describe('a session whose password must still be changed', () => {
  it('only GET /me and POST /me/password are open to it, as the OpenAPI document declares', () => {
    expect(
      operations
        .filter((o) => o.beforePasswordChange)
        .map((o) => `${o.method} ${o.path}`)
        .sort(),
    ).toEqual(['get /api/v1/me', 'post /api/v1/me/password']);
  });

  it('gets 403 password_change_required from every other /api/v1 route, before its body is read', async () => {
    const { token } = await invitedEmployee('temp-api@forced.co');
    for (const op of operations.filter((o) => !o.beforePasswordChange)) {
      const res = await t.request(concrete(op.path), {
        method: op.method.toUpperCase(),
        token,
        json: ['post', 'put', 'patch'].includes(op.method) ? {} : undefined,
      });
      expect(res.status, `${op.method} ${op.path}`).toBe(403);
      expect((await json(res)).error, `${op.method} ${op.path}`).toEqual({
        code: 'password_change_required',
        message: expect.stringContaining('You must change your password'),
      });
    }
    const me = await call(t, token, 'GET', '/api/v1/me');
    expect(me.status).toBe(200);
    expect(me.body.profile.password_changed).toBe(false);
  });

  it('gets 403 password_change_required from every server function and from the file store', async () => {
    const { token } = await invitedEmployee('temp-fn@forced.co');
    for (const fn of SERVER_FUNCTIONS) {
      const res = await call(t, token, 'POST', `/functions/v1/${fn.name}`, {});
      expect(res.status, fn.name).toBe(403);
      expect(res.body.error.code, fn.name).toBe('password_change_required');
    }
    const upload = await t.request(`/storage/v1/object/company-logos/${admin.organizationId}/x.svg`, {
      method: 'POST',
      token,
      body: '<svg xmlns="http://www.w3.org/2000/svg"/>',
      headers: { 'content-type': 'image/svg+xml' },
    });
    expect(upload.status).toBe(403);
    expect((await json(upload)).error).toBe('password_change_required');
  });

  it('may do everything its roles allow once the password is changed, in the same session', async () => {
    const { token, temporary } = await invitedEmployee('temp-then-free@forced.co');
    expect((await call(t, token, 'GET', '/api/v1/customers')).status).toBe(403);
    const changed = await call(t, token, 'POST', '/api/v1/me/password', {
      currentPassword: temporary,
      newPassword: 'my-own-password-7',
    });
    expect(changed).toEqual({ status: 200, body: { success: true } });
    expect((await call(t, token, 'GET', '/api/v1/customers')).status).toBe(200);
    const made = await call(t, token, 'POST', '/api/v1/customers', {
      customer_number: 'C-FRC1',
      name: 'Now Allowed',
    });
    expect(made.status).toBe(201);
  });

  it('does not concern people who chose their own password', async () => {
    expect((await call(t, admin.token, 'GET', '/api/v1/customers')).status).toBe(200);
  });
});
