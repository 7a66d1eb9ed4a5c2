import { CSV_TEMPLATE_ENTITIES, type TCsvTemplateEntity, type TImportSource } from '@groundwork/shared';
import type { LucideIcon } from 'lucide-react';
import { BookOpen, Cloud, Download, FileSpreadsheet, Hash, Monitor, Upload } from 'lucide-react';
import * as React from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { ButtonSpinner } from '@/components/ui/spinner';
import { useCan } from '@/features/auth/api/use-can';
import { errorMessage } from '@/lib/api-fetch';
import { downloadImportTemplate } from '../api/use-import-report';
import { useCreateImportRun } from '../api/use-import-runs';
import { useImportOrganization } from '../hooks/use-import-organization';
import { CSV_ENTITY_CARDS } from '../import-labels';

/** Starts a run of `source` and opens its wizard; one run at a time per button. */
function useStartRun() {
  const create = useCreateImportRun();
  const navigate = useNavigate();
  const { withOrganization } = useImportOrganization();
  const [starting, setStarting] = React.useState<string | null>(null);
  const start = (key: string, source: TImportSource) => {
    setStarting(key);
    create.mutate(
      { source },
      {
        onSuccess: (run) => void navigate(withOrganization(`/imports/runs/${run.id}`)),
        onError: (error) =>
          toast.error('Could not start the import', {
            description: errorMessage(error, 'Please try again.'),
          }),
        onSettled: () => setStarting(null),
      },
    );
  };
  return { start, starting };
}

const QUICKBOOKS: {
  source: TImportSource;
  title: string;
  icon: LucideIcon;
  description: string;
  files: string[];
}[] = [
  {
    source: 'qb_desktop',
    title: 'QuickBooks Desktop',
    icon: Monitor,
    description: 'Lists exported as IIF, and the reports as CSV or Excel.',
    files: ['IIF lists', 'Trial Balance', 'Open Invoices', 'Unpaid Bills', 'Journal'],
  },
  {
    source: 'qb_online',
    title: 'QuickBooks Online',
    icon: Cloud,
    description: 'The Account, Customer and Vendor lists and the reports, as CSV or Excel.',
    files: ['Account List', 'Trial Balance', 'A/R Aging Detail', 'A/P Aging Detail', 'Journal'],
  },
];

function StartButton({
  label,
  isStarting,
  isDisabled,
  onStart,
  variant = 'default',
}: {
  label: string;
  isStarting: boolean;
  isDisabled: boolean;
  onStart: () => void;
  variant?: 'default' | 'outline';
}) {
  return (
    <Button type="button" variant={variant} disabled={isDisabled} onClick={onStart}>
      {isStarting ? <ButtonSpinner /> : <Upload aria-hidden="true" />}
      {label}
    </Button>
  );
}

/** QuickBooks Desktop and Online: each starts a run that reads its lists and reports. */
export function QuickBooksCards() {
  const canImport = useCan('imports:run');
  const { start, starting } = useStartRun();
  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
      {QUICKBOOKS.map((item) => {
        const Icon = item.icon;
        return (
          <Card key={item.source} className="border-primary/40">
            <CardHeader>
              <div className="flex items-center gap-3">
                <span className="rounded-md bg-primary/10 p-2 text-primary">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <CardTitle asChild>
                  <h3>{item.title}</h3>
                </CardTitle>
              </div>
              <CardDescription>{item.description}</CardDescription>
            </CardHeader>
            <CardContent className="flex flex-wrap gap-2">
              {item.files.map((file) => (
                <Badge key={file} variant="secondary" className="gap-1">
                  <FileSpreadsheet className="size-3" aria-hidden="true" />
                  {file}
                </Badge>
              ))}
            </CardContent>
            <CardFooter className="mt-auto">
              <StartButton
                label={`Import from ${item.title}`}
                isStarting={starting === item.source}
                isDisabled={!canImport || starting !== null}
                onStart={() => start(item.source, item.source)}
              />
            </CardFooter>
          </Card>
        );
      })}
    </div>
  );
}

function TemplateButton({ entity, title }: { entity: TCsvTemplateEntity; title: string }) {
  const [isBusy, setIsBusy] = React.useState(false);
  const { organizationId } = useImportOrganization();
  // The template route needs imports:run too.
  const canImport = useCan('imports:run');
  return (
    <Button
      type="button"
      variant="ghost"
      size="sm"
      disabled={isBusy || !canImport}
      aria-label={`Download the ${title.toLowerCase()} template`}
      onClick={async () => {
        setIsBusy(true);
        try {
          await downloadImportTemplate(entity, organizationId);
        } catch (error) {
          toast.error('Could not download the template', {
            description: errorMessage(error, 'Please try again.'),
          });
        } finally {
          setIsBusy(false);
        }
      }}
    >
      {isBusy ? <ButtonSpinner /> : <Download aria-hidden="true" />}
      Template
    </Button>
  );
}

/** One card per CSV template: download it, fill it in, start a CSV run. */
export function CsvCards() {
  const canImport = useCan('imports:run');
  const { start, starting } = useStartRun();
  return (
    <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {CSV_TEMPLATE_ENTITIES.map((entity) => {
        const card = CSV_ENTITY_CARDS[entity];
        return (
          <li key={entity} className="grid gap-2 rounded-lg border bg-card p-4">
            <div className="flex items-start gap-2">
              <FileSpreadsheet className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
              <div className="grid gap-0.5">
                <h3 className="font-medium text-sm">{card.title}</h3>
                <p className="text-muted-foreground text-xs">{card.description}</p>
              </div>
            </div>
            <div className="mt-auto flex flex-wrap gap-2">
              <TemplateButton entity={entity} title={card.title} />
              <Button
                type="button"
                size="sm"
                variant="outline"
                disabled={!canImport || starting !== null}
                aria-label={`Import CSV: ${card.title.toLowerCase()}`}
                onClick={() => start(entity, 'csv')}
              >
                {starting === entity ? <ButtonSpinner /> : <Upload aria-hidden="true" />}
                Import CSV
              </Button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

const SETUP_IMPORTS = [
  {
    key: 'cost-codes',
    title: 'Cost codes',
    description: 'Your standard cost codes (XX-XXXX) with parents and children.',
    icon: Hash,
    href: '/settings/company/cost-codes?import=1',
    permission: 'company:edit' as const,
  },
  {
    key: 'chart-of-accounts',
    title: 'Chart of accounts only',
    description: 'General ledger accounts with their numbers and types, without balances.',
    icon: BookOpen,
    href: '/chart-of-accounts?import=1',
    permission: 'ledger:post' as const,
  },
];

function SetupImportCard({ item }: { item: (typeof SETUP_IMPORTS)[number] }) {
  const canImport = useCan(item.permission);
  const Icon = item.icon;
  return (
    <li className="flex items-start gap-3 rounded-lg border bg-card p-4">
      <Icon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
      <div className="grid flex-1 gap-2">
        <div className="grid gap-0.5">
          <h3 className="font-medium text-sm">{item.title}</h3>
          <p className="text-muted-foreground text-xs">{item.description}</p>
        </div>
        {canImport ? (
          <Button asChild size="sm" variant="outline" className="w-fit">
            <Link to={item.href}>
              <Upload aria-hidden="true" />
              Import {item.title.toLowerCase()}
            </Link>
          </Button>
        ) : (
          <p className="text-muted-foreground text-xs">Only administrators and accountants can import.</p>
        )}
      </div>
    </li>
  );
}

/** The single-list imports that existed before the runs (cost codes, the chart alone). */
export function SetupImportCards() {
  return (
    <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
      {SETUP_IMPORTS.map((item) => (
        <SetupImportCard key={item.key} item={item} />
      ))}
    </ul>
  );
}
