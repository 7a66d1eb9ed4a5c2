import { PlaceholderPage } from '@/features/placeholders/pages/placeholder-page';

/** /certified-payroll/setup (issue 22) — being built. */
export function CertifiedSetupPage() {
  return <PlaceholderPage />;
}
