import { can, type TPermission, type TRole } from '@groundwork/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { rowsOf } from '../src/db/client.ts';
import { employees, sessions, userRoles } from '../src/db/schema/index.ts';
import { SERVER_FUNCTIONS } from '../src/functions/functions.routes.ts';
import { addMember, call, createCompany, type Member } from './helpers/org-users.ts';
import { linkIn, startSmtpCatcher } from './helpers/smtp-catcher.ts';
import { createTestApp, json, type TestApp } from './helpers/test-app.ts';

// Issue 12, item 1: only a director changes a director, on every path that changes a person. The
// routes and functions are read from the OpenAPI document and SERVER_FUNCTIONS, so a new one is
// covered (or the test asks for it to be classified) without anyone remembering this file.

const DIRECTORS_ONLY = 'Only a director can do this to a director';

let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
let t: TestApp;
let operations: { method: string; path: string; permission: TPermission }[] = [];

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await createTestApp({ smtpUrl: smtp.url });
  const doc = (await json(await t.request('/api/openapi.json'))) as {
    paths: Record<string, Record<string, { 'x-permission': TPermission }>>;
  };
  operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ method, path, permission: op['x-permission'] })),
  );
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

type Target = { userId: string; employeeId: string; organizationId: string };

/**
 * Which `{id}` routes name a person, and how: the path before the parameter → the id of the target
 * there. Every other `{id}` route must be listed in NOT_A_PERSON; an unclassified one fails the test.
 */
const PERSON_ID: Record<string, (target: Target) => string> = {
  '/api/v1/employees': (x) => x.employeeId,
  '/api/v1/company-users': (x) => x.userId,
  '/api/v1/support/users': (x) => x.userId,
  '/api/v1/support/internal-admins': (x) => x.userId,
};
const NOT_A_PERSON = new Set([
  '/api/v1/customers',
  '/api/v1/jobs',
  '/api/v1/departments',
  '/api/v1/cost-codes',
  '/api/v1/cost-categories',
  '/api/v1/chart-of-accounts',
  '/api/v1/journal-entries',
  '/api/v1/support/companies',
  '/api/v1/me/sessions',
  '/api/v1/vendors',
  '/api/v1/commitments',
  '/api/v1/vendor-change-orders',
  '/api/v1/customer-change-orders',
  '/api/v1/receipts',
  '/api/v1/pay-applications',
  '/api/v1/documents',
  '/api/v1/ap-invoices',
  '/api/v1/ap-payments',
  '/api/v1/ap-retainage/commitments',
  '/api/v1/ap-retainage-releases',
  '/api/v1/lien-waivers',
  '/api/v1/wip/adjustments',
  // Payroll records of an employee (pay, W-4, deposits), not the person's account, names or role.
  '/api/v1/employee-pay',
  '/api/v1/employee-pay-rates',
  '/api/v1/employee-state-withholdings',
  '/api/v1/employee-deductions',
  '/api/v1/employee-bank-accounts',
  '/api/v1/workers-comp-classes',
  '/api/v1/fringe-rates',
  '/api/v1/overtime-rules',
  '/api/v1/tax-parameters',
  // Payroll runs (their earnings and checks) and liability payments.
  '/api/v1/payroll/runs',
  '/api/v1/payroll/liabilities/payments',
  // Direct deposit files (a run's or a prenote file).
  '/api/v1/payroll/ach-files',
  // Time lines and crews (hours of an employee, not the person's account, names or role).
  '/api/v1/time-entries',
  '/api/v1/crews',
  // Subcontractors' weekly reports of a job, and underpayments of a worker (a payroll record, not the
  // person's account, names or role).
  '/api/v1/certified/sub-reports',
  '/api/v1/certified/restitutions',
  // Certified set-up: a job's prevailing-wage settings, determinations, classes and compliance viewers
  // (which third party sees a job's reports), apprenticeship programs, an employee's fringe plans and
  // apprenticeships, certifying officers (who may sign) — payroll set-up, not the person's account,
  // names or role.
  '/api/v1/certified/jobs',
  '/api/v1/certified/determinations',
  '/api/v1/certified/wage-classes',
  '/api/v1/certified/apprentice-programs',
  '/api/v1/certified/employees',
  '/api/v1/certified/fringe-plans',
  '/api/v1/certified/apprenticeships',
  '/api/v1/certified/officers',
  // WH-347 reports of a job and week (the payroll's rows as signed, not the person's account, names or role).
  '/api/v1/certified-reports',
  // Bank accounts, statement imports and statement lines (issue 23).
  '/api/v1/bank-accounts',
  '/api/v1/bank-statement-imports',
  '/api/v1/bank-statement-lines',
  // Matches and bank rules (issue 23).
  '/api/v1/bank-matches',
  '/api/v1/bank-rules',
  // Reconciliations of a bank account and their reports (issue 23).
  '/api/v1/bank-reconciliations',
  // Import runs and their files (issue 24).
  '/api/v1/imports/runs',
]);

const isMutation = (method: string) => ['post', 'put', 'patch', 'delete'].includes(method);

function personRoutes(): { method: string; path: string; permission: TPermission; prefix: string }[] {
  const found = [];
  for (const op of operations.filter((o) => isMutation(o.method) && o.path.includes('{'))) {
    const prefix = op.path.slice(0, op.path.indexOf('/{'));
    if (NOT_A_PERSON.has(prefix)) continue;
    if (!PERSON_ID[prefix])
      throw new Error(`classify ${op.method} ${op.path} in person-protection.test.ts (a person or not)`);
    found.push({ ...op, prefix });
  }
  return found;
}

/** Functions whose body names a person (a userId or an employeeId), read from their schemas. */
function personFunctions() {
  return SERVER_FUNCTIONS.filter((fn) => {
    const shape = fn.body instanceof z.ZodObject ? Object.keys(fn.body.shape) : [];
    return shape.includes('userId') || shape.includes('employeeId');
  });
}

/** Every field any person-changing body takes, each set to an attacker's value. */
function attack(target: Target) {
  return {
    first_name: 'Mallory',
    last_name: 'Taken',
    email: 'mallory@evil.test',
    role: 'accountant',
    employment_status: 'inactive',
    newPassword: 'Mallory-owns-this-1',
    firstName: 'Mallory',
    lastName: 'Taken',
    employmentStatus: 'inactive',
    userId: target.userId,
    employeeId: target.employeeId,
    organizationId: target.organizationId,
  };
}

/** Every row of every table in public and auth (but the abuse counters): a refusal changes none. */
async function fingerprint(): Promise<string> {
  const tables = rowsOf<{ schema: string; name: string }>(
    await t.db.execute(sql`select table_schema as schema, table_name as name from information_schema.tables
      where table_schema in ('public', 'auth') and table_type = 'BASE TABLE'
        and not (table_schema = 'auth' and table_name = 'rate_limits') order by 1, 2`),
  );
  const parts: string[] = [];
  for (const { schema, name } of tables) {
    const result = await t.db.execute(
      sql`select count(*)::text || ':' || coalesce(md5(string_agg(x::text, '|' order by x::text)), '') as f from ${sql.identifier(schema)}.${sql.identifier(name)} x`,
    );
    parts.push(`${schema}.${name}=${rowsOf<{ f: string }>(result)[0]?.f}`);
  }
  return parts.join(';');
}

async function employeeRow(member: Member): Promise<Target> {
  const [row] = await t.db
    .insert(employees)
    .values({ userId: member.userId, organizationId: member.organizationId, employmentStatus: 'active' })
    .returning({ id: employees.id });
  if (!row) throw new Error('employee insert failed');
  return { userId: member.userId, employeeId: row.id, organizationId: member.organizationId };
}

describe('a director, on every route and function that changes a person', () => {
  let superAdmin: Member;
  let companyAdmin: Member;
  let director: Target;
  let directorInCompany: Target;

  beforeAll(async () => {
    superAdmin = await addMember(t, t.internalOrgId, 'pp-super@x.co', 'super_admin');
    director = await employeeRow(await addMember(t, t.internalOrgId, 'pp-director@x.co', 'director'));
    companyAdmin = await createCompany(t, 'pp-admin@a.co', 'Protection A');
    // A director who also holds a role in a client company: the company's admin still cannot touch them.
    const helping = await addMember(t, t.internalOrgId, 'pp-helping@x.co', 'director');
    await t.db
      .insert(userRoles)
      .values({ userId: helping.userId, organizationId: companyAdmin.organizationId, role: 'accountant' });
    directorInCompany = await employeeRow({ ...helping, organizationId: companyAdmin.organizationId });
  });

  it('finds the person routes and functions', () => {
    expect(personRoutes().length).toBeGreaterThanOrEqual(12);
    expect(personFunctions().map((f) => f.name)).toEqual(
      expect.arrayContaining(['update-user', 'update-employee', 'delete-user', 'reset-user-password']),
    );
  });

  // Each caller on a director they can reach: the super admin on one of the product's organization,
  // the company admin on one who also holds a role in their company. Operations the caller's role has
  // no permission for are refused before any of this (route-security.test.ts proves it).
  for (const [caller, role] of [
    ['super admin', 'super_admin'],
    ['company admin', 'company_admin'],
  ] as const satisfies readonly [string, TRole][]) {
    it(`refuses a ${caller} on a director with 403, changing nothing`, async () => {
      const who = caller === 'super admin' ? superAdmin : companyAdmin;
      const x = caller === 'super admin' ? director : directorInCompany;
      const before = await fingerprint();
      const refused: string[] = [];
      for (const op of personRoutes()) {
        if (!can([role], op.permission)) continue;
        const path = op.path.replace('{id}', (PERSON_ID[op.prefix] as (t: Target) => string)(x));
        const res = await call(t, who.token, op.method.toUpperCase(), path, attack(x));
        expect(res.status, `${caller}: ${op.method} ${op.path} ${JSON.stringify(res.body)}`).toBe(403);
        expect(res.body.error.message, `${op.method} ${op.path}`).toBe(DIRECTORS_ONLY);
        refused.push(`${op.method} ${op.path}`);
      }
      for (const fn of personFunctions()) {
        if (!can([role], fn.permission)) continue;
        const res = await call(t, who.token, 'POST', `/functions/v1/${fn.name}`, attack(x));
        expect(res.status, `${caller}: ${fn.name} ${JSON.stringify(res.body)}`).toBe(403);
        expect(res.body.error.message, fn.name).toBe(DIRECTORS_ONLY);
        refused.push(fn.name);
      }
      expect(refused.length).toBeGreaterThan(8);
      expect(await fingerprint()).toBe(before);
    });
  }
});

describe('the rest of the one rule', () => {
  it('nobody changes their own role, by route or function; others still can', async () => {
    const admin = await createCompany(t, 'pp-self@a.co', 'Self Co');
    const patch = await call(t, admin.token, 'PATCH', `/api/v1/company-users/${admin.userId}`, {
      role: 'accountant',
    });
    expect(patch.status).toBe(403);
    expect(patch.body.error.message).toBe('You cannot change your own role');
    const fn = await call(t, admin.token, 'POST', '/functions/v1/update-user', {
      userId: admin.userId,
      organizationId: admin.organizationId,
      firstName: 'Self',
      lastName: 'Made',
      email: admin.email,
      role: 'accountant',
    });
    expect(fn.status).toBe(403);
    const [role] = await t.db.select().from(userRoles).where(eq(userRoles.userId, admin.userId));
    expect(role?.role).toBe('company_admin');
    // Their own names are theirs to change; another person's role is the admin's to change.
    const names = await call(t, admin.token, 'PATCH', `/api/v1/company-users/${admin.userId}`, {
      first_name: 'Selma',
    });
    expect(names.status).toBe(200);
    const other = await addMember(t, admin.organizationId, 'pp-other@a.co', 'foreman');
    const promote = await call(t, admin.token, 'PATCH', `/api/v1/company-users/${other.userId}`, {
      role: 'accountant',
    });
    expect(promote.status).toBe(200);
  });

  it('a director still changes a director (names, password), but never deactivates or deletes one', async () => {
    const boss = await addMember(t, t.internalOrgId, 'pp-boss@x.co', 'director');
    const peer = await addMember(t, t.internalOrgId, 'pp-peer@x.co', 'director');
    const edit = await call(t, boss.token, 'PATCH', `/api/v1/support/users/${peer.userId}`, {
      first_name: 'Renamed',
    });
    expect(edit.status).toBe(200);
    const reset = await call(t, boss.token, 'POST', '/functions/v1/reset-user-password', {
      userId: peer.userId,
      newPassword: 'Fresh-start-2026',
    });
    expect(reset.status).toBe(200);
    const off = await call(t, boss.token, 'POST', `/api/v1/support/users/${peer.userId}/deactivate`);
    expect(off.body.error.message).toBe('Directors cannot be deactivated for safety reasons');
    expect((await call(t, boss.token, 'DELETE', `/api/v1/support/users/${peer.userId}`)).status).toBe(403);
  });

  it("an administrator's e-mail change signs the person out, voids their links and tells the old address", async () => {
    const admin = await createCompany(t, 'pp-mail-admin@a.co', 'Mail Co');
    const person = await addMember(t, admin.organizationId, 'pp-before@a.co', 'third_party');
    const recover = await t.request('/auth/v1/recover', { method: 'POST', json: { email: person.email } });
    expect(recover.status).toBe(200);
    const resetLink = linkIn(await smtp.waitFor(person.email));
    const res = await call(t, admin.token, 'PATCH', `/api/v1/company-users/${person.userId}`, {
      email: 'pp-after@a.co',
    });
    expect(res).toEqual({ status: 200, body: { user_id: person.userId } });
    const notice = await smtp.waitFor(person.email);
    expect(notice.subject).toBe('Your Groundwork e-mail address was changed');
    expect(notice.text).toContain('pp-after@a.co');
    expect((await call(t, person.token, 'GET', '/api/v1/me')).status).toBe(401);
    const [session] = await t.db.select().from(sessions).where(eq(sessions.userId, person.userId));
    expect(session).toBeUndefined();
    const followed = await t.request(new URL(resetLink).pathname + new URL(resetLink).search);
    expect(followed.headers.get('location')).toContain('error_code=otp_expired');
    // The new address signs in with the same password.
    expect((await t.signIn('pp-after@a.co')).user.id).toBe(person.userId);
  });
});
