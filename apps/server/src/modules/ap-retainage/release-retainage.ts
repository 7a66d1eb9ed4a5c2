import { randomUUID } from 'node:crypto';
import {
  allocateInOrder,
  finalWaiverMissingMessage,
  formatCents,
  invoiceNotOnCommitmentMessage,
  overCommitmentHeldMessage,
  overHeldMessage,
  type TCreateRetainageRelease,
  type TRetainageRelease,
} from '@groundwork/shared';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { apRetainageReleaseLines, apRetainageReleases } from '../../db/schema/index.ts';
import type { TenantCaller } from '../../lib/api-route.ts';
import { audit } from '../../lib/audit.ts';
import { payablesAccounts } from '../ap-invoices/post-ap-invoice.ts';
import { postEntry } from '../ledger/post-entry.ts';
import { finalWaiverMissing } from '../lien-waivers/lien-waiver-hold.ts';
import { ApRetainageErrors } from './ap-retainage.errors.ts';
import { findCommitment, heldInvoices, loadRetainageRelease } from './retainage-json.ts';
import { retainageReleasePostingLines } from './retainage-release-posting.ts';

/**
 * Releases held retainage of a commitment, making it a bill of the vendor due on the due date:
 *   1. the commitment (locked: two releases of it at once would both see the same retainage held);
 *      the company's final-waiver setting (a subcontract's final unconditional waiver in hand first);
 *   2. its posted invoices holding retainage, locked; what to release — per invoice as sent, or an
 *      amount (everything held when absent) spread over them oldest first — each at most what the
 *      invoice still holds, and never dated before the invoice was posted;
 *   3. the release and its lines, the audit row;
 *   4. the posting by the pure rule retainageReleasePostingLines (Dr retainage payable, Cr accounts
 *      payable) — the last write but the release's link to its entry.
 */
export async function releaseRetainage(
  tx: Db,
  caller: TenantCaller,
  input: TCreateRetainageRelease,
): Promise<TRetainageRelease> {
  const org = caller.organizationId;
  // 1.
  const commitment = await findCommitment(tx, org, input.commitment_id, true);
  if (
    await finalWaiverMissing(tx, org, {
      id: commitment.id,
      vendorId: commitment.vendor_id,
      kind: commitment.kind,
    })
  )
    throw ApRetainageErrors.waiverMissing(
      finalWaiverMissingMessage(commitment.number, commitment.vendor_name),
    );
  const accounts = await payablesAccounts(tx, org);
  // 2.
  await tx.execute(sql`
    select i.id from ap_invoices i
    where i.organization_id = ${org} and i.status = 'posted' and exists (select 1 from ap_invoice_lines l
      where l.organization_id = i.organization_id and l.invoice_id = i.id and l.commitment_id = ${commitment.id})
    order by i.id for update`);
  const invoices = (await heldInvoices(tx, org, commitment.id)).filter((i) => i.held > 0);
  const totalHeld = invoices.reduce((s, i) => s + i.held, 0);
  if (totalHeld === 0) throw ApRetainageErrors.nothingHeld();
  let parts: { invoiceId: string; number: string; amount: number }[];
  if (input.lines) {
    parts = [];
    for (const line of input.lines) {
      const invoice = invoices.find((i) => i.invoice_id === line.invoice_id);
      if (!invoice) {
        const [other] = rowsOf<{ number: string }>(
          await tx.execute(sql`
            select invoice_number as number from ap_invoices where organization_id = ${org} and id = ${line.invoice_id}`),
        );
        if (!other) throw ApRetainageErrors.invoiceNotFound();
        throw ApRetainageErrors.invoiceNotOnCommitment(
          invoiceNotOnCommitmentMessage(other.number, commitment.number),
        );
      }
      if (line.amount_cents > invoice.held)
        throw ApRetainageErrors.overHeld(
          overHeldMessage(invoice.invoice_number, formatCents(line.amount_cents), formatCents(invoice.held)),
        );
      parts.push({
        invoiceId: invoice.invoice_id,
        number: invoice.invoice_number,
        amount: line.amount_cents,
      });
    }
  } else {
    const amount = input.amount_cents ?? totalHeld;
    if (amount > totalHeld)
      throw ApRetainageErrors.overHeld(
        overCommitmentHeldMessage(formatCents(amount), formatCents(totalHeld), commitment.number),
      );
    parts = allocateInOrder(
      amount,
      invoices.map((i) => ({ ...i, available_cents: i.held })),
    ).map((p) => ({ invoiceId: p.item.invoice_id, number: p.item.invoice_number, amount: p.amount_cents }));
  }
  const postedOn = rowsOf<{ number: string; posted_on: string }>(
    await tx.execute(sql`
      select i.invoice_number as number, to_char(max(e.entry_date), 'YYYY-MM-DD') as posted_on
      from ap_invoices i join journal_entries e on e.organization_id = i.organization_id and e.id = i.journal_entry_id
      where i.organization_id = ${org} and i.id in (${sql.join(
        parts.map((p) => sql`${p.invoiceId}::uuid`),
        sql`, `,
      )})
      group by i.invoice_number order by 2 desc limit 1`),
  )[0];
  if (postedOn && input.release_date < postedOn.posted_on)
    throw ApRetainageErrors.beforePosting(
      `Invoice ${postedOn.number} was posted on ${postedOn.posted_on}: release its retainage on that date or later`,
    );
  const amount = parts.reduce((s, p) => s + p.amount, 0);
  // 3.
  const id = randomUUID();
  const entryId = randomUUID();
  await tx.insert(apRetainageReleases).values({
    id,
    organizationId: org,
    vendorId: commitment.vendor_id,
    commitmentId: commitment.id,
    releaseDate: input.release_date,
    dueDate: input.due_date ?? input.release_date,
    description: input.description,
    amountCents: amount,
    createdBy: caller.userId,
  });
  await tx.insert(apRetainageReleaseLines).values(
    parts.map((p) => ({
      organizationId: org,
      releaseId: id,
      invoiceId: p.invoiceId,
      amountCents: p.amount,
    })),
  );
  await audit(tx, {
    organizationId: org,
    actorId: caller.userId,
    action: 'release_ap_retainage',
    entity: 'ap_retainage_releases',
    entityId: id,
    after: {
      commitment_id: commitment.id,
      release_date: input.release_date,
      amount_cents: amount,
      lines: parts.map((p) => ({ invoice_id: p.invoiceId, amount_cents: p.amount })),
      journal_entry_id: entryId,
    },
    requestId: caller.requestId,
  });
  // 4.
  const memo = `Retainage released on ${commitment.number} — ${commitment.vendor_name}`.slice(0, 500);
  await postEntry(tx, {
    id: entryId,
    organizationId: org,
    entryDate: input.release_date,
    memo,
    sourceType: 'retainage_release',
    sourceId: id,
    postedBy: caller.userId,
    lines: retainageReleasePostingLines({ amountCents: amount, accounts, memo }),
  });
  await tx.execute(
    sql`update ap_retainage_releases set journal_entry_id = ${entryId} where organization_id = ${org} and id = ${id}`,
  );
  return loadRetainageRelease(tx, org, id);
}
