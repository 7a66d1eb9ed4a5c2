// One chunk: Company Branding (logo store, palette, preview).
export { CompanyBrandingPage } from '@/features/branding/pages/company-branding-page';
