export { ReceiptsPage } from '@/features/receivables/pages/receipts-page';
export { ReceivablesPage } from '@/features/receivables/pages/receivables-page';
