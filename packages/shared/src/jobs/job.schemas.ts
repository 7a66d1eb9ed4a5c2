import { z } from 'zod';
import { ZPageQuery } from '../customers/customer.schemas.ts';
import { JOB_NUMBER_RE } from '../formats/formats.ts';

export const JOB_STATUSES = ['active', 'completed', 'on-hold', 'cancelled'] as const;
export type TJobStatus = (typeof JOB_STATUSES)[number];

export const JOB_STATUS_LABELS: Record<TJobStatus, string> = {
  active: 'Active',
  completed: 'Completed',
  'on-hold': 'On Hold',
  cancelled: 'Cancelled',
};

/** The spec's words (§5 Job, §8 Customers and jobs), verbatim; the date and budget messages are ours. */
export const JOB_MESSAGES = {
  invalidNumber: 'Invalid job number format',
  nameRequired: 'Job name is required',
  nameMax: 'Job name must be less than 200 characters',
  customerRequired: 'Customer is required',
  created: 'Job created successfully',
  createFailed: 'Error creating job',
  numberFailed: 'Error generating job number. Please try again.',
  organizationOrNumberMissing: 'Organization or job number not available',
  completionBeforeStart: 'Estimated completion cannot be before the start date',
  invalidDate: 'Enter a valid date (YYYY-MM-DD)',
  invalidBudget: 'Budget must be a non-negative amount with at most 2 decimals',
  invalidStatus: 'Status must be active, completed, on-hold or cancelled',
  updated: 'Job updated successfully',
  updateFailed: 'Error updating job',
  notFound: 'Job not found',
  projectManagerInvalid: 'Choose a project manager of the company',
  superintendentInvalid: 'Choose a superintendent of the company',
} as const;

/** 'Job {number} has been created.' */
export function jobCreatedDescription(number: string): string {
  return `Job ${number} has been created.`;
}

/** The two-digit year of a date, as job numbers carry it: 2026 → '26'. */
export function jobYearSuffix(date: Date): string {
  return String(date.getFullYear() % 100).padStart(2, '0');
}

/** 'J-26-007'; past 999 the sequence simply grows ('J-26-1000'). */
export function formatJobNumber(yearSuffix: string, sequence: number): string {
  return `J-${yearSuffix}-${String(sequence).padStart(3, '0')}`;
}

export const JOB_NAME_MAX = 200;
/** Budget ceiling in cents: 90 trillion dollars, inside the exact range of a JS number. */
export const BUDGET_CENTS_MAX = 9e15;

export const ZJobNumber = z.string().regex(JOB_NUMBER_RE, JOB_MESSAGES.invalidNumber);

const ZIsoDate = z.iso.date(JOB_MESSAGES.invalidDate);
/** A date input: 'YYYY-MM-DD', or empty / null for none. */
const ZOptionalDate = z.union([ZIsoDate, z.literal(''), z.null()], { error: JOB_MESSAGES.invalidDate });
const ZBudgetCents = z
  .number({ error: JOB_MESSAGES.invalidBudget })
  .int(JOB_MESSAGES.invalidBudget)
  .min(0, JOB_MESSAGES.invalidBudget)
  .max(BUDGET_CENTS_MAX, JOB_MESSAGES.invalidBudget)
  .nullable();

const ZCustomerId = z.string({ error: JOB_MESSAGES.customerRequired }).uuid(JOB_MESSAGES.customerRequired);
const ZProjectName = z
  .string({ error: JOB_MESSAGES.nameRequired })
  .trim()
  .min(1, JOB_MESSAGES.nameRequired)
  .max(JOB_NAME_MAX, JOB_MESSAGES.nameMax);
const ZJobStatus = z.enum(JOB_STATUSES, { error: JOB_MESSAGES.invalidStatus });
/** The job's project manager (a person with the project manager role in the company), or none. */
const ZProjectManagerId = z.union(
  [z.string().uuid(JOB_MESSAGES.projectManagerInvalid), z.literal(''), z.null()],
  { error: JOB_MESSAGES.projectManagerInvalid },
);
/** The job's superintendent (a person with the superintendent role in the company), or none. */
const ZSuperintendentId = z.union(
  [z.string().uuid(JOB_MESSAGES.superintendentInvalid), z.literal(''), z.null()],
  { error: JOB_MESSAGES.superintendentInvalid },
);

type TDates = { start_date?: string | null; estimated_completion_date?: string | null };

/** Estimated completion may not come before the start (checked when both are known). */
export function isCompletionBeforeStart(v: TDates): boolean {
  return Boolean(v.start_date && v.estimated_completion_date && v.estimated_completion_date < v.start_date);
}

const completionNotBeforeStart = {
  message: JOB_MESSAGES.completionBeforeStart,
  path: ['estimated_completion_date'],
};

export const ZJobInput = z
  .object({
    customer_id: ZCustomerId,
    project_name: ZProjectName,
    start_date: ZOptionalDate.optional().transform((v) => v || null),
    estimated_completion_date: ZOptionalDate.optional().transform((v) => v || null),
    budget_cents: ZBudgetCents.optional().transform((v) => v ?? null),
    status: ZJobStatus.default('active'),
    project_manager_id: ZProjectManagerId.optional().transform((v) => v || null),
    superintendent_id: ZSuperintendentId.optional().transform((v) => v || null),
  })
  .refine((v) => !isCompletionBeforeStart(v), completionNotBeforeStart);
export type TJobFormValues = z.input<typeof ZJobInput>;
export type TJobInput = z.output<typeof ZJobInput>;

/** The server assigns project_number inside the create transaction. */
export const ZCreateJob = ZJobInput;
export type TCreateJob = TJobInput;

/** A partial edit: absent fields stay; an empty date or a null budget clears it; no defaults apply. */
export const ZUpdateJob = z
  .object({
    customer_id: ZCustomerId.optional(),
    project_name: ZProjectName.optional(),
    start_date: ZOptionalDate.optional().transform((v) => (v === undefined ? undefined : v || null)),
    estimated_completion_date: ZOptionalDate.optional().transform((v) =>
      v === undefined ? undefined : v || null,
    ),
    budget_cents: ZBudgetCents.optional(),
    status: ZJobStatus.optional(),
    project_manager_id: ZProjectManagerId.optional().transform((v) =>
      v === undefined ? undefined : v || null,
    ),
    superintendent_id: ZSuperintendentId.optional().transform((v) =>
      v === undefined ? undefined : v || null,
    ),
  })
  .refine((v) => !isCompletionBeforeStart(v), completionNotBeforeStart);
export type TUpdateJob = z.output<typeof ZUpdateJob>;

export const ZJob = z.object({
  id: z.string(),
  organization_id: z.string(),
  customer_id: z.string(),
  project_number: z.string(),
  project_name: z.string(),
  client_name: z.string(),
  start_date: z.string().nullable(),
  estimated_completion_date: z.string().nullable(),
  budget_cents: z.number().int().nullable(),
  /** The job has budget lines: budget_cents is their total and the job form shows it read-only. */
  budget_from_lines: z.boolean(),
  status: z.enum(JOB_STATUSES),
  /** Approves the job's vendor invoices when the company's setting says so. */
  project_manager: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** Approves the job's time with the project manager (issue 21). */
  superintendent: z.object({ id: z.string(), name: z.string() }).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  customer: z.object({ id: z.string(), customer_number: z.string(), name: z.string() }),
});
export type TJob = z.infer<typeof ZJob>;

export const JOB_STATUS_FILTERS = [...JOB_STATUSES, 'all'] as const;
export type TJobStatusFilter = (typeof JOB_STATUS_FILTERS)[number];

export const ZJobListQuery = ZPageQuery.extend({
  search: z.string().trim().max(200).optional(),
  status: z.enum(JOB_STATUS_FILTERS).optional(),
  customerId: z.string().uuid().optional(),
});
export type TJobListQuery = z.output<typeof ZJobListQuery>;

/** A person who may manage jobs: the company's people with the project manager role. */
export const ZProjectManagerOption = z.object({ id: z.string(), name: z.string(), email: z.string() });
export type TProjectManagerOption = z.infer<typeof ZProjectManagerOption>;

export const ZNextJobNumber = z.object({ project_number: z.string() });
export type TNextJobNumber = z.infer<typeof ZNextJobNumber>;
