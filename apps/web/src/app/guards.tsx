// Subpath import: the package barrel would pull zod into the entry chunk.
import { isInternalRole } from '@groundwork/shared/roles/roles';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { FullPageSpinner } from '@/components/ui/spinner';
import { useMe } from '@/features/auth/api/use-me';
import { needsSecondFactor } from '@/lib/assurance';
import { getSupabase } from '@/lib/supabase';
import { useSession } from './session';

function MeLoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <main className="flex min-h-svh flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="font-semibold text-xl">We could not load your account</h1>
      <p className="text-muted-foreground text-sm">{message}</p>
      <div className="flex gap-2">
        <Button onClick={onRetry}>Try again</Button>
        <Button variant="outline" onClick={() => void getSupabase().auth.signOut()}>
          Sign out
        </Button>
      </div>
    </main>
  );
}

/**
 * Every login-required route sits under this layout (spec §4): spinner while loading, /auth without a
 * session or while the authenticator code is still owed, /change-password while the profile's password_changed is exactly false.
 */
export function RequireAuth() {
  const { status, session } = useSession();
  const location = useLocation();
  const me = useMe();

  if (status === 'loading') return <FullPageSpinner />;
  if (!session) return <Navigate to="/auth" replace />;
  // Signed in with the password only while an authenticator is set up: the code step is on /auth.
  if (needsSecondFactor(session)) return <Navigate to="/auth" replace />;
  if (me.isPending) return <FullPageSpinner />;
  if (me.isError) return <MeLoadError message={me.error.message} onRetry={() => void me.refetch()} />;
  if (me.data.profile.password_changed === false && location.pathname !== '/change-password') {
    return <Navigate to="/change-password" replace />;
  }
  return <Outlet />;
}

/** The client-support area: director or super_admin; everyone else is sent to "/". */
export function RequireInternal() {
  const me = useMe();
  if (me.isPending) return <FullPageSpinner />;
  const isInternal = me.data?.roles.some((role) => isInternalRole(role.role)) ?? false;
  if (!isInternal) return <Navigate to="/" replace />;
  return <Outlet />;
}
