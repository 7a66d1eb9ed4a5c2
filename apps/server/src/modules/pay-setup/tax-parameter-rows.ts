import {
  SUTA_RATE_TAX,
  TAX_PARAMETER_ADMIN_MESSAGES,
  type TTaxParameter,
  type TTaxParameterInput,
  ZSutaRateParams,
  ZTaxParameterRow,
} from '@groundwork/shared';
import type { taxParameters } from '../../db/schema/index.ts';

export type TaxParameterRow = typeof taxParameters.$inferSelect;

export const taxKey = (r: { jurisdiction: string; tax: string; effective_year: number }) =>
  `${r.jurisdiction}|${r.tax}|${r.effective_year}`;

export function taxParameterJson(r: TaxParameterRow, overriddenKeys: ReadonlySet<string>): TTaxParameter {
  const isBuiltIn = r.organizationId === null;
  return {
    id: r.id,
    is_built_in: isBuiltIn,
    jurisdiction: r.jurisdiction,
    tax: r.tax,
    effective_year: r.effectiveYear,
    params: (r.params ?? {}) as Record<string, unknown>,
    source: r.source,
    is_overridden:
      isBuiltIn &&
      overriddenKeys.has(
        taxKey({ jurisdiction: r.jurisdiction, tax: r.tax, effective_year: r.effectiveYear }),
      ),
    updated_at: r.updatedAt.toISOString(),
  };
}

/**
 * The problems of one row as the engine would meet them: the engine's schema per tax (federal taxes
 * in US, state taxes in a state, params of the tax's shape), and the company SUTA rate row's own.
 */
export function taxRowProblems(row: TTaxParameterInput): string[] {
  const problems: string[] = [];
  const parsed = ZTaxParameterRow.safeParse(row);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
      problems.push(`${field}${issue.message}`);
    }
  }
  if (row.tax === SUTA_RATE_TAX) {
    if (row.jurisdiction === 'US')
      problems.push(`jurisdiction: ${TAX_PARAMETER_ADMIN_MESSAGES.jurisdiction}`);
    const rate = ZSutaRateParams.safeParse(row.params);
    if (!rate.success) problems.push(`params.${rate.error.issues[0]?.message ?? 'ratePercent'}`);
  }
  return problems;
}
