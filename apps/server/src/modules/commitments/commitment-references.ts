import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { costCategories, projects, standardCostCodes, vendors } from '../../db/schema/index.ts';
import { vendorCompliance } from '../vendors/vendor-compliance.ts';
import { CommitmentErrors } from './commitments.errors.ts';

/** The job of a new commitment: the caller's organization's, and active. */
export async function activeJob(tx: Db, organizationId: string, jobId: string) {
  const [job] = await tx
    .select({ id: projects.id, status: projects.status })
    .from(projects)
    .where(and(eq(projects.organizationId, organizationId), eq(projects.id, jobId)));
  if (!job) throw CommitmentErrors.jobNotFound();
  if (job.status !== 'active') throw CommitmentErrors.jobInactive();
  return job;
}

/**
 * The vendor of a commitment: the organization's, active, and not blocked by its compliance. Answers
 * the warnings to show (insurance or licence expiring or expired).
 */
export async function usableVendor(tx: Db, organizationId: string, vendorId: string): Promise<string[]> {
  const [vendor] = await tx
    .select({ id: vendors.id, isActive: vendors.isActive })
    .from(vendors)
    .where(and(eq(vendors.organizationId, organizationId), eq(vendors.id, vendorId)));
  if (!vendor) throw CommitmentErrors.vendorNotFound();
  if (!vendor.isActive) throw CommitmentErrors.vendorInactive();
  const compliance = await vendorCompliance(tx, organizationId, vendorId);
  if (compliance.blocks) throw CommitmentErrors.vendorBlocked(compliance.reasons);
  return compliance.status === 'expired' || compliance.status === 'expiring' ? compliance.reasons : [];
}

/**
 * The cost codes and categories of schedule lines: the organization's, active, and codes that are not
 * group headings (XX-0000). Codes already on the commitment stay allowed when `keep` lists them, so a
 * code deactivated after the fact does not block editing the rest.
 */
export async function checkLineCodes(
  tx: Db,
  organizationId: string,
  lines: readonly { cost_code_id: string | null; cost_category_id: string | null }[],
  keep: { codes: ReadonlySet<string>; categories: ReadonlySet<string> } = {
    codes: new Set(),
    categories: new Set(),
  },
): Promise<void> {
  const codeIds = [...new Set(lines.flatMap((l) => (l.cost_code_id ? [l.cost_code_id] : [])))];
  const categoryIds = [...new Set(lines.flatMap((l) => (l.cost_category_id ? [l.cost_category_id] : [])))];
  if (codeIds.length > 0) {
    const codes = await tx
      .select({
        id: standardCostCodes.id,
        isParent: standardCostCodes.isParent,
        isActive: standardCostCodes.isActive,
      })
      .from(standardCostCodes)
      .where(
        and(eq(standardCostCodes.organizationId, organizationId), inArray(standardCostCodes.id, codeIds)),
      );
    for (const id of codeIds) {
      const code = codes.find((c) => c.id === id);
      if (!code) throw CommitmentErrors.costCodeNotFound();
      if (code.isParent) throw CommitmentErrors.costCodeParent();
      if (!code.isActive && !keep.codes.has(id)) throw CommitmentErrors.costCodeInactive();
    }
  }
  if (categoryIds.length > 0) {
    const categories = await tx
      .select({ id: costCategories.id, isActive: costCategories.isActive })
      .from(costCategories)
      .where(and(eq(costCategories.organizationId, organizationId), inArray(costCategories.id, categoryIds)));
    for (const id of categoryIds) {
      const category = categories.find((c) => c.id === id);
      if (!category) throw CommitmentErrors.costCategoryNotFound();
      if (!category.isActive && !keep.categories.has(id)) throw CommitmentErrors.costCategoryInactive();
    }
  }
}
