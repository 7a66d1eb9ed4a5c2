import { z } from 'zod';
/**
 * Tax parameters are data: one row per jurisdiction × tax × effective year, its `params` checked by the
 * schema of its tax. Money is integer cents; rates are percent strings ("6.2" = 6.2 %), exact to four
 * decimals. The engine reads one year's rows through `taxParameterSet`.
 */

export const TAX_PARAMETER_MESSAGES = {
  jurisdiction: 'Jurisdiction is US or a two-letter state code',
  federalJurisdiction: 'This tax is federal: its jurisdiction is US',
  stateJurisdiction: 'This tax is a state tax: its jurisdiction is a two-letter state code',
  tax: 'Tax is a lower-case code (fit, ss, medicare, addl_medicare, futa, suta, sit …)',
  year: 'Effective year is a whole year between 2000 and 2100',
  percent: 'A rate is a percent with at most four decimals ("6.2")',
  cents: 'An amount is a whole number of cents, zero or more',
  tableStart: 'A bracket table starts at 0 and its floors rise',
  duplicate: 'The same jurisdiction, tax and year appear twice',
  notArray: 'Expected a list of tax parameter rows',
} as const;

const ZCents = z
  .number({ message: TAX_PARAMETER_MESSAGES.cents })
  .int(TAX_PARAMETER_MESSAGES.cents)
  .min(0, TAX_PARAMETER_MESSAGES.cents);
const ZPercent = z.string().regex(/^\d{1,3}(\.\d{1,4})?$/, TAX_PARAMETER_MESSAGES.percent);
const ZState = z.string().regex(/^[A-Z]{2}$/, TAX_PARAMETER_MESSAGES.stateJurisdiction);

/** One row of an annual percentage table: wages at or above `floorCents` pay base + rate × (wage − floor). */
export const ZBracket = z.object({ floorCents: ZCents, baseCents: ZCents, ratePercent: ZPercent });
export type TBracket = z.infer<typeof ZBracket>;

export const ZBracketTable = z
  .array(ZBracket)
  .min(1)
  .refine(
    (rows) =>
      rows[0]?.floorCents === 0 &&
      rows.every((row, i) => i === 0 || row.floorCents > (rows[i - 1]?.floorCents ?? 0)),
    TAX_PARAMETER_MESSAGES.tableStart,
  );

const ZFitTables = z.object({
  married_jointly: ZBracketTable,
  single: ZBracketTable,
  head_of_household: ZBracketTable,
});

/** Federal income tax withholding, Pub 15-T Worksheets 1A (2020+ W-4) and 1B (pre-2020 W-4). */
export const ZFitParams = z.object({
  /** Annual percentage method tables, Step 2 box unchecked (married filing separately uses single). */
  standard: ZFitTables,
  /** The same, Step 2 box checked. */
  step2Checked: ZFitTables,
  /** Worksheet 1A line 1g, only when the Step 2 box is unchecked. */
  worksheet1aAdjustmentCents: z.object({ married_jointly: ZCents, other: ZCents }),
  /** Worksheet 1B: the value of one pre-2020 withholding allowance. */
  allowanceCents: ZCents,
  /** Optional flat rate on supplemental wages (bonuses), and the mandatory rate above the threshold. */
  supplementalRatePercent: ZPercent,
  supplementalHighRatePercent: ZPercent,
  supplementalHighThresholdCents: ZCents,
});
export type TFitParams = z.infer<typeof ZFitParams>;

export const ZSsParams = z.object({ ratePercent: ZPercent, wageBaseCents: ZCents });
export type TSsParams = z.infer<typeof ZSsParams>;

export const ZMedicareParams = z.object({ ratePercent: ZPercent });
export type TMedicareParams = z.infer<typeof ZMedicareParams>;

export const ZAddlMedicareParams = z.object({ ratePercent: ZPercent, thresholdCents: ZCents });
export type TAddlMedicareParams = z.infer<typeof ZAddlMedicareParams>;

export const ZFutaParams = z.object({
  grossRatePercent: ZPercent,
  wageBaseCents: ZCents,
  maxCreditPercent: ZPercent,
  /** Credit-reduction states: added to the net rate on wages of that state. */
  creditReductions: z.record(ZState, ZPercent),
});
export type TFutaParams = z.infer<typeof ZFutaParams>;

export const ZSutaParams = z.object({
  wageBaseCents: ZCents,
  /** Used when the company has no rate of its own for the state. */
  newEmployerRatePercent: ZPercent,
  /** Employee share withheld (e.g. Pennsylvania), on wages up to `employeeWageBaseCents` (null: no cap). */
  employeeRatePercent: ZPercent.nullable(),
  employeeWageBaseCents: ZCents.nullable(),
});
export type TSutaParams = z.infer<typeof ZSutaParams>;

export const ZSitStatusParams = z.object({
  standardDeductionCents: ZCents,
  /** Subtracted from annual wages per allowance on the state certificate. */
  allowanceCents: ZCents,
  /** Subtracted from the annual tax per allowance (states that give a credit instead). */
  allowanceCreditCents: ZCents,
  brackets: ZBracketTable,
});
export type TSitStatusParams = z.infer<typeof ZSitStatusParams>;

export const ZSitParams = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('none') }),
  z.object({
    kind: z.literal('flat'),
    ratePercent: ZPercent,
    /** True where employee retirement deferrals stay taxable for the state (Pennsylvania). */
    retirementDeferralsTaxable: z.boolean().default(false),
  }),
  z.object({
    kind: z.literal('brackets'),
    /** Per certificate filing status; `default` serves any status not listed. */
    statuses: z
      .record(z.string(), ZSitStatusParams)
      .refine((s) => 'default' in s, 'A bracket state needs a default status'),
    retirementDeferralsTaxable: z.boolean().default(false),
  }),
]);
export type TSitParams = z.infer<typeof ZSitParams>;

export const FEDERAL_TAXES = ['fit', 'ss', 'medicare', 'addl_medicare', 'futa'] as const;
export const STATE_TAXES = ['suta', 'sit'] as const;
export type TFederalTax = (typeof FEDERAL_TAXES)[number];

const PARAMS_BY_TAX = {
  fit: ZFitParams,
  ss: ZSsParams,
  medicare: ZMedicareParams,
  addl_medicare: ZAddlMedicareParams,
  futa: ZFutaParams,
  suta: ZSutaParams,
  sit: ZSitParams,
} as const;
export type TKnownTax = keyof typeof PARAMS_BY_TAX;
const isKnownTax = (tax: string): tax is TKnownTax => tax in PARAMS_BY_TAX;

/** A parameter row as stored and imported. Unknown taxes (sdi, local …) are kept but not yet computed. */
export const ZTaxParameterRow = z
  .object({
    jurisdiction: z.string().regex(/^(US|[A-Z]{2})$/, TAX_PARAMETER_MESSAGES.jurisdiction),
    tax: z.string().regex(/^[a-z][a-z0-9_]{0,39}$/, TAX_PARAMETER_MESSAGES.tax),
    effective_year: z
      .number()
      .int(TAX_PARAMETER_MESSAGES.year)
      .min(2000, TAX_PARAMETER_MESSAGES.year)
      .max(2100, TAX_PARAMETER_MESSAGES.year),
    params: z.record(z.string(), z.unknown()),
    source: z.string().max(2000).optional(),
  })
  .superRefine((row, ctx) => {
    if (!isKnownTax(row.tax)) return;
    const federal = (FEDERAL_TAXES as readonly string[]).includes(row.tax);
    if (federal && row.jurisdiction !== 'US')
      ctx.addIssue({
        code: 'custom',
        path: ['jurisdiction'],
        message: TAX_PARAMETER_MESSAGES.federalJurisdiction,
      });
    if (!federal && row.jurisdiction === 'US')
      ctx.addIssue({
        code: 'custom',
        path: ['jurisdiction'],
        message: TAX_PARAMETER_MESSAGES.stateJurisdiction,
      });
    const parsed = PARAMS_BY_TAX[row.tax].safeParse(row.params);
    if (!parsed.success)
      for (const issue of parsed.error.issues)
        ctx.addIssue({ code: 'custom', path: ['params', ...issue.path.map(String)], message: issue.message });
  });
export type TTaxParameterRow = z.infer<typeof ZTaxParameterRow>;

/** One year's parameters, indexed for the engine. */
export type TTaxParameterSet = {
  year: number;
  fit: TFitParams;
  ss: TSsParams;
  medicare: TMedicareParams;
  addlMedicare: TAddlMedicareParams;
  futa: TFutaParams;
  /** By state. */
  suta: Record<string, TSutaParams>;
  /** By state. */
  sit: Record<string, TSitParams>;
  rows: TTaxParameterRow[];
};

export class PayrollParametersMissing extends Error {
  readonly year: number;
  constructor(year: number) {
    super(`No tax parameters for ${year}: import them under Payroll → Tax parameters`);
    this.name = 'PayrollParametersMissing';
    this.year = year;
  }
}

export class PayrollParametersInvalid extends Error {
  constructor(row: Pick<TTaxParameterRow, 'jurisdiction' | 'tax' | 'effective_year'>, detail: string) {
    super(`Tax parameters ${row.jurisdiction} ${row.tax} ${row.effective_year} are invalid: ${detail}`);
    this.name = 'PayrollParametersInvalid';
  }
}

function paramsOf<T extends TKnownTax>(row: TTaxParameterRow, tax: T): z.infer<(typeof PARAMS_BY_TAX)[T]> {
  const parsed = PARAMS_BY_TAX[tax].safeParse(row.params);
  if (!parsed.success) throw new PayrollParametersInvalid(row, parsed.error.issues[0]?.message ?? 'invalid');
  return parsed.data as z.infer<(typeof PARAMS_BY_TAX)[T]>;
}

/**
 * The rows of `year`, indexed. When a jurisdiction × tax appears more than once the later row wins, so a
 * caller lists built-in rows first and the company's own rows (its SUTA rate, a corrected table) after.
 * Throws PayrollParametersMissing when any federal tax of the year is absent.
 */
export function taxParameterSet(rows: readonly TTaxParameterRow[], year: number): TTaxParameterSet {
  const ofYear = rows.filter((row) => row.effective_year === year);
  const latest = new Map<string, TTaxParameterRow>();
  for (const row of ofYear) latest.set(`${row.jurisdiction}|${row.tax}`, row);
  const federal = (tax: TFederalTax): TTaxParameterRow => {
    const row = latest.get(`US|${tax}`);
    if (!row) throw new PayrollParametersMissing(year);
    return row;
  };
  const fitRow = federal('fit');
  const ssRow = federal('ss');
  const medicareRow = federal('medicare');
  const addlRow = federal('addl_medicare');
  const futaRow = federal('futa');
  const suta: Record<string, TSutaParams> = {};
  const sit: Record<string, TSitParams> = {};
  for (const row of latest.values()) {
    if (row.tax === 'suta') suta[row.jurisdiction] = paramsOf(row, 'suta');
    if (row.tax === 'sit') sit[row.jurisdiction] = paramsOf(row, 'sit');
  }
  return {
    year,
    fit: paramsOf(fitRow, 'fit'),
    ss: paramsOf(ssRow, 'ss'),
    medicare: paramsOf(medicareRow, 'medicare'),
    addlMedicare: paramsOf(addlRow, 'addl_medicare'),
    futa: paramsOf(futaRow, 'futa'),
    suta,
    sit,
    rows: [...latest.values()],
  };
}

export type TTaxParameterImportError = { row: number; message: string };
export type TTaxParameterImport =
  | { ok: true; rows: TTaxParameterRow[] }
  | { ok: false; errors: TTaxParameterImportError[] };

/**
 * Checks an import (a JSON array of rows, or CSV parsed into objects with `params` as a JSON string).
 * Errors name the row, counted from 1, and the field: "Row 3: params.ratePercent: A rate is a percent …".
 */
export function parseTaxParameterRows(json: unknown): TTaxParameterImport {
  if (!Array.isArray(json))
    return { ok: false, errors: [{ row: 0, message: TAX_PARAMETER_MESSAGES.notArray }] };
  const errors: TTaxParameterImportError[] = [];
  const rows: TTaxParameterRow[] = [];
  const seen = new Set<string>();
  json.forEach((raw: unknown, index) => {
    const rowNumber = index + 1;
    const parsed = ZTaxParameterRow.safeParse(normalizeImportRow(raw));
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
        errors.push({ row: rowNumber, message: `Row ${rowNumber}: ${field}${issue.message}` });
      }
      return;
    }
    const key = `${parsed.data.jurisdiction}|${parsed.data.tax}|${parsed.data.effective_year}`;
    if (seen.has(key)) {
      errors.push({ row: rowNumber, message: `Row ${rowNumber}: ${TAX_PARAMETER_MESSAGES.duplicate}` });
      return;
    }
    seen.add(key);
    rows.push(parsed.data);
  });
  return errors.length > 0 ? { ok: false, errors } : { ok: true, rows };
}

/** CSV cells arrive as strings: the year as digits, params as a JSON object. */
function normalizeImportRow(raw: unknown): unknown {
  if (typeof raw !== 'object' || raw === null) return raw;
  const row: Record<string, unknown> = { ...(raw as Record<string, unknown>) };
  if (typeof row.effective_year === 'string' && /^\d+$/.test(row.effective_year.trim()))
    row.effective_year = Number(row.effective_year.trim());
  if (typeof row.params === 'string') {
    try {
      row.params = JSON.parse(row.params);
    } catch {
      // Left as a string: the schema reports it as not an object.
    }
  }
  if (row.source === '' || row.source === null) delete row.source;
  return row;
}
