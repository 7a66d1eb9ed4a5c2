import {
  achEffectiveDate,
  nachaEntryHash,
  splitDirectDeposit,
  type TAchPreview,
  type TNachaEntryInput,
  type TNachaFileInput,
  writeNachaFile,
  yymmdd,
} from '@groundwork/shared';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  achFiles,
  employeeBankAccounts,
  employees,
  payrollChecks,
  payrollRuns,
  profiles,
} from '../../db/schema/index.ts';
import type { TenantCaller } from '../../lib/api-route.ts';
import { AppError } from '../../lib/app-error.ts';
import type { TDataCipher } from '../../lib/crypto.ts';
import { nextFileIdModifier, storeAchFile } from './ach-file-store.ts';
import { AchFileErrors } from './ach-files.errors.ts';
import { decryptOrFail, loadAchBank, offsetOf, type TAchBank } from './ach-settings.ts';

type TBankAccount = typeof employeeBankAccounts.$inferSelect;
type TPlannedEntry = {
  employeeId: string;
  employeeName: string;
  account: TBankAccount;
  amountCents: number;
};
type TRun = { id: string; runNumber: number; status: string; checkDate: string };

// A profile the company may not read (the person left the company) leaves the name, never the money, out.
const nameSql = sql<string>`coalesce(nullif(${profiles.fullName}, ''), ${profiles.email}, 'Employee')`;

/** An employee's identification in the file (15 characters): the employee record's id, compacted. */
export const individualIdOf = (employeeId: string) => employeeId.replace(/-/g, '').slice(0, 15).toUpperCase();

export async function loadRun(tx: Db, organizationId: string, runId: string): Promise<TRun> {
  const [run] = await tx
    .select({
      id: payrollRuns.id,
      runNumber: payrollRuns.runNumber,
      status: payrollRuns.status,
      checkDate: payrollRuns.checkDate,
    })
    .from(payrollRuns)
    .where(and(eq(payrollRuns.organizationId, organizationId), eq(payrollRuns.id, runId)));
  if (!run) throw AchFileErrors.runNotFound();
  return run;
}

/**
 * The deposits of a posted run: each direct deposit check's net split over the employee's active
 * accounts (amounts, percents, remainder; unverified accounts get nothing), in employee name order.
 */
async function plannedEntries(
  tx: Db,
  organizationId: string,
  runId: string,
): Promise<{ entries: TPlannedEntry[]; warnings: string[] }> {
  const checks = await tx
    .select({ employeeId: payrollChecks.employeeId, netCents: payrollChecks.netCents, name: nameSql })
    .from(payrollChecks)
    .innerJoin(employees, eq(employees.id, payrollChecks.employeeId))
    .leftJoin(profiles, eq(profiles.id, employees.userId))
    .where(
      and(
        eq(payrollChecks.organizationId, organizationId),
        eq(payrollChecks.runId, runId),
        eq(payrollChecks.paymentMethod, 'direct_deposit'),
        gt(payrollChecks.netCents, 0),
      ),
    )
    .orderBy(asc(nameSql), asc(payrollChecks.employeeId));
  if (checks.length === 0) return { entries: [], warnings: [] };
  const accounts = await tx
    .select()
    .from(employeeBankAccounts)
    .where(
      and(
        eq(employeeBankAccounts.organizationId, organizationId),
        inArray(
          employeeBankAccounts.employeeId,
          checks.map((c) => c.employeeId),
        ),
      ),
    );
  const entries: TPlannedEntry[] = [];
  const warnings: string[] = [];
  for (const check of checks) {
    const own = accounts.filter((a) => a.employeeId === check.employeeId);
    const split = splitDirectDeposit(
      Number(check.netCents),
      own.map((a) => ({
        id: a.id,
        splitMethod: a.splitMethod,
        amountCents: a.amountCents === null ? null : Number(a.amountCents),
        percent: a.percent,
        sortOrder: a.sortOrder,
        prenoteStatus: a.prenoteStatus,
        isActive: a.isActive,
        label: `•••• ${a.accountLast4}`,
      })),
    );
    if (own.every((a) => !a.isActive)) warnings.push(`${check.name}: no active bank account — pay by check.`);
    else for (const w of split.warnings) warnings.push(`${check.name}: ${w}`);
    for (const d of split.deposits) {
      const account = own.find((a) => a.id === d.accountId);
      if (account)
        entries.push({
          employeeId: check.employeeId,
          employeeName: check.name,
          account,
          amountCents: d.amountCents,
        });
    }
  }
  return { entries, warnings };
}

function fileInput(
  bank: TAchBank,
  run: TRun,
  effectiveDate: string,
  now: { date: string; time: string },
  modifier: string,
  entries: TNachaEntryInput[],
  cipher: TDataCipher | null,
): TNachaFileInput {
  return {
    ...bank,
    creationDate: now.date,
    creationTime: now.time,
    fileIdModifier: modifier,
    referenceCode: `RUN ${run.runNumber}`,
    purpose: 'credit',
    entryDescription: 'PAYROLL',
    descriptiveDate: yymmdd(run.checkDate),
    effectiveDate,
    entries,
    offset: offsetOf(bank, cipher),
  };
}

/** What the run's file would hold (no account number is decrypted); a refusal becomes `problem`. */
export async function previewPayrollFile(
  tx: Db,
  organizationId: string,
  runId: string,
  requested: string | undefined,
  today: string,
): Promise<TAchPreview> {
  const run = await loadRun(tx, organizationId, runId);
  const requestedDate = requested ?? run.checkDate;
  const effectiveDate = achEffectiveDate(requestedDate, today);
  const empty: TAchPreview = {
    is_ready: false,
    problem: null,
    requested_date: requestedDate,
    effective_date: effectiveDate,
    is_balanced: false,
    entry_count: 0,
    entry_hash: '0000000000',
    total_credit_cents: 0,
    total_debit_cents: 0,
    entries: [],
    warnings: [],
  };
  try {
    const bank = await loadAchBank(tx, organizationId);
    if (run.status !== 'posted') throw AchFileErrors.runNotPosted(run.runNumber, run.status);
    const { entries, warnings } = await plannedEntries(tx, organizationId, runId);
    if (entries.length === 0)
      return { ...empty, warnings, problem: AchFileErrors.noDirectDeposit(run.runNumber).message };
    const offset = offsetOf(bank, null);
    const credit = entries.reduce((sum, e) => sum + e.amountCents, 0);
    const routings = [
      ...entries.map((e) => e.account.routingNumber),
      ...(offset ? [offset.routingNumber] : []),
    ];
    return {
      ...empty,
      is_ready: true,
      is_balanced: offset !== null,
      entry_count: routings.length,
      entry_hash: nachaEntryHash(routings),
      total_credit_cents: credit,
      total_debit_cents: offset ? credit : 0,
      entries: entries.map((e) => ({
        employee_id: e.employeeId,
        employee_name: e.employeeName,
        account: `•••• ${e.account.accountLast4}`,
        routing_number: e.account.routingNumber,
        account_type: e.account.accountType,
        amount_cents: e.amountCents,
      })),
      warnings,
    };
  } catch (err) {
    if (err instanceof AppError && Number(err.status) < 500) return { ...empty, problem: err.message };
    throw err;
  }
}

/**
 * Makes and stores the run's NACHA file:
 *   1. the company's settings, locked (file id modifiers of the day are handed out one at a time);
 *   2. the run posted, and no file made for it yet;
 *   3. the deposits (split of each direct deposit check), account numbers decrypted;
 *   4. the effective date moved to a banking day, never before the next banking day after today;
 *   5. the file written, stored byte for byte, audited (totals only).
 */
export async function createPayrollFile(
  tx: Db,
  caller: TenantCaller,
  cipher: TDataCipher,
  runId: string,
  requested: string,
  now: { date: string; time: string },
): Promise<string> {
  const org = caller.organizationId;
  const run = await loadRun(tx, org, runId);
  const bank = await loadAchBank(tx, org, true);
  if (run.status !== 'posted') throw AchFileErrors.runNotPosted(run.runNumber, run.status);
  const [existing] = await tx
    .select({ modifier: achFiles.fileIdModifier, createdAt: achFiles.createdAt })
    .from(achFiles)
    .where(and(eq(achFiles.organizationId, org), eq(achFiles.runId, runId), eq(achFiles.purpose, 'payroll')));
  if (existing)
    throw AchFileErrors.alreadyMade(
      run.runNumber,
      existing.modifier,
      new Date(existing.createdAt).toISOString().slice(0, 10),
    );
  const { entries } = await plannedEntries(tx, org, runId);
  if (entries.length === 0) throw AchFileErrors.noDirectDeposit(run.runNumber);
  const effectiveDate = achEffectiveDate(requested, now.date);
  const modifier = await nextFileIdModifier(tx, org, now.date);
  const nacha = entries.map(
    (e): TNachaEntryInput => ({
      accountType: e.account.accountType,
      routingNumber: e.account.routingNumber,
      accountNumber: decryptOrFail(cipher, e.account.accountNumberEncrypted, 'bank_account'),
      amountCents: e.amountCents,
      individualId: individualIdOf(e.employeeId),
      individualName: e.employeeName,
    }),
  );
  const file = writeNachaFile(fileInput(bank, run, effectiveDate, now, modifier, nacha, cipher));
  return storeAchFile(tx, caller, {
    purpose: 'payroll',
    runId,
    effectiveDate,
    fileIdModifier: modifier,
    file,
    auditAfter: { run_id: runId, run_number: run.runNumber, requested_date: requested },
  });
}
