import { PERIOD_MESSAGES, type TPeriod } from '@groundwork/shared';
import * as React from 'react';
import { toast } from 'sonner';
import { DialogFormFooter, FormDialog } from '@/components/form-dialog';
import { errorMessage } from '@/lib/api-fetch';
import { useClosePeriods } from '../api/use-close-periods';
import { periodName } from '../periods';

/** Confirms closing the books through a period's last day; every earlier open period closes with it. */
export function ClosePeriodDialog({ period, onClose }: { period: TPeriod | null; onClose: () => void }) {
  const closePeriods = useClosePeriods();
  const [error, setError] = React.useState<string | null>(null);

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!period) return;
    try {
      await closePeriods.mutateAsync(period.end);
      toast.success(PERIOD_MESSAGES.closed);
      onClose();
    } catch (caught) {
      setError(errorMessage(caught, 'Could not close the period'));
    }
  };

  return (
    <FormDialog
      isOpen={period !== null}
      onOpenChange={(open) => {
        if (!open) {
          setError(null);
          onClose();
        }
      }}
      title={period ? `Close the books through ${period.end}?` : 'Close the books'}
      description={
        period
          ? `${periodName(period)} and every earlier period will be closed: nothing can be posted or reversed on a date up to ${period.end} until a company admin reopens it.`
          : ''
      }
    >
      <form className="grid gap-4" onSubmit={(event) => void onSubmit(event)}>
        {error ? (
          <p role="alert" className="text-destructive text-sm">
            {error}
          </p>
        ) : null}
        <DialogFormFooter
          submitLabel="Close the books"
          isSaving={closePeriods.isPending}
          onCancel={onClose}
        />
      </form>
    </FormDialog>
  );
}
