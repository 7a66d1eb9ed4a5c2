import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { FullPageSpinner } from '@/components/ui/spinner';
import { AuthPage } from '@/features/auth/pages/auth-page';
import { LandingPage } from '@/features/landing/pages/landing-page';
import { RouteErrorPage } from '@/features/not-found/pages/route-error-page';
import { RequireAuth, RequireInternal } from './guards';
import { APP_ROUTES, type TAppRoute, type TPageKey } from './routes-table';

type TLazyComponent = () => Promise<{ Component: ComponentType }>;

// Areas are loaded on demand, one chunk each. The landing and sign-in pages are not: the server sends
// them prerendered (apps/web/scripts/prerender.mjs), and the app renders them over that HTML at once.
const publicPages = () => import('./lazy/public-pages');
const authPages = () => import('./lazy/auth-pages');
const shellPages = () => import('./lazy/shell-pages');
const customerPages = () => import('./lazy/customer-pages');
const companySettingsPages = () => import('./lazy/company-settings-pages');
const profilePages = () => import('./lazy/profile-pages');
const peoplePages = () => import('./lazy/people-pages');
const brandingPages = () => import('./lazy/branding-pages');
const costStructurePages = () => import('./lazy/cost-structure-pages');
const supportPages = () => import('./lazy/support-pages');
const ledgerPages = () => import('./lazy/ledger-pages');
const journalPages = () => import('./lazy/journal-pages');
const vendorPages = () => import('./lazy/vendor-pages');
const commitmentPages = () => import('./lazy/commitment-pages');
const contractPages = () => import('./lazy/contract-pages');
const receivablePages = () => import('./lazy/receivable-pages');
const billingPages = () => import('./lazy/billing-pages');
const payablesPages = () => import('./lazy/payables-pages');
const paymentPages = () => import('./lazy/payment-pages');
const payablesReportPages = () => import('./lazy/payables-report-pages');
const jobReportPages = () => import('./lazy/job-report-pages');
const partyStatementPages = () => import('./lazy/party-statement-pages');
const reportPages = () => import('./lazy/report-pages');
const statementPages = () => import('./lazy/statement-pages');
const certifiedPages = () => import('./lazy/certified-pages');
const timePages = () => import('./lazy/time-pages');
const payrollPages = () => import('./lazy/payroll-pages');
const paySetupPages = () => import('./lazy/pay-setup-pages');
const employeeReportsPages = () => import('./lazy/employee-reports-pages');
const reconciliationPages = () => import('./lazy/reconciliation-pages');
const reconciliationWorkspacePages = () => import('./lazy/reconciliation-workspace-pages');
const importPages = () => import('./lazy/import-pages');
const placeholderPages = () => import('@/features/placeholders/pages/placeholder-page');

/** The component of each page key of the route table; later issues add their pages here. */
const PAGE_LOADERS: Record<TPageKey, TLazyComponent> = {
  dashboard: async () => ({ Component: (await shellPages()).DashboardPage }),
  'customer-setup': async () => ({ Component: (await customerPages()).CustomerSetupPage }),
  'customer-detail': async () => ({ Component: (await customerPages()).CustomerDetailPage }),
  'job-setup': async () => ({ Component: (await customerPages()).JobSetupPage }),
  'job-detail': async () => ({ Component: (await customerPages()).JobDetailPage }),
  'vendor-setup': async () => ({ Component: (await vendorPages()).VendorSetupPage }),
  'vendor-detail': async () => ({ Component: (await vendorPages()).VendorDetailPage }),
  'subcontract-setup': async () => ({ Component: (await commitmentPages()).SubcontractSetupPage }),
  'commitment-form': async () => ({ Component: (await commitmentPages()).CommitmentFormPage }),
  'commitment-detail': async () => ({ Component: (await commitmentPages()).CommitmentPage }),
  'vendor-change-orders': async () => ({ Component: (await commitmentPages()).VendorChangeOrdersPage }),
  'vendor-change-order-new': async () => ({ Component: (await commitmentPages()).ChangeOrderNewPage }),
  'vendor-change-order': async () => ({ Component: (await commitmentPages()).ChangeOrderPage }),
  'enter-invoice': async () => ({ Component: (await payablesPages()).EnterInvoicePage }),
  'ap-invoice': async () => ({ Component: (await payablesPages()).InvoicePage }),
  'pay-bills': async () => ({ Component: (await paymentPages()).PayBillsPage }),
  'check-register': async () => ({ Component: (await paymentPages()).CheckRegisterPage }),
  'retainage-payable': async () => ({ Component: (await paymentPages()).RetainagePayablePage }),
  'lien-waivers': async () => ({ Component: (await paymentPages()).LienWaiversPage }),
  'ap-aging': async () => ({ Component: (await payablesReportPages()).ApAgingPage }),
  'form-1099': async () => ({ Component: (await payablesReportPages()).Form1099Page }),
  'customer-change-orders': async () => ({ Component: (await contractPages()).CustomerChangeOrdersPage }),
  'customer-change-order-new': async () => ({
    Component: (await contractPages()).CustomerChangeOrderNewPage,
  }),
  'customer-change-order': async () => ({ Component: (await contractPages()).CustomerChangeOrderPage }),
  billing: async () => ({ Component: (await billingPages()).BillingPage }),
  'pay-application': async () => ({ Component: (await billingPages()).PayApplicationPage }),
  'billing-receipts': async () => ({ Component: (await receivablePages()).ReceiptsPage }),
  'billing-receivables': async () => ({ Component: (await receivablePages()).ReceivablesPage }),
  'company-settings': async () => ({ Component: (await companySettingsPages()).CompanySettingsPage }),
  'company-profile': async () => ({ Component: (await companySettingsPages()).CompanyProfilePage }),
  'business-settings': async () => ({ Component: (await companySettingsPages()).BusinessSettingsPage }),
  'profile-settings': async () => ({ Component: (await profilePages()).ProfileSettingsPage }),
  'employee-management': async () => ({ Component: (await peoplePages()).EmployeeManagementPage }),
  'third-party-users': async () => ({ Component: (await peoplePages()).ThirdPartyUsersPage }),
  'company-branding': async () => ({ Component: (await brandingPages()).CompanyBrandingPage }),
  'cost-codes': async () => ({ Component: (await costStructurePages()).CostCodesPage }),
  'cost-categories': async () => ({ Component: (await costStructurePages()).CostCategoriesPage }),
  'all-imports': async () => ({ Component: (await costStructurePages()).AllImportsPage }),
  'chart-of-accounts': async () => ({ Component: (await ledgerPages()).ChartOfAccountsPage }),
  'trial-balance': async () => ({ Component: (await ledgerPages()).TrialBalancePage }),
  'opening-balances': async () => ({ Component: (await ledgerPages()).OpeningBalancesPage }),
  'account-detail': async () => ({ Component: (await ledgerPages()).AccountDetailPage }),
  'journal-entries': async () => ({ Component: (await journalPages()).JournalEntriesPage }),
  'journal-entry-new': async () => ({ Component: (await journalPages()).JournalEntryNewPage }),
  'journal-entry': async () => ({ Component: (await journalPages()).JournalEntryPage }),
  'ledger-periods': async () => ({ Component: (await journalPages()).PeriodsPage }),
  'support-dashboard': async () => ({ Component: (await supportPages()).SupportDashboardPage }),
  'support-companies': async () => ({ Component: (await supportPages()).CompaniesPage }),
  'support-company-detail': async () => ({ Component: (await supportPages()).CompanyDetailPage }),
  'support-users': async () => ({ Component: (await supportPages()).AllUsersPage }),
  'support-internal-admins': async () => ({ Component: (await supportPages()).InternalAdminsPage }),
  'reports-home': async () => ({ Component: (await reportPages()).ReportsHomePage }),
  'profit-and-loss': async () => ({ Component: (await statementPages()).ProfitAndLossPage }),
  'balance-sheet': async () => ({ Component: (await statementPages()).BalanceSheetPage }),
  'general-ledger': async () => ({ Component: (await statementPages()).GeneralLedgerPage }),
  'job-cost-report': async () => ({ Component: (await jobReportPages()).JobCostReportPage }),
  'wip-schedule': async () => ({ Component: (await jobReportPages()).WipSchedulePage }),
  'profit-fade': async () => ({ Component: (await jobReportPages()).ProfitFadePage }),
  'customer-statements': async () => ({ Component: (await partyStatementPages()).CustomerStatementsPage }),
  'vendor-statements': async () => ({ Component: (await partyStatementPages()).VendorStatementsPage }),
  'open-retainage': async () => ({ Component: (await partyStatementPages()).OpenRetainagePage }),
  'time-entry': async () => ({ Component: (await timePages()).TimeEntryPage }),
  'time-approvals': async () => ({ Component: (await timePages()).TimeApprovalsPage }),
  crews: async () => ({ Component: (await timePages()).CrewsPage }),
  payroll: async () => ({ Component: (await payrollPages()).PayrollPage }),
  'payroll-run': async () => ({ Component: (await payrollPages()).PayrollRunPage }),
  'payroll-liabilities': async () => ({ Component: (await payrollPages()).PayrollLiabilitiesPage }),
  'my-pay-stubs': async () => ({ Component: (await payrollPages()).MyPayStubsPage }),
  'payroll-settings': async () => ({ Component: (await paySetupPages()).PayrollSettingsPage }),
  'tax-parameters': async () => ({ Component: (await paySetupPages()).TaxParametersPage }),
  'employee-pay': async () => ({ Component: (await paySetupPages()).EmployeePayPage }),
  'employee-reports': async () => ({ Component: (await employeeReportsPages()).EmployeeReportsPage }),
  'certified-payroll': async () => ({ Component: (await certifiedPages()).CertifiedPayrollPage }),
  'certified-job': async () => ({ Component: (await certifiedPages()).CertifiedJobPage }),
  'certified-report': async () => ({ Component: (await certifiedPages()).CertifiedReportPage }),
  'certified-setup': async () => ({ Component: (await certifiedPages()).CertifiedSetupPage }),
  'certified-compliance': async () => ({ Component: (await certifiedPages()).CertifiedCompliancePage }),
  'imports-hub': async () => ({ Component: (await importPages()).ImportsHubPage }),
  'import-run': async () => ({ Component: (await importPages()).ImportRunPage }),
  'bank-accounts': async () => ({ Component: (await reconciliationPages()).BankAccountsPage }),
  'bank-account': async () => ({ Component: (await reconciliationPages()).BankAccountPage }),
  'bank-rules': async () => ({ Component: (await reconciliationPages()).BankRulesPage }),
  'reconciliation-workspace': async () => ({
    Component: (await reconciliationWorkspacePages()).ReconciliationWorkspacePage,
  }),
  'reconciliation-report': async () => ({
    Component: (await reconciliationPages()).ReconciliationReportPage,
  }),
  placeholder: async () => ({ Component: (await placeholderPages()).PlaceholderPage }),
};

const publicPage =
  (name: 'NotFoundPage'): TLazyComponent =>
  async () => ({ Component: (await publicPages())[name] });

const authPage =
  (name: 'ForgotPasswordPage' | 'ResetPasswordPage' | 'ChangePasswordPage' | 'SetupPage'): TLazyComponent =>
  async () => ({ Component: (await authPages())[name] });

function tableRoutes(routes: readonly TAppRoute[]): RouteObject[] {
  return routes.map((route) => ({ path: route.path, lazy: PAGE_LOADERS[route.page], handle: { route } }));
}

export function buildRoutes(): RouteObject[] {
  return [
    {
      path: '/',
      errorElement: <RouteErrorPage />,
      hydrateFallbackElement: <FullPageSpinner />,
      children: [
        { index: true, Component: LandingPage },
        { path: 'auth', Component: AuthPage },
        { path: 'forgot-password', lazy: authPage('ForgotPasswordPage') },
        { path: 'reset-password', lazy: authPage('ResetPasswordPage') },
        {
          // The one place login is enforced (spec §4).
          Component: RequireAuth,
          children: [
            { path: 'change-password', lazy: authPage('ChangePasswordPage') },
            { path: 'setup', lazy: authPage('SetupPage') },
            {
              lazy: async () => ({ Component: (await shellPages()).AppShell }),
              children: [
                ...tableRoutes(APP_ROUTES.filter((route) => route.access === 'auth')),
                {
                  Component: RequireInternal,
                  children: tableRoutes(APP_ROUTES.filter((route) => route.access === 'internal')),
                },
              ],
            },
          ],
        },
        { path: '*', lazy: publicPage('NotFoundPage') },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(buildRoutes());
}
