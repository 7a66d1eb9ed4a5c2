import { PROFILE_MESSAGES, type TMe, ZUpdateProfile } from '@groundwork/shared';
import * as React from 'react';
import { toast } from 'sonner';
import { Field, invalidProps } from '@/components/field';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { ButtonSpinner } from '@/components/ui/spinner';
import { useUpdateProfile } from '../api/use-account-security';

export function PersonalInfoCard({ me }: { me: TMe }) {
  const saved = { first: me.profile.first_name ?? '', last: me.profile.last_name ?? '' };
  const [first, setFirst] = React.useState(saved.first);
  const [last, setLast] = React.useState(saved.last);
  const [error, setError] = React.useState<string | undefined>();
  const update = useUpdateProfile();
  const isChanged = first.trim() !== saved.first || last.trim() !== saved.last;

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = ZUpdateProfile.safeParse({ first_name: first, last_name: last });
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? PROFILE_MESSAGES.namesRequired;
      setError(message);
      toast.error(message);
      return;
    }
    update.mutate(parsed.data, {
      onSuccess: (profile) => {
        setFirst(profile.first_name ?? '');
        setLast(profile.last_name ?? '');
        toast.success(PROFILE_MESSAGES.profileSaved);
      },
      onError: (e) => toast.error(`Error updating profile: ${e.message}`),
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Personal information</h2>
        </CardTitle>
        <CardDescription>Your name as your colleagues see it.</CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid gap-4" onSubmit={onSubmit} noValidate>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id="profile-first-name" label="First name" error={error}>
              <Input
                id="profile-first-name"
                autoComplete="given-name"
                maxLength={50}
                value={first}
                onChange={(e) => {
                  setFirst(e.target.value);
                  setError(undefined);
                }}
                {...invalidProps('profile-first-name', error)}
              />
            </Field>
            <Field id="profile-last-name" label="Last name">
              <Input
                id="profile-last-name"
                autoComplete="family-name"
                maxLength={50}
                value={last}
                onChange={(e) => {
                  setLast(e.target.value);
                  setError(undefined);
                }}
                aria-invalid={error ? true : undefined}
              />
            </Field>
          </div>
          <Field id="profile-email" label="Email">
            <Input
              id="profile-email"
              type="email"
              value={me.profile.email}
              readOnly
              aria-readonly
              className="bg-muted text-muted-foreground"
              aria-describedby="profile-email-hint"
            />
            <p id="profile-email-hint" className="text-muted-foreground text-xs">
              Your e-mail address is your sign-in name and cannot be changed here.
            </p>
          </Field>
          <div className="flex justify-end">
            <Button type="submit" disabled={!isChanged || update.isPending}>
              {update.isPending ? <ButtonSpinner /> : null}
              Save changes
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
