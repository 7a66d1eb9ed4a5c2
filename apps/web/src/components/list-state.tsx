import type { UseQueryResult } from '@tanstack/react-query';
import type * as React from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';

type TPageLike = { items: readonly unknown[]; total: number };

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
  if (query.isPending) {
    return (
      <div role="status" aria-label="Loading" className="grid gap-2">
        {[0, 1, 2, 3].map((row) => (
          <Skeleton key={row} className="h-9 w-full" />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <div
        role="alert"
        className="flex flex-wrap items-center gap-3 rounded-md border border-destructive/40 p-4"
      >
        <p className="text-sm">
          {errorText}: {query.error.message}
        </p>
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (query.data.items.length === 0) {
    return (
      <p className="rounded-md border border-dashed p-8 text-center text-muted-foreground text-sm">
        {emptyText}
      </p>
    );
  }
  return <div aria-busy={query.isFetching}>{children(query.data)}</div>;
}
