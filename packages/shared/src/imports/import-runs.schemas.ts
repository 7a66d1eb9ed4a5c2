import { z } from 'zod';
import { GL_ACCOUNT_TYPES } from '../cost-structure/chart-of-accounts.schemas.ts';
import { IMPORT_ACCOUNT_SUBTYPES, ZAccountTypeMapping } from './account-types.ts';

/*
 * Import runs (issue 24): a QuickBooks Desktop, QuickBooks Online or CSV migration to a verified
 * opening trial balance. A run is a wizard: upload → detect → map → preview (dry run) → import →
 * verify. Its stages run in order, each all or nothing in its own transaction; reruns upsert on
 * natural keys (account number, names). The API contract every part of the module shares.
 */

export const IMPORT_SOURCES = ['qb_desktop', 'qb_online', 'csv'] as const;
export type TImportSource = (typeof IMPORT_SOURCES)[number];
export const IMPORT_SOURCE_LABELS: Record<TImportSource, string> = {
  qb_desktop: 'QuickBooks Desktop',
  qb_online: 'QuickBooks Online',
  csv: 'CSV',
};

/**
 * draft: files and mapping editable; previewing: the dry run works in the background; ready: the dry
 * run found no error (import allowed); importing: stages run in the background; imported: every stage
 * posted and the verification report kept; failed: a stage failed (its transaction rolled back; the
 * stages before it stay done and a new import resumes at it); rolling_back: the rollback works in the
 * background (one transaction: all of it or nothing; a rollback that stops puts the run back as it
 * was, with `error` saying why); rolled_back: reversed whole.
 */
export const IMPORT_RUN_STATUSES = [
  'draft',
  'previewing',
  'ready',
  'importing',
  'imported',
  'failed',
  'rolling_back',
  'rolled_back',
] as const;
export type TImportRunStatus = (typeof IMPORT_RUN_STATUSES)[number];
export const IMPORT_RUN_STATUS_LABELS: Record<TImportRunStatus, string> = {
  draft: 'Draft',
  previewing: 'Checking',
  ready: 'Ready to import',
  importing: 'Importing',
  imported: 'Imported',
  failed: 'Failed',
  rolling_back: 'Rolling back',
  rolled_back: 'Rolled back',
};

/** The statuses in which a job works on the run in the background (one such run per company). */
export const IMPORT_BUSY_STATUSES = ['previewing', 'importing', 'rolling_back'] as const;

/** A dry run, an import or a rollback works in the background: the client polls the run. */
export function isImportRunBusy(status: TImportRunStatus): boolean {
  return (IMPORT_BUSY_STATUSES as readonly TImportRunStatus[]).includes(status);
}

/** The stages, in the order they run. A stage with nothing to do is `skipped`. */
export const IMPORT_STAGES = [
  'accounts',
  'customers',
  'jobs',
  'vendors',
  'opening_entry',
  'open_invoices',
  'open_bills',
  'bank_items',
  'job_cost',
  'history',
] as const;
export type TImportStage = (typeof IMPORT_STAGES)[number];
export const IMPORT_STAGE_LABELS: Record<TImportStage, string> = {
  accounts: 'Chart of accounts',
  customers: 'Customers',
  jobs: 'Jobs',
  vendors: 'Vendors',
  opening_entry: 'Opening balances',
  open_invoices: 'Open invoices',
  open_bills: 'Unpaid bills',
  bank_items: 'Outstanding checks and deposits',
  job_cost: 'Job-to-date cost',
  history: 'Journal history',
};
export const IMPORT_STAGE_STATUSES = ['pending', 'running', 'done', 'failed', 'skipped'] as const;
export type TImportStageStatus = (typeof IMPORT_STAGE_STATUSES)[number];

/** What an uploaded file was detected as. `csv_*` are the product's own templates (one per entity). */
export const IMPORT_FILE_KINDS = [
  'iif',
  'trial_balance',
  'ar_aging',
  'ap_aging',
  'journal',
  'account_list',
  'customer_list',
  'vendor_list',
  'product_list',
  'csv_accounts',
  'csv_customers',
  'csv_jobs',
  'csv_vendors',
  'csv_open_invoices',
  'csv_open_bills',
  'csv_trial_balance',
  'csv_bank_items',
  'csv_job_cost',
  'unknown',
] as const;
export type TImportFileKind = (typeof IMPORT_FILE_KINDS)[number];
export const IMPORT_FILE_KIND_LABELS: Record<TImportFileKind, string> = {
  iif: 'IIF lists and transactions',
  trial_balance: 'Trial Balance report',
  ar_aging: 'Open Invoices / A/R Aging Detail',
  ap_aging: 'Unpaid Bills / A/P Aging Detail',
  journal: 'Journal report',
  account_list: 'Account list',
  customer_list: 'Customer list',
  vendor_list: 'Vendor list',
  product_list: 'Products and services list',
  csv_accounts: 'Accounts (CSV template)',
  csv_customers: 'Customers (CSV template)',
  csv_jobs: 'Jobs (CSV template)',
  csv_vendors: 'Vendors (CSV template)',
  csv_open_invoices: 'Open invoices (CSV template)',
  csv_open_bills: 'Open bills (CSV template)',
  csv_trial_balance: 'Trial balance (CSV template)',
  csv_bank_items: 'Outstanding checks and deposits (CSV template)',
  csv_job_cost: 'Job-to-date cost (CSV template)',
  unknown: 'Not recognised',
};

/** The entities with a downloadable CSV template (GET /imports/templates/{entity}). */
export const CSV_TEMPLATE_ENTITIES = [
  'accounts',
  'customers',
  'jobs',
  'vendors',
  'open_invoices',
  'open_bills',
  'trial_balance',
  'bank_items',
  'job_cost',
] as const;
export type TCsvTemplateEntity = (typeof CSV_TEMPLATE_ENTITIES)[number];

/** The product's control accounts a source account must map onto (by `system_key`). */
export const IMPORT_CONTROL_ACCOUNTS = [
  'accounts_receivable',
  'accounts_payable',
  'retainage_receivable',
  'retainage_payable',
  'undeposited_funds',
  'opening_balance_equity',
] as const;
export type TImportControlAccount = (typeof IMPORT_CONTROL_ACCOUNTS)[number];
export const IMPORT_CONTROL_ACCOUNT_LABELS: Record<TImportControlAccount, string> = {
  accounts_receivable: 'Accounts receivable',
  accounts_payable: 'Accounts payable',
  retainage_receivable: 'Retainage receivable',
  retainage_payable: 'Retainage payable',
  undeposited_funds: 'Undeposited funds',
  opening_balance_equity: 'Opening balance equity',
};

export const IMPORT_MESSAGES = {
  notFound: 'Import run not found',
  notDraft: 'This import can no longer change: start a new one',
  notReady: 'Preview the import and fix every flagged row before importing',
  busy: 'This import is already running',
  cutoverRequired: 'Choose a cut-over date',
  controlUnmapped: (label: string) => `Map ${label} to one of your accounts before going on`,
  fileTooLarge: 'Files up to 50 MB can be imported',
  unknownFile: (name: string) =>
    `'${name}' is not a file this import reads (IIF, QuickBooks report or one of the CSV templates)`,
  notRolledBack: (what: string) => `This import cannot be rolled back: ${what}`,
  notImported: 'Only an imported run has a verification report',
  onBehalfDenied: 'Only internal support can import for another company',
} as const;

const ZDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date as YYYY-MM-DD');

export const ZImportRunOptions = z.object({
  /** Post every transaction of the Journal report instead of one opening entry (slower). */
  full_history: z.boolean().default(false),
  /** Bring job-to-date cost by job × cost code × category as report history. */
  job_to_date_cost: z.boolean().default(false),
});
export type TImportRunOptions = z.output<typeof ZImportRunOptions>;

export const ZCreateImportRun = z.object({
  source: z.enum(IMPORT_SOURCES),
  cutover_date: ZDate.nullable().optional(),
  options: ZImportRunOptions.partial().optional(),
});
export type TCreateImportRun = z.input<typeof ZCreateImportRun>;

export const ZUpdateImportRun = z.object({
  cutover_date: ZDate.nullable().optional(),
  options: ZImportRunOptions.partial().optional(),
});
export type TUpdateImportRun = z.input<typeof ZUpdateImportRun>;

/** One source account and where it goes. */
export const ZImportAccountMap = z.object({
  /** The source's full path, `Parent:Child`. */
  source_path: z.string().min(1).max(400),
  /** map: onto an existing account; create: a new account with this number, name and type. */
  action: z.enum(['map', 'create']),
  account_id: z.string().uuid().nullable().optional(),
  number: z.string().max(20).nullable().optional(),
  name: z.string().max(99).nullable().optional(),
  type: z.enum(GL_ACCOUNT_TYPES).nullable().optional(),
  subtype: z.enum(IMPORT_ACCOUNT_SUBTYPES).nullable().optional(),
});
export type TImportAccountMap = z.output<typeof ZImportAccountMap>;

/** A source name (customer, vendor) the lists do not hold, or a class: mapped, created or ignored. */
export const ZImportNameMap = z.object({
  kind: z.enum(['customer', 'vendor', 'job', 'class']),
  source_name: z.string().min(1).max(400),
  action: z.enum(['map', 'create', 'ignore']),
  target_id: z.string().uuid().nullable().optional(),
});
export type TImportNameMap = z.output<typeof ZImportNameMap>;

/** The run's mapping (saved per company and source for reruns). */
export const ZImportMapping = z.object({
  type_overrides: ZAccountTypeMapping.optional(),
  /** keep_source: a created account keeps the source number; assign: the next free number of its type. */
  numbering: z.enum(['keep_source', 'assign']).default('keep_source'),
  accounts: z.array(ZImportAccountMap).max(20_000).default([]),
  /** Source account path → product control account. */
  control_accounts: z
    .object(
      Object.fromEntries(
        IMPORT_CONTROL_ACCOUNTS.map((k) => [k, z.string().max(400).nullable().optional()]),
      ) as Record<TImportControlAccount, z.ZodOptional<z.ZodNullable<z.ZodString>>>,
    )
    .default({}),
  names: z.array(ZImportNameMap).max(50_000).default([]),
});
export type TImportMapping = z.output<typeof ZImportMapping>;
export type TImportMappingInput = z.input<typeof ZImportMapping>;

export const ZImportFile = z.object({
  id: z.string().uuid(),
  file_name: z.string(),
  kind: z.enum(IMPORT_FILE_KINDS),
  encoding: z.string().nullable(),
  size_bytes: z.number().int(),
  row_count: z.number().int(),
  /** What was found: "412 accounts, 96 customers, 3 transactions". */
  summary: z.string(),
  created_at: z.string(),
});
export type TImportFile = z.output<typeof ZImportFile>;

export const ZImportStageState = z.object({
  stage: z.enum(IMPORT_STAGES),
  status: z.enum(IMPORT_STAGE_STATUSES),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  error_count: z.number().int(),
  message: z.string().nullable(),
  finished_at: z.string().nullable(),
});
export type TImportStageState = z.output<typeof ZImportStageState>;

export const ZImportProgress = z.object({
  stage: z.enum(IMPORT_STAGES).nullable(),
  done: z.number().int(),
  total: z.number().int(),
  message: z.string().nullable(),
});
export type TImportProgress = z.output<typeof ZImportProgress>;

/** What a rollback did (kept with the run): counts, and plain sentences on what was kept and why. */
export const ZImportRollback = z.object({
  run_id: z.string().uuid(),
  reversed_entries: z.number().int(),
  voided_invoices: z.number().int(),
  voided_bills: z.number().int(),
  removed: z.record(z.string(), z.number().int()),
  deactivated: z.record(z.string(), z.number().int()),
  restored: z.number().int(),
  notes: z.array(z.string()),
});
export type TImportRollback = z.output<typeof ZImportRollback>;

export const ZImportRun = z.object({
  id: z.string().uuid(),
  source: z.enum(IMPORT_SOURCES),
  status: z.enum(IMPORT_RUN_STATUSES),
  cutover_date: z.string().nullable(),
  options: ZImportRunOptions,
  files: z.array(ZImportFile),
  stages: z.array(ZImportStageState),
  progress: ZImportProgress.nullable(),
  error_count: z.number().int(),
  /** The failure's text when status is failed, or why the last rollback stopped. */
  error: z.string().nullable(),
  on_behalf: z.boolean(),
  created_by_name: z.string().nullable(),
  created_at: z.string(),
  previewed_at: z.string().nullable(),
  imported_at: z.string().nullable(),
  rolled_back_at: z.string().nullable(),
  /** Whether the verification report is kept (imported runs). */
  has_report: z.boolean(),
  /** Whether the verification report shows every difference zero. */
  verified: z.boolean().nullable(),
  /** Why a rollback is refused now (null: it is allowed, or the run is not imported). */
  rollback_blocked_by: z.string().nullable(),
  /** What the rollback did, once the run is rolled back (null before). */
  rollback: ZImportRollback.nullable(),
});
export type TImportRun = z.output<typeof ZImportRun>;

export const ZImportRunListItem = ZImportRun.omit({ files: true, stages: true, rollback: true }).extend({
  file_count: z.number().int(),
  /** Records the run created or updated, all lists together. */
  record_count: z.number().int(),
});
export type TImportRunListItem = z.output<typeof ZImportRunListItem>;

export const ZImportRunList = z.object({
  runs: z.array(ZImportRunListItem),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type TImportRunList = z.output<typeof ZImportRunList>;

/** One source account as the mapping screen shows it. */
export const ZImportSourceAccount = z.object({
  source_path: z.string(),
  source_number: z.string().nullable(),
  source_type: z.string().nullable(),
  /** The type table's answer (with the company's overrides). */
  type: z.enum(GL_ACCOUNT_TYPES).nullable(),
  subtype: z.enum(IMPORT_ACCOUNT_SUBTYPES).nullable(),
  /** Debit-positive balance at the cut-over from the trial balance (or OBAMOUNT), cents. */
  balance_cents: z.number().int().nullable(),
  control_hint: z.string().nullable(),
  inactive: z.boolean(),
  /** The mapping's suggestion when the saved mapping has none: an account of the same number or name. */
  suggested_account_id: z.string().uuid().nullable(),
});
export type TImportSourceAccount = z.output<typeof ZImportSourceAccount>;

export const ZImportMappingView = z.object({
  mapping: ZImportMapping,
  source_accounts: z.array(ZImportSourceAccount),
  /** Names used by the files' documents that the lists do not hold, and the classes. */
  unresolved_names: z.array(
    z.object({ kind: z.enum(['customer', 'vendor', 'job', 'class']), source_name: z.string() }),
  ),
  type_table: z.array(
    z.object({
      source: z.enum(['iif', 'qbo']),
      source_type: z.string(),
      type: z.enum(GL_ACCOUNT_TYPES).nullable(),
      subtype: z.enum(IMPORT_ACCOUNT_SUBTYPES).nullable(),
      overridden: z.boolean(),
    }),
  ),
});
export type TImportMappingView = z.output<typeof ZImportMappingView>;

/** One row's problem. `row` is the file's row number (1-based, header rows counted) or null for a whole-file problem. */
export const ZImportRowError = z.object({
  stage: z.enum(IMPORT_STAGES),
  file_name: z.string().nullable(),
  row: z.number().int().nullable(),
  message: z.string(),
});
export type TImportRowError = z.output<typeof ZImportRowError>;

export const ZImportPreviewStage = z.object({
  stage: z.enum(IMPORT_STAGES),
  rows: z.number().int(),
  creates: z.number().int(),
  updates: z.number().int(),
  unchanged: z.number().int(),
  error_count: z.number().int(),
  /** A few example rows for the screen: [label, detail]. */
  samples: z.array(z.tuple([z.string(), z.string()])),
});
export type TImportPreviewStage = z.output<typeof ZImportPreviewStage>;

export const ZImportPreview = z.object({
  stages: z.array(ZImportPreviewStage),
  /** The first 500 errors (the error CSV has all of them). */
  errors: z.array(ZImportRowError),
  error_count: z.number().int(),
  trial_balance: z.object({ debit_cents: z.number().int(), credit_cents: z.number().int() }).nullable(),
  previewed_at: z.string(),
});
export type TImportPreview = z.output<typeof ZImportPreview>;

export const ZImportReportAccountRow = z.object({
  account_number: z.string(),
  account_name: z.string(),
  source_path: z.string().nullable(),
  source_cents: z.number().int(),
  imported_cents: z.number().int(),
  difference_cents: z.number().int(),
});
export const ZImportReportPartyRow = z.object({
  name: z.string(),
  source_cents: z.number().int(),
  imported_cents: z.number().int(),
  difference_cents: z.number().int(),
});
export const ZImportReportCountRow = z.object({
  list: z.string(),
  source: z.number().int(),
  imported: z.number().int(),
});

/** The verification report, frozen with the run at import (and re-read for a rerun). */
export const ZImportReport = z.object({
  run_id: z.string().uuid(),
  company_name: z.string(),
  cutover_date: z.string(),
  generated_at: z.string(),
  trial_balance: z.array(ZImportReportAccountRow),
  trial_balance_totals: z.object({
    source_debit_cents: z.number().int(),
    source_credit_cents: z.number().int(),
    imported_debit_cents: z.number().int(),
    imported_credit_cents: z.number().int(),
  }),
  receivables: z.array(ZImportReportPartyRow),
  payables: z.array(ZImportReportPartyRow),
  opening_clearing_cents: z.number().int(),
  counts: z.array(ZImportReportCountRow),
  /** Every difference zero, opening clearing zero, every count equal. */
  verified: z.boolean(),
  /** Month-end checks of a full-history import: debits = credits each month, equal to the source at the cut-over. */
  month_ends: z.array(
    z.object({
      month_end: z.string(),
      debit_cents: z.number().int(),
      credit_cents: z.number().int(),
      ok: z.boolean(),
    }),
  ),
});
export type TImportReport = z.output<typeof ZImportReport>;

/*
 * The lists the Map step maps onto, of the run's company (for internal support, the client company's
 * named by `?organization_id=`, never the support user's own): every account (active and inactive),
 * active customers and vendors, every job.
 */
export const ZImportPickerAccount = z.object({
  id: z.string().uuid(),
  account_number: z.string(),
  account_name: z.string(),
  account_type: z.enum(GL_ACCOUNT_TYPES),
  is_active: z.boolean(),
});
export type TImportPickerAccount = z.output<typeof ZImportPickerAccount>;

export const ZImportPickers = z.object({
  accounts: z.array(ZImportPickerAccount),
  customers: z.array(z.object({ id: z.string().uuid(), name: z.string() })),
  vendors: z.array(z.object({ id: z.string().uuid(), name: z.string() })),
  jobs: z.array(
    z.object({
      id: z.string().uuid(),
      project_number: z.string(),
      project_name: z.string(),
      customer_id: z.string().uuid(),
    }),
  ),
});
export type TImportPickers = z.output<typeof ZImportPickers>;
