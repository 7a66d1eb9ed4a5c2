import type { TVendorCommitment } from '@groundwork/shared';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { commitmentLines, commitments, projects } from '../../db/schema/index.ts';
import type { TenantCaller } from '../../lib/api-route.ts';
import { findVendorRow } from './get-vendor.ts';

/** The vendor's subcontracts and purchase orders, newest first, with their original amount. */
export async function findVendorCommitments(
  tx: Db,
  caller: TenantCaller,
  vendorId: string,
): Promise<TVendorCommitment[]> {
  await findVendorRow(tx, caller, vendorId);
  const original = sql<number>`coalesce((
    select sum(${commitmentLines.originalCents}) from ${commitmentLines}
    where ${commitmentLines.organizationId} = ${commitments.organizationId}
      and ${commitmentLines.commitmentId} = ${commitments.id}
  ), 0)::bigint`.mapWith(Number);
  const rows = await tx
    .select({
      id: commitments.id,
      commitment_number: commitments.commitmentNumber,
      kind: commitments.kind,
      description: commitments.description,
      status: commitments.status,
      job_id: commitments.jobId,
      job_number: projects.projectNumber,
      job_name: projects.projectName,
      original_cents: original,
      createdAt: commitments.createdAt,
    })
    .from(commitments)
    .innerJoin(
      projects,
      and(eq(projects.organizationId, commitments.organizationId), eq(projects.id, commitments.jobId)),
    )
    .where(and(eq(commitments.organizationId, caller.organizationId), eq(commitments.vendorId, vendorId)))
    .orderBy(desc(commitments.createdAt));
  return rows.map(({ createdAt, ...rest }) => ({ ...rest, created_at: createdAt.toISOString() }));
}
