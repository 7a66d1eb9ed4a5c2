import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useCheckCustomerNumber } from '../api/use-check-customer-number';
import {
  customerNumberStatus,
  isCustomerNumberWellFormed,
  type TCustomerNumberStatus,
} from './customer-number-status';

/** Asks the server about the number once typing has paused for 300 ms (spec §5, §9). */
export function useCustomerNumberStatus(number: string, excludeId: string | null): TCustomerNumberStatus {
  const debounced = useDebouncedValue(number, 300);
  const check = useCheckCustomerNumber(isCustomerNumberWellFormed(debounced) ? debounced : null, excludeId);
  return customerNumberStatus({
    number,
    debounced,
    check: { isFetching: check.isFetching, isError: check.isError, available: check.data },
  });
}
