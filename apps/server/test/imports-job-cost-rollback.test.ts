import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importRuns, jobCostHistory } from '../src/db/schema/index.ts';
import { withTenant } from '../src/lib/tenant.ts';
import { emptySourceModel, type TImportSourceModel } from '../src/modules/imports/model/source-model.ts';
import { customersStage } from '../src/modules/imports/stages/customers.ts';
import { jobCostStage } from '../src/modules/imports/stages/job-cost.ts';
import { jobsStage } from '../src/modules/imports/stages/jobs.ts';
import type { TImportStageRunner } from '../src/modules/imports/stages/stage-types.ts';
import { rollbackImportRun } from '../src/modules/imports/verify/rollback.ts';
import {
  addCostCodes,
  callerOf,
  insertImportRun,
  runImportStage,
  sourceJob,
  sourceParty,
} from './helpers/import-stage-fixture.ts';
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

const ref = (row: number) => ({ fileName: 'cost.csv', row });

function model(amountCents: number): TImportSourceModel {
  const m = emptySourceModel();
  m.customers = [sourceParty('customer', 'Acme Corp', ref(1))];
  m.jobs = [sourceJob('Acme Corp:Tower', ref(2))];
  m.jobCost = [
    { jobFullName: 'Acme Corp:Tower', costCode: '01-0100', category: 'M', amountCents, ref: ref(3) },
  ];
  return m;
}

/** An imported run: customers, jobs and job cost, each stage in its own transaction as the orchestrator does. */
async function importRun(m: Member, amountCents: number): Promise<string> {
  const runId = await insertImportRun(t, m, { source: 'csv' });
  for (const runner of [customersStage, jobsStage, jobCostStage] as TImportStageRunner[]) {
    const result = await runImportStage(t, m, runner, {
      runId,
      model: model(amountCents),
      options: { job_to_date_cost: true },
    });
    expect(result.errors, runner.stage).toEqual([]);
  }
  await withTenant(t.db, m, (tx) =>
    tx.update(importRuns).set({ status: 'imported' }).where(eq(importRuns.id, runId)),
  );
  return runId;
}

const history = (m: Member) =>
  withTenant(t.db, m, (tx) =>
    tx.select({ amountCents: jobCostHistory.amountCents, runId: jobCostHistory.runId }).from(jobCostHistory),
  );

describe('job-to-date cost re-imported and rolled back', () => {
  let m: Member;

  beforeAll(async () => {
    m = await createCompany(t, 'jobcost-rollback@imports.test', 'Job Cost Rollback Builders');
    await addCostCodes(t, m);
  }, 60_000);

  it('restores the earlier run’s amount, then removes the row with the earlier run', async () => {
    const a = await importRun(m, 1_450_000);
    expect(await history(m)).toEqual([{ amountCents: 1_450_000, runId: a }]);

    const b = await importRun(m, 1_600_000);
    // The row keeps the run that created it; B recorded an update with the amount before it.
    expect(await history(m)).toEqual([{ amountCents: 1_600_000, runId: a }]);

    const rolledB = await withTenant(t.db, m, (tx) => rollbackImportRun(tx, callerOf(m), b));
    expect(rolledB.removed.job_cost_history).toBe(0);
    expect(rolledB.restored).toBe(1);
    expect(await history(m)).toEqual([{ amountCents: 1_450_000, runId: a }]);

    const rolledA = await withTenant(t.db, m, (tx) => rollbackImportRun(tx, callerOf(m), a));
    expect(rolledA.removed.job_cost_history).toBe(1);
    expect(await history(m)).toEqual([]);
  });
});
