import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-fetch';

export const employeeReportKeys = {
  all: ['employee-reports'] as const,
  one: (path: string, query: string) => ['employee-reports', path, query] as const,
};

/** One employee report's JSON. Read again on every visit: a posted or voided run moves it. */
export function useEmployeeReport<T>(path: string, query: string, isEnabled: boolean) {
  return useQuery({
    queryKey: employeeReportKeys.one(path, query),
    queryFn: () => apiFetch<T>(`/api/v1/payroll/reports/${path}?${query}`),
    enabled: isEnabled,
    staleTime: 0,
    // While new parameters load, the same report's previous figures stay; another report's never do
    // (their shapes differ).
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === path ? previous : undefined,
  });
}
