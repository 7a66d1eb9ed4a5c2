import { PageHeader } from '@/components/page-header';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Imports hub (issue 24): QuickBooks Desktop, QuickBooks Online and CSV cards and the history of runs. */
export function ImportsHubPage() {
  useDocumentTitle('Imports');
  return (
    <div className="mx-auto grid max-w-6xl grid-cols-1 gap-6">
      <PageHeader
        title="Imports"
        subtitle="Bring your books from QuickBooks or CSV to a verified opening trial balance"
      />
    </div>
  );
}
