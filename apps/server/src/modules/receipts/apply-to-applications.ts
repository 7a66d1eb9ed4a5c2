import { applyProblems, formatCents, type TReceiptApplicationInput } from '@groundwork/shared';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { ReceiptErrors } from './receipts.errors.ts';

type TLockedApplication = {
  id: string;
  status: string;
  label: string;
  current_due_cents: string | number;
  applied_cents: string | number;
};

/**
 * Applies part of a receipt to approved applications of its customer:
 *   1. lock the applications (two payments applied to one application at once: the second sees the first);
 *   2. each must be the customer's, approved, and keep its amount within its open amount; the total
 *      within `availableCents` (what is left of the payment);
 *   3. add the amounts (a second application of the same receipt adds to the first);
 *   4. an application fully paid becomes 'paid'.
 * Returns the amounts as applied, for the audit.
 */
export async function applyToApplications(
  tx: Db,
  organizationId: string,
  receipt: { id: string; customerId: string },
  rows: readonly TReceiptApplicationInput[],
  availableCents: number,
): Promise<{ application_id: string; amount_cents: number }[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.application_id);
  // 1.
  const locked = rowsOf<TLockedApplication & { customer_id: string }>(
    await tx.execute(sql`
      select p.id, p.status, p.customer_id, p.current_due_cents,
        j.project_number || ' #' || p.application_number as label,
        coalesce((select sum(ra.amount_cents) from receipt_applications ra
          where ra.organization_id = p.organization_id and ra.application_id = p.id), 0) as applied_cents
      from pay_applications p
      join projects j on j.organization_id = p.organization_id and j.id = p.job_id
      where p.organization_id = ${organizationId}
        and p.id in (${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})
      order by p.id
      for update of p`),
  );
  // 2.
  for (const id of ids) {
    const app = locked.find((a) => a.id === id);
    if (!app || app.customer_id !== receipt.customerId) throw ReceiptErrors.applicationNotFound();
    if (app.status !== 'approved') throw ReceiptErrors.applicationNotOpen();
  }
  const open = locked.map((a) => ({
    id: a.id,
    label: a.label,
    open_cents: Math.max(0, Number(a.current_due_cents) - Number(a.applied_cents)),
  }));
  const problems = applyProblems(rows, open, availableCents, (c) => formatCents(c));
  if (problems.length > 0) throw ReceiptErrors.overApplied(problems);
  // 3.
  await tx.execute(sql`
    insert into receipt_applications (organization_id, receipt_id, application_id, amount_cents)
    values ${sql.join(
      rows.map(
        (r) =>
          sql`(${organizationId}::uuid, ${receipt.id}::uuid, ${r.application_id}::uuid, ${r.amount_cents}::bigint)`,
      ),
      sql`, `,
    )}
    on conflict (organization_id, receipt_id, application_id)
    do update set amount_cents = receipt_applications.amount_cents + excluded.amount_cents`);
  // 4.
  const paid = rows
    .filter((r) => r.amount_cents === open.find((o) => o.id === r.application_id)?.open_cents)
    .map((r) => r.application_id);
  if (paid.length > 0)
    await tx.execute(sql`
      update pay_applications set status = 'paid', updated_at = now()
      where organization_id = ${organizationId} and id in (${sql.join(
        paid.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`);
  return rows.map((r) => ({ application_id: r.application_id, amount_cents: r.amount_cents }));
}
