import type { TOvertimeRuleRow, TOvertimeRules } from '@groundwork/shared';

/** The overtime rule form's fields, as typed. */
export type TOvertimeFields = {
  code: string;
  name: string;
  kind: 'jurisdiction' | 'agreement';
  jurisdiction: string;
  union_local: string;
  daily_ot: string;
  daily_dt: string;
  seventh_dt: string;
  saturday: string;
  sunday: string;
  holiday_dates: string;
  holiday_multiplier: string;
  is_active: boolean;
};

export function valuesOf(row: TOvertimeRuleRow | null): TOvertimeFields {
  const r = (row?.rules ?? {}) as Partial<TOvertimeRules>;
  return {
    code: row?.code ?? '',
    name: row?.name ?? '',
    kind: row?.kind ?? 'jurisdiction',
    jurisdiction: row?.jurisdiction ?? '',
    union_local: row?.union_local ?? '',
    daily_ot: r.daily?.overtimeAfterHours ?? '',
    daily_dt: r.daily?.doubleTimeAfterHours ?? '',
    seventh_dt: r.seventhDay?.doubleTimeAfterHours ?? '',
    saturday: r.saturday ?? '',
    sunday: r.sunday ?? '',
    holiday_dates: r.holidays?.dates.join(', ') ?? '',
    holiday_multiplier: r.holidays?.multiplier ?? '1.5',
    is_active: row?.is_active ?? true,
  };
}

/** The form's fields as the engine's rules: an empty field is "no such rule". */
export function rulesOf(v: TOvertimeFields) {
  const dates = v.holiday_dates
    .split(/[\s,]+/)
    .map((d) => d.trim())
    .filter(Boolean);
  return {
    daily: v.daily_ot ? { overtimeAfterHours: v.daily_ot, doubleTimeAfterHours: v.daily_dt || null } : null,
    seventhDay: v.seventh_dt ? { doubleTimeAfterHours: v.seventh_dt } : null,
    saturday: v.saturday || null,
    sunday: v.sunday || null,
    holidays: dates.length > 0 ? { dates, multiplier: v.holiday_multiplier } : null,
  };
}

/** A rule's effect in words: "OT after 8 h a day, DT after 12 h; 7th day DT after 8 h". */
export function describeRules(rules: unknown): string {
  const r = (rules ?? {}) as Partial<TOvertimeRules>;
  const parts: string[] = [];
  if (r.daily) {
    parts.push(
      `OT after ${r.daily.overtimeAfterHours} h a day${r.daily.doubleTimeAfterHours ? `, DT after ${r.daily.doubleTimeAfterHours} h` : ''}`,
    );
  }
  if (r.seventhDay) parts.push(`7th day: OT, DT after ${r.seventhDay.doubleTimeAfterHours} h`);
  const label = (m: string) => (m === '2.0' ? 'DT' : 'OT');
  if (r.saturday) parts.push(`Saturday ${label(r.saturday)}`);
  if (r.sunday) parts.push(`Sunday ${label(r.sunday)}`);
  if (r.holidays) parts.push(`${r.holidays.dates.length} holiday(s) ${label(r.holidays.multiplier)}`);
  return parts.join('; ') || 'No rules';
}
