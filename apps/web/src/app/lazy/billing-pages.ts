// One chunk: Billing and the pay application page (Customer Management area).

export { BillingPage } from '@/features/billing/pages/billing-page';
export { PayApplicationPage } from '@/features/billing/pages/pay-application-page';
