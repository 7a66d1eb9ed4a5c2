import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import { useQueryClient } from '@tanstack/react-query';
import * as React from 'react';
import { mayHaveSession, whenSupabase } from '@/lib/supabase';

export type TSessionState = {
  /**
   * 'loading' until supabase-js has finished reading storage and the URL (INITIAL_SESSION); 'ready' from
   * the start when neither holds a session (mayHaveSession), so signed-out screens need not wait for it.
   */
  status: 'loading' | 'ready';
  session: Session | null;
  lastEvent: AuthChangeEvent | null;
};

const SessionContext = React.createContext<TSessionState | null>(null);

export function SessionProvider({ children }: { children: React.ReactNode }) {
  const queryClient = useQueryClient();
  const [state, setState] = React.useState<TSessionState>(() => ({
    status: mayHaveSession() ? 'loading' : 'ready',
    session: null,
    lastEvent: null,
  }));

  React.useEffect(() => {
    let userId: string | null = null;
    let unsubscribe: (() => void) | null = null;
    let isUnmounted = false;
    // A failed load is reported by the boot (main.tsx); the session then stays as it started.
    whenSupabase().then(
      (supabase) => {
        if (isUnmounted) return;
        const { data } = supabase.auth.onAuthStateChange((event, session) => {
          // Runs inside supabase-js's lock: only synchronous work here, never another auth call.
          const nextUserId = session?.user.id ?? null;
          if (nextUserId !== userId) {
            // Another person (or nobody) now: nothing cached for the previous one may leak.
            if (userId !== null || event === 'SIGNED_OUT') queryClient.clear();
            userId = nextUserId;
          }
          setState({ status: 'ready', session, lastEvent: event });
        });
        unsubscribe = () => data.subscription.unsubscribe();
      },
      () => {},
    );
    return () => {
      isUnmounted = true;
      unsubscribe?.();
    };
  }, [queryClient]);

  return <SessionContext.Provider value={state}>{children}</SessionContext.Provider>;
}

export function useSession(): TSessionState {
  const context = React.useContext(SessionContext);
  if (!context) throw new Error('useSession must be used within a SessionProvider.');
  return context;
}
