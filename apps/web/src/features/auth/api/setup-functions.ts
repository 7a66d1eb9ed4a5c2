import type { TFunctionResult } from '@groundwork/shared';
import { apiFetch } from '@/lib/api-fetch';

/** Makes the caller a director of the product's own organization. */
export function setupDirector(): Promise<TFunctionResult> {
  return apiFetch<TFunctionResult>('/functions/v1/setup-director', { method: 'POST', json: {} });
}

/** Creates a company with the caller as its company_admin. */
export function setupCompany(companyName: string): Promise<TFunctionResult> {
  return apiFetch<TFunctionResult>('/functions/v1/setup-company', { method: 'POST', json: { companyName } });
}
