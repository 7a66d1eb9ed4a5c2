import { type TImportMappingInput, type TImportRunOptions, ZImportMapping } from '@groundwork/shared';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../../src/db/client.ts';
import {
  apInvoices,
  chartOfAccounts,
  contractLines,
  importRunRecords,
  importRuns,
  jobContracts,
  payApplications,
  standardCostCodes,
} from '../../src/db/schema/index.ts';
import { withTenant } from '../../src/lib/tenant.ts';
import type { TImportCaller } from '../../src/modules/imports/import-route-helpers.ts';
import type {
  TSourceAccount,
  TSourceJob,
  TSourceOpenDocument,
  TSourceParty,
  TSourceRef,
  TSourceTrialBalanceRow,
} from '../../src/modules/imports/model/source-model.ts';
import { blankSourceParty } from '../../src/modules/imports/stages/party-stage.ts';
import type {
  TImportStageRunner,
  TStageContext,
  TStageResult,
} from '../../src/modules/imports/stages/stage-types.ts';
import { call as callApi, type Member } from './org-users.ts';
import type { TestApp } from './test-app.ts';

/*
 * The import stages called as the run job calls them (issue 24): one tenant transaction per stage, the
 * records kept in import_run_records, for a signed-up company; and the source rows the tests build
 * their models of (start from `emptySourceModel()` of model/source-model.ts).
 */

export const IMPORT_TEST_CUTOVER = '2026-03-31';
/** A run id for stages whose records the test collects itself (no import_runs row needed). */
export const NO_RUN_ID = '00000000-0000-4000-8000-000000000000';

export const callerOf = (m: Member): TImportCaller => ({
  userId: m.userId,
  organizationId: m.organizationId,
  requestId: null,
  onBehalf: false,
});

/** A chart-of-accounts row of the source (IIF types). */
export function sourceAccount(
  path: string,
  sourceType: string,
  ref: TSourceRef,
  more: Partial<TSourceAccount> = {},
): TSourceAccount {
  return {
    path,
    number: null,
    sourceType,
    detailType: null,
    typeSource: 'iif',
    description: null,
    inactive: false,
    balanceCents: null,
    controlHint: null,
    ref,
    ...more,
  };
}

/** A customer or vendor of the source's lists, without details unless `more` gives them. */
export function sourceParty(
  kind: 'customer' | 'vendor',
  name: string,
  ref: TSourceRef,
  more: Partial<TSourceParty> = {},
): TSourceParty {
  return { ...blankSourceParty(kind, name, ref), ...more };
}

/** A `Customer:Job` of the source's lists. */
export function sourceJob(fullName: string, ref: TSourceRef, more: Partial<TSourceJob> = {}): TSourceJob {
  const segments = fullName.split(':');
  return {
    customerName: segments[0] ?? '',
    name: segments[segments.length - 1] ?? '',
    fullName,
    status: null,
    startDate: null,
    endDate: null,
    inactive: false,
    ref,
    ...more,
  };
}

/** An open invoice or unpaid bill of the source's agings (dated 2026-03-15, due in 30 days). */
export function sourceDocument(
  kind: 'invoice' | 'bill',
  number: string,
  partyName: string,
  openCents: number,
  ref: TSourceRef,
  more: Partial<TSourceOpenDocument> = {},
): TSourceOpenDocument {
  return {
    kind,
    number,
    date: '2026-03-15',
    dueDate: '2026-04-14',
    partyName,
    jobFullName: null,
    className: null,
    openCents,
    retainageCents: 0,
    originalCents: null,
    memo: null,
    ref,
    ...more,
  };
}

/**
 * The source rows of a test's books, each with the next row number (from 2, in the order they are
 * built) of its file: `fileName` for the lists, ar.csv and ap.csv for open invoices and bills, tb.csv
 * for trial balance rows.
 */
export function sourceRows(fileName: string) {
  let row = 1;
  const ref = (file = fileName): TSourceRef => ({ fileName: file, row: ++row });
  return {
    ref,
    account: (path: string, sourceType: string, more: Partial<TSourceAccount> = {}) =>
      sourceAccount(path, sourceType, ref(), more),
    party: (kind: 'customer' | 'vendor', name: string, more: Partial<TSourceParty> = {}) =>
      sourceParty(kind, name, ref(), more),
    job: (fullName: string, more: Partial<TSourceJob> = {}) => sourceJob(fullName, ref(), more),
    doc: (
      kind: 'invoice' | 'bill',
      number: string,
      partyName: string,
      openCents: number,
      more: Partial<TSourceOpenDocument> = {},
    ) =>
      sourceDocument(kind, number, partyName, openCents, ref(kind === 'invoice' ? 'ar.csv' : 'ap.csv'), more),
    tb: (path: string, number: string, debitCents: number, creditCents: number): TSourceTrialBalanceRow => ({
      path,
      number,
      debitCents,
      creditCents,
      ref: ref('tb.csv'),
    }),
  };
}

/** The mapping of the tests' books: the four control accounts by their source paths. */
export const CONTROL_ACCOUNTS_MAPPING: TImportMappingInput = {
  control_accounts: {
    accounts_receivable: 'Accounts Receivable',
    accounts_payable: 'Accounts Payable',
    retainage_receivable: 'Retainage Receivable',
    retainage_payable: 'Retainage Payable',
  },
};

/** An import run of the company (a qb_desktop draft at the test cut-over unless `values` say otherwise). */
export async function insertImportRun(
  t: TestApp,
  member: Member,
  values: Partial<typeof importRuns.$inferInsert> = {},
): Promise<string> {
  const [run] = await withTenant(t.db, member, (tx) =>
    tx
      .insert(importRuns)
      .values({
        organizationId: member.organizationId,
        source: 'qb_desktop',
        cutoverDate: IMPORT_TEST_CUTOVER,
        ...values,
      })
      .returning({ id: importRuns.id }),
  );
  if (!run) throw new Error('no run');
  return run.id;
}

export type TStageCall = {
  runId: string;
  model: TStageContext['model'];
  mapping?: TImportMappingInput;
  options?: Partial<TImportRunOptions>;
  cutoverDate?: string;
  /** Where the stage's records go: import_run_records (the run must exist) unless given. */
  record?: TStageContext['record'];
};

/** The context the run job gives a stage, in the transaction `tx`. */
export function stageContextOf(
  tx: Db,
  member: Member,
  runner: TImportStageRunner,
  call: TStageCall,
): TStageContext {
  return {
    tx,
    caller: callerOf(member),
    runId: call.runId,
    cutoverDate: call.cutoverDate ?? IMPORT_TEST_CUTOVER,
    options: { full_history: false, job_to_date_cost: false, ...call.options },
    model: call.model,
    mapping: ZImportMapping.parse(call.mapping ?? {}),
    dryRun: false,
    record:
      call.record ??
      (async (entry) => {
        await tx.insert(importRunRecords).values({
          organizationId: member.organizationId,
          runId: call.runId,
          stage: runner.stage,
          entityType: entry.entityType,
          entityId: entry.entityId,
          action: entry.action,
          naturalKey: entry.naturalKey,
          before: entry.before ?? null,
        });
      }),
    progress: async () => {},
  };
}

/** One stage in its own tenant transaction, as the run job runs it. */
export function runImportStage(
  t: TestApp,
  member: Member,
  runner: TImportStageRunner,
  call: TStageCall,
): Promise<TStageResult> {
  return withTenant(t.db, member, (tx) => runner.run(stageContextOf(tx, member, runner, call)));
}

/**
 * The stages in order, each in its own tenant transaction as the run job runs them; the first with
 * errors stops the run (its transaction would roll back) and fails with them.
 */
export async function runImportStages(
  t: TestApp,
  member: Member,
  runners: readonly TImportStageRunner[],
  stageCall: TStageCall,
): Promise<Map<string, TStageResult>> {
  const results = new Map<string, TStageResult>();
  for (const runner of runners) {
    const r = await runImportStage(t, member, runner, stageCall);
    results.set(runner.stage, r);
    if (r.errors.length > 0) throw new Error(`${runner.stage}: ${JSON.stringify(r.errors)}`);
  }
  return results;
}

/** The cost codes the job cost rows name: 01-0000 General and 01-0100 Supervision. */
export async function addCostCodes(t: TestApp, member: Member): Promise<void> {
  await withTenant(t.db, member, (tx) =>
    tx.insert(standardCostCodes).values([
      { organizationId: member.organizationId, code: '01-0000', description: 'General' },
      { organizationId: member.organizationId, code: '01-0100', description: 'Supervision' },
    ]),
  );
}

/** A contract a job gets after the import: 100,000.00, 10 % retainage on work, one line 'Work'. */
export async function addWorkContract(t: TestApp, member: Member, jobId: string) {
  const [contract] = await withTenant(t.db, member, (tx) =>
    tx
      .insert(jobContracts)
      .values({
        organizationId: member.organizationId,
        jobId,
        originalContractCents: 10_000_000,
        retainageWorkBps: 1000,
      })
      .returning(),
  );
  if (!contract) throw new Error('no contract');
  const [line] = await withTenant(t.db, member, (tx) =>
    tx
      .insert(contractLines)
      .values({
        organizationId: member.organizationId,
        contractId: contract.id,
        lineNumber: 1,
        description: 'Work',
        originalCents: 10_000_000,
      })
      .returning(),
  );
  if (!line) throw new Error('no contract line');
  return { contract, line };
}

/** The ledger's trial balance through the API: debit-positive cents by account number (zeros kept). */
export async function trialBalanceByNumber(
  t: TestApp,
  member: Member,
  asOf: string = IMPORT_TEST_CUTOVER,
): Promise<Map<string, number>> {
  const res = await callApi(t, member.token, 'GET', `/api/v1/ledger/trial-balance?as_of=${asOf}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return new Map<string, number>(
    res.body.rows.map((r: { account_number: string; debit_cents: number; credit_cents: number }) => [
      r.account_number,
      r.debit_cents - r.credit_cents,
    ]),
  );
}

/** The company's active account of a system key (cash, accounts_receivable…). */
export async function systemAccountId(
  t: TestApp,
  member: Member,
  systemKey: string,
): Promise<string | undefined> {
  const [row] = await withTenant(t.db, member, (tx) =>
    tx
      .select({ id: chartOfAccounts.id })
      .from(chartOfAccounts)
      .where(
        and(
          eq(chartOfAccounts.organizationId, member.organizationId),
          eq(chartOfAccounts.systemKey, systemKey),
        ),
      ),
  );
  return row?.id;
}

/** The opening invoice (pay application of kind 'opening') the import made of a source number. */
export async function openingInvoiceOf(t: TestApp, member: Member, sourceNumber: string) {
  const [row] = await withTenant(t.db, member, (tx) =>
    tx
      .select()
      .from(payApplications)
      .where(
        and(
          eq(payApplications.organizationId, member.organizationId),
          eq(payApplications.sourceNumber, sourceNumber),
        ),
      ),
  );
  return row;
}

/** The opening bill (AP invoice) the import made of a source number. */
export async function openingBillOf(t: TestApp, member: Member, invoiceNumber: string) {
  const [row] = await withTenant(t.db, member, (tx) =>
    tx
      .select()
      .from(apInvoices)
      .where(
        and(
          eq(apInvoices.organizationId, member.organizationId),
          eq(apInvoices.invoiceNumber, invoiceNumber),
        ),
      ),
  );
  return row;
}
