import type {
  TCashInLieuEarning,
  TComplianceReport,
  TCreateRestitution,
  TRestitution,
  TRestitutionPayment,
  TUpdateRestitution,
} from '@groundwork/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-fetch';

/** A prevailing-wage job as the picker needs it (GET /certified/jobs, the setup module's list). */
export type TCertifiedJobOption = {
  job_id: string;
  job_number: string;
  job_name: string;
  is_prime: boolean;
  is_active: boolean;
};

export const complianceKeys = {
  all: ['certified-compliance'] as const,
  jobs: ['certified-compliance', 'jobs'] as const,
  report: (jobId: string, from: string, to: string) =>
    ['certified-compliance', 'report', jobId, from, to] as const,
  restitutions: (jobId: string) => ['certified-compliance', 'restitutions', jobId] as const,
  earnings: (jobId: string, employeeId: string) =>
    ['certified-compliance', 'earnings', jobId, employeeId] as const,
};

export function useCertifiedJobOptions() {
  return useQuery({
    queryKey: complianceKeys.jobs,
    queryFn: () => apiFetch<{ items: TCertifiedJobOption[] }>('/api/v1/certified/jobs'),
    select: (data) => data.items,
  });
}

export const complianceQueryString = (jobId: string, from: string, to: string) =>
  new URLSearchParams({ job_id: jobId, from, to }).toString();

export function useComplianceReport(jobId: string | null, from: string, to: string) {
  return useQuery({
    queryKey: complianceKeys.report(jobId ?? '', from, to),
    queryFn: () =>
      apiFetch<TComplianceReport>(
        `/api/v1/certified/compliance?${complianceQueryString(jobId ?? '', from, to)}`,
      ),
    enabled: jobId !== null && from !== '' && to !== '' && from <= to,
    placeholderData: keepPreviousData,
  });
}

export type TRestitutionList = {
  items: TRestitution[];
  totals: { underpaid_cents: number; paid_cents: number; outstanding_cents: number };
};

export function useRestitutions(jobId: string | null) {
  return useQuery({
    queryKey: complianceKeys.restitutions(jobId ?? ''),
    queryFn: () =>
      apiFetch<TRestitutionList>(`/api/v1/certified/restitutions?job_id=${encodeURIComponent(jobId ?? '')}`),
    enabled: jobId !== null,
  });
}

export function useCashInLieuEarnings(jobId: string, employeeId: string, isEnabled: boolean) {
  return useQuery({
    queryKey: complianceKeys.earnings(jobId, employeeId),
    queryFn: () =>
      apiFetch<{ items: TCashInLieuEarning[] }>(
        `/api/v1/certified/cash-in-lieu-earnings?${new URLSearchParams({ job_id: jobId, employee_id: employeeId })}`,
      ),
    enabled: isEnabled,
    select: (data) => data.items,
  });
}

function useInvalidateCompliance() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: complianceKeys.all });
}

export function useCreateRestitution() {
  const invalidate = useInvalidateCompliance();
  return useMutation({
    mutationFn: (input: TCreateRestitution) =>
      apiFetch<TRestitution>('/api/v1/certified/restitutions', { method: 'POST', json: input }),
    onSuccess: invalidate,
  });
}

export function useUpdateRestitution() {
  const invalidate = useInvalidateCompliance();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: TUpdateRestitution }) =>
      apiFetch<TRestitution>(`/api/v1/certified/restitutions/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        json: input,
      }),
    onSuccess: invalidate,
  });
}

export function usePayRestitution() {
  const invalidate = useInvalidateCompliance();
  return useMutation({
    mutationFn: ({ id, payment }: { id: string; payment: TRestitutionPayment }) =>
      apiFetch<TRestitution>(`/api/v1/certified/restitutions/${encodeURIComponent(id)}/payment`, {
        method: 'POST',
        json: payment,
      }),
    onSuccess: invalidate,
  });
}

export function useDeleteRestitution() {
  const invalidate = useInvalidateCompliance();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<null>(`/api/v1/certified/restitutions/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}

/** The company's employees for the restitution form (first 100 by name). */
export function useEmployeeOptions(isEnabled: boolean) {
  return useQuery({
    queryKey: ['certified-compliance', 'employees'],
    queryFn: () =>
      apiFetch<{
        items: {
          id: string;
          full_name: string | null;
          first_name: string | null;
          last_name: string | null;
          email: string;
        }[];
      }>('/api/v1/employees?page=1&pageSize=100'),
    enabled: isEnabled,
    select: (data) =>
      data.items
        .map((e) => ({
          id: e.id,
          name: e.full_name || [e.first_name, e.last_name].filter(Boolean).join(' ') || e.email,
        }))
        .sort((a, b) => a.name.localeCompare(b.name)),
  });
}
