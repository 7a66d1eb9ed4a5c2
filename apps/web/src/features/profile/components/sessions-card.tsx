import { formatLongDateTime, type TAccountSession } from '@groundwork/shared';
import { LaptopIcon, SmartphoneIcon } from 'lucide-react';
import * as React from 'react';
import { toast } from 'sonner';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ButtonSpinner } from '@/components/ui/spinner';
import { useEndSession, useSessions, useSignOutOthers } from '../api/use-account-security';
import { describeUserAgent } from '../lib/user-agent';

const isPhone = (ua: string | null) => /iPhone|Android|Mobile/.test(ua ?? '');

function SessionRow({ session, onEnd }: { session: TAccountSession; onEnd: () => void }) {
  const Icon = isPhone(session.user_agent) ? SmartphoneIcon : LaptopIcon;
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-md border px-3 py-2">
      <span className="flex min-w-0 items-center gap-3">
        <Icon className="size-5 shrink-0 text-muted-foreground" aria-hidden />
        <span className="min-w-0">
          <span className="flex flex-wrap items-center gap-2 font-medium">
            {describeUserAgent(session.user_agent)}
            {session.current ? <Badge>This device</Badge> : null}
            {session.aal === 'aal2' ? <Badge variant="secondary">2-step verified</Badge> : null}
          </span>
          <span className="block text-muted-foreground text-xs">
            {session.ip ? `${session.ip} · ` : ''}Last used {formatLongDateTime(session.last_used_at)} ·
            Signed in {formatLongDateTime(session.created_at)}
          </span>
        </span>
      </span>
      {session.current ? null : (
        <Button variant="outline" size="sm" onClick={onEnd}>
          Sign out
        </Button>
      )}
    </li>
  );
}

/** The person's signed-in devices: sign one out, or every other one at once. */
export function SessionsCard() {
  const sessions = useSessions();
  const endSession = useEndSession();
  const signOutOthers = useSignOutOthers();
  const [confirmOthers, setConfirmOthers] = React.useState(false);
  const items = sessions.data?.items ?? [];
  const others = items.filter((s) => !s.current).length;

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Active sessions</h2>
        </CardTitle>
        <CardDescription>
          Devices signed in to your account. Sign out any you do not recognise.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {sessions.isPending ? (
          <p className="text-muted-foreground text-sm">Loading...</p>
        ) : sessions.isError ? (
          <p role="alert" className="text-destructive text-sm">
            Could not load your sessions: {sessions.error.message}
          </p>
        ) : (
          <ul className="grid gap-2" aria-label="Active sessions">
            {items.map((s) => (
              <SessionRow
                key={s.id}
                session={s}
                onEnd={() =>
                  endSession.mutate(s.id, {
                    onSuccess: () => toast.success(`Signed out ${describeUserAgent(s.user_agent)}`),
                    onError: (e) => toast.error(`Could not sign out that device: ${e.message}`),
                  })
                }
              />
            ))}
          </ul>
        )}
        <div>
          <Button
            variant="outline"
            disabled={others === 0 || signOutOthers.isPending}
            onClick={() => setConfirmOthers(true)}
          >
            {signOutOthers.isPending ? <ButtonSpinner /> : null}
            Sign out all other devices
          </Button>
        </div>
      </CardContent>
      <AlertDialog open={confirmOthers} onOpenChange={setConfirmOthers}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Sign out all other devices?</AlertDialogTitle>
            <AlertDialogDescription>
              {others === 1 ? 'One other device' : `${others} other devices`} will be signed out at once. This
              device stays signed in.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction
              onClick={() =>
                signOutOthers.mutate(undefined, {
                  onSuccess: () => toast.success('Signed out all other devices'),
                  onError: (e) => toast.error(`Could not sign out the other devices: ${e.message}`),
                })
              }
            >
              Sign out others
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </Card>
  );
}
