/**
 * Every login-required page of the product (spec §2): its title, subtitle, breadcrumb parent, sidebar
 * area, access rule and the page component that renders it. The router builds its routes from this
 * table, the header builds breadcrumbs and the back button from it, the sidebar highlights by `area`.
 *
 * A later issue that builds a real page adds a loader to PAGE_LOADERS (router.tsx) and changes the
 * entry's `page` from 'placeholder' to its key.
 */

export type TRouteArea =
  | 'dashboard'
  | 'customers'
  | 'job-cost'
  | 'employees'
  | 'accounting'
  | 'settings'
  | 'support';

export type TPageKey =
  | 'dashboard'
  | 'customer-setup'
  | 'customer-detail'
  | 'job-setup'
  | 'job-detail'
  | 'vendor-setup'
  | 'vendor-detail'
  | 'subcontract-setup'
  | 'commitment-form'
  | 'commitment-detail'
  | 'vendor-change-orders'
  | 'vendor-change-order-new'
  | 'vendor-change-order'
  | 'enter-invoice'
  | 'ap-invoice'
  | 'pay-bills'
  | 'check-register'
  | 'retainage-payable'
  | 'lien-waivers'
  | 'ap-aging'
  | 'form-1099'
  | 'customer-change-orders'
  | 'customer-change-order-new'
  | 'customer-change-order'
  | 'billing'
  | 'pay-application'
  | 'billing-receipts'
  | 'billing-receivables'
  | 'company-settings'
  | 'company-profile'
  | 'business-settings'
  | 'profile-settings'
  | 'employee-management'
  | 'third-party-users'
  | 'company-branding'
  | 'cost-codes'
  | 'cost-categories'
  | 'all-imports'
  | 'journal-entries'
  | 'journal-entry-new'
  | 'journal-entry'
  | 'ledger-periods'
  | 'chart-of-accounts'
  | 'trial-balance'
  | 'opening-balances'
  | 'account-detail'
  | 'support-dashboard'
  | 'support-companies'
  | 'support-company-detail'
  | 'support-users'
  | 'support-internal-admins'
  | 'reports-home'
  | 'profit-and-loss'
  | 'balance-sheet'
  | 'general-ledger'
  | 'job-cost-report'
  | 'certified-payroll'
  | 'certified-job'
  | 'certified-report'
  | 'certified-setup'
  | 'certified-compliance'
  | 'time-entry'
  | 'time-approvals'
  | 'crews'
  | 'payroll'
  | 'payroll-run'
  | 'payroll-liabilities'
  | 'my-pay-stubs'
  | 'payroll-settings'
  | 'tax-parameters'
  | 'employee-pay'
  | 'employee-reports'
  | 'wip-schedule'
  | 'profit-fade'
  | 'customer-statements'
  | 'vendor-statements'
  | 'open-retainage'
  | 'bank-accounts'
  | 'bank-account'
  | 'bank-rules'
  | 'reconciliation-workspace'
  | 'reconciliation-report'
  | 'imports-hub'
  | 'import-run'
  | 'placeholder';

export type TAppRoute = {
  /** Absolute react-router pattern. */
  path: string;
  title: string;
  /** One line under the title. */
  subtitle: string;
  /** Pattern of the breadcrumb parent; none means the back button goes back in history. */
  parent?: string;
  area: TRouteArea;
  /** 'internal': director or super_admin only (others are sent to /). */
  access: 'auth' | 'internal';
  page: TPageKey;
  /**
   * Query parameters the page's breadcrumbs and back button carry to a parent that takes them too:
   * internal support importing for a client company (`organization_id`) stays on it from a run to the hub.
   */
  keepParams?: readonly string[];
};

/**
 * The breadcrumb root. The spec makes "/" (Dashboard) the parent of the area pages; "/" itself is the
 * landing page, which offers signed-in visitors a "Go to dashboard" button.
 */
export const ROOT_CRUMB = { path: '/', title: 'Dashboard' } as const;

const COMPANY = '/settings/company';
const SUPPORT = '/customer-support';

export const APP_ROUTES: readonly TAppRoute[] = [
  {
    path: '/dashboard',
    title: 'Dashboard',
    subtitle: 'Overview of every module',
    area: 'dashboard',
    access: 'auth',
    page: 'dashboard',
  },
  // Customer management
  {
    path: '/customers/setup',
    title: 'Customer Setup',
    subtitle: 'Add and manage your customers',
    parent: '/',
    area: 'customers',
    access: 'auth',
    page: 'customer-setup',
  },
  // After /customers/setup: findAppRoute takes the first match, and ':id' would match 'setup' too.
  {
    path: '/customers/:id',
    title: 'Customer',
    subtitle: "A customer's details and jobs",
    parent: '/customers/setup',
    area: 'customers',
    access: 'auth',
    page: 'customer-detail',
  },
  {
    path: '/jobs/setup',
    title: 'Job Setup',
    subtitle: 'Create and configure construction jobs',
    parent: '/',
    area: 'customers',
    access: 'auth',
    page: 'job-setup',
  },
  {
    path: '/jobs/:id',
    title: 'Job',
    subtitle: "A job's details, budget and status",
    parent: '/jobs/setup',
    area: 'customers',
    access: 'auth',
    page: 'job-detail',
  },
  {
    path: '/change-orders/customer',
    title: 'Customer Change Orders',
    subtitle: 'Track change orders requested by your customers',
    parent: '/',
    area: 'customers',
    access: 'auth',
    page: 'customer-change-orders',
  },
  {
    path: '/change-orders/customer/new',
    title: 'New customer change order',
    subtitle: 'Contract and budget lines for one job, numbered per job',
    parent: '/change-orders/customer',
    area: 'customers',
    access: 'auth',
    page: 'customer-change-order-new',
  },
  {
    path: '/change-orders/customer/:id',
    title: 'Customer change order',
    subtitle: 'Its contract and budget lines; approve or reject a pending one',
    parent: '/change-orders/customer',
    area: 'customers',
    access: 'auth',
    page: 'customer-change-order',
  },
  {
    path: '/billing',
    title: 'Billing',
    subtitle: 'Bill customers for work completed on their jobs',
    parent: '/',
    area: 'customers',
    access: 'auth',
    page: 'billing',
  },
  {
    path: '/billing/applications/:id',
    title: 'Pay application',
    subtitle: 'The continuation sheet and the summary of one application',
    parent: '/billing',
    area: 'customers',
    access: 'auth',
    page: 'pay-application',
  },
  // Before any '/billing/:id': findAppRoute takes the first match.
  {
    path: '/billing/receipts',
    title: 'Receipts',
    subtitle: 'Customer payments, applied to approved applications',
    parent: '/billing',
    area: 'customers',
    access: 'auth',
    page: 'billing-receipts',
  },
  {
    path: '/billing/receivables',
    title: 'Receivables',
    subtitle: 'Customer balances and AR aging',
    parent: '/billing',
    area: 'customers',
    access: 'auth',
    page: 'billing-receivables',
  },
  // Job cost management
  {
    path: '/vendors/setup',
    title: 'Vendor Setup',
    subtitle: 'Add and manage your vendors and suppliers',
    parent: '/',
    area: 'job-cost',
    access: 'auth',
    page: 'vendor-setup',
  },
  {
    path: '/vendors/:id',
    title: 'Vendor',
    subtitle: "A vendor's details, insurance, W-9, license and commitments",
    parent: '/vendors/setup',
    area: 'job-cost',
    access: 'auth',
    page: 'vendor-detail',
  },
  {
    path: '/subcontracts/setup',
    title: 'Subcontract Setup',
    subtitle: 'Set up subcontracts with your subcontractors',
    parent: '/',
    area: 'job-cost',
    access: 'auth',
    page: 'subcontract-setup',
  },
  {
    path: '/subcontracts/new',
    title: 'New commitment',
    subtitle: 'A subcontract or purchase order with its schedule of values',
    parent: '/subcontracts/setup',
    area: 'job-cost',
    access: 'auth',
    page: 'commitment-form',
  },
  {
    path: '/subcontracts/:id',
    title: 'Commitment',
    subtitle: 'A subcontract or purchase order: schedule, totals, change orders',
    parent: '/subcontracts/setup',
    area: 'job-cost',
    access: 'auth',
    page: 'commitment-detail',
  },
  {
    path: '/subcontracts/:id/edit',
    title: 'Edit commitment',
    subtitle: 'Draft and issued: everything; executed: description, dates and scope',
    parent: '/subcontracts/:id',
    area: 'job-cost',
    access: 'auth',
    page: 'commitment-form',
  },
  {
    path: '/change-orders/vendor',
    title: 'Vendor Change Orders',
    subtitle: 'Track change orders on vendor and subcontract commitments',
    parent: '/',
    area: 'job-cost',
    access: 'auth',
    page: 'vendor-change-orders',
  },
  {
    path: '/change-orders/vendor/new',
    title: 'New change order',
    subtitle: 'Changes to an issued or executed commitment',
    parent: '/change-orders/vendor',
    area: 'job-cost',
    access: 'auth',
    page: 'vendor-change-order-new',
  },
  {
    path: '/change-orders/vendor/:id',
    title: 'Change order',
    subtitle: 'A vendor change order and its lines',
    parent: '/change-orders/vendor',
    area: 'job-cost',
    access: 'auth',
    page: 'vendor-change-order',
  },
  {
    path: '/invoices/enter',
    title: 'Enter Invoice',
    subtitle: 'Enter vendor invoices and code them to jobs',
    parent: '/',
    area: 'job-cost',
    access: 'auth',
    page: 'enter-invoice',
  },
  // Before '/invoices/:id': findAppRoute takes the first match, and ':id' would match these too.
  {
    path: '/invoices/pay',
    title: 'Pay Bills',
    subtitle: 'Pay posted invoices and released retainage',
    parent: '/',
    area: 'job-cost',
    access: 'auth',
    page: 'pay-bills',
  },
  {
    path: '/invoices/payments',
    title: 'Check Register',
    subtitle: 'Payments to vendors: checks, ACH and wires',
    parent: '/invoices/pay',
    area: 'job-cost',
    access: 'auth',
    page: 'check-register',
  },
  {
    path: '/invoices/retainage',
    title: 'Retainage Payable',
    subtitle: 'Retainage held on vendor invoices, released to be paid',
    parent: '/invoices/pay',
    area: 'job-cost',
    access: 'auth',
    page: 'retainage-payable',
  },
  {
    path: '/invoices/aging',
    title: 'AP Aging',
    subtitle: 'What you owe your vendors, by days past due, tied to the ledger',
    parent: '/invoices/pay',
    area: 'job-cost',
    access: 'auth',
    page: 'ap-aging',
  },
  {
    path: '/invoices/1099',
    title: '1099 Report',
    subtitle: 'Payments to 1099 vendors by calendar year',
    parent: '/invoices/pay',
    area: 'job-cost',
    access: 'auth',
    page: 'form-1099',
  },
  {
    path: '/invoices/:id',
    title: 'Invoice',
    subtitle: 'A vendor invoice: lines, document, approval and posting',
    parent: '/invoices/enter',
    area: 'job-cost',
    access: 'auth',
    page: 'ap-invoice',
  },
  {
    path: '/lien-waivers',
    title: 'Lien Waivers',
    subtitle: 'Waivers requested from vendors, received and verified',
    parent: '/',
    area: 'job-cost',
    access: 'auth',
    page: 'lien-waivers',
  },
  // Employee management
  {
    path: '/employees/setup',
    title: 'Employee Management',
    subtitle: 'Add and manage your employees',
    parent: '/',
    area: 'employees',
    access: 'auth',
    page: 'employee-management',
  },
  {
    path: '/time-entry',
    title: 'Time Entry',
    subtitle: 'Record employee hours against jobs and cost codes',
    parent: '/',
    area: 'employees',
    access: 'auth',
    page: 'time-entry',
  },
  {
    path: '/time-entry/approvals',
    title: 'Time Approvals',
    subtitle: 'Approve or reject submitted time on your jobs',
    parent: '/time-entry',
    area: 'employees',
    access: 'auth',
    page: 'time-approvals',
  },
  {
    path: '/time-entry/crews',
    title: 'Crews',
    subtitle: 'Foremen and the people whose time they enter',
    parent: '/time-entry',
    area: 'employees',
    access: 'auth',
    page: 'crews',
  },
  {
    path: '/payroll',
    title: 'Payroll',
    subtitle: 'Process payroll for your employees',
    parent: '/',
    area: 'employees',
    access: 'auth',
    page: 'payroll',
  },
  {
    path: '/payroll/runs/:id',
    title: 'Payroll Run',
    subtitle: 'Time, earnings, taxes and net pay of one run',
    parent: '/payroll',
    area: 'employees',
    access: 'auth',
    page: 'payroll-run',
  },
  {
    path: '/payroll/liabilities',
    title: 'Payroll Liabilities',
    subtitle: 'Withholdings, employer taxes and funds owed, and their payments',
    parent: '/payroll',
    area: 'employees',
    access: 'auth',
    page: 'payroll-liabilities',
  },
  {
    path: '/payroll/my-pay-stubs',
    title: 'My Pay Stubs',
    subtitle: 'Your pay stubs',
    parent: '/payroll',
    area: 'employees',
    access: 'auth',
    page: 'my-pay-stubs',
  },
  {
    path: '/payroll/settings',
    title: 'Payroll Settings',
    subtitle: 'Workweek, overtime, burden, direct deposit, workers’ comp and fringe rates',
    parent: '/payroll',
    area: 'employees',
    access: 'auth',
    page: 'payroll-settings',
  },
  {
    path: '/payroll/tax-parameters',
    title: 'Tax Parameters',
    subtitle: 'Federal and state tax tables by year',
    parent: '/payroll',
    area: 'employees',
    access: 'auth',
    page: 'tax-parameters',
  },
  {
    path: '/employees/:id/pay',
    title: 'Employee Pay Setup',
    subtitle: 'Rates, W-4, deductions and direct deposit',
    parent: '/employees/setup',
    area: 'employees',
    access: 'auth',
    page: 'employee-pay',
  },
  {
    path: '/employees/reports',
    title: 'Employee Reports',
    subtitle: 'Reports on hours, labor costs and payroll',
    parent: '/',
    area: 'employees',
    access: 'auth',
    page: 'employee-reports',
  },
  {
    path: '/certified-payroll',
    title: 'Certified Payroll',
    subtitle: 'Prevailing-wage jobs, weekly WH-347 reports and compliance',
    parent: '/',
    area: 'employees',
    access: 'auth',
    page: 'certified-payroll',
  },
  {
    path: '/certified-payroll/jobs/:id',
    title: 'Prevailing-Wage Job',
    subtitle: 'Wage determination, classifications and who sees the reports',
    parent: '/certified-payroll',
    area: 'employees',
    access: 'auth',
    page: 'certified-job',
  },
  {
    path: '/certified-payroll/reports/:id',
    title: 'WH-347 Report',
    subtitle: 'Weekly certified payroll: review, sign and submit',
    parent: '/certified-payroll',
    area: 'employees',
    access: 'auth',
    page: 'certified-report',
  },
  {
    path: '/certified-payroll/setup',
    title: 'Certified Payroll Setup',
    subtitle: 'Apprentice programs, fringe plans and certifying officers',
    parent: '/certified-payroll',
    area: 'employees',
    access: 'auth',
    page: 'certified-setup',
  },
  {
    path: '/certified-payroll/compliance',
    title: 'Job Compliance Reports',
    subtitle: 'Hours, wages, fringes, apprentice ratios and restitution per job',
    parent: '/certified-payroll',
    area: 'employees',
    access: 'auth',
    page: 'certified-compliance',
  },
  // Accounting
  {
    path: '/chart-of-accounts',
    title: 'Chart of Accounts',
    subtitle: 'Manage the accounts of your general ledger',
    parent: '/',
    area: 'accounting',
    access: 'auth',
    page: 'chart-of-accounts',
  },
  {
    path: '/chart-of-accounts/trial-balance',
    title: 'Trial Balance',
    subtitle: 'Every account on its debit or credit side as of a date',
    parent: '/chart-of-accounts',
    area: 'accounting',
    access: 'auth',
    page: 'trial-balance',
  },
  {
    path: '/chart-of-accounts/opening-balances',
    title: 'Opening Balances',
    subtitle: "Each account's balance on the day your books start",
    parent: '/chart-of-accounts',
    area: 'accounting',
    access: 'auth',
    page: 'opening-balances',
  },
  // After the pages above: findAppRoute takes the first match, and ':id' would match them too.
  {
    path: '/chart-of-accounts/:id',
    title: 'Account Detail',
    subtitle: "An account's lines and running balance",
    parent: '/chart-of-accounts',
    area: 'accounting',
    access: 'auth',
    page: 'account-detail',
  },
  {
    path: '/journal-entries',
    title: 'Journal Entries',
    subtitle: 'Record and review journal entries',
    parent: '/',
    area: 'accounting',
    access: 'auth',
    page: 'journal-entries',
  },
  {
    path: '/journal-entries/new',
    title: 'New Entry',
    subtitle: 'A journal entry typed line by line',
    parent: '/journal-entries',
    area: 'accounting',
    access: 'auth',
    page: 'journal-entry-new',
  },
  {
    path: '/journal-entries/periods',
    title: 'Periods',
    subtitle: 'Close the books month by month; reopen with a reason',
    parent: '/journal-entries',
    area: 'accounting',
    access: 'auth',
    page: 'ledger-periods',
  },
  // After the pages above: findAppRoute takes the first match, and ':id' would match them too.
  {
    path: '/journal-entries/:id',
    title: 'Journal Entry',
    subtitle: 'A journal entry and its lines',
    parent: '/journal-entries',
    area: 'accounting',
    access: 'auth',
    page: 'journal-entry',
  },
  {
    path: '/reconciliation',
    title: 'Reconciliation',
    subtitle: 'Reconcile your bank and credit card accounts',
    parent: '/',
    area: 'accounting',
    access: 'auth',
    page: 'bank-accounts',
  },
  {
    path: '/reconciliation/rules',
    title: 'Bank Rules',
    subtitle: 'Statement text that proposes an entry: fees, interest',
    parent: '/reconciliation',
    area: 'accounting',
    access: 'auth',
    page: 'bank-rules',
  },
  {
    path: '/reconciliation/accounts/:id',
    title: 'Bank Account',
    subtitle: 'Statements, imports and reconciliations of one account',
    parent: '/reconciliation',
    area: 'accounting',
    access: 'auth',
    page: 'bank-account',
  },
  {
    path: '/reconciliation/:id/report',
    title: 'Reconciliation Report',
    subtitle: 'Outstanding items, adjusted bank balance and book balance',
    parent: '/reconciliation',
    area: 'accounting',
    access: 'auth',
    page: 'reconciliation-report',
  },
  // After the pages above: findAppRoute takes the first match, and ':id' would match them too.
  {
    path: '/reconciliation/:id',
    title: 'Reconcile',
    subtitle: 'Match the statement to the books and finish at a zero difference',
    parent: '/reconciliation',
    area: 'accounting',
    access: 'auth',
    page: 'reconciliation-workspace',
  },
  {
    path: '/reports',
    title: 'Financial Reports',
    subtitle: 'Statements, ledgers, receivables and payables, job reports and WIP',
    parent: '/',
    area: 'accounting',
    access: 'auth',
    page: 'reports-home',
  },
  {
    path: '/reports/profit-and-loss',
    title: 'Profit and Loss',
    subtitle: 'Income and expense for a period, with comparisons and months',
    parent: '/reports',
    area: 'accounting',
    access: 'auth',
    page: 'profit-and-loss',
  },
  {
    path: '/reports/balance-sheet',
    title: 'Balance Sheet',
    subtitle: 'Assets, liabilities and equity as of a date',
    parent: '/reports',
    area: 'accounting',
    access: 'auth',
    page: 'balance-sheet',
  },
  {
    path: '/reports/general-ledger',
    title: 'General Ledger Detail',
    subtitle: 'Every line of a range of accounts with running balances',
    parent: '/reports',
    area: 'accounting',
    access: 'auth',
    page: 'general-ledger',
  },
  {
    path: '/reports/job-cost',
    title: 'Job Cost Report',
    subtitle: 'Budget, committed, actual and projected cost by job, cost code and category',
    parent: '/reports',
    area: 'accounting',
    access: 'auth',
    page: 'job-cost-report',
  },
  {
    path: '/reports/wip',
    title: 'WIP Schedule',
    subtitle: 'Percent complete, earned revenue and over/under billing per job',
    parent: '/reports',
    area: 'accounting',
    access: 'auth',
    page: 'wip-schedule',
  },
  {
    path: '/reports/profit-fade',
    title: 'Job Profitability',
    subtitle: 'Gross margin by month: whether each job holds its profit or fades',
    parent: '/reports',
    area: 'accounting',
    access: 'auth',
    page: 'profit-fade',
  },
  {
    path: '/reports/customer-statements',
    title: 'Customer Statements',
    subtitle: 'Open invoices and retainage per customer, as PDF',
    parent: '/reports',
    area: 'accounting',
    access: 'auth',
    page: 'customer-statements',
  },
  {
    path: '/reports/vendor-statements',
    title: 'Vendor Statements',
    subtitle: 'Open bills and retainage per vendor, as PDF',
    parent: '/reports',
    area: 'accounting',
    access: 'auth',
    page: 'vendor-statements',
  },
  {
    path: '/reports/open-retainage',
    title: 'Open Retainage by Job',
    subtitle: 'Retainage receivable and payable still held, per job',
    parent: '/reports',
    area: 'accounting',
    access: 'auth',
    page: 'open-retainage',
  },
  // Company settings
  {
    path: COMPANY,
    title: 'Company Settings',
    subtitle: "Manage your company's profile, settings and standards",
    parent: '/',
    area: 'settings',
    access: 'auth',
    page: 'company-settings',
  },
  {
    path: `${COMPANY}/profile`,
    title: 'Company Profile',
    subtitle: "Your company's basic and contact information",
    parent: COMPANY,
    area: 'settings',
    access: 'auth',
    page: 'company-profile',
  },
  {
    path: `${COMPANY}/business`,
    title: 'Business Settings',
    subtitle: 'Currency, fiscal year and departments',
    parent: COMPANY,
    area: 'settings',
    access: 'auth',
    page: 'business-settings',
  },
  {
    path: `${COMPANY}/branding`,
    title: 'Company Branding',
    subtitle: 'Your logo and brand colors',
    parent: COMPANY,
    area: 'settings',
    access: 'auth',
    page: 'company-branding',
  },
  {
    path: `${COMPANY}/cost-codes`,
    title: 'Standard Cost Codes',
    subtitle: 'The cost codes your jobs are tracked by',
    parent: COMPANY,
    area: 'settings',
    access: 'auth',
    page: 'cost-codes',
  },
  {
    path: `${COMPANY}/cost-categories`,
    title: 'Cost Categories',
    subtitle: 'Categories of cost and their general ledger accounts',
    parent: COMPANY,
    area: 'settings',
    access: 'auth',
    page: 'cost-categories',
  },
  {
    path: `${COMPANY}/users`,
    title: 'Third-Party Users',
    subtitle: 'People outside your company with access to your data',
    parent: COMPANY,
    area: 'settings',
    access: 'auth',
    page: 'third-party-users',
  },
  {
    path: '/imports/all',
    title: 'All Imports',
    subtitle: 'Import chart of accounts, customers, vendors and more from QuickBooks or CSV',
    parent: COMPANY,
    area: 'settings',
    access: 'auth',
    page: 'all-imports',
  },
  {
    path: '/imports',
    title: 'Imports',
    subtitle: 'Bring your books from QuickBooks or CSV to a verified opening trial balance',
    parent: COMPANY,
    area: 'settings',
    access: 'auth',
    page: 'imports-hub',
    keepParams: ['organization_id'],
  },
  {
    path: '/imports/runs/:id',
    title: 'Import',
    subtitle: 'Upload, map, preview, import and verify',
    parent: '/imports',
    area: 'settings',
    access: 'auth',
    page: 'import-run',
    keepParams: ['organization_id'],
  },
  {
    path: '/settings/profile',
    title: 'Profile Settings',
    subtitle: 'Your personal information, preferences and account security',
    area: 'settings',
    access: 'auth',
    page: 'profile-settings',
  },
  // Client support (internal staff)
  {
    path: SUPPORT,
    title: 'Client Support',
    subtitle: 'Manage client companies, their users and internal administrators',
    area: 'support',
    access: 'internal',
    page: 'support-dashboard',
  },
  {
    path: `${SUPPORT}/companies`,
    title: 'Companies',
    subtitle: 'All client companies',
    parent: SUPPORT,
    area: 'support',
    access: 'internal',
    page: 'support-companies',
  },
  {
    path: `${SUPPORT}/companies/:id`,
    title: 'Company Details',
    subtitle: 'Company information and users',
    parent: `${SUPPORT}/companies`,
    area: 'support',
    access: 'internal',
    page: 'support-company-detail',
  },
  {
    path: `${SUPPORT}/users`,
    title: 'All Users',
    subtitle: 'Users across all companies',
    parent: SUPPORT,
    area: 'support',
    access: 'internal',
    page: 'support-users',
  },
  {
    path: `${SUPPORT}/internal-admins`,
    title: 'Internal Administrators',
    subtitle: 'Directors and super admins',
    parent: SUPPORT,
    area: 'support',
    access: 'internal',
    page: 'support-internal-admins',
  },
];
