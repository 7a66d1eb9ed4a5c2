import {
  hasFinalUnconditionalWaiver,
  lienWaiverHold,
  type TApHold,
  type TWaiverNeed,
  type TWaiverOnFile,
  uncoveredWaiverNeeds,
} from '@groundwork/shared';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import type { THoldPurpose, THoldSubject } from '../ap-invoices/ap-invoice-holds.ts';

async function companySettings(tx: Db, organizationId: string) {
  const [org] = rowsOf<{ conditional: boolean; final: boolean }>(
    await tx.execute(sql`
      select require_conditional_waiver as conditional, require_final_waiver_for_release as final
      from organizations where id = ${organizationId}`),
  );
  return org ?? { conditional: false, final: false };
}

/** The waivers of a vendor on the given commitments, as the rules read them. */
async function waiversOnFile(
  tx: Db,
  organizationId: string,
  vendorId: string,
  commitmentIds: readonly string[],
): Promise<TWaiverOnFile[]> {
  if (commitmentIds.length === 0) return [];
  const rows = rowsOf<TWaiverOnFile & { amount_cents: string | number | null }>(
    await tx.execute(sql`
      select condition, scope, status, commitment_id, invoice_id, amount_cents from lien_waivers
      where organization_id = ${organizationId} and vendor_id = ${vendorId}
        and commitment_id in (${sql.join(
          commitmentIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`),
  );
  return rows.map((r) => ({ ...r, amount_cents: r.amount_cents === null ? null : Number(r.amount_cents) }));
}

/**
 * The missing-lien-waiver hold of the invoices module's list (purpose 'payment'): when the company
 * requires conditional waivers, each subcontract the invoice bills needs a conditional waiver in hand
 * (received or verified) for that commitment — naming this invoice or none — covering the invoice's
 * net due on it (Σ line amount − retainage). Purchase orders, direct cost and overhead need none.
 */
export async function lienWaiverCheck(
  tx: Db,
  subject: THoldSubject,
  purpose: THoldPurpose,
): Promise<TApHold | null> {
  if (purpose !== 'payment') return null;
  if (!(await companySettings(tx, subject.organizationId)).conditional) return null;
  const needs = rowsOf<TWaiverNeed & { needed_cents: string | number }>(
    await tx.execute(sql`
      select c.id as commitment_id, c.commitment_number, sum(l.amount_cents - l.retainage_cents) as needed_cents
      from ap_invoice_lines l
      join commitments c on c.organization_id = l.organization_id and c.id = l.commitment_id and c.kind = 'subcontract'
      where l.organization_id = ${subject.organizationId} and l.invoice_id = ${subject.invoiceId}
      group by c.id, c.commitment_number
      order by c.commitment_number`),
  ).map((n) => ({ ...n, needed_cents: Number(n.needed_cents) }));
  if (needs.length === 0) return null;
  const waivers = await waiversOnFile(
    tx,
    subject.organizationId,
    subject.vendorId,
    needs.map((n) => n.commitment_id),
  );
  return lienWaiverHold(uncoveredWaiverNeeds(subject.invoiceId, needs, waivers));
}

/**
 * Whether the company's setting stops a retainage release of this subcontract now: it requires the
 * vendor's final unconditional waiver for the commitment in hand first, and there is none.
 */
export async function finalWaiverMissing(
  tx: Db,
  organizationId: string,
  commitment: { id: string; vendorId: string; kind: string },
): Promise<boolean> {
  if (commitment.kind !== 'subcontract') return false;
  if (!(await companySettings(tx, organizationId)).final) return false;
  const waivers = await waiversOnFile(tx, organizationId, commitment.vendorId, [commitment.id]);
  return !hasFinalUnconditionalWaiver(commitment.id, waivers);
}
