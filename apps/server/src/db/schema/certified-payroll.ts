import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { documents } from './documents.ts';
import { employees } from './employees.ts';
import { vendors } from './job-cost.ts';
import { projects } from './jobs.ts';
import { payrollRuns } from './payroll.ts';
import { centsColumn, createdColumn, orgColumn, rateColumn, updatedColumn } from './payroll-columns.ts';
import { profiles } from './profiles.ts';

/*
 * Certified payroll (issue 22): prevailing-wage jobs, their wage determinations (versioned by
 * modification) and classifications, apprentice programs, employees' fringe plans and apprenticeships,
 * the weekly WH-347 reports with their sign-off and revisions, subcontractors' uploaded reports,
 * restitution of underpayments. Rates are numeric(12,4) per hour; money integer cents. Tenant tables
 * (RLS in 0029).
 */

const org = orgColumn;
const created = createdColumn;
const updated = updatedColumn;
const rateCol = rateColumn;
const cents = centsColumn;

/** A job under prevailing-wage law: 1:1 with the job. */
export const prevailingWageJobs = pgTable(
  'prevailing_wage_jobs',
  {
    jobId: uuid('job_id').primaryKey(),
    organizationId: org(),
    wageLaw: text('wage_law', { enum: ['davis_bacon', 'state'] }).notNull(),
    awardingAgency: text('awarding_agency').notNull(),
    contractNumber: text('contract_number').notNull().default(''),
    agencyProjectNumber: text('agency_project_number').notNull().default(''),
    projectLocation: text('project_location').notNull().default(''),
    // The company's place on the job: the prime contractor, or a subcontractor of `prime_contractor_name`.
    isPrime: boolean('is_prime').notNull().default(true),
    primeContractorName: text('prime_contractor_name'),
    primeContractorAddress: text('prime_contractor_address'),
    // The WH-347 layout the agency takes: the revised form (2025) or the previous one while accepted.
    wh347Layout: text('wh347_layout', { enum: ['revised', 'previous'] })
      .notNull()
      .default('revised'),
    // Whether the agency wants a "no work" report for weeks without hours on the job.
    wantsNoWorkWeeks: boolean('wants_no_work_weeks').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    foreignKey({
      name: 'prevailing_wage_jobs_job_fk',
      columns: [t.organizationId, t.jobId],
      foreignColumns: [projects.organizationId, projects.id],
    }).onDelete('cascade'),
    check(
      'prevailing_wage_jobs_prime',
      sql`${t.isPrime} or (${t.primeContractorName} is not null and char_length(${t.primeContractorName}) > 0)`,
    ),
  ],
);

/** A wage determination on a job, one row per modification (the highest in force is current). */
export const wageDeterminations = pgTable(
  'wage_determinations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: org(),
    jobId: uuid('job_id').notNull(),
    wdNumber: text('wd_number').notNull(),
    modification: integer('modification').notNull().default(0),
    modificationDate: date('modification_date', { mode: 'string' }).notNull(),
    // The first work date this modification governs on the job (usually the contract award or bid date).
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    note: text('note'),
    createdBy: uuid('created_by').references(() => profiles.id, { onDelete: 'set null' }),
    createdAt: created(),
  },
  (t) => [
    uniqueIndex('wage_determinations_key').on(t.organizationId, t.jobId, t.wdNumber, t.modification),
    index('wage_determinations_job_idx').on(t.organizationId, t.jobId, t.effectiveFrom),
    foreignKey({
      name: 'wage_determinations_job_fk',
      columns: [t.organizationId, t.jobId],
      foreignColumns: [projects.organizationId, projects.id],
    }).onDelete('cascade'),
    check('wage_determinations_modification', sql`${t.modification} >= 0`),
  ],
);

/** A classification of a determination: the basic hourly rate and the fringe per hour. */
export const wageDeterminationClasses = pgTable(
  'wage_determination_classes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: org(),
    determinationId: uuid('determination_id')
      .notNull()
      .references(() => wageDeterminations.id, { onDelete: 'cascade' }),
    // As written in the determination ("Electrician", "Laborer: Common or General").
    classification: text('classification').notNull(),
    basicRate: rateCol('basic_rate').notNull(),
    fringeRate: rateCol('fringe_rate').notNull().default('0'),
    createdAt: created(),
  },
  (t) => [
    uniqueIndex('wage_determination_classes_key').on(t.determinationId, sql`lower(${t.classification})`),
    check('wage_determination_classes_rates', sql`${t.basicRate} > 0 and ${t.fringeRate} >= 0`),
  ],
);

/** A registered apprenticeship program: its trade, the ratio on site and the wage by level. */
export const apprenticePrograms = pgTable(
  'apprentice_programs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: org(),
    name: text('name').notNull(),
    registrationNumber: text('registration_number').notNull().default(''),
    // The journeyworker classification the apprentices work under ("Electrician").
    classification: text('classification').notNull(),
    // Allowed apprentices per journeyworkers on the job, e.g. 1 : 3.
    ratioApprentices: integer('ratio_apprentices').notNull().default(1),
    ratioJourneyworkers: integer('ratio_journeyworkers').notNull().default(1),
    // [{ level: 1, wagePercent: "50", fringePercent: "50" }, …] of the journeyworker's basic rate/fringe.
    levels: jsonb('levels').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    uniqueIndex('apprentice_programs_name_key').on(t.organizationId, sql`lower(${t.name})`),
    check('apprentice_programs_ratio', sql`${t.ratioApprentices} > 0 and ${t.ratioJourneyworkers} > 0`),
  ],
);

/** An employee registered in an apprenticeship program at a level. */
export const employeeApprenticeships = pgTable(
  'employee_apprenticeships',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: org(),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    programId: uuid('program_id')
      .notNull()
      .references(() => apprenticePrograms.id, { onDelete: 'restrict' }),
    level: integer('level').notNull(),
    registrationNumber: text('registration_number').notNull().default(''),
    registeredOn: date('registered_on', { mode: 'string' }).notNull(),
    endedOn: date('ended_on', { mode: 'string' }),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    index('employee_apprenticeships_employee_idx').on(t.organizationId, t.employeeId),
    check('employee_apprenticeships_level', sql`${t.level} between 1 and 20`),
  ],
);

/**
 * An employee's bona fide fringe plan (health, pension, vacation, training): the employer's
 * contribution per hour, or an annual amount credited per hour over all hours worked in the year
 * (29 CFR 5.25: annual ÷ annual hours).
 */
export const employeeFringePlans = pgTable(
  'employee_fringe_plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: org(),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    plan: text('plan', { enum: ['health', 'pension', 'vacation', 'training', 'other'] }).notNull(),
    planName: text('plan_name').notNull(),
    method: text('method', { enum: ['per_hour', 'annual'] }).notNull(),
    ratePerHour: rateCol('rate_per_hour'),
    annualAmountCents: cents('annual_amount_cents'),
    // Hours the annual amount is spread over (all hours worked, public and private; 2,080 by default).
    annualHours: integer('annual_hours').notNull().default(2080),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    effectiveTo: date('effective_to', { mode: 'string' }),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    index('employee_fringe_plans_employee_idx').on(t.organizationId, t.employeeId),
    check(
      'employee_fringe_plans_method',
      sql`(${t.method} = 'per_hour' and ${t.ratePerHour} is not null and ${t.ratePerHour} >= 0)
        or (${t.method} = 'annual' and ${t.annualAmountCents} is not null and ${t.annualAmountCents} >= 0)`,
    ),
    check('employee_fringe_plans_hours', sql`${t.annualHours} > 0`),
  ],
);

/** People the company marks as certifying officers: the only ones who may sign a WH-347. */
export const certifyingOfficers = pgTable(
  'certifying_officers',
  {
    organizationId: org(),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    createdAt: created(),
  },
  (t) => [primaryKey({ name: 'certifying_officers_pkey', columns: [t.organizationId, t.userId] })],
);

/** Third parties the company adds to a job (an owner's labor compliance officer): signed reports only. */
export const jobComplianceViewers = pgTable(
  'job_compliance_viewers',
  {
    organizationId: org(),
    jobId: uuid('job_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    createdAt: created(),
  },
  (t) => [
    primaryKey({ name: 'job_compliance_viewers_pkey', columns: [t.organizationId, t.jobId, t.userId] }),
    foreignKey({
      name: 'job_compliance_viewers_job_fk',
      columns: [t.organizationId, t.jobId],
      foreignColumns: [projects.organizationId, projects.id],
    }).onDelete('cascade'),
  ],
);

export const CERTIFIED_REPORT_STATUSES = ['draft', 'reviewed', 'signed', 'submitted'] as const;

/**
 * A weekly certified payroll report (WH-347) of a job: payroll number 1, 2, … per job (the last marked
 * final), a "no work" week, or an amendment (revision > 0 of the same payroll number). When signed,
 * `content` freezes the report's rows and totals as signed; a correction is a new revision.
 */
export const certifiedPayrollReports = pgTable(
  'certified_payroll_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: org(),
    jobId: uuid('job_id').notNull(),
    weekEnding: date('week_ending', { mode: 'string' }).notNull(),
    payrollNumber: integer('payroll_number').notNull(),
    revision: integer('revision').notNull().default(0),
    amendsId: uuid('amends_id'),
    isFinal: boolean('is_final').notNull().default(false),
    isNoWork: boolean('is_no_work').notNull().default(false),
    layout: text('layout', { enum: ['revised', 'previous'] })
      .notNull()
      .default('revised'),
    status: text('status', { enum: CERTIFIED_REPORT_STATUSES }).notNull().default('draft'),
    // The report's rows and totals (the WH-347 data), frozen at signing.
    content: jsonb('content'),
    // What changed against the amended report (rows added, removed, figures changed).
    changes: jsonb('changes'),
    remarks: text('remarks'),
    exceptions: jsonb('exceptions').notNull().default(sql`'[]'::jsonb`),
    // Statement of compliance 4(a)/(b): fringes paid to plans, in cash, or both.
    fringePayment: text('fringe_payment', { enum: ['plans', 'cash', 'both'] })
      .notNull()
      .default('plans'),
    reviewedBy: uuid('reviewed_by').references(() => profiles.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    signerUserId: uuid('signer_user_id').references(() => profiles.id, { onDelete: 'set null' }),
    signerName: text('signer_name'),
    signerTitle: text('signer_title'),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    submittedOn: date('submitted_on', { mode: 'string' }),
    submittedTo: text('submitted_to'),
    createdBy: uuid('created_by').references(() => profiles.id, { onDelete: 'set null' }),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    uniqueIndex('certified_payroll_reports_key').on(t.organizationId, t.jobId, t.payrollNumber, t.revision),
    uniqueIndex('certified_payroll_reports_week_key').on(t.organizationId, t.jobId, t.weekEnding, t.revision),
    index('certified_payroll_reports_job_idx').on(t.organizationId, t.jobId, t.weekEnding),
    foreignKey({
      name: 'certified_payroll_reports_job_fk',
      columns: [t.organizationId, t.jobId],
      foreignColumns: [projects.organizationId, projects.id],
    }).onDelete('restrict'),
    check('certified_payroll_reports_number', sql`${t.payrollNumber} > 0 and ${t.revision} >= 0`),
    check('certified_payroll_reports_amends', sql`(${t.revision} = 0) = (${t.amendsId} is null)`),
    check(
      'certified_payroll_reports_signed',
      sql`${t.status} not in ('signed', 'submitted') or (${t.signedAt} is not null and ${t.content} is not null and ${t.signerName} is not null)`,
    ),
  ],
);

/** As a prime: a subcontractor's weekly certified payroll for a job, uploaded as a document. */
export const subcontractorCertifiedReports = pgTable(
  'subcontractor_certified_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: org(),
    jobId: uuid('job_id').notNull(),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'restrict' }),
    weekEnding: date('week_ending', { mode: 'string' }).notNull(),
    payrollNumber: text('payroll_number'),
    isNoWork: boolean('is_no_work').notNull().default(false),
    documentId: uuid('document_id').references(() => documents.id, { onDelete: 'set null' }),
    uploadedBy: uuid('uploaded_by').references(() => profiles.id, { onDelete: 'set null' }),
    createdAt: created(),
  },
  (t) => [
    uniqueIndex('subcontractor_certified_reports_key').on(
      t.organizationId,
      t.jobId,
      t.vendorId,
      t.weekEnding,
    ),
    foreignKey({
      name: 'subcontractor_certified_reports_job_fk',
      columns: [t.organizationId, t.jobId],
      foreignColumns: [projects.organizationId, projects.id],
    }).onDelete('cascade'),
  ],
);

/** Underpayment found on a certified job and the restitution paid for it (a later run's cash in lieu). */
export const certifiedRestitutions = pgTable(
  'certified_restitutions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: org(),
    jobId: uuid('job_id').notNull(),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'restrict' }),
    weekEnding: date('week_ending', { mode: 'string' }).notNull(),
    classification: text('classification').notNull(),
    underpaidCents: cents('underpaid_cents').notNull(),
    paidCents: cents('paid_cents').notNull().default(0),
    paidInRunId: uuid('paid_in_run_id').references(() => payrollRuns.id, { onDelete: 'set null' }),
    note: text('note'),
    createdBy: uuid('created_by').references(() => profiles.id, { onDelete: 'set null' }),
    createdAt: created(),
    updatedAt: updated(),
  },
  (t) => [
    index('certified_restitutions_job_idx').on(t.organizationId, t.jobId, t.weekEnding),
    foreignKey({
      name: 'certified_restitutions_job_fk',
      columns: [t.organizationId, t.jobId],
      foreignColumns: [projects.organizationId, projects.id],
    }).onDelete('restrict'),
    check('certified_restitutions_amounts', sql`${t.underpaidCents} > 0 and ${t.paidCents} >= 0`),
  ],
);
