import { splitByLargestRemainder } from '../money/split.ts';
import {
  formatScaled,
  hoursTimesRate,
  parseHours,
  parseRate,
  RATE_SCALE,
  roundFraction,
  roundHalfUp,
} from './decimal.ts';
import {
  PERIODS_PER_YEAR,
  type TEarningLine,
  type TOtherEarningInput,
  type TPaycheckInput,
  type TTimeLineInput,
} from './engine.types.ts';
import type { TOvertimeRuleSet } from './overtime.schemas.ts';
import { applyOvertime } from './overtime.ts';
import { priceOvertime, type TPricedPortion } from './overtime-pricing.ts';

/**
 * The check's earning lines: hourly time after the overtime engine, salary (annual ÷ periods, spread
 * to the time lines' jobs by hours when there are any), taxable fringes paid in cash, and the other
 * earnings keyed on the run. Reimbursements are not wages (taxable false); bonuses and commissions are
 * supplemental wages.
 */

/** The stub's label of fringe owed on a prevailing-wage job and paid in cash (taxable, no overtime premium). */
export const CASH_IN_LIEU_LABEL = 'Cash in lieu of fringe';

const PAY_TYPE_LABEL = { REG: 'Regular', OT: 'Overtime', DT: 'Double time' } as const;

/** The state for earnings that carry none (salary without time, bonuses): home state, else the first work state. */
export const defaultWorkState = (input: TPaycheckInput): string | null =>
  input.homeState ?? input.timeLines[0]?.workState ?? null;

function baseLine(code: TEarningLine['code'], description: string, amountCents: number): TEarningLine {
  return {
    code,
    description,
    timeEntryId: null,
    workDate: null,
    jobId: null,
    costCodeId: null,
    hours: null,
    rate: null,
    amountCents,
    premiumCents: 0,
    earnedPremiumCents: 0,
    reason: null,
    workState: null,
    workersCompClass: null,
    classification: null,
    taxable: true,
    supplemental: false,
  };
}

const fromTimeLine = (line: TTimeLineInput): Partial<TEarningLine> => ({
  timeEntryId: line.id,
  workDate: line.workDate,
  jobId: line.jobId,
  costCodeId: line.costCodeId,
  workState: line.workState,
  workersCompClass: line.workersCompClass,
  classification: line.classification,
});

function timeEarning(p: TPricedPortion): TEarningLine {
  return {
    ...baseLine(p.payType, PAY_TYPE_LABEL[p.payType], p.straightCents + p.premiumCents),
    ...fromTimeLine(p.line),
    hours: p.hours,
    rate: formatScaled(parseRate(p.line.rate), RATE_SCALE),
    premiumCents: p.premiumCents,
    earnedPremiumCents: p.earnedPremiumCents,
    reason: p.reason,
  };
}

function salaryEarnings(input: TPaycheckInput): TEarningLine[] {
  const annual = input.salaryAnnualCents ?? 0;
  const periodCents = Number(roundHalfUp(BigInt(annual), BigInt(PERIODS_PER_YEAR[input.payFrequency])));
  const withHours = input.timeLines.filter((l) => parseHours(l.hours) > 0n);
  if (withHours.length === 0)
    return [{ ...baseLine('SALARY', 'Salary', periodCents), workState: defaultWorkState(input) }];
  const parts = splitByLargestRemainder(
    periodCents,
    withHours.map((l) => Number(parseHours(l.hours))),
  );
  return withHours.map((line, i) => ({
    ...baseLine('SALARY', 'Salary', parts[i] ?? 0),
    ...fromTimeLine(line),
    hours: line.hours,
  }));
}

const OTHER_CODES: Record<TOtherEarningInput['kind'], TEarningLine['code']> = {
  bonus: 'BONUS',
  reimbursement: 'REIMB',
  commission: 'COMMISSION',
  other: 'OTHER',
  cash_in_lieu: 'CASH_FRINGE',
};
const OTHER_LABELS: Record<TOtherEarningInput['kind'], string> = {
  bonus: 'Bonus',
  reimbursement: 'Reimbursement',
  commission: 'Commission',
  other: 'Other earnings',
  cash_in_lieu: CASH_IN_LIEU_LABEL,
};

function otherEarning(e: TOtherEarningInput, state: string | null): TEarningLine {
  return {
    ...baseLine(
      OTHER_CODES[e.kind],
      e.memo ? `${OTHER_LABELS[e.kind]}: ${e.memo}` : OTHER_LABELS[e.kind],
      e.amountCents,
    ),
    jobId: e.jobId,
    costCodeId: e.costCodeId,
    workState: state,
    // Cash in lieu for a week on a certified job: dated the week's last day, with its classification.
    workDate: e.kind === 'cash_in_lieu' ? (e.weekEnding ?? null) : null,
    classification: e.kind === 'cash_in_lieu' ? (e.classification ?? null) : null,
    taxable: e.kind !== 'reimbursement',
    supplemental: e.kind === 'bonus' || e.kind === 'commission',
  };
}

/** Taxable fringes (vacation) are paid in the check: one CASH_FRINGE line per time line and fund. */
function cashFringes(input: TPaycheckInput): TEarningLine[] {
  const lines: TEarningLine[] = [];
  for (const line of input.timeLines) {
    if (!line.unionLocal || !line.classification) continue;
    for (const rate of input.fringeRates) {
      if (!rate.taxable || rate.unionLocal !== line.unionLocal || rate.classification !== line.classification)
        continue;
      const amount = roundFraction(hoursTimesRate(parseHours(line.hours), parseRate(rate.ratePerHour)));
      if (amount === 0) continue;
      lines.push({
        ...baseLine(
          'CASH_FRINGE',
          `${rate.fund[0]?.toUpperCase()}${rate.fund.slice(1)} fringe (${rate.unionLocal})`,
          amount,
        ),
        ...fromTimeLine(line),
        hours: line.hours,
        rate: formatScaled(parseRate(rate.ratePerHour), RATE_SCALE),
      });
    }
  }
  return lines;
}

/** Prevailing-wage lines whose plans fall short of the required fringe: the shortfall in cash, per line. */
function cashInLieu(input: TPaycheckInput): TEarningLine[] {
  const lines: TEarningLine[] = [];
  for (const line of input.timeLines) {
    const rate = line.certified ? parseRate(line.certified.cashInLieuRate) : 0n;
    if (rate <= 0n) continue;
    const amount = roundFraction(hoursTimesRate(parseHours(line.hours), rate));
    if (amount === 0) continue;
    lines.push({
      ...baseLine('CASH_FRINGE', CASH_IN_LIEU_LABEL, amount),
      ...fromTimeLine(line),
      hours: line.hours,
      rate: formatScaled(rate, RATE_SCALE),
    });
  }
  return lines;
}

export function buildEarnings(
  input: TPaycheckInput,
  overtimeRules: readonly TOvertimeRuleSet[],
): TEarningLine[] {
  const state = defaultWorkState(input);
  const work =
    input.payType === 'salary'
      ? salaryEarnings(input)
      : priceOvertime(
          applyOvertime(input.timeLines, overtimeRules, input.company, { flsaExempt: input.flsaExempt }),
          input.company.overtimeAllocation,
        ).map(timeEarning);
  return [
    ...work,
    ...cashFringes(input),
    ...cashInLieu(input),
    ...input.otherEarnings.map((e) => otherEarning(e, state)),
  ];
}
