import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { PencilIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import * as React from 'react';
import { toast } from 'sonner';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { FormDialog } from '@/components/form-dialog';
import { IconAction } from '@/components/icon-action';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { errorMessage } from '@/lib/api-fetch';
import { EmptyNote } from './form-bits';

export type TColumn<TRow> = { header: string; cell: (row: TRow) => React.ReactNode; isNumeric?: boolean };

/**
 * A titled list of one kind of the company's rows (workers' comp classes, fringe rates, overtime
 * rules): loading, error and empty states, a table, Add/Edit in a dialog and Delete after a confirmation.
 */
export function ListSection<TRow extends { id: string }>({
  id,
  title,
  description,
  noun,
  query,
  columns,
  nameOf,
  canEdit,
  remove,
  renderForm,
  extraActions,
}: {
  id: string;
  title: string;
  description: string;
  noun: string;
  query: UseQueryResult<{ items: TRow[] }>;
  columns: TColumn<TRow>[];
  nameOf: (row: TRow) => string;
  canEdit: boolean;
  remove: UseMutationResult<null, Error, string>;
  renderForm: (row: TRow | null, close: () => void) => React.ReactNode;
  extraActions?: React.ReactNode;
}) {
  const [editing, setEditing] = React.useState<{ row: TRow | null } | null>(null);
  const [deleting, setDeleting] = React.useState<TRow | null>(null);
  return (
    <section aria-labelledby={`${id}-heading`} className="grid gap-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 id={`${id}-heading`} className="font-semibold text-lg">
            {title}
          </h2>
          <p className="text-muted-foreground text-sm">{description}</p>
        </div>
        {canEdit ? (
          <div className="flex gap-2">
            {extraActions}
            <Button size="sm" variant="outline" onClick={() => setEditing({ row: null })}>
              <PlusIcon aria-hidden="true" />
              Add {noun}
            </Button>
          </div>
        ) : null}
      </div>
      <QueryState
        query={query}
        loadingLabel={`Loading ${title.toLowerCase()}`}
        errorText={`Could not load ${title.toLowerCase()}`}
      >
        {(data) =>
          data.items.length === 0 ? (
            <EmptyNote>None yet.</EmptyNote>
          ) : (
            <Table aria-label={title}>
              <TableHeader>
                <TableRow>
                  {columns.map((c) => (
                    <TableHead key={c.header} className={c.isNumeric ? 'text-right' : undefined}>
                      {c.header}
                    </TableHead>
                  ))}
                  {canEdit ? <TableHead className="text-right">Actions</TableHead> : null}
                </TableRow>
              </TableHeader>
              <TableBody>
                {data.items.map((row) => (
                  <TableRow key={row.id}>
                    {columns.map((c) => (
                      <TableCell
                        key={c.header}
                        className={c.isNumeric ? 'text-right tabular-nums' : undefined}
                      >
                        {c.cell(row)}
                      </TableCell>
                    ))}
                    {canEdit ? (
                      <TableCell>
                        <div className="flex justify-end gap-1">
                          <IconAction label={`Edit ${nameOf(row)}`} onClick={() => setEditing({ row })}>
                            <PencilIcon aria-hidden />
                          </IconAction>
                          <IconAction label={`Delete ${nameOf(row)}`} onClick={() => setDeleting(row)}>
                            <Trash2Icon aria-hidden className="text-destructive" />
                          </IconAction>
                        </div>
                      </TableCell>
                    ) : null}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )
        }
      </QueryState>
      <FormDialog
        isOpen={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={editing?.row ? `Edit ${nameOf(editing.row)}` : `Add ${noun}`}
        description={description}
        className="sm:max-w-2xl"
      >
        {editing ? renderForm(editing.row, () => setEditing(null)) : null}
      </FormDialog>
      <ConfirmDeleteDialog
        isOpen={deleting !== null}
        title={`Delete ${deleting ? nameOf(deleting) : noun}?`}
        description="Payroll runs already calculated keep what they used."
        isDeleting={remove.isPending}
        onOpenChange={(open) => !open && setDeleting(null)}
        onDelete={async () => {
          if (!deleting) return;
          try {
            await remove.mutateAsync(deleting.id);
            toast.success(`${nameOf(deleting)} deleted`);
            setDeleting(null);
          } catch (error) {
            toast.error(`Could not delete ${nameOf(deleting)}`, {
              description: errorMessage(error, 'Please try again.'),
            });
          }
        }}
      />
    </section>
  );
}
