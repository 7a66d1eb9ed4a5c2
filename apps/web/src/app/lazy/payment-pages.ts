// One chunk: Pay Bills, the check register, retainage payable and lien waivers (Job Cost Management area).

export { CheckRegisterPage } from '@/features/ap-payments/pages/check-register-page';
export { PayBillsPage } from '@/features/ap-payments/pages/pay-bills-page';
export { RetainagePayablePage } from '@/features/ap-payments/pages/retainage-payable-page';
export { LienWaiversPage } from '@/features/lien-waivers/pages/lien-waivers-page';
