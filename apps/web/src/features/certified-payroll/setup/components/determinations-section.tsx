import type { TDetermination, TWageClass } from '@groundwork/shared';
import { FileUpIcon, PencilIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import * as React from 'react';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { FormDialog } from '@/components/form-dialog';
import { IconAction } from '@/components/icon-action';
import { runWithToasts } from '@/components/list-section';
import { QueryState } from '@/components/query-state';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { EmptyNote } from '@/features/pay-setup/components/form-bits';
import { useDeleteDetermination, useDeleteWageClass, useDeterminations } from '../api/use-certified-job';
import { ClassImportDialog } from './class-import-dialog';
import { DeterminationForm, WageClassForm } from './determination-dialogs';

const rate = (v: string) => Number(v).toFixed(2);
const total = (c: TWageClass) => (Number(c.basic_rate) + Number(c.fringe_rate)).toFixed(2);
const modName = (d: TDetermination) => `WD ${d.wd_number} modification ${d.modification}`;

type TEditing = { determinationId: string; wageClass: TWageClass | null };

/** One modification: its dates and its classification table. */
function ModificationCard({
  jobId,
  det,
  canEdit,
  onEditClass,
  onImport,
  onDelete,
  onDeleteClass,
}: {
  jobId: string;
  det: TDetermination;
  canEdit: boolean;
  onEditClass: (editing: TEditing) => void;
  onImport: (det: TDetermination) => void;
  onDelete: (det: TDetermination) => void;
  onDeleteClass: (c: TWageClass) => void;
}) {
  const headingId = `det-${det.id}`;
  return (
    <Card aria-labelledby={headingId} data-job={jobId}>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-2">
        <div className="grid gap-1">
          <CardTitle id={headingId} className="flex items-center gap-2 text-base">
            {modName(det)}
            {det.is_current ? <Badge>In force today</Badge> : null}
          </CardTitle>
          <p className="text-muted-foreground text-sm">
            Dated {det.modification_date} · governs work from {det.effective_from}
            {det.note ? ` · ${det.note}` : ''}
          </p>
        </div>
        {canEdit ? (
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              variant="outline"
              onClick={() => onEditClass({ determinationId: det.id, wageClass: null })}
            >
              <PlusIcon aria-hidden="true" />
              Add classification
            </Button>
            <Button size="sm" variant="outline" onClick={() => onImport(det)}>
              <FileUpIcon aria-hidden="true" />
              Import CSV
            </Button>
            <IconAction label={`Delete ${modName(det)}`} onClick={() => onDelete(det)}>
              <Trash2Icon aria-hidden className="text-destructive" />
            </IconAction>
          </div>
        ) : null}
      </CardHeader>
      <CardContent>
        {det.classes.length === 0 ? (
          <EmptyNote>No classifications yet: add them or import a CSV.</EmptyNote>
        ) : (
          <Table aria-label={`Classifications of ${modName(det)}`}>
            <TableHeader>
              <TableRow>
                <TableHead>Classification</TableHead>
                <TableHead className="text-right">Basic rate</TableHead>
                <TableHead className="text-right">Fringe</TableHead>
                <TableHead className="text-right">Total</TableHead>
                <TableHead className="text-right">Time lines</TableHead>
                {canEdit ? <TableHead className="text-right">Actions</TableHead> : null}
              </TableRow>
            </TableHeader>
            <TableBody>
              {det.classes.map((c) => (
                <TableRow key={c.id}>
                  <TableCell className="font-medium">{c.classification}</TableCell>
                  <TableCell className="text-right tabular-nums">{rate(c.basic_rate)}</TableCell>
                  <TableCell className="text-right tabular-nums">{rate(c.fringe_rate)}</TableCell>
                  <TableCell className="text-right tabular-nums">{total(c)}</TableCell>
                  <TableCell className="text-right tabular-nums">{c.time_lines}</TableCell>
                  {canEdit ? (
                    <TableCell>
                      <div className="flex justify-end gap-1">
                        <IconAction
                          label={`Edit ${c.classification}`}
                          onClick={() => onEditClass({ determinationId: det.id, wageClass: c })}
                        >
                          <PencilIcon aria-hidden />
                        </IconAction>
                        <IconAction label={`Delete ${c.classification}`} onClick={() => onDeleteClass(c)}>
                          <Trash2Icon aria-hidden className="text-destructive" />
                        </IconAction>
                      </div>
                    </TableCell>
                  ) : null}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}

/** The job's wage determinations, one card per modification (latest effective first). */
export function DeterminationsSection({ jobId, canEdit }: { jobId: string; canEdit: boolean }) {
  const query = useDeterminations(jobId);
  const [isAdding, setIsAdding] = React.useState(false);
  const [editing, setEditing] = React.useState<TEditing | null>(null);
  const [importing, setImporting] = React.useState<TDetermination | null>(null);
  const [deleting, setDeleting] = React.useState<TDetermination | null>(null);
  const [deletingClass, setDeletingClass] = React.useState<TWageClass | null>(null);
  const removeDet = useDeleteDetermination(jobId);
  const removeClass = useDeleteWageClass(jobId);
  const items = query.data?.items ?? [];
  const latest = items.reduce<TDetermination | null>(
    (best, d) =>
      !best ||
      d.effective_from > best.effective_from ||
      (d.effective_from === best.effective_from && d.modification > best.modification)
        ? d
        : best,
    null,
  );
  return (
    <section aria-labelledby="wd-heading" className="grid gap-3">
      <div className="flex items-center justify-between gap-2">
        <h2 id="wd-heading" className="font-semibold text-lg">
          Wage determinations
        </h2>
        {canEdit ? (
          <Button size="sm" onClick={() => setIsAdding(true)}>
            <PlusIcon aria-hidden="true" />
            {items.length ? 'Add modification' : 'Add determination'}
          </Button>
        ) : null}
      </div>
      <QueryState
        query={query}
        errorText="Could not load the wage determinations"
        loadingLabel="Loading the determinations"
      >
        {(data) =>
          data.items.length === 0 ? (
            <EmptyNote>
              No wage determination yet. Time on this job is refused until one is in force.
            </EmptyNote>
          ) : (
            <div className="grid gap-3">
              {data.items.map((det) => (
                <ModificationCard
                  key={det.id}
                  jobId={jobId}
                  det={det}
                  canEdit={canEdit}
                  onEditClass={setEditing}
                  onImport={setImporting}
                  onDelete={setDeleting}
                  onDeleteClass={setDeletingClass}
                />
              ))}
            </div>
          )
        }
      </QueryState>
      <FormDialog
        isOpen={isAdding}
        onOpenChange={setIsAdding}
        title={latest ? 'Add modification' : 'Add wage determination'}
        description="The modification governs work from its effective date; the latest in force on a date applies."
        className="sm:max-w-xl"
      >
        {isAdding ? (
          <DeterminationForm jobId={jobId} latest={latest} onClose={() => setIsAdding(false)} />
        ) : null}
      </FormDialog>
      <FormDialog
        isOpen={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={editing?.wageClass ? 'Edit classification' : 'Add classification'}
        description="As written in the determination, with the basic hourly rate and the fringe per hour."
      >
        {editing ? (
          <WageClassForm
            jobId={jobId}
            determinationId={editing.determinationId}
            wageClass={editing.wageClass}
            onClose={() => setEditing(null)}
          />
        ) : null}
      </FormDialog>
      {importing ? (
        <ClassImportDialog
          jobId={jobId}
          determinationId={importing.id}
          title={`Import classifications into ${modName(importing)}`}
          isOpen
          onOpenChange={(open) => !open && setImporting(null)}
        />
      ) : null}
      <ConfirmDeleteDialog
        isOpen={deleting !== null}
        title={`Delete ${deleting ? modName(deleting) : ''}?`}
        description="Its classifications go with it. A modification that time lines use cannot be deleted."
        isDeleting={removeDet.isPending}
        onOpenChange={(open) => !open && setDeleting(null)}
        onDelete={async () => {
          if (!deleting) return;
          await runWithToasts(() => removeDet.mutateAsync(deleting.id), {
            done: 'Modification deleted',
            failed: 'Could not delete the modification',
            onDone: () => setDeleting(null),
          });
        }}
      />
      <ConfirmDeleteDialog
        isOpen={deletingClass !== null}
        title={`Delete ${deletingClass?.classification ?? ''}?`}
        description="A classification that time lines use cannot be deleted."
        isDeleting={removeClass.isPending}
        onOpenChange={(open) => !open && setDeletingClass(null)}
        onDelete={async () => {
          if (!deletingClass) return;
          await runWithToasts(() => removeClass.mutateAsync(deletingClass.id), {
            done: 'Classification deleted',
            failed: 'Could not delete the classification',
            onDone: () => setDeletingClass(null),
          });
        }}
      />
    </section>
  );
}
