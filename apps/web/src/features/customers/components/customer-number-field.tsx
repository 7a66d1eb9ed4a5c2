import { normalizeCustomerNumberInput } from '@groundwork/shared';
import type * as React from 'react';
import { NumberAvailabilityField, type TNumberStatus } from '@/components/number-availability-field';
import { CUSTOMER_NUMBER_STATUS_TEXT } from '../hooks/customer-number-status';

/** The Customer ID input: C- prefix, checked as you type. */
export function CustomerNumberField(props: {
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
      label="Customer ID"
      name="customer_number"
      placeholder="C-0001"
      normalize={normalizeCustomerNumberInput}
      statusText={CUSTOMER_NUMBER_STATUS_TEXT}
      {...props}
    />
  );
}
