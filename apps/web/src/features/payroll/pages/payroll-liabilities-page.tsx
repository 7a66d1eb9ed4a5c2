import { PlaceholderPage } from '@/features/placeholders/pages/placeholder-page';

/** /employees/reports (issue 21) — being built. */
export function PayrollLiabilitiesPage() {
  return <PlaceholderPage />;
}
