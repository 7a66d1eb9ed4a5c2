import type { TOpenApplication } from '@groundwork/shared';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';

/** A customer's approved applications with something left to pay, oldest due first: the apply table. */
export async function openApplications(
  tx: Db,
  organizationId: string,
  customerId: string,
): Promise<TOpenApplication[]> {
  const rows = rowsOf<
    Omit<TOpenApplication, 'current_due_cents' | 'paid_cents' | 'open_cents'> & Record<string, unknown>
  >(
    await tx.execute(sql`
      select p.id, p.job_id, j.project_number, j.project_name, p.application_number, p.kind,
        to_char(p.application_date, 'YYYY-MM-DD') as application_date, to_char(p.due_date, 'YYYY-MM-DD') as due_date,
        p.current_due_cents, coalesce(sum(ra.amount_cents), 0) as paid_cents
      from pay_applications p
      join projects j on j.organization_id = p.organization_id and j.id = p.job_id
      left join receipt_applications ra on ra.organization_id = p.organization_id and ra.application_id = p.id
      where p.organization_id = ${organizationId} and p.customer_id = ${customerId} and p.status = 'approved'
      group by p.id, j.project_number, j.project_name
      having p.current_due_cents - coalesce(sum(ra.amount_cents), 0) > 0
      order by p.due_date, j.project_number, p.application_number`),
  );
  return rows.map((r) => {
    const due = Number(r.current_due_cents);
    const paid = Number(r.paid_cents);
    return {
      id: r.id,
      job_id: r.job_id,
      project_number: r.project_number,
      project_name: r.project_name,
      application_number: Number(r.application_number),
      kind: r.kind,
      application_date: r.application_date,
      due_date: r.due_date,
      current_due_cents: due,
      paid_cents: paid,
      open_cents: due - paid,
    };
  });
}
