import { PERCENT_DENOMINATOR, parsePercent, roundHalfUp } from './decimal.ts';
import type { TDeductionInput, TDeductionKind, TDeductionLine, TYtd } from './engine.types.ts';

/**
 * Deductions: the pre-tax ones (retirement_pretax lowers income-tax wages; section125 also FICA, FUTA
 * and SUTA) before the taxes, the post-tax ones (roth, union dues, other, garnishments) after, each
 * group by priority then the order given. Each is the asked amount (fixed, or percent of taxable gross,
 * rounded half up), cut by the annual limit left, a garnishment by its share of disposable earnings
 * (gross − employee taxes, rounded down), and by what is left to pay, so net is never made negative.
 */

export const PRE_TAX_KINDS: readonly TDeductionKind[] = ['retirement_pretax', 'section125'];
export const isPreTax = (d: Pick<TDeductionInput, 'kind'>): boolean => PRE_TAX_KINDS.includes(d.kind);

const byPriority = (list: readonly TDeductionInput[]): TDeductionInput[] =>
  list
    .map((d, index) => ({ d, index }))
    .sort((a, b) => a.d.priority - b.d.priority || a.index - b.index)
    .map(({ d }) => d);

function askedCents(d: TDeductionInput, taxableGrossCents: number): number {
  if (d.method === 'amount') return Math.max(0, d.amountCents ?? 0);
  if (!d.percent) return 0;
  return Math.max(
    0,
    Number(roundHalfUp(BigInt(taxableGrossCents) * parsePercent(d.percent), PERCENT_DENOMINATOR)),
  );
}

type TLimit = { cents: number; by: NonNullable<TDeductionLine['limitedBy']> };

function take(d: TDeductionInput, asked: number, limits: readonly TLimit[]): TDeductionLine {
  let amount = asked;
  let limitedBy: TDeductionLine['limitedBy'] = null;
  for (const limit of limits) {
    const cap = Math.max(0, limit.cents);
    if (amount > cap) {
      amount = cap;
      limitedBy = limit.by;
    }
  }
  return { deductionId: d.id, kind: d.kind, description: d.description, amountCents: amount, limitedBy };
}

const annualLimit = (d: TDeductionInput, ytd: TYtd): TLimit[] =>
  d.annualLimitCents === null
    ? []
    : [{ cents: d.annualLimitCents - (ytd.deductionsCents[d.id] ?? 0), by: 'annual_limit' }];

/** Pre-tax deductions, limited by the annual limit and by the taxable wages they come out of. */
export function preTaxDeductions(
  deductions: readonly TDeductionInput[],
  taxableGrossCents: number,
  ytd: TYtd,
): TDeductionLine[] {
  let left = taxableGrossCents;
  return byPriority(deductions.filter(isPreTax)).map((d) => {
    const line = take(d, askedCents(d, taxableGrossCents), [
      ...annualLimit(d, ytd),
      { cents: left, by: 'net_pay' },
    ]);
    left -= line.amountCents;
    return line;
  });
}

export type TPostTaxContext = {
  taxableGrossCents: number;
  employeeTaxesCents: number;
  /** What the check would pay before the post-tax deductions. */
  netBeforeCents: number;
  ytd: TYtd;
};

/** Post-tax deductions in priority order; garnishments share the disposable-earnings limit. */
export function postTaxDeductions(
  deductions: readonly TDeductionInput[],
  ctx: TPostTaxContext,
): TDeductionLine[] {
  const disposable = BigInt(Math.max(0, ctx.taxableGrossCents - ctx.employeeTaxesCents));
  let net = ctx.netBeforeCents;
  let garnished = 0;
  return byPriority(deductions.filter((d) => !isPreTax(d))).map((d) => {
    const limits: TLimit[] = [...annualLimit(d, ctx.ytd)];
    if (d.kind === 'garnishment' && d.maxPercentOfDisposable) {
      const cap = Number((disposable * parsePercent(d.maxPercentOfDisposable)) / PERCENT_DENOMINATOR);
      limits.push({ cents: cap - garnished, by: 'garnishment_limit' });
    }
    limits.push({ cents: net, by: 'net_pay' });
    const line = take(d, askedCents(d, ctx.taxableGrossCents), limits);
    net -= line.amountCents;
    if (d.kind === 'garnishment') garnished += line.amountCents;
    return line;
  });
}
