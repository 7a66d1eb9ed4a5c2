import { PlaceholderPage } from '@/features/placeholders/pages/placeholder-page';

/** /certified-payroll/compliance (issue 22) — being built. */
export function CertifiedCompliancePage() {
  return <PlaceholderPage />;
}
