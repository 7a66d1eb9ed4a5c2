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

/** What a release works on: a commitment, or a vendor's bills outside any commitment. */
type TReleaseScope = {
  vendorId: string;
  vendorName: string;
  commitmentId: string | null;
  /** 'SC-0003', or "Apex Drywall's bills outside a commitment": the messages' and memo's words. */
  label: string;
  invoices: Awaited<ReturnType<typeof heldInvoices>>;
};

/**
 * The commitment (locked: two releases of it at once would both see the same retainage held), the
 * company's final-waiver setting (a subcontract's final unconditional waiver in hand first), and its
 * posted invoices holding retainage, locked.
 */
async function commitmentScope(tx: Db, org: string, commitmentId: string): Promise<TReleaseScope> {
  const commitment = await findCommitment(tx, org, commitmentId, true);
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
  await tx.execute(sql`
    select i.id from ap_invoices i
    where i.organization_id = ${org} and i.status = 'posted' and exists (select 1 from ap_invoice_lines l
      where l.organization_id = i.organization_id and l.invoice_id = i.id and l.commitment_id = ${commitment.id})
    order by i.id for update`);
  return {
    vendorId: commitment.vendor_id,
    vendorName: commitment.vendor_name,
    commitmentId: commitment.id,
    label: commitment.number,
    invoices: (await heldInvoices(tx, org, commitment.id)).filter((i) => i.held > 0),
  };
}

/**
 * The vendor (locked, as a commitment is) and its posted invoices holding retainage on lines with no
 * commitment — an import's opening bills — locked. No final waiver: that setting is per commitment.
 */
async function vendorScope(tx: Db, org: string, vendorId: string): Promise<TReleaseScope> {
  const [vendor] = rowsOf<{ id: string; name: string }>(
    await tx.execute(sql`
      select id, name from vendors where organization_id = ${org} and id = ${vendorId} for no key update`),
  );
  if (!vendor) throw ApRetainageErrors.vendorNotFound();
  await tx.execute(sql`
    select i.id from ap_invoices i
    where i.organization_id = ${org} and i.status = 'posted' and i.vendor_id = ${vendor.id}
      and exists (select 1 from ap_invoice_lines l where l.organization_id = i.organization_id
        and l.invoice_id = i.id and l.commitment_id is null and l.retainage_cents > 0)
    order by i.id for update`);
  return {
    vendorId: vendor.id,
    vendorName: vendor.name,
    commitmentId: null,
    label: `${vendor.name}'s bills outside a commitment`,
    invoices: (await heldInvoices(tx, org, { vendorId: vendor.id })).filter((i) => i.held > 0),
  };
}

/**
 * Releases held retainage of a commitment — or of a vendor's bills outside any commitment (`vendor_id`:
 * bills with no commitment, an import's opening bills) — making it a bill of the vendor due on the
 * due date:
 *   1. the scope, locked: the commitment (with the final-waiver check) or the vendor, and the posted
 *      invoices holding its retainage;
 *   2. what to release — per invoice as sent, or an amount (everything held when absent) spread over
 *      them oldest first — each at most what the invoice still holds, and never dated before the
 *      invoice was posted;
 *   3. the release (commitment_id null for a vendor's) and its lines, the audit row;
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
  const scope = input.commitment_id
    ? await commitmentScope(tx, org, input.commitment_id)
    : await vendorScope(tx, org, input.vendor_id ?? '');
  const accounts = await payablesAccounts(tx, org);
  // 2.
  const invoices = scope.invoices;
  const totalHeld = invoices.reduce((s, i) => s + i.held, 0);
  if (totalHeld === 0)
    throw scope.commitmentId
      ? ApRetainageErrors.nothingHeld()
      : ApRetainageErrors.nothingHeldOutside(`No retainage is held on ${scope.label}`);
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
          invoiceNotOnCommitmentMessage(other.number, scope.label),
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
        overCommitmentHeldMessage(formatCents(amount), formatCents(totalHeld), scope.label),
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
    vendorId: scope.vendorId,
    commitmentId: scope.commitmentId,
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
      commitment_id: scope.commitmentId,
      vendor_id: scope.vendorId,
      release_date: input.release_date,
      amount_cents: amount,
      lines: parts.map((p) => ({ invoice_id: p.invoiceId, amount_cents: p.amount })),
      journal_entry_id: entryId,
    },
    requestId: caller.requestId,
  });
  // 4.
  const memo = (
    scope.commitmentId
      ? `Retainage released on ${scope.label} — ${scope.vendorName}`
      : `Retainage released on ${scope.label}`
  ).slice(0, 500);
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
