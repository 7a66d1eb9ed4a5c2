// One chunk: Customer Change Orders (the contract itself is a section of the job's page).

export { CustomerChangeOrderNewPage } from '@/features/contracts/pages/customer-change-order-new-page';
export { CustomerChangeOrderPage } from '@/features/contracts/pages/customer-change-order-page';
export { CustomerChangeOrdersPage } from '@/features/contracts/pages/customer-change-orders-page';
