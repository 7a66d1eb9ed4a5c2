import { formatScaled, parseHours, parseRate, roundHalfUp } from '../payroll/decimal.ts';
import { addDays } from '../payroll/workweek.ts';
import type { TWh347Content, TWh347Deductions, TWh347Header, TWh347Row } from './wh347.schemas.ts';

/** A worker on the report: who they are and what their plans credit per hour (6B). */
export type TWh347Worker = {
  employee_id: string;
  name: string;
  ssn_last4: string | null;
  /** The registered apprenticeship level in force that week, or null for a journeyworker. */
  apprentice_level: number | null;
  /** Plan credit per hour (per-hour contributions + annual amounts ÷ annual hours), 4 decimals. */
  fringe_credit_rate: string;
};

/** An earning line of a posted check that pays time on the job in the week. */
export type TWh347Line = {
  employee_id: string;
  classification: string;
  work_date: string;
  pay_type: 'REG' | 'OT' | 'DT';
  hours: string;
  /** The line's hourly rate (the cash rate); an OT line's amount carries its premium. */
  rate: string | null;
  amount_cents: number;
};

/** Cash in lieu of fringes paid for the week on the job, by classification (6C). */
export type TWh347CashInLieu = { employee_id: string; classification: string; amount_cents: number };

/**
 * A posted check that paid some of the week: its gross, and the part of it earned in the week on all
 * work (all jobs, cash in lieu of the week included). Taxes and deductions are the check's; when a
 * check pays more than the week (a biweekly check) they are apportioned by the week's share of gross.
 */
export type TWh347Check = {
  employee_id: string;
  check_gross_cents: number;
  week_gross_cents: number;
  fica_cents: number;
  federal_cents: number;
  state_cents: number;
  other_cents: number;
};

export type TWh347Source = {
  header: TWh347Header;
  workers: readonly TWh347Worker[];
  lines: readonly TWh347Line[];
  cash_in_lieu: readonly TWh347CashInLieu[];
  checks: readonly TWh347Check[];
};

const ZERO_DEDUCTIONS: TWh347Deductions = {
  fica_cents: 0,
  federal_cents: 0,
  state_cents: 0,
  other_cents: 0,
  total_cents: 0,
};

const hoursText = (hundredths: bigint) => formatScaled(hundredths, 2);
const rateText = (tenThousandths: bigint) => formatScaled(tenThousandths, 4);
/** Cents over hundredths of an hour as a rate in ten-thousandths of a dollar, half up. */
const perHour = (cents: bigint, hundredths: bigint) =>
  hundredths === 0n ? 0n : roundHalfUp(cents * 10_000n, hundredths);
const share = (cents: number, part: number, whole: number) =>
  part === whole || whole === 0 ? cents : Number(roundHalfUp(BigInt(cents) * BigInt(part), BigInt(whole)));

function addDeductions(a: TWh347Deductions, b: TWh347Deductions): TWh347Deductions {
  return {
    fica_cents: a.fica_cents + b.fica_cents,
    federal_cents: a.federal_cents + b.federal_cents,
    state_cents: a.state_cents + b.state_cents,
    other_cents: a.other_cents + b.other_cents,
    total_cents: a.total_cents + b.total_cents,
  };
}

/** The week's part of a worker's checks: gross for all work, deductions, net. */
function weekPay(checks: readonly TWh347Check[]) {
  let gross = 0;
  let deductions = ZERO_DEDUCTIONS;
  for (const c of checks) {
    const part = (cents: number) => share(cents, c.week_gross_cents, c.check_gross_cents);
    const d = {
      fica_cents: part(c.fica_cents),
      federal_cents: part(c.federal_cents),
      state_cents: part(c.state_cents),
      other_cents: part(c.other_cents),
    };
    gross += c.week_gross_cents;
    deductions = addDeductions(deductions, {
      ...d,
      total_cents: d.fica_cents + d.federal_cents + d.state_cents + d.other_cents,
    });
  }
  return { gross, deductions, net: gross - deductions.total_cents };
}

/**
 * The WH-347 of a job and week from what payroll paid (pure):
 *   1. group the earning lines and cash in lieu by worker × classification;
 *   2. number the workers 1..n by name (a worker's classes share the number), rows by classification;
 *   3. per row: straight (REG) and overtime (OT, DT) hours per day, the cash rates, 6B and 6C, the
 *      project gross (lines + cash in lieu);
 *   4. on the worker's first row: the week's gross for all work, deductions and net (checks apportioned);
 *   5. totals — Σ project gross equals the payroll register of the job and week to the cent.
 */
export function buildWh347(source: TWh347Source): TWh347Content {
  const weekStart = addDays(source.header.week_ending, -6);
  const days = Array.from({ length: 7 }, (_, i) => addDays(weekStart, i));
  const dayIndex = new Map(days.map((d, i) => [d, i]));

  type TAcc = {
    straight: bigint[];
    overtime: bigint[];
    regCents: bigint;
    otCents: bigint;
    regRates: Set<string>;
    cashInLieu: bigint;
  };
  const groups = new Map<string, Map<string, TAcc>>();
  const accOf = (employeeId: string, classification: string): TAcc => {
    let byClass = groups.get(employeeId);
    if (!byClass) {
      byClass = new Map();
      groups.set(employeeId, byClass);
    }
    let acc = byClass.get(classification);
    if (!acc) {
      acc = {
        straight: Array(7).fill(0n),
        overtime: Array(7).fill(0n),
        regCents: 0n,
        otCents: 0n,
        regRates: new Set(),
        cashInLieu: 0n,
      };
      byClass.set(classification, acc);
    }
    return acc;
  };
  // 1.
  for (const l of source.lines) {
    const day = dayIndex.get(l.work_date);
    if (day === undefined) continue;
    const acc = accOf(l.employee_id, l.classification);
    const hours = parseHours(l.hours);
    if (l.pay_type === 'REG') {
      acc.straight[day] = (acc.straight[day] ?? 0n) + hours;
      acc.regCents += BigInt(l.amount_cents);
      if (l.rate !== null) acc.regRates.add(rateText(parseRate(l.rate)));
    } else {
      acc.overtime[day] = (acc.overtime[day] ?? 0n) + hours;
      acc.otCents += BigInt(l.amount_cents);
    }
  }
  for (const c of source.cash_in_lieu)
    accOf(c.employee_id, c.classification).cashInLieu += BigInt(c.amount_cents);

  // 2.
  const workersById = new Map(source.workers.map((w) => [w.employee_id, w]));
  const workerIds = [...groups.keys()].sort((a, b) => {
    const na = workersById.get(a)?.name ?? '';
    const nb = workersById.get(b)?.name ?? '';
    return na.localeCompare(nb, 'en') || (a < b ? -1 : a > b ? 1 : 0);
  });

  const rows: TWh347Row[] = [];
  workerIds.forEach((employeeId, index) => {
    const worker = workersById.get(employeeId);
    const byClass = groups.get(employeeId) ?? new Map<string, TAcc>();
    const classes = [...byClass.keys()].sort((a, b) => a.localeCompare(b, 'en'));
    const pay = weekPay(source.checks.filter((c) => c.employee_id === employeeId));
    classes.forEach((classification, classIndex) => {
      const acc = byClass.get(classification) as TAcc;
      // 3.
      const straight = acc.straight.reduce((s, h) => s + h, 0n);
      const overtime = acc.overtime.reduce((s, h) => s + h, 0n);
      const total = straight + overtime;
      const onlyRate = acc.regRates.size === 1 ? [...acc.regRates][0] : undefined;
      const isFirst = classIndex === 0;
      rows.push({
        entry: index + 1,
        employee_id: employeeId,
        name: worker?.name ?? '',
        ssn_last4: worker?.ssn_last4 ?? null,
        status: worker?.apprentice_level ? `RA-${worker.apprentice_level}` : 'J',
        classification,
        straight_hours: acc.straight.map(hoursText),
        overtime_hours: acc.overtime.map(hoursText),
        total_straight_hours: hoursText(straight),
        total_overtime_hours: hoursText(overtime),
        total_hours: hoursText(total),
        straight_rate: straight === 0n ? null : (onlyRate ?? rateText(perHour(acc.regCents, straight))),
        overtime_rate: overtime === 0n ? null : rateText(perHour(acc.otCents, overtime)),
        fringe_credit_rate: worker?.fringe_credit_rate ?? '0.0000',
        cash_in_lieu_rate: rateText(perHour(acc.cashInLieu, total)),
        cash_in_lieu_cents: Number(acc.cashInLieu),
        project_gross_cents: Number(acc.regCents + acc.otCents + acc.cashInLieu),
        // 4.
        all_work_gross_cents: isFirst ? pay.gross : null,
        deductions: isFirst ? pay.deductions : null,
        net_cents: isFirst ? pay.net : null,
      });
    });
  });

  // 5.
  const sumHours = (pick: (r: TWh347Row) => string) =>
    hoursText(rows.reduce((s, r) => s + parseHours(pick(r)), 0n));
  return {
    header: source.header,
    days,
    rows,
    totals: {
      workers: workerIds.length,
      straight_hours: sumHours((r) => r.total_straight_hours),
      overtime_hours: sumHours((r) => r.total_overtime_hours),
      total_hours: sumHours((r) => r.total_hours),
      cash_in_lieu_cents: rows.reduce((s, r) => s + r.cash_in_lieu_cents, 0),
      project_gross_cents: rows.reduce((s, r) => s + r.project_gross_cents, 0),
      all_work_gross_cents: rows.reduce((s, r) => s + (r.all_work_gross_cents ?? 0), 0),
      deductions: rows.reduce((s, r) => (r.deductions ? addDeductions(s, r.deductions) : s), ZERO_DEDUCTIONS),
      net_cents: rows.reduce((s, r) => s + (r.net_cents ?? 0), 0),
    },
  };
}

/** "22.0000" → "22.00", "22.1250" → "22.125": a rate as the form prints it. */
export function wh347RateText(rate: string | null): string {
  if (rate === null) return '';
  const [whole, fraction = ''] = rate.split('.');
  const trimmed = fraction.replace(/0+$/, '');
  return `${whole}.${trimmed.padEnd(2, '0')}`;
}

/** "8.00" → "8", "7.50" → "7.5", "0.00" → "" (the form leaves a day without hours blank). */
export function wh347HoursText(hours: string): string {
  if (/^0+(\.0+)?$/.test(hours)) return '';
  return hours.replace(/\.?0+$/, '');
}

/** The fringe credit of a worker's plans per hour: per-hour rates plus annual amounts ÷ annual hours (29 CFR 5.25). */
export function fringeCreditPerHour(
  plans: readonly {
    method: 'per_hour' | 'annual';
    rate_per_hour: string | null;
    annual_amount_cents: number | null;
    annual_hours: number;
  }[],
): string {
  // In ten-thousandths: per-hour rates exactly; annual cents × 100 ÷ hours, half up.
  let total = 0n;
  for (const p of plans) {
    if (p.method === 'per_hour') total += parseRate(p.rate_per_hour ?? '0');
    else total += roundHalfUp(BigInt(p.annual_amount_cents ?? 0) * 100n, BigInt(p.annual_hours));
  }
  return rateText(total);
}
