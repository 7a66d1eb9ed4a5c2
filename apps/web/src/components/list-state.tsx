import type { UseQueryResult } from '@tanstack/react-query';
import type * as React from 'react';
import { ListPager } from '@/components/list-pager';
import { QueryState } from '@/components/query-state';

type TPageLike = { items: readonly unknown[]; total: number };
type TPagedLike = TPageLike & { page: number; pageSize: number };

/** Loading, error and empty states of a paged list; `children` renders the rows once there are some. */
export function ListState<TData extends TPageLike>({
  query,
  emptyText,
  errorText,
  children,
}: {
  query: UseQueryResult<TData>;
  emptyText: string;
  errorText: string;
  children: (data: TData) => React.ReactNode;
}) {
  return (
    <QueryState query={query} errorText={errorText}>
      {(data) =>
        data.items.length === 0 ? (
          <p className="rounded-md border border-dashed p-8 text-center text-muted-foreground text-sm">
            {emptyText}
          </p>
        ) : (
          <div aria-busy={query.isFetching}>{children(data)}</div>
        )
      }
    </QueryState>
  );
}

/** A `ListState` with Previous / Next under the rows; `pagerLabel` names the pages ("Customer pages"). */
export function PagedListState<TData extends TPagedLike>({
  pagerLabel,
  onPageChange,
  children,
  ...states
}: {
  query: UseQueryResult<TData>;
  emptyText: string;
  errorText: string;
  pagerLabel: string;
  onPageChange: (page: number) => void;
  children: (data: TData) => React.ReactNode;
}) {
  return (
    <ListState {...states}>
      {(data) => (
        <>
          {children(data)}
          <ListPager
            label={pagerLabel}
            page={data.page}
            pageSize={data.pageSize}
            total={data.total}
            onPageChange={onPageChange}
          />
        </>
      )}
    </ListState>
  );
}
