import { PERMISSIONS } from '@groundwork/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_FUNCTIONS } from '../src/functions/functions.routes.ts';
import { createTestApp, json, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let operations: { method: string; path: string; permission: string | undefined }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const doc = (await json(await t.request('/api/openapi.json'))) as {
    paths: Record<string, Record<string, { 'x-permission'?: string }>>;
  };
  operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ method, path, permission: op['x-permission'] })),
  );
});
afterAll(() => t.close());

/** Fills `{id}`-style parameters with a well-formed id. */
const concrete = (path: string) => path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');

describe('every /api/v1 route', () => {
  it('is in the OpenAPI document (at least the known ones)', () => {
    expect(operations.length).toBeGreaterThanOrEqual(3);
    expect(operations.every((o) => o.path.startsWith('/api/v1/'))).toBe(true);
  });

  it('declares a permission from the one table', () => {
    for (const op of operations) {
      expect(Object.keys(PERMISSIONS), `${op.method} ${op.path}`).toContain(op.permission);
    }
  });

  it('answers 401 in the error model without a token, and with a bad one', async () => {
    for (const op of operations) {
      for (const token of [undefined, 'not-a-jwt', t.deps.apiKeys.anonKey]) {
        const res = await t.request(concrete(op.path), {
          method: op.method.toUpperCase(),
          token,
          json: ['post', 'put', 'patch'].includes(op.method) ? {} : undefined,
        });
        expect(res.status, `${op.method} ${op.path} token=${token?.slice(0, 6)}`).toBe(401);
        const body = await json(res);
        expect(typeof body.error.code).toBe('string');
        expect(typeof body.error.message).toBe('string');
      }
    }
  });
});

describe('every /functions/v1 function', () => {
  it('declares a permission', () => {
    for (const fn of SERVER_FUNCTIONS) expect(Object.keys(PERMISSIONS)).toContain(fn.permission);
  });

  it('answers 401 without a token, with the anon key and with a bad token', async () => {
    for (const fn of SERVER_FUNCTIONS) {
      for (const token of [undefined, 'not-a-jwt', t.deps.apiKeys.anonKey]) {
        const res = await t.request(`/functions/v1/${fn.name}`, { method: 'POST', token, json: {} });
        expect(res.status, fn.name).toBe(401);
      }
    }
  });

  it('refuses roles without the permission with 403 (organization-scoped functions)', async () => {
    const scoped = SERVER_FUNCTIONS.filter((f) => f.permission !== 'session');
    if (scoped.length === 0) return;
    const s = await t.signUp('norole@example.com');
    for (const fn of scoped) {
      const res = await t.request(`/functions/v1/${fn.name}`, {
        method: 'POST',
        token: s.access_token,
        json: {},
      });
      expect(res.status, fn.name).toBe(403);
    }
  });
});
