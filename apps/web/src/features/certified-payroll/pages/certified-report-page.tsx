import { PlaceholderPage } from '@/features/placeholders/pages/placeholder-page';

/** /certified-payroll/reports/:id (issue 22) — being built. */
export function CertifiedReportPage() {
  return <PlaceholderPage />;
}
