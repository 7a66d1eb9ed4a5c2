import { describe, expect, it } from 'vitest';
import { csvMaskedTaxId, reportingThresholdCents, reportYears } from './payables-reports.rules.ts';
import { Z1099Query } from './payables-reports.schemas.ts';

describe('1099 rules', () => {
  it('the reporting threshold: $600 through 2025, $2,000 from 2026', () => {
    expect(reportingThresholdCents(2024)).toBe(60_000);
    expect(reportingThresholdCents(2025)).toBe(60_000);
    expect(reportingThresholdCents(2026)).toBe(200_000);
    expect(reportingThresholdCents(2027)).toBe(200_000);
  });

  it('masks a tax ID for a CSV in ASCII, last four digits only', () => {
    expect(csvMaskedTaxId('12-3456789')).toBe('*****6789');
    expect(csvMaskedTaxId('123456789')).toBe('*****6789');
    expect(csvMaskedTaxId(null)).toBe('');
    expect(csvMaskedTaxId('')).toBe('');
  });

  it('offers this year and the six before it, newest first', () => {
    expect(reportYears(2026)).toEqual([2026, 2025, 2024, 2023, 2022, 2021, 2020]);
    expect(reportYears(2001, 5)).toEqual([2001, 2000]);
  });

  it('refuses a year out of range with its message', () => {
    expect(Z1099Query.parse({ year: '2026' })).toEqual({ year: 2026 });
    expect(Z1099Query.parse({})).toEqual({});
    for (const year of ['1999', '2101', '2026.5', 'abc']) {
      const result = Z1099Query.safeParse({ year });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Choose a year between 2000 and 2100');
    }
  });
});
