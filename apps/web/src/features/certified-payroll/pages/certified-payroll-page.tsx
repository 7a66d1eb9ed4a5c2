import { PlaceholderPage } from '@/features/placeholders/pages/placeholder-page';

/** /certified-payroll (issue 22) — being built. */
export function CertifiedPayrollPage() {
  return <PlaceholderPage />;
}
