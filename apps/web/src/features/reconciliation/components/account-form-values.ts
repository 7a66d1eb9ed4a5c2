import { ZReconCreateBankAccount, ZReconUpdateBankAccount } from '@groundwork/shared';
import type { TBankAccount, TBankAccountInput, TCreateBankAccountInput } from '../api/bank-accounts-api';

/*
 * The bank account form's values (issue 23), checked by the server's own schema, and the request they
 * make. The opening balance and date move only while no reconciliation of the account is finished.
 */

export type TAccountValues = {
  gl_account_id: string;
  name: string;
  bank_name: string;
  last_four: string;
  routing_number: string;
  /** NaN while the text is not an amount. */
  opening_balance_cents: number | null;
  opening_balance_date: string;
  is_active: boolean;
};

export type TAccountErrors = Partial<Record<keyof TAccountValues, string>>;

export function accountValuesOf(account: TBankAccount | null): TAccountValues {
  return {
    gl_account_id: account?.gl_account.id ?? '',
    name: account?.name ?? '',
    bank_name: account?.bank_name ?? '',
    last_four: account?.last_four ?? '',
    routing_number: account?.routing_number ?? '',
    opening_balance_cents: account ? account.opening_balance_cents : null,
    opening_balance_date: account?.opening_balance_date ?? '',
    is_active: account?.is_active ?? true,
  };
}

/** Whether the opening balance and date may still change: only before the first finished reconciliation. */
export function canChangeOpening(account: TBankAccount | null): boolean {
  return account === null || account.last_reconciled === null;
}

export function updateInputOf(values: TAccountValues, account: TBankAccount): TBankAccountInput {
  return {
    name: values.name,
    bank_name: values.bank_name,
    last_four: values.last_four,
    routing_number: values.routing_number,
    is_active: values.is_active,
    ...(canChangeOpening(account)
      ? {
          opening_balance_cents: values.opening_balance_cents ?? 0,
          opening_balance_date: values.opening_balance_date || null,
        }
      : {}),
  };
}

export function createInputOf(values: TAccountValues): TCreateBankAccountInput {
  return {
    gl_account_id: values.gl_account_id,
    name: values.name,
    bank_name: values.bank_name,
    last_four: values.last_four,
    routing_number: values.routing_number,
    opening_balance_cents: values.opening_balance_cents ?? 0,
    opening_balance_date: values.opening_balance_date || null,
  };
}

const FIELDS = new Set<string>([
  'gl_account_id',
  'name',
  'bank_name',
  'last_four',
  'routing_number',
  'opening_balance_cents',
  'opening_balance_date',
]);

/** The form's problems by field (the server's schema, plus a date for an opening balance); none: send it. */
export function accountFormErrors(values: TAccountValues, account: TBankAccount | null): TAccountErrors {
  const errors: TAccountErrors = {};
  if (Number.isNaN(values.opening_balance_cents))
    errors.opening_balance_cents = 'Enter an amount like 1,250.00';
  else {
    const parsed =
      account === null
        ? ZReconCreateBankAccount.safeParse(createInputOf(values))
        : ZReconUpdateBankAccount.safeParse(updateInputOf(values, account));
    if (!parsed.success)
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? '');
        if (FIELDS.has(field) && errors[field as keyof TAccountValues] === undefined)
          errors[field as keyof TAccountValues] = issue.message;
      }
  }
  if (
    canChangeOpening(account) &&
    !values.opening_balance_date &&
    values.opening_balance_cents !== null &&
    values.opening_balance_cents !== 0 &&
    !errors.opening_balance_cents
  )
    errors.opening_balance_date = 'Enter the date of the opening bank balance';
  return errors;
}
