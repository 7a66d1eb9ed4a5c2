import { firstIssueMessage, ZResetPassword } from '@groundwork/shared';
import { TriangleAlert } from 'lucide-react';
import * as React from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useSession } from '@/app/session';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ButtonSpinner, FullPageSpinner } from '@/components/ui/spinner';
import { needsSecondFactor } from '@/lib/assurance';
import { getBootHash, hashHasAuthError } from '@/lib/boot-url';
import { getSupabase } from '@/lib/supabase';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AUTH_TOASTS } from '../api/auth-messages';
import { AuthLayout } from '../components/auth-layout';
import { FormField } from '../components/form-field';
import { MfaCodeStep } from '../components/mfa-code-step';
import { PasswordInput } from '../components/password-input';

const REDIRECT_DELAY_MS = 1500;

function InvalidLink() {
  const navigate = useNavigate();
  return (
    <AuthLayout>
      <Card>
        <CardHeader className="justify-items-center text-center">
          <TriangleAlert className="mb-2 size-10 text-destructive" aria-hidden="true" />
          <CardTitle asChild>
            <h1 className="text-2xl">Invalid or Expired Link</h1>
          </CardTitle>
          <CardDescription>
            This password reset link is invalid, has already been used or has expired. Request a new one.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-2">
          <Button onClick={() => navigate('/forgot-password')}>Request New Link</Button>
          <Button variant="outline" onClick={() => navigate('/auth')}>
            Back to Login
          </Button>
        </CardContent>
      </Card>
    </AuthLayout>
  );
}

export function ResetPasswordPage() {
  useDocumentTitle('Reset Password');
  const navigate = useNavigate();
  const { status, session } = useSession();
  // An error in the emailed link's fragment (used, expired, forged) makes it invalid whatever else holds.
  const [hasLinkError] = React.useState(() => hashHasAuthError(getBootHash()));
  const [values, setValues] = React.useState({ password: '', confirmPassword: '' });
  const [isSubmitting, setSubmitting] = React.useState(false);
  const [isDone, setDone] = React.useState(false);

  if (hasLinkError) return <InvalidLink />;
  if (status === 'loading') return <FullPageSpinner label="Checking your link" />;
  if (!session && !isDone) return <InvalidLink />;
  // The link proves the mailbox, one factor: with an authenticator set up, its code comes first (the
  // auth service refuses a new password from an aal1 session, as GoTrue does).
  if (session && needsSecondFactor(session))
    return (
      <AuthLayout>
        <MfaCodeStep
          session={session}
          onVerified={async () => {}}
          beforeVerify={() => {}}
          afterFailure={() => {}}
        />
      </AuthLayout>
    );

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = ZResetPassword.safeParse(values);
    if (!parsed.success) {
      toast.error(firstIssueMessage(parsed.error));
      return;
    }
    setSubmitting(true);
    try {
      const auth = getSupabase().auth;
      const { error } = await auth.updateUser({ password: parsed.data.password });
      if (error) {
        toast.error('Error', { description: error.message || AUTH_TOASTS.resetFailed });
        return;
      }
      setDone(true);
      toast.success(AUTH_TOASTS.passwordUpdated, { description: AUTH_TOASTS.passwordUpdatedDescription });
      await auth.signOut();
      window.setTimeout(() => navigate('/auth', { replace: true }), REDIRECT_DELAY_MS);
    } catch (error) {
      console.error('Password reset failed', error);
      toast.error('Error', { description: AUTH_TOASTS.resetFailed });
    } finally {
      setSubmitting(false);
    }
  };

  const update = (field: 'password' | 'confirmPassword') => (event: React.ChangeEvent<HTMLInputElement>) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  return (
    <AuthLayout>
      <Card>
        <CardHeader className="text-center">
          <CardTitle asChild>
            <h1 className="text-2xl">Reset Password</h1>
          </CardTitle>
          <CardDescription>
            {isDone ? 'Your password has been reset. Taking you to the login page…' : 'Choose a new password'}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <form className="grid gap-4" onSubmit={onSubmit} noValidate aria-busy={isSubmitting}>
            <input
              hidden
              readOnly
              name="username"
              autoComplete="username"
              value={session?.user.email ?? ''}
            />
            <FormField id="new-password" label="New Password">
              <PasswordInput
                id="new-password"
                name="password"
                autoComplete="new-password"
                value={values.password}
                onChange={update('password')}
                disabled={isDone}
              />
            </FormField>
            <FormField id="confirm-password" label="Confirm Password">
              <PasswordInput
                id="confirm-password"
                name="confirmPassword"
                autoComplete="new-password"
                value={values.confirmPassword}
                onChange={update('confirmPassword')}
                disabled={isDone}
              />
            </FormField>
            <Button type="submit" className="w-full" disabled={isSubmitting || isDone}>
              {isSubmitting ? <ButtonSpinner /> : null}
              Update Password
            </Button>
          </form>
        </CardContent>
      </Card>
    </AuthLayout>
  );
}
