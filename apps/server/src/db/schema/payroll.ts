import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { chartOfAccounts, standardCostCodes } from './cost-structure.ts';
import { employees } from './employees.ts';
import { projects } from './jobs.ts';
import { journalEntries } from './ledger.ts';
import { organizations } from './organizations.ts';
import {
  centsColumn,
  createdColumn,
  hoursColumn,
  orgColumn,
  rateColumn,
  updatedColumn,
} from './payroll-columns.ts';
import { profiles } from './profiles.ts';

/*
 * Time and payroll (issue 21). Hours are exact decimals numeric(7,2) in quarter hours; hourly rates
 * numeric(12,4); money integer cents. Work dates are local dates (never timestamps). Every table is a
 * tenant table (RLS in 0027) except `tax_parameters`, whose built-in rows (organization_id null) every
 * company reads and whose company rows (a SUTA rate) only that company reads and writes.
 */

const org = orgColumn;
const created = createdColumn;
const updated = updatedColumn;
const hoursCol = hoursColumn;
const rateCol = rateColumn;
const cents = centsColumn;

/** The company's payroll settings: one row per company (created with the company's starting data). */
export const payrollSettings = pgTable(
  'payroll_settings',
  {
    organizationId: uuid('organization_id')
      .primaryKey()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    // 0 = Sunday … 6 = Saturday: the fixed, recurring FLSA workweek starts at 00:00 of this day.
    workweekStartDay: smallint('workweek_start_day').notNull().default(1),
    // Weekly overtime spread to jobs: the hours after the 40th in time order, or pro rata by hours.
    overtimeAllocation: text('overtime_allocation', { enum: ['time_order', 'pro_rata'] })
      .notNull()
      .default('pro_rata'),
    // The overtime premium (the 0.5 of 1.5) charged to the job's cost code or to overhead.
    overtimePremiumTo: text('overtime_premium_to', { enum: ['job', 'overhead'] })
      .notNull()
      .default('job'),
    // Burden on jobs: actual (employer taxes, workers' comp, fringes of each line) or rates with a true-up.
    burdenMethod: text('burden_method', { enum: ['actual', 'rates'] })
      .notNull()
      .default('actual'),
    // Burden rate in percent of gross when burden_method = 'rates' (e.g. 32.5000).
    burdenRatePercent: numeric('burden_rate_percent', { precision: 9, scale: 4 }),
    defaultPayFrequency: text('default_pay_frequency', {
      enum: ['weekly', 'biweekly', 'semimonthly', 'monthly'],
    })
      .notNull()
      .default('weekly'),
    defaultWorkState: text('default_work_state'),
    federalEin: text('federal_ein'),
    // NACHA: the bank's file header fields and the company's batch fields.
    achImmediateDestination: text('ach_immediate_destination'),
    achDestinationName: text('ach_destination_name'),
    achImmediateOrigin: text('ach_immediate_origin'),
    achOriginName: text('ach_origin_name'),
    achCompanyName: text('ach_company_name'),
    achCompanyId: text('ach_company_id'),
    achOdfiRouting: text('ach_odfi_routing'),
    // Balanced files carry an offsetting debit to the company's account (when the bank asks for it).
    achBalanced: boolean('ach_balanced').notNull().default(false),
    achOffsetRouting: text('ach_offset_routing'),
    achOffsetAccountEncrypted: text('ach_offset_account_encrypted'),
    achOffsetAccountLast4: text('ach_offset_account_last4'),
    nextCheckNumber: integer('next_check_number').notNull().default(1001),
    updatedBy: uuid('updated_by').references(() => profiles.id, { onDelete: 'set null' }),
    updatedAt: updated(),
  },
  (t) => [
    check('payroll_settings_workweek_day', sql`${t.workweekStartDay} between 0 and 6`),
    check(
      'payroll_settings_state_format',
      sql`${t.defaultWorkState} is null or ${t.defaultWorkState} ~ '^[A-Z]{2}$'`,
    ),
    check('payroll_settings_next_check_positive', sql`${t.nextCheckNumber} > 0`),
  ],
);

/**
 * Overtime rules as data: per jurisdiction (a state's daily rules, e.g. CA) or per agreement (a union's
 * Saturday, Sunday and holiday rules). `rules` is validated by the shared overtime rule schema.
 */
export const overtimeRules = pgTable(
  'overtime_rules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: org(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    kind: text('kind', { enum: ['jurisdiction', 'agreement'] }).notNull(),
    // The work state the rule applies to (kind = jurisdiction); an agreement applies by union local.
    jurisdiction: text('jurisdiction'),
    unionLocal: text('union_local'),
    rules: jsonb('rules').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    uniqueIndex('overtime_rules_org_code_key').on(t.organizationId, t.code),
    check('overtime_rules_code_length', sql`char_length(${t.code}) between 1 and 20`),
  ],
);

/** Workers' compensation classes with their rate per 100 of payroll, per state. */
export const workersCompClasses = pgTable(
  'workers_comp_classes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: org(),
    state: text('state').notNull(),
    classCode: text('class_code').notNull(),
    description: text('description').notNull().default(''),
    ratePer100: numeric('rate_per_100', { precision: 10, scale: 4 }).notNull(),
    // Most states exclude the overtime premium from workers' comp payroll.
    excludesOvertimePremium: boolean('excludes_overtime_premium').notNull().default(true),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    uniqueIndex('workers_comp_classes_org_state_code_key').on(t.organizationId, t.state, t.classCode),
    check('workers_comp_classes_state_format', sql`${t.state} ~ '^[A-Z]{2}$'`),
    check('workers_comp_classes_rate_non_negative', sql`${t.ratePer100} >= 0`),
  ],
);

/** Union fringe rates per hour by local × classification × fund, effective from a date. */
export const fringeRates = pgTable(
  'fringe_rates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: org(),
    unionLocal: text('union_local').notNull(),
    classification: text('classification').notNull(),
    fund: text('fund', { enum: ['health', 'pension', 'training', 'vacation', 'other'] }).notNull(),
    fundName: text('fund_name').notNull().default(''),
    ratePerHour: rateCol('rate_per_hour').notNull(),
    // Taxable vacation is paid through the check; the others are employer contributions to the fund.
    taxable: boolean('taxable').notNull().default(false),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    uniqueIndex('fringe_rates_key').on(
      t.organizationId,
      t.unionLocal,
      t.classification,
      t.fund,
      t.effectiveFrom,
    ),
    check('fringe_rates_rate_non_negative', sql`${t.ratePerHour} >= 0`),
  ],
);

/** An employee's pay setup (1:1 with the employee row): how they are paid and their federal W-4. */
export const employeePayProfiles = pgTable(
  'employee_pay_profiles',
  {
    employeeId: uuid('employee_id')
      .primaryKey()
      .references(() => employees.id, { onDelete: 'cascade' }),
    organizationId: org(),
    payType: text('pay_type', { enum: ['hourly', 'salary'] })
      .notNull()
      .default('hourly'),
    payFrequency: text('pay_frequency', { enum: ['weekly', 'biweekly', 'semimonthly', 'monthly'] })
      .notNull()
      .default('weekly'),
    salaryAnnualCents: cents('salary_annual_cents'),
    // FLSA-exempt employees get no weekly overtime.
    flsaExempt: boolean('flsa_exempt').notNull().default(false),
    defaultClassification: text('default_classification'),
    workersCompClassCode: text('workers_comp_class_code'),
    homeState: text('home_state'),
    unionLocal: text('union_local'),
    // Shop and office time is overhead wages; field time is job cost.
    isOverhead: boolean('is_overhead').notNull().default(false),
    // Form W-4: 2020 and later (Steps 1–4) or before 2020 (allowances).
    w4Version: text('w4_version', { enum: ['2020', 'pre2020'] }),
    filingStatus: text('filing_status', {
      enum: ['single', 'married_jointly', 'married_separately', 'head_of_household'],
    }),
    w4Step2: boolean('w4_step2').notNull().default(false),
    w4Step3Cents: cents('w4_step3_cents').notNull().default(0),
    w4Step4aCents: cents('w4_step4a_cents').notNull().default(0),
    w4Step4bCents: cents('w4_step4b_cents').notNull().default(0),
    w4Step4cCents: cents('w4_step4c_cents').notNull().default(0),
    w4Allowances: integer('w4_allowances'),
    w4Exempt: boolean('w4_exempt').notNull().default(false),
    // The social security number, AES-GCM encrypted (lib/crypto); the last four in clear for screens.
    ssnEncrypted: text('ssn_encrypted'),
    ssnLast4: text('ssn_last4'),
    paymentMethod: text('payment_method', { enum: ['direct_deposit', 'check'] })
      .notNull()
      .default('check'),
    updatedBy: uuid('updated_by').references(() => profiles.id, { onDelete: 'set null' }),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    unique('employee_pay_profiles_org_employee_key').on(t.organizationId, t.employeeId),
    check('employee_pay_profiles_home_state', sql`${t.homeState} is null or ${t.homeState} ~ '^[A-Z]{2}$'`),
    check('employee_pay_profiles_ssn_last4', sql`${t.ssnLast4} is null or ${t.ssnLast4} ~ '^[0-9]{4}$'`),
    check(
      'employee_pay_profiles_salary',
      sql`(${t.payType} = 'salary') = (${t.salaryAnnualCents} is not null) and coalesce(${t.salaryAnnualCents}, 0) >= 0`,
    ),
    check(
      'employee_pay_profiles_w4_amounts',
      sql`${t.w4Step3Cents} >= 0 and ${t.w4Step4aCents} >= 0 and ${t.w4Step4bCents} >= 0 and ${t.w4Step4cCents} >= 0`,
    ),
    check(
      'employee_pay_profiles_allowances',
      sql`${t.w4Allowances} is null or ${t.w4Allowances} between 0 and 99`,
    ),
  ],
);

/** Hourly rates by classification (one is the default). */
export const employeePayRates = pgTable(
  'employee_pay_rates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: org(),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    classification: text('classification').notNull(),
    hourlyRate: rateCol('hourly_rate').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    uniqueIndex('employee_pay_rates_key').on(t.organizationId, t.employeeId, t.classification),
    uniqueIndex('employee_pay_rates_one_default')
      .on(t.organizationId, t.employeeId)
      .where(sql`${t.isDefault}`),
    check('employee_pay_rates_positive', sql`${t.hourlyRate} > 0`),
  ],
);

/** State withholding certificates (state W-4 equivalents), one per employee × state. */
export const employeeStateWithholdings = pgTable(
  'employee_state_withholdings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: org(),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    state: text('state').notNull(),
    filingStatus: text('filing_status').notNull().default('single'),
    allowances: integer('allowances').notNull().default(0),
    additionalCents: cents('additional_cents').notNull().default(0),
    exempt: boolean('exempt').notNull().default(false),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    uniqueIndex('employee_state_withholdings_key').on(t.organizationId, t.employeeId, t.state),
    check('employee_state_withholdings_state', sql`${t.state} ~ '^[A-Z]{2}$'`),
    check('employee_state_withholdings_amounts', sql`${t.allowances} >= 0 and ${t.additionalCents} >= 0`),
  ],
);

/** Deductions: pre-tax (401(k), section 125), post-tax (Roth, dues) and garnishments with their limits. */
export const employeeDeductions = pgTable(
  'employee_deductions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: org(),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    kind: text('kind', {
      enum: ['retirement_pretax', 'section125', 'roth', 'union_dues', 'post_tax', 'garnishment'],
    }).notNull(),
    description: text('description').notNull(),
    payee: text('payee').notNull().default(''),
    method: text('method', { enum: ['amount', 'percent'] }).notNull(),
    amountCents: cents('amount_cents'),
    percent: numeric('percent', { precision: 7, scale: 4 }),
    annualLimitCents: cents('annual_limit_cents'),
    // Garnishments: at most this percent of disposable earnings (e.g. 25.0000 under the CCPA).
    maxPercentOfDisposable: numeric('max_percent_of_disposable', { precision: 7, scale: 4 }),
    priority: integer('priority').notNull().default(100),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    index('employee_deductions_employee_idx').on(t.organizationId, t.employeeId),
    check(
      'employee_deductions_method',
      sql`(${t.method} = 'amount' and ${t.amountCents} is not null and ${t.amountCents} >= 0)
        or (${t.method} = 'percent' and ${t.percent} is not null and ${t.percent} between 0 and 100)`,
    ),
  ],
);

/** Direct deposit accounts: the account number encrypted at rest; split by amount, percent or remainder. */
export const employeeBankAccounts = pgTable(
  'employee_bank_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: org(),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    routingNumber: text('routing_number').notNull(),
    accountNumberEncrypted: text('account_number_encrypted').notNull(),
    accountLast4: text('account_last4').notNull(),
    accountType: text('account_type', { enum: ['checking', 'savings'] }).notNull(),
    splitMethod: text('split_method', { enum: ['amount', 'percent', 'remainder'] }).notNull(),
    amountCents: cents('amount_cents'),
    percent: numeric('percent', { precision: 7, scale: 4 }),
    sortOrder: integer('sort_order').notNull().default(0),
    prenoteStatus: text('prenote_status', { enum: ['pending', 'sent', 'verified'] })
      .notNull()
      .default('pending'),
    prenoteSentOn: date('prenote_sent_on', { mode: 'string' }),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    index('employee_bank_accounts_employee_idx').on(t.organizationId, t.employeeId),
    uniqueIndex('employee_bank_accounts_one_remainder')
      .on(t.organizationId, t.employeeId)
      .where(sql`${t.splitMethod} = 'remainder' and ${t.isActive}`),
    check('employee_bank_accounts_routing', sql`${t.routingNumber} ~ '^[0-9]{9}$'`),
    check('employee_bank_accounts_last4', sql`${t.accountLast4} ~ '^[0-9A-Za-z]{1,4}$'`),
    check(
      'employee_bank_accounts_split',
      sql`(${t.splitMethod} = 'amount' and ${t.amountCents} is not null and ${t.amountCents} > 0)
        or (${t.splitMethod} = 'percent' and ${t.percent} is not null and ${t.percent} > 0 and ${t.percent} <= 100)
        or (${t.splitMethod} = 'remainder')`,
    ),
  ],
);

/**
 * Tax parameters as data: one row per jurisdiction (US, a state) × tax × effective year. Built-in rows
 * (organization_id null) come with the product; a company adds its own (its SUTA rate) or overrides a
 * built-in row for itself. `params` is validated by the shared tax parameter schema of its `tax`.
 */
export const taxParameters = pgTable(
  'tax_parameters',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    jurisdiction: text('jurisdiction').notNull(),
    tax: text('tax').notNull(),
    effectiveYear: integer('effective_year').notNull(),
    params: jsonb('params').notNull(),
    source: text('source').notNull().default(''),
    updatedBy: uuid('updated_by').references(() => profiles.id, { onDelete: 'set null' }),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    // Built-in rows (no company) are unique among themselves too.
    uniqueIndex('tax_parameters_key').on(
      sql`coalesce(${t.organizationId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
      t.jurisdiction,
      t.tax,
      t.effectiveYear,
    ),
    check('tax_parameters_jurisdiction', sql`${t.jurisdiction} ~ '^(US|[A-Z]{2})$'`),
    check('tax_parameters_year', sql`${t.effectiveYear} between 2000 and 2100`),
    check('tax_parameters_tax', sql`${t.tax} ~ '^[a-z][a-z0-9_]{0,39}$'`),
  ],
);

/** A foreman's crew: the people whose hours the foreman keys together. */
export const crews = pgTable(
  'crews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: org(),
    name: text('name').notNull(),
    foremanEmployeeId: uuid('foreman_employee_id').references(() => employees.id, { onDelete: 'set null' }),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    uniqueIndex('crews_org_name_key').on(t.organizationId, sql`lower(${t.name})`),
    check('crews_name_length', sql`char_length(${t.name}) between 1 and 100`),
  ],
);

export const crewMembers = pgTable(
  'crew_members',
  {
    crewId: uuid('crew_id')
      .notNull()
      .references(() => crews.id, { onDelete: 'cascade' }),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    organizationId: org(),
  },
  (t) => [primaryKey({ name: 'crew_members_pkey', columns: [t.crewId, t.employeeId] })],
);

export const TIME_ENTRY_STATUSES = ['entered', 'submitted', 'approved', 'rejected', 'locked'] as const;

/**
 * One time line: employee × work date × job × cost code × pay type × hours (quarter hours). A line
 * without a job is shop or office time (overhead). Locked by the payroll run that paid it.
 */
export const timeEntries = pgTable(
  'time_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: org(),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'restrict' }),
    workDate: date('work_date', { mode: 'string' }).notNull(),
    jobId: uuid('job_id'),
    costCodeId: uuid('cost_code_id'),
    payType: text('pay_type', { enum: ['REG', 'OT', 'DT'] })
      .notNull()
      .default('REG'),
    hours: hoursCol('hours').notNull(),
    classification: text('classification'),
    // On a prevailing-wage job: the classification of the job's wage determination (issue 22; foreign
    // key to wage_determination_classes in migration 0029).
    wageClassId: uuid('wage_class_id'),
    workersCompClass: text('workers_comp_class'),
    workState: text('work_state'),
    unionLocal: text('union_local'),
    note: text('note'),
    status: text('status', { enum: TIME_ENTRY_STATUSES }).notNull().default('entered'),
    rejectionReason: text('rejection_reason'),
    crewId: uuid('crew_id').references(() => crews.id, { onDelete: 'set null' }),
    submittedBy: uuid('submitted_by').references(() => profiles.id, { onDelete: 'set null' }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    approvedBy: uuid('approved_by').references(() => profiles.id, { onDelete: 'set null' }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    payrollRunId: uuid('payroll_run_id'),
    createdBy: uuid('created_by').references(() => profiles.id, { onDelete: 'set null' }),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    index('time_entries_employee_date_idx').on(t.organizationId, t.employeeId, t.workDate),
    index('time_entries_job_date_idx').on(t.organizationId, t.jobId, t.workDate),
    index('time_entries_status_date_idx').on(t.organizationId, t.status, t.workDate),
    index('time_entries_run_idx').on(t.payrollRunId).where(sql`${t.payrollRunId} is not null`),
    foreignKey({
      name: 'time_entries_job_fk',
      columns: [t.organizationId, t.jobId],
      foreignColumns: [projects.organizationId, projects.id],
    }).onDelete('restrict'),
    foreignKey({
      name: 'time_entries_cost_code_fk',
      columns: [t.organizationId, t.costCodeId],
      foreignColumns: [standardCostCodes.organizationId, standardCostCodes.id],
    }).onDelete('restrict'),
    check(
      'time_entries_hours_quarter',
      sql`${t.hours} > 0 and ${t.hours} <= 24 and mod(${t.hours} * 4, 1) = 0`,
    ),
    check('time_entries_job_code', sql`(${t.jobId} is null) = (${t.costCodeId} is null)`),
    check('time_entries_state', sql`${t.workState} is null or ${t.workState} ~ '^[A-Z]{2}$'`),
    check('time_entries_rejected_reason', sql`${t.status} <> 'rejected' or ${t.rejectionReason} is not null`),
    check('time_entries_locked_run', sql`(${t.status} = 'locked') = (${t.payrollRunId} is not null)`),
  ],
);

export const PAYROLL_RUN_STATUSES = ['draft', 'approved', 'posted', 'voided'] as const;

/** A payroll run: a pay period and check date, its checks, and the one journal entry it posts. */
export const payrollRuns = pgTable(
  'payroll_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: org(),
    runNumber: integer('run_number').notNull(),
    kind: text('kind', { enum: ['regular', 'off_cycle', 'manual'] })
      .notNull()
      .default('regular'),
    payFrequency: text('pay_frequency', { enum: ['weekly', 'biweekly', 'semimonthly', 'monthly'] }).notNull(),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    checkDate: date('check_date', { mode: 'string' }).notNull(),
    cashAccountId: uuid('cash_account_id').notNull(),
    status: text('status', { enum: PAYROLL_RUN_STATUSES }).notNull().default('draft'),
    memo: text('memo'),
    grossCents: cents('gross_cents').notNull().default(0),
    employeeTaxesCents: cents('employee_taxes_cents').notNull().default(0),
    deductionsCents: cents('deductions_cents').notNull().default(0),
    netCents: cents('net_cents').notNull().default(0),
    employerTaxesCents: cents('employer_taxes_cents').notNull().default(0),
    calculatedAt: timestamp('calculated_at', { withTimezone: true }),
    journalEntryId: uuid('journal_entry_id').references(() => journalEntries.id, { onDelete: 'restrict' }),
    voidEntryId: uuid('void_entry_id').references(() => journalEntries.id, { onDelete: 'restrict' }),
    settlementEntryId: uuid('settlement_entry_id').references(() => journalEntries.id, {
      onDelete: 'restrict',
    }),
    voidReason: text('void_reason'),
    createdBy: uuid('created_by').references(() => profiles.id, { onDelete: 'set null' }),
    approvedBy: uuid('approved_by').references(() => profiles.id, { onDelete: 'set null' }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    postedBy: uuid('posted_by').references(() => profiles.id, { onDelete: 'set null' }),
    postedAt: timestamp('posted_at', { withTimezone: true }),
    voidedBy: uuid('voided_by').references(() => profiles.id, { onDelete: 'set null' }),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    uniqueIndex('payroll_runs_org_number_key').on(t.organizationId, t.runNumber),
    unique('payroll_runs_org_id_key').on(t.organizationId, t.id),
    index('payroll_runs_org_check_date_idx').on(t.organizationId, t.checkDate),
    foreignKey({
      name: 'payroll_runs_cash_account_fk',
      columns: [t.organizationId, t.cashAccountId],
      foreignColumns: [chartOfAccounts.organizationId, chartOfAccounts.id],
    }).onDelete('restrict'),
    check('payroll_runs_period_order', sql`${t.periodEnd} >= ${t.periodStart}`),
    check(
      'payroll_runs_posted_entry',
      sql`(${t.status} in ('posted', 'voided')) = (${t.journalEntryId} is not null)`,
    ),
    check('payroll_runs_voided_entry', sql`(${t.status} = 'voided') = (${t.voidEntryId} is not null)`),
  ],
);

/** Other earnings keyed on a run: a bonus (flat supplemental rate), a reimbursement (not taxed), other. */
export const payrollRunEarnings = pgTable(
  'payroll_run_earnings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: org(),
    runId: uuid('run_id')
      .notNull()
      .references(() => payrollRuns.id, { onDelete: 'cascade' }),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'restrict' }),
    // cash_in_lieu: fringe owed on a prevailing-wage job paid in cash (taxable; issue 22).
    kind: text('kind', { enum: ['bonus', 'reimbursement', 'commission', 'other', 'cash_in_lieu'] }).notNull(),
    amountCents: cents('amount_cents').notNull(),
    // cash_in_lieu: the week and classification it pays for.
    weekEnding: date('week_ending', { mode: 'string' }),
    classification: text('classification'),
    jobId: uuid('job_id'),
    costCodeId: uuid('cost_code_id'),
    memo: text('memo'),
    createdAt: created(),
  },
  (t) => [
    index('payroll_run_earnings_run_idx').on(t.runId),
    check('payroll_run_earnings_positive', sql`${t.amountCents} > 0`),
    check('payroll_run_earnings_job_code', sql`(${t.jobId} is null) = (${t.costCodeId} is null)`),
  ],
);

/**
 * One employee's check in a run: the totals and the whole calculation (`detail`, the engine's result:
 * earnings by type and job, taxes, deductions, YTD, warnings) as computed at the last recalculation.
 */
export const payrollChecks = pgTable(
  'payroll_checks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: org(),
    runId: uuid('run_id')
      .notNull()
      .references(() => payrollRuns.id, { onDelete: 'cascade' }),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'restrict' }),
    checkDate: date('check_date', { mode: 'string' }).notNull(),
    checkNumber: text('check_number'),
    paymentMethod: text('payment_method', { enum: ['direct_deposit', 'check'] }).notNull(),
    hours: hoursCol('hours').notNull().default('0'),
    grossCents: cents('gross_cents').notNull(),
    employeeTaxesCents: cents('employee_taxes_cents').notNull(),
    deductionsCents: cents('deductions_cents').notNull(),
    netCents: cents('net_cents').notNull(),
    employerTaxesCents: cents('employer_taxes_cents').notNull(),
    warnings: jsonb('warnings').notNull().default(sql`'[]'::jsonb`),
    detail: jsonb('detail').notNull(),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    uniqueIndex('payroll_checks_run_employee_key').on(t.runId, t.employeeId),
    index('payroll_checks_employee_date_idx').on(t.organizationId, t.employeeId, t.checkDate),
    check(
      'payroll_checks_net',
      sql`${t.netCents} = ${t.grossCents} - ${t.employeeTaxesCents} - ${t.deductionsCents}`,
    ),
  ],
);

export const PAYROLL_LINE_TYPES = [
  'earning',
  'employee_tax',
  'employer_tax',
  'deduction',
  'fringe',
  'workers_comp',
] as const;

/**
 * The check's lines, one per figure that reports add up: earnings (by job × cost code and pay type),
 * each tax with its taxable wages, deductions, fringes and workers' comp. Check date and run status are
 * copied here so registers, liabilities and YTD read one table.
 */
export const payrollCheckLines = pgTable(
  'payroll_check_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    organizationId: org(),
    checkId: uuid('check_id')
      .notNull()
      .references(() => payrollChecks.id, { onDelete: 'cascade' }),
    runId: uuid('run_id')
      .notNull()
      .references(() => payrollRuns.id, { onDelete: 'cascade' }),
    employeeId: uuid('employee_id').notNull(),
    checkDate: date('check_date', { mode: 'string' }).notNull(),
    lineType: text('line_type', { enum: PAYROLL_LINE_TYPES }).notNull(),
    // REG, OT, DT, SALARY, BONUS, REIMB …; fit, ss, medicare, addl_medicare, futa, suta, sit …; a
    // deduction's kind; a fringe's fund; a workers' comp class.
    code: text('code').notNull(),
    description: text('description').notNull().default(''),
    jurisdiction: text('jurisdiction'),
    jobId: uuid('job_id'),
    costCodeId: uuid('cost_code_id'),
    timeEntryId: uuid('time_entry_id'),
    workDate: date('work_date', { mode: 'string' }),
    hours: hoursCol('hours'),
    rate: rateCol('rate'),
    amountCents: cents('amount_cents').notNull(),
    // The part of an OT/DT earning that is premium (the 0.5 of 1.5 × the regular rate).
    premiumCents: cents('premium_cents').notNull().default(0),
    // For taxes: the wages taxed by this line (after pre-tax deductions, up to the cap).
    taxableWagesCents: cents('taxable_wages_cents'),
    deductionId: uuid('deduction_id'),
  },
  (t) => [
    index('payroll_check_lines_check_idx').on(t.checkId),
    index('payroll_check_lines_org_date_idx').on(t.organizationId, t.checkDate, t.lineType),
    index('payroll_check_lines_employee_idx').on(t.organizationId, t.employeeId, t.checkDate),
    index('payroll_check_lines_job_idx')
      .on(t.organizationId, t.jobId, t.costCodeId)
      .where(sql`${t.jobId} is not null`),
  ],
);

/** A payment of payroll liabilities (a federal deposit, state withholding, a fund): Dr liability, Cr cash. */
export const payrollLiabilityPayments = pgTable(
  'payroll_liability_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: org(),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    cashAccountId: uuid('cash_account_id').notNull(),
    kind: text('kind', { enum: ['federal_deposit', 'state', 'fund', 'other'] }).notNull(),
    payee: text('payee').notNull(),
    reference: text('reference'),
    memo: text('memo'),
    amountCents: cents('amount_cents').notNull(),
    // [{ accountId, amountCents, code }]: which liabilities the payment clears.
    lines: jsonb('lines').notNull(),
    periodStart: date('period_start', { mode: 'string' }),
    periodEnd: date('period_end', { mode: 'string' }),
    journalEntryId: uuid('journal_entry_id')
      .notNull()
      .references(() => journalEntries.id, { onDelete: 'restrict' }),
    voidEntryId: uuid('void_entry_id').references(() => journalEntries.id, { onDelete: 'restrict' }),
    createdBy: uuid('created_by').references(() => profiles.id, { onDelete: 'set null' }),
    createdAt: created(),
  },
  (t) => [
    index('payroll_liability_payments_org_date_idx').on(t.organizationId, t.paidOn),
    foreignKey({
      name: 'payroll_liability_payments_cash_fk',
      columns: [t.organizationId, t.cashAccountId],
      foreignColumns: [chartOfAccounts.organizationId, chartOfAccounts.id],
    }).onDelete('restrict'),
    check('payroll_liability_payments_positive', sql`${t.amountCents} > 0`),
  ],
);

/** A NACHA file made for a run (or for prenotes): kept byte for byte so a second download is identical. */
export const achFiles = pgTable(
  'ach_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: org(),
    runId: uuid('run_id').references(() => payrollRuns.id, { onDelete: 'restrict' }),
    purpose: text('purpose', { enum: ['payroll', 'prenote'] }).notNull(),
    effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
    fileIdModifier: text('file_id_modifier').notNull(),
    entryCount: integer('entry_count').notNull(),
    entryHash: text('entry_hash').notNull(),
    totalCreditCents: cents('total_credit_cents').notNull(),
    totalDebitCents: cents('total_debit_cents').notNull(),
    content: text('content').notNull(),
    createdBy: uuid('created_by').references(() => profiles.id, { onDelete: 'set null' }),
    createdAt: created(),
  },
  (t) => [
    index('ach_files_org_created_idx').on(t.organizationId, t.createdAt),
    check('ach_files_modifier', sql`${t.fileIdModifier} ~ '^[A-Z0-9]$'`),
  ],
);
