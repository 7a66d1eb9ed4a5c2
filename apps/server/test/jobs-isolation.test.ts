import { jobYearSuffix } from '@groundwork/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/client.ts';
import { projects } from '../src/db/schema/index.ts';
import { withTenant } from '../src/lib/tenant.ts';
import { jobsApi } from './helpers/jobs-api.ts';
import { createCompany, type Member } from './helpers/org-users.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

// Jobs across organizations: the API answers 404 and never data; the database refuses on its own.
const YY = jobYearSuffix(new Date());

let t: TestApp;
let admin: Member;
let other: Member;
let customerId: string;
let otherCustomerId: string;

const { newCustomer, create, patch, get, nextNumber } = jobsApi(() => t);

beforeAll(async () => {
  t = await createTestApp();
  admin = await createCompany(t, 'admin@a.co', 'A Builders');
  other = await createCompany(t, 'admin@b.co', 'B Builders');
  customerId = await newCustomer(admin, 'C-0001', 'Acme Homes');
  otherCustomerId = await newCustomer(other, 'C-0001', 'B Customer');
});
afterAll(() => t.close());

describe('another organization', () => {
  let jobId: string;
  let snapshot: unknown;
  beforeAll(async () => {
    const res = await create(admin, {
      customer_id: customerId,
      project_name: 'Secret Job',
      budget_cents: 999,
    });
    jobId = res.body.id;
    snapshot = res.body;
  });

  it('cannot read or change a job: 404, never data', async () => {
    expect(await get(other, `/api/v1/jobs/${jobId}`)).toEqual({
      status: 404,
      body: { error: { code: 'job_not_found', message: 'Job not found' } },
    });
    expect((await patch(other, jobId, { project_name: 'Mine now', status: 'cancelled' })).status).toBe(404);
    expect((await patch(other, jobId, { customer_id: otherCustomerId })).status).toBe(404);
    expect((await get(admin, `/api/v1/jobs/${jobId}`)).body).toEqual(snapshot);
  });

  it('cannot create a job on, or move its own job to, another organization’s customer', async () => {
    const before = await nextNumber(other);
    expect(await create(other, { customer_id: customerId, project_name: 'Sneaky' })).toEqual({
      status: 404,
      body: { error: { code: 'customer_not_found', message: 'Customer not found' } },
    });
    expect(await nextNumber(other)).toBe(before);
    const own = await create(other, { customer_id: otherCustomerId, project_name: 'Own job' });
    expect((await patch(other, own.body.id, { customer_id: customerId })).status).toBe(404);
  });

  it('never sees them in lists', async () => {
    for (const path of [
      '/api/v1/jobs?pageSize=100',
      '/api/v1/jobs?search=secret',
      `/api/v1/jobs?customerId=${customerId}`,
    ]) {
      const res = await get(other, path);
      expect(res.status).toBe(200);
      expect(JSON.stringify(res.body)).not.toContain(jobId);
      expect(JSON.stringify(res.body)).not.toContain('Acme Homes');
    }
  });
});

describe('the database itself', () => {
  const asOther = <T>(fn: Parameters<typeof withTenant<T>>[2]) =>
    withTenant(t.db, { userId: other.userId, organizationId: other.organizationId }, fn);

  it('row-level security hides and protects another organization’s jobs and counters', async () => {
    const jobs = await asOther((tx) => tx.execute(sql`select distinct organization_id from projects`));
    expect(rowsOf<{ organization_id: string }>(jobs).map((r) => r.organization_id)).toEqual([
      other.organizationId,
    ]);
    const counters = await asOther((tx) => tx.execute(sql`select organization_id from job_number_counters`));
    expect(rowsOf<{ organization_id: string }>(counters).map((r) => r.organization_id)).toEqual([
      other.organizationId,
    ]);
    const updated = await asOther((tx) =>
      tx.execute(
        sql`update projects set project_name = 'pwned' where organization_id = ${admin.organizationId} returning id`,
      ),
    );
    expect(rowsOf(updated)).toHaveLength(0);
    await expect(
      asOther((tx) =>
        tx.execute(sql`select public.generate_job_number(${admin.organizationId}::uuid, ${YY}::text)`),
      ),
    ).rejects.toMatchObject({ cause: { message: expect.stringMatching(/row-level security/) } });
  });

  it('a job’s customer must belong to the job’s organization (composite foreign key)', async () => {
    await expect(
      t.db.insert(projects).values({
        organizationId: other.organizationId,
        customerId,
        projectNumber: 'J-99-001',
        projectName: 'Cross',
        clientName: 'x',
      }),
    ).rejects.toMatchObject({ cause: { message: expect.stringMatching(/projects_customer_same_org_fk/) } });
  });

  it('two jobs never share a number in an organization', async () => {
    const [existing] = await t.db
      .select()
      .from(projects)
      .where(eq(projects.organizationId, admin.organizationId))
      .limit(1);
    await expect(
      t.db.insert(projects).values({
        organizationId: admin.organizationId,
        customerId,
        projectNumber: existing?.projectNumber ?? '',
        projectName: 'Duplicate',
        clientName: 'x',
      }),
    ).rejects.toMatchObject({ cause: { message: expect.stringMatching(/projects_org_number_key/) } });
  });
});
