import { VENDOR_MESSAGES, ZVendorNumber } from '@groundwork/shared';
import type { TCustomerNumberStatus } from '@/features/customers/hooks/customer-number-status';

/** The vendor ID check has the customer ID check's states: idle, invalid, checking, available, taken, error. */
export type TVendorNumberStatus = TCustomerNumberStatus;

export function isVendorNumberWellFormed(number: string): boolean {
  return ZVendorNumber.safeParse(number).success;
}

/** The state under the input; 'checking' until typing has paused (`debounced`) and the server answered. */
export function vendorNumberStatus(input: {
  number: string;
  debounced: string;
  check: { isFetching: boolean; isError: boolean; available: boolean | undefined };
}): TVendorNumberStatus {
  const { number, debounced, check } = input;
  if (number === '') return 'idle';
  if (!isVendorNumberWellFormed(number)) return 'invalid';
  if (debounced !== number || check.isFetching) return 'checking';
  if (check.isError) return 'error';
  if (check.available === undefined) return 'checking';
  return check.available ? 'available' : 'taken';
}

export const VENDOR_NUMBER_STATUS_TEXT: Record<TVendorNumberStatus, string> = {
  idle: '',
  invalid: VENDOR_MESSAGES.numberFormat,
  checking: VENDOR_MESSAGES.checking,
  available: VENDOR_MESSAGES.available,
  taken: VENDOR_MESSAGES.taken,
  error: 'Could not check availability. Please try again.',
};
