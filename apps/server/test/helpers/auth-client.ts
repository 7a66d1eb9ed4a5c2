import { type AuthChangeEvent, AuthClient } from '@supabase/auth-js';
import { SITE, type TestApp } from './test-app.ts';

/**
 * The real @supabase/auth-js client (what the browser's `supabase.auth` is), talking to the app
 * in-process, with its own in-memory storage and a record of the events it emitted.
 */
export function authClient(t: TestApp, flowType: 'implicit' | 'pkce' = 'implicit') {
  const memory = new Map<string, string>();
  const anon = t.deps.apiKeys.anonKey;
  const auth = new AuthClient({
    url: `${SITE}/auth/v1`,
    headers: { apikey: anon, Authorization: `Bearer ${anon}` },
    persistSession: true,
    autoRefreshToken: false,
    detectSessionInUrl: false,
    flowType,
    storage: {
      getItem: (k: string) => memory.get(k) ?? null,
      setItem: (k: string, v: string) => void memory.set(k, v),
      removeItem: (k: string) => void memory.delete(k),
    },
    fetch: async (input, init) => t.app.request(input instanceof Request ? input : String(input), init),
  });
  const events: AuthChangeEvent[] = [];
  auth.onAuthStateChange((event) => {
    events.push(event);
  });
  return { auth, events };
}
