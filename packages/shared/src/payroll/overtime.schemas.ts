import { z } from 'zod';

/**
 * Overtime rules as data, per jurisdiction (a work state: California's daily rules) or per agreement (a
 * union local: Saturday, Sunday and holiday pay). The weekly FLSA rule (over 40 hours in the company's
 * workweek) is not data: it always applies to non-exempt employees.
 */

export const OVERTIME_RULE_MESSAGES = {
  hours: 'Hours are a number with at most two decimals, above 0 and at most 24',
  date: 'Enter dates as YYYY-MM-DD',
  doubleAfterOvertime: 'Double time must start after overtime does',
} as const;

const ZRuleHours = z
  .string()
  .regex(/^\d{1,2}(\.\d{1,2})?$/, OVERTIME_RULE_MESSAGES.hours)
  .refine((h) => Number(h) > 0 && Number(h) <= 24, OVERTIME_RULE_MESSAGES.hours);

/** 1.5 turns REG hours into OT; 2.0 into DT. */
export const OVERTIME_MULTIPLIERS = ['1.5', '2.0'] as const;
export const ZOvertimeMultiplier = z.enum(OVERTIME_MULTIPLIERS);
export type TOvertimeMultiplier = z.infer<typeof ZOvertimeMultiplier>;

export const ZOvertimeRules = z.object({
  /** Hours worked in a workday over `overtimeAfterHours` at 1.5×, over `doubleTimeAfterHours` at 2× (CA: 8 and 12). */
  daily: z
    .object({ overtimeAfterHours: ZRuleHours, doubleTimeAfterHours: ZRuleHours.nullable().default(null) })
    .refine(
      (d) => d.doubleTimeAfterHours === null || Number(d.doubleTimeAfterHours) > Number(d.overtimeAfterHours),
      {
        message: OVERTIME_RULE_MESSAGES.doubleAfterOvertime,
      },
    )
    .nullable()
    .default(null),
  /** Seventh consecutive day worked in the workweek: every hour at 1.5×, those over `doubleTimeAfterHours` at 2× (CA: 8). */
  seventhDay: z.object({ doubleTimeAfterHours: ZRuleHours }).nullable().default(null),
  /** Agreement rules: every REG hour of the day at the multiplier. */
  saturday: ZOvertimeMultiplier.nullable().default(null),
  sunday: ZOvertimeMultiplier.nullable().default(null),
  holidays: z
    .object({
      dates: z.array(z.string().regex(/^\d{4}-\d{2}-\d{2}$/, OVERTIME_RULE_MESSAGES.date)).max(100),
      multiplier: ZOvertimeMultiplier,
    })
    .nullable()
    .default(null),
});
export type TOvertimeRules = z.infer<typeof ZOvertimeRules>;

export const ZOvertimeRuleSet = z.object({
  code: z.string().min(1).max(20),
  kind: z.enum(['jurisdiction', 'agreement']),
  /** The work state (kind = jurisdiction). */
  jurisdiction: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .nullable(),
  /** The union local (kind = agreement). */
  unionLocal: z.string().min(1).nullable(),
  rules: ZOvertimeRules,
});
export type TOvertimeRuleSet = z.infer<typeof ZOvertimeRuleSet>;

/** California's daily rules (Labor Code 510), ready to store as a company's jurisdiction rule. */
export const CALIFORNIA_OVERTIME_RULES: TOvertimeRuleSet = {
  code: 'CA',
  kind: 'jurisdiction',
  jurisdiction: 'CA',
  unionLocal: null,
  rules: {
    daily: { overtimeAfterHours: '8', doubleTimeAfterHours: '12' },
    seventhDay: { doubleTimeAfterHours: '8' },
    saturday: null,
    sunday: null,
    holidays: null,
  },
};
