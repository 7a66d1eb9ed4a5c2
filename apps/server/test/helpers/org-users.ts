import type { TRole } from '@groundwork/shared';
import { eq } from 'drizzle-orm';
import { userRoles } from '../../src/db/schema/index.ts';
import { json, type TestApp } from './test-app.ts';

export type Member = { token: string; userId: string; organizationId: string; email: string };

/** Signs up and starts a company through setup-company: the caller is its company_admin. */
export async function createCompany(
  t: TestApp,
  email: string,
  companyName = 'Test Builders',
): Promise<Member> {
  const session = await t.signUp(email);
  const res = await t.request('/functions/v1/setup-company', {
    method: 'POST',
    token: session.access_token,
    json: { companyName },
  });
  const body = await json(res);
  if (!body.success) throw new Error(`setup-company: ${JSON.stringify(body)}`);
  const [role] = await t.db.select().from(userRoles).where(eq(userRoles.userId, session.user.id));
  if (!role) throw new Error('no role record after setup-company');
  return { token: session.access_token, userId: session.user.id, organizationId: role.organizationId, email };
}

/** Signs up and joins an organization with one role (a direct role record, as an admin would add it). */
export async function addMember(
  t: TestApp,
  organizationId: string,
  email: string,
  role: TRole,
): Promise<Member> {
  const session = await t.signUp(email);
  await t.db.insert(userRoles).values({ userId: session.user.id, organizationId, role });
  return { token: session.access_token, userId: session.user.id, organizationId, email };
}

/** A JSON API call with a bearer token: answers the status and the parsed body. */
export async function call(
  t: TestApp,
  token: string,
  method: string,
  path: string,
  body?: unknown,
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON bodies and assert on them
): Promise<{ status: number; body: any }> {
  const res = await t.request(path, { method, token, json: body });
  const text = await res.text();
  const isJson = (res.headers.get('content-type') ?? '').includes('json');
  return { status: res.status, body: text && isJson ? JSON.parse(text) : text || null };
}
