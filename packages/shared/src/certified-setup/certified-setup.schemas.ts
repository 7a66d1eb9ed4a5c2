import { z } from 'zod';
import { ZIsoDate } from '../ledger/dates.ts';
import { CERTIFIED_SETUP_MESSAGES as M } from './certified-setup.messages.ts';
import { normalizeRate } from './determination.rules.ts';

const ZText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .nullish()
    .transform((v) => v ?? '');
const ZNullableText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));
const ZRequired = (message: string, max = 200) =>
  z.string({ error: message }).trim().min(1, message).max(max, `At most ${max} characters`);

/** A rate per hour ('38.5', 38.5, '$6.73') normalised to '38.5000'; `positive` refuses 0. */
const ZRate = (message: string, positive: boolean) =>
  z.union([z.string(), z.number()], { error: message }).transform((value, ctx) => {
    const rate = normalizeRate(value);
    if (rate === null || (positive && Number(rate) <= 0)) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return rate;
  });
export const ZBasicRate = ZRate(M.basicRate, true);
export const ZFringeRateValue = ZRate(M.fringeRate, false);

export const PW_WAGE_LAWS = ['davis_bacon', 'state'] as const;
export const PW_WH347_LAYOUTS = ['revised', 'previous'] as const;

// ---------------------------------------------------------------- prevailing-wage jobs

export const ZPrevailingWageJobInput = z
  .object({
    wage_law: z.enum(PW_WAGE_LAWS, { error: M.wageLaw }),
    awarding_agency: ZRequired(M.awardingAgencyRequired),
    contract_number: ZText(100),
    agency_project_number: ZText(100),
    project_location: ZText(300),
    is_prime: z.boolean().default(true),
    prime_contractor_name: ZNullableText(200),
    prime_contractor_address: ZNullableText(500),
    wh347_layout: z.enum(PW_WH347_LAYOUTS, { error: M.layout }).default('revised'),
    wants_no_work_weeks: z.boolean().default(false),
    is_active: z.boolean().default(true),
  })
  .refine((v) => v.is_prime || v.prime_contractor_name !== null, {
    message: M.primeNameRequired,
    path: ['prime_contractor_name'],
  });
export type TPrevailingWageJobInput = z.output<typeof ZPrevailingWageJobInput>;
export type TPrevailingWageJobFormValues = z.input<typeof ZPrevailingWageJobInput>;

export const ZDeterminationSummary = z.object({
  id: z.string(),
  wd_number: z.string(),
  modification: z.number().int(),
  modification_date: z.string(),
  effective_from: z.string(),
  class_count: z.number().int(),
});
export type TDeterminationSummary = z.infer<typeof ZDeterminationSummary>;

export const ZPrevailingWageJob = z.object({
  job_id: z.string(),
  job_number: z.string(),
  job_name: z.string(),
  job_status: z.string(),
  project_manager_id: z.string().nullable(),
  wage_law: z.enum(PW_WAGE_LAWS),
  awarding_agency: z.string(),
  contract_number: z.string(),
  agency_project_number: z.string(),
  project_location: z.string(),
  is_prime: z.boolean(),
  prime_contractor_name: z.string().nullable(),
  prime_contractor_address: z.string().nullable(),
  wh347_layout: z.enum(PW_WH347_LAYOUTS),
  wants_no_work_weeks: z.boolean(),
  is_active: z.boolean(),
  /** The modification in force today (null: none yet). */
  current_determination: ZDeterminationSummary.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TPrevailingWageJob = z.infer<typeof ZPrevailingWageJob>;

/** GET /certified/jobs/{id}: the job, and its prevailing-wage settings when it has them. */
export const ZCertifiedJobView = z.object({
  job: z.object({ id: z.string(), number: z.string(), name: z.string(), status: z.string() }),
  settings: ZPrevailingWageJob.nullable(),
  can_setup: z.boolean(),
});
export type TCertifiedJobView = z.infer<typeof ZCertifiedJobView>;

// ---------------------------------------------------------------- determinations and classes

export const ZDeterminationInput = z.object({
  wd_number: ZRequired(M.wdNumberRequired, 40)
    .transform((v) => v.toUpperCase())
    .refine((v) => /^[A-Z0-9][A-Z0-9-]*$/.test(v), M.wdNumberFormat),
  modification: z.coerce.number({ error: M.modification }).int(M.modification).min(0, M.modification),
  modification_date: ZIsoDate,
  effective_from: ZIsoDate,
  note: ZNullableText(500),
  /** Start the modification with the classes of the previous modification of the same WD number. */
  copy_previous_classes: z.boolean().default(false),
});
export type TDeterminationInput = z.output<typeof ZDeterminationInput>;
export type TDeterminationFormValues = z.input<typeof ZDeterminationInput>;

export const ZUpdateDetermination = z.object({
  modification_date: ZIsoDate.optional(),
  effective_from: ZIsoDate.optional(),
  note: ZNullableText(500),
});
export type TUpdateDetermination = z.output<typeof ZUpdateDetermination>;

export const ZWageClassInput = z.object({
  classification: ZRequired(M.classificationRequired, 200),
  basic_rate: ZBasicRate,
  fringe_rate: ZFringeRateValue.default('0.0000'),
});
export type TWageClassInput = z.output<typeof ZWageClassInput>;
export type TWageClassFormValues = z.input<typeof ZWageClassInput>;

export const ZWageClass = z.object({
  id: z.string(),
  determination_id: z.string(),
  classification: z.string(),
  basic_rate: z.string(),
  fringe_rate: z.string(),
  /** Time lines that name this class (a class in use cannot be deleted). */
  time_lines: z.number().int(),
});
export type TWageClass = z.infer<typeof ZWageClass>;

export const ZDetermination = z.object({
  id: z.string(),
  job_id: z.string(),
  wd_number: z.string(),
  modification: z.number().int(),
  modification_date: z.string(),
  effective_from: z.string(),
  note: z.string().nullable(),
  /** In force today on the job. */
  is_current: z.boolean(),
  classes: z.array(ZWageClass),
  created_at: z.string(),
});
export type TDetermination = z.infer<typeof ZDetermination>;

export const ZDeterminationList = z.object({ items: z.array(ZDetermination) });

/** Without a date: today. */
export const ZDeterminationForDateQuery = z.object({ date: ZIsoDate.optional() });

export const ZClassImportInput = z.object({
  csv: z.string({ error: M.csvRequired }).min(1, M.csvRequired).max(1_000_000, 'The CSV is over 1 MB'),
  dry_run: z.boolean().default(true),
});
export type TClassImportInput = z.input<typeof ZClassImportInput>;

export const ZClassImportResult = z.object({
  dry_run: z.boolean(),
  rows: z.array(
    z.object({
      row: z.number().int(),
      classification: z.string(),
      basic_rate: z.string(),
      fringe_rate: z.string(),
      action: z.enum(['add', 'update', 'same']),
    }),
  ),
  errors: z.array(z.object({ row: z.number().int(), message: z.string() })),
  added: z.number().int(),
  updated: z.number().int(),
});
export type TClassImportResult = z.infer<typeof ZClassImportResult>;

// ---------------------------------------------------------------- apprentice programs

const ZPercent = (message: string, allowZero: boolean) =>
  z.union([z.string(), z.number()], { error: message }).transform((value, ctx) => {
    const text = String(value).trim();
    const n = Number(text);
    if (!/^\d{1,3}(\.\d{1,2})?$/.test(text) || n > 100 || (!allowZero && n <= 0)) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return String(n);
  });

export const ZApprenticeLevel = z.object({
  level: z.coerce.number({ error: M.level }).int(M.level).min(1, M.level).max(20, M.level),
  wagePercent: ZPercent(M.percent, false),
  fringePercent: ZPercent(M.fringePercent, true),
});
export type TApprenticeLevel = z.output<typeof ZApprenticeLevel>;

const ZRatioPart = z.coerce.number({ error: M.ratio }).int(M.ratio).min(1, M.ratio).max(99, M.ratio);

export const ZApprenticeProgramInput = z.object({
  name: ZRequired(M.programNameRequired),
  registration_number: ZText(100),
  classification: ZRequired(M.programClassificationRequired),
  ratio_apprentices: ZRatioPart,
  ratio_journeyworkers: ZRatioPart,
  levels: z.array(ZApprenticeLevel, { error: M.levelsRequired }).min(1, M.levelsRequired).max(20),
  is_active: z.boolean().default(true),
});
export type TApprenticeProgramInput = z.output<typeof ZApprenticeProgramInput>;
export type TApprenticeProgramFormValues = z.input<typeof ZApprenticeProgramInput>;

export const ZApprenticeProgram = z.object({
  id: z.string(),
  name: z.string(),
  registration_number: z.string(),
  classification: z.string(),
  ratio_apprentices: z.number().int(),
  ratio_journeyworkers: z.number().int(),
  levels: z.array(z.object({ level: z.number(), wagePercent: z.string(), fringePercent: z.string() })),
  is_active: z.boolean(),
  apprentices: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TApprenticeProgram = z.infer<typeof ZApprenticeProgram>;

// ---------------------------------------------------------------- employees: apprenticeships, fringe plans

export const ZApprenticeshipInput = z.object({
  program_id: z.string({ error: M.programRequired }).uuid(M.programRequired),
  level: z.coerce.number({ error: M.level }).int(M.level).min(1, M.level).max(20, M.level),
  registration_number: ZText(100),
  registered_on: ZIsoDate,
});
export type TApprenticeshipInput = z.output<typeof ZApprenticeshipInput>;
export type TApprenticeshipFormValues = z.input<typeof ZApprenticeshipInput>;

export const ZEndApprenticeship = z.object({ ended_on: ZIsoDate });

export const ZApprenticeship = z.object({
  id: z.string(),
  employee_id: z.string(),
  program_id: z.string(),
  program_name: z.string(),
  classification: z.string(),
  level: z.number().int(),
  wage_percent: z.string().nullable(),
  fringe_percent: z.string().nullable(),
  registration_number: z.string(),
  registered_on: z.string(),
  ended_on: z.string().nullable(),
});
export type TApprenticeship = z.infer<typeof ZApprenticeship>;

export const FRINGE_PLAN_KINDS = ['health', 'pension', 'vacation', 'training', 'other'] as const;
export const FRINGE_PLAN_METHODS = ['per_hour', 'annual'] as const;

export const ZFringePlanInput = z
  .object({
    plan: z.enum(FRINGE_PLAN_KINDS, { error: M.planRequired }),
    plan_name: ZRequired(M.planNameRequired),
    method: z.enum(FRINGE_PLAN_METHODS, { error: M.methodRequired }),
    rate_per_hour: z
      .union([z.string(), z.number(), z.null()])
      .optional()
      .transform((v, ctx) => {
        if (v === null || v === undefined || String(v).trim() === '') return null;
        const rate = normalizeRate(v);
        if (rate === null) {
          ctx.addIssue({ code: 'custom', message: M.ratePerHourRequired });
          return z.NEVER;
        }
        return rate;
      }),
    annual_amount_cents: z
      .number({ error: M.annualAmountRequired })
      .int(M.annualAmountRequired)
      .min(0, M.annualAmountRequired)
      .max(100_000_000_00, M.annualAmountRequired)
      .nullish()
      .transform((v) => v ?? null),
    annual_hours: z.coerce
      .number({ error: M.annualHours })
      .int(M.annualHours)
      .min(1, M.annualHours)
      .max(8784, M.annualHours)
      .default(2080),
    effective_from: ZIsoDate,
    effective_to: ZIsoDate.nullish().transform((v) => v ?? null),
  })
  .superRefine((v, ctx) => {
    if (v.method === 'per_hour' && v.rate_per_hour === null)
      ctx.addIssue({ code: 'custom', message: M.ratePerHourRequired, path: ['rate_per_hour'] });
    if (v.method === 'annual' && v.annual_amount_cents === null)
      ctx.addIssue({ code: 'custom', message: M.annualAmountRequired, path: ['annual_amount_cents'] });
    if (v.effective_to !== null && v.effective_to < v.effective_from)
      ctx.addIssue({ code: 'custom', message: M.dateOrder, path: ['effective_to'] });
  });
export type TFringePlanInput = z.output<typeof ZFringePlanInput>;
export type TFringePlanFormValues = z.input<typeof ZFringePlanInput>;

export const ZFringePlan = z.object({
  id: z.string(),
  employee_id: z.string(),
  plan: z.enum(FRINGE_PLAN_KINDS),
  plan_name: z.string(),
  method: z.enum(FRINGE_PLAN_METHODS),
  rate_per_hour: z.string().nullable(),
  annual_amount_cents: z.number().int().nullable(),
  annual_hours: z.number().int(),
  /** Per hour: the rate; annual: the amount ÷ the annual hours (for display; 4 decimals). */
  hourly_figure: z.string(),
  effective_from: z.string(),
  effective_to: z.string().nullable(),
});
export type TFringePlan = z.infer<typeof ZFringePlan>;

export const ZEmployeeCertifiedSetup = z.object({
  employee_id: z.string(),
  fringe_plans: z.array(ZFringePlan),
  apprenticeships: z.array(ZApprenticeship),
});
export type TEmployeeCertifiedSetup = z.infer<typeof ZEmployeeCertifiedSetup>;

// ---------------------------------------------------------------- officers, viewers, people

export const ZCertifyingOfficerInput = z.object({
  user_id: z.string({ error: M.personRequired }).uuid(M.personRequired),
  title: ZRequired(M.titleRequired, 100),
});
export type TCertifyingOfficerInput = z.input<typeof ZCertifyingOfficerInput>;

export const ZCertifyingOfficer = z.object({
  user_id: z.string(),
  name: z.string(),
  email: z.string(),
  title: z.string(),
  created_at: z.string(),
});
export type TCertifyingOfficer = z.infer<typeof ZCertifyingOfficer>;

export const ZComplianceViewerInput = z.object({
  user_id: z.string({ error: M.personRequired }).uuid(M.personRequired),
});

export const ZComplianceViewer = z.object({
  job_id: z.string(),
  user_id: z.string(),
  name: z.string(),
  email: z.string(),
  created_at: z.string(),
});
export type TComplianceViewer = z.infer<typeof ZComplianceViewer>;

export const ZCertifiedPerson = z.object({
  user_id: z.string(),
  name: z.string(),
  email: z.string(),
  roles: z.array(z.string()),
});
export type TCertifiedPerson = z.infer<typeof ZCertifiedPerson>;

/** The time page's classes of a prevailing-wage job: each modification with its classes. */
export const ZTimeWageDetermination = z.object({
  id: z.string(),
  wd_number: z.string(),
  modification: z.number().int(),
  effective_from: z.string(),
  classes: z.array(z.object({ id: z.string(), classification: z.string() })),
});
export type TTimeWageDetermination = z.infer<typeof ZTimeWageDetermination>;
