import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForImportJob } from '../src/modules/imports/runs/import-progress.ts';
import {
  API,
  agingsByName,
  GOLDEN_CUTOVER as CUTOVER,
  chartByNumber,
  expectOk,
  importGolden,
  ledgerBalances,
  listCounts,
  GOLDEN_TOTAL as TOTAL,
} from './helpers/imports-fixture.ts';
import { call, createCompany, type Member } from './helpers/org-users.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/**
 * An import rolled back can be imported again (issue 24), through the real API on the golden files
 * (test/fixtures/imports/golden): import → verified; a plain rerun changes nothing; rollback (the
 * rerun, then the import) → the trial balance back to zero and what the ledger keeps inactive; the
 * same files in a new run → imported and verified, the same trial balance as the first time, no
 * duplicate account, customer, vendor or job (what the rollback deactivated is made active again,
 * recorded as updated); a rerun of that changes nothing; rolling that back makes them inactive again.
 */

// biome-ignore lint/suspicious/noExplicitAny: the test reads arbitrary JSON bodies and asserts on them
type TBody = any;

let t: TestApp;
let owner: Member;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createCompany(t, 'owner@rerun-imports.test', 'Rerun Builders');
}, 120_000);
afterAll(() => t.close());

/** [stage, created, updated] of every stage that created or updated anything. */
const stageChanges = (run: TBody) =>
  (run.stages as TBody[])
    .filter((s) => s.created !== 0 || s.updated !== 0)
    .map((s) => [s.stage, s.created, s.updated]);
const stageOf = (run: TBody, stage: string) => (run.stages as TBody[]).find((s) => s.stage === stage);

/** The rollback asked for (202) and waited for: what it did. */
async function rollback(runId: string) {
  const res = await call(t, owner.token, 'POST', `${API}/runs/${runId}/rollback`, {});
  expect(res.status, JSON.stringify(res.body)).toBe(202);
  await waitForImportJob(runId);
  const run = await expectOk(call(t, owner.token, 'GET', `${API}/runs/${runId}`));
  expect(run.status, JSON.stringify(run)).toBe('rolled_back');
  return run.rollback;
}

async function expectVerified(runId: string) {
  const run = await expectOk(call(t, owner.token, 'GET', `${API}/runs/${runId}`));
  expect(run.status).toBe('imported');
  expect(run.verified).toBe(true);
  const report = await expectOk(call(t, owner.token, 'GET', `${API}/runs/${runId}/report`));
  const nonZero = (rows: TBody[]) => rows.filter((r) => r.difference_cents !== 0);
  expect(nonZero(report.trial_balance), 'trial balance differences').toEqual([]);
  expect(nonZero(report.receivables), 'receivable differences').toEqual([]);
  expect(nonZero(report.payables), 'payable differences').toEqual([]);
  expect(report.opening_clearing_cents).toBe(0);
  expect((report.counts as TBody[]).filter((c) => c.source !== c.imported)).toEqual([]);
  expect(report.trial_balance_totals).toEqual({
    source_debit_cents: TOTAL,
    source_credit_cents: TOTAL,
    imported_debit_cents: TOTAL,
    imported_credit_cents: TOTAL,
  });
  expect(report.verified).toBe(true);
  return run;
}

/** Name → active of every record of a list (inactive included); names must be unique. */
async function activeByName(path: string): Promise<Record<string, boolean>> {
  const body = await expectOk(call(t, owner.token, 'GET', `${path}?pageSize=100&status=all`));
  const items = body.items as TBody[];
  const names = items.map((p) => p.name as string);
  expect(new Set(names).size, `${path}: a name twice in ${names.join(', ')}`).toBe(names.length);
  return Object.fromEntries(items.map((p) => [p.name, p.is_active]));
}

/** `Customer:Job` → status of every job; each once. */
async function jobStatuses(): Promise<Record<string, string>> {
  const body = await expectOk(call(t, owner.token, 'GET', '/api/v1/jobs?pageSize=100&status=all'));
  const out: Record<string, string> = {};
  for (const j of body.items as TBody[]) {
    const key = `${j.client_name ?? j.customer_name}:${j.project_name ?? j.name}`;
    expect(out[key], `job ${key} twice`).toBeUndefined();
    out[key] = j.status;
  }
  return out;
}

/** The chart by number: [active, id] (numbers are unique; ids show nothing was created twice). */
async function chartState(): Promise<Record<string, [boolean, string]>> {
  const chart = await chartByNumber(t, owner);
  return Object.fromEntries([...chart.values()].map((a: TBody) => [a.account_number, [a.is_active, a.id]]));
}

async function snapshot() {
  return {
    balances: await ledgerBalances(t, owner, CUTOVER),
    counts: await listCounts(t, owner),
    customers: await activeByName('/api/v1/customers'),
    vendors: await activeByName('/api/v1/vendors'),
    jobs: await jobStatuses(),
    chart: await chartState(),
  };
}

describe('an import rolled back, imported again', () => {
  it('imports, reruns unchanged, rolls back to zero, imports again verified with the same books', async () => {
    const before = await snapshot();
    expect(before.balances).toEqual({});

    // 1. The import, verified.
    const first = await importGolden(t, owner);
    await expectVerified(first.runId);
    const imported = await snapshot();
    const agings = await agingsByName(t, owner, CUTOVER);
    expect(Object.keys(imported.balances).length).toBeGreaterThan(10);

    // 2. A plain rerun changes nothing.
    const rerun = await importGolden(t, owner);
    expect(stageChanges(rerun.run), 'a rerun creates and updates nothing').toEqual([]);
    await expectVerified(rerun.runId);
    expect(await snapshot()).toEqual(imported);

    // 3. Rolled back (the rerun, then the import): the trial balance back to zero.
    await rollback(rerun.runId);
    const rolled = await rollback(first.runId);
    expect(rolled.reversed_entries).toBeGreaterThan(0);
    const afterRollback = await snapshot();
    expect(afterRollback.balances).toEqual({});
    expect(afterRollback.counts.active).toEqual(before.counts.active);
    expect(await agingsByName(t, owner, CUTOVER)).toMatchObject({ receivables: {}, payables: {} });

    // 4. The same files again, in a new run: imported, verified, the same books, nothing twice.
    const again = await importGolden(t, owner);
    const run = await expectVerified(again.runId);
    for (const stage of ['open_invoices', 'open_bills', 'bank_items'])
      expect(stageOf(run, stage).created, stage).toBe(stageOf(first.run, stage).created);
    expect(stageOf(run, 'opening_entry').created).toBeGreaterThan(0);
    // What the rollback kept inactive (cancelled) is active again, recorded as updated.
    const deactivated = rolled.deactivated as Record<string, number>;
    expect(deactivated.account).toBeGreaterThan(0);
    for (const [entity, stage] of [
      ['account', 'accounts'],
      ['customer', 'customers'],
      ['vendor', 'vendors'],
    ] as const)
      if (deactivated[entity]) expect(stageOf(run, stage).updated, stage).toBeGreaterThan(0);
    const reimported = await snapshot();
    expect(reimported.balances).toEqual(imported.balances);
    expect(reimported.counts).toEqual(imported.counts);
    expect(reimported.customers).toEqual(imported.customers);
    expect(reimported.vendors).toEqual(imported.vendors);
    expect(reimported.jobs).toEqual(imported.jobs);
    // Every account the first import left has the same number and state; those the rollback removed
    // (nothing referenced them) come back under the same numbers.
    const states = (c: Record<string, [boolean, string]>) =>
      Object.fromEntries(Object.entries(c).map(([n, [active]]) => [n, active]));
    expect(states(reimported.chart)).toEqual(states(imported.chart));
    for (const [n, [, id]] of Object.entries(afterRollback.chart))
      expect(reimported.chart[n]?.[1], n).toBe(id);
    const tb = await expectOk(call(t, owner.token, 'GET', `/api/v1/ledger/trial-balance?as_of=${CUTOVER}`));
    expect([tb.total_debit_cents, tb.total_credit_cents]).toEqual([TOTAL, TOTAL]);
    const agingsAgain = await agingsByName(t, owner, CUTOVER);
    expect([agingsAgain.receivables, agingsAgain.payables]).toEqual([agings.receivables, agings.payables]);
    expect([agingsAgain.arTieOut.in_balance, agingsAgain.apTieOut.in_balance]).toEqual([true, true]);

    // 5. A plain rerun of that changes nothing either.
    const rerunAgain = await importGolden(t, owner);
    expect(stageChanges(rerunAgain.run), 'a rerun after a re-import changes nothing').toEqual([]);
    expect(await snapshot()).toEqual(reimported);

    // 6. Rolling the re-import back puts back what it reactivated: inactive again, zero again.
    await rollback(rerunAgain.runId);
    await rollback(again.runId);
    const secondRollback = await snapshot();
    expect(secondRollback.balances).toEqual({});
    expect(secondRollback.counts.active).toEqual(before.counts.active);
    expect(secondRollback.customers).toEqual(afterRollback.customers);
    expect(secondRollback.vendors).toEqual(afterRollback.vendors);
    expect(secondRollback.jobs).toEqual(afterRollback.jobs);
    expect(states(secondRollback.chart)).toEqual(states(afterRollback.chart));
  }, 300_000);
});
