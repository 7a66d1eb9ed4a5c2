import {
  IMPORT_CONTROL_ACCOUNT_LABELS,
  IMPORT_CONTROL_ACCOUNTS,
  type TImportControlAccount,
  type TImportMapping,
  type TImportSourceAccount,
} from '@groundwork/shared';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';

const HINTS: Record<TImportControlAccount, string> = {
  accounts_receivable: 'Open invoices restore it, one by one.',
  accounts_payable: 'Unpaid bills restore it, one by one.',
  retainage_receivable: 'Needed when open invoices hold retainage.',
  retainage_payable: 'Needed when unpaid bills hold retainage.',
  undeposited_funds: 'Payments received, not yet deposited.',
  opening_balance_equity: 'QuickBooks’ balancing account; should end at zero.',
};

/**
 * Which source account is each of the product's control accounts. Every one must be set before the
 * preview; an unset one says so with the contract's message.
 */
export function ControlAccountsForm({
  draft,
  sourceAccounts,
  problems,
  required,
  onChoose,
}: {
  draft: TImportMapping;
  sourceAccounts: readonly TImportSourceAccount[];
  problems: ReadonlyMap<TImportControlAccount, string>;
  /** The ones the source declares: they must be set. The others only when the documents need them. */
  required: ReadonlySet<TImportControlAccount>;
  onChoose: (key: TImportControlAccount, sourcePath: string | null) => void;
}) {
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {IMPORT_CONTROL_ACCOUNTS.map((key) => {
        const id = `control-${key}`;
        const problem = problems.get(key);
        return (
          <div key={key} className="grid content-start gap-1.5">
            <Label htmlFor={id}>
              {IMPORT_CONTROL_ACCOUNT_LABELS[key]}
              {required.has(key) ? (
                <span className="text-destructive" aria-hidden="true">
                  *
                </span>
              ) : null}
            </Label>
            <NativeSelect
              id={id}
              value={draft.control_accounts[key] ?? ''}
              aria-invalid={problem ? true : undefined}
              aria-required={required.has(key) || undefined}
              aria-describedby={problem ? `${id}-error` : `${id}-hint`}
              onChange={(event) => onChoose(key, event.target.value || null)}
            >
              <option value="">{required.has(key) ? 'Choose a source account…' : 'None in my books'}</option>
              {sourceAccounts.map((account) => (
                <option key={account.source_path} value={account.source_path}>
                  {account.source_number ? `${account.source_number} · ` : ''}
                  {account.source_path}
                </option>
              ))}
            </NativeSelect>
            {problem ? (
              <p id={`${id}-error`} className="text-destructive text-xs">
                {problem}
              </p>
            ) : (
              <p id={`${id}-hint`} className="text-muted-foreground text-xs">
                {HINTS[key]}
              </p>
            )}
          </div>
        );
      })}
    </div>
  );
}
