import { splitByLargestRemainder } from '@groundwork/shared';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { lienWaivers } from '../../db/schema/index.ts';

type TPaid = {
  kind: 'invoice' | 'retainage';
  invoiceId: string;
  releaseId: string | null;
  amountCents: number;
};

/**
 * After a payment, when the company requires conditional waivers, the unconditional waivers that
 * follow it are requested at once (so they show as outstanding until the vendor's signed copy comes):
 * one per subcontract the payment paid, for what it paid there — progress for invoices (an invoice
 * billing several commitments splits its amount by their net shares, to the cent), final for released
 * retainage (unless the final unconditional waiver is already in hand). Answers how many were requested.
 */
export async function requestWaiversAfterPayment(
  tx: Db,
  organizationId: string,
  actorId: string,
  payment: { id: string; vendorId: string; paymentDate: string; applications: readonly TPaid[] },
): Promise<number> {
  const [org] = rowsOf<{ on: boolean }>(
    await tx.execute(
      sql`select require_conditional_waiver as on from organizations where id = ${organizationId}`,
    ),
  );
  if (!org?.on) return 0;
  const invoiceIds = [
    ...new Set(payment.applications.filter((a) => a.kind === 'invoice').map((a) => a.invoiceId)),
  ];
  const releaseIds = [
    ...new Set(
      payment.applications.flatMap((a) => (a.kind === 'retainage' && a.releaseId ? [a.releaseId] : [])),
    ),
  ];
  const list = (ids: string[]) =>
    sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    );
  // Per invoice: each commitment's net share (null: lines that are no subcontract's).
  const shares =
    invoiceIds.length === 0
      ? []
      : rowsOf<{ invoice_id: string; commitment_id: string | null; job_id: string | null; net: string }>(
          await tx.execute(sql`
            select l.invoice_id, c.id as commitment_id, c.job_id, sum(l.amount_cents - l.retainage_cents)::text as net
            from ap_invoice_lines l
            left join commitments c on c.organization_id = l.organization_id and c.id = l.commitment_id
              and c.kind = 'subcontract'
            where l.organization_id = ${organizationId} and l.invoice_id in (${list(invoiceIds)})
            group by l.invoice_id, c.id, c.job_id
            order by l.invoice_id, c.id nulls last`),
        );
  const releases =
    releaseIds.length === 0
      ? []
      : rowsOf<{ id: string; commitment_id: string; job_id: string }>(
          await tx.execute(sql`
            select r.id, c.id as commitment_id, c.job_id from ap_retainage_releases r
            join commitments c on c.organization_id = r.organization_id and c.id = r.commitment_id and c.kind = 'subcontract'
            where r.organization_id = ${organizationId} and r.id in (${list(releaseIds)})
              and not exists (select 1 from lien_waivers w where w.organization_id = c.organization_id
                and w.commitment_id = c.id and w.condition = 'unconditional' and w.scope = 'final'
                and w.status in ('received', 'verified'))`),
        );

  const wanted = new Map<
    string,
    { commitmentId: string; jobId: string; scope: 'progress' | 'final'; cents: number }
  >();
  const add = (commitmentId: string, jobId: string, scope: 'progress' | 'final', cents: number) => {
    if (cents <= 0) return;
    const key = `${commitmentId}:${scope}`;
    const entry = wanted.get(key) ?? { commitmentId, jobId, scope, cents: 0 };
    entry.cents += cents;
    wanted.set(key, entry);
  };
  for (const a of payment.applications) {
    if (a.kind === 'invoice') {
      const parts = shares.filter((s) => s.invoice_id === a.invoiceId);
      const weights = parts.map((p) => Math.max(0, Number(p.net)));
      if (!parts.some((p) => p.commitment_id) || weights.every((w) => w === 0)) continue;
      splitByLargestRemainder(a.amountCents, weights).forEach((cents, i) => {
        const part = parts[i];
        if (part?.commitment_id && part.job_id) add(part.commitment_id, part.job_id, 'progress', cents);
      });
    } else {
      const release = releases.find((r) => r.id === a.releaseId);
      if (release) add(release.commitment_id, release.job_id, 'final', a.amountCents);
    }
  }
  if (wanted.size === 0) return 0;
  await tx.insert(lienWaivers).values(
    [...wanted.values()].map((w) => ({
      organizationId,
      vendorId: payment.vendorId,
      jobId: w.jobId,
      commitmentId: w.commitmentId,
      paymentId: payment.id,
      condition: 'unconditional' as const,
      scope: w.scope,
      amountCents: w.cents,
      throughDate: payment.paymentDate,
      requestedBy: actorId,
      createdBy: actorId,
    })),
  );
  return wanted.size;
}

/**
 * A voided payment's unconditional waivers that were only requested are withdrawn with it (nothing was
 * paid for them to waive); those already received stay on file as the vendor signed them.
 */
export async function withdrawWaiversOfPayment(
  tx: Db,
  organizationId: string,
  paymentId: string,
): Promise<string[]> {
  const gone = rowsOf<{ id: string }>(
    await tx.execute(sql`
      delete from lien_waivers
      where organization_id = ${organizationId} and payment_id = ${paymentId} and status = 'requested'
        and condition = 'unconditional'
      returning id`),
  );
  return gone.map((g) => g.id);
}
