import { getSupabase } from './supabase';

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;

  constructor(message: string, status: number, code: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }
}

function asRecord(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
}

/** Reads `{ error: { code, message } }` (and the looser `{ error: '…' }` / `{ message }` shapes). */
export function errorFromBody(body: unknown, status: number): ApiError {
  const record = asRecord(body);
  const error = record?.error;
  const errorRecord = asRecord(error);
  if (errorRecord && typeof errorRecord.message === 'string') {
    const code = typeof errorRecord.code === 'string' ? errorRecord.code : 'error';
    return new ApiError(errorRecord.message, status, code);
  }
  if (typeof error === 'string') return new ApiError(error, status, 'error');
  if (record && typeof record.message === 'string') return new ApiError(record.message, status, 'error');
  return new ApiError(`Request failed (HTTP ${status})`, status, 'http_error');
}

type TApiInit = Omit<RequestInit, 'body'> & { json?: unknown };

/** fetch for the product API: adds the signed-in user's bearer token, parses JSON, throws ApiError. */
export async function apiFetch<T>(path: string, init: TApiInit = {}): Promise<T> {
  const { json, headers: extraHeaders, ...rest } = init;
  const headers = new Headers(extraHeaders);
  headers.set('Accept', 'application/json');
  const { data } = await getSupabase().auth.getSession();
  const token = data.session?.access_token;
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let body: string | undefined;
  if (json !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(json);
  }
  const response = await fetch(path, { ...rest, headers, body });
  const text = await response.text();
  let parsed: unknown = null;
  if (text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = null;
    }
  }
  if (response.status === 401 && token) {
    // The session may have been ended elsewhere (signed out from another device, password changed,
    // account disabled). Asking the auth service settles it: supabase-js removes a session the service
    // no longer knows and emits SIGNED_OUT, and the guard then shows /auth.
    void getSupabase().auth.getUser();
  }
  if (!response.ok) throw errorFromBody(parsed, response.status);
  return parsed as T;
}

/** The server's message for a failed call, or `fallback` when the call never got an answer. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}

/** A record that cannot be shown: not found (404), or an id so malformed it never could be (400). */
export function isNotFoundError(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}
