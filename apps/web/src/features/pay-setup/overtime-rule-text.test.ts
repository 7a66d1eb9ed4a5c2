import { CALIFORNIA_OVERTIME_RULES, ZOvertimeRules } from '@groundwork/shared';
import { describe, expect, it } from 'vitest';
import { describeRules, rulesOf, valuesOf } from './overtime-rule-text';

const caRow = {
  id: 'r1',
  code: 'CA',
  name: 'California daily overtime',
  kind: 'jurisdiction' as const,
  jurisdiction: 'CA',
  union_local: null,
  rules: CALIFORNIA_OVERTIME_RULES.rules,
  is_active: true,
};

describe('the overtime rule form and its words', () => {
  it("round-trips California's rule through the form's fields", () => {
    const fields = valuesOf(caRow);
    expect(fields).toMatchObject({
      daily_ot: '8',
      daily_dt: '12',
      seventh_dt: '8',
      saturday: '',
      holiday_dates: '',
    });
    expect(rulesOf(fields)).toEqual(CALIFORNIA_OVERTIME_RULES.rules);
  });

  it('turns empty fields into "no such rule" and holiday lists into dates the engine accepts', () => {
    const rules = rulesOf({
      ...valuesOf(null),
      code: 'L22',
      saturday: '1.5',
      sunday: '2.0',
      holiday_dates: '2026-07-03,  2026-09-07',
      holiday_multiplier: '2.0',
    });
    expect(rules).toEqual({
      daily: null,
      seventhDay: null,
      saturday: '1.5',
      sunday: '2.0',
      holidays: { dates: ['2026-07-03', '2026-09-07'], multiplier: '2.0' },
    });
    expect(ZOvertimeRules.safeParse(rules).success).toBe(true);
  });

  it('says what a rule does', () => {
    expect(describeRules(CALIFORNIA_OVERTIME_RULES.rules)).toBe(
      'OT after 8 h a day, DT after 12 h; 7th day: OT, DT after 8 h',
    );
    expect(describeRules({ saturday: '1.5', holidays: { dates: ['2026-07-03'], multiplier: '2.0' } })).toBe(
      'Saturday OT; 1 holiday(s) DT',
    );
    expect(describeRules({})).toBe('No rules');
  });
});
