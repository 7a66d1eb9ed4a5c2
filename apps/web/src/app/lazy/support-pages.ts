// One chunk: client support, for the product's own staff (director and super_admin).
export { AllUsersPage } from '@/features/support/pages/all-users-page';
export { CompaniesPage } from '@/features/support/pages/companies-page';
export { CompanyDetailPage } from '@/features/support/pages/company-detail-page';
export { InternalAdminsPage } from '@/features/support/pages/internal-admins-page';
export { SupportDashboardPage } from '@/features/support/pages/support-dashboard-page';
