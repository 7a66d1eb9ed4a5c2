import {
  formatSsn,
  lastFour,
  type TEmployeePayProfile,
  type TEmployeePayProfileInput,
  type TEmployeePaySetup,
} from '@groundwork/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  employeeBankAccounts,
  employeeDeductions,
  employeePayProfiles,
  employeePayRates,
  employeeStateWithholdings,
  employees,
  profiles,
} from '../../db/schema/index.ts';
import type { TenantCaller } from '../../lib/api-route.ts';
import { audit } from '../../lib/audit.ts';
import type { TDataCipher } from '../../lib/crypto.ts';
import {
  bankAccountJson,
  deductionJson,
  payProfileJson,
  payRateJson,
  stateWithholdingJson,
} from './employee-pay-json.ts';
import { PaySetupErrors } from './pay-setup.errors.ts';

/** The employee of the caller's company (404 otherwise), for the page's header. */
export async function employeeOf(tx: Db, caller: TenantCaller, employeeId: string) {
  const [row] = await tx
    .select({
      id: employees.id,
      user_id: employees.userId,
      first_name: profiles.firstName,
      last_name: profiles.lastName,
      full_name: profiles.fullName,
      email: profiles.email,
      job_title: employees.jobTitle,
      employment_status: employees.employmentStatus,
    })
    .from(employees)
    .innerJoin(profiles, eq(profiles.id, employees.userId))
    .where(and(eq(employees.organizationId, caller.organizationId), eq(employees.id, employeeId)));
  if (!row) throw PaySetupErrors.employeeNotFound();
  return row;
}

async function profileRow(tx: Db, caller: TenantCaller, employeeId: string) {
  const [row] = await tx
    .select()
    .from(employeePayProfiles)
    .where(
      and(
        eq(employeePayProfiles.organizationId, caller.organizationId),
        eq(employeePayProfiles.employeeId, employeeId),
      ),
    );
  return row;
}

/** What a payroll run would trip on, said before it does. */
function setupWarnings(setup: Omit<TEmployeePaySetup, 'warnings'>): string[] {
  const warnings: string[] = [];
  const { profile } = setup;
  if (!profile.is_saved) warnings.push('No pay setup saved yet');
  if (profile.pay_type === 'hourly' && !setup.rates.some((r) => r.is_default))
    warnings.push('No default hourly rate');
  if (!profile.w4_version) warnings.push('No W-4 on file: federal withholding cannot be figured');
  if (!profile.has_ssn) warnings.push('No SSN on file');
  if (!profile.home_state) warnings.push('No home state');
  const active = setup.bank_accounts.filter((a) => a.is_active);
  if (profile.payment_method === 'direct_deposit' && active.length === 0)
    warnings.push('Paid by direct deposit but no active bank account');
  if (active.length > 0 && !active.some((a) => a.split_method === 'remainder'))
    warnings.push('No account takes the remainder: what the splits leave is paid by check');
  return warnings;
}

/** Everything the pay page shows for one employee, secrets masked. */
export async function getEmployeePaySetup(
  tx: Db,
  caller: TenantCaller,
  employeeId: string,
): Promise<TEmployeePaySetup> {
  const employee = await employeeOf(tx, caller, employeeId);
  const org = caller.organizationId;
  // One after the other: a transaction runs one statement at a time anyway.
  const profile = await profileRow(tx, caller, employeeId);
  const rates = await tx
    .select()
    .from(employeePayRates)
    .where(and(eq(employeePayRates.organizationId, org), eq(employeePayRates.employeeId, employeeId)))
    .orderBy(asc(employeePayRates.classification));
  const certificates = await tx
    .select()
    .from(employeeStateWithholdings)
    .where(
      and(
        eq(employeeStateWithholdings.organizationId, org),
        eq(employeeStateWithholdings.employeeId, employeeId),
      ),
    )
    .orderBy(asc(employeeStateWithholdings.state));
  const deductions = await tx
    .select()
    .from(employeeDeductions)
    .where(and(eq(employeeDeductions.organizationId, org), eq(employeeDeductions.employeeId, employeeId)))
    .orderBy(asc(employeeDeductions.priority), asc(employeeDeductions.createdAt));
  const accounts = await tx
    .select()
    .from(employeeBankAccounts)
    .where(and(eq(employeeBankAccounts.organizationId, org), eq(employeeBankAccounts.employeeId, employeeId)))
    .orderBy(asc(employeeBankAccounts.sortOrder), asc(employeeBankAccounts.createdAt));
  const setup = {
    employee: {
      id: employee.id,
      user_id: employee.user_id,
      name:
        employee.full_name ||
        [employee.first_name, employee.last_name].filter(Boolean).join(' ') ||
        employee.email,
      email: employee.email,
      job_title: employee.job_title,
      employment_status: employee.employment_status,
    },
    profile: payProfileJson(employeeId, profile),
    rates: rates.map(payRateJson),
    state_withholdings: certificates.map(stateWithholdingJson),
    deductions: deductions.map(deductionJson),
    bank_accounts: accounts.map(bankAccountJson),
  };
  return { ...setup, warnings: setupWarnings(setup) };
}

/**
 * Saves the pay profile (insert or replace). Procedure:
 * 1. The employee must be the company's.
 * 2. The SSN: absent keeps the stored one, null clears it, digits replace it (encrypted; last four kept).
 * 3. Upsert, audit with the SSN masked (the audit log never holds a whole number).
 */
export async function savePayProfile(
  tx: Db,
  caller: TenantCaller,
  cipher: TDataCipher,
  employeeId: string,
  input: TEmployeePayProfileInput,
): Promise<TEmployeePayProfile> {
  await employeeOf(tx, caller, employeeId);
  const before = await profileRow(tx, caller, employeeId);
  const ssn =
    input.ssn === undefined
      ? { ssnEncrypted: before?.ssnEncrypted ?? null, ssnLast4: before?.ssnLast4 ?? null }
      : input.ssn === null
        ? { ssnEncrypted: null, ssnLast4: null }
        : { ssnEncrypted: cipher.encrypt(input.ssn, 'ssn'), ssnLast4: lastFour(input.ssn) };
  const values = {
    payType: input.pay_type,
    payFrequency: input.pay_frequency,
    salaryAnnualCents: input.salary_annual_cents,
    flsaExempt: input.flsa_exempt,
    isOverhead: input.is_overhead,
    defaultClassification: input.default_classification,
    workersCompClassCode: input.workers_comp_class_code,
    homeState: input.home_state,
    unionLocal: input.union_local,
    w4Version: input.w4_version,
    filingStatus: input.filing_status,
    w4Step2: input.w4_step2,
    w4Step3Cents: input.w4_step3_cents,
    w4Step4aCents: input.w4_step4a_cents,
    w4Step4bCents: input.w4_step4b_cents,
    w4Step4cCents: input.w4_step4c_cents,
    w4Allowances: input.w4_allowances,
    w4Exempt: input.w4_exempt,
    paymentMethod: input.payment_method,
    ...ssn,
    updatedBy: caller.userId,
    updatedAt: new Date(),
  };
  const [row] = await tx
    .insert(employeePayProfiles)
    .values({ employeeId, organizationId: caller.organizationId, ...values })
    .onConflictDoUpdate({ target: employeePayProfiles.employeeId, set: values })
    .returning();
  const after = payProfileJson(employeeId, row);
  await audit(tx, {
    organizationId: caller.organizationId,
    actorId: caller.userId,
    action: before ? 'update_pay_profile' : 'create_pay_profile',
    entity: 'employee_pay_profiles',
    entityId: employeeId,
    before: before ? payProfileJson(employeeId, before) : null,
    after,
    requestId: caller.requestId,
  });
  return after;
}

/** The whole SSN (payroll:sensitive), audited: who looked at whose number, and when. */
export async function revealSsn(
  tx: Db,
  caller: TenantCaller,
  cipher: TDataCipher,
  employeeId: string,
): Promise<{ ssn: string | null }> {
  await employeeOf(tx, caller, employeeId);
  const row = await profileRow(tx, caller, employeeId);
  const ssn = row?.ssnEncrypted ? formatSsn(cipher.decrypt(row.ssnEncrypted, 'ssn')) : null;
  await audit(tx, {
    organizationId: caller.organizationId,
    actorId: caller.userId,
    action: 'reveal_ssn',
    entity: 'employee_pay_profiles',
    entityId: employeeId,
    after: { ssn_last4: row?.ssnLast4 ?? null },
    requestId: caller.requestId,
  });
  return { ssn };
}
