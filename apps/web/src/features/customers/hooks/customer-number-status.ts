import { CUSTOMER_MESSAGES, ZCustomerNumber } from '@groundwork/shared';

/** Spec §4: the customer number check is idle (empty), invalid, checking, available or taken. */
export type TCustomerNumberStatus = 'idle' | 'invalid' | 'checking' | 'available' | 'taken' | 'error';

export function isCustomerNumberWellFormed(number: string): boolean {
  return ZCustomerNumber.safeParse(number).success;
}

/**
 * The state shown under the input. `debounced` is the value 300 ms after the last keystroke; until it
 * catches up with `number`, and while the server answers, the state is 'checking'.
 */
export function customerNumberStatus(input: {
  number: string;
  debounced: string;
  check: { isFetching: boolean; isError: boolean; available: boolean | undefined };
}): TCustomerNumberStatus {
  const { number, debounced, check } = input;
  if (number === '') return 'idle';
  if (!isCustomerNumberWellFormed(number)) return 'invalid';
  if (debounced !== number || check.isFetching) return 'checking';
  if (check.isError) return 'error';
  if (check.available === undefined) return 'checking';
  return check.available ? 'available' : 'taken';
}

export const CUSTOMER_NUMBER_STATUS_TEXT: Record<TCustomerNumberStatus, string> = {
  idle: '',
  invalid: CUSTOMER_MESSAGES.numberFormat,
  checking: CUSTOMER_MESSAGES.checking,
  available: CUSTOMER_MESSAGES.available,
  taken: CUSTOMER_MESSAGES.taken,
  error: 'Could not check availability. Please try again.',
};
