import type { TChangePasswordRequest } from '@groundwork/shared';
import { apiFetch } from '@/lib/api-fetch';

/** POST /api/v1/me/password: proves the current password again; the server sets password_changed. */
export function changePassword(body: TChangePasswordRequest): Promise<{ success: true }> {
  return apiFetch<{ success: true }>('/api/v1/me/password', { method: 'POST', json: body });
}
