import type {
  COMPANY_STATUS_FILTERS,
  SUPPORT_ROLE_FILTERS,
  TOrganization,
  TSupportCompany,
} from '@groundwork/shared';

export type { TSubscriptionTier } from '@groundwork/shared';
export type TCompanyStatusFilter = (typeof COMPANY_STATUS_FILTERS)[number];
export type TSupportRoleFilter = (typeof SUPPORT_ROLE_FILTERS)[number];

/** GET /support/companies/{id}: the list row plus every organization field. */
export type TSupportCompanyDetail = TSupportCompany & TOrganization;
