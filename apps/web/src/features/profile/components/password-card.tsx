import { formatLongDateTime, PROFILE_MESSAGES, type TMe, ZProfilePassword } from '@groundwork/shared';
import * as React from 'react';
import { toast } from 'sonner';
import { Field, invalidProps } from '@/components/field';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { ButtonSpinner } from '@/components/ui/spinner';
import { useChangePassword } from '../api/use-account-security';

type TValues = { currentPassword: string; newPassword: string; confirmPassword: string };
const EMPTY: TValues = { currentPassword: '', newPassword: '', confirmPassword: '' };
type TField = keyof TValues;

/** Change password (spec §5 Profile settings); the server ends the person's other sessions. */
export function PasswordCard({ me }: { me: TMe }) {
  const [values, setValues] = React.useState<TValues>(EMPTY);
  const [errors, setErrors] = React.useState<Partial<Record<TField, string>>>({});
  const change = useChangePassword();
  const lastChange = me.profile.last_password_change;

  const onChange = (field: TField) => (event: React.ChangeEvent<HTMLInputElement>) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = ZProfilePassword.safeParse(values);
    if (!parsed.success) {
      const next: Partial<Record<TField, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as TField;
        next[field] ??= issue.message;
      }
      setErrors(next);
      toast.error(parsed.error.issues[0]?.message ?? PROFILE_MESSAGES.passwordMin);
      return;
    }
    change.mutate(
      { currentPassword: parsed.data.currentPassword, newPassword: parsed.data.newPassword },
      {
        onSuccess: () => {
          setValues(EMPTY);
          toast.success(PROFILE_MESSAGES.passwordSaved, {
            description: 'Your other devices have been signed out.',
          });
        },
        onError: (e) => toast.error(`Error updating password: ${e.message}`),
      },
    );
  };

  const field = (id: TField, label: string, autoComplete: string) => (
    <Field id={`password-${id}`} label={label} error={errors[id]}>
      <Input
        id={`password-${id}`}
        type="password"
        autoComplete={autoComplete}
        value={values[id]}
        onChange={onChange(id)}
        {...invalidProps(`password-${id}`, errors[id])}
      />
    </Field>
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Change password</h2>
        </CardTitle>
        <CardDescription>
          {lastChange
            ? `Last changed ${formatLongDateTime(lastChange)}.`
            : 'Choose a password only you know.'}{' '}
          Changing it signs out your other devices.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid gap-4" onSubmit={onSubmit} noValidate>
          {field('currentPassword', 'Current password', 'current-password')}
          <div className="grid gap-4 sm:grid-cols-2">
            {field('newPassword', 'New password', 'new-password')}
            {field('confirmPassword', 'Confirm new password', 'new-password')}
          </div>
          <div className="flex justify-end">
            <Button type="submit" disabled={change.isPending}>
              {change.isPending ? <ButtonSpinner /> : null}
              Update password
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
