import { eq } from 'drizzle-orm';
import { organizations, vendorInsuranceCertificates, vendors } from '../../src/db/schema/index.ts';
import { call, type Member } from './org-users.ts';
import type { TestApp } from './test-app.ts';

/** What a company needs before it can commit cost: a job, cost codes, categories. */
export type TCommitmentWorld = {
  jobId: string;
  jobNumber: string;
  codes: { concrete: string; rebar: string; parent: string };
  categories: Record<string, string>;
};

async function ok(res: Promise<{ status: number; body: unknown }>, expected = 201) {
  const answer = await res;
  if (answer.status !== expected)
    throw new Error(`setup failed ${answer.status} ${JSON.stringify(answer.body)}`);
  // biome-ignore lint/suspicious/noExplicitAny: fixtures read arbitrary JSON bodies
  return answer.body as any;
}

/** A customer, an active job, cost codes 03-0000 (group), 03-1000, 03-2000, and the categories by code. */
export async function commitmentWorld(t: TestApp, admin: Member, tag: string): Promise<TCommitmentWorld> {
  const customer = await ok(
    call(t, admin.token, 'POST', '/api/v1/customers', {
      customer_number: `C-${tag}`,
      name: `Customer ${tag}`,
    }),
  );
  const job = await ok(
    call(t, admin.token, 'POST', '/api/v1/jobs', { customer_id: customer.id, project_name: `Job ${tag}` }),
  );
  const existing = (await call(t, admin.token, 'GET', '/api/v1/cost-codes')).body.items as {
    id: string;
    code: string;
  }[];
  const code = async (c: string, description: string) =>
    existing.find((row) => row.code === c)?.id ??
    (await ok(call(t, admin.token, 'POST', '/api/v1/cost-codes', { code: c, description }))).id;
  const parent = await code('03-0000', 'Concrete');
  const concrete = await code('03-1000', 'Cast-in-place concrete');
  const rebar = await code('03-2000', 'Reinforcing steel');
  const categories = (await call(t, admin.token, 'GET', '/api/v1/cost-categories')).body.items as {
    id: string;
    code: string;
  }[];
  return {
    jobId: job.id,
    jobNumber: job.project_number,
    codes: { parent, concrete, rebar },
    categories: Object.fromEntries(categories.map((c) => [c.code, c.id])),
  };
}

/** A vendor written straight to the database (the vendors module has its own tests). */
export async function insertVendor(
  t: TestApp,
  organizationId: string,
  number: string,
  options: { isActive?: boolean; expiredOn?: string; expiresOn?: string } = {},
): Promise<string> {
  const [vendor] = await t.db
    .insert(vendors)
    .values({
      organizationId,
      vendorNumber: number,
      name: `Vendor ${number}`,
      vendorType: 'subcontractor',
      isActive: options.isActive ?? true,
      w9ReceivedOn: '2026-01-02',
      city: 'Springfield',
    })
    .returning({ id: vendors.id });
  if (!vendor) throw new Error('vendor insert failed');
  const expiry = options.expiredOn ?? options.expiresOn ?? '2099-12-31';
  await t.db.insert(vendorInsuranceCertificates).values({
    organizationId,
    vendorId: vendor.id,
    kind: 'general_liability',
    carrier: 'Carrier',
    policyNumber: `GL-${number}`,
    effectiveDate: '2020-01-01',
    expiryDate: expiry,
  });
  return vendor.id;
}

export async function setComplianceBlocks(t: TestApp, organizationId: string, blocks: boolean) {
  await t.db
    .update(organizations)
    .set({ complianceBlocksCommitments: blocks })
    .where(eq(organizations.id, organizationId));
}

/** A schedule line body. */
export const scheduleLine = (
  costCodeId: string,
  costCategoryId: string,
  amount: number,
  description = '',
) => ({
  cost_code_id: costCodeId,
  cost_category_id: costCategoryId,
  description,
  amount_cents: amount,
});
