import { formatHours, parseHours } from './decimal.ts';
import type { TCompanyPayrollRules, TPayType, TTimeLineInput } from './engine.types.ts';
import type { TOvertimeMultiplier, TOvertimeRuleSet } from './overtime.schemas.ts';
import { dayOfWeek, workweekStart } from './workweek.ts';

/**
 * The overtime engine: turns REG hours into OT or DT, each with its reason, in this order —
 *   1. hours people entered as OT or DT stay OT or DT;
 *   2. agreement day rules (Saturday, Sunday, holiday) of the line's union local;
 *   3. the seventh consecutive day, then daily thresholds, of the line's work state (and union local);
 *   4. the weekly FLSA rule: REG hours after the 40th in the company's workweek, in time order, become OT.
 * Hours already OT or DT by 1–3 do not count toward the 40 (no double counting). FLSA-exempt employees get
 * no overtime. Time order is the work date, then the order the lines were given in (a time line has no
 * clock time), except that hours entered as OT/DT count as the last hours of their day: 8 REG + 2 OT
 * entered in California stays 8 REG + 2 OT whichever line came first. Every portion keeps its time line,
 * so Σ portion hours = Σ line hours.
 */

export const FLSA_WEEKLY_HUNDREDTHS = 4_000;

export type TOvertimeSource = 'worked' | 'entered' | 'agreement' | 'seventh_day' | 'daily' | 'weekly';

export type TOvertimePortion = {
  line: TTimeLineInput;
  weekStart: string;
  payType: TPayType;
  /** Hours of this portion, two decimals ("6.00"). */
  hours: string;
  /** The same in hundredths of an hour. */
  hundredths: number;
  reason: string | null;
  source: TOvertimeSource;
};

type TIndexedLine = { line: TTimeLineInput; index: number; hundredths: number };

type TThreshold = { at: number; payType: TPayType; reason: string; source: TOvertimeSource };

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const PAY_TYPE_OF: Record<TOvertimeMultiplier, TPayType> = { '1.5': 'OT', '2.0': 'DT' };
const PAY_TYPE_RANK: Record<TPayType, number> = { REG: 0, OT: 1, DT: 2 };

const portion = (
  line: TTimeLineInput,
  weekStart: string,
  hundredths: number,
  payType: TPayType,
  source: TOvertimeSource,
  reason: string | null,
): TOvertimePortion => ({
  line,
  weekStart,
  payType,
  hours: formatHours(BigInt(hundredths)),
  hundredths,
  reason,
  source,
});

const appliesTo = (line: TTimeLineInput) => (set: TOvertimeRuleSet) =>
  set.kind === 'jurisdiction'
    ? set.jurisdiction === line.workState
    : set.unionLocal !== null && set.unionLocal === line.unionLocal;

/** The agreement rule for the line's day (holiday before weekday), the highest multiplier among the rule sets. */
function dayRule(
  line: TTimeLineInput,
  sets: readonly TOvertimeRuleSet[],
): { payType: TPayType; reason: string } | null {
  let best: { payType: TPayType; reason: string } | null = null;
  const consider = (multiplier: TOvertimeMultiplier | null, reason: string) => {
    if (!multiplier) return;
    const payType = PAY_TYPE_OF[multiplier];
    if (!best || PAY_TYPE_RANK[payType] > PAY_TYPE_RANK[best.payType]) best = { payType, reason };
  };
  const weekday = dayOfWeek(line.workDate);
  for (const set of sets) {
    const { holidays, saturday, sunday } = set.rules;
    if (holidays?.dates.includes(line.workDate))
      consider(holidays.multiplier, `holiday ${line.workDate} (${set.code})`);
    if (weekday === 6) consider(saturday, `${DAY_NAMES[6]} (${set.code})`);
    if (weekday === 0) consider(sunday, `${DAY_NAMES[0]} (${set.code})`);
  }
  return best;
}

/** Thresholds within the workday: the lowest hours among the rule sets win (the rule most favourable to the worker). */
function dailyThresholds(
  line: TTimeLineInput,
  sets: readonly TOvertimeRuleSet[],
  isSeventhDay: boolean,
  weekStart: string,
): TThreshold[] {
  const thresholds: TThreshold[] = [];
  const lowest = (candidate: TThreshold) => {
    const same = thresholds.findIndex((t) => t.payType === candidate.payType);
    if (same === -1) thresholds.push(candidate);
    else if ((thresholds[same]?.at ?? Number.POSITIVE_INFINITY) > candidate.at) thresholds[same] = candidate;
  };
  for (const set of sets) {
    const { daily, seventhDay } = set.rules;
    if (isSeventhDay && seventhDay) {
      lowest({
        at: 0,
        payType: 'OT',
        source: 'seventh_day',
        reason: `7th consecutive day of the workweek of ${weekStart} (${set.code})`,
      });
      const dt = Number(parseHours(seventhDay.doubleTimeAfterHours));
      lowest({
        at: dt,
        payType: 'DT',
        source: 'seventh_day',
        reason: `over ${seventhDay.doubleTimeAfterHours} hours on the 7th consecutive day ${line.workDate} (${set.code})`,
      });
    }
    if (daily) {
      lowest({
        at: Number(parseHours(daily.overtimeAfterHours)),
        payType: 'OT',
        source: 'daily',
        reason: `over ${daily.overtimeAfterHours} hours on ${line.workDate} (${set.code})`,
      });
      if (daily.doubleTimeAfterHours)
        lowest({
          at: Number(parseHours(daily.doubleTimeAfterHours)),
          payType: 'DT',
          source: 'daily',
          reason: `over ${daily.doubleTimeAfterHours} hours on ${line.workDate} (${set.code})`,
        });
    }
  }
  return thresholds.sort((a, b) => a.at - b.at);
}

/** Cuts the line's interval [start, start + hours) of the workday at the thresholds. */
function splitByThresholds(
  item: TIndexedLine,
  start: number,
  thresholds: readonly TThreshold[],
  weekStart: string,
): TOvertimePortion[] {
  const end = start + item.hundredths;
  const cuts = [start, ...thresholds.map((t) => t.at).filter((at) => at > start && at < end), end];
  const portions: TOvertimePortion[] = [];
  for (let i = 0; i < cuts.length - 1; i++) {
    const from = cuts[i] ?? start;
    const to = cuts[i + 1] ?? end;
    // The rule in force is the highest threshold reached at the segment's start; DT outranks OT at equal hours.
    const inForce = thresholds
      .filter((t) => t.at <= from)
      .sort((a, b) => PAY_TYPE_RANK[b.payType] - PAY_TYPE_RANK[a.payType])
      .at(0);
    const last = portions.at(-1);
    if (last && last.payType === (inForce?.payType ?? 'REG')) {
      last.hundredths += to - from;
      last.hours = formatHours(BigInt(last.hundredths));
      continue;
    }
    portions.push(
      inForce
        ? portion(item.line, weekStart, to - from, inForce.payType, inForce.source, inForce.reason)
        : portion(item.line, weekStart, to - from, 'REG', 'worked', null),
    );
  }
  return portions;
}

/** Steps 1–3 for one workweek's lines (already in time order). */
function applyDayRules(
  items: readonly TIndexedLine[],
  sets: readonly TOvertimeRuleSet[],
  weekStart: string,
): TOvertimePortion[] {
  const datesWorked = [...new Set(items.filter((i) => i.hundredths > 0).map((i) => i.line.workDate))];
  const seventhDate = datesWorked.length === 7 ? datesWorked[6] : null;
  const dayHours = new Map<string, number>();
  const portions: TOvertimePortion[] = [];
  for (const item of items) {
    const { line } = item;
    const start = dayHours.get(line.workDate) ?? 0;
    dayHours.set(line.workDate, start + item.hundredths);
    if (line.payType !== 'REG') {
      portions.push(
        portion(line, weekStart, item.hundredths, line.payType, 'entered', `entered as ${line.payType}`),
      );
      continue;
    }
    const applicable = sets.filter(appliesTo(line));
    const byDay = dayRule(line, applicable);
    if (byDay) {
      portions.push(portion(line, weekStart, item.hundredths, byDay.payType, 'agreement', byDay.reason));
      continue;
    }
    const thresholds = dailyThresholds(line, applicable, line.workDate === seventhDate, weekStart);
    portions.push(...splitByThresholds(item, start, thresholds, weekStart));
  }
  return portions;
}

/** Step 4: REG hours after the 40th of the workweek, in time order, become OT. */
function applyWeeklyRule(portions: readonly TOvertimePortion[], weekStart: string): TOvertimePortion[] {
  const reason = `over 40 hours in the workweek of ${weekStart}`;
  let regular = 0;
  const out: TOvertimePortion[] = [];
  for (const p of portions) {
    if (p.payType !== 'REG') {
      out.push(p);
      continue;
    }
    const left = Math.max(0, FLSA_WEEKLY_HUNDREDTHS - regular);
    regular += p.hundredths;
    if (p.hundredths <= left) out.push(p);
    else {
      if (left > 0) out.push(portion(p.line, weekStart, left, 'REG', p.source, p.reason));
      out.push(portion(p.line, weekStart, p.hundredths - left, 'OT', 'weekly', reason));
    }
  }
  return out;
}

export type TApplyOvertimeOptions = { flsaExempt?: boolean };

export function applyOvertime(
  lines: readonly TTimeLineInput[],
  ruleSets: readonly TOvertimeRuleSet[],
  company: Pick<TCompanyPayrollRules, 'workweekStartDay'>,
  options: TApplyOvertimeOptions = {},
): TOvertimePortion[] {
  const ordered: TIndexedLine[] = lines
    .map((line, index) => ({ line, index, hundredths: Number(parseHours(line.hours)) }))
    .sort((a, b) => {
      if (a.line.workDate !== b.line.workDate) return a.line.workDate < b.line.workDate ? -1 : 1;
      const entered = Number(a.line.payType !== 'REG') - Number(b.line.payType !== 'REG');
      return entered !== 0 ? entered : a.index - b.index;
    });
  const weeks = new Map<string, TIndexedLine[]>();
  for (const item of ordered) {
    const start = workweekStart(item.line.workDate, company.workweekStartDay);
    const week = weeks.get(start);
    if (week) week.push(item);
    else weeks.set(start, [item]);
  }
  const portions: TOvertimePortion[] = [];
  for (const [weekStart, items] of weeks) {
    if (options.flsaExempt) {
      for (const { line, hundredths } of items)
        portions.push(
          portion(
            line,
            weekStart,
            hundredths,
            line.payType,
            line.payType === 'REG' ? 'worked' : 'entered',
            null,
          ),
        );
      continue;
    }
    portions.push(...applyWeeklyRule(applyDayRules(items, ruleSets, weekStart), weekStart));
  }
  return portions;
}
