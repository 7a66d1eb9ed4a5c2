import type { TCertificate } from '@groundwork/shared';
import type { vendorInsuranceCertificates } from '../../db/schema/index.ts';

export type CertificateRow = typeof vendorInsuranceCertificates.$inferSelect;

export function certificateJson(c: CertificateRow): TCertificate {
  return {
    id: c.id,
    vendor_id: c.vendorId,
    kind: c.kind,
    carrier: c.carrier,
    policy_number: c.policyNumber,
    each_occurrence_cents: c.eachOccurrenceCents,
    aggregate_cents: c.aggregateCents,
    effective_date: c.effectiveDate,
    expiry_date: c.expiryDate,
    file_path: c.filePath,
    created_at: c.createdAt.toISOString(),
    updated_at: c.updatedAt.toISOString(),
  };
}
