import { can, type TPermission } from '@groundwork/shared';
import type { Db } from '../../db/client.ts';
import { type TenantCaller, tenantCaller } from '../../lib/api-route.ts';
import { type RequestAuth, rolesInOrganization } from '../../lib/request-auth.ts';
import { withTenant } from '../../lib/tenant.ts';
import { countInvoicesToApprove } from '../ap-invoices/find-ap-invoices.ts';
import { countUnreconciledBankAccounts } from '../bank-accounts/unreconciled-accounts.ts';
import { countMissingSubReportsBadge } from '../certified-reports/sub-reports.ts';
import { countPendingCustomerChangeOrders } from '../customer-change-orders/find-customer-change-orders.ts';
import { countOutstandingWaivers } from '../lien-waivers/lien-waiver-json.ts';
import { countPendingVendorChangeOrders } from '../vendor-change-orders/find-vendor-change-orders.ts';
import { countVendorsNeedingAttention } from '../vendors/find-vendors.ts';

type TBadgeSource = {
  /** The dashboard tile's route the count shows on. */
  href: string;
  /** Counted only for people who may open what it counts. */
  permission: TPermission;
  count: (tx: Db, caller: TenantCaller) => Promise<number>;
};

/** Each module adds its count here as it lands (pending change orders, invoices to approve, …). */
const BADGE_SOURCES: readonly TBadgeSource[] = [
  // Active vendors whose insurance or license has expired or expires within 30 days (issue 14).
  { href: '/vendors/setup', permission: 'jobcost:read', count: countVendorsNeedingAttention },
  // Vendor change orders waiting for a decision (issue 14).
  { href: '/change-orders/vendor', permission: 'jobcost:read', count: countPendingVendorChangeOrders },
  // Customer change orders waiting for a decision (issue 15).
  { href: '/change-orders/customer', permission: 'billing:read', count: countPendingCustomerChangeOrders },
  // Vendor invoices entered and waiting for the caller's approval under the company's setting (issue 16).
  { href: '/invoices/enter', permission: 'payables:approve', count: countInvoicesToApprove },
  // Lien waivers requested or received and not yet verified (issue 16).
  { href: '/lien-waivers', permission: 'payables:read', count: countOutstandingWaivers },
  // Subcontractors' weekly certified payrolls missing on the prime prevailing-wage jobs (issue 22).
  { href: '/payroll', permission: 'certified:read', count: countMissingSubReportsBadge },
  // Active bank accounts not reconciled for last month (issue 23).
  { href: '/reconciliation', permission: 'reconciliation:read', count: countUnreconciledBankAccounts },
];

/** The dashboard's badge counts by tile route, in one transaction of the caller's organization. */
export async function dashboardBadges(
  db: Db,
  auth: RequestAuth,
  requestId: string | undefined,
): Promise<Record<string, number>> {
  const badges: Record<string, number> = {};
  if (!auth.organizationId || auth.mustChangePassword) return badges;
  const roles = rolesInOrganization(auth);
  const sources = BADGE_SOURCES.filter((source) => can(roles, source.permission));
  if (sources.length === 0) return badges;
  const caller = tenantCaller(auth, requestId);
  await withTenant(db, caller, async (tx) => {
    for (const source of sources) badges[source.href] = await source.count(tx, caller);
  });
  return badges;
}
