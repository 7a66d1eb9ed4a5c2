import { fraction, maxBig, roundedPercentOf, roundFraction } from './decimal.ts';
import type { TStateCertificate } from './engine.types.ts';
import { annualTaxFromTable } from './federal-withholding.ts';
import type { TSitParams } from './tax-parameters.schemas.ts';

/**
 * State income tax withholding by the work state's parameters: none, a flat rate, or annualised
 * brackets (annual wages − standard deduction − allowances, the table, − allowance credits, ÷ periods).
 * Without a certificate: the default status and no allowances. Rounded once, half up.
 */
export function stateWithholding(
  params: TSitParams,
  wagesCents: number,
  periodsPerYear: number,
  certificate: TStateCertificate | null,
): number {
  if (params.kind === 'none' || certificate?.exempt) return 0;
  const additional = certificate?.additionalCents ?? 0;
  if (wagesCents <= 0) return 0;
  if (params.kind === 'flat') return roundedPercentOf(wagesCents, params.ratePercent) + additional;
  const status = (certificate && params.statuses[certificate.filingStatus]) || params.statuses.default;
  if (!status) return additional;
  const periods = BigInt(periodsPerYear);
  const allowances = BigInt(certificate?.allowances ?? 0);
  const taxable = maxBig(
    0n,
    BigInt(wagesCents) * periods -
      BigInt(status.standardDeductionCents) -
      allowances * BigInt(status.allowanceCents),
  );
  const annual = annualTaxFromTable(status.brackets, taxable);
  const afterCredits = maxBig(0n, annual.num - allowances * BigInt(status.allowanceCreditCents) * annual.den);
  return roundFraction(fraction(afterCredits, annual.den * periods)) + additional;
}
