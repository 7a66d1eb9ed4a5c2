import { firstIssueMessage, ZChangePassword } from '@groundwork/shared';
import { KeyRound } from 'lucide-react';
import * as React from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ButtonSpinner } from '@/components/ui/spinner';
import { getSupabase } from '@/lib/supabase';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AUTH_TOASTS } from '../api/auth-messages';
import { changePassword } from '../api/change-password';
import { useMe } from '../api/use-me';
import { AuthLayout } from '../components/auth-layout';
import { FormField } from '../components/form-field';
import { PasswordInput } from '../components/password-input';

type TField = 'currentPassword' | 'newPassword' | 'confirmPassword';
const FIELDS: readonly { field: TField; id: string; label: string; autoComplete: string }[] = [
  {
    field: 'currentPassword',
    id: 'current-password',
    label: 'Current Password',
    autoComplete: 'current-password',
  },
  { field: 'newPassword', id: 'new-password', label: 'New Password', autoComplete: 'new-password' },
  {
    field: 'confirmPassword',
    id: 'confirm-password',
    label: 'Confirm Password',
    autoComplete: 'new-password',
  },
];

/** How long the success toast stays readable before the full reload to /dashboard. */
const RELOAD_DELAY_MS = 1000;

export function ChangePasswordPage() {
  useDocumentTitle('Change Your Password');
  const email = useMe().data?.profile.email ?? '';
  const [values, setValues] = React.useState<Record<TField, string>>({
    currentPassword: '',
    newPassword: '',
    confirmPassword: '',
  });
  const [invalidField, setInvalidField] = React.useState<TField | null>(null);
  const [isSubmitting, setSubmitting] = React.useState(false);
  const [isDone, setDone] = React.useState(false);

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = ZChangePassword.safeParse(values);
    if (!parsed.success) {
      const field = parsed.error.issues[0]?.path[0];
      setInvalidField(FIELDS.find((entry) => entry.field === field)?.field ?? null);
      toast.error(firstIssueMessage(parsed.error));
      return;
    }
    setSubmitting(true);
    try {
      await changePassword({
        currentPassword: parsed.data.currentPassword,
        newPassword: parsed.data.newPassword,
      });
      setDone(true);
      toast.success(AUTH_TOASTS.passwordChanged);
      // A full reload: every cached query (the profile's password_changed included) starts afresh.
      window.setTimeout(() => window.location.assign('/dashboard'), RELOAD_DELAY_MS);
    } catch (error) {
      toast.error(error instanceof Error && error.message ? error.message : AUTH_TOASTS.changePasswordFailed);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <AuthLayout>
      <Card>
        <CardHeader className="justify-items-center text-center">
          <KeyRound className="mb-2 size-10 text-primary" aria-hidden="true" />
          <CardTitle asChild>
            <h1 className="text-2xl">Change Your Password</h1>
          </CardTitle>
          <CardDescription>
            For your security, please choose a new password before you continue.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <form className="grid gap-4" onSubmit={onSubmit} noValidate aria-busy={isSubmitting}>
            {/* Lets password managers file the new password under the right account. */}
            <input hidden readOnly name="username" autoComplete="username" value={email} />
            {FIELDS.map(({ field, id, label, autoComplete }) => (
              <FormField key={field} id={id} label={label}>
                <PasswordInput
                  id={id}
                  name={field}
                  autoComplete={autoComplete}
                  value={values[field]}
                  disabled={isDone}
                  aria-invalid={invalidField === field || undefined}
                  onChange={(event) => {
                    setValues((current) => ({ ...current, [field]: event.target.value }));
                    if (invalidField === field) setInvalidField(null);
                  }}
                />
              </FormField>
            ))}
            <Button type="submit" className="w-full" disabled={isSubmitting || isDone}>
              {isSubmitting ? <ButtonSpinner /> : null}
              Change Password
            </Button>
            <Button variant="ghost" className="w-full" onClick={() => void getSupabase().auth.signOut()}>
              Sign out
            </Button>
          </form>
        </CardContent>
      </Card>
    </AuthLayout>
  );
}
