import { CheckIcon, CopyIcon, MailCheckIcon, MailWarningIcon } from 'lucide-react';
import * as React from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';

/**
 * After adding a person: the invitation was mailed (or not), and the temporary fallback password — a
 * fresh random one, shown this once — to pass on if the mail does not arrive. They must change it at
 * first sign-in. The copy icon turns into a check and resets after 2 seconds.
 */
export function TemporaryPasswordNotice({
  email,
  password,
  invitationSent,
}: {
  email: string;
  password: string;
  invitationSent: boolean;
}) {
  const [copied, setCopied] = React.useState(false);
  React.useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), 2000);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(password);
      setCopied(true);
      toast.success('Copied!');
    } catch {
      toast.error('Could not copy. Select the password and copy it by hand.');
    }
  };

  return (
    <div className="grid gap-4">
      <p className="flex items-start gap-2 text-sm">
        {invitationSent ? (
          <MailCheckIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
        ) : (
          <MailWarningIcon className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden />
        )}
        {invitationSent
          ? `An invitation email with a link to set a password has been sent to ${email}.`
          : `The invitation email to ${email} could not be sent. Give them the temporary password below.`}
      </p>
      <div className="grid gap-1 rounded-md border bg-muted/50 p-3">
        <p className="font-medium text-sm">Temporary password</p>
        <div className="flex items-center gap-2">
          <code data-testid="temporary-password" className="flex-1 break-all font-mono text-base">
            {password}
          </code>
          <Button
            type="button"
            variant="outline"
            size="icon"
            onClick={copy}
            aria-label="Copy temporary password"
          >
            {copied ? <CheckIcon aria-hidden /> : <CopyIcon aria-hidden />}
          </Button>
        </div>
        <p className="text-muted-foreground text-xs">
          Shown only now. If the email does not arrive, they can sign in with it and will be asked to choose
          their own password.
        </p>
      </div>
    </div>
  );
}
