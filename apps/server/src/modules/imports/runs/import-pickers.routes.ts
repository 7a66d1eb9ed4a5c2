import { type TImportPickers, ZImportPickers } from '@groundwork/shared';
import { z } from '@hono/zod-openapi';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { chartOfAccounts, customers, projects, vendors } from '../../../db/schema/index.ts';
import type { AppDeps } from '../../../deps.ts';
import { apiRoute, jsonResponse, newApi } from '../../../lib/api-route.ts';
import { IMPORT_TAGS, importRunner } from '../import-route-helpers.ts';

const ZOnBehalfQuery = z.object({
  organization_id: z
    .string()
    .optional()
    .openapi({ description: 'Internal support: the client company to act for (support:read)' }),
});

/** The company's chart (active and inactive), active customers and vendors, and every job. */
export async function findImportPickers(tx: Db, organizationId: string): Promise<TImportPickers> {
  // One after another: the queries share the request's transaction.
  const accounts = await tx
    .select({
      id: chartOfAccounts.id,
      account_number: chartOfAccounts.accountNumber,
      account_name: chartOfAccounts.accountName,
      account_type: chartOfAccounts.accountType,
      is_active: chartOfAccounts.isActive,
    })
    .from(chartOfAccounts)
    .where(eq(chartOfAccounts.organizationId, organizationId))
    .orderBy(asc(chartOfAccounts.accountNumber));
  const customerRows = await tx
    .select({ id: customers.id, name: customers.name })
    .from(customers)
    .where(and(eq(customers.organizationId, organizationId), eq(customers.isActive, true)))
    .orderBy(asc(customers.name), asc(customers.id));
  const vendorRows = await tx
    .select({ id: vendors.id, name: vendors.name })
    .from(vendors)
    .where(and(eq(vendors.organizationId, organizationId), eq(vendors.isActive, true)))
    .orderBy(asc(vendors.name), asc(vendors.id));
  const jobs = await tx
    .select({
      id: projects.id,
      project_number: projects.projectNumber,
      project_name: projects.projectName,
      customer_id: projects.customerId,
    })
    .from(projects)
    .where(eq(projects.organizationId, organizationId))
    .orderBy(asc(projects.projectNumber));
  return { accounts, customers: customerRows, vendors: vendorRows, jobs };
}

/**
 * The lists the wizard's Map step maps onto, in one answer. The wizard must not ask the chart,
 * customer, vendor and job endpoints: for internal support they answer the support user's own
 * company, not the client company named by `?organization_id=`.
 */
export function importPickerRoutes(deps: AppDeps) {
  const run = importRunner(deps);
  const api = newApi();

  api.openapi(
    apiRoute(deps, 'imports:run', {
      method: 'get',
      path: '/imports/pickers',
      tags: IMPORT_TAGS,
      summary:
        "The Map step's lists of the run's company: every account, active customers and vendors, every job",
      request: { query: ZOnBehalfQuery },
      responses: { 200: jsonResponse('The lists', ZImportPickers) },
    }),
    async (c) => c.json(await run(c, (tx, caller) => findImportPickers(tx, caller.organizationId)), 200),
  );

  return api;
}
