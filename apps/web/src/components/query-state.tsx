import type { UseQueryResult } from '@tanstack/react-query';
import type * as React from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';

/** Skeleton rows standing in for a list while it loads; `label` names the status for screen readers. */
export function LoadingRows({ label = 'Loading', rows = 4 }: { label?: string; rows?: number }) {
  return (
    <div role="status" aria-label={label} className="grid gap-2">
      {Array.from({ length: rows }, (_, row) => row).map((row) => (
        <Skeleton key={row} className="h-9 w-full" />
      ))}
    </div>
  );
}

/** A failed load, with the server's reason and a way to ask again. */
export function LoadError({ text, error, onRetry }: { text: string; error: Error; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-3 rounded-md border border-destructive/40 p-4"
    >
      <p className="text-sm">
        {text}: {error.message}
      </p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

/** Loading and error states of a query; `children` renders its data once it has arrived. */
export function QueryState<TData>({
  query,
  loadingLabel,
  loadingRows,
  errorText,
  children,
}: {
  query: UseQueryResult<TData>;
  loadingLabel?: string;
  loadingRows?: number;
  errorText: string;
  children: (data: TData) => React.ReactNode;
}) {
  if (query.isPending) return <LoadingRows label={loadingLabel} rows={loadingRows} />;
  if (query.isError) {
    return <LoadError text={errorText} error={query.error} onRetry={() => void query.refetch()} />;
  }
  return children(query.data);
}
