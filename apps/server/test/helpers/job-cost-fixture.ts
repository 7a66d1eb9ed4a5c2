import { eq } from 'drizzle-orm';
import {
  commitmentLines,
  commitments,
  standardCostCodes,
  vendorChangeOrderLines,
  vendorChangeOrders,
  vendors,
} from '../../src/db/schema/index.ts';
import { call, createCompany, type Member } from './org-users.ts';
import type { TestApp } from './test-app.ts';

/** A company with a job, cost codes 03-1000, 03-3000, 05-1000 (and parents) and categories by code. */
export type JobCostCompany = {
  admin: Member;
  jobId: string;
  code: (code: string) => string;
  category: (code: string) => string;
  account: (number: string) => string;
};

export async function jobCostCompany(
  t: TestApp,
  email: string,
  name = 'Budget Builders',
): Promise<JobCostCompany> {
  const admin = await createCompany(t, email, name);
  const customer = await call(t, admin.token, 'POST', '/api/v1/customers', {
    customer_number: 'C-BDG1',
    name: 'Budget Customer',
  });
  const job = await call(t, admin.token, 'POST', '/api/v1/jobs', {
    customer_id: customer.body.id,
    project_name: 'Budget Job',
    budget_cents: 123,
  });
  const codes = new Map<string, string>();
  for (const [code, description] of [
    ['03-0000', 'Concrete'],
    ['03-1000', 'Formwork'],
    ['03-3000', 'Cast-in-place'],
    ['03-9000', 'Old concrete work'],
    ['05-0000', 'Metals'],
    ['05-1000', 'Structural steel'],
  ] as const) {
    const res = await call(t, admin.token, 'POST', '/api/v1/cost-codes', { code, description });
    if (res.status !== 201) throw new Error(`cost code ${code}: ${JSON.stringify(res.body)}`);
    codes.set(code, res.body.id);
  }
  // Cost codes have no deactivation in the API yet; an inactive one is written directly.
  await t.db
    .update(standardCostCodes)
    .set({ isActive: false })
    .where(eq(standardCostCodes.id, codes.get('03-9000') as string));
  const categories = (await call(t, admin.token, 'GET', '/api/v1/cost-categories')).body.items as {
    id: string;
    code: string;
  }[];
  const chart = (await call(t, admin.token, 'GET', '/api/v1/chart-of-accounts')).body.items as {
    id: string;
    account_number: string;
  }[];
  if (job.status !== 201) throw new Error('job cost fixture failed');
  const pick = (map: Map<string, string>, key: string) => {
    const id = map.get(key);
    if (!id) throw new Error(`fixture: no ${key}`);
    return id;
  };
  const categoryIds = new Map(categories.map((c) => [c.code, c.id]));
  const accountIds = new Map(chart.map((a) => [a.account_number, a.id]));
  return {
    admin,
    jobId: job.body.id,
    code: (code) => pick(codes, code),
    category: (code) => pick(categoryIds, code),
    account: (number) => pick(accountIds, number),
  };
}

type TCommitmentSpec = {
  number: string;
  status: 'draft' | 'issued' | 'executed' | 'closed' | 'void';
  lines: { costCodeId: string; costCategoryId: string; originalCents: number }[];
};

/**
 * Writes a vendor and commitments straight into the database (the commitments module has its own
 * routes and tests): answers the commitment ids and their line ids in order.
 */
export async function insertCommitments(
  t: TestApp,
  organizationId: string,
  jobId: string,
  specs: TCommitmentSpec[],
): Promise<{ id: string; lineIds: string[] }[]> {
  const [vendor] = await t.db
    .insert(vendors)
    .values({ organizationId, vendorNumber: 'V-0001', name: 'Steel & Forms Co', vendorType: 'subcontractor' })
    .returning({ id: vendors.id });
  if (!vendor) throw new Error('no vendor');
  const out: { id: string; lineIds: string[] }[] = [];
  for (const spec of specs) {
    const [commitment] = await t.db
      .insert(commitments)
      .values({
        organizationId,
        jobId,
        vendorId: vendor.id,
        kind: spec.number.includes('-PO-') ? 'purchase_order' : 'subcontract',
        commitmentNumber: spec.number,
        description: spec.number,
        status: spec.status,
      })
      .returning({ id: commitments.id });
    if (!commitment) throw new Error('no commitment');
    const lines = await t.db
      .insert(commitmentLines)
      .values(
        spec.lines.map((line, i) => ({
          organizationId,
          commitmentId: commitment.id,
          lineNumber: i + 1,
          ...line,
        })),
      )
      .returning({ id: commitmentLines.id });
    out.push({ id: commitment.id, lineIds: lines.map((l) => l.id) });
  }
  return out;
}

type TChangeLine =
  | { commitmentLineId: string; amountCents: number }
  | { costCodeId: string; costCategoryId: string; amountCents: number };

/** A vendor change order with its lines, written straight into the database. */
export async function insertChangeOrder(
  t: TestApp,
  organizationId: string,
  commitmentId: string,
  number: number,
  status: 'pending' | 'approved' | 'rejected',
  lines: TChangeLine[],
): Promise<string> {
  const [order] = await t.db
    .insert(vendorChangeOrders)
    .values({
      organizationId,
      commitmentId,
      changeOrderNumber: number,
      changeOrderDate: '2026-04-01',
      description: `CO ${number}`,
      status,
    })
    .returning({ id: vendorChangeOrders.id });
  if (!order) throw new Error('no change order');
  await t.db
    .insert(vendorChangeOrderLines)
    .values(
      lines.map((line, i) => ({ organizationId, changeOrderId: order.id, lineNumber: i + 1, ...line })),
    );
  return order.id;
}

/** A commitment line added by an approved change order: original 0, pointing at its change order. */
export async function insertAddedLine(
  t: TestApp,
  organizationId: string,
  commitmentId: string,
  lineNumber: number,
  line: { costCodeId: string; costCategoryId: string; changeOrderId: string },
): Promise<string> {
  const [row] = await t.db
    .insert(commitmentLines)
    .values({
      organizationId,
      commitmentId,
      lineNumber,
      costCodeId: line.costCodeId,
      costCategoryId: line.costCategoryId,
      originalCents: 0,
      addedByChangeOrderId: line.changeOrderId,
    })
    .returning({ id: commitmentLines.id });
  if (!row) throw new Error('no added line');
  return row.id;
}
