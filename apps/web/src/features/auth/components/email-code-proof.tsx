import * as React from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { ButtonSpinner } from '@/components/ui/spinner';
import { getSupabase } from '@/lib/supabase';
import { FormField } from './form-field';
import { normalizeCode } from './mfa-code-step';

export const EMAIL_PROOF_MESSAGES = {
  codeFormat: 'Enter the 6-digit code from the e-mail',
  wrongCode: 'That code is wrong or has expired. Check the e-mail or send a new code.',
} as const;

/** Mails a sign-in code to the signed-in person's own address (no new account is ever made). */
export async function sendEmailCode(email: string): Promise<string | null> {
  const { error } = await getSupabase().auth.signInWithOtp({ email, options: { shouldCreateUser: false } });
  return error ? error.message : null;
}

/**
 * Proof that the person reads the mailbox of their address: the code mailed by `sendEmailCode`,
 * verified into a new session that the server counts as proof (director set-up asks for it).
 */
export function EmailCodeProof({
  email,
  isBusy,
  onProven,
}: {
  email: string;
  isBusy: boolean;
  onProven: () => Promise<void>;
}) {
  const [code, setCode] = React.useState('');
  const [error, setError] = React.useState<string | null>(null);
  const [isSubmitting, setSubmitting] = React.useState(false);

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (code.length !== 6) {
      setError(EMAIL_PROOF_MESSAGES.codeFormat);
      return;
    }
    setSubmitting(true);
    setError(null);
    try {
      const { error: verifyError } = await getSupabase().auth.verifyOtp({
        email,
        token: code,
        type: 'email',
      });
      if (verifyError) {
        setError(verifyError.code === 'otp_expired' ? EMAIL_PROOF_MESSAGES.wrongCode : verifyError.message);
        setCode('');
        return;
      }
      await onProven();
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form className="grid gap-3" onSubmit={onSubmit} noValidate aria-busy={isSubmitting}>
      <p className="text-muted-foreground text-sm">
        We e-mailed a 6-digit code to {email}. Enter it to confirm the address is yours.
      </p>
      <FormField id="email-proof-code" label="Code from the e-mail">
        <Input
          id="email-proof-code"
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
          aria-describedby={error ? 'email-proof-error' : undefined}
        />
      </FormField>
      {error ? (
        <p id="email-proof-error" role="alert" className="-mt-1 text-destructive text-sm">
          {error}
        </p>
      ) : null}
      <Button type="submit" disabled={isSubmitting || isBusy || code.length !== 6}>
        {isSubmitting || isBusy ? <ButtonSpinner /> : null}
        Confirm and Assign Director Role
      </Button>
      <Button type="button" variant="link" className="h-auto p-0" onClick={() => void sendEmailCode(email)}>
        Send a new code
      </Button>
    </form>
  );
}
