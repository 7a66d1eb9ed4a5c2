import { accountLabel } from '@groundwork/shared';
import * as React from 'react';
import { FormAlert } from '@/components/field';
import { DialogFormFooter, FormDialog } from '@/components/form-dialog';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { useAdjustmentAccounts } from '../api/reconciliations-api';
import { formatAmount } from '../workspace-model';

/**
 * Finish with an adjustment entry (accountant or admin): the difference is posted against the chosen
 * account, dated the statement date, and cleared in this reconciliation. The reason is required.
 */
export function FinishAdjustmentDialog({
  isOpen,
  onOpenChange,
  cashAccountId,
  statementDate,
  differenceCents,
  isSaving,
  onSubmit,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  cashAccountId: string;
  statementDate: string;
  differenceCents: number;
  isSaving: boolean;
  onSubmit: (input: { account_id: string; reason: string }) => Promise<boolean>;
}) {
  const accounts = useAdjustmentAccounts(cashAccountId, { isEnabled: isOpen });
  const [accountId, setAccountId] = React.useState('');
  const [reason, setReason] = React.useState('');
  const [error, setError] = React.useState<string | null>(null);
  const close = (open: boolean) => {
    setError(null);
    onOpenChange(open);
  };
  const direction = differenceCents > 0 ? 'into' : 'out of';
  return (
    <FormDialog
      isOpen={isOpen}
      onOpenChange={close}
      title="Finish with an adjustment"
      description={`The difference of ${formatAmount(differenceCents)} is posted ${direction} the bank account on ${statementDate}, against the account you choose, and cleared in this reconciliation.`}
    >
      <form
        className="grid gap-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!accountId) return setError('Choose the account the adjustment is posted against');
          if (!reason.trim()) return setError('Give the reason for the adjustment');
          setError(null);
          void onSubmit({ account_id: accountId, reason: reason.trim() }).then((ok) =>
            ok ? close(false) : null,
          );
        }}
      >
        <div className="grid gap-2">
          <Label htmlFor="adjustment-account">Account</Label>
          <NativeSelect
            id="adjustment-account"
            value={accountId}
            disabled={accounts.isPending}
            onChange={(event) => setAccountId(event.target.value)}
          >
            <option value="">{accounts.isPending ? 'Loading accounts…' : 'Choose an account'}</option>
            {(accounts.data ?? []).map((account) => (
              <option key={account.id} value={account.id}>
                {accountLabel(account)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-2">
          <Label htmlFor="adjustment-reason">Reason</Label>
          <Textarea
            id="adjustment-reason"
            maxLength={500}
            placeholder="e.g. Bank error on the March statement, corrected by the bank in April"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </div>
        <FormAlert message={error} />
        <DialogFormFooter
          submitLabel="Post adjustment and finish"
          isSaving={isSaving}
          onCancel={() => close(false)}
        />
      </form>
    </FormDialog>
  );
}
