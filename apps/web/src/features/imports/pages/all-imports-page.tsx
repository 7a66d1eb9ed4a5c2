import type { TPermission } from '@groundwork/shared/roles/permissions';
import type { LucideIcon } from 'lucide-react';
import { BookOpen, Briefcase, Building2, FileSpreadsheet, Hash, Truck, Upload, Users } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { PageHeader } from '@/components/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { ButtonSpinner } from '@/components/ui/spinner';
import { useCan } from '@/features/auth/api/use-can';
import { errorMessage } from '@/lib/api-fetch';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCreateImportRun } from '../api/use-import-runs';

type TImportCard = {
  key: string;
  title: string;
  description: string;
  icon: LucideIcon;
  sources: readonly ('CSV' | 'QuickBooks')[];
  /** The working import's page; none means a later module brings it. */
  href?: string;
  /** Which module brings an import that is not built yet. */
  comesWith?: string;
  /** Who may import it, and what the others are told. */
  permission?: TPermission;
  deniedText?: string;
  /** Opens a new CSV import run (issue 24) instead of a page. */
  startsCsvRun?: boolean;
};

const RUN_DENIED = 'Only company administrators and accountants can import.';

/** Spec §2 Company Settings → All Imports: the built imports open their page; the others say who brings them. */
const IMPORTS: readonly TImportCard[] = [
  {
    key: 'quickbooks',
    title: 'QuickBooks',
    description:
      'QuickBooks Desktop or Online: accounts, customers, jobs, vendors, open invoices and bills and balances, verified to the cent.',
    icon: FileSpreadsheet,
    sources: ['QuickBooks', 'CSV'],
    href: '/imports',
    permission: 'imports:run',
    deniedText: RUN_DENIED,
  },
  {
    key: 'cost-codes',
    title: 'Cost Codes',
    description: 'Your standard cost codes (XX-XXXX) with parents and children, from a spreadsheet.',
    icon: Hash,
    sources: ['CSV'],
    href: '/settings/company/cost-codes?import=1',
    permission: 'company:edit',
    deniedText: 'Only company administrators can import.',
  },
  {
    key: 'chart-of-accounts',
    title: 'Chart of Accounts',
    description: 'General ledger accounts with their numbers and types.',
    icon: BookOpen,
    sources: ['CSV'],
    href: '/chart-of-accounts?import=1',
    permission: 'ledger:post',
    deniedText: 'Only people who keep the books (administrators and accountants) can import.',
  },
  {
    key: 'customers',
    title: 'Customers',
    description: 'Customer names, IDs and contact details.',
    icon: Building2,
    sources: ['QuickBooks', 'CSV'],
    href: '/imports',
    startsCsvRun: true,
    permission: 'imports:run',
    deniedText: RUN_DENIED,
  },
  {
    key: 'jobs',
    title: 'Jobs',
    description: 'Open jobs with their customers, dates and budgets.',
    icon: Briefcase,
    sources: ['QuickBooks', 'CSV'],
    href: '/imports',
    startsCsvRun: true,
    permission: 'imports:run',
    deniedText: RUN_DENIED,
  },
  {
    key: 'vendors',
    title: 'Vendors',
    description: 'Vendors and subcontractors with their contact and tax details.',
    icon: Truck,
    sources: ['QuickBooks', 'CSV'],
    href: '/imports',
    startsCsvRun: true,
    permission: 'imports:run',
    deniedText: RUN_DENIED,
  },
  {
    key: 'employees',
    title: 'Employees',
    description: 'Employees with their job titles, departments and hire dates.',
    icon: Users,
    sources: ['QuickBooks', 'CSV'],
    comesWith: 'the Employee Management module (Payroll)',
  },
];

/** Opens a new CSV run in the import wizard (its templates are on the Imports hub). */
function StartCsvRunButton({ title }: { title: string }) {
  const create = useCreateImportRun();
  const navigate = useNavigate();
  return (
    <Button
      type="button"
      disabled={create.isPending}
      onClick={() =>
        create.mutate(
          { source: 'csv' },
          {
            onSuccess: (run) => void navigate(`/imports/runs/${run.id}`),
            onError: (error) =>
              toast.error('Could not start the import', {
                description: errorMessage(error, 'Please try again.'),
              }),
          },
        )
      }
    >
      {create.isPending ? <ButtonSpinner /> : <Upload aria-hidden="true" />}
      Import {title}
    </Button>
  );
}

function ImportCard({ item }: { item: TImportCard }) {
  const canImport = useCan(item.permission ?? 'company:edit');
  const Icon = item.icon;
  const isReady = item.href !== undefined;
  const headingId = `import-${item.key}`;
  return (
    <Card className={isReady ? 'border-primary/40' : 'opacity-90'}>
      <CardHeader>
        <div className="flex items-start justify-between gap-3">
          <div className="flex items-center gap-3">
            <span className="rounded-md bg-primary/10 p-2 text-primary">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <CardTitle asChild>
              <h2 id={headingId}>{item.title}</h2>
            </CardTitle>
          </div>
          {isReady ? <Badge>Available</Badge> : <Badge variant="outline">Coming soon</Badge>}
        </div>
        <CardDescription>{item.description}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-2">
        {item.sources.map((source) => (
          <Badge key={source} variant="secondary" className="gap-1">
            <FileSpreadsheet className="size-3" aria-hidden="true" />
            {source}
          </Badge>
        ))}
      </CardContent>
      <CardFooter className="mt-auto grid gap-2">
        {isReady && item.href ? (
          canImport && item.startsCsvRun ? (
            <StartCsvRunButton title={item.title} />
          ) : canImport ? (
            <Button asChild>
              <Link to={item.href}>
                <Upload aria-hidden="true" />
                Import {item.title}
              </Link>
            </Button>
          ) : (
            <>
              <Button disabled>
                <Upload aria-hidden="true" />
                Import {item.title}
              </Button>
              <p className="text-muted-foreground text-xs">{item.deniedText}</p>
            </>
          )
        ) : (
          <>
            <Button variant="outline" disabled>
              <Upload aria-hidden="true" />
              Import {item.title}
            </Button>
            <p className="text-muted-foreground text-xs">Comes with {item.comesWith}.</p>
          </>
        )}
      </CardFooter>
    </Card>
  );
}

/** All Imports (spec §2): a hub of import cards for data from QuickBooks or CSV. */
export function AllImportsPage() {
  useDocumentTitle('All Imports');
  return (
    <div className="mx-auto grid max-w-6xl grid-cols-1 gap-6">
      <PageHeader
        title="All Imports"
        subtitle="Import chart of accounts, customers, vendors and more from QuickBooks or CSV"
        actions={
          <Button asChild variant="outline">
            <Link to="/imports">Imports hub and history</Link>
          </Button>
        }
      />
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3">
        {IMPORTS.map((item) => (
          <ImportCard key={item.key} item={item} />
        ))}
      </div>
    </div>
  );
}
