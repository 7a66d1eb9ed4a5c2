import { monthsOf, type TPayrollPeriodRange, type TTaxLiability } from '@groundwork/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { n, postedLines, query } from './report-sql.ts';

type TTaxRow = {
  month: string;
  line_type: 'employee_tax' | 'employer_tax';
  code: string;
  jurisdiction: string | null;
  wages_cents: string;
  amount_cents: string;
};

/** wages × rate‰ (per thousand), rounded half up to the cent: the form's arithmetic. */
const perMille = (wagesCents: number, rate: number) => Math.floor((wagesCents * rate + 500) / 1000);

/** The federal taxes a deposit pays: income tax withheld and both shares of Social Security and Medicare. */
const FEDERAL_DEPOSIT = new Set(['fit', 'ss', 'medicare', 'addl_medicare']);

/**
 * Tax liability of a period (check dates in it, posted runs): Form 941 lines — 2 wages (federal
 * income tax wages, what box 1 of the W-2 holds), 3 income tax withheld, 5a Social Security wages ×
 * 12.4 %, 5c Medicare wages × 2.9 %, 5d Additional Medicare wages × 0.9 %, 5e, 6, 7 (fractions of
 * cents: the taxes actually computed per check − 5e), 10 — the monthly federal deposit liability,
 * state withholding by state, FUTA and SUTA.
 */
export async function taxLiability(
  tx: Db,
  organizationId: string,
  period: string,
  range: TPayrollPeriodRange,
): Promise<TTaxLiability> {
  const rows = await query<TTaxRow>(
    tx,
    sql`select to_char(l.check_date, 'YYYY-MM') as month, l.line_type, l.code, l.jurisdiction,
          sum(coalesce(l.taxable_wages_cents, 0)) as wages_cents, sum(l.amount_cents) as amount_cents
        from ${postedLines(organizationId, range.from, range.to)} and l.line_type in ('employee_tax', 'employer_tax')
        group by 1, l.line_type, l.code, l.jurisdiction
        order by 1, l.line_type, l.code, l.jurisdiction`,
  );
  const sum = (pick: (r: TTaxRow) => boolean, field: 'wages_cents' | 'amount_cents') =>
    rows.filter(pick).reduce((s, r) => s + n(r[field]), 0);
  const employee = (code: string) => (r: TTaxRow) => r.line_type === 'employee_tax' && r.code === code;

  const line2 = sum(employee('fit'), 'wages_cents');
  const line3 = sum(employee('fit'), 'amount_cents');
  const ssWages = sum(employee('ss'), 'wages_cents');
  const medicareWages = sum(employee('medicare'), 'wages_cents');
  const addlWages = sum(employee('addl_medicare'), 'wages_cents');
  const line5a = perMille(ssWages, 124);
  const line5c = perMille(medicareWages, 29);
  const line5d = perMille(addlWages, 9);
  const line5e = line5a + line5c + line5d;
  const line6 = line3 + line5e;
  const ficaComputed = sum(
    (r) => r.code === 'ss' || r.code === 'medicare' || r.code === 'addl_medicare',
    'amount_cents',
  );
  const line7 = ficaComputed - line5e;

  const states = new Map<string, { wages_cents: number; withheld_cents: number }>();
  for (const r of rows.filter(employee('sit'))) {
    const state = r.jurisdiction ?? '';
    const s = states.get(state) ?? { wages_cents: 0, withheld_cents: 0 };
    s.wages_cents += n(r.wages_cents);
    s.withheld_cents += n(r.amount_cents);
    states.set(state, s);
  }
  const suta = new Map<string, number>();
  for (const r of rows.filter((x) => x.line_type === 'employer_tax' && x.code === 'suta'))
    suta.set(r.jurisdiction ?? '', (suta.get(r.jurisdiction ?? '') ?? 0) + n(r.amount_cents));

  return {
    period,
    label: range.label,
    from: range.from,
    to: range.to,
    form941: {
      line2_wages_cents: line2,
      line3_income_tax_cents: line3,
      line5a_wages_cents: ssWages,
      line5a_tax_cents: line5a,
      line5c_wages_cents: medicareWages,
      line5c_tax_cents: line5c,
      line5d_wages_cents: addlWages,
      line5d_tax_cents: line5d,
      line5e_cents: line5e,
      line6_cents: line6,
      line7_cents: line7,
      line10_cents: line6 + line7,
    },
    months: monthsOf(range.from, range.to).map((month) => ({
      month,
      liability_cents: sum((r) => r.month === month && FEDERAL_DEPOSIT.has(r.code), 'amount_cents'),
    })),
    states: [...states.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([state, s]) => ({ state, ...s })),
    futa_cents: sum((r) => r.line_type === 'employer_tax' && r.code === 'futa', 'amount_cents'),
    suta: [...suta.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([state, tax_cents]) => ({ state, tax_cents })),
  };
}
