import {
  GL_ACCOUNT_TYPES,
  normalBalanceOf,
  type TAccountType,
  type TAccountWithBalance,
} from '@groundwork/shared';

export const ACCOUNT_TYPE_TITLES: Record<TAccountType, string> = {
  asset: 'Assets',
  liability: 'Liabilities',
  equity: 'Equity',
  revenue: 'Revenue',
  expense: 'Expenses',
};

export const ACCOUNT_TYPE_LABELS: Record<TAccountType, string> = {
  asset: 'Asset',
  liability: 'Liability',
  equity: 'Equity',
  revenue: 'Revenue',
  expense: 'Expense',
};

export type TAccountRow = { account: TAccountWithBalance; depth: number };

export type TAccountGroup = {
  type: TAccountType;
  title: string;
  rows: TAccountRow[];
  /** Σ balances in the type's normal direction: a contra account (say, accumulated depreciation) counts against it. */
  subtotal_cents: number;
};

type TAccountLike = Pick<TAccountWithBalance, 'id' | 'account_number' | 'account_type' | 'parent_id'>;

const byNumber = (a: TAccountLike, b: TAccountLike) =>
  a.account_number.localeCompare(b.account_number, 'en', { numeric: true });

/** A balance in its type's normal direction (contra accounts' own balances count negatively). */
export function balanceForType(account: TAccountWithBalance): number {
  return account.normal_balance === normalBalanceOf(account.account_type)
    ? account.balance_cents
    : -account.balance_cents;
}

/**
 * The chart as the page shows it: one group per type (assets first), accounts in number order with each
 * sub-account right under its parent, one level deeper. An account whose parent is not in the list
 * (filtered out by a search, or of another type) stands at the top level.
 */
export function groupAccounts(accounts: readonly TAccountWithBalance[]): TAccountGroup[] {
  const ids = new Set(accounts.map((account) => account.id));
  const childrenOf = new Map<string, TAccountWithBalance[]>();
  const roots: TAccountWithBalance[] = [];
  for (const account of accounts) {
    const parent = account.parent_id && ids.has(account.parent_id) ? account.parent_id : null;
    if (parent) childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), account]);
    else roots.push(account);
  }
  const groups = new Map<TAccountType, TAccountGroup>();
  for (const type of GL_ACCOUNT_TYPES) {
    groups.set(type, { type, title: ACCOUNT_TYPE_TITLES[type], rows: [], subtotal_cents: 0 });
  }
  const seen = new Set<string>();
  const visit = (account: TAccountWithBalance, depth: number, group: TAccountGroup) => {
    // A cycle in bad data must not hang the page.
    if (seen.has(account.id)) return;
    seen.add(account.id);
    group.rows.push({ account, depth });
    group.subtotal_cents += balanceForType(account);
    for (const child of [...(childrenOf.get(account.id) ?? [])].sort(byNumber))
      visit(child, depth + 1, group);
  };
  for (const root of [...roots].sort(byNumber)) {
    const group = groups.get(root.account_type);
    if (group) visit(root, 0, group);
  }
  return [...groups.values()];
}

/** Accounts a parent may be chosen from: the same type, not the account itself nor one under it. */
export function parentChoices<TItem extends TAccountLike>(
  accounts: readonly TItem[],
  type: TAccountType,
  accountId: string | null,
): TItem[] {
  const below = new Set<string>();
  if (accountId) {
    below.add(accountId);
    let isGrowing = true;
    while (isGrowing) {
      isGrowing = false;
      for (const account of accounts) {
        if (account.parent_id && below.has(account.parent_id) && !below.has(account.id)) {
          below.add(account.id);
          isGrowing = true;
        }
      }
    }
  }
  return accounts.filter((account) => account.account_type === type && !below.has(account.id)).sort(byNumber);
}

/** Why an account cannot be deleted, or null when it can. */
export function deleteBlocker(account: TAccountWithBalance, hasChildren = false): string | null {
  if (account.system_key) return 'A system account cannot be deleted';
  if (account.has_postings) return 'This account has postings: deactivate it instead';
  if (hasChildren) return 'This account has sub-accounts: move or delete them first';
  return null;
}

/** The ids of accounts that are some account's parent. */
export function parentIds(accounts: readonly TAccountWithBalance[]): ReadonlySet<string> {
  return new Set(accounts.flatMap((account) => (account.parent_id ? [account.parent_id] : [])));
}

/** Why an account cannot be deactivated, or null when it can (the server checks again). */
export function deactivateBlocker(account: TAccountWithBalance): string | null {
  if (account.system_key) return 'A system account cannot be deactivated';
  if (account.balance_cents !== 0) return 'Only an account with a zero balance can be deactivated';
  return null;
}
