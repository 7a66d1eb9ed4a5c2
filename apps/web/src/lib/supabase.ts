import type { SupabaseClient } from '@supabase/supabase-js';
import type { TAppConfig } from './config';

let client: SupabaseClient | null = null;
let loading: Promise<SupabaseClient> | null = null;

/**
 * Loads supabase-js (a chunk of its own: the first screen does not wait for it when nobody can be
 * signed in) and creates the one client of the app; the server answers the auth/storage/functions paths.
 */
export function initSupabase(config: TAppConfig): Promise<SupabaseClient> {
  loading ??= import('@supabase/supabase-js').then(({ createClient }) => {
    client = createClient(window.location.origin, config.anonKey, {
      auth: {
        persistSession: true,
        autoRefreshToken: true,
        detectSessionInUrl: true,
        flowType: 'implicit',
      },
    });
    return client;
  });
  return loading;
}

/** The client once initSupabase has loaded it: for code that can run before it has. */
export function whenSupabase(): Promise<SupabaseClient> {
  if (!loading) return Promise.reject(new Error('The supabase client is used before initSupabase()'));
  return loading;
}

export function getSupabase(): SupabaseClient {
  if (!client) throw new Error('The supabase client is used before initSupabase()');
  return client;
}

/** supabase-js's default storage key for a client of this origin (`sb-<first host label>-auth-token`). */
export function sessionStorageKey(hostname: string): string {
  return `sb-${hostname.split('.')[0]}-auth-token`;
}

/**
 * Whether supabase-js may find a session as it starts: one it stored, or an auth result in the URL
 * (an e-mailed link's fragment, a PKCE code). When not, the visitor is known to be signed out before
 * supabase-js has loaded, and the first screen renders at once.
 */
export function mayHaveSession(): boolean {
  if (typeof window === 'undefined') return false;
  try {
    if (window.localStorage.getItem(sessionStorageKey(window.location.hostname)) !== null) return true;
  } catch {
    return true;
  }
  const { hash, search } = window.location;
  return hash.length > 1 || /[?&](code|error|error_code|error_description|token_hash)=/.test(search);
}
