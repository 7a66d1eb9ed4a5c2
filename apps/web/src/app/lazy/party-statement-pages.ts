// One chunk: party statement pages (issue 17).
export { CustomerStatementsPage } from '@/features/party-statements/pages/customer-statements-page';
export { OpenRetainagePage } from '@/features/party-statements/pages/open-retainage-page';
export { VendorStatementsPage } from '@/features/party-statements/pages/vendor-statements-page';
