import type { TCertificate, TCreateCertificate, TUpdateCertificate } from '@groundwork/shared';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { vendorInsuranceCertificates as certificates } from '../../db/schema/index.ts';
import type { TenantCaller } from '../../lib/api-route.ts';
import { audit } from '../../lib/audit.ts';
import { type CertificateRow, certificateJson } from './certificate-json.ts';
import { findVendorRow } from './get-vendor.ts';
import { assertVendorFile, type VendorFiles } from './vendor-files.ts';
import { VendorErrors } from './vendors.errors.ts';

const ofVendor = (caller: TenantCaller, vendorId: string) =>
  and(eq(certificates.organizationId, caller.organizationId), eq(certificates.vendorId, vendorId));

/** A vendor's certificates by kind, latest expiry first. */
export async function findCertificates(
  tx: Db,
  caller: TenantCaller,
  vendorId: string,
): Promise<TCertificate[]> {
  await findVendorRow(tx, caller, vendorId);
  const rows = await tx
    .select()
    .from(certificates)
    .where(ofVendor(caller, vendorId))
    .orderBy(asc(certificates.kind), desc(certificates.expiryDate));
  return rows.map(certificateJson);
}

async function findCertificateRow(
  tx: Db,
  caller: TenantCaller,
  vendorId: string,
  id: string,
): Promise<CertificateRow> {
  await findVendorRow(tx, caller, vendorId);
  const [row] = await tx
    .select()
    .from(certificates)
    .where(and(ofVendor(caller, vendorId), eq(certificates.id, id)))
    .for('update');
  if (!row) throw VendorErrors.certificateNotFound();
  return row;
}

function certificateColumns(input: TUpdateCertificate) {
  return {
    kind: input.kind,
    carrier: input.carrier,
    policyNumber: input.policy_number,
    eachOccurrenceCents: input.each_occurrence_cents,
    aggregateCents: input.aggregate_cents,
    effectiveDate: input.effective_date,
    expiryDate: input.expiry_date,
    filePath: input.file_path,
  };
}

export async function createCertificate(
  tx: Db,
  files: VendorFiles,
  caller: TenantCaller,
  vendorId: string,
  input: TCreateCertificate,
): Promise<TCertificate> {
  await findVendorRow(tx, caller, vendorId);
  if (input.file_path) await assertVendorFile(files, caller.organizationId, vendorId, input.file_path);
  const [row] = await tx
    .insert(certificates)
    .values({
      organizationId: caller.organizationId,
      vendorId,
      kind: input.kind,
      carrier: input.carrier,
      policyNumber: input.policy_number,
      eachOccurrenceCents: input.each_occurrence_cents,
      aggregateCents: input.aggregate_cents,
      effectiveDate: input.effective_date,
      expiryDate: input.expiry_date,
      filePath: input.file_path,
      createdBy: caller.userId,
    })
    .returning();
  if (!row) throw new Error('certificate insert returned no row');
  const certificate = certificateJson(row);
  await audit(tx, {
    organizationId: caller.organizationId,
    actorId: caller.userId,
    action: 'create_vendor_certificate',
    entity: 'vendor_insurance_certificates',
    entityId: row.id,
    after: certificate,
    requestId: caller.requestId,
  });
  return certificate;
}

/** Edits a certificate; answers it and the file the edit replaced or removed (deleted after commit). */
export async function updateCertificate(
  tx: Db,
  files: VendorFiles,
  caller: TenantCaller,
  vendorId: string,
  id: string,
  input: TUpdateCertificate,
): Promise<{ certificate: TCertificate; replacedFile: string | null }> {
  const before = await findCertificateRow(tx, caller, vendorId, id);
  const effective = input.effective_date ?? before.effectiveDate;
  const expiry = input.expiry_date ?? before.expiryDate;
  if (expiry < effective) throw VendorErrors.certificateDates();
  if (input.file_path) await assertVendorFile(files, caller.organizationId, vendorId, input.file_path);
  const [row] = await tx
    .update(certificates)
    .set({ ...certificateColumns(input), updatedAt: new Date() })
    .where(and(ofVendor(caller, vendorId), eq(certificates.id, id)))
    .returning();
  if (!row) throw VendorErrors.certificateNotFound();
  const certificate = certificateJson(row);
  await audit(tx, {
    organizationId: caller.organizationId,
    actorId: caller.userId,
    action: 'update_vendor_certificate',
    entity: 'vendor_insurance_certificates',
    entityId: id,
    before: certificateJson(before),
    after: certificate,
    requestId: caller.requestId,
  });
  const replacedFile = before.filePath && before.filePath !== row.filePath ? before.filePath : null;
  return { certificate, replacedFile };
}

/** Deletes a certificate; answers its file (deleted from the store after commit). */
export async function deleteCertificate(
  tx: Db,
  caller: TenantCaller,
  vendorId: string,
  id: string,
): Promise<{ replacedFile: string | null }> {
  const before = await findCertificateRow(tx, caller, vendorId, id);
  await tx.delete(certificates).where(and(ofVendor(caller, vendorId), eq(certificates.id, id)));
  await audit(tx, {
    organizationId: caller.organizationId,
    actorId: caller.userId,
    action: 'delete_vendor_certificate',
    entity: 'vendor_insurance_certificates',
    entityId: id,
    before: certificateJson(before),
    requestId: caller.requestId,
  });
  return { replacedFile: before.filePath };
}
