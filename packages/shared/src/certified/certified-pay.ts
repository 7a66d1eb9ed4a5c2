import { fraction, parseHours, parseRate } from '../payroll/decimal.ts';
import { addDays, workweekStart } from '../payroll/workweek.ts';
import { hoursOf, max, mul, rateCents, roundTo } from './rational.ts';

/** The last day of the workweek (starting on `startDay`, 0 = Sunday) that holds `date`: the WH-347 week ending. */
export const weekEndingOf = (date: string, startDay: number): string =>
  addDays(workweekStart(date, startDay), 6);

export type TCertifiedWeekPayInput = {
  hours: string;
  overtimeHours: string;
  cashRate: string;
  cashInLieuRate: string;
  planCreditPerHour: string;
  basicRate: string;
};

export type TCertifiedWeekPay = {
  straightCents: number;
  premiumCents: number;
  cashInLieuCents: number;
  planCents: number;
  totalCents: number;
};

/**
 * What a week of one class costs when paid by the rule: every hour at the cash rate, the overtime
 * premium at 0.5 × the higher of the cash rate and the basic rate (29 CFR 5.32), cash in lieu and the
 * plan credit per hour on every hour, neither with a premium. Each part rounded once, half up.
 */
export function certifiedWeekPay(input: TCertifiedWeekPayInput): TCertifiedWeekPay {
  const hours = hoursOf(parseHours(input.hours));
  const ot = hoursOf(parseHours(input.overtimeHours));
  const cash = rateCents(parseRate(input.cashRate));
  const premiumBase = max(cash, rateCents(parseRate(input.basicRate)));
  const cents = (v: ReturnType<typeof mul>) => Number(roundTo(v, 1n));
  const straightCents = cents(mul(hours, cash));
  const premiumCents = cents(mul(fraction(1n, 2n), mul(premiumBase, ot)));
  const cashInLieuCents = cents(mul(hours, rateCents(parseRate(input.cashInLieuRate))));
  const planCents = cents(mul(hours, rateCents(parseRate(input.planCreditPerHour))));
  return {
    straightCents,
    premiumCents,
    cashInLieuCents,
    planCents,
    totalCents: straightCents + premiumCents + cashInLieuCents + planCents,
  };
}
