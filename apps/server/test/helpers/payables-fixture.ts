import { eq } from 'drizzle-orm';
import { chartOfAccounts } from '../../src/db/schema/index.ts';
import { commitmentWorld, insertVendor, scheduleLine, type TCommitmentWorld } from './commitment-fixtures.ts';
import { call, type Member } from './org-users.ts';
import type { TestApp } from './test-app.ts';

async function ok(res: Promise<{ status: number; body: unknown }>, expected = 200) {
  const answer = await res;
  if (answer.status !== expected)
    throw new Error(`setup failed ${answer.status} ${JSON.stringify(answer.body)}`);
  // biome-ignore lint/suspicious/noExplicitAny: fixtures read arbitrary JSON bodies
  return answer.body as any;
}

export type TPayablesWorld = {
  world: TCommitmentWorld;
  /** The subcontractor with an issued subcontract (10 % retainage, two schedule lines). */
  vendorId: string;
  subcontractId: string;
  subcontractNumber: string;
  lineIds: string[];
  /** A supplier billed for direct job cost and overhead (no commitment). */
  supplierId: string;
  accounts: { cash: string; payable: string; retainagePayable: string; overhead: string };
};

/**
 * A company ready to pay bills: a job, a subcontractor with an issued subcontract of $100,000 and
 * $50,000 lines at 10 % retainage, a supplier, and the chart's cash, AP, retainage payable and an
 * overhead expense account.
 */
export async function payablesWorld(t: TestApp, admin: Member, tag: string): Promise<TPayablesWorld> {
  const world = await commitmentWorld(t, admin, tag);
  const vendorId = await insertVendor(t, admin.organizationId, `V-S${tag.slice(-3)}`);
  const supplierId = await insertVendor(t, admin.organizationId, `V-M${tag.slice(-3)}`);
  const subcontract = await ok(
    call(t, admin.token, 'POST', '/api/v1/commitments', {
      kind: 'subcontract',
      job_id: world.jobId,
      vendor_id: vendorId,
      description: `Concrete ${tag}`,
      retainage_bps: 1000,
      lines: [
        scheduleLine(world.codes.concrete, world.categories.S as string, 10_000_000, 'Footings'),
        scheduleLine(world.codes.rebar, world.categories.S as string, 5_000_000, 'Rebar'),
      ],
    }),
    201,
  );
  await ok(call(t, admin.token, 'POST', `/api/v1/commitments/${subcontract.id}/issue`));
  const chart = await t.db
    .select({ id: chartOfAccounts.id, key: chartOfAccounts.systemKey, number: chartOfAccounts.accountNumber })
    .from(chartOfAccounts)
    .where(eq(chartOfAccounts.organizationId, admin.organizationId));
  const byKey = (k: string) => chart.find((a) => a.key === k)?.id ?? '';
  return {
    world,
    vendorId,
    subcontractId: subcontract.id,
    subcontractNumber: subcontract.commitment_number,
    lineIds: subcontract.lines.map((l: { id: string }) => l.id),
    supplierId,
    accounts: {
      cash: byKey('cash'),
      payable: byKey('accounts_payable'),
      retainagePayable: byKey('retainage_payable'),
      overhead: chart.find((a) => a.number === '6200')?.id ?? '',
    },
  };
}

let counter = 0;

/** An invoice entered, approved and posted (dated `date`); answers the posted invoice. */
export async function postedInvoice(
  t: TestApp,
  admin: Member,
  body: {
    vendor_id: string;
    lines: unknown[];
    invoice_date?: string;
    due_date?: string;
    invoice_number?: string;
  },
) {
  counter++;
  const date = body.invoice_date ?? '2026-03-02';
  const entered = await ok(
    call(t, admin.token, 'POST', '/api/v1/ap-invoices', {
      invoice_number: `P-${counter}`,
      invoice_date: date,
      ...body,
    }),
    201,
  );
  await ok(call(t, admin.token, 'POST', `/api/v1/ap-invoices/${entered.id}/approve`));
  return ok(call(t, admin.token, 'POST', `/api/v1/ap-invoices/${entered.id}/post`, {}));
}

/** A subcontract line body: schedule line `index` of the world's subcontract for `amount` cents. */
export const subcontractLine = (w: TPayablesWorld, index: number, amount: number) => ({
  kind: 'commitment',
  commitment_line_id: w.lineIds[index],
  amount_cents: amount,
});

/** A direct job cost line (material) with no retainage. */
export const directLine = (w: TPayablesWorld, amount: number) => ({
  kind: 'job_cost',
  job_id: w.world.jobId,
  cost_code_id: w.world.codes.concrete,
  cost_category_id: w.world.categories.M,
  amount_cents: amount,
});
