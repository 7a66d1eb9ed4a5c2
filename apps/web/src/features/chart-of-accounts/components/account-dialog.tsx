import type { TAccountWithBalance } from '@groundwork/shared';
import { FormDialog } from '@/components/form-dialog';
import { AccountForm } from './account-form';

/** Add an account (`account` null) or edit one; closes itself once saved. */
export function AccountDialog({
  isOpen,
  account,
  accounts,
  onOpenChange,
}: {
  isOpen: boolean;
  account: TAccountWithBalance | null;
  accounts: readonly TAccountWithBalance[];
  onOpenChange: (isOpen: boolean) => void;
}) {
  return (
    <FormDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      className="sm:max-w-xl"
      title={account ? `Edit Account ${account.account_number}` : 'Add Account'}
      description="A number unique in your chart, a name and a type; sub-accounts group under a parent of the same type."
    >
      {/* A new form each time the dialog opens, with that account's values. */}
      {isOpen ? (
        <AccountForm account={account} accounts={accounts} onDone={() => onOpenChange(false)} />
      ) : null}
    </FormDialog>
  );
}
