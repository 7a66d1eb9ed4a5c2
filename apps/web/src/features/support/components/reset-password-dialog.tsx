import type { TSupportUser } from '@groundwork/shared';
import { EyeIcon, EyeOffIcon } from 'lucide-react';
import * as React from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ButtonSpinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-fetch';
import { useResetUserPassword } from '../api/use-support-users';
import { userName } from './support-format';

/** Spec §5: the admin reset dialog asks for at least 6 characters (the account's policy may ask more). */
const MIN_LENGTH = 6;

function ResetPasswordForm({ user, onDone }: { user: TSupportUser; onDone: () => void }) {
  const reset = useResetUserPassword();
  const [password, setPassword] = React.useState('');
  const [isVisible, setIsVisible] = React.useState(false);
  const isLongEnough = password.length >= MIN_LENGTH;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!isLongEnough) return;
    reset.mutate(
      { id: user.user_id, newPassword: password },
      {
        onSuccess: () => {
          toast.success('Password reset successfully');
          onDone();
        },
        onError: (error) => {
          console.error('Resetting the password failed', error);
          toast.error(`Failed to reset password: ${errorMessage(error, 'Please try again.')}`);
        },
      },
    );
  };

  return (
    <form className="grid gap-4" onSubmit={submit}>
      <div className="grid gap-2">
        <Label htmlFor="reset-new-password">New password</Label>
        <div className="relative">
          <Input
            id="reset-new-password"
            type={isVisible ? 'text' : 'password'}
            autoComplete="new-password"
            maxLength={128}
            className="pr-10"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            aria-describedby="reset-new-password-hint"
          />
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="absolute top-0 right-0"
            aria-label={isVisible ? 'Hide password' : 'Show password'}
            aria-pressed={isVisible}
            onClick={() => setIsVisible((v) => !v)}
          >
            {isVisible ? <EyeOffIcon aria-hidden /> : <EyeIcon aria-hidden />}
          </Button>
        </div>
        <p id="reset-new-password-hint" className="text-muted-foreground text-xs">
          At least {MIN_LENGTH} characters. They will be asked to choose their own password at next sign-in.
        </p>
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={!isLongEnough || reset.isPending}>
          {reset.isPending ? <ButtonSpinner /> : null}
          Reset Password
        </Button>
      </DialogFooter>
    </form>
  );
}

/** Support sets a new password for someone who cannot get in (spec §6 Internal Administrators). */
export function ResetPasswordDialog({ user, onClose }: { user: TSupportUser | null; onClose: () => void }) {
  return (
    <Dialog open={user !== null} onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Reset Password</DialogTitle>
          <DialogDescription>{user ? `Choose a new password for ${userName(user)}.` : ''}</DialogDescription>
        </DialogHeader>
        {user ? <ResetPasswordForm key={user.user_id} user={user} onDone={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}
