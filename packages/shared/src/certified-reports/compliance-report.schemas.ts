import { z } from 'zod';
import { ZIsoDate } from '../ledger/dates.ts';

export const COMPLIANCE_REPORT_MESSAGES = {
  jobNotCertified: 'Prevailing-wage job not found',
  range: 'The first date must not be after the last',
  rangeTooLong: 'Choose at most 3 years',
  restitutionNotFound: 'Restitution not found',
  employeeNotFound: 'Employee not found',
  underpaid: 'Enter the underpaid amount (more than 0.00)',
  classification: 'Enter the classification',
  paid: 'Enter the amount paid (0.00 or more)',
  paymentChoice: 'Choose a cash-in-lieu earning of a payroll run, or enter the amount paid',
  earningNotFound: 'Cash-in-lieu earning not found for this worker',
  earningVoided: 'That payroll run was voided: choose an earning of a run that was paid',
} as const;

export const COMPLIANCE_SECTIONS = ['wages', 'fringes', 'apprentices', 'restitution'] as const;
export type TComplianceSection = (typeof COMPLIANCE_SECTIONS)[number];

export const ZComplianceQuery = z
  .object({ job_id: z.string().uuid(), from: ZIsoDate, to: ZIsoDate })
  .refine((q) => q.from <= q.to, { message: COMPLIANCE_REPORT_MESSAGES.range, path: ['to'] });
export type TComplianceQuery = z.output<typeof ZComplianceQuery>;

export const ZComplianceExportQuery = z
  .object({
    job_id: z.string().uuid(),
    from: ZIsoDate,
    to: ZIsoDate,
    section: z.enum(COMPLIANCE_SECTIONS).default('wages'),
  })
  .refine((q) => q.from <= q.to, { message: COMPLIANCE_REPORT_MESSAGES.range, path: ['to'] });
export type TComplianceExportQuery = z.output<typeof ZComplianceExportQuery>;

const cents = z.number().int();

/** Hours and wages on the job per worker × classification (posted, not voided checks). */
export const ZComplianceWageRow = z.object({
  employee_id: z.string().uuid(),
  employee_name: z.string(),
  classification: z.string(),
  straight_hours: z.string(),
  overtime_hours: z.string(),
  total_hours: z.string(),
  /** Straight time and overtime paid for these hours (premium included). */
  wages_cents: cents,
  premium_cents: cents,
});
export type TComplianceWageRow = z.infer<typeof ZComplianceWageRow>;

export const FRINGE_ROW_KINDS = ['plan', 'cash_in_lieu'] as const;

/** Fringes per worker × plan: plan credit per hour × hours on the job, and cash in lieu paid. */
export const ZComplianceFringeRow = z.object({
  employee_id: z.string().uuid(),
  employee_name: z.string(),
  kind: z.enum(FRINGE_ROW_KINDS),
  plan: z.string(),
  plan_name: z.string(),
  /** per_hour, annual (÷ annual hours), or null for cash in lieu. */
  method: z.enum(['per_hour', 'annual']).nullable(),
  credit_per_hour: z.string().nullable(),
  hours: z.string(),
  amount_cents: cents,
});
export type TComplianceFringeRow = z.infer<typeof ZComplianceFringeRow>;

/** Apprentices against journeyworkers of the program's classification on the job, per week (checked per day). */
export const ZComplianceApprenticeWeek = z.object({
  week_ending: z.string(),
  program_name: z.string(),
  classification: z.string(),
  ratio: z.string(),
  apprentices: z.number().int(),
  journeyworkers: z.number().int(),
  apprentice_hours: z.string(),
  journeyworker_hours: z.string(),
  /** Work dates of the week with more apprentices on the job than the ratio allows for that day's journeyworkers. */
  days_over: z.array(z.string()),
  is_over: z.boolean(),
});
export type TComplianceApprenticeWeek = z.infer<typeof ZComplianceApprenticeWeek>;

export const ZRestitution = z.object({
  id: z.string().uuid(),
  job_id: z.string().uuid(),
  employee_id: z.string().uuid(),
  employee_name: z.string(),
  week_ending: z.string(),
  classification: z.string(),
  underpaid_cents: cents,
  paid_cents: cents,
  outstanding_cents: cents,
  paid_in_run_id: z.string().uuid().nullable(),
  paid_in_run_number: z.number().int().nullable(),
  note: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TRestitution = z.infer<typeof ZRestitution>;

export const ZComplianceReport = z.object({
  job: z.object({
    id: z.string().uuid(),
    number: z.string(),
    name: z.string(),
    awarding_agency: z.string(),
    contract_number: z.string(),
  }),
  from: z.string(),
  to: z.string(),
  wages: z.array(ZComplianceWageRow),
  wage_totals: z.object({
    straight_hours: z.string(),
    overtime_hours: z.string(),
    total_hours: z.string(),
    wages_cents: cents,
    premium_cents: cents,
  }),
  fringes: z.array(ZComplianceFringeRow),
  fringe_totals: z.object({ plan_credit_cents: cents, cash_in_lieu_cents: cents, total_cents: cents }),
  apprentice_weeks: z.array(ZComplianceApprenticeWeek),
  restitutions: z.array(ZRestitution),
  restitution_totals: z.object({ underpaid_cents: cents, paid_cents: cents, outstanding_cents: cents }),
});
export type TComplianceReport = z.infer<typeof ZComplianceReport>;

const ZCentsPositive = z
  .number({ error: COMPLIANCE_REPORT_MESSAGES.underpaid })
  .int(COMPLIANCE_REPORT_MESSAGES.underpaid)
  .positive(COMPLIANCE_REPORT_MESSAGES.underpaid)
  .max(100_000_000_00, COMPLIANCE_REPORT_MESSAGES.underpaid);

export const ZRestitutionListQuery = z.object({ job_id: z.string().uuid() });

export const ZCreateRestitution = z.object({
  job_id: z.string().uuid(),
  employee_id: z.string().uuid(),
  week_ending: ZIsoDate,
  classification: z
    .string({ error: COMPLIANCE_REPORT_MESSAGES.classification })
    .trim()
    .min(1, COMPLIANCE_REPORT_MESSAGES.classification)
    .max(200),
  underpaid_cents: ZCentsPositive,
  note: z.string().trim().max(2000).nullish(),
});
export type TCreateRestitution = z.output<typeof ZCreateRestitution>;

export const ZUpdateRestitution = ZCreateRestitution.omit({ job_id: true }).partial();
export type TUpdateRestitution = z.output<typeof ZUpdateRestitution>;

/** Paid by a payroll run's cash-in-lieu earning, or an amount paid otherwise (0 clears the payment). */
export const ZRestitutionPayment = z
  .object({
    earning_id: z.string().uuid().nullish(),
    amount_cents: z
      .number({ error: COMPLIANCE_REPORT_MESSAGES.paid })
      .int(COMPLIANCE_REPORT_MESSAGES.paid)
      .min(0, COMPLIANCE_REPORT_MESSAGES.paid)
      .max(100_000_000_00, COMPLIANCE_REPORT_MESSAGES.paid)
      .nullish(),
  })
  .refine((p) => (p.earning_id == null) !== (p.amount_cents == null), {
    message: COMPLIANCE_REPORT_MESSAGES.paymentChoice,
  });
export type TRestitutionPayment = z.output<typeof ZRestitutionPayment>;

export const ZCashInLieuEarningsQuery = z.object({
  job_id: z.string().uuid(),
  employee_id: z.string().uuid(),
});

/** A cash-in-lieu earning of a payroll run (not voided) a restitution can be paid by. */
export const ZCashInLieuEarning = z.object({
  id: z.string().uuid(),
  run_id: z.string().uuid(),
  run_number: z.number().int(),
  run_status: z.string(),
  check_date: z.string(),
  week_ending: z.string().nullable(),
  classification: z.string().nullable(),
  amount_cents: cents,
  memo: z.string().nullable(),
});
export type TCashInLieuEarning = z.infer<typeof ZCashInLieuEarning>;
