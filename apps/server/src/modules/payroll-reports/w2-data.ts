import type { TW2Data } from '@groundwork/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { employeeName, n, postedLines, query } from './report-sql.ts';

type TSumRow = {
  employee_id: string;
  employee_name: string;
  ssn_last4: string | null;
  box1: string;
  box2: string;
  box3: string;
  box4: string;
  box5: string;
  box6: string;
  code_d: string;
  code_aa: string;
  code_dd: string;
};
type TStateRow = { employee_id: string; state: string; wages_cents: string; tax_cents: string };

/**
 * W-2 figures per employee for a year (check dates in it, posted runs), for the company to fill or
 * import its forms (no e-filing here): box 1 federal income tax wages, 2 withheld, 3/4 Social
 * Security wages and tax, 5/6 Medicare wages and tax (Additional Medicare included), box 12 D
 * (pre-tax 401(k)), AA (Roth deferrals) and DD (section 125 health coverage), 16/17 per state.
 */
export async function w2Data(tx: Db, organizationId: string, year: number): Promise<TW2Data> {
  const from = `${year}-01-01`;
  const to = `${year}-12-31`;
  const joins = sql`join employees e on e.id = l.employee_id
    left join profiles p on p.id = e.user_id
    left join employee_pay_profiles pp on pp.employee_id = e.id`;
  const ee = (code: string, field: 'amount_cents' | 'taxable_wages_cents') =>
    sql`coalesce(sum(l.${sql.raw(field)}) filter (where l.line_type = 'employee_tax' and l.code = ${code}), 0)`;
  const deduction = (kind: string) =>
    sql`coalesce(sum(l.amount_cents) filter (where l.line_type = 'deduction' and l.code = ${kind}), 0)`;
  const sums = await query<TSumRow>(
    tx,
    sql`select l.employee_id, ${employeeName} as employee_name, pp.ssn_last4,
          ${ee('fit', 'taxable_wages_cents')} as box1, ${ee('fit', 'amount_cents')} as box2,
          ${ee('ss', 'taxable_wages_cents')} as box3, ${ee('ss', 'amount_cents')} as box4,
          ${ee('medicare', 'taxable_wages_cents')} as box5,
          coalesce(sum(l.amount_cents) filter (where l.line_type = 'employee_tax' and l.code in ('medicare', 'addl_medicare')), 0) as box6,
          ${deduction('retirement_pretax')} as code_d, ${deduction('roth')} as code_aa, ${deduction('section125')} as code_dd
        from ${postedLines(organizationId, from, to, joins)}
        group by l.employee_id, 2, pp.ssn_last4
        order by 2, l.employee_id`,
  );
  const states = await query<TStateRow>(
    tx,
    sql`select l.employee_id, l.jurisdiction as state, sum(coalesce(l.taxable_wages_cents, 0)) as wages_cents,
          sum(l.amount_cents) as tax_cents
        from ${postedLines(organizationId, from, to)} and l.line_type = 'employee_tax' and l.code = 'sit'
        group by l.employee_id, l.jurisdiction
        order by l.employee_id, l.jurisdiction`,
  );
  return {
    year,
    rows: sums.map((s) => ({
      employee_id: s.employee_id,
      employee_name: s.employee_name,
      ssn_last4: s.ssn_last4,
      box1_wages_cents: n(s.box1),
      box2_federal_tax_cents: n(s.box2),
      box3_ss_wages_cents: n(s.box3),
      box4_ss_tax_cents: n(s.box4),
      box5_medicare_wages_cents: n(s.box5),
      box6_medicare_tax_cents: n(s.box6),
      box12: (
        [
          ['D', n(s.code_d)],
          ['AA', n(s.code_aa)],
          ['DD', n(s.code_dd)],
        ] as const
      )
        .filter(([, cents]) => cents !== 0)
        .map(([code, amount_cents]) => ({ code, amount_cents })),
      states: states
        .filter((x) => x.employee_id === s.employee_id)
        .map((x) => ({ state: x.state ?? '', wages_cents: n(x.wages_cents), tax_cents: n(x.tax_cents) })),
    })),
  };
}
