import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-fetch';

export type TDashboardSummary = { badges: Record<string, number> };

/** Badge counts keyed by tile route; a failure only hides the badges. */
export function useDashboardBadges() {
  return useQuery({
    queryKey: ['dashboard'],
    queryFn: () => apiFetch<TDashboardSummary>('/api/v1/dashboard'),
    select: (summary) => summary.badges,
  });
}
