import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import type * as React from 'react';
import { ListSection as SharedListSection, type TColumn } from '@/components/list-section';

export type { TColumn };

/**
 * A titled list of one kind of the company's rows (workers' comp classes, fringe rates, overtime
 * rules): the shared `ListSection` with the payroll settings page's texts, built from a noun and a name.
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
  return (
    <SharedListSection
      id={id}
      title={title}
      description={description}
      query={query}
      loadingLabel={`Loading ${title.toLowerCase()}`}
      errorText={`Could not load ${title.toLowerCase()}`}
      emptyText="None yet."
      columns={columns}
      canEdit={canEdit}
      add={{ label: `Add ${noun}` }}
      extraActions={extraActions}
      form={{
        title: (row) => (row ? `Edit ${nameOf(row)}` : `Add ${noun}`),
        description,
        className: 'sm:max-w-2xl',
        render: renderForm,
      }}
      editLabel={(row) => `Edit ${nameOf(row)}`}
      remove={{
        mutation: remove,
        label: (row) => `Delete ${nameOf(row)}`,
        title: (row) => `Delete ${row ? nameOf(row) : noun}?`,
        description: 'Payroll runs already calculated keep what they used.',
        doneText: (row) => `${nameOf(row)} deleted`,
        failedText: (row) => `Could not delete ${nameOf(row)}`,
      }}
    />
  );
}
