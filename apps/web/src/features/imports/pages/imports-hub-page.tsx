import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { useCan } from '@/features/auth/api/use-can';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ImportRunHistory } from '../components/import-run-history';
import { CsvCards, QuickBooksCards, SetupImportCards } from '../components/import-source-cards';
import { OnBehalfBanner } from '../components/on-behalf-banner';
import { useImportOrganization } from '../hooks/use-import-organization';

/** Imports hub (issue 24): QuickBooks Desktop, QuickBooks Online and CSV cards and the history of runs. */
export function ImportsHubPage() {
  useDocumentTitle('Imports');
  const canImport = useCan('imports:run');
  const { organizationId } = useImportOrganization();
  return (
    <div className="mx-auto grid max-w-6xl grid-cols-1 gap-8">
      <PageHeader
        title="Imports"
        subtitle="Bring your books from QuickBooks or CSV to a verified opening trial balance"
      />
      <OnBehalfBanner />
      {canImport ? null : (
        <p role="note" className="rounded-md border border-dashed p-4 text-muted-foreground text-sm">
          Only directors, company administrators and accountants can run imports and see their history. Ask
          one of them to bring your data in.
        </p>
      )}
      <section aria-labelledby="quickbooks-heading" className="grid gap-3">
        <div className="grid gap-1">
          <h2 id="quickbooks-heading" className="font-semibold text-lg">
            From QuickBooks
          </h2>
          <p className="text-muted-foreground text-sm">
            Upload your lists and reports, map the accounts, check a dry run, import, then read the report
            that proves your trial balance, receivables and payables match to the cent.
          </p>
        </div>
        <QuickBooksCards />
      </section>
      <section aria-labelledby="csv-heading" className="grid gap-3">
        <div className="grid gap-1">
          <h2 id="csv-heading" className="font-semibold text-lg">
            From CSV
          </h2>
          <p className="text-muted-foreground text-sm">
            Download a template, fill it in from any system, then import it. One run may hold several
            templates.
          </p>
        </div>
        <CsvCards />
      </section>
      {/* The single-list imports work in the signed-in user's own company: not for a client company. */}
      {organizationId ? null : (
        <section aria-labelledby="setup-imports-heading" className="grid gap-3">
          <div className="grid gap-1">
            <h2 id="setup-imports-heading" className="font-semibold text-lg">
              Single lists
            </h2>
            <p className="text-muted-foreground text-sm">
              Company setup lists imported on their own.{' '}
              <Link to="/imports/all" className="text-primary underline underline-offset-4">
                All imports
              </Link>
            </p>
          </div>
          <SetupImportCards />
        </section>
      )}
      {/* GET /imports/runs needs imports:run: no history query without it. */}
      {canImport ? <ImportRunHistory /> : null}
    </div>
  );
}
