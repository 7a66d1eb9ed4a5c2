import { type SQL, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';

/*
 * What every employee report reads: the check lines of POSTED runs only (a draft is not paid, a voided
 * run is reversed), by check date. Figures come straight from payroll_check_lines, where a run writes
 * every earning, tax (with its taxable wages), deduction, fringe and workers' comp amount.
 */

/** `l` = payroll_check_lines (and `joins`, before the filter) of the company's posted runs with a check date in [from, to]. */
export function postedLines(organizationId: string, from: string, to: string, joins: SQL = sql``): SQL {
  return sql`payroll_check_lines l
    join payroll_runs r on r.id = l.run_id and r.status = 'posted' ${joins}
    where l.organization_id = ${organizationId} and l.check_date between ${from} and ${to}`;
}

/** An employee's display name (the profile's name, else the email); a profile the company may no longer read (left join: the figures stay) shows as 'Employee'. */
export const employeeName = sql`coalesce(nullif(p.full_name, ''), p.email, 'Employee')`;

export async function query<T>(tx: Db, statement: SQL): Promise<T[]> {
  return rowsOf<T>(await tx.execute(statement));
}

/** bigint sums come back as text. */
export const n = (value: unknown): number => Number(value ?? 0);

/** Hours as "12.50" from a numeric sum (text) or a number of hundredths. */
export function hoursText(value: unknown): string {
  return Number(value ?? 0).toFixed(2);
}
