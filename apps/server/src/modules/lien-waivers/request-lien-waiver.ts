import { randomUUID } from 'node:crypto';
import type { TCreateLienWaiver, TLienWaiver } from '@groundwork/shared';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { lienWaivers } from '../../db/schema/index.ts';
import type { TenantCaller } from '../../lib/api-route.ts';
import type { AppError } from '../../lib/app-error.ts';
import { audit } from '../../lib/audit.ts';
import { loadLienWaiver } from './lien-waiver-json.ts';
import { LienWaiverErrors } from './lien-waivers.errors.ts';

/** A record the waiver names: this company's (else `missing`), and the vendor's (else 409). */
async function vendorOf(
  tx: Db,
  organizationId: string,
  table: 'commitments' | 'ap_invoices' | 'ap_payments' | 'ap_retainage_releases',
  id: string,
  vendorId: string,
  missing: () => AppError,
): Promise<{ job_id: string | null }> {
  const jobColumn = table === 'commitments' ? sql`job_id` : sql`null::uuid`;
  const [row] = rowsOf<{ vendor_id: string; job_id: string | null }>(
    await tx.execute(sql`
      select vendor_id, ${jobColumn} as job_id from ${sql.identifier(table)}
      where organization_id = ${organizationId} and id = ${id}`),
  );
  if (!row) throw missing();
  if (row.vendor_id !== vendorId) throw LienWaiverErrors.otherVendor();
  return row;
}

/**
 * Requests a lien waiver of a vendor (status requested):
 *   1. the vendor; the commitment, invoice, payment and release it names, each this company's (404)
 *      and the vendor's (409); the job, or the commitment's job (a different one named is refused);
 *   2. the row and the audit entry.
 */
export async function requestLienWaiver(
  tx: Db,
  caller: TenantCaller,
  input: TCreateLienWaiver,
): Promise<TLienWaiver> {
  const org = caller.organizationId;
  // 1.
  const [vendor] = rowsOf<{ id: string }>(
    await tx.execute(sql`select id from vendors where organization_id = ${org} and id = ${input.vendor_id}`),
  );
  if (!vendor) throw LienWaiverErrors.vendorNotFound();
  let jobId = input.job_id;
  if (input.commitment_id) {
    const commitment = await vendorOf(
      tx,
      org,
      'commitments',
      input.commitment_id,
      vendor.id,
      LienWaiverErrors.commitmentNotFound,
    );
    if (jobId && jobId !== commitment.job_id) throw LienWaiverErrors.otherJob();
    jobId = commitment.job_id;
  }
  if (input.invoice_id)
    await vendorOf(tx, org, 'ap_invoices', input.invoice_id, vendor.id, LienWaiverErrors.invoiceNotFound);
  if (input.payment_id)
    await vendorOf(tx, org, 'ap_payments', input.payment_id, vendor.id, LienWaiverErrors.paymentNotFound);
  if (input.release_id)
    await vendorOf(
      tx,
      org,
      'ap_retainage_releases',
      input.release_id,
      vendor.id,
      LienWaiverErrors.releaseNotFound,
    );
  const [job] = jobId
    ? rowsOf<{ id: string }>(
        await tx.execute(sql`select id from projects where organization_id = ${org} and id = ${jobId}`),
      )
    : [];
  if (!job) throw LienWaiverErrors.jobNotFound();
  // 2.
  const id = randomUUID();
  await tx.insert(lienWaivers).values({
    id,
    organizationId: org,
    vendorId: vendor.id,
    jobId: job.id,
    commitmentId: input.commitment_id,
    invoiceId: input.invoice_id,
    paymentId: input.payment_id,
    releaseId: input.release_id,
    condition: input.condition,
    scope: input.scope,
    amountCents: input.amount_cents,
    throughDate: input.through_date,
    jurisdiction: input.jurisdiction,
    notes: input.notes,
    requestedBy: caller.userId,
    createdBy: caller.userId,
  });
  await audit(tx, {
    organizationId: org,
    actorId: caller.userId,
    action: 'request_lien_waiver',
    entity: 'lien_waivers',
    entityId: id,
    after: { ...input, job_id: job.id },
    requestId: caller.requestId,
  });
  return loadLienWaiver(tx, org, id);
}
