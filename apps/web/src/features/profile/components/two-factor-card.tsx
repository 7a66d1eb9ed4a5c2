import { formatLongDateTime } from '@groundwork/shared';
import { CheckIcon, CopyIcon, ShieldCheckIcon, ShieldOffIcon } from 'lucide-react';
import * as React from 'react';
import { toast } from 'sonner';
import { Field } from '@/components/field';
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
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { ButtonSpinner, Spinner } from '@/components/ui/spinner';
import { normalizeCode } from '@/features/auth/components/mfa-code-step';
import {
  type TEnrolment,
  useConfirmFactor,
  useEnrolFactor,
  useFactors,
  useRemoveFactor,
} from '../api/use-factors';

export const TWO_FACTOR_MESSAGES = {
  enabled: 'Two-factor sign-in is on',
  enabledDescription: 'From now on you will be asked for a code from your app when you sign in.',
  removed: 'Authenticator removed',
  wrongCode: 'Invalid code. Check your authenticator app and try again.',
  codeFormat: 'Enter the 6-digit code from your authenticator app',
} as const;

/** A name not yet used by the person's factors (the server refuses duplicates). */
export function nextFactorName(existing: readonly (string | undefined)[]): string {
  const names = new Set(existing);
  if (!names.has('Authenticator app')) return 'Authenticator app';
  for (let n = 2; ; n++) if (!names.has(`Authenticator app ${n}`)) return `Authenticator app ${n}`;
}

function EnrolDialog({
  open,
  onOpenChange,
  existingNames,
  pendingIds,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  existingNames: string[];
  pendingIds: string[];
}) {
  const enrol = useEnrolFactor();
  const confirm = useConfirmFactor();
  const remove = useRemoveFactor();
  const [enrolment, setEnrolment] = React.useState<TEnrolment | null>(null);
  const [code, setCode] = React.useState('');
  const [error, setError] = React.useState<string | null>(null);
  const [copied, setCopied] = React.useState(false);
  const startedRef = React.useRef(false);

  // Starts one enrolment per opening (StrictMode runs effects twice; the ref keeps it to one).
  React.useEffect(() => {
    if (!open || startedRef.current) return;
    startedRef.current = true;
    void (async () => {
      // Half-finished earlier set-ups are dropped first: only one QR code is ever valid.
      for (const id of pendingIds) await remove.mutateAsync(id).catch(() => undefined);
      enrol.mutate(nextFactorName(existingNames), {
        onSuccess: setEnrolment,
        onError: (e) => setError(e.message),
      });
    })();
  }, [open, pendingIds, existingNames, enrol, remove]);

  const close = (verified: boolean) => {
    if (!verified && enrolment) remove.mutate(enrolment.id);
    startedRef.current = false;
    setEnrolment(null);
    setCode('');
    setError(null);
    onOpenChange(false);
  };

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!enrolment) return;
    if (code.length !== 6) {
      setError(TWO_FACTOR_MESSAGES.codeFormat);
      return;
    }
    confirm.mutate(
      { factorId: enrolment.id, code },
      {
        onSuccess: () => {
          toast.success(TWO_FACTOR_MESSAGES.enabled, { description: TWO_FACTOR_MESSAGES.enabledDescription });
          close(true);
        },
        onError: (e) => {
          const message =
            'code' in e && e.code === 'mfa_verification_failed' ? TWO_FACTOR_MESSAGES.wrongCode : e.message;
          setError(message);
          setCode('');
        },
      },
    );
  };

  const copySecret = async () => {
    if (!enrolment) return;
    try {
      await navigator.clipboard.writeText(enrolment.secret);
      setCopied(true);
      toast.success('Copied!');
      window.setTimeout(() => setCopied(false), 2000);
    } catch {
      toast.error('Could not copy. Select the key and copy it by hand.');
    }
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close(false))}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Set up an authenticator app</DialogTitle>
          <DialogDescription>
            Scan the QR code with an authenticator app (Google Authenticator, Microsoft Authenticator,
            1Password, …), then enter the 6-digit code it shows.
          </DialogDescription>
        </DialogHeader>
        {enrolment ? (
          <form className="grid gap-4" onSubmit={onSubmit} noValidate>
            <div className="flex justify-center">
              <img
                src={enrolment.qrCode}
                alt="QR code for your authenticator app"
                className="size-48 rounded-md border bg-white p-2"
              />
            </div>
            <div className="grid gap-1">
              <p className="text-muted-foreground text-xs">
                Can't scan it? Enter this key in the app instead:
              </p>
              <div className="flex items-center gap-2">
                <code
                  data-testid="totp-secret"
                  className="flex-1 break-all rounded-md bg-muted px-2 py-1 font-mono text-sm"
                >
                  {enrolment.secret}
                </code>
                <Button
                  type="button"
                  variant="outline"
                  size="icon"
                  onClick={copySecret}
                  aria-label="Copy key"
                >
                  {copied ? <CheckIcon aria-hidden /> : <CopyIcon aria-hidden />}
                </Button>
              </div>
            </div>
            <Field id="enrol-code" label="Code from the app" error={error ?? undefined}>
              <Input
                id="enrol-code"
                inputMode="numeric"
                autoComplete="one-time-code"
                placeholder="123456"
                className="font-mono tracking-[0.3em]"
                value={code}
                onChange={(e) => {
                  setCode(normalizeCode(e.target.value));
                  setError(null);
                }}
                aria-invalid={error ? true : undefined}
              />
            </Field>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => close(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={confirm.isPending || code.length !== 6}>
                {confirm.isPending ? <ButtonSpinner /> : null}
                Confirm
              </Button>
            </DialogFooter>
          </form>
        ) : error ? (
          <p role="alert" className="text-destructive text-sm">
            {error}
          </p>
        ) : (
          <div className="flex justify-center py-10">
            <Spinner label="Preparing the QR code" />
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

/** Authenticator apps: set one up (QR, then a code), see them, remove one after confirmation. */
export function TwoFactorCard() {
  const factors = useFactors();
  const remove = useRemoveFactor();
  const [isEnrolling, setEnrolling] = React.useState(false);
  const [removing, setRemoving] = React.useState<{ id: string; name: string } | null>(null);
  const verified = (factors.data ?? []).filter((f) => f.status === 'verified');
  const pendingIds = (factors.data ?? []).filter((f) => f.status !== 'verified').map((f) => f.id);
  const isOn = verified.length > 0;

  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle asChild>
            <h2>Two-factor sign-in</h2>
          </CardTitle>
          {factors.isSuccess ? (
            <Badge variant={isOn ? 'default' : 'secondary'}>{isOn ? 'On' : 'Off'}</Badge>
          ) : null}
        </div>
        <CardDescription>
          A code from an app on your phone at every sign-in keeps your account safe even if your password
          leaks.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {factors.isPending ? (
          <p className="text-muted-foreground text-sm">Loading...</p>
        ) : factors.isError ? (
          <p role="alert" className="text-destructive text-sm">
            Could not load your authenticators: {factors.error.message}
          </p>
        ) : verified.length === 0 ? (
          <p className="flex items-center gap-2 text-muted-foreground text-sm">
            <ShieldOffIcon className="size-4" aria-hidden /> No authenticator app is set up.
          </p>
        ) : (
          <ul className="grid gap-2" aria-label="Authenticator apps">
            {verified.map((f) => (
              <li
                key={f.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-md border px-3 py-2"
              >
                <span className="flex items-center gap-2">
                  <ShieldCheckIcon className="size-4 text-primary" aria-hidden />
                  <span>
                    <span className="font-medium">{f.friendly_name || 'Authenticator app'}</span>
                    <span className="block text-muted-foreground text-xs">
                      Added {formatLongDateTime(f.created_at)}
                    </span>
                  </span>
                </span>
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => setRemoving({ id: f.id, name: f.friendly_name || 'Authenticator app' })}
                >
                  Remove
                </Button>
              </li>
            ))}
          </ul>
        )}
        <div>
          <Button onClick={() => setEnrolling(true)} disabled={!factors.isSuccess}>
            {isOn ? 'Add another authenticator app' : 'Set up authenticator app'}
          </Button>
        </div>
      </CardContent>
      <EnrolDialog
        open={isEnrolling}
        onOpenChange={setEnrolling}
        existingNames={(factors.data ?? [])
          .filter((f) => f.status === 'verified')
          .map((f) => f.friendly_name ?? '')}
        pendingIds={pendingIds}
      />
      <AlertDialog open={removing !== null} onOpenChange={(open) => (open ? null : setRemoving(null))}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Remove {removing?.name}?</AlertDialogTitle>
            <AlertDialogDescription>
              {verified.length === 1
                ? 'This is your only authenticator: two-factor sign-in turns off, and your password alone will sign you in.'
                : 'Codes from this app will no longer be accepted.'}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction
              onClick={() => {
                if (!removing) return;
                remove.mutate(removing.id, {
                  onSuccess: () => toast.success(TWO_FACTOR_MESSAGES.removed),
                  onError: (e) => toast.error(`Could not remove the authenticator: ${e.message}`),
                });
                setRemoving(null);
              }}
            >
              Remove
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </Card>
  );
}
