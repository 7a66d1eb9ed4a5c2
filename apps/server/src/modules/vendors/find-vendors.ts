import {
  complianceBlocksCommitment,
  needsComplianceAttention,
  type TCompliance,
  type TPage,
  type TVendor,
  type TVendorListQuery,
  type TVendorOption,
} from '@groundwork/shared';
import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { vendors } from '../../db/schema/index.ts';
import type { TenantCaller } from '../../lib/api-route.ts';
import { containsPattern } from '../../lib/db-errors.ts';
import { companyBlocksOnCompliance, complianceOfVendors } from './vendor-compliance.ts';
import { vendorJson } from './vendor-json.ts';

/** Every vendor of the rows has an entry; this only satisfies the type. */
const noCompliance = (): TCompliance => ({ status: 'missing', reasons: [] });

/** A page of the organization's vendors by number, each with its compliance; search, type and status filters. */
export async function findVendors(
  tx: Db,
  caller: TenantCaller,
  query: TVendorListQuery,
): Promise<TPage<TVendor>> {
  const conditions: (SQL | undefined)[] = [eq(vendors.organizationId, caller.organizationId)];
  if (query.status !== 'all') conditions.push(eq(vendors.isActive, query.status === 'active'));
  if (query.type !== 'all') conditions.push(eq(vendors.vendorType, query.type));
  // search_text is number, name, contact, e-mail and city lower-cased (trigram-indexed with the organization).
  if (query.search) conditions.push(sql`${vendors.searchText} like lower(${containsPattern(query.search)})`);
  const where = and(...conditions);
  const [counted] = await tx.select({ total: count() }).from(vendors).where(where);
  const rows = await tx
    .select()
    .from(vendors)
    .where(where)
    .orderBy(asc(vendors.vendorNumber))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const compliance = await complianceOfVendors(tx, caller.organizationId, rows);
  return {
    items: rows.map((row) => vendorJson(row, compliance.get(row.id) ?? noCompliance())),
    total: counted?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

async function activeVendorRows(tx: Db, caller: TenantCaller) {
  return tx
    .select()
    .from(vendors)
    .where(and(eq(vendors.organizationId, caller.organizationId), eq(vendors.isActive, true)))
    .orderBy(asc(vendors.vendorNumber));
}

/**
 * The commitment and invoice forms' picker: active vendors by number with their compliance, whether it
 * blocks new commitments, and their payment terms (an invoice's due date).
 */
export async function findActiveVendorOptions(tx: Db, caller: TenantCaller): Promise<TVendorOption[]> {
  const rows = await activeVendorRows(tx, caller);
  const compliance = await complianceOfVendors(tx, caller.organizationId, rows);
  const companyBlocks = await companyBlocksOnCompliance(tx, caller.organizationId);
  return rows.map((row) => {
    const { status, reasons } = compliance.get(row.id) ?? noCompliance();
    return {
      id: row.id,
      vendor_number: row.vendorNumber,
      name: row.name,
      vendor_type: row.vendorType,
      compliance_status: status,
      compliance_reasons: reasons,
      blocks_commitments: complianceBlocksCommitment(status, companyBlocks),
      payment_terms_days: row.paymentTermsDays,
    };
  });
}

/** The Vendor Setup dashboard badge: active vendors whose insurance or license has expired or expires soon. */
export async function countVendorsNeedingAttention(tx: Db, caller: TenantCaller): Promise<number> {
  const rows = await activeVendorRows(tx, caller);
  const compliance = await complianceOfVendors(tx, caller.organizationId, rows);
  return [...compliance.values()].filter((c) => needsComplianceAttention(c.status)).length;
}
