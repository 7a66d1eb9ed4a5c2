import * as React from 'react';
import { FormAlert } from '@/components/field';
import { FormDialog } from '@/components/form-dialog';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { ButtonSpinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';

/**
 * Undo of the latest finished reconciliation: its items are unlocked and become cleared-not-reconciled
 * again, an adjustment entry is reversed. A reason is required (audited), and a second step confirms.
 */
export function FinishUndoDialog({
  isOpen,
  onOpenChange,
  statementDate,
  hasAdjustment,
  isSaving,
  onSubmit,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  statementDate: string;
  hasAdjustment: boolean;
  isSaving: boolean;
  onSubmit: (reason: string) => Promise<boolean>;
}) {
  const [reason, setReason] = React.useState('');
  const [isConfirming, setIsConfirming] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);
  const close = (open: boolean) => {
    setError(null);
    setIsConfirming(false);
    onOpenChange(open);
  };
  return (
    <FormDialog
      isOpen={isOpen}
      onOpenChange={close}
      title={`Undo the reconciliation of ${statementDate}`}
      description={`Its cleared items are unlocked and the reconciliation is open again${hasAdjustment ? '; its adjustment entry is reversed' : ''}. The reason goes into the audit log.`}
    >
      <form
        className="grid gap-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!reason.trim()) return setError('Give the reason for undoing the reconciliation');
          setError(null);
          if (!isConfirming) return setIsConfirming(true);
          void onSubmit(reason.trim()).then((ok) => (ok ? close(false) : null));
        }}
      >
        <div className="grid gap-2">
          <Label htmlFor="undo-reason">Reason</Label>
          <Textarea
            id="undo-reason"
            maxLength={500}
            value={reason}
            disabled={isConfirming}
            onChange={(event) => setReason(event.target.value)}
          />
        </div>
        <FormAlert message={error} />
        {isConfirming ? (
          <p role="alert" className="rounded-md bg-destructive/10 p-3 text-sm">
            Are you sure? The statement of {statementDate} will no longer be reconciled.
          </p>
        ) : null}
        <DialogFooter>
          <Button variant="outline" onClick={() => (isConfirming ? setIsConfirming(false) : close(false))}>
            {isConfirming ? 'Back' : 'Cancel'}
          </Button>
          <Button type="submit" variant={isConfirming ? 'destructive' : 'default'} disabled={isSaving}>
            {isSaving ? <ButtonSpinner /> : null}
            {isConfirming ? 'Yes, undo the reconciliation' : 'Undo reconciliation'}
          </Button>
        </DialogFooter>
      </form>
    </FormDialog>
  );
}
