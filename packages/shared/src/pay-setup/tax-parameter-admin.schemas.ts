import { z } from 'zod';

export const TAX_PARAMETER_ADMIN_MESSAGES = {
  notFound: 'Tax parameter not found',
  jurisdiction: 'Jurisdiction must be US or a two-letter state code',
  tax: 'Tax must be lower-case letters, digits and underscores, starting with a letter',
  year: 'Effective year must be between 2000 and 2100',
  params: 'Parameters must be a JSON object',
  paramsJson: 'Parameters are not valid JSON',
  builtIn: 'Built-in tax parameters cannot be changed: import or add a company row to override them',
  taken: (j: string, tax: string, year: number) => `Your company already has ${j} ${tax} for ${year}`,
  duplicateInFile: (j: string, tax: string, year: number, first: number) =>
    `${j} ${tax} ${year} is also on row ${first}`,
  emptyFile: 'The file has no rows',
  tooManyRows: 'At most 2,000 rows per import',
  csvHeader: 'The CSV needs the columns jurisdiction, tax, effective_year and params',
  jsonShape: 'The JSON must be an array of rows (or { "rows": [...] })',
  hasErrors: (n: number) =>
    `${n === 1 ? 'One row has an error' : `${n} rows have errors`}: nothing was imported`,
} as const;

export const TAX_PARAMETER_IMPORT_MAX_ROWS = 2000;

/**
 * The company's own SUTA rate for a state and year: a company row of tax `suta_rate` whose params are
 * `{ "ratePercent": "3.1" }` (the engine's `company.sutaRates`). The built-in `suta` row of the state
 * gives the wage base and the new-employer rate used when the company has none.
 */
export const SUTA_RATE_TAX = 'suta_rate';
export const ZSutaRateParams = z.object({
  ratePercent: z
    .string()
    .regex(
      /^\d{1,2}(\.\d{1,4})?$/,
      'ratePercent: a SUTA rate is a percent with at most four decimals ("3.4")',
    ),
});

/** The company's SUTA rates of a year by state, from its `suta_rate` rows. */
export function companySutaRates(
  rows: readonly { jurisdiction: string; tax: string; effective_year: number; params: unknown }[],
  year: number,
): Record<string, string> {
  const rates: Record<string, string> = {};
  for (const row of rows) {
    if (row.tax !== SUTA_RATE_TAX || row.effective_year !== year) continue;
    const parsed = ZSutaRateParams.safeParse(row.params);
    if (parsed.success) rates[row.jurisdiction] = parsed.data.ratePercent;
  }
  return rates;
}

export const ZTaxJurisdiction = z
  .string()
  .trim()
  .transform((v) => v.toUpperCase())
  .refine((v) => /^(US|[A-Z]{2})$/.test(v), TAX_PARAMETER_ADMIN_MESSAGES.jurisdiction);
export const ZTaxCode = z
  .string()
  .trim()
  .regex(/^[a-z][a-z0-9_]{0,39}$/, TAX_PARAMETER_ADMIN_MESSAGES.tax);
export const ZTaxYear = z.coerce
  .number({ error: TAX_PARAMETER_ADMIN_MESSAGES.year })
  .int(TAX_PARAMETER_ADMIN_MESSAGES.year)
  .min(2000, TAX_PARAMETER_ADMIN_MESSAGES.year)
  .max(2100, TAX_PARAMETER_ADMIN_MESSAGES.year);
export const ZTaxParams = z.record(z.string(), z.unknown(), { error: TAX_PARAMETER_ADMIN_MESSAGES.params });

/** One company row as added, edited or imported (params checked per tax by the server). */
export const ZTaxParameterInput = z.object({
  jurisdiction: ZTaxJurisdiction,
  tax: ZTaxCode,
  effective_year: ZTaxYear,
  params: ZTaxParams,
  source: z.string().trim().max(200).default(''),
});
export type TTaxParameterInput = z.output<typeof ZTaxParameterInput>;
export const ZUpdateTaxParameter = z.object({
  params: ZTaxParams.optional(),
  source: z.string().trim().max(200).optional(),
});
export type TUpdateTaxParameter = z.output<typeof ZUpdateTaxParameter>;

export const ZTaxParameter = z.object({
  id: z.string(),
  /** True: comes with the product (no company); read-only. */
  is_built_in: z.boolean(),
  jurisdiction: z.string(),
  tax: z.string(),
  effective_year: z.number(),
  params: z.record(z.string(), z.unknown()),
  source: z.string(),
  /** A built-in row the company's own row of the same jurisdiction × tax × year replaces. */
  is_overridden: z.boolean(),
  updated_at: z.string(),
});
export type TTaxParameter = z.infer<typeof ZTaxParameter>;

export const ZTaxParameterListQuery = z.object({
  year: z.coerce.number().int().min(2000).max(2100).optional(),
  jurisdiction: z.string().trim().toUpperCase().optional(),
});
export const ZTaxParameterList = z.object({
  items: z.array(ZTaxParameter),
  /** Years that have any row (built-in or the company's), newest first. */
  years: z.array(z.number()),
});
export type TTaxParameterList = z.infer<typeof ZTaxParameterList>;

export const ZTaxParameterImportRequest = z.object({
  format: z.enum(['csv', 'json']),
  content: z.string().max(5_000_000, 'The file is larger than 5 MB'),
  /** True: check and preview only, nothing written. */
  dry_run: z.boolean().default(true),
});
export type TTaxParameterImportRequest = z.output<typeof ZTaxParameterImportRequest>;

export const ZTaxParameterImportResult = z.object({
  dry_run: z.boolean(),
  rows: z.array(
    z.object({
      row: z.number(),
      jurisdiction: z.string(),
      tax: z.string(),
      effective_year: z.number(),
      action: z.enum(['insert', 'update']),
      overrides_built_in: z.boolean(),
    }),
  ),
  errors: z.array(z.object({ row: z.number(), message: z.string() })),
  imported: z.number(),
});
export type TTaxParameterImportResult = z.infer<typeof ZTaxParameterImportResult>;
