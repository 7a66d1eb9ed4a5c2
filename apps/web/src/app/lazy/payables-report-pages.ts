// One chunk: the AP aging and the 1099 report (Job Cost Management area).

export { ApAgingPage } from '@/features/payables-reports/pages/ap-aging-page';
export { Form1099Page } from '@/features/payables-reports/pages/form-1099-page';
