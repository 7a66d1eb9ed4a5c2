import { JOB_MESSAGES, jobYearSuffix } from '@groundwork/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, jobNumberCounters, projects } from '../src/db/schema/index.ts';
import { withTenant } from '../src/lib/tenant.ts';
import { jobsApi } from './helpers/jobs-api.ts';
import { addMember, call, createCompany, type Member } from './helpers/org-users.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

const YY = jobYearSuffix(new Date());
const num = (n: number) => `J-${YY}-${String(n).padStart(3, '0')}`;

let t: TestApp;
let admin: Member;
let other: Member;
let customerId: string;

const { newCustomer, create, patch, get, nextNumber } = jobsApi(() => t);

beforeAll(async () => {
  t = await createTestApp();
  admin = await createCompany(t, 'admin@a.co', 'A Builders');
  other = await createCompany(t, 'admin@b.co', 'B Builders');
  customerId = await newCustomer(admin, 'C-0001', 'Acme Homes');
});
afterAll(() => t.close());

describe('job numbers', () => {
  it('previews J-YY-001 without consuming it, then hands out 001, 002 in order', async () => {
    expect(await nextNumber(admin)).toBe(num(1));
    expect(await nextNumber(admin)).toBe(num(1));
    const first = await create(admin, { customer_id: customerId, project_name: 'First' });
    expect(first.status).toBe(201);
    expect(first.body.project_number).toBe(num(1));
    expect(await nextNumber(admin)).toBe(num(2));
    const second = await create(admin, { customer_id: customerId, project_name: 'Second' });
    expect(second.body.project_number).toBe(num(2));
    // Each organization counts on its own.
    expect(await nextNumber(other)).toBe(num(1));
  });

  it('a failed save does not consume a number', async () => {
    const sleepy = await newCustomer(admin, 'C-0002', 'Inactive Co');
    await call(t, admin.token, 'PATCH', `/api/v1/customers/${sleepy}`, { is_active: false });
    const before = await nextNumber(admin);
    const inactive = await create(admin, { customer_id: sleepy, project_name: 'Nope' });
    expect(inactive).toEqual({
      status: 400,
      body: { error: { code: 'customer_inactive', message: 'Customer is required' } },
    });
    const unknown = await create(admin, {
      customer_id: '00000000-0000-4000-8000-000000000000',
      project_name: 'Nope',
    });
    expect(unknown).toEqual({
      status: 404,
      body: { error: { code: 'customer_not_found', message: 'Customer not found' } },
    });
    const invalid = await create(admin, { customer_id: customerId, project_name: '' });
    expect(invalid.status).toBe(400);
    expect(await nextNumber(admin)).toBe(before);
    const ok = await create(admin, { customer_id: customerId, project_name: 'After failures' });
    expect(ok.body.project_number).toBe(before);
  });

  it('a rolled-back transaction gives its number back (the counter is part of the transaction)', async () => {
    const before = await nextNumber(admin);
    await expect(
      withTenant(t.db, { userId: admin.userId, organizationId: admin.organizationId }, async (tx) => {
        await tx.execute(sql`select public.generate_job_number(${admin.organizationId}::uuid, ${YY}::text)`);
        throw new Error('save failed');
      }),
    ).rejects.toThrow('save failed');
    expect(await nextNumber(admin)).toBe(before);
  });

  it('100 jobs created at once get 100 distinct consecutive numbers, no gaps', async () => {
    const busy = await createCompany(t, 'busy@c.co', 'Busy Builders');
    const cust = await newCustomer(busy, 'C-BUSY', 'Busy Customer');
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) => create(busy, { customer_id: cust, project_name: `Job ${i}` })),
    );
    expect(results.map((r) => r.status).every((s) => s === 201)).toBe(true);
    const numbers = results.map((r) => r.body.project_number as string).sort();
    expect(numbers).toEqual(Array.from({ length: 100 }, (_, i) => num(i + 1)));
    expect(await nextNumber(busy)).toBe(num(101));
    const [counter] = await t.db
      .select()
      .from(jobNumberCounters)
      .where(eq(jobNumberCounters.organizationId, busy.organizationId));
    expect(counter).toMatchObject({ yearSuffix: YY, lastValue: 100 });
  });

  it('past 999 it keeps counting (J-YY-1000), and lists newest number first', async () => {
    const big = await createCompany(t, 'big@d.co', 'Big Builders');
    const cust = await newCustomer(big, 'C-BIG1', 'Big Customer');
    await t.db
      .insert(jobNumberCounters)
      .values({ organizationId: big.organizationId, yearSuffix: YY, lastValue: 998 });
    expect(
      (await create(big, { customer_id: cust, project_name: 'Nine nine nine' })).body.project_number,
    ).toBe(num(999));
    expect(await nextNumber(big)).toBe(`J-${YY}-1000`);
    expect((await create(big, { customer_id: cust, project_name: 'Thousand' })).body.project_number).toBe(
      `J-${YY}-1000`,
    );
    const list = await get(big, '/api/v1/jobs');
    expect(list.body.items.map((j: { project_number: string }) => j.project_number)).toEqual([
      `J-${YY}-1000`,
      num(999),
    ]);
  });
});

describe('creating and reading a job', () => {
  it('copies the customer name, keeps dates and budget in cents, defaults to active, audits', async () => {
    const res = await create(admin, {
      customer_id: customerId,
      project_name: '  Main Street Remodel ',
      start_date: '2026-03-01',
      estimated_completion_date: '2026-09-30',
      budget_cents: 12_345_678,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      organization_id: admin.organizationId,
      customer_id: customerId,
      project_name: 'Main Street Remodel',
      client_name: 'Acme Homes',
      start_date: '2026-03-01',
      estimated_completion_date: '2026-09-30',
      budget_cents: 12_345_678,
      status: 'active',
      customer: { id: customerId, customer_number: 'C-0001', name: 'Acme Homes' },
    });
    expect((await get(admin, `/api/v1/jobs/${res.body.id}`)).body).toEqual(res.body);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'create_job'), eq(auditLog.entityId, res.body.id)));
    expect(audits).toHaveLength(1);
    const [row] = await t.db.select().from(projects).where(eq(projects.id, res.body.id));
    expect(row?.createdBy).toBe(admin.userId);
  });

  it('takes any status at creation and empty dates as none', async () => {
    for (const status of ['completed', 'on-hold', 'cancelled'] as const) {
      const res = await create(admin, {
        customer_id: customerId,
        project_name: `S ${status}`,
        status,
        start_date: '',
      });
      expect(res.body).toMatchObject({ status, start_date: null, budget_cents: null });
    }
  });

  it.each([
    [{ customer_id: undefined, project_name: 'X' }, JOB_MESSAGES.customerRequired],
    [{ customer_id: '', project_name: 'X' }, 'Customer is required'],
    [{ customer_id: 'CUSTOMER', project_name: 'X' }, 'Customer is required'],
    [{ project_name: '' }, 'Job name is required'],
    [{ project_name: 'x'.repeat(201) }, 'Job name must be less than 200 characters'],
    [
      { project_name: 'X', start_date: '2026-05-02', estimated_completion_date: '2026-05-01' },
      'Estimated completion cannot be before the start date',
    ],
    [{ project_name: 'X', start_date: '2026-13-01' }, JOB_MESSAGES.invalidDate],
    [{ project_name: 'X', budget_cents: 10.5 }, JOB_MESSAGES.invalidBudget],
    [{ project_name: 'X', budget_cents: -100 }, JOB_MESSAGES.invalidBudget],
    [{ project_name: 'X', status: 'closed' }, JOB_MESSAGES.invalidStatus],
  ])('refuses %j with “%s”', async (body, message) => {
    const input = 'customer_id' in body ? body : { customer_id: customerId, ...body };
    const res = await create(admin, input);
    expect(res).toEqual({ status: 400, body: { error: { code: 'invalid_input', message } } });
  });

  it('an unknown or malformed id', async () => {
    expect(await get(admin, '/api/v1/jobs/00000000-0000-4000-8000-000000000000')).toEqual({
      status: 404,
      body: { error: { code: 'job_not_found', message: 'Job not found' } },
    });
    expect((await get(admin, '/api/v1/jobs/next')).status).toBe(400);
  });
});

describe('listing jobs', () => {
  let lister: Member;
  let harbor: string;
  beforeAll(async () => {
    lister = await createCompany(t, 'lister@e.co', 'E Builders');
    harbor = await newCustomer(lister, 'C-HARB', 'Harbor Group');
    const pine = await newCustomer(lister, 'C-PINE', 'Pine Estates');
    const jobs = [
      { customer_id: harbor, project_name: 'Dock Repair' },
      { customer_id: pine, project_name: 'Cabin 100%', status: 'on-hold' },
      { customer_id: harbor, project_name: 'Warehouse', status: 'completed' },
      { customer_id: pine, project_name: 'Lodge' },
    ];
    for (const job of jobs) expect((await create(lister, job)).status).toBe(201);
  });

  const names = async (query: string) => {
    const res = await get(lister, `/api/v1/jobs${query}`);
    expect(res.status).toBe(200);
    return res.body.items.map((j: { project_name: string }) => j.project_name);
  };

  it('newest number first, with paging', async () => {
    expect(await names('')).toEqual(['Lodge', 'Warehouse', 'Cabin 100%', 'Dock Repair']);
    const page = await get(lister, '/api/v1/jobs?page=2&pageSize=3');
    expect(page.body).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(page.body.items.map((j: { project_name: string }) => j.project_name)).toEqual(['Dock Repair']);
  });

  it('searches number, name or client name ignoring case; filters by status and customer', async () => {
    expect(await names(`?search=${num(2).toLowerCase()}`)).toEqual(['Cabin 100%']);
    expect(await names('?search=WAREHOUSE')).toEqual(['Warehouse']);
    expect(await names('?search=harbor')).toEqual(['Warehouse', 'Dock Repair']);
    expect(await names('?search=100%25')).toEqual(['Cabin 100%']);
    expect(await names('?status=on-hold')).toEqual(['Cabin 100%']);
    expect(await names('?status=all')).toHaveLength(4);
    expect(await names(`?customerId=${harbor}`)).toEqual(['Warehouse', 'Dock Repair']);
    expect(await names(`?customerId=${harbor}&status=active`)).toEqual(['Dock Repair']);
    expect((await get(lister, '/api/v1/jobs?status=closed')).status).toBe(400);
  });
});

describe('editing a job', () => {
  let jobId: string;
  beforeAll(async () => {
    const res = await create(admin, {
      customer_id: customerId,
      project_name: 'Editable',
      start_date: '2026-04-01',
      budget_cents: 5000,
    });
    jobId = res.body.id;
  });

  it('changes name, status, budget and dates; absent fields stay; audited with before/after', async () => {
    const res = await patch(admin, jobId, { project_name: 'Edited', status: 'on-hold', budget_cents: null });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      project_name: 'Edited',
      status: 'on-hold',
      budget_cents: null,
      start_date: '2026-04-01',
    });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'update_job'), eq(auditLog.entityId, jobId)));
    expect(entry?.before).toMatchObject({ project_name: 'Editable', status: 'active', budget_cents: 5000 });
    expect(entry?.after).toMatchObject({ project_name: 'Edited', status: 'on-hold' });
    expect((await patch(admin, jobId, {})).body.project_name).toBe('Edited');
  });

  it('checks the dates against the stored ones', async () => {
    const early = await patch(admin, jobId, { estimated_completion_date: '2026-03-31' });
    expect(early).toEqual({
      status: 400,
      body: {
        error: { code: 'invalid_dates', message: 'Estimated completion cannot be before the start date' },
      },
    });
    expect((await patch(admin, jobId, { estimated_completion_date: '2026-04-01' })).status).toBe(200);
    expect((await patch(admin, jobId, { start_date: '2026-05-01' })).status).toBe(400);
    const cleared = await patch(admin, jobId, { start_date: '', estimated_completion_date: '2026-01-01' });
    expect(cleared.body).toMatchObject({ start_date: null, estimated_completion_date: '2026-01-01' });
  });

  it('changes the customer: client_name follows; an inactive new customer is refused', async () => {
    const builder = await newCustomer(admin, 'C-0003', 'Builder Bros');
    const res = await patch(admin, jobId, { customer_id: builder });
    expect(res.body).toMatchObject({
      customer_id: builder,
      client_name: 'Builder Bros',
      customer: { name: 'Builder Bros' },
    });
    const retired = await newCustomer(admin, 'C-0004', 'Retired Co');
    await call(t, admin.token, 'PATCH', `/api/v1/customers/${retired}`, { is_active: false });
    expect((await patch(admin, jobId, { customer_id: retired })).body.error.message).toBe(
      'Customer is required',
    );
    // A job whose own customer was deactivated can still be edited.
    await call(t, admin.token, 'PATCH', `/api/v1/customers/${builder}`, { is_active: false });
    const kept = await patch(admin, jobId, { customer_id: builder, project_name: 'Still editable' });
    expect(kept.status).toBe(200);
  });

  it('field roles read jobs but cannot create or edit them', async () => {
    const field = await addMember(t, admin.organizationId, 'field@a.co', 'field_employee');
    expect((await get(field, `/api/v1/jobs/${jobId}`)).status).toBe(200);
    expect((await get(field, '/api/v1/jobs/next-number')).status).toBe(200);
    expect((await create(field, { customer_id: customerId, project_name: 'No' })).status).toBe(403);
    expect((await patch(field, jobId, { project_name: 'No' })).status).toBe(403);
    const pm = await addMember(t, admin.organizationId, 'pm@a.co', 'project_manager');
    expect((await patch(pm, jobId, { status: 'active' })).status).toBe(200);
  });
});
