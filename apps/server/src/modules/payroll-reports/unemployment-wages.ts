import type { TPayrollPeriodRange, TUnemploymentWages } from '@groundwork/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { employeeName, n, postedLines, query } from './report-sql.ts';

type TWageRow = { check_id: string; employee_id: string; jurisdiction: string | null; wages_cents: string };
type TTaxRow = {
  check_id: string;
  employee_id: string;
  code: 'futa' | 'suta';
  jurisdiction: string | null;
  wages_cents: string;
  amount_cents: string;
};
type TFigures = {
  total_wages_cents: number;
  excess_cents: number;
  taxable_wages_cents: number;
  tax_cents: number;
};

const zero = (): TFigures => ({
  total_wages_cents: 0,
  excess_cents: 0,
  taxable_wages_cents: 0,
  tax_cents: 0,
});
const add = (into: TFigures, from: TFigures) => {
  into.total_wages_cents += from.total_wages_cents;
  into.taxable_wages_cents += from.taxable_wages_cents;
  into.tax_cents += from.tax_cents;
  into.excess_cents = into.total_wages_cents - into.taxable_wages_cents;
};

/**
 * FUTA and SUTA wage reports of a period, per employee: total wages paid (earnings, reimbursements
 * excepted), the part not taxed (over the wage base, or exempt), taxable wages and the tax, as the
 * runs computed them. SUTA per state: the wages of a check earned in the state (by the work state of
 * its earnings), or the whole check when it has one SUTA state.
 */
export async function unemploymentWages(
  tx: Db,
  organizationId: string,
  period: string,
  range: TPayrollPeriodRange,
): Promise<TUnemploymentWages> {
  const wages = await query<TWageRow>(
    tx,
    sql`select l.check_id, l.employee_id, l.jurisdiction, sum(l.amount_cents) as wages_cents
        from ${postedLines(organizationId, range.from, range.to)} and l.line_type = 'earning' and l.code <> 'REIMB'
        group by l.check_id, l.employee_id, l.jurisdiction`,
  );
  const taxes = await query<TTaxRow>(
    tx,
    sql`select l.check_id, l.employee_id, l.code, l.jurisdiction,
          sum(coalesce(l.taxable_wages_cents, 0)) as wages_cents, sum(l.amount_cents) as amount_cents
        from ${postedLines(organizationId, range.from, range.to)} and l.line_type = 'employer_tax' and l.code in ('futa', 'suta')
        group by l.check_id, l.employee_id, l.code, l.jurisdiction`,
  );
  const employeeIds = [...new Set(wages.map((w) => w.employee_id))];
  const people = employeeIds.length
    ? await query<{ id: string; name: string; ssn_last4: string | null }>(
        tx,
        sql`select e.id, ${employeeName} as name, pp.ssn_last4
            from employees e left join profiles p on p.id = e.user_id
            left join employee_pay_profiles pp on pp.employee_id = e.id
            where e.organization_id = ${organizationId} and e.id in (${sql.join(
              employeeIds.map((id) => sql`${id}`),
              sql`, `,
            )})`,
      )
    : [];
  const person = new Map(people.map((p) => [p.id, p]));

  // FUTA: every wage of the employee; taxable and tax from the FUTA lines.
  const futa = new Map<string, TFigures>();
  for (const w of wages) {
    const f = futa.get(w.employee_id) ?? zero();
    add(f, { ...zero(), total_wages_cents: n(w.wages_cents) });
    futa.set(w.employee_id, f);
  }
  for (const t of taxes.filter((x) => x.code === 'futa')) {
    const f = futa.get(t.employee_id) ?? zero();
    add(f, { ...zero(), taxable_wages_cents: n(t.wages_cents), tax_cents: n(t.amount_cents) });
    futa.set(t.employee_id, f);
  }

  // SUTA by state × employee.
  const suta = new Map<string, Map<string, TFigures>>();
  const sutaByCheck = new Map<string, TTaxRow[]>();
  for (const t of taxes.filter((x) => x.code === 'suta'))
    sutaByCheck.set(t.check_id, [...(sutaByCheck.get(t.check_id) ?? []), t]);
  for (const [checkId, lines] of sutaByCheck) {
    const checkWages = wages.filter((w) => w.check_id === checkId);
    for (const t of lines) {
      const state = t.jurisdiction ?? '';
      const inState = checkWages
        .filter((w) => w.jurisdiction === state)
        .reduce((s, w) => s + n(w.wages_cents), 0);
      const total = lines.length === 1 ? checkWages.reduce((s, w) => s + n(w.wages_cents), 0) : inState;
      const perState = suta.get(state) ?? new Map<string, TFigures>();
      const f = perState.get(t.employee_id) ?? zero();
      add(f, {
        total_wages_cents: total,
        excess_cents: 0,
        taxable_wages_cents: n(t.wages_cents),
        tax_cents: n(t.amount_cents),
      });
      perState.set(t.employee_id, f);
      suta.set(state, perState);
    }
  }

  const rowsOf = (map: Map<string, TFigures>) => {
    const rows = [...map.entries()]
      .map(([id, f]) => ({
        employee_id: id,
        employee_name: person.get(id)?.name ?? '',
        ssn_last4: person.get(id)?.ssn_last4 ?? null,
        ...f,
      }))
      .sort((a, b) => a.employee_name.localeCompare(b.employee_name));
    const totals = zero();
    for (const r of rows) add(totals, r);
    return { rows, totals };
  };
  return {
    period,
    label: range.label,
    from: range.from,
    to: range.to,
    futa: rowsOf(futa),
    suta: [...suta.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([state, map]) => ({ state, ...rowsOf(map) })),
  };
}
