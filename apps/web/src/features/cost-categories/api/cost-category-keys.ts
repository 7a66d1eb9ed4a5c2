import type { TAccount, TCostCategory } from '@groundwork/shared';

/** Every cost-category query starts with 'cost-categories'; accounts with 'chart-of-accounts'. */
export const costCategoryKeys = {
  all: ['cost-categories'] as const,
  list: ['cost-categories', 'list'] as const,
  activeAccounts: ['chart-of-accounts', 'active'] as const,
};

export type TCostCategoryList = { items: TCostCategory[] };
export type TAccountList = { items: TAccount[] };
