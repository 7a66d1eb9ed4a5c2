import { type TImportRunOptions, ZImportMapping } from '@groundwork/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importRunRecords, importRuns, jobCostHistory, standardCostCodes } from '../src/db/schema/index.ts';
import { withTenant } from '../src/lib/tenant.ts';
import type { TImportSourceModel } from '../src/modules/imports/model/source-model.ts';
import { customersStage } from '../src/modules/imports/stages/customers.ts';
import { jobCostStage } from '../src/modules/imports/stages/job-cost.ts';
import { jobsStage } from '../src/modules/imports/stages/jobs.ts';
import type { TImportStageRunner } from '../src/modules/imports/stages/stage-types.ts';
import { rollbackImportRun } from '../src/modules/imports/verify/rollback.ts';
import { createCompany, type Member } from './helpers/org-users.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

// A re-import that changes job-to-date cost, rolled back (issue 24): the earlier run's amount comes
// back; rolling the earlier run back then removes the row.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => {
  await t.close();
});

const CUTOVER = '2026-03-31';
const ref = (row: number) => ({ fileName: 'cost.csv', row });

function model(amountCents: number): TImportSourceModel {
  return {
    accounts: [],
    customers: [
      {
        kind: 'customer',
        name: 'Acme Corp',
        companyName: null,
        email: null,
        phone: null,
        addressLines: [],
        taxId: null,
        is1099: false,
        terms: null,
        inactive: false,
        balanceCents: null,
        ref: ref(1),
      },
    ],
    jobs: [
      {
        customerName: 'Acme Corp',
        name: 'Tower',
        fullName: 'Acme Corp:Tower',
        status: null,
        startDate: null,
        endDate: null,
        inactive: false,
        ref: ref(2),
      },
    ],
    vendors: [],
    classes: [],
    trialBalance: null,
    openInvoices: [],
    openBills: [],
    agingTotals: { receivables: null, payables: null },
    bankItems: [],
    jobCost: [
      { jobFullName: 'Acme Corp:Tower', costCode: '01-0100', category: 'M', amountCents, ref: ref(3) },
    ],
    transactions: [],
    errors: [],
  };
}

const caller = (m: Member) => ({
  userId: m.userId,
  organizationId: m.organizationId,
  requestId: null,
  onBehalf: false,
});

/** An imported run: customers, jobs and job cost, each stage in its own transaction as the orchestrator does. */
async function importRun(m: Member, amountCents: number): Promise<string> {
  const [run] = await withTenant(t.db, m, (tx) =>
    tx
      .insert(importRuns)
      .values({ organizationId: m.organizationId, source: 'csv', cutoverDate: CUTOVER })
      .returning({ id: importRuns.id }),
  );
  if (!run) throw new Error('no run');
  const options: TImportRunOptions = { full_history: false, job_to_date_cost: true };
  for (const runner of [customersStage, jobsStage, jobCostStage] as TImportStageRunner[]) {
    const result = await withTenant(t.db, m, (tx) =>
      runner.run({
        tx,
        caller: caller(m),
        runId: run.id,
        cutoverDate: CUTOVER,
        options,
        model: model(amountCents),
        mapping: ZImportMapping.parse({}),
        dryRun: false,
        record: async (entry) => {
          await tx.insert(importRunRecords).values({
            organizationId: m.organizationId,
            runId: run.id,
            stage: runner.stage,
            entityType: entry.entityType,
            entityId: entry.entityId,
            action: entry.action,
            naturalKey: entry.naturalKey,
            before: entry.before ?? null,
          });
        },
        progress: async () => {},
      }),
    );
    expect(result.errors, runner.stage).toEqual([]);
  }
  await withTenant(t.db, m, (tx) =>
    tx.update(importRuns).set({ status: 'imported' }).where(eq(importRuns.id, run.id)),
  );
  return run.id;
}

const history = (m: Member) =>
  withTenant(t.db, m, (tx) =>
    tx.select({ amountCents: jobCostHistory.amountCents, runId: jobCostHistory.runId }).from(jobCostHistory),
  );

describe('job-to-date cost re-imported and rolled back', () => {
  let m: Member;

  beforeAll(async () => {
    m = await createCompany(t, 'jobcost-rollback@imports.test', 'Job Cost Rollback Builders');
    await withTenant(t.db, m, (tx) =>
      tx.insert(standardCostCodes).values([
        { organizationId: m.organizationId, code: '01-0000', description: 'General' },
        { organizationId: m.organizationId, code: '01-0100', description: 'Supervision' },
      ]),
    );
  }, 60_000);

  it('restores the earlier run’s amount, then removes the row with the earlier run', async () => {
    const a = await importRun(m, 1_450_000);
    expect(await history(m)).toEqual([{ amountCents: 1_450_000, runId: a }]);

    const b = await importRun(m, 1_600_000);
    // The row keeps the run that created it; B recorded an update with the amount before it.
    expect(await history(m)).toEqual([{ amountCents: 1_600_000, runId: a }]);

    const rolledB = await withTenant(t.db, m, (tx) => rollbackImportRun(tx, caller(m), b));
    expect(rolledB.removed.job_cost_history).toBe(0);
    expect(rolledB.restored).toBe(1);
    expect(await history(m)).toEqual([{ amountCents: 1_450_000, runId: a }]);

    const rolledA = await withTenant(t.db, m, (tx) => rollbackImportRun(tx, caller(m), a));
    expect(rolledA.removed.job_cost_history).toBe(1);
    expect(await history(m)).toEqual([]);
  });
});
