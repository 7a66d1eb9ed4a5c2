import type { TCompanyStatusFilter, TSubscriptionTier, TSupportRoleFilter } from '../support-types';

export type TCompanyListParams = {
  search: string;
  tier: TSubscriptionTier | '';
  status: TCompanyStatusFilter;
  page: number;
  pageSize: number;
};

export type TUserListParams = {
  search: string;
  organizationId: string;
  role: TSupportRoleFilter | '';
  page: number;
  pageSize: number;
};

/**
 * Every client-support query starts with 'support': a change to a company or a user can move the
 * overview counts, the lists and the detail page at once, so mutations invalidate the whole prefix.
 */
export const supportKeys = {
  all: ['support'] as const,
  overview: ['support', 'overview'] as const,
  companyList: (params: TCompanyListParams) => ['support', 'companies', 'list', params] as const,
  companyOptions: ['support', 'companies', 'options'] as const,
  company: (id: string) => ['support', 'companies', 'detail', id] as const,
  companyUsers: (id: string) => ['support', 'companies', 'users', id] as const,
  userList: (params: TUserListParams) => ['support', 'users', 'list', params] as const,
  internalAdmins: ['support', 'internal-admins'] as const,
};
