import { PageHeader } from '@/components/page-header';
import { useDocumentTitle } from '@/lib/use-document-title';

/** One import run (issue 24): upload → detect → map → preview → import → verify. */
export function ImportRunPage() {
  useDocumentTitle('Import');
  return (
    <div className="mx-auto grid max-w-6xl grid-cols-1 gap-6">
      <PageHeader title="Import" subtitle="Upload, map, preview, import and verify" />
    </div>
  );
}
