import { normalizeVendorNumberInput } from '@groundwork/shared';
import type * as React from 'react';
import { NumberAvailabilityField, type TNumberStatus } from '@/components/number-availability-field';
import { VENDOR_NUMBER_STATUS_TEXT } from '../hooks/vendor-number-status';

/** The Vendor ID input: V- prefix, checked as you type. */
export function VendorNumberField(props: {
  id: string;
  value: string;
  status: TNumberStatus;
  requiredError?: string;
  disabled?: boolean;
  inputRef?: React.Ref<HTMLInputElement>;
  onChange: (value: string) => void;
  onBlur: () => void;
}) {
  return (
    <NumberAvailabilityField
      label="Vendor ID"
      name="vendor_number"
      placeholder="V-0001"
      normalize={normalizeVendorNumberInput}
      statusText={VENDOR_NUMBER_STATUS_TEXT}
      {...props}
    />
  );
}
