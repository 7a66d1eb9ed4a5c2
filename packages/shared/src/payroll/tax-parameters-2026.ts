import { parseScaled } from './decimal.ts';
import type { TBracket, TTaxParameterRow } from './tax-parameters.schemas.ts';

/**
 * The built-in 2026 parameter rows (organization_id null in tax_parameters): every company reads them;
 * a company adds its own rows (its SUTA rate, a corrected table) on top. Loaded into the database by the
 * pay-setup module; keep this export's name and shape stable. Each row states its source.
 */

const FIT_RATES = ['0', '10', '12', '22', '24', '32', '35', '37'] as const;

/** Dollars as printed (206_583.5) → cents through the digits of the literal, never by multiplying a float. */
const dollarsToCents = (dollars: number): number => Number(parseScaled(String(dollars), 2));

/** "floor: base" pairs in dollars (as the domain notes and Pub 15-T print them) → bracket rows in cents. */
function table(pairs: ReadonlyArray<readonly [number, number]>): TBracket[] {
  return pairs.map(([floor, base], i) => ({
    floorCents: dollarsToCents(floor),
    baseCents: dollarsToCents(base),
    ratePercent: FIT_RATES[i] ?? '37',
  }));
}

const FIT_SOURCE =
  'IRS Pub 15-T (2026), Worksheet 1A / 1B, annual percentage method tables for automated payroll systems; ' +
  'supplemental rates 22 % / 37 % above $1,000,000 (Pub 15 (2026) section 7)';

const fit: TTaxParameterRow = {
  jurisdiction: 'US',
  tax: 'fit',
  effective_year: 2026,
  source: FIT_SOURCE,
  params: {
    standard: {
      married_jointly: table([
        [0, 0],
        [19_300, 0],
        [44_100, 2_480],
        [120_100, 11_600],
        [230_700, 35_932],
        [422_850, 82_048],
        [531_750, 116_896],
        [788_000, 206_583.5],
      ]),
      single: table([
        [0, 0],
        [7_500, 0],
        [19_900, 1_240],
        [57_900, 5_800],
        [113_200, 17_966],
        [209_275, 41_024],
        [263_725, 58_448],
        [648_100, 192_979.25],
      ]),
      head_of_household: table([
        [0, 0],
        [15_550, 0],
        [33_250, 1_770],
        [83_000, 7_740],
        [121_250, 16_155],
        [217_300, 39_207],
        [271_750, 56_631],
        [656_150, 191_171],
      ]),
    },
    step2Checked: {
      married_jointly: table([
        [0, 0],
        [16_100, 0],
        [28_500, 1_240],
        [66_500, 5_800],
        [121_800, 17_966],
        [217_875, 41_024],
        [272_325, 58_448],
        [400_450, 103_291.75],
      ]),
      single: table([
        [0, 0],
        [8_050, 0],
        [14_250, 620],
        [33_250, 2_900],
        [60_900, 8_983],
        [108_938, 20_512],
        [136_163, 29_224],
        [328_350, 96_489.63],
      ]),
      head_of_household: table([
        [0, 0],
        [12_075, 0],
        [20_925, 885],
        [45_800, 3_870],
        [64_925, 8_077.5],
        [112_950, 19_603.5],
        [140_175, 28_315],
        [332_375, 95_585.5],
      ]),
    },
    worksheet1aAdjustmentCents: { married_jointly: 1_290_000, other: 860_000 },
    allowanceCents: 430_000,
    supplementalRatePercent: '22',
    supplementalHighRatePercent: '37',
    supplementalHighThresholdCents: 100_000_000,
  },
};

const federal: TTaxParameterRow[] = [
  fit,
  {
    jurisdiction: 'US',
    tax: 'ss',
    effective_year: 2026,
    source: 'SSA, 2026 COLA fact sheet (24 Oct 2025): 6.2 % employee and employer on wages up to $184,500',
    params: { ratePercent: '6.2', wageBaseCents: 18_450_000 },
  },
  {
    jurisdiction: 'US',
    tax: 'medicare',
    effective_year: 2026,
    source: 'IRC 3101(b)(1) / 3111(b): 1.45 % employee and employer, no wage cap',
    params: { ratePercent: '1.45' },
  },
  {
    jurisdiction: 'US',
    tax: 'addl_medicare',
    effective_year: 2026,
    source:
      'IRC 3101(b)(2), 3102(f): 0.9 % employee only on wages over $200,000 paid by the employer in the year',
    params: { ratePercent: '0.9', thresholdCents: 20_000_000 },
  },
  {
    jurisdiction: 'US',
    tax: 'futa',
    effective_year: 2026,
    source:
      'IRC 3301, 3302: 6.0 % on the first $7,000, credit up to 5.4 %; credit reductions from DOL (10 Nov 2025) ' +
      'list (CA 1.2 %, VI 4.5 %) until the list for 2026 wages is published in November',
    params: {
      grossRatePercent: '6.0',
      wageBaseCents: 700_000,
      maxCreditPercent: '5.4',
      creditReductions: { CA: '1.2', VI: '4.5' },
    },
  },
];

const SUTA_SOURCE_NOTE = 'new-employer rate applies until the company enters its own rate';

const suta: TTaxParameterRow[] = [
  {
    jurisdiction: 'CA',
    tax: 'suta',
    effective_year: 2026,
    source: `California EDD, 2026 rates and withholding schedules: UI taxable wage limit $7,000, new employer UI 3.4 %; ${SUTA_SOURCE_NOTE}`,
    params: {
      wageBaseCents: 700_000,
      newEmployerRatePercent: '3.4',
      employeeRatePercent: null,
      employeeWageBaseCents: null,
    },
  },
  {
    jurisdiction: 'TX',
    tax: 'suta',
    effective_year: 2026,
    source: `Texas Workforce Commission: taxable wage base $9,000, new employer rate 2.7 %; ${SUTA_SOURCE_NOTE}`,
    params: {
      wageBaseCents: 900_000,
      newEmployerRatePercent: '2.7',
      employeeRatePercent: null,
      employeeWageBaseCents: null,
    },
  },
  {
    jurisdiction: 'PA',
    tax: 'suta',
    effective_year: 2026,
    source:
      'Pennsylvania L&I, UC tax: employer wage base $10,000, new non-construction employer rate 3.822 %; ' +
      `employee withholding 0.07 % of all gross wages (no cap); ${SUTA_SOURCE_NOTE}`,
    params: {
      wageBaseCents: 1_000_000,
      newEmployerRatePercent: '3.822',
      employeeRatePercent: '0.07',
      employeeWageBaseCents: null,
    },
  },
  {
    jurisdiction: 'VA',
    tax: 'suta',
    effective_year: 2026,
    source: `Virginia Employment Commission: taxable wage base $8,000, new employer rate 2.5 %; ${SUTA_SOURCE_NOTE}`,
    params: {
      wageBaseCents: 800_000,
      newEmployerRatePercent: '2.5',
      employeeRatePercent: null,
      employeeWageBaseCents: null,
    },
  },
];

const sit: TTaxParameterRow[] = [
  {
    jurisdiction: 'TX',
    tax: 'sit',
    effective_year: 2026,
    source: 'Texas levies no personal income tax',
    params: { kind: 'none' },
  },
  {
    jurisdiction: 'PA',
    tax: 'sit',
    effective_year: 2026,
    source:
      'Pennsylvania DOR, Rev-415 employer withholding: 3.07 % flat on compensation, no allowances; employee ' +
      '401(k) deferrals stay taxable compensation (Pennsylvania does not exclude them)',
    params: { kind: 'flat', ratePercent: '3.07', retirementDeferralsTaxable: true },
  },
  {
    jurisdiction: 'VA',
    tax: 'sit',
    effective_year: 2026,
    source:
      'Virginia Tax, Employer Withholding Instructions (formula, effective 1 Jul 2025, through tax year 2026): ' +
      'annual wages − standard deduction $8,750 − $930 per personal exemption on the VA-4; 2 % to $3,000, ' +
      '3 % to $5,000, 5 % to $17,000, 5.75 % above; ÷ pay periods. Age/blind exemptions ($800) are not on ' +
      'the certificate record and are not applied.',
    params: {
      kind: 'brackets',
      retirementDeferralsTaxable: false,
      statuses: {
        default: {
          standardDeductionCents: 875_000,
          allowanceCents: 93_000,
          allowanceCreditCents: 0,
          brackets: [
            { floorCents: 0, baseCents: 0, ratePercent: '2' },
            { floorCents: 300_000, baseCents: 6_000, ratePercent: '3' },
            { floorCents: 500_000, baseCents: 12_000, ratePercent: '5' },
            { floorCents: 1_700_000, baseCents: 72_000, ratePercent: '5.75' },
          ],
        },
      },
    },
  },
];

export const BUILT_IN_TAX_PARAMETERS: readonly TTaxParameterRow[] = [...federal, ...suta, ...sit];
