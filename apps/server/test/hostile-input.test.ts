import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { rowsOf } from '../src/db/client.ts';
import { SERVER_FUNCTIONS } from '../src/functions/functions.routes.ts';
import { isUnstorableText } from '../src/lib/db-errors.ts';
import { HOSTILE_INPUT_MESSAGES } from '../src/lib/hostile-input.ts';
import { addMember, call, createCompany, type Member } from './helpers/org-users.ts';
import { sampleOf, type TJsonSchema, type TSchemaComponents } from './helpers/schema-samples.ts';
import { createTestApp, json, type TestApp } from './helpers/test-app.ts';

/**
 * Input no person types but anyone can send — NUL, percent-escapes that are not UTF-8, 10 KB where a
 * name goes — must never produce a 5xx. Every /api/v1 route (from the OpenAPI document), every server
 * function (from SERVER_FUNCTIONS) and the main auth endpoints are tried, so a new route is covered
 * the day it is added.
 */
let t: TestApp;
let admin: Member;
let director: Member;
let components: TSchemaComponents = {};

type Parameter = { in: string; name: string };
type Operation = {
  method: string;
  path: string;
  permission: string;
  parameters: Parameter[];
  body: TJsonSchema | null;
};
let operations: Operation[] = [];

const TEN_KB = 'x'.repeat(10 * 1024);
const WITH_NUL = 'a\u0000b';
const BROKEN = '%E0%A4%A';
const SOME_ID = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  t = await createTestApp();
  admin = await createCompany(t, 'admin@hostile.co', 'Hostile Builders');
  director = await addMember(t, t.internalOrgId, 'director@hostile.test', 'director');
  type DocOperation = {
    'x-permission': string;
    parameters?: Parameter[];
    requestBody?: { content?: Record<string, { schema?: TJsonSchema }> };
  };
  const doc = (await json(await t.request('/api/openapi.json'))) as {
    paths: Record<string, Record<string, DocOperation>>;
    components?: { schemas?: TSchemaComponents };
  };
  components = doc.components?.schemas ?? {};
  operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({
      method,
      path,
      permission: op['x-permission'],
      parameters: op.parameters ?? [],
      body: op.requestBody?.content?.['application/json']?.schema ?? null,
    })),
  );
});
afterAll(() => t.close());

const withParams = (path: string, value: string) => path.replace(/\{[^}]+\}/g, value);
const tokenFor = (op: Operation) => (op.permission.startsWith('support:') ? director.token : admin.token);
const hasBody = (method: string) => ['post', 'put', 'patch'].includes(method);
const label = (op: { method: string; path: string }) => `${op.method.toUpperCase()} ${op.path}`;

/** Sends raw (the path and query are not re-encoded) and answers the status and parsed body. */
async function send(method: string, path: string, token: string | undefined, body?: unknown) {
  const res = await t.request(path, {
    method: method.toUpperCase(),
    token,
    json: body,
  });
  const text = await res.text();
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = text;
  }
  return { status: res.status, body: parsed as Record<string, unknown> | null };
}

function expectApiRefusal(res: { status: number; body: unknown }, what: string, message: string) {
  expect(res.status, what).toBe(400);
  expect(res.body, what).toEqual({ error: { code: 'invalid_input', message } });
}

/** No 5xx; a refusal comes in the error model. */
function expectHandled(res: { status: number; body: unknown }, what: string) {
  expect(res.status, what).toBeLessThan(500);
  if (res.status >= 400) {
    const error = (res.body as { error?: { code?: unknown; message?: unknown } } | null)?.error;
    expect(typeof error?.code, what).toBe('string');
    expect(typeof error?.message, what).toBe('string');
  }
}

describe('the specific attacks of issue 12', () => {
  it('?search=%00 answers 400 instead of a database error', async () => {
    const res = await call(t, admin.token, 'GET', '/api/v1/customers?search=%00');
    expectApiRefusal(res, 'search NUL', HOSTILE_INPUT_MESSAGES.query);
  });

  it('"\\u0000" in a JSON body answers 400, and nothing is stored', async () => {
    const res = await call(t, admin.token, 'POST', '/api/v1/customers', {
      customer_number: 'C-NUL1',
      name: 'Nul\u0000Name',
    });
    expectApiRefusal(res, 'body NUL', HOSTILE_INPUT_MESSAGES.body);
    const rows = await t.db.execute(sql`select 1 from customers where customer_number = 'C-NUL1'`);
    expect(rowsOf(rows)).toHaveLength(0);
  });

  it('a path with a broken escape (/api/v1/customers/%E0%A4%A) answers 400', async () => {
    const res = await call(t, admin.token, 'GET', `/api/v1/customers/${BROKEN}`);
    expectApiRefusal(res, 'broken path', HOSTILE_INPUT_MESSAGES.path);
  });

  it('an escaped backslash before u0000 is text, not NUL, and is accepted', async () => {
    const res = await t.request('/api/v1/customers', {
      method: 'POST',
      token: admin.token,
      headers: { 'content-type': 'application/json' },
      body: '{"customer_number":"C-BSL1","name":"Back\\\\u0000slash"}',
    });
    expect(res.status).toBe(201);
    expect((await json(res)).name).toBe('Back\\u0000slash');
  });

  it('the auth service answers in GoTrue’s shape', async () => {
    const res = await t.request('/auth/v1/token?grant_type=password', {
      method: 'POST',
      json: { email: 'nul\u0000@example.com', password: 'whatever-password-1' },
    });
    expect(res.status).toBe(400);
    expect(await json(res)).toEqual({
      code: 400,
      error_code: 'validation_failed',
      msg: HOSTILE_INPUT_MESSAGES.body,
    });
    expect(res.headers.get('x-supabase-api-version')).toBe('2024-01-01');
  });
});

describe('the backstop behind the middleware', () => {
  it('takes PostgreSQL’s refusal of NUL or of too-long text for the caller’s input, a unique violation not', async () => {
    const refusal = await t.db.execute(sql`select ${'a\u0000b'}::text`).catch((e: unknown) => e);
    expect(isUnstorableText(refusal)).toBe(true);
    await t.db.execute(sql`create table gw_backstop (code varchar(2) unique)`);
    const stored = await t.db
      .execute(sql`insert into gw_backstop values (${'abc'})`)
      .catch((e: unknown) => e);
    expect(isUnstorableText(stored)).toBe(true);
    await t.db.execute(sql`insert into gw_backstop values ('ab')`);
    const duplicate = await t.db.execute(sql`insert into gw_backstop values ('ab')`).catch((e: unknown) => e);
    expect(isUnstorableText(duplicate)).toBe(false);
  });
});

describe('every /api/v1 route', () => {
  it('is in the OpenAPI document', () => {
    expect(operations.length).toBeGreaterThan(20);
  });

  it('answers 400 to NUL and broken escapes in the path and the query', async () => {
    for (const op of operations) {
      const token = tokenFor(op);
      const hasParam = op.path.includes('{');
      const base = withParams(op.path, SOME_ID);
      const nulPath = hasParam ? withParams(op.path, '%00') : `${op.path}%00`;
      const brokenPath = hasParam ? withParams(op.path, BROKEN) : `${op.path}${BROKEN}`;
      const body = hasBody(op.method) ? {} : undefined;
      const message = HOSTILE_INPUT_MESSAGES;
      expectApiRefusal(await send(op.method, nulPath, token, body), `${label(op)} NUL path`, message.path);
      expectApiRefusal(
        await send(op.method, brokenPath, token, body),
        `${label(op)} broken path`,
        message.path,
      );
      const queries = [`?search=%00`, `?page=${BROKEN}`, `?${BROKEN}=1`, '?a=b%00c'];
      for (const query of queries) {
        const res = await send(op.method, `${base}${query}`, token, body);
        expectApiRefusal(res, `${label(op)} ${query}`, message.query);
      }
    }
  });

  it('answers 400 to a JSON body with NUL in every string', async () => {
    // Bodies with text in them (a body of switches alone has nowhere to put a NUL).
    const withText = operations.filter((o) => o.body && sampleOf(o.body, components).strings > 0);
    expect(withText.length).toBeGreaterThan(10);
    for (const op of withText) {
      const { value } = sampleOf(op.body as TJsonSchema, components, { replace: WITH_NUL });
      const res = await send(op.method, withParams(op.path, SOME_ID), tokenFor(op), value);
      expectApiRefusal(res, `${label(op)} NUL body`, HOSTILE_INPUT_MESSAGES.body);
    }
  });

  it('never answers 5xx to 10 KB in any string field, query parameter or path parameter', async () => {
    let tried = 0;
    for (const op of operations) {
      const token = tokenFor(op);
      const path = withParams(op.path, SOME_ID);
      // Every query parameter at 10 KB at once, and the path parameters at 10 KB.
      const query = op.parameters
        .filter((p) => p.in === 'query')
        .map((p) => `${p.name}=${TEN_KB}`)
        .join('&');
      const plainBody = op.body ? sampleOf(op.body, components).value : undefined;
      if (query)
        expectHandled(await send(op.method, `${path}?${query}`, token, plainBody), `${label(op)} query`);
      if (op.path.includes('{')) {
        expectHandled(
          await send(op.method, withParams(op.path, TEN_KB), token, plainBody),
          `${label(op)} path`,
        );
      }
      if (!op.body) continue;
      // One string field at a time, the others plausible, so validation does not stop at the first.
      const { strings } = sampleOf(op.body, components);
      for (let only = 0; only < strings; only++) {
        const { value } = sampleOf(op.body, components, { replace: TEN_KB, only });
        expectHandled(await send(op.method, path, token, value), `${label(op)} string #${only}`);
        tried++;
      }
    }
    expect(tried).toBeGreaterThan(20);
  });
});

describe('every /functions/v1 function', () => {
  const bodySchema = (fn: (typeof SERVER_FUNCTIONS)[number]): TJsonSchema =>
    fn.body
      ? (z.toJSONSchema(fn.body, { unrepresentable: 'any', io: 'input' }) as TJsonSchema)
      : { type: 'object', properties: { note: { type: 'string' } } };
  const tokenOf = (fn: (typeof SERVER_FUNCTIONS)[number]) =>
    fn.permission.startsWith('support:') ? director.token : admin.token;

  it('answers 400 to NUL and broken escapes in the path and the query, and to NUL in the body', async () => {
    for (const fn of SERVER_FUNCTIONS) {
      const token = tokenOf(fn);
      const what = (s: string) => `${fn.name} ${s}`;
      const messages = HOSTILE_INPUT_MESSAGES;
      expectApiRefusal(
        await send('post', `/functions/v1/${fn.name}%00`, token, {}),
        what('path'),
        messages.path,
      );
      expectApiRefusal(
        await send('post', `/functions/v1/${fn.name}${BROKEN}`, token, {}),
        what('path'),
        messages.path,
      );
      expectApiRefusal(
        await send('post', `/functions/v1/${fn.name}?x=%00`, token, {}),
        what('query'),
        messages.query,
      );
      expectApiRefusal(
        await send('post', `/functions/v1/${fn.name}?${BROKEN}`, token, {}),
        what('query'),
        messages.query,
      );
      const { value } = sampleOf(bodySchema(fn), {}, { replace: WITH_NUL });
      expectApiRefusal(
        await send('post', `/functions/v1/${fn.name}`, token, value),
        what('body'),
        messages.body,
      );
    }
  });

  it('never answers 5xx to 10 KB in any string field', async () => {
    for (const fn of SERVER_FUNCTIONS) {
      const schema = bodySchema(fn);
      const { strings } = sampleOf(schema, {});
      for (let only = 0; only < strings; only++) {
        const { value } = sampleOf(schema, {}, { replace: TEN_KB, only });
        expectHandled(
          await send('post', `/functions/v1/${fn.name}`, tokenOf(fn), value),
          `${fn.name} #${only}`,
        );
      }
    }
  });
});

describe('the main /auth/v1 endpoints', () => {
  const str: TJsonSchema = { type: 'string' };
  const email: TJsonSchema = { type: 'string', format: 'email' };
  const object = (properties: Record<string, TJsonSchema>): TJsonSchema => ({ type: 'object', properties });
  type AuthEndpoint = { method: string; path: string; body?: TJsonSchema; as?: 'user' | 'service' };
  const ENDPOINTS: AuthEndpoint[] = [
    {
      method: 'post',
      path: '/signup',
      body: object({ email, password: str, data: object({ full_name: str }) }),
    },
    { method: 'post', path: '/token?grant_type=password', body: object({ email, password: str }) },
    { method: 'post', path: '/token?grant_type=refresh_token', body: object({ refresh_token: str }) },
    { method: 'post', path: '/token?grant_type=pkce', body: object({ auth_code: str, code_verifier: str }) },
    { method: 'post', path: '/recover', body: object({ email }) },
    { method: 'post', path: '/otp', body: object({ email, data: object({ full_name: str }) }) },
    { method: 'post', path: '/resend', body: object({ type: { type: 'string', enum: ['signup'] }, email }) },
    {
      method: 'post',
      path: '/verify',
      body: object({ type: { type: 'string', enum: ['email'] }, email, token: str }),
    },
    { method: 'get', path: '/verify?type=signup&token=abc&redirect_to=http%3A%2F%2Fgroundwork.test%2F' },
    {
      method: 'put',
      path: '/user',
      as: 'user',
      body: object({ data: object({ full_name: str, theme: str }) }),
    },
    {
      method: 'post',
      path: '/factors',
      as: 'user',
      body: object({ factor_type: { type: 'string', enum: ['totp'] }, friendly_name: str }),
    },
    { method: 'post', path: '/logout?scope=local', as: 'user' },
    {
      method: 'post',
      path: '/admin/users',
      as: 'service',
      body: object({ email, password: str, user_metadata: object({ full_name: str }) }),
    },
    {
      method: 'post',
      path: '/invite',
      as: 'service',
      body: object({ email, data: object({ full_name: str }) }),
    },
    {
      method: 'post',
      path: '/admin/generate_link',
      as: 'service',
      body: object({ type: { type: 'string', enum: ['magiclink'] }, email }),
    },
  ];
  let user: { access_token: string };
  const tokenOf = (e: AuthEndpoint) =>
    e.as === 'service' ? t.deps.apiKeys.serviceRoleKey : e.as === 'user' ? user.access_token : undefined;
  const withQuery = (path: string, query: string) =>
    `/auth/v1${path}${path.includes('?') ? '&' : '?'}${query}`;

  beforeAll(async () => {
    user = await t.signUp('auth-hostile@example.com');
  });

  function expectGoTrueRefusal(res: { status: number; body: unknown }, what: string, msg: string) {
    expect(res.status, what).toBe(400);
    expect(res.body, what).toEqual({ code: 400, error_code: 'validation_failed', msg });
  }

  it('answer 400 in GoTrue’s shape to NUL and broken escapes in the path, the query and the body', async () => {
    for (const e of ENDPOINTS.filter((x) => !x.path.startsWith('/logout'))) {
      const what = (s: string) => `${e.method} ${e.path} ${s}`;
      const body = e.body ? sampleOf(e.body, {}).value : undefined;
      const [route = '', query] = e.path.split('?');
      const messages = HOSTILE_INPUT_MESSAGES;
      const nulPath = `/auth/v1${route}%00${query ? `?${query}` : ''}`;
      expectGoTrueRefusal(await send(e.method, nulPath, tokenOf(e), body), what('path'), messages.path);
      const brokenPath = `/auth/v1${route}${BROKEN}${query ? `?${query}` : ''}`;
      expectGoTrueRefusal(await send(e.method, brokenPath, tokenOf(e), body), what('path'), messages.path);
      expectGoTrueRefusal(
        await send(e.method, withQuery(e.path, 'redirect_to=%00'), tokenOf(e), body),
        what('query'),
        messages.query,
      );
      expectGoTrueRefusal(
        await send(e.method, withQuery(e.path, `x=${BROKEN}`), tokenOf(e), body),
        what('query'),
        messages.query,
      );
      if (e.body) {
        const { value } = sampleOf(e.body, {}, { replace: WITH_NUL });
        expectGoTrueRefusal(
          await send(e.method, `/auth/v1${e.path}`, tokenOf(e), value),
          what('body'),
          messages.body,
        );
      }
    }
  });

  it('never answer 5xx to 10 KB in any string field', async () => {
    for (const e of ENDPOINTS) {
      if (!e.body) {
        const res = await send(e.method, withQuery(e.path, `x=${TEN_KB}`), tokenOf(e));
        expect(res.status, `${e.method} ${e.path} query`).toBeLessThan(500);
        continue;
      }
      const { strings } = sampleOf(e.body, {});
      for (let only = 0; only < strings; only++) {
        const { value } = sampleOf(e.body, {}, { replace: TEN_KB, only });
        const res = await send(e.method, `/auth/v1${e.path}`, tokenOf(e), value);
        expect(
          res.status,
          `${e.method} ${e.path} #${only}: ${JSON.stringify(res.body).slice(0, 200)}`,
        ).toBeLessThan(500);
        if (res.status >= 400) expect(typeof res.body?.error_code, `${e.method} ${e.path}`).toBe('string');
      }
    }
  });
});
