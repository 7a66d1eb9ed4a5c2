import type { TPermission } from '@groundwork/shared/roles/permissions';

/**
 * Every report of the product, grouped as the reports home shows them (issue 17, item 1). `key` is the
 * report's key for its remembered parameters (useReportParams) when it has any; `permission` hides a
 * report the person may not read (the server refuses it anyway).
 */
export type TReportEntry = {
  title: string;
  description: string;
  path: string;
  permission: TPermission;
  key?: string;
};

export type TReportGroup = { title: string; reports: readonly TReportEntry[] };

export const REPORT_GROUPS: readonly TReportGroup[] = [
  {
    title: 'Financial statements',
    reports: [
      {
        title: 'Balance Sheet',
        description: 'Assets, liabilities and equity as of a date, with retained and current-year earnings',
        path: '/reports/balance-sheet',
        permission: 'ledger:read',
        key: 'balance-sheet',
      },
      {
        title: 'Profit and Loss',
        description: 'Revenue, job costs and expenses for a period, by month, against a prior period or year',
        path: '/reports/profit-and-loss',
        permission: 'ledger:read',
        key: 'profit-and-loss',
      },
      {
        title: 'Trial Balance',
        description: 'Every account as of a date, or opening, activity and closing for a period',
        path: '/chart-of-accounts/trial-balance',
        permission: 'ledger:read',
        key: 'trial-balance',
      },
    ],
  },
  {
    title: 'Ledgers',
    reports: [
      {
        title: 'General Ledger Detail',
        description: 'The lines of a range of accounts with opening and running balances',
        path: '/reports/general-ledger',
        permission: 'ledger:read',
        key: 'general-ledger',
      },
      {
        title: 'Journal Entries',
        description: 'Every posted entry, searchable, with its source document',
        path: '/journal-entries',
        permission: 'ledger:read',
      },
      {
        title: 'Chart of Accounts',
        description: "Each account's balance and, from it, its lines",
        path: '/chart-of-accounts',
        permission: 'ledger:read',
      },
    ],
  },
  {
    title: 'Receivables and payables',
    reports: [
      {
        title: 'AR Aging',
        description: 'What customers owe by days past due, retainage apart, tied to the ledger',
        path: '/billing/receivables',
        permission: 'billing:read',
        key: 'ar-aging',
      },
      {
        title: 'AP Aging',
        description: 'What you owe vendors by days past due, retainage apart, tied to the ledger',
        path: '/invoices/aging',
        permission: 'payables:read',
        key: 'ap-aging',
      },
      {
        title: 'Customer Statements',
        description: 'Activity and open items per customer, as PDF',
        path: '/reports/customer-statements',
        permission: 'billing:read',
        key: 'customer-statements',
      },
      {
        title: 'Vendor Statements',
        description: 'Bills, payments and open items per vendor, as PDF',
        path: '/reports/vendor-statements',
        permission: 'payables:read',
        key: 'vendor-statements',
      },
      {
        title: 'Open Retainage by Job',
        description: 'Retainage receivable and payable still held, per job',
        path: '/reports/open-retainage',
        permission: 'billing:read',
        key: 'open-retainage',
      },
      {
        title: '1099 Report',
        description: 'Payments to 1099 vendors by calendar year',
        path: '/invoices/1099',
        permission: 'payables:read',
      },
    ],
  },
  {
    title: 'Job reports',
    reports: [
      {
        title: 'Job Cost Report',
        description: 'Budget, committed, actual, cost to complete and variance by cost code and category',
        path: '/reports/job-cost',
        permission: 'jobcost:read',
        key: 'job-cost',
      },
      {
        title: 'WIP Schedule',
        description: 'Percent complete, earned revenue, over/under billing; post the WIP adjustment',
        path: '/reports/wip',
        permission: 'jobcost:read',
        key: 'wip',
      },
      {
        title: 'Job Profitability',
        description: 'Projected gross margin month by month: the profit fade a surety reads',
        path: '/reports/profit-fade',
        permission: 'jobcost:read',
        key: 'profit-fade',
      },
    ],
  },
];

const LABELS: Record<string, string> = {
  as_of: 'as of',
  from: 'from',
  to: 'to',
  period_end: 'period',
  compare: 'compared with',
  by_month: 'by month',
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A short line of remembered parameters: "as of 2026-03-31 · compared with prior year". */
export function describeParams(params: Record<string, unknown> | null | undefined): string {
  if (!params) return '';
  const parts: string[] = [];
  for (const [key, value] of Object.entries(params)) {
    if (value === null || value === undefined || value === '' || value === false) continue;
    if (Array.isArray(value)) {
      if (value.length > 0)
        parts.push(`${value.length} ${key.replace(/_ids?$/, '').replaceAll('_', ' ')}(s)`);
      continue;
    }
    if (typeof value === 'object') continue;
    // An id says nothing to a person (the report itself shows the job's or party's name).
    if (typeof value === 'string' && UUID.test(value)) continue;
    const label = LABELS[key] ?? key.replace(/_id$/, '').replaceAll('_', ' ');
    parts.push(value === true ? label : `${label} ${String(value).replaceAll('_', ' ')}`);
    if (parts.length === 4) break;
  }
  return parts.join(' · ');
}
