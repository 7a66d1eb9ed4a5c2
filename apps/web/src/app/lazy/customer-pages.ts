// One chunk: customers and jobs (Customer Management area); they share forms, lists and the zod schemas.
export { CustomerDetailPage } from '@/features/customers/pages/customer-detail-page';
export { CustomerSetupPage } from '@/features/customers/pages/customer-setup-page';
export { JobDetailPage } from '@/features/jobs/pages/job-detail-page';
export { JobSetupPage } from '@/features/jobs/pages/job-setup-page';
