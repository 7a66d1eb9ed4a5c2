import {
  complianceBlocksCommitment,
  complianceStatus,
  type TCompliance,
  type TComplianceStatus,
  todayIso,
} from '@groundwork/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { organizations, vendorInsuranceCertificates, vendors } from '../../db/schema/index.ts';
import type { VendorRow } from './vendor-json.ts';
import { VendorErrors } from './vendors.errors.ts';

/** The compliance of each of `rows` on `today`, from their certificates (one query for them all). */
export async function complianceOfVendors(
  tx: Db,
  organizationId: string,
  rows: readonly VendorRow[],
  today = todayIso(),
): Promise<Map<string, TCompliance>> {
  const ids = rows.map((r) => r.id);
  const certificates =
    ids.length === 0
      ? []
      : await tx
          .select({
            vendorId: vendorInsuranceCertificates.vendorId,
            kind: vendorInsuranceCertificates.kind,
            expiry_date: vendorInsuranceCertificates.expiryDate,
          })
          .from(vendorInsuranceCertificates)
          .where(
            and(
              eq(vendorInsuranceCertificates.organizationId, organizationId),
              inArray(vendorInsuranceCertificates.vendorId, ids),
            ),
          );
  const result = new Map<string, TCompliance>();
  for (const row of rows) {
    result.set(
      row.id,
      complianceStatus(
        certificates.filter((c) => c.vendorId === row.id),
        { number: row.licenseNumber, expiry: row.licenseExpiry },
        { path: row.w9Path, received_on: row.w9ReceivedOn },
        today,
      ),
    );
  }
  return result;
}

export async function complianceOfVendor(
  tx: Db,
  organizationId: string,
  row: VendorRow,
): Promise<TCompliance> {
  const map = await complianceOfVendors(tx, organizationId, [row]);
  return map.get(row.id) ?? { status: 'missing', reasons: [] };
}

/** Whether the company refuses new commitments to vendors with expired insurance. */
export async function companyBlocksOnCompliance(tx: Db, organizationId: string): Promise<boolean> {
  const [org] = await tx
    .select({ blocks: organizations.complianceBlocksCommitments })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return org?.blocks ?? false;
}

export type TVendorComplianceVerdict = {
  status: TComplianceStatus;
  reasons: string[];
  /** True when the status is 'expired' and the company's setting blocks new commitments. */
  blocks: boolean;
};

/**
 * A vendor's compliance today and whether it blocks a new commitment — what the commitments module
 * calls before creating one (warn with `reasons` when not compliant; refuse when `blocks`). A vendor
 * of another organization, or none, is 404 vendor_not_found. Keep this signature stable.
 */
export async function vendorCompliance(
  tx: Db,
  organizationId: string,
  vendorId: string,
): Promise<TVendorComplianceVerdict> {
  const [row] = await tx
    .select()
    .from(vendors)
    .where(and(eq(vendors.organizationId, organizationId), eq(vendors.id, vendorId)));
  if (!row) throw VendorErrors.notFound();
  const compliance = await complianceOfVendor(tx, organizationId, row);
  const companyBlocks = await companyBlocksOnCompliance(tx, organizationId);
  return { ...compliance, blocks: complianceBlocksCommitment(compliance.status, companyBlocks) };
}
