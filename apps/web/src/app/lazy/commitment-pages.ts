// One chunk: Subcontract Setup, commitments and vendor change orders (Job Cost Management area).

export { ChangeOrderPage } from '@/features/commitments/pages/change-order-page';
export { ChangeOrderNewPage, VendorChangeOrdersPage } from '@/features/commitments/pages/change-order-pages';
export { CommitmentFormPage } from '@/features/commitments/pages/commitment-form-page';
export { CommitmentPage } from '@/features/commitments/pages/commitment-page';
export { SubcontractSetupPage } from '@/features/commitments/pages/subcontract-setup-page';
