import type { TRole } from '@groundwork/shared';
import { eq } from 'drizzle-orm';
import {
  crewMembers,
  crews,
  employeePayProfiles,
  employeePayRates,
  employees,
  payrollSettings,
  profiles,
  projects,
} from '../../src/db/schema/index.ts';
import { addMember, call, createCompany, type Member } from './org-users.ts';
import type { TestApp } from './test-app.ts';

export type TimePerson = Member & { employeeId: string; name: string };

/** A member of the company with an employee row (active) and a first and last name. */
export async function addEmployee(
  t: TestApp,
  organizationId: string,
  email: string,
  role: TRole,
  firstName: string,
  lastName: string,
): Promise<TimePerson> {
  const member = await addMember(t, organizationId, email, role);
  await t.db
    .update(profiles)
    .set({ firstName, lastName, fullName: `${firstName} ${lastName}` })
    .where(eq(profiles.id, member.userId));
  const [row] = await t.db
    .insert(employees)
    .values({ userId: member.userId, organizationId, employmentStatus: 'active' })
    .returning({ id: employees.id });
  if (!row) throw new Error('no employee');
  return { ...member, employeeId: row.id, name: `${firstName} ${lastName}` };
}

export type TimeWorld = {
  admin: Member;
  accountant: TimePerson;
  pm1: TimePerson;
  pm2: TimePerson;
  super2: TimePerson;
  foreman1: TimePerson;
  foreman2: TimePerson;
  smith: TimePerson;
  jones: TimePerson;
  brown: TimePerson;
  thirdParty: Member;
  crewA: string;
  crewB: string;
  /** J1: active, PM pm1, codes 03-1000 and 03-3000. J2: active, PM pm2, superintendent super2, code 03-1000. J3: on hold. */
  jobs: {
    j1: { id: string; number: string };
    j2: { id: string; number: string };
    j3: { id: string; number: string };
  };
  code: (code: string) => string;
};

/**
 * A company with people of every role that touches time, three jobs, budget lines naming which cost
 * codes are on which job, two crews (A: Smith and Jones led by foreman 1; B: Brown led by foreman 2),
 * Texas as the default work state, a carpenter's pay profile for Smith.
 */
export async function timeWorld(t: TestApp, prefix: string): Promise<TimeWorld> {
  const admin = await createCompany(t, `${prefix}-admin@time.test`, `${prefix} Builders`);
  const org = admin.organizationId;
  const person = (key: string, role: TRole, first: string, last: string) =>
    addEmployee(t, org, `${prefix}-${key}@time.test`, role, first, last);
  const accountant = await person('acct', 'accountant', 'Ann', 'Ledger');
  const pm1 = await person('pm1', 'project_manager', 'Pat', 'Manager');
  const pm2 = await person('pm2', 'project_manager', 'Paula', 'Other');
  const super2 = await person('super2', 'superintendent', 'Sam', 'Super');
  const foreman1 = await person('foreman1', 'foreman', 'Fred', 'Foreman');
  const foreman2 = await person('foreman2', 'foreman', 'Frank', 'Second');
  const smith = await person('smith', 'field_employee', 'John', 'Smith');
  const jones = await person('jones', 'field_employee', 'Mary', 'Jones');
  const brown = await person('brown', 'field_employee', 'Bob', 'Brown');
  const thirdParty = await addMember(t, org, `${prefix}-third@time.test`, 'third_party');

  const codes = new Map<string, string>();
  for (const [code, description] of [
    ['03-0000', 'Concrete'],
    ['03-1000', 'Formwork'],
    ['03-3000', 'Cast-in-place'],
    ['05-0000', 'Metals'],
    ['05-1000', 'Structural steel'],
  ] as const) {
    const res = await call(t, admin.token, 'POST', '/api/v1/cost-codes', { code, description });
    if (res.status !== 201) throw new Error(`cost code ${code}: ${JSON.stringify(res.body)}`);
    codes.set(code, res.body.id);
  }
  const code = (c: string) => {
    const id = codes.get(c);
    if (!id) throw new Error(`no code ${c}`);
    return id;
  };
  const categories = (await call(t, admin.token, 'GET', '/api/v1/cost-categories')).body.items as {
    id: string;
    code: string;
  }[];
  const labor = categories.find((c) => c.code === 'L')?.id;
  if (!labor) throw new Error('no labor category');
  const customer = await call(t, admin.token, 'POST', '/api/v1/customers', {
    customer_number: 'C-0421',
    name: `${prefix} Customer`,
  });
  if (customer.status !== 201) throw new Error(`customer: ${JSON.stringify(customer.body)}`);
  const job = async (name: string, codeList: string[], pm: TimePerson, status = 'active') => {
    const res = await call(t, admin.token, 'POST', '/api/v1/jobs', {
      customer_id: customer.body.id,
      project_name: name,
      project_manager_id: pm.userId,
    });
    if (res.status !== 201) throw new Error(`job: ${JSON.stringify(res.body)}`);
    const budget = await call(t, admin.token, 'PUT', `/api/v1/jobs/${res.body.id}/budget`, {
      lines: codeList.map((c) => ({
        cost_code_id: code(c),
        cost_category_id: labor,
        original_cents: 100_000,
      })),
    });
    if (budget.status !== 200) throw new Error(`budget: ${JSON.stringify(budget.body)}`);
    if (status !== 'active') await call(t, admin.token, 'PATCH', `/api/v1/jobs/${res.body.id}`, { status });
    return { id: res.body.id as string, number: res.body.project_number as string };
  };
  const j1 = await job('Main Street Garage', ['03-1000', '03-3000'], pm1);
  const j2 = await job('River Bridge', ['03-1000'], pm2);
  const j3 = await job('Paused Plaza', ['03-1000'], pm1, 'on-hold');
  await t.db.update(projects).set({ superintendentId: super2.userId }).where(eq(projects.id, j2.id));

  await t.db
    .update(payrollSettings)
    .set({ defaultWorkState: 'TX' })
    .where(eq(payrollSettings.organizationId, org));
  await t.db.insert(employeePayProfiles).values({
    employeeId: smith.employeeId,
    organizationId: org,
    workersCompClassCode: '5403',
    unionLocal: 'Local 12',
  });
  await t.db.insert(employeePayRates).values({
    organizationId: org,
    employeeId: smith.employeeId,
    classification: 'Carpenter',
    hourlyRate: '38.5000',
    isDefault: true,
  });

  const crew = async (name: string, foreman: TimePerson, members: TimePerson[]) => {
    const [row] = await t.db
      .insert(crews)
      .values({ organizationId: org, name, foremanEmployeeId: foreman.employeeId })
      .returning({ id: crews.id });
    if (!row) throw new Error('no crew');
    await t.db
      .insert(crewMembers)
      .values(members.map((m) => ({ crewId: row.id, employeeId: m.employeeId, organizationId: org })));
    return row.id;
  };
  const crewA = await crew('Crew A', foreman1, [smith, jones]);
  const crewB = await crew('Crew B', foreman2, [brown]);
  return {
    admin,
    accountant,
    pm1,
    pm2,
    super2,
    foreman1,
    foreman2,
    smith,
    jones,
    brown,
    thirdParty,
    crewA,
    crewB,
    jobs: { j1, j2, j3 },
    code,
  };
}
