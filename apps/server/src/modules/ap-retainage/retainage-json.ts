import {
  finalWaiverMissingMessage,
  type TRetainageCommitment,
  type TRetainageCommitmentDetail,
  type TRetainageRelease,
  type TRetainageVendor,
} from '@groundwork/shared';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { paidOnRelease } from '../ap-payments/payables-sets.ts';
import { finalWaiverMissing } from '../lien-waivers/lien-waiver-hold.ts';
import { ApRetainageErrors } from './ap-retainage.errors.ts';

/**
 * Retainage per posted invoice on a commitment (common table expression `held`): withheld = Σ the
 * retainage of the invoice's lines on the commitment; released = Σ the lines of the commitment's
 * releases (not void) on the invoice; held = withheld − released. `commitmentId` null: every one.
 */
export function heldByInvoice(organizationId: string, commitmentId: string | null) {
  return sql`
    held as (
      select l.commitment_id, i.id as invoice_id, i.invoice_number, i.invoice_date, i.vendor_id,
        sum(l.retainage_cents) as withheld_cents,
        coalesce((select sum(rl.amount_cents) from ap_retainage_release_lines rl
          join ap_retainage_releases r on r.organization_id = rl.organization_id and r.id = rl.release_id and r.status = 'posted'
          where rl.organization_id = i.organization_id and rl.invoice_id = i.id and r.commitment_id = l.commitment_id), 0) as released_cents
      from ap_invoices i
      join ap_invoice_lines l on l.organization_id = i.organization_id and l.invoice_id = i.id and l.commitment_id is not null
      where i.organization_id = ${organizationId} and i.status = 'posted'
        ${commitmentId ? sql`and l.commitment_id = ${commitmentId}` : sql``}
      group by l.commitment_id, i.id, i.invoice_number, i.invoice_date, i.vendor_id
      having sum(l.retainage_cents) > 0
    )`;
}

/**
 * Retainage per posted invoice outside any commitment (common table expression `held`, the columns of
 * heldByInvoice with commitment_id null): withheld = Σ the retainage of the invoice's lines with no
 * commitment (an import's opening bill has one such line); released = Σ the lines of releases with no
 * commitment (not void) on the invoice. `vendorId` null: every vendor.
 */
export function heldOutsideCommitments(organizationId: string, vendorId: string | null) {
  return sql`
    held as (
      select null::uuid as commitment_id, i.id as invoice_id, i.invoice_number, i.invoice_date, i.vendor_id,
        sum(l.retainage_cents) as withheld_cents,
        coalesce((select sum(rl.amount_cents) from ap_retainage_release_lines rl
          join ap_retainage_releases r on r.organization_id = rl.organization_id and r.id = rl.release_id and r.status = 'posted'
          where rl.organization_id = i.organization_id and rl.invoice_id = i.id and r.commitment_id is null), 0) as released_cents
      from ap_invoices i
      join ap_invoice_lines l on l.organization_id = i.organization_id and l.invoice_id = i.id and l.commitment_id is null
      where i.organization_id = ${organizationId} and i.status = 'posted'
        ${vendorId ? sql`and i.vendor_id = ${vendorId}` : sql``}
      group by i.id, i.invoice_number, i.invoice_date, i.vendor_id
      having sum(l.retainage_cents) > 0
    )`;
}

type TCommitmentRow = {
  id: string;
  number: string;
  description: string;
  kind: 'subcontract' | 'purchase_order';
  vendor_id: string;
  vendor_number: string;
  vendor_name: string;
  job_id: string;
  job_number: string;
  job_name: string;
  withheld: string;
  released: string;
};

const commitmentColumns = sql`
  c.id, c.commitment_number as number, c.description, c.kind, v.id as vendor_id, v.vendor_number, v.name as vendor_name,
  p.id as job_id, p.project_number as job_number, p.project_name as job_name`;
const commitmentJoins = sql`
  join vendors v on v.organization_id = c.organization_id and v.id = c.vendor_id
  join projects p on p.organization_id = c.organization_id and p.id = c.job_id`;

function toCommitment(r: TCommitmentRow): TRetainageCommitment {
  const withheld = Number(r.withheld);
  const released = Number(r.released);
  return {
    id: r.id,
    number: r.number,
    description: r.description,
    kind: r.kind,
    vendor: { id: r.vendor_id, number: r.vendor_number, name: r.vendor_name },
    job: { id: r.job_id, number: r.job_number, name: r.job_name },
    withheld_cents: withheld,
    released_cents: released,
    held_cents: withheld - released,
  };
}

/** Commitments with retainage still held on their posted invoices, by commitment number. */
export async function findRetainageCommitments(
  tx: Db,
  organizationId: string,
  filter: { vendor_id?: string; job_id?: string },
): Promise<TRetainageCommitment[]> {
  const rows = rowsOf<TCommitmentRow>(
    await tx.execute(sql`
      with ${heldByInvoice(organizationId, null)}
      select ${commitmentColumns}, sum(h.withheld_cents)::text as withheld, sum(h.released_cents)::text as released
      from held h
      join commitments c on c.organization_id = ${organizationId} and c.id = h.commitment_id
      ${commitmentJoins}
      where true ${filter.vendor_id ? sql`and c.vendor_id = ${filter.vendor_id}` : sql``}
        ${filter.job_id ? sql`and c.job_id = ${filter.job_id}` : sql``}
      group by c.id, v.id, p.id
      having sum(h.withheld_cents) > sum(h.released_cents)
      order by c.commitment_number`),
  );
  return rows.map(toCommitment);
}

/** The commitment row a release works on, locked when `lock` (404 for another company's). */
export async function findCommitment(tx: Db, organizationId: string, id: string, lock = false) {
  const [row] = rowsOf<{
    id: string;
    number: string;
    vendor_id: string;
    vendor_name: string;
    kind: string;
    job_id: string;
  }>(
    await tx.execute(sql`
      select c.id, c.commitment_number as number, c.vendor_id, v.name as vendor_name, c.kind, c.job_id
      from commitments c join vendors v on v.organization_id = c.organization_id and v.id = c.vendor_id
      where c.organization_id = ${organizationId} and c.id = ${id}
      ${lock ? sql`for no key update of c` : sql``}`),
  );
  if (!row) throw ApRetainageErrors.commitmentNotFound();
  return row;
}

/**
 * The posted invoices of a commitment holding retainage — or, given `{ vendorId }`, the vendor's
 * invoices holding retainage outside any commitment — oldest first, with what each still holds.
 */
export async function heldInvoices(tx: Db, organizationId: string, scope: string | { vendorId: string }) {
  const held =
    typeof scope === 'string'
      ? heldByInvoice(organizationId, scope)
      : heldOutsideCommitments(organizationId, scope.vendorId);
  return rowsOf<{
    invoice_id: string;
    invoice_number: string;
    invoice_date: string;
    withheld_cents: string;
    released_cents: string;
  }>(
    await tx.execute(sql`
      with ${held}
      select invoice_id, invoice_number, to_char(invoice_date, 'YYYY-MM-DD') as invoice_date, withheld_cents, released_cents
      from held order by invoice_date, invoice_number, invoice_id`),
  ).map((r) => ({
    ...r,
    withheld: Number(r.withheld_cents),
    released: Number(r.released_cents),
    held: Number(r.withheld_cents) - Number(r.released_cents),
  }));
}

/** Vendors with retainage held outside any commitment, by name, each with its invoices oldest first. */
export async function findRetainageVendors(
  tx: Db,
  organizationId: string,
  filter: { vendor_id?: string },
): Promise<TRetainageVendor[]> {
  const rows = rowsOf<{
    vendor_id: string;
    vendor_number: string;
    vendor_name: string;
    invoice_id: string;
    invoice_number: string;
    invoice_date: string;
    withheld_cents: string;
    released_cents: string;
  }>(
    await tx.execute(sql`
      with ${heldOutsideCommitments(organizationId, filter.vendor_id ?? null)}
      select v.id as vendor_id, v.vendor_number, v.name as vendor_name, h.invoice_id, h.invoice_number,
        to_char(h.invoice_date, 'YYYY-MM-DD') as invoice_date, h.withheld_cents, h.released_cents
      from held h join vendors v on v.organization_id = ${organizationId} and v.id = h.vendor_id
      where h.withheld_cents > h.released_cents
      order by v.name, v.id, h.invoice_date, h.invoice_number, h.invoice_id`),
  );
  const vendors = new Map<string, TRetainageVendor>();
  for (const r of rows) {
    let vendor = vendors.get(r.vendor_id);
    if (!vendor) {
      vendor = {
        vendor: { id: r.vendor_id, number: r.vendor_number, name: r.vendor_name },
        withheld_cents: 0,
        released_cents: 0,
        held_cents: 0,
        invoices: [],
      };
      vendors.set(r.vendor_id, vendor);
    }
    const withheld = Number(r.withheld_cents);
    const released = Number(r.released_cents);
    vendor.withheld_cents += withheld;
    vendor.released_cents += released;
    vendor.held_cents += withheld - released;
    vendor.invoices.push({
      id: r.invoice_id,
      invoice_number: r.invoice_number,
      invoice_date: r.invoice_date,
      withheld_cents: withheld,
      released_cents: released,
      held_cents: withheld - released,
    });
  }
  return [...vendors.values()];
}

/** One commitment's retainage: per invoice, its releases, and what stops a release now. */
export async function loadRetainageCommitment(
  tx: Db,
  organizationId: string,
  id: string,
): Promise<TRetainageCommitmentDetail> {
  const [row] = rowsOf<TCommitmentRow>(
    await tx.execute(sql`
      select ${commitmentColumns}, '0' as withheld, '0' as released
      from commitments c ${commitmentJoins}
      where c.organization_id = ${organizationId} and c.id = ${id}`),
  );
  if (!row) throw ApRetainageErrors.commitmentNotFound();
  const invoices = await heldInvoices(tx, organizationId, id);
  const releases = rowsOf<{
    id: string;
    release_date: string;
    due_date: string;
    description: string;
    amount_cents: string;
    paid: string;
    status: 'posted' | 'void';
  }>(
    await tx.execute(sql`
      select r.id, to_char(r.release_date, 'YYYY-MM-DD') as release_date, to_char(r.due_date, 'YYYY-MM-DD') as due_date,
        r.description, r.amount_cents, (${paidOnRelease(organizationId, sql`r.id`)}) as paid, r.status
      from ap_retainage_releases r
      where r.organization_id = ${organizationId} and r.commitment_id = ${id}
      order by r.release_date desc, r.created_at desc`),
  );
  const withheld = invoices.reduce((s, i) => s + i.withheld, 0);
  const released = invoices.reduce((s, i) => s + i.released, 0);
  const blocked = await finalWaiverMissing(tx, organizationId, {
    id,
    vendorId: row.vendor_id,
    kind: row.kind,
  });
  return {
    ...toCommitment({ ...row, withheld: String(withheld), released: String(released) }),
    invoices: invoices.map((i) => ({
      id: i.invoice_id,
      invoice_number: i.invoice_number,
      invoice_date: i.invoice_date,
      withheld_cents: i.withheld,
      released_cents: i.released,
      held_cents: i.held,
    })),
    releases: releases.map((r) => ({
      id: r.id,
      release_date: r.release_date,
      due_date: r.due_date,
      description: r.description,
      amount_cents: Number(r.amount_cents),
      paid_cents: r.status === 'void' ? 0 : Number(r.paid),
      open_cents: r.status === 'void' ? 0 : Number(r.amount_cents) - Number(r.paid),
      status: r.status,
    })),
    hold: blocked ? finalWaiverMissingMessage(row.number, row.vendor_name) : null,
  };
}

async function entryRef(tx: Db, organizationId: string, id: string | null) {
  if (!id) return null;
  const [entry] = rowsOf<{ id: string; entry_number: string; entry_date: string }>(
    await tx.execute(sql`
      select id, entry_number, to_char(entry_date, 'YYYY-MM-DD') as entry_date from journal_entries
      where organization_id = ${organizationId} and id = ${id}`),
  );
  return entry ?? null;
}

/** One release with its lines per invoice, what is paid on it and its entries. */
export async function loadRetainageRelease(
  tx: Db,
  organizationId: string,
  id: string,
): Promise<TRetainageRelease> {
  const [r] = rowsOf<{
    id: string;
    vendor_id: string;
    vendor_number: string;
    vendor_name: string;
    commitment_id: string | null;
    commitment_number: string | null;
    release_date: string;
    due_date: string;
    description: string;
    amount_cents: string;
    paid: string;
    status: 'posted' | 'void';
    journal_entry_id: string | null;
    void_entry_id: string | null;
  }>(
    await tx.execute(sql`
      select r.id, r.vendor_id, v.vendor_number, v.name as vendor_name, r.commitment_id, c.commitment_number,
        to_char(r.release_date, 'YYYY-MM-DD') as release_date, to_char(r.due_date, 'YYYY-MM-DD') as due_date,
        r.description, r.amount_cents, (${paidOnRelease(organizationId, sql`r.id`)}) as paid, r.status,
        r.journal_entry_id, r.void_entry_id
      from ap_retainage_releases r
      join vendors v on v.organization_id = r.organization_id and v.id = r.vendor_id
      left join commitments c on c.organization_id = r.organization_id and c.id = r.commitment_id
      where r.organization_id = ${organizationId} and r.id = ${id}`),
  );
  if (!r) throw ApRetainageErrors.notFound();
  const lines = rowsOf<{ invoice_id: string; invoice_number: string; amount_cents: string }>(
    await tx.execute(sql`
      select rl.invoice_id, i.invoice_number, rl.amount_cents from ap_retainage_release_lines rl
      join ap_invoices i on i.organization_id = rl.organization_id and i.id = rl.invoice_id
      where rl.organization_id = ${organizationId} and rl.release_id = ${id}
      order by i.invoice_date, i.invoice_number`),
  );
  const amount = Number(r.amount_cents);
  const paid = r.status === 'void' ? 0 : Number(r.paid);
  return {
    id: r.id,
    vendor: { id: r.vendor_id, number: r.vendor_number, name: r.vendor_name },
    commitment:
      r.commitment_id && r.commitment_number ? { id: r.commitment_id, number: r.commitment_number } : null,
    release_date: r.release_date,
    due_date: r.due_date,
    description: r.description,
    amount_cents: amount,
    paid_cents: paid,
    open_cents: r.status === 'void' ? 0 : amount - paid,
    status: r.status,
    lines: lines.map((l) => ({ ...l, amount_cents: Number(l.amount_cents) })),
    journal_entry: await entryRef(tx, organizationId, r.journal_entry_id),
    void_entry: await entryRef(tx, organizationId, r.void_entry_id),
  };
}
