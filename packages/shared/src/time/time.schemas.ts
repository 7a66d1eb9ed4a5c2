import { z } from 'zod';
import { ZPageQuery } from '../customers/customer.schemas.ts';
import { ZIsoDate } from '../ledger/dates.ts';
import { TIME_MESSAGES as M, parseHoursToQuarters, quartersToHours } from './time.rules.ts';

export const TIME_PAY_TYPES = ['REG', 'OT', 'DT'] as const;
export const TIME_STATUSES = ['entered', 'submitted', 'approved', 'rejected', 'locked'] as const;
export type TTimeStatus = (typeof TIME_STATUSES)[number];
export const EDITABLE_TIME_STATUSES: readonly TTimeStatus[] = ['entered', 'rejected'];

/** Hours as typed ('7.5') or a number: normalised to '7.50'; quarter hours, 0 < h ≤ 24. */
export const ZHours = z.union([z.string(), z.number()], { error: M.hours }).transform((value, ctx) => {
  const quarters = parseHoursToQuarters(value);
  if (quarters === null) {
    ctx.addIssue({ code: 'custom', message: M.hours });
    return z.NEVER;
  }
  return quartersToHours(quarters);
});

const ZUuidOrNull = z
  .union([z.string().uuid(), z.literal(''), z.null()])
  .optional()
  .transform((v) => v || null);
const ZState = z
  .union([z.string().regex(/^[A-Z]{2}$/, M.stateFormat), z.literal(''), z.null()])
  .optional()
  .transform((v) => (v === undefined ? undefined : v || null));
const ZOptionalText = (max: number) =>
  z
    .union([z.string().trim().max(max), z.null()])
    .optional()
    .transform((v) => (v === undefined ? undefined : v || null));

/** The job and cost code go together; neither is shop or office time. */
const jobCodeTogether = {
  message: M.jobCodeTogether,
  path: ['cost_code_id'],
};
const isJobCodeTogether = (v: { job_id?: string | null; cost_code_id?: string | null }) =>
  (v.job_id == null) === (v.cost_code_id == null);

export const ZTimeEntryInput = z
  .object({
    employee_id: z.string({ error: M.employeeRequired }).uuid(M.employeeRequired),
    work_date: ZIsoDate,
    job_id: ZUuidOrNull,
    cost_code_id: ZUuidOrNull,
    pay_type: z.enum(TIME_PAY_TYPES).default('REG'),
    hours: ZHours,
    classification: ZOptionalText(100),
    /** On a prevailing-wage job: the classification of the job's wage determination (issue 22). */
    wage_class_id: ZUuidOrNull,
    workers_comp_class: ZOptionalText(20),
    work_state: ZState,
    union_local: ZOptionalText(50),
    note: ZOptionalText(500),
  })
  .refine(isJobCodeTogether, jobCodeTogether);
export type TTimeEntryInput = z.output<typeof ZTimeEntryInput>;

export const ZUpdateTimeEntry = z.object({
  work_date: ZIsoDate.optional(),
  job_id: z.union([z.string().uuid(), z.literal(''), z.null()]).optional(),
  cost_code_id: z.union([z.string().uuid(), z.literal(''), z.null()]).optional(),
  pay_type: z.enum(TIME_PAY_TYPES).optional(),
  hours: ZHours.optional(),
  classification: ZOptionalText(100),
  wage_class_id: z.union([z.string().uuid(), z.literal(''), z.null()]).optional(),
  workers_comp_class: ZOptionalText(20),
  work_state: ZState,
  union_local: ZOptionalText(50),
  note: ZOptionalText(500),
});
export type TUpdateTimeEntry = z.output<typeof ZUpdateTimeEntry>;

/** One row of the week grid: job × cost code × pay type (× work state), hours per date. */
export const ZWeekGridRow = z
  .object({
    job_id: ZUuidOrNull,
    cost_code_id: ZUuidOrNull,
    pay_type: z.enum(TIME_PAY_TYPES).default('REG'),
    work_state: ZState,
    /** On a prevailing-wage job: the classification the row's hours are paid as. */
    wage_class_id: ZUuidOrNull,
    /** date → hours; a missing or empty date has none. */
    hours: z.record(ZIsoDate, z.union([ZHours, z.literal(''), z.null()])),
  })
  .refine(isJobCodeTogether, jobCodeTogether);

/** The whole editable week of one employee: replaces its entered and rejected lines. */
export const ZSaveWeek = z.object({
  employee_id: z.string({ error: M.employeeRequired }).uuid(M.employeeRequired),
  week_start: ZIsoDate,
  rows: z.array(ZWeekGridRow).max(200),
});
export type TSaveWeek = z.output<typeof ZSaveWeek>;
export type TSaveWeekInput = z.input<typeof ZSaveWeek>;

export const ZWeekQuery = z.object({
  employee_id: z.string().uuid().optional(),
  /** Any date of the week; the company's workweek start day picks the week. */
  date: ZIsoDate.optional(),
});

export const ZTimeEntryListQuery = ZPageQuery.extend({
  employee_id: z.string().uuid().optional(),
  job_id: z.string().uuid().optional(),
  status: z.enum(TIME_STATUSES).optional(),
  /** Any date of the workweek to list. */
  week: ZIsoDate.optional(),
  from: ZIsoDate.optional(),
  to: ZIsoDate.optional(),
});
export type TTimeEntryListQuery = z.output<typeof ZTimeEntryListQuery>;

/** A foreman's crew entry: the same hours on a job and cost code for many people and days. */
export const ZCrewEntry = z.object({
  crew_id: ZUuidOrNull,
  employee_ids: z.array(z.string().uuid()).min(1, M.crewEmployeesRequired).max(200),
  job_id: z.string({ error: M.jobNotFound }).uuid(M.jobNotFound),
  cost_code_id: z.string({ error: M.costCodeNotFound }).uuid(M.costCodeNotFound),
  pay_type: z.enum(TIME_PAY_TYPES).default('REG'),
  dates: z.array(ZIsoDate).min(1, M.crewDatesRequired).max(14),
  hours: ZHours,
  work_state: ZState,
  /** On a prevailing-wage job: everyone's classification (else each person's default, matched by name). */
  wage_class_id: ZUuidOrNull,
  note: ZOptionalText(500),
  /** Per person (and day, or every day): other hours, or 0 for none. */
  exceptions: z
    .array(
      z.object({
        employee_id: z.string().uuid(),
        work_date: ZIsoDate.nullable().optional(),
        hours: z.union([ZHours, z.literal(0), z.literal('0')]),
      }),
    )
    .max(1000)
    .default([]),
});
export type TCrewEntry = z.output<typeof ZCrewEntry>;
export type TCrewEntryInput = z.input<typeof ZCrewEntry>;

export const ZCopyWeek = z.object({ employee_id: z.string().uuid(), week_start: ZIsoDate });
export const ZSubmitWeek = z.object({ employee_id: z.string().uuid(), week_start: ZIsoDate });
/** Submit the week of every member of a crew at once (the foreman's crew week). */
export const ZSubmitCrewWeek = z.object({ crew_id: z.string().uuid(), week_start: ZIsoDate });
export type TSubmitCrewWeek = z.infer<typeof ZSubmitCrewWeek>;
/** What a crew submit did: lines of how many people; members with nothing to submit are skipped. */
export const ZCrewSubmitResult = z.object({
  crew_id: z.string(),
  crew_name: z.string(),
  week_start: ZIsoDate,
  people: z.number().int(),
  lines: z.number().int(),
  skipped: z.number().int(),
});
export type TCrewSubmitResult = z.infer<typeof ZCrewSubmitResult>;
export const ZApproveTime = z.object({ ids: z.array(z.string().uuid()).min(1, M.nothingSelected).max(2000) });
export const ZRejectTime = z.object({
  ids: z.array(z.string().uuid()).min(1, M.nothingSelected).max(2000),
  reason: z.string({ error: M.reasonRequired }).trim().min(1, M.reasonRequired).max(500),
});

export const ZTimeEntry = z.object({
  id: z.string(),
  employee_id: z.string(),
  employee_name: z.string(),
  work_date: z.string(),
  job_id: z.string().nullable(),
  job_number: z.string().nullable(),
  job_name: z.string().nullable(),
  cost_code_id: z.string().nullable(),
  cost_code: z.string().nullable(),
  cost_code_description: z.string().nullable(),
  pay_type: z.enum(TIME_PAY_TYPES),
  hours: z.string(),
  classification: z.string().nullable(),
  wage_class_id: z.string().nullable(),
  workers_comp_class: z.string().nullable(),
  work_state: z.string().nullable(),
  union_local: z.string().nullable(),
  note: z.string().nullable(),
  status: z.enum(TIME_STATUSES),
  rejection_reason: z.string().nullable(),
  crew_id: z.string().nullable(),
  submitted_at: z.string().nullable(),
  approved_at: z.string().nullable(),
  payroll_run_id: z.string().nullable(),
  created_by: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TTimeEntry = z.infer<typeof ZTimeEntry>;

export const ZTimeEntryPage = z.object({
  items: z.array(ZTimeEntry),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

/** One line of the overtime conversion: hours of a time line that became OT or DT, and why. */
export const ZOvertimeLine = z.object({
  time_entry_id: z.string().nullable(),
  work_date: z.string().nullable(),
  job_id: z.string().nullable(),
  cost_code_id: z.string().nullable(),
  pay_type: z.enum(TIME_PAY_TYPES),
  hours: z.string(),
  reason: z.string().nullable(),
});

export const ZTimeWeek = z.object({
  employee: z.object({ id: z.string(), name: z.string(), short_name: z.string() }),
  week_start: z.string(),
  week_end: z.string(),
  workweek_start_day: z.number().int(),
  dates: z.array(z.string()),
  default_work_state: z.string().nullable(),
  lines: z.array(ZTimeEntry),
  day_totals: z.array(z.object({ date: z.string(), hours: z.string() })),
  total_hours: z.string(),
  /** After the overtime rules: hours by pay type and the lines turned into OT/DT with their reason. */
  overtime: z
    .object({
      reg_hours: z.string(),
      ot_hours: z.string(),
      dt_hours: z.string(),
      lines: z.array(ZOvertimeLine),
    })
    .nullable(),
  can_edit: z.boolean(),
});
export type TTimeWeek = z.infer<typeof ZTimeWeek>;

export const ZTimeEmployeeOption = z.object({
  id: z.string(),
  user_id: z.string(),
  name: z.string(),
  short_name: z.string(),
  is_self: z.boolean(),
});
export type TTimeEmployeeOption = z.infer<typeof ZTimeEmployeeOption>;

export const ZTimeJobOption = z.object({
  id: z.string(),
  number: z.string(),
  name: z.string(),
  cost_codes: z.array(z.object({ id: z.string(), code: z.string(), description: z.string() })),
  /** A prevailing-wage job: its determinations' modifications with their classes (the line picks one). */
  wage_determinations: z
    .array(
      z.object({
        id: z.string(),
        wd_number: z.string(),
        modification: z.number().int(),
        effective_from: z.string(),
        classes: z.array(z.object({ id: z.string(), classification: z.string() })),
      }),
    )
    .nullable(),
});
export type TTimeJobOption = z.infer<typeof ZTimeJobOption>;

export const ZTimeOptions = z.object({
  employees: z.array(ZTimeEmployeeOption),
  jobs: z.array(ZTimeJobOption),
  crews: z.array(z.object({ id: z.string(), name: z.string(), member_ids: z.array(z.string()) })),
  self_employee_id: z.string().nullable(),
  workweek_start_day: z.number().int(),
  default_work_state: z.string().nullable(),
  can_enter_for_others: z.boolean(),
});
export type TTimeOptions = z.infer<typeof ZTimeOptions>;

export const ZTimeResult = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  deleted: z.number().int(),
  lines: z.array(ZTimeEntry),
});
export type TTimeResult = z.infer<typeof ZTimeResult>;

export const ZApprovalQueue = z.object({
  jobs: z.array(
    z.object({
      job_id: z.string().nullable(),
      job_number: z.string().nullable(),
      job_name: z.string().nullable(),
      hours: z.string(),
      employees: z.array(
        z.object({
          employee_id: z.string(),
          employee_name: z.string(),
          hours: z.string(),
          lines: z.array(ZTimeEntry),
        }),
      ),
    }),
  ),
  total_lines: z.number().int(),
});
export type TApprovalQueue = z.infer<typeof ZApprovalQueue>;

export const ZCrewInput = z.object({
  name: z.string({ error: M.crewNameRequired }).trim().min(1, M.crewNameRequired).max(100),
  foreman_employee_id: ZUuidOrNull,
  member_ids: z.array(z.string().uuid()).max(500).default([]),
  is_active: z.boolean().default(true),
});
export type TCrewInput = z.output<typeof ZCrewInput>;
export type TCrewFormValues = z.input<typeof ZCrewInput>;

export const ZCrew = z.object({
  id: z.string(),
  name: z.string(),
  foreman_employee_id: z.string().nullable(),
  foreman_name: z.string().nullable(),
  is_active: z.boolean(),
  members: z.array(z.object({ employee_id: z.string(), name: z.string() })),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TCrew = z.infer<typeof ZCrew>;
