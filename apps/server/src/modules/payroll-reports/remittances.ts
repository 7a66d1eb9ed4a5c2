import type { TRemittances } from '@groundwork/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { employeeName, hoursText, n, postedLines, query } from './report-sql.ts';

type TRow = {
  kind: 'deduction' | 'fringe';
  payee: string;
  code: string;
  employee_id: string;
  employee_name: string;
  hundredths: string;
  amount_cents: string;
};

/**
 * What the company owes each payee for a period (check dates in it, posted runs): deductions by
 * payee (the deduction's payee, else its description) and fringe contributions by fund, with each
 * employee's share and hours. Deductions first, then fringes; payees by name.
 */
export async function remittances(
  tx: Db,
  organizationId: string,
  from: string,
  to: string,
): Promise<TRemittances> {
  const joins = sql`join employees e on e.id = l.employee_id
    left join profiles p on p.id = e.user_id
    left join employee_deductions d on d.id = l.deduction_id`;
  const rows = await query<TRow>(
    tx,
    sql`select x.kind, x.payee, x.code, x.employee_id, x.employee_name,
          sum(x.hundredths) as hundredths, sum(x.amount_cents) as amount_cents
        from (
          select case when l.line_type = 'deduction' then 'deduction' else 'fringe' end as kind,
            case when l.line_type = 'deduction' then coalesce(nullif(d.payee, ''), nullif(l.description, ''), l.code)
                 else coalesce(nullif(l.description, ''), l.code) end as payee,
            l.code, l.employee_id, ${employeeName} as employee_name,
            round(coalesce(l.hours, 0) * 100) as hundredths, l.amount_cents
          from ${postedLines(organizationId, from, to, joins)} and l.line_type in ('deduction', 'fringe')
        ) x
        group by x.kind, x.payee, x.code, x.employee_id, x.employee_name
        order by x.kind, x.payee, x.employee_name, x.code`,
  );
  const byPayee = new Map<string, TRemittances['rows'][number] & { h: number }>();
  for (const r of rows) {
    const key = `${r.kind}|${r.payee}`;
    const row = byPayee.get(key) ?? {
      kind: r.kind,
      payee: r.payee,
      codes: [],
      hours: '0.00',
      amount_cents: 0,
      employees: [],
      h: 0,
    };
    if (!row.codes.includes(r.code)) row.codes.push(r.code);
    row.amount_cents += n(r.amount_cents);
    row.h += n(r.hundredths);
    const existing = row.employees.find((e) => e.employee_id === r.employee_id);
    if (existing) {
      existing.amount_cents += n(r.amount_cents);
      existing.hours = hoursText(Number(existing.hours) + n(r.hundredths) / 100);
    } else
      row.employees.push({
        employee_id: r.employee_id,
        employee_name: r.employee_name,
        hours: hoursText(n(r.hundredths) / 100),
        amount_cents: n(r.amount_cents),
      });
    byPayee.set(key, row);
  }
  const result = [...byPayee.values()].map(({ h, ...row }) => ({ ...row, hours: hoursText(h / 100) }));
  const deductions = result.filter((r) => r.kind === 'deduction').reduce((s, r) => s + r.amount_cents, 0);
  const fringes = result.filter((r) => r.kind === 'fringe').reduce((s, r) => s + r.amount_cents, 0);
  return {
    from,
    to,
    rows: result,
    totals: { deductions_cents: deductions, fringes_cents: fringes, total_cents: deductions + fringes },
  };
}
