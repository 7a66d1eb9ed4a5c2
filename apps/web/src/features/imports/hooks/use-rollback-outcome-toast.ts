import type { TImportRun } from '@groundwork/shared';
import * as React from 'react';
import { toast } from 'sonner';

/**
 * The rollback works in the background and the page polls the run: once the run leaves `rolling_back`,
 * say how it ended — rolled back, or stopped (the run is back as it was, `error` saying why).
 */
export function useRollbackOutcomeToast(run: Pick<TImportRun, 'id' | 'status' | 'error'>) {
  const previous = React.useRef({ id: run.id, status: run.status });
  React.useEffect(() => {
    const was = previous.current;
    previous.current = { id: run.id, status: run.status };
    if (was.id !== run.id || was.status !== 'rolling_back' || run.status === 'rolling_back') return;
    if (run.status === 'rolled_back') {
      toast.success('Import rolled back');
    } else {
      toast.error('The rollback stopped', {
        description: run.error ?? 'Nothing was rolled back. You may try again.',
      });
    }
  }, [run.id, run.status, run.error]);
}
