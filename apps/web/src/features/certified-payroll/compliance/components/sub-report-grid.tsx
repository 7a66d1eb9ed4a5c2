import type { TSubReportCell, TSubReportGrid, TSubReportVendorRow } from '@groundwork/shared';
import { Download, Trash2, Upload } from 'lucide-react';
import * as React from 'react';
import { toast } from 'sonner';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { errorMessage } from '@/lib/api-fetch';
import { cn } from '@/lib/utils';
import { downloadSubReport, useDeleteSubReport } from '../api/use-sub-reports';
import { SubReportUploadDialog, type TSubReportSlot } from './sub-report-upload-dialog';

const RECENT_WEEKS = 8;

/** "2026-03-15" → "03/15". */
const shortDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}`;

function Cell({
  cell,
  vendor,
  canPrepare,
  onUpload,
  onDelete,
}: {
  cell: TSubReportCell;
  vendor: TSubReportVendorRow;
  canPrepare: boolean;
  onUpload: () => void;
  onDelete: () => void;
}) {
  const where = `${vendor.vendor_name}, week ending ${cell.week_ending}`;
  if (cell.state === 'not_due') return <span className="text-muted-foreground">—</span>;
  if (cell.state === 'missing')
    return canPrepare ? (
      <Button
        type="button"
        size="sm"
        variant="outline"
        aria-label={`Upload report for ${where}`}
        onClick={onUpload}
      >
        <Upload aria-hidden="true" />
        Missing
      </Button>
    ) : (
      <span className="font-semibold text-destructive">Missing</span>
    );
  return (
    <div className="flex items-center gap-1">
      {cell.state === 'no_work' ? (
        <Badge variant="secondary">No work</Badge>
      ) : (
        <Button
          type="button"
          size="sm"
          variant="ghost"
          aria-label={`Download report for ${where}`}
          title={cell.file_name ?? undefined}
          onClick={() =>
            cell.id &&
            void downloadSubReport(cell.id, cell.file_name ?? 'report.pdf').catch((err) =>
              toast.error('Could not download the report', {
                description: errorMessage(err, 'Please try again.'),
              }),
            )
          }
        >
          <Download aria-hidden="true" />
          {cell.payroll_number ? `#${cell.payroll_number}` : 'Received'}
        </Button>
      )}
      {canPrepare ? (
        <Button
          type="button"
          size="icon"
          variant="ghost"
          aria-label={`Delete report for ${where}`}
          onClick={onDelete}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      ) : null}
    </div>
  );
}

/** Vendors × weeks of one prime job: received, no work, missing (highlighted); upload into a cell. */
export function SubReportGrid({ grid, canPrepare }: { grid: TSubReportGrid; canPrepare: boolean }) {
  const [isAll, setAll] = React.useState(false);
  const [slot, setSlot] = React.useState<TSubReportSlot | null>(null);
  const [deleting, setDeleting] = React.useState<{ id: string; where: string } | null>(null);
  const remove = useDeleteSubReport();
  const first = isAll ? 0 : Math.max(0, grid.weeks.length - RECENT_WEEKS);
  const weeks = grid.weeks.slice(first);

  if (!grid.is_prime)
    return (
      <p className="rounded-md border p-4 text-muted-foreground text-sm">
        The company is a subcontractor on this job: subcontractors' reports are kept by the prime.
      </p>
    );
  if (grid.vendors.length === 0)
    return (
      <p className="rounded-md border p-4 text-muted-foreground text-sm">
        No subcontract on this job is issued or executed yet: no subcontractor owes a report.
      </p>
    );
  if (grid.weeks.length === 0)
    return (
      <p className="rounded-md border p-4 text-muted-foreground text-sm">No certified week has ended yet.</p>
    );

  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <p>
          {grid.missing === 0 ? (
            'Every report due is in.'
          ) : (
            <span className="font-semibold text-destructive">
              {grid.missing} report{grid.missing === 1 ? '' : 's'} missing
            </span>
          )}
        </p>
        {grid.weeks.length > RECENT_WEEKS ? (
          <Button type="button" variant="link" size="sm" onClick={() => setAll((x) => !x)}>
            {isAll ? `Show the last ${RECENT_WEEKS} weeks` : `Show all ${grid.weeks.length} weeks`}
          </Button>
        ) : null}
      </div>
      <section
        aria-label={`Subcontractors' reports, job ${grid.job_number}, scrollable`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus to be scrolled by keyboard (WCAG 2.1.1, axe scrollable-region-focusable)
        tabIndex={0}
        className="overflow-x-auto rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <table
          aria-label={`Subcontractors' reports, job ${grid.job_number}`}
          className="w-full caption-bottom text-sm"
        >
          <TableHeader>
            <TableRow>
              <TableHead>Subcontractor</TableHead>
              {weeks.map((w) => (
                <TableHead key={w} title={`Week ending ${w}`}>
                  {shortDate(w)}
                </TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {grid.vendors.map((vendor) => (
              <TableRow key={vendor.vendor_id}>
                <TableCell className="whitespace-nowrap">
                  <div className="font-medium">{vendor.vendor_name}</div>
                  <div className="text-muted-foreground text-xs">
                    {vendor.vendor_number} · {vendor.subcontracts.join(', ')}
                  </div>
                </TableCell>
                {vendor.weeks.slice(first).map((cell) => (
                  <TableCell
                    key={cell.week_ending}
                    className={cn('whitespace-nowrap', cell.state === 'missing' && 'bg-destructive/10')}
                  >
                    <Cell
                      cell={cell}
                      vendor={vendor}
                      canPrepare={canPrepare}
                      onUpload={() =>
                        setSlot({
                          job_id: grid.job_id,
                          vendor_id: vendor.vendor_id,
                          vendor_name: vendor.vendor_name,
                          week_ending: cell.week_ending,
                          is_replacing: false,
                        })
                      }
                      onDelete={() =>
                        cell.id &&
                        setDeleting({
                          id: cell.id,
                          where: `${vendor.vendor_name}, week ending ${cell.week_ending}`,
                        })
                      }
                    />
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </table>
      </section>
      <SubReportUploadDialog slot={slot} onOpenChange={(isOpen) => !isOpen && setSlot(null)} />
      <ConfirmDeleteDialog
        isOpen={deleting !== null}
        title="Delete this report?"
        description={deleting ? `${deleting.where}: the file goes and the week shows as missing again.` : ''}
        isDeleting={remove.isPending}
        onOpenChange={(isOpen) => !isOpen && setDeleting(null)}
        onDelete={async () => {
          if (!deleting) return;
          try {
            await remove.mutateAsync(deleting.id);
            toast.success('Report deleted');
            setDeleting(null);
          } catch (err) {
            toast.error('Could not delete the report', {
              description: errorMessage(err, 'Please try again.'),
            });
          }
        }}
      />
    </div>
  );
}
