import { z } from 'zod';
import { ZPageQuery } from '../customers/customer.schemas.ts';
import { isIsoDate } from '../ledger/dates.ts';
import { percentOf } from './pay-application.rules.ts';

export const PAY_APPLICATION_STATUSES = ['draft', 'submitted', 'approved', 'paid', 'void'] as const;
export type TPayApplicationStatus = (typeof PAY_APPLICATION_STATUSES)[number];
export const PAY_APPLICATION_STATUS_LABELS: Record<TPayApplicationStatus, string> = {
  draft: 'Draft',
  submitted: 'Submitted',
  approved: 'Approved',
  paid: 'Paid',
  void: 'Void',
};

export const PAY_APPLICATION_KINDS = ['progress', 'retainage_release', 'opening'] as const;
export type TPayApplicationKind = (typeof PAY_APPLICATION_KINDS)[number];
export const PAY_APPLICATION_KIND_LABELS: Record<TPayApplicationKind, string> = {
  progress: 'Progress application',
  retainage_release: 'Retainage release',
  opening: 'Opening invoice',
};

export const PAY_APPLICATION_MESSAGES = {
  notFound: 'Pay application not found',
  jobNotFound: 'Job not found',
  noContract: 'This job has no contract yet: enter the contract and its schedule of values first',
  noScheduleLines: 'The contract has no schedule of values lines',
  openApplication:
    'This job already has an open application (draft or submitted): finish or delete it before starting the next',
  noRetainageHeld: 'No retainage is held on this job',
  releaseNeedsApproved: 'A retainage release follows an approved application',
  notDraft: 'Only a draft application can be changed',
  notSubmitted: 'Only a submitted application can be approved',
  cannotVoid: 'Only an approved application can be voided',
  voidPaid: 'A payment is applied to this application: remove the payment before voiding it',
  invalidDate: 'Enter a valid date (YYYY-MM-DD)',
  periodOrder: 'The period cannot end before it starts',
  voidBeforeApproval: 'The void date cannot be before the application date',
  lineNotFound: 'A line is not on this application',
  amountInvalid: 'Enter an amount in cents',
  percentInvalid: 'Percent complete must be between 0 and 1,000 % with at most two decimals',
  storedInvalid: 'Stored materials cannot be negative',
  overrideReasonRequired: 'A retainage override needs a reason',
  overrideNegative: 'Retainage cannot be negative',
  reasonMax: 'Keep the reason under 500 characters',
  overbillingReasonRequired:
    'A line is billed above 100 % of its scheduled value: confirm the overbilling with a reason',
  previousMismatch:
    "The previous figures no longer equal the last approved application's to-date figures: refresh the application",
  scheduleTotal: 'The schedule of values must total the contract sum to date',
  storedNotInstalled:
    'Stored materials that left column F must be billed as work this period (E) on the same line',
  negativeWork: 'Work completed to date cannot be negative',
  accountMissing: 'The chart of accounts has no active account for',
} as const;

const ZDate = z.string({ error: PAY_APPLICATION_MESSAGES.invalidDate }).refine(isIsoDate, {
  message: PAY_APPLICATION_MESSAGES.invalidDate,
});
const ZCents = z
  .number({ error: PAY_APPLICATION_MESSAGES.amountInvalid })
  .int(PAY_APPLICATION_MESSAGES.amountInvalid)
  .min(-9e15, PAY_APPLICATION_MESSAGES.amountInvalid)
  .max(9e15, PAY_APPLICATION_MESSAGES.amountInvalid);
const ZReason = z
  .string()
  .trim()
  .max(500, PAY_APPLICATION_MESSAGES.reasonMax)
  .nullish()
  .transform((v) => v || null);

/** A new application for a job: a progress application, or the release of the retainage held. */
export const ZCreatePayApplication = z
  .object({
    // An opening invoice ('opening') comes only from an import.
    kind: z.enum(['progress', 'retainage_release']).default('progress'),
    application_date: ZDate,
    period_from: ZDate.nullish().transform((v) => v ?? null),
    period_to: ZDate,
  })
  .refine((v) => !v.period_from || v.period_from <= v.period_to, {
    message: PAY_APPLICATION_MESSAGES.periodOrder,
    path: ['period_to'],
  });
export type TCreatePayApplicationInput = z.input<typeof ZCreatePayApplication>;
export type TCreatePayApplication = z.output<typeof ZCreatePayApplication>;

/**
 * One continuation-sheet line as typed: E as an amount (`this_period_cents`) or as the percent of C
 * completed to date (`percent_complete_bps`, 10000 = 100 %: E = C × % − D, to the cent); F; and a
 * retainage override (null clears it) with its reason.
 */
export const ZPayApplicationLineUpdate = z
  .object({
    contract_line_id: z.string().uuid(PAY_APPLICATION_MESSAGES.lineNotFound),
    this_period_cents: ZCents.optional(),
    percent_complete_bps: z
      .number({ error: PAY_APPLICATION_MESSAGES.percentInvalid })
      .int(PAY_APPLICATION_MESSAGES.percentInvalid)
      .min(0, PAY_APPLICATION_MESSAGES.percentInvalid)
      .max(100_000, PAY_APPLICATION_MESSAGES.percentInvalid)
      .optional(),
    stored_cents: ZCents.min(0, PAY_APPLICATION_MESSAGES.storedInvalid).optional(),
    retainage_override_cents: ZCents.min(0, PAY_APPLICATION_MESSAGES.overrideNegative).nullish(),
    override_reason: ZReason,
  })
  .refine((v) => v.retainage_override_cents == null || Boolean(v.override_reason), {
    message: PAY_APPLICATION_MESSAGES.overrideReasonRequired,
    path: ['override_reason'],
  });
export type TPayApplicationLineUpdate = z.output<typeof ZPayApplicationLineUpdate>;

export const ZUpdatePayApplication = z
  .object({
    application_date: ZDate.optional(),
    period_from: ZDate.nullish(),
    period_to: ZDate.optional(),
    lines: z.array(ZPayApplicationLineUpdate).max(2000).optional(),
  })
  .refine((v) => !v.period_from || !v.period_to || v.period_from <= v.period_to, {
    message: PAY_APPLICATION_MESSAGES.periodOrder,
    path: ['period_to'],
  });
export type TUpdatePayApplicationInput = z.input<typeof ZUpdatePayApplication>;
export type TUpdatePayApplication = z.output<typeof ZUpdatePayApplication>;

export const ZSubmitPayApplication = z.object({
  /** Required when a line is billed above 100 % of its scheduled value: the person confirms it. */
  overbilling_reason: ZReason,
});
export type TSubmitPayApplication = z.output<typeof ZSubmitPayApplication>;

export const ZVoidPayApplication = z.object({
  /** The reversal's date; today (or the application date, if later) when absent. */
  void_date: ZDate.optional(),
  reason: ZReason,
});
export type TVoidPayApplication = z.output<typeof ZVoidPayApplication>;

export const PAY_APPLICATION_STATUS_FILTERS = [...PAY_APPLICATION_STATUSES, 'open', 'all'] as const;

export const ZPayApplicationListQuery = ZPageQuery.extend({
  jobId: z.string().uuid().optional(),
  customerId: z.string().uuid().optional(),
  status: z.enum(PAY_APPLICATION_STATUS_FILTERS).optional(),
});
export type TPayApplicationListQuery = z.output<typeof ZPayApplicationListQuery>;

const ZRef = z.object({ id: z.string(), number: z.string(), name: z.string() });

export const ZPayApplicationListItem = z.object({
  id: z.string(),
  job: ZRef,
  customer: ZRef,
  application_number: z.number().int(),
  kind: z.enum(PAY_APPLICATION_KINDS),
  billing_method: z.enum(['progress', 'invoice']),
  status: z.enum(PAY_APPLICATION_STATUSES),
  period_from: z.string().nullable(),
  period_to: z.string(),
  application_date: z.string(),
  due_date: z.string(),
  contract_sum_cents: z.number().int(),
  completed_and_stored_cents: z.number().int(),
  retainage_cents: z.number().int(),
  current_due_cents: z.number().int(),
  /** An opening invoice's number in the old system (kind 'opening', brought by an import). */
  source_number: z.string().nullable().optional(),
});
export type TPayApplicationListItem = z.infer<typeof ZPayApplicationListItem>;

const ZSummary = z.object({
  line1_original_contract_cents: z.number().int(),
  line2_net_change_orders_cents: z.number().int(),
  line3_contract_sum_to_date_cents: z.number().int(),
  line4_completed_and_stored_cents: z.number().int(),
  line5a_retainage_work_cents: z.number().int(),
  line5b_retainage_stored_cents: z.number().int(),
  line5_retainage_cents: z.number().int(),
  line6_earned_less_retainage_cents: z.number().int(),
  line7_previous_certificates_cents: z.number().int(),
  line8_current_payment_due_cents: z.number().int(),
  line9_balance_to_finish_cents: z.number().int(),
});

export const ZPayApplicationLine = z.object({
  contract_line_id: z.string(),
  line_number: z.number().int(),
  description: z.string(),
  scheduled_cents: z.number().int(),
  previous_work_cents: z.number().int(),
  this_period_cents: z.number().int(),
  stored_cents: z.number().int(),
  /** F on the last approved application: what this period's E should take in when it is installed. */
  previous_stored_cents: z.number().int(),
  retainage_override_cents: z.number().int().nullable(),
  override_reason: z.string().nullable(),
  completed_and_stored_cents: z.number().int(),
  percent_complete_bps: z.number().int(),
  balance_to_finish_cents: z.number().int(),
  retainage_cents: z.number().int(),
});
export type TPayApplicationLineJson = z.infer<typeof ZPayApplicationLine>;

export const ZRetainageTerms = z.object({
  work_bps: z.number().int(),
  stored_bps: z.number().int(),
  step_down: z.object({ threshold_bps: z.number().int(), work_bps: z.number().int() }).nullable(),
  cap_bps: z.number().int().nullable(),
});

const ZEntryRef = z.object({ id: z.string(), entry_number: z.string(), entry_date: z.string() }).nullable();

export const ZPayApplicationDetail = ZPayApplicationListItem.extend({
  original_contract_cents: z.number().int(),
  approved_changes_cents: z.number().int(),
  terms: ZRetainageTerms,
  payment_terms_days: z.number().int(),
  previous: z
    .object({
      id: z.string(),
      application_number: z.number().int(),
      completed_and_stored_cents: z.number().int(),
      retainage_cents: z.number().int(),
      earned_less_retainage_cents: z.number().int(),
    })
    .nullable(),
  lines: z.array(ZPayApplicationLine),
  summary: ZSummary,
  this_period: z.object({
    gross_cents: z.number().int(),
    retainage_cents: z.number().int(),
    due_cents: z.number().int(),
  }),
  problems: z.array(z.object({ line_id: z.string().nullable(), code: z.string(), message: z.string() })),
  overbilling_reason: z.string().nullable(),
  applied_cents: z.number().int(),
  journal_entry: ZEntryRef,
  void_entry: ZEntryRef,
  submitted_at: z.string().nullable(),
  approved_at: z.string().nullable(),
  voided_at: z.string().nullable(),
  can_release_retainage: z.boolean(),
});
export type TPayApplicationDetail = z.infer<typeof ZPayApplicationDetail>;

/** E from a percent complete to date of C: C × % (half up to the cent) − D. */
export function thisPeriodFromPercent(
  scheduledCents: number,
  previousWorkCents: number,
  percentBps: number,
): number {
  const toDate =
    scheduledCents >= 0 ? percentOf(scheduledCents, percentBps) : -percentOf(-scheduledCents, percentBps);
  return toDate - previousWorkCents;
}

/** The due date: the application date plus the contract's payment terms in days. */
export function dueDateOf(applicationDate: string, paymentTermsDays: number): string {
  const d = new Date(`${applicationDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + paymentTermsDays);
  return d.toISOString().slice(0, 10);
}

/** 'Application 3' or 'Invoice 3' for a simple-invoice job. */
export function payApplicationLabel(a: {
  application_number: number;
  billing_method: string;
  kind: string;
  source_number?: string | null;
}) {
  if (a.kind === 'retainage_release') return `Retainage release ${a.application_number}`;
  if (a.kind === 'opening') return `Opening invoice ${a.source_number ?? a.application_number}`;
  return `${a.billing_method === 'invoice' ? 'Invoice' : 'Application'} ${a.application_number}`;
}
