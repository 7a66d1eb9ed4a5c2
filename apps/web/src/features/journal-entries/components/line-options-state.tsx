import type * as React from 'react';
import { LoadError, LoadingRows } from '@/components/query-state';
import { type TLineOptions, useLineOptions } from '../api/use-line-options';

/** Loading and error states of the grid's pickers; `children` renders the form once they are in. */
export function LineOptionsState({ children }: { children: (options: TLineOptions) => React.ReactNode }) {
  const lineOptions = useLineOptions();
  if (lineOptions.isPending) return <LoadingRows label="Loading accounts" rows={5} />;
  if (lineOptions.error) {
    return (
      <LoadError
        text="Could not load accounts, jobs and cost codes"
        error={lineOptions.error}
        onRetry={lineOptions.refetch}
      />
    );
  }
  return children(lineOptions.options);
}
