import {
  maskAccount,
  maskSsn,
  type TBankAccount,
  type TDeduction,
  type TEmployeePayProfile,
  type TPayRate,
  type TStateWithholding,
} from '@groundwork/shared';
import type {
  employeeBankAccounts,
  employeeDeductions,
  employeePayProfiles,
  employeePayRates,
  employeeStateWithholdings,
} from '../../db/schema/index.ts';

export type PayProfileRow = typeof employeePayProfiles.$inferSelect;
export type PayRateRow = typeof employeePayRates.$inferSelect;
export type StateWithholdingRow = typeof employeeStateWithholdings.$inferSelect;
export type DeductionRow = typeof employeeDeductions.$inferSelect;
export type BankAccountRow = typeof employeeBankAccounts.$inferSelect;

/** numeric(…, 4) as PostgreSQL answers it ("38.5000"), or a typed value, as the API answers it. */
const decimal4 = (v: string) => Number(v).toFixed(4);

/** The profile as every reader sees it: the SSN masked (the whole number only through the reveal route). */
export function payProfileJson(employeeId: string, p: PayProfileRow | undefined): TEmployeePayProfile {
  return {
    employee_id: employeeId,
    is_saved: p !== undefined,
    pay_type: p?.payType ?? 'hourly',
    pay_frequency: p?.payFrequency ?? 'weekly',
    salary_annual_cents: p?.salaryAnnualCents ?? null,
    flsa_exempt: p?.flsaExempt ?? false,
    is_overhead: p?.isOverhead ?? false,
    default_classification: p?.defaultClassification ?? null,
    workers_comp_class_code: p?.workersCompClassCode ?? null,
    home_state: p?.homeState ?? null,
    union_local: p?.unionLocal ?? null,
    w4_version: p?.w4Version ?? null,
    filing_status: p?.filingStatus ?? null,
    w4_step2: p?.w4Step2 ?? false,
    w4_step3_cents: p?.w4Step3Cents ?? 0,
    w4_step4a_cents: p?.w4Step4aCents ?? 0,
    w4_step4b_cents: p?.w4Step4bCents ?? 0,
    w4_step4c_cents: p?.w4Step4cCents ?? 0,
    w4_allowances: p?.w4Allowances ?? null,
    w4_exempt: p?.w4Exempt ?? false,
    has_ssn: Boolean(p?.ssnEncrypted),
    ssn_masked: maskSsn(p?.ssnLast4 ?? null),
    payment_method: p?.paymentMethod ?? 'check',
    updated_at: p?.updatedAt.toISOString() ?? null,
  };
}

export const payRateJson = (r: PayRateRow): TPayRate => ({
  id: r.id,
  employee_id: r.employeeId,
  classification: r.classification,
  hourly_rate: decimal4(r.hourlyRate),
  is_default: r.isDefault,
});

export const stateWithholdingJson = (r: StateWithholdingRow): TStateWithholding => ({
  id: r.id,
  employee_id: r.employeeId,
  state: r.state,
  filing_status: r.filingStatus,
  allowances: r.allowances,
  additional_cents: r.additionalCents,
  exempt: r.exempt,
});

export const deductionJson = (r: DeductionRow): TDeduction => ({
  id: r.id,
  employee_id: r.employeeId,
  kind: r.kind,
  description: r.description,
  payee: r.payee,
  method: r.method,
  amount_cents: r.amountCents,
  percent: r.percent === null ? null : decimal4(r.percent),
  annual_limit_cents: r.annualLimitCents,
  max_percent_of_disposable: r.maxPercentOfDisposable === null ? null : decimal4(r.maxPercentOfDisposable),
  priority: r.priority,
  is_active: r.isActive,
});

/** An account as every reader sees it: the number masked. */
export const bankAccountJson = (r: BankAccountRow): TBankAccount => ({
  id: r.id,
  employee_id: r.employeeId,
  routing_number: r.routingNumber,
  account_masked: maskAccount(r.accountLast4),
  account_last4: r.accountLast4,
  account_type: r.accountType,
  split_method: r.splitMethod,
  amount_cents: r.amountCents,
  percent: r.percent === null ? null : decimal4(r.percent),
  sort_order: r.sortOrder,
  prenote_status: r.prenoteStatus,
  prenote_sent_on: r.prenoteSentOn,
  is_active: r.isActive,
});
