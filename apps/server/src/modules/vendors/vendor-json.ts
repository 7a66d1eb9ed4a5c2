import { maskTaxId, type TCompliance, type TUpdateVendor, type TVendor } from '@groundwork/shared';
import type { vendors } from '../../db/schema/index.ts';

export type VendorRow = typeof vendors.$inferSelect;

/** The API's vendor: the tax ID masked to its last four digits, with the compliance worked out. */
export function vendorJson(v: VendorRow, compliance: TCompliance): TVendor {
  return {
    id: v.id,
    organization_id: v.organizationId,
    vendor_number: v.vendorNumber,
    name: v.name,
    vendor_type: v.vendorType,
    contact_person: v.contactPerson,
    email: v.email,
    phone: v.phone,
    address: v.address,
    city: v.city,
    state: v.state,
    zip: v.zip,
    tax_id: maskTaxId(v.taxId),
    is_1099: v.is1099,
    payment_terms_days: v.paymentTermsDays,
    default_cost_category_id: v.defaultCostCategoryId,
    notes: v.notes,
    license_number: v.licenseNumber,
    license_expiry: v.licenseExpiry,
    w9_path: v.w9Path,
    w9_received_on: v.w9ReceivedOn,
    is_active: v.isActive,
    compliance,
    created_at: v.createdAt.toISOString(),
    updated_at: v.updatedAt.toISOString(),
  };
}

/** The API's field names as columns (absent fields stay undefined, which drizzle leaves out). */
export function vendorColumns(input: TUpdateVendor) {
  return {
    vendorNumber: input.vendor_number,
    name: input.name,
    vendorType: input.vendor_type,
    contactPerson: input.contact_person,
    email: input.email,
    phone: input.phone,
    address: input.address,
    city: input.city,
    state: input.state,
    zip: input.zip,
    // Undefined keeps the stored tax ID; null removes it.
    taxId: input.tax_id,
    is1099: input.is_1099,
    paymentTermsDays: input.payment_terms_days,
    defaultCostCategoryId: input.default_cost_category_id,
    notes: input.notes,
    licenseNumber: input.license_number,
    licenseExpiry: input.license_expiry,
    w9Path: input.w9_path,
    w9ReceivedOn: input.w9_received_on,
    isActive: input.is_active,
  };
}

/** What the audit log keeps of a vendor: never the tax ID itself. */
export function vendorAuditJson(v: VendorRow) {
  const { taxId, searchText: _searchText, ...rest } = v;
  return { ...rest, taxId: maskTaxId(taxId) };
}
