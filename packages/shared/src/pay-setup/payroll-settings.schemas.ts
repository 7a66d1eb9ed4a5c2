import { z } from 'zod';
import { PAY_FREQUENCIES } from '../payroll/engine.types.ts';
import { ZAccountNumber, ZPayrollState, ZRoutingNumber } from './identifiers.ts';

export const PAYROLL_SETTINGS_MESSAGES = {
  ein: 'EIN must be 9 digits (12-3456789)',
  odfi: 'ODFI routing must be the first 8 digits of the bank routing number',
  immediateDestination:
    'Immediate destination must be a 9-digit routing number (with an optional leading space)',
  immediateOrigin: 'Immediate origin must be 9 or 10 digits',
  companyId: 'Company ID must be 10 characters or fewer',
  burdenRateRequired: 'Burden rate is required when burden is charged at rates',
  burdenRate: 'Burden rate must be between 0 and 1000 percent with at most 4 decimals',
  offsetRequired: 'A balanced file needs the offset account (routing and account number)',
  classNotFound: "Workers' comp class not found",
  classTaken: (state: string, code: string) => `Class ${code} already exists for ${state}`,
  classCode: 'Class code is 1 to 10 letters or digits',
  rateFormat: 'Rate must be 0 or more with at most 4 decimals',
  fringeNotFound: 'Fringe rate not found',
  fringeTaken: 'This local, classification and fund already have a rate from that date',
  unionLocalRequired: 'Union local is required',
  classificationRequired: 'Classification is required',
  ruleNotFound: 'Overtime rule not found',
  ruleCodeTaken: (code: string) => `An overtime rule with code ${code} already exists`,
  ruleCode: 'Code is 1 to 20 letters, digits, dashes or underscores',
  ruleJurisdiction: 'A jurisdiction rule needs its state',
  ruleUnion: 'An agreement rule needs its union local',
  nameRequired: 'Name is required',
} as const;

const ZNullableText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));

/** A decimal ≥ 0 with at most 4 places, as a string. */
export const ZPaySetupRate = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .refine((v) => /^\d{1,8}(\.\d{1,4})?$/.test(v), PAYROLL_SETTINGS_MESSAGES.rateFormat);

export const WORKWEEK_DAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
];

export const ZPayrollSettingsInput = z
  .object({
    workweek_start_day: z.number().int().min(0).max(6, 'Workweek start day is 0 (Sunday) to 6 (Saturday)'),
    overtime_allocation: z.enum(['time_order', 'pro_rata']),
    overtime_premium_to: z.enum(['job', 'overhead']),
    burden_method: z.enum(['actual', 'rates']),
    burden_rate_percent: z
      .union([z.string(), z.number()])
      .transform((v) => String(v).trim())
      .refine(
        (v) => /^\d{1,4}(\.\d{1,4})?$/.test(v) && Number(v) <= 1000,
        PAYROLL_SETTINGS_MESSAGES.burdenRate,
      )
      .nullish()
      .transform((v) => v ?? null),
    default_pay_frequency: z.enum(PAY_FREQUENCIES),
    default_work_state: ZPayrollState.nullish().transform((v) => v ?? null),
    federal_ein: z
      .string()
      .trim()
      .refine((v) => v === '' || /^\d{2}-?\d{7}$/.test(v), PAYROLL_SETTINGS_MESSAGES.ein)
      .nullish()
      .transform((v) => (v ? `${v.replace('-', '').slice(0, 2)}-${v.replace('-', '').slice(2)}` : null)),
    ach_immediate_destination: z
      .string()
      .refine(
        (v) => v.trim() === '' || /^ ?[0-9]{9}$/.test(v),
        PAYROLL_SETTINGS_MESSAGES.immediateDestination,
      )
      .nullish()
      .transform((v) => (v?.trim() ? v.trim() : null)),
    ach_destination_name: ZNullableText(23),
    ach_immediate_origin: z
      .string()
      .trim()
      .refine((v) => v === '' || /^[0-9]{9,10}$/.test(v), PAYROLL_SETTINGS_MESSAGES.immediateOrigin)
      .nullish()
      .transform((v) => (v ? v : null)),
    ach_origin_name: ZNullableText(23),
    ach_company_name: ZNullableText(16),
    ach_company_id: z
      .string()
      .trim()
      .max(10, PAYROLL_SETTINGS_MESSAGES.companyId)
      .nullish()
      .transform((v) => (v ? v : null)),
    ach_odfi_routing: z
      .string()
      .trim()
      .refine((v) => v === '' || /^[0-9]{8}$/.test(v), PAYROLL_SETTINGS_MESSAGES.odfi)
      .nullish()
      .transform((v) => (v ? v : null)),
    ach_balanced: z.boolean(),
    ach_offset_routing: z
      .string()
      .trim()
      .nullish()
      .transform((v) => (v ? v : null))
      .pipe(ZRoutingNumber.nullable()),
    /** Absent: unchanged; null: cleared; digits: replaced (stored encrypted). */
    ach_offset_account: ZAccountNumber.nullish(),
    next_check_number: z.number().int().min(1, 'Next check number must be 1 or more').max(99_999_999),
  })
  .superRefine((v, ctx) => {
    if (v.burden_method === 'rates' && v.burden_rate_percent === null)
      ctx.addIssue({
        code: 'custom',
        message: PAYROLL_SETTINGS_MESSAGES.burdenRateRequired,
        path: ['burden_rate_percent'],
      });
  });
export type TPayrollSettingsFormValues = z.input<typeof ZPayrollSettingsInput>;
export type TPayrollSettingsInput = z.output<typeof ZPayrollSettingsInput>;

export const ZPayrollSettings = z.object({
  workweek_start_day: z.number(),
  overtime_allocation: z.enum(['time_order', 'pro_rata']),
  overtime_premium_to: z.enum(['job', 'overhead']),
  burden_method: z.enum(['actual', 'rates']),
  burden_rate_percent: z.string().nullable(),
  default_pay_frequency: z.enum(PAY_FREQUENCIES),
  default_work_state: z.string().nullable(),
  federal_ein: z.string().nullable(),
  ach_immediate_destination: z.string().nullable(),
  ach_destination_name: z.string().nullable(),
  ach_immediate_origin: z.string().nullable(),
  ach_origin_name: z.string().nullable(),
  ach_company_name: z.string().nullable(),
  ach_company_id: z.string().nullable(),
  ach_odfi_routing: z.string().nullable(),
  ach_balanced: z.boolean(),
  ach_offset_routing: z.string().nullable(),
  /** •••• 1234 or null. */
  ach_offset_account_masked: z.string().nullable(),
  next_check_number: z.number(),
  updated_at: z.string(),
});
export type TPayrollSettings = z.infer<typeof ZPayrollSettings>;

export const ZWorkersCompClassInput = z.object({
  state: ZPayrollState,
  class_code: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{1,10}$/, PAYROLL_SETTINGS_MESSAGES.classCode),
  description: z.string().trim().max(100).default(''),
  rate_per_100: ZPaySetupRate,
  excludes_overtime_premium: z.boolean().default(true),
  is_active: z.boolean().default(true),
});
export const ZUpdateWorkersCompClass = ZWorkersCompClassInput.partial();
export type TWorkersCompClassInput = z.output<typeof ZWorkersCompClassInput>;
export type TWorkersCompClassFormValues = z.input<typeof ZWorkersCompClassInput>;
export type TUpdateWorkersCompClass = z.output<typeof ZUpdateWorkersCompClass>;
export const ZWorkersCompClass = z.object({
  id: z.string(),
  state: z.string(),
  class_code: z.string(),
  description: z.string(),
  rate_per_100: z.string(),
  excludes_overtime_premium: z.boolean(),
  is_active: z.boolean(),
});
export type TWorkersCompClass = z.infer<typeof ZWorkersCompClass>;

export const FRINGE_FUNDS = ['health', 'pension', 'training', 'vacation', 'other'] as const;
export const ZFringeRateInput = z.object({
  union_local: z.string().trim().min(1, PAYROLL_SETTINGS_MESSAGES.unionLocalRequired).max(40),
  classification: z.string().trim().min(1, PAYROLL_SETTINGS_MESSAGES.classificationRequired).max(60),
  fund: z.enum(FRINGE_FUNDS),
  fund_name: z.string().trim().max(100).default(''),
  rate_per_hour: ZPaySetupRate,
  taxable: z.boolean().default(false),
  effective_from: z.iso.date('Effective from must be a date (YYYY-MM-DD)'),
});
export const ZUpdateFringeRate = ZFringeRateInput.partial();
export type TFringeRateInputValues = z.output<typeof ZFringeRateInput>;
export type TFringeRateFormValues = z.input<typeof ZFringeRateInput>;
export type TUpdateFringeRate = z.output<typeof ZUpdateFringeRate>;
export const ZFringeRate = z.object({
  id: z.string(),
  union_local: z.string(),
  classification: z.string(),
  fund: z.enum(FRINGE_FUNDS),
  fund_name: z.string(),
  rate_per_hour: z.string(),
  taxable: z.boolean(),
  effective_from: z.string(),
});
export type TFringeRate = z.infer<typeof ZFringeRate>;

const overtimeRuleFields = {
  code: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,20}$/, PAYROLL_SETTINGS_MESSAGES.ruleCode)
    .transform((v) => v.toUpperCase()),
  name: z.string().trim().min(1, PAYROLL_SETTINGS_MESSAGES.nameRequired).max(100),
  kind: z.enum(['jurisdiction', 'agreement']),
  jurisdiction: ZPayrollState.nullish().transform((v) => v ?? null),
  union_local: ZNullableText(40),
  /** Checked against the overtime engine's rule schema by the server. */
  rules: z.unknown(),
  is_active: z.boolean().default(true),
};
export function overtimeRuleProblems(v: {
  kind: string;
  jurisdiction: string | null;
  union_local: string | null;
}): { message: string; path: string }[] {
  if (v.kind === 'jurisdiction' && !v.jurisdiction)
    return [{ message: PAYROLL_SETTINGS_MESSAGES.ruleJurisdiction, path: 'jurisdiction' }];
  if (v.kind === 'agreement' && !v.union_local)
    return [{ message: PAYROLL_SETTINGS_MESSAGES.ruleUnion, path: 'union_local' }];
  return [];
}
export const ZOvertimeRuleInput = z.object(overtimeRuleFields).superRefine((v, ctx) => {
  for (const p of overtimeRuleProblems(v))
    ctx.addIssue({ code: 'custom', message: p.message, path: [p.path] });
});
export const ZUpdateOvertimeRule = z.object(overtimeRuleFields).partial();
export type TOvertimeRuleInput = z.output<typeof ZOvertimeRuleInput>;
export type TUpdateOvertimeRule = z.output<typeof ZUpdateOvertimeRule>;
export const ZOvertimeRuleRow = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  kind: z.enum(['jurisdiction', 'agreement']),
  jurisdiction: z.string().nullable(),
  union_local: z.string().nullable(),
  rules: z.unknown(),
  is_active: z.boolean(),
});
export type TOvertimeRuleRow = z.infer<typeof ZOvertimeRuleRow>;
