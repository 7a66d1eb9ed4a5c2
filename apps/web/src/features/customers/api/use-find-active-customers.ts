import type { TCustomerOption } from '@groundwork/shared';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-fetch';
import { customerKeys } from './customer-keys';

/** Active customers ordered by customer_number, for the job form's dropdown (spec §2 Job Setup). */
export function useFindActiveCustomers() {
  return useQuery({
    queryKey: customerKeys.active,
    queryFn: () => apiFetch<{ items: TCustomerOption[] }>('/api/v1/customers/active'),
    select: (answer) => answer.items,
  });
}
