import {
  formatHours,
  fraction,
  hoursTimesRate,
  parseHours,
  parseRate,
  roundFraction,
  sumFractions,
  type TFraction,
} from './decimal.ts';
import type { TBurdenLine, TEarningLine, TPaycheckInput } from './engine.types.ts';

/**
 * The employer's burden beyond taxes, per job × cost code:
 *   workers' comp — rate per 100 of the class and work state × the line's wages (without the overtime
 *   premium when the class excludes it; cash fringes, bonuses and reimbursements carry no class);
 *   fringes — hours × rate per hour of the union local × classification, for the funds not paid in cash.
 * Each group (kind × code × job × cost code) is rounded once, half up.
 */

type TGroup = { line: Omit<TBurdenLine, 'amountCents' | 'hours'>; exact: TFraction[]; hundredths: bigint };

function addTo(
  groups: Map<string, TGroup>,
  line: TGroup['line'],
  exact: TFraction,
  hundredths: bigint,
): void {
  const key = [line.kind, line.code, line.jobId ?? '', line.costCodeId ?? '', line.description].join('|');
  const group = groups.get(key);
  if (group) {
    group.exact.push(exact);
    group.hundredths += hundredths;
  } else groups.set(key, { line, exact: [exact], hundredths });
}

const WORK_CODES: ReadonlySet<TEarningLine['code']> = new Set(['REG', 'OT', 'DT', 'SALARY']);

function workersComp(
  input: TPaycheckInput,
  earnings: readonly TEarningLine[],
  groups: Map<string, TGroup>,
): void {
  for (const e of earnings) {
    if (!WORK_CODES.has(e.code) || !e.workersCompClass || !e.workState) continue;
    const rate = input.workersCompRates.find(
      (r) => r.state === e.workState && r.classCode === e.workersCompClass,
    );
    if (!rate) continue;
    const wages = e.amountCents - (rate.excludesOvertimePremium ? e.premiumCents : 0);
    // wages (cents) × rate per 100 (ten-thousandths) ÷ 100 ÷ 10⁴.
    const exact = fraction(BigInt(wages) * parseRate(rate.ratePer100), 1_000_000n);
    addTo(
      groups,
      {
        kind: 'workers_comp',
        code: rate.classCode,
        description: `Workers' comp ${rate.classCode} (${rate.state})`,
        jobId: e.jobId,
        costCodeId: e.costCodeId,
      },
      exact,
      e.hours ? parseHours(e.hours) : 0n,
    );
  }
}

function fringes(input: TPaycheckInput, groups: Map<string, TGroup>): void {
  for (const t of input.timeLines) {
    if (!t.unionLocal || !t.classification) continue;
    const hundredths = parseHours(t.hours);
    for (const rate of input.fringeRates) {
      if (rate.taxable || rate.unionLocal !== t.unionLocal || rate.classification !== t.classification)
        continue;
      addTo(
        groups,
        {
          kind: 'fringe',
          code: rate.fund,
          description: `${rate.fund} fringe (${rate.unionLocal})`,
          jobId: t.jobId,
          costCodeId: t.costCodeId,
        },
        hoursTimesRate(hundredths, parseRate(rate.ratePerHour)),
        hundredths,
      );
    }
  }
}

/** Prevailing-wage lines: the employer's contributions to the employee's plans for these hours. */
function planContributions(input: TPaycheckInput, groups: Map<string, TGroup>): void {
  for (const t of input.timeLines) {
    if (!t.certified) continue;
    const hundredths = parseHours(t.hours);
    for (const plan of t.certified.plans)
      addTo(
        groups,
        {
          kind: 'fringe',
          code: plan.plan,
          description: `${plan.planName} (plan)`,
          jobId: t.jobId,
          costCodeId: t.costCodeId,
        },
        hoursTimesRate(hundredths, parseRate(plan.ratePerHour)),
        hundredths,
      );
  }
}

export function buildBurden(input: TPaycheckInput, earnings: readonly TEarningLine[]): TBurdenLine[] {
  const groups = new Map<string, TGroup>();
  workersComp(input, earnings, groups);
  fringes(input, groups);
  planContributions(input, groups);
  return [...groups.values()]
    .map(({ line, exact, hundredths }) => ({
      ...line,
      hours: formatHours(hundredths),
      amountCents: roundFraction(sumFractions(exact)),
    }))
    .filter((b) => b.amountCents !== 0);
}
