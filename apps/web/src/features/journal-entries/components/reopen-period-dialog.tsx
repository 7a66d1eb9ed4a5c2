import { PERIOD_MESSAGES, type TPeriod, type TPeriods } from '@groundwork/shared';
import * as React from 'react';
import { toast } from 'sonner';
import { FormAlert } from '@/components/field';
import { DialogFormFooter, FormDialog } from '@/components/form-dialog';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-fetch';
import { useReopenPeriods } from '../api/use-reopen-periods';
import { periodName, REOPEN_ALL, reopenChoices } from '../periods';

/** Reopens a closed period (company admin, internal staff) with a reason; later periods reopen with it. */
export function ReopenPeriodDialog({
  period,
  data,
  onClose,
}: {
  period: TPeriod | null;
  data: TPeriods;
  onClose: () => void;
}) {
  const reopenPeriods = useReopenPeriods();
  const choices = period ? reopenChoices(period, data) : [];
  const [through, setThrough] = React.useState('');
  const [reason, setReason] = React.useState('');
  const [error, setError] = React.useState<string | null>(null);
  const value = through || choices[0]?.value || REOPEN_ALL;

  const close = () => {
    setThrough('');
    setReason('');
    setError(null);
    onClose();
  };

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setError(PERIOD_MESSAGES.reasonRequired);
      return;
    }
    try {
      await reopenPeriods.mutateAsync({
        through: value === REOPEN_ALL ? null : value,
        reason: reason.trim(),
      });
      toast.success(PERIOD_MESSAGES.reopened);
      close();
    } catch (caught) {
      setError(errorMessage(caught, 'Could not reopen the period'));
    }
  };

  return (
    <FormDialog
      isOpen={period !== null}
      onOpenChange={(open) => (open ? null : close())}
      title={period ? `Reopen ${periodName(period)}` : 'Reopen'}
      description="Entries can then be posted and reversed in it again. The reason is kept in the period history."
    >
      <form className="grid gap-4" onSubmit={(event) => void onSubmit(event)} noValidate>
        <div className="grid gap-2">
          <Label htmlFor="reopen-through">Books stay closed</Label>
          <NativeSelect
            id="reopen-through"
            value={value}
            onChange={(event) => setThrough(event.target.value)}
          >
            {choices.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-2">
          <Label htmlFor="reopen-reason">Reason</Label>
          <Textarea
            id="reopen-reason"
            required
            maxLength={499}
            aria-invalid={error === PERIOD_MESSAGES.reasonRequired || undefined}
            placeholder="Why the period must change (an invoice found late, a correction)"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </div>
        <FormAlert message={error} />
        <DialogFormFooter submitLabel="Reopen" isSaving={reopenPeriods.isPending} onCancel={close} />
      </form>
    </FormDialog>
  );
}
