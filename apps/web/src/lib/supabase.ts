import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { TAppConfig } from './config';

let client: SupabaseClient | null = null;

/** Creates the one supabase client of the app; the server answers the auth/storage/functions paths. */
export function initSupabase(config: TAppConfig): SupabaseClient {
  client = createClient(window.location.origin, config.anonKey, {
    auth: {
      persistSession: true,
      autoRefreshToken: true,
      detectSessionInUrl: true,
      flowType: 'implicit',
    },
  });
  return client;
}

export function getSupabase(): SupabaseClient {
  if (!client) throw new Error('The supabase client is used before initSupabase()');
  return client;
}
