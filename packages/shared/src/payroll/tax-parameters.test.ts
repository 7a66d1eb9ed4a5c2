import { describe, expect, it } from 'vitest';
import { parseTaxParameterRows, type TTaxParameterRow, taxParameterSet } from './tax-parameters.schemas.ts';
import { BUILT_IN_TAX_PARAMETERS } from './tax-parameters-2026.ts';

describe('tax parameter rows', () => {
  it('the built-in 2026 rows all pass their schema and make a complete set', () => {
    const parsed = parseTaxParameterRows(BUILT_IN_TAX_PARAMETERS);
    expect(parsed.ok).toBe(true);
    const set = taxParameterSet(BUILT_IN_TAX_PARAMETERS, 2026);
    expect(set.ss).toEqual({ ratePercent: '6.2', wageBaseCents: 18_450_000 });
    expect(Object.keys(set.suta).sort()).toEqual(['CA', 'PA', 'TX', 'VA']);
    expect(set.sit.TX).toEqual({ kind: 'none' });
    // The federal tables exactly as Pub 15-T prints them: MFJ top row 788,000: 206,583.50 at 37 %.
    expect(set.fit.standard.married_jointly.at(-1)).toEqual({
      floorCents: 78_800_000,
      baseCents: 20_658_350,
      ratePercent: '37',
    });
    expect(set.fit.step2Checked.single.at(-1)).toEqual({
      floorCents: 32_835_000,
      baseCents: 9_648_963,
      ratePercent: '37',
    });
  });

  it("a company's own row (listed after the built-in one) replaces it", () => {
    const companyRow: TTaxParameterRow = {
      jurisdiction: 'TX',
      tax: 'suta',
      effective_year: 2026,
      params: {
        wageBaseCents: 900_000,
        newEmployerRatePercent: '1.9',
        employeeRatePercent: null,
        employeeWageBaseCents: null,
      },
    };
    expect(
      taxParameterSet([...BUILT_IN_TAX_PARAMETERS, companyRow], 2026).suta.TX?.newEmployerRatePercent,
    ).toBe('1.9');
  });

  it('an import reports errors by row number and field', () => {
    const result = parseTaxParameterRows([
      {
        jurisdiction: 'US',
        tax: 'ss',
        effective_year: 2027,
        params: { ratePercent: '6.2', wageBaseCents: 19_000_000 },
      },
      {
        jurisdiction: 'PA',
        tax: 'ss',
        effective_year: 2027,
        params: { ratePercent: '6.2', wageBaseCents: 19_000_000 },
      },
      { jurisdiction: 'US', tax: 'medicare', effective_year: '2027', params: '{"ratePercent":"1.45%"}' },
      {
        jurisdiction: 'US',
        tax: 'ss',
        effective_year: 2027,
        params: { ratePercent: '6.2', wageBaseCents: 19_000_000 },
      },
    ]);
    expect(result).toEqual({
      ok: false,
      errors: [
        { row: 2, message: 'Row 2: jurisdiction: This tax is federal: its jurisdiction is US' },
        {
          row: 3,
          message: 'Row 3: params.ratePercent: A rate is a percent with at most four decimals ("6.2")',
        },
        { row: 4, message: 'Row 4: The same jurisdiction, tax and year appear twice' },
      ],
    });
  });

  it('CSV cells (year as text, params as JSON text) are accepted', () => {
    const result = parseTaxParameterRows([
      { jurisdiction: 'TX', tax: 'sit', effective_year: '2027', params: '{"kind":"none"}', source: '' },
    ]);
    expect(result).toEqual({
      ok: true,
      rows: [{ jurisdiction: 'TX', tax: 'sit', effective_year: 2027, params: { kind: 'none' } }],
    });
  });

  it('refuses a bracket table that does not start at 0', () => {
    const result = parseTaxParameterRows([
      {
        jurisdiction: 'VA',
        tax: 'sit',
        effective_year: 2027,
        params: {
          kind: 'brackets',
          statuses: {
            default: {
              standardDeductionCents: 0,
              allowanceCents: 0,
              allowanceCreditCents: 0,
              brackets: [{ floorCents: 5, baseCents: 0, ratePercent: '2' }],
            },
          },
        },
      },
    ]);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors[0]?.message).toContain('A bracket table starts at 0');
  });

  it('a year without federal rows is refused with the named error', () => {
    expect(() => taxParameterSet(BUILT_IN_TAX_PARAMETERS, 2027)).toThrow(
      'No tax parameters for 2027: import them under Payroll → Tax parameters',
    );
  });
});
