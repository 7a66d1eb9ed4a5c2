import type { TVendorPayables } from '@groundwork/shared';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import type { TenantCaller } from '../../lib/api-route.ts';
import { findVendorRow } from '../vendors/get-vendor.ts';
import { ALL_DATES, apDocumentSets } from './ap-document-sets.ts';

/**
 * A vendor's payables now, from its documents (the same sets as the aging, every date):
 *   invoiced = Σ gross of posted invoices (not void);
 *   paid = Σ payments (not void);
 *   retainage held = Σ invoice retainage − Σ released; open = Σ net + Σ released − Σ paid
 * — so invoiced = paid + retainage held + open, and open is the vendor's part of accounts payable.
 * Pending: invoices entered or approved but not posted, in none of those.
 */
export async function vendorPayables(
  tx: Db,
  caller: TenantCaller,
  vendorId: string,
): Promise<TVendorPayables> {
  const org = caller.organizationId;
  await findVendorRow(tx, caller, vendorId);
  const [row] = rowsOf<{
    gross: string;
    net: string;
    withheld: string;
    released: string;
    paid: string;
    pending: string;
    pending_count: string;
  }>(
    await tx.execute(sql`
      with ${apDocumentSets(org, ALL_DATES, { vendorId })}
      select
        (select coalesce(sum(net_cents + retainage_cents), 0) from inv)::text as gross,
        (select coalesce(sum(net_cents), 0) from inv)::text as net,
        (select coalesce(sum(retainage_cents), 0) from inv)::text as withheld,
        (select coalesce(sum(amount_cents), 0) from rel)::text as released,
        (select coalesce(sum(amount_cents), 0) from pay)::text as paid,
        (select coalesce(sum(gross_cents), 0) from ap_invoices
          where organization_id = ${org} and vendor_id = ${vendorId} and status in ('entered', 'approved'))::text as pending,
        (select count(*) from ap_invoices
          where organization_id = ${org} and vendor_id = ${vendorId} and status in ('entered', 'approved'))::text as pending_count`),
  );
  const n = (v: string | undefined) => Number(v ?? 0);
  const released = n(row?.released);
  const paid = n(row?.paid);
  return {
    vendor_id: vendorId,
    invoiced_cents: n(row?.gross),
    paid_cents: paid,
    retainage_held_cents: n(row?.withheld) - released,
    retainage_released_cents: released,
    open_cents: n(row?.net) + released - paid,
    pending_cents: n(row?.pending),
    pending_count: n(row?.pending_count),
  };
}
