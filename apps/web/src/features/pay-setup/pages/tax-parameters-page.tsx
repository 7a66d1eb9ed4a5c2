import type { TTaxParameter } from '@groundwork/shared';
import {
  DownloadIcon,
  EyeIcon,
  PencilIcon,
  PlusIcon,
  SettingsIcon,
  Trash2Icon,
  UploadIcon,
} from 'lucide-react';
import * as React from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { FormDialog } from '@/components/form-dialog';
import { IconAction } from '@/components/icon-action';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useCan } from '@/features/auth/api/use-can';
import { apiDownload } from '@/lib/api-download';
import { errorMessage } from '@/lib/api-fetch';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useDeleteTaxParameter, useTaxParameters } from '../api/use-tax-parameters';
import { EmptyNote } from '../components/form-bits';
import { TaxImportDialog } from '../components/tax-import-dialog';
import { TaxParamsView } from '../components/tax-params-view';
import { SutaRateForm, TaxRowJsonForm } from '../components/tax-row-dialogs';

const TAX_NAMES: Record<string, string> = {
  fit: 'Federal income tax withholding',
  ss: 'Social Security',
  medicare: 'Medicare',
  addl_medicare: 'Additional Medicare',
  futa: 'Federal unemployment (FUTA)',
  suta: 'State unemployment (SUTA)',
  suta_rate: 'Your SUTA rate',
  sit: 'State income tax',
};

const rowName = (r: TTaxParameter) => `${r.jurisdiction} ${r.tax} ${r.effective_year}`;

/** /payroll/tax-parameters — the tax tables by year: built-in and the company's own, view, import, export. */
export function TaxParametersPage() {
  useDocumentTitle('Tax Parameters');
  const canEdit = useCan('payroll:write');
  const [year, setYear] = React.useState<number>(new Date().getFullYear());
  const list = useTaxParameters(year);
  const remove = useDeleteTaxParameter();
  const [viewing, setViewing] = React.useState<TTaxParameter | null>(null);
  const [editing, setEditing] = React.useState<TTaxParameter | null>(null);
  const [deleting, setDeleting] = React.useState<TTaxParameter | null>(null);
  const [isImporting, setIsImporting] = React.useState(false);
  const [isAddingSuta, setIsAddingSuta] = React.useState(false);
  const years = Array.from(new Set([year, ...(list.data?.years ?? [])])).sort((a, b) => b - a);

  const download = (format: 'csv' | 'json') =>
    apiDownload(
      `/api/v1/tax-parameters/export.${format}?year=${year}`,
      `tax-parameters-${year}.${format}`,
    ).catch((error) =>
      toast.error('Could not export', { description: errorMessage(error, 'Please try again.') }),
    );

  return (
    <div className="mx-auto grid max-w-6xl grid-cols-1 gap-6">
      <PageHeader
        title="Tax Parameters"
        subtitle="Federal and state tax tables by year"
        actions={
          <>
            <Button asChild variant="outline">
              <Link to="/payroll/settings">
                <SettingsIcon aria-hidden="true" />
                Payroll settings
              </Link>
            </Button>
            {canEdit ? (
              <Button onClick={() => setIsImporting(true)}>
                <UploadIcon aria-hidden="true" />
                Import
              </Button>
            ) : null}
          </>
        }
      />
      <Card>
        <CardContent className="grid gap-4">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <div className="grid gap-2">
              <Label htmlFor="tax-year">Year</Label>
              <NativeSelect
                id="tax-year"
                className="w-32"
                value={String(year)}
                onChange={(e) => setYear(Number(e.target.value))}
              >
                {years.map((y) => (
                  <option key={y} value={y}>
                    {y}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <div className="flex flex-wrap gap-2">
              {canEdit ? (
                <Button variant="outline" onClick={() => setIsAddingSuta(true)}>
                  <PlusIcon aria-hidden="true" />
                  Your SUTA rate
                </Button>
              ) : null}
              <Button variant="outline" onClick={() => void download('csv')}>
                <DownloadIcon aria-hidden="true" />
                CSV
              </Button>
              <Button variant="outline" onClick={() => void download('json')}>
                <DownloadIcon aria-hidden="true" />
                JSON
              </Button>
            </div>
          </div>
          <QueryState
            query={list}
            loadingLabel="Loading tax parameters"
            loadingRows={8}
            errorText="Could not load tax parameters"
          >
            {(data) =>
              data.items.length === 0 ? (
                <EmptyNote>
                  No tax parameters for {year}: payroll runs with a check date in {year} are refused until
                  they are imported.
                </EmptyNote>
              ) : (
                <Table aria-label={`Tax parameters ${year}`}>
                  <TableHeader>
                    <TableRow>
                      <TableHead>Jurisdiction</TableHead>
                      <TableHead>Tax</TableHead>
                      <TableHead>Origin</TableHead>
                      <TableHead>Source</TableHead>
                      <TableHead className="text-right">Actions</TableHead>
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    {data.items.map((r) => (
                      <TableRow key={r.id} className={r.is_overridden ? 'text-muted-foreground' : undefined}>
                        <TableCell className="font-medium">{r.jurisdiction}</TableCell>
                        <TableCell>
                          {TAX_NAMES[r.tax] ?? r.tax}{' '}
                          <span className="font-mono text-muted-foreground text-xs">{r.tax}</span>
                        </TableCell>
                        <TableCell>
                          {r.is_built_in ? (
                            r.is_overridden ? (
                              <Badge variant="outline">Built-in, overridden</Badge>
                            ) : (
                              <Badge variant="secondary">Built-in</Badge>
                            )
                          ) : (
                            <Badge>Your company</Badge>
                          )}
                        </TableCell>
                        <TableCell className="max-w-72 truncate text-sm" title={r.source}>
                          {r.source}
                        </TableCell>
                        <TableCell>
                          <div className="flex justify-end gap-1">
                            <IconAction label={`View ${rowName(r)}`} onClick={() => setViewing(r)}>
                              <EyeIcon aria-hidden />
                            </IconAction>
                            {canEdit && !r.is_built_in ? (
                              <>
                                <IconAction label={`Edit ${rowName(r)}`} onClick={() => setEditing(r)}>
                                  <PencilIcon aria-hidden />
                                </IconAction>
                                <IconAction label={`Delete ${rowName(r)}`} onClick={() => setDeleting(r)}>
                                  <Trash2Icon aria-hidden className="text-destructive" />
                                </IconAction>
                              </>
                            ) : null}
                          </div>
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              )
            }
          </QueryState>
        </CardContent>
      </Card>
      <FormDialog
        isOpen={viewing !== null}
        onOpenChange={(open) => !open && setViewing(null)}
        title={
          viewing
            ? `${viewing.jurisdiction} — ${TAX_NAMES[viewing.tax] ?? viewing.tax} ${viewing.effective_year}`
            : ''
        }
        description={viewing?.is_built_in ? 'Built-in parameters (read-only)' : 'Your company’s parameters'}
        className="sm:max-w-3xl"
      >
        {viewing ? <TaxParamsView row={viewing} /> : null}
      </FormDialog>
      <FormDialog
        isOpen={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={editing ? `Edit ${rowName(editing)}` : ''}
        description="Checked against the tax's schema before it is saved."
        className="sm:max-w-2xl"
      >
        {editing ? <TaxRowJsonForm row={editing} onClose={() => setEditing(null)} /> : null}
      </FormDialog>
      <FormDialog
        isOpen={isAddingSuta}
        onOpenChange={setIsAddingSuta}
        title="Your SUTA rate"
        description="The state's notice gives your unemployment rate; the wage base comes from the built-in rows."
      >
        {isAddingSuta ? <SutaRateForm year={year} onClose={() => setIsAddingSuta(false)} /> : null}
      </FormDialog>
      <TaxImportDialog isOpen={isImporting} onOpenChange={setIsImporting} />
      <ConfirmDeleteDialog
        isOpen={deleting !== null}
        title={`Delete ${deleting ? rowName(deleting) : ''}?`}
        description="The built-in row of the same jurisdiction, tax and year (if any) applies again."
        isDeleting={remove.isPending}
        onOpenChange={(open) => !open && setDeleting(null)}
        onDelete={async () => {
          if (!deleting) return;
          try {
            await remove.mutateAsync(deleting.id);
            toast.success('Row deleted');
            setDeleting(null);
          } catch (error) {
            toast.error('Could not delete', { description: errorMessage(error, 'Please try again.') });
          }
        }}
      />
    </div>
  );
}
