import type { Session } from '@supabase/supabase-js';
import { ShieldCheckIcon } from 'lucide-react';
import * as React from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { ButtonSpinner } from '@/components/ui/spinner';
import { getSupabase } from '@/lib/supabase';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AUTH_TOASTS } from '../api/auth-messages';
import { FormField } from './form-field';

export const MFA_MESSAGES = {
  codeFormat: 'Enter the 6-digit code from your authenticator app',
  wrongCode: 'Invalid code. Check your authenticator app and try again.',
} as const;

/** Keeps digits only, at most six: what an authenticator shows (spaces and dashes pasted are dropped). */
export function normalizeCode(value: string): string {
  return value.replace(/\D/g, '').slice(0, 6);
}

/**
 * The second sign-in step for a person with a verified authenticator: the password gave an aal1
 * session; a TOTP code raises it to aal2 (challenge + verify), after which the product opens.
 */
export function MfaCodeStep({
  session,
  onVerified,
  beforeVerify,
  afterFailure,
}: {
  session: Session;
  onVerified: () => Promise<void>;
  beforeVerify: () => void;
  afterFailure: () => void;
}) {
  useDocumentTitle('Two-factor authentication');
  const factors = (session.user.factors ?? []).filter((f) => f.status === 'verified');
  const [factorId, setFactorId] = React.useState(factors[0]?.id ?? '');
  const [code, setCode] = React.useState('');
  const [error, setError] = React.useState<string | null>(null);
  const [isSubmitting, setSubmitting] = React.useState(false);

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (code.length !== 6) {
      setError(MFA_MESSAGES.codeFormat);
      return;
    }
    setSubmitting(true);
    setError(null);
    beforeVerify();
    try {
      const { error: verifyError } = await getSupabase().auth.mfa.challengeAndVerify({ factorId, code });
      if (verifyError) {
        afterFailure();
        const message =
          verifyError.code === 'mfa_verification_failed' ? MFA_MESSAGES.wrongCode : verifyError.message;
        setError(message);
        setCode('');
        toast.error(message);
        return;
      }
      toast.success(AUTH_TOASTS.signedIn);
      await onVerified();
    } catch (caught) {
      console.error('Second-factor verification failed', caught);
      afterFailure();
      toast.error(AUTH_TOASTS.unexpected);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Card>
      <CardHeader className="text-center">
        <ShieldCheckIcon className="mx-auto size-8 text-primary" aria-hidden />
        <CardTitle asChild>
          <h1 className="text-2xl">Two-factor authentication</h1>
        </CardTitle>
        <CardDescription>
          Enter the 6-digit code from your authenticator app for {session.user.email}.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid gap-4" onSubmit={onSubmit} noValidate aria-busy={isSubmitting}>
          {factors.length > 1 ? (
            <FormField id="mfa-factor" label="Authenticator">
              <NativeSelect id="mfa-factor" value={factorId} onChange={(e) => setFactorId(e.target.value)}>
                {factors.map((f) => (
                  <option key={f.id} value={f.id}>
                    {f.friendly_name || 'Authenticator app'}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
          ) : null}
          <FormField id="mfa-code" label="Authentication code">
            <Input
              id="mfa-code"
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              autoFocus
              placeholder="123456"
              className="text-center font-mono text-lg tracking-[0.5em]"
              value={code}
              onChange={(e) => {
                setCode(normalizeCode(e.target.value));
                setError(null);
              }}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'mfa-code-error' : undefined}
            />
          </FormField>
          {error ? (
            <p id="mfa-code-error" role="alert" className="-mt-2 text-destructive text-sm">
              {error}
            </p>
          ) : null}
          <Button type="submit" className="w-full" disabled={isSubmitting || code.length !== 6}>
            {isSubmitting ? <ButtonSpinner /> : null}
            Verify
          </Button>
        </form>
      </CardContent>
      <CardFooter className="justify-center">
        <Button variant="link" className="h-auto p-0" onClick={() => void getSupabase().auth.signOut()}>
          Use a different account
        </Button>
      </CardFooter>
    </Card>
  );
}
