import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useCheckVendorNumber } from '../api/use-check-vendor-number';
import {
  isVendorNumberWellFormed,
  type TVendorNumberStatus,
  vendorNumberStatus,
} from './vendor-number-status';

/** Asks the server about the number once typing has paused for 300 ms. */
export function useVendorNumberStatus(number: string, excludeId: string | null): TVendorNumberStatus {
  const debounced = useDebouncedValue(number, 300);
  const check = useCheckVendorNumber(isVendorNumberWellFormed(debounced) ? debounced : null, excludeId);
  return vendorNumberStatus({
    number,
    debounced,
    check: { isFetching: check.isFetching, isError: check.isError, available: check.data },
  });
}
