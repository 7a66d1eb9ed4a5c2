import type { TAccountType, TCsvTemplateEntity, TImportAccountSubtype } from '@groundwork/shared';

export const ACCOUNT_TYPE_LABELS: Record<TAccountType, string> = {
  asset: 'Asset',
  liability: 'Liability',
  equity: 'Equity',
  revenue: 'Revenue',
  expense: 'Expense',
};

export const SUBTYPE_LABELS: Record<TImportAccountSubtype, string> = {
  bank: 'Bank',
  ar: 'Accounts receivable',
  other_current_asset: 'Other current asset',
  fixed_asset: 'Fixed asset',
  other_asset: 'Other asset',
  ap: 'Accounts payable',
  credit_card: 'Credit card',
  other_current_liability: 'Other current liability',
  long_term_liability: 'Long-term liability',
  equity: 'Equity',
  income: 'Income',
  other_income: 'Other income',
  cogs: 'Cost of goods sold',
  expense: 'Expense',
  other_expense: 'Other expense',
};

export const CSV_ENTITY_CARDS: Record<TCsvTemplateEntity, { title: string; description: string }> = {
  accounts: { title: 'Chart of accounts', description: 'Numbers, names, types and parents.' },
  customers: { title: 'Customers', description: 'Names, contacts and addresses.' },
  jobs: { title: 'Jobs', description: 'Jobs with their customers, dates and status.' },
  vendors: { title: 'Vendors', description: 'Vendors and subcontractors, 1099 flag and tax ID.' },
  open_invoices: { title: 'Open invoices', description: 'Unpaid customer invoices with retainage held.' },
  open_bills: { title: 'Open bills', description: 'Unpaid vendor bills with retainage held.' },
  trial_balance: { title: 'Trial balance', description: 'Every account’s balance at the cut-over.' },
  bank_items: { title: 'Outstanding checks and deposits', description: 'Open bank items at the cut-over.' },
  job_cost: { title: 'Job-to-date cost', description: 'Cost by job, cost code and category.' },
};
