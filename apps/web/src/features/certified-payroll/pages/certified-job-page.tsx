import { PlaceholderPage } from '@/features/placeholders/pages/placeholder-page';

/** /certified-payroll/jobs/:id (issue 22) — being built. */
export function CertifiedJobPage() {
  return <PlaceholderPage />;
}
