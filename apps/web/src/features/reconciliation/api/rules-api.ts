import {
  BANK_RULE_DIRECTIONS,
  type TBankRuleDirection,
  type TBankRule as TSharedBankRule,
  type ZCreateBankRule,
  type ZUpdateBankRule,
} from '@groundwork/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '@/lib/api-fetch';
import { reconciliationKeys, useInvalidateReconciliation } from './bank-accounts-api';

/* Bank rules (issue 23): statement text that proposes an entry for an unmatched line (fees, interest). */

export const RULE_DIRECTIONS = BANK_RULE_DIRECTIONS;
export type TRuleDirection = TBankRuleDirection;
export const RULE_DIRECTION_LABELS: Record<TRuleDirection, string> = {
  any: 'In or out',
  in: 'Money in',
  out: 'Money out',
};

export type TBankRule = TSharedBankRule;
export type TBankRuleInput = z.input<typeof ZCreateBankRule>;
export type TBankRuleChange = z.input<typeof ZUpdateBankRule>;

const rulePath = (id: string) => `/api/v1/bank-rules/${encodeURIComponent(id)}`;

export function useBankRules() {
  return useQuery({
    queryKey: reconciliationKeys.rules,
    queryFn: () => apiFetch<{ items: TBankRule[] }>('/api/v1/bank-rules'),
  });
}

export function useCreateBankRule() {
  const invalidate = useInvalidateReconciliation();
  return useMutation({
    mutationFn: (input: TBankRuleInput) =>
      apiFetch<TBankRule>('/api/v1/bank-rules', { method: 'POST', json: input }),
    onSettled: invalidate,
  });
}

export function useUpdateBankRule() {
  const invalidate = useInvalidateReconciliation();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: TBankRuleChange }) =>
      apiFetch<TBankRule>(rulePath(id), { method: 'PATCH', json: input }),
    onSettled: invalidate,
  });
}

export function useDeleteBankRule() {
  const invalidate = useInvalidateReconciliation();
  return useMutation({
    mutationFn: (id: string) => apiFetch<null>(rulePath(id), { method: 'DELETE' }),
    onSettled: invalidate,
  });
}
