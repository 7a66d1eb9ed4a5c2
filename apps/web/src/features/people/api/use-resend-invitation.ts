import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { apiFetch, errorMessage } from '@/lib/api-fetch';

/** Resends the invitation of a pending employee (`employees`) or third-party user (`company-users`). */
export function useResendInvitation(kind: 'employees' | 'company-users') {
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<{ success: true }>(`/api/v1/${kind}/${encodeURIComponent(id)}/resend-invitation`, {
        method: 'POST',
      }),
    onSuccess: () => toast.success('Invitation sent'),
    onError: (error) =>
      toast.error(`Failed to resend invitation: ${errorMessage(error, 'Please try again.')}`),
  });
}
