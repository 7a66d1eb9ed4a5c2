// One chunk: Vendor Setup and the vendor page (Job Cost Management area).
export { VendorDetailPage } from '@/features/vendors/pages/vendor-detail-page';
export { VendorSetupPage } from '@/features/vendors/pages/vendor-setup-page';
