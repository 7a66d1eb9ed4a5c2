// One chunk: Enter Invoice and the invoice page (Job Cost Management area).

export { EnterInvoicePage } from '@/features/payables/pages/enter-invoice-page';
export { InvoicePage } from '@/features/payables/pages/invoice-page';
