// One chunk: the company settings hub, Company Profile and Business Settings (forms and zod schemas).
export { BusinessSettingsPage } from '@/features/company-settings/pages/business-settings-page';
export { CompanyProfilePage } from '@/features/company-settings/pages/company-profile-page';
export { CompanySettingsPage } from '@/features/company-settings/pages/company-settings-page';
