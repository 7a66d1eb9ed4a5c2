import type { UseQueryResult } from '@tanstack/react-query';
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
import { cn } from '@/lib/utils';

/** A column of a `ListSection`'s table; numeric columns are right-aligned with tabular figures. */
export type TColumn<TRow> = {
  header: string;
  cell: (row: TRow) => React.ReactNode;
  isNumeric?: boolean;
  className?: string;
};

/** An empty state shown inside a card. */
export function EmptyNote({ children }: { children: React.ReactNode }) {
  return (
    <p className="rounded-md border border-dashed p-6 text-center text-muted-foreground text-sm">
      {children}
    </p>
  );
}

type TRows<TRow> =
  /** Rows already at hand (say, part of a bigger query the page has loaded). */
  | { rows: TRow[]; query?: never; loadingLabel?: never; errorText?: never }
  /** Rows of their own query: loading and error states while it has none. */
  | { rows?: never; query: UseQueryResult<{ items: TRow[] }>; loadingLabel?: string; errorText: string };

type TListSectionProps<TRow> = TRows<TRow> & {
  /** Prefix of the heading's id (`${id}-heading`), which names the section. */
  id: string;
  title: string;
  /** 2 for a section of a page, 3 for a card inside a tab. */
  headingLevel?: 2 | 3;
  description?: React.ReactNode;
  /** The table's accessible name; the title by default. */
  tableLabel?: string;
  emptyText: React.ReactNode;
  columns: TColumn<TRow>[];
  /** The row's key and what `remove` is called with; `row.id` by default. */
  rowKey?: (row: TRow) => string;
  rowClassName?: (row: TRow) => string | undefined;
  canEdit: boolean;
  /** The Add button over the table (opens `form` for a new row); `isHidden` hides it for now. */
  add?: { label: string; variant?: 'default' | 'outline'; isHidden?: boolean };
  /** More buttons beside Add. */
  extraActions?: React.ReactNode;
  /** The dialog Add and Edit open; `render` gets null for a new row. */
  form?: {
    title: (row: TRow | null) => string;
    description: React.ReactNode;
    className?: string;
    render: (row: TRow | null, close: () => void) => React.ReactNode;
  };
  /** Names the row's Edit button; without it rows have no Edit. */
  editLabel?: (row: TRow) => string;
  /** The row's Delete (or Remove) button and the confirmation it asks for; `title` gets null while closing. */
  remove?: {
    mutation: { mutateAsync: (key: string) => Promise<unknown>; isPending: boolean };
    label: (row: TRow) => string;
    title: (row: TRow | null) => React.ReactNode;
    description: React.ReactNode;
    doneText: (row: TRow) => string;
    failedText: (row: TRow) => string;
  };
  /** More buttons of a row, between Edit and Delete. */
  rowActions?: (row: TRow) => React.ReactNode;
  /** Whether a row offers any action at all; all rows by default. */
  hasActions?: (row: TRow) => boolean;
  /** Under the table: an inline form, dialogs of `rowActions`. */
  children?: React.ReactNode;
};

const keyById = (row: unknown) => (row as { id: string }).id;

/**
 * Runs a save or a delete of a list's row (or of the form a list opens): a toast of `done` and then
 * `onDone` (say, closing the dialog) when the server agrees; a toast of `failed` with its reason when not.
 */
export async function runWithToasts<T>(
  run: () => Promise<T>,
  {
    done,
    failed,
    onDone,
  }: { done: string | ((result: T) => string); failed: string; onDone?: (result: T) => void },
): Promise<void> {
  try {
    const result = await run();
    toast.success(typeof done === 'string' ? done : done(result));
    onDone?.(result);
  } catch (error) {
    toast.error(failed, { description: errorMessage(error, 'Please try again.') });
  }
}

/**
 * A titled list of rows of one kind: an Add button, loading, error and empty states, a table with each
 * row's Edit and Delete, Add/Edit in a dialog and Delete after a confirmation. Each list keeps its own
 * columns, form and texts.
 */
export function ListSection<TRow>({
  id,
  title,
  headingLevel = 2,
  description,
  tableLabel = title,
  emptyText,
  columns,
  rowKey = keyById,
  rowClassName,
  canEdit,
  add,
  extraActions,
  form,
  editLabel,
  remove,
  rowActions,
  hasActions,
  children,
  ...source
}: TListSectionProps<TRow>) {
  const [editing, setEditing] = React.useState<{ row: TRow | null } | null>(null);
  const [deleting, setDeleting] = React.useState<TRow | null>(null);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const isAddShown = canEdit && add !== undefined && !add.isHidden;

  const table = (rows: TRow[]) =>
    rows.length === 0 ? (
      <EmptyNote>{emptyText}</EmptyNote>
    ) : (
      <Table aria-label={tableLabel}>
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
          {rows.map((row) => (
            <TableRow key={rowKey(row)} className={rowClassName?.(row)}>
              {columns.map((c) => (
                <TableCell
                  key={c.header}
                  className={cn(c.isNumeric && 'text-right tabular-nums', c.className) || undefined}
                >
                  {c.cell(row)}
                </TableCell>
              ))}
              {canEdit ? (
                <TableCell>
                  {hasActions === undefined || hasActions(row) ? (
                    <div className="flex justify-end gap-1">
                      {form && editLabel ? (
                        <IconAction label={editLabel(row)} onClick={() => setEditing({ row })}>
                          <PencilIcon aria-hidden />
                        </IconAction>
                      ) : null}
                      {rowActions?.(row)}
                      {remove ? (
                        <IconAction label={remove.label(row)} onClick={() => setDeleting(row)}>
                          <Trash2Icon aria-hidden className="text-destructive" />
                        </IconAction>
                      ) : null}
                    </div>
                  ) : null}
                </TableCell>
              ) : null}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    );

  return (
    <section aria-labelledby={`${id}-heading`} className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="grid gap-1">
          <Heading
            id={`${id}-heading`}
            className={headingLevel === 2 ? 'font-semibold text-lg' : 'font-semibold'}
          >
            {title}
          </Heading>
          {description ? <p className="text-muted-foreground text-sm">{description}</p> : null}
        </div>
        {canEdit && (isAddShown || extraActions) ? (
          <div className="flex gap-2">
            {extraActions}
            {isAddShown ? (
              <Button size="sm" variant={add.variant ?? 'outline'} onClick={() => setEditing({ row: null })}>
                <PlusIcon aria-hidden="true" />
                {add.label}
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
      {source.query ? (
        <QueryState query={source.query} loadingLabel={source.loadingLabel} errorText={source.errorText}>
          {(data) => table(data.items)}
        </QueryState>
      ) : (
        table(source.rows)
      )}
      {children}
      {form ? (
        <FormDialog
          isOpen={editing !== null}
          onOpenChange={(open) => !open && setEditing(null)}
          title={form.title(editing?.row ?? null)}
          description={form.description}
          className={form.className}
        >
          {editing ? form.render(editing.row, () => setEditing(null)) : null}
        </FormDialog>
      ) : null}
      {remove ? (
        <ConfirmDeleteDialog
          isOpen={deleting !== null}
          title={remove.title(deleting)}
          description={remove.description}
          isDeleting={remove.mutation.isPending}
          onOpenChange={(open) => !open && setDeleting(null)}
          onDelete={async () => {
            if (!deleting) return;
            const row = deleting;
            await runWithToasts(() => remove.mutation.mutateAsync(rowKey(row)), {
              done: remove.doneText(row),
              failed: remove.failedText(row),
              onDone: () => setDeleting(null),
            });
          }}
        />
      ) : null}
    </section>
  );
}
