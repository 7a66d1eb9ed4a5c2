import { AUTH_MESSAGES, ZForgotPassword } from '@groundwork/shared';
import { MailCheck } from 'lucide-react';
import * as React from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { ButtonSpinner } from '@/components/ui/spinner';
import { whenSupabase } from '@/lib/supabase';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AUTH_TOASTS } from '../api/auth-messages';
import { AuthLayout } from '../components/auth-layout';
import { FormField } from '../components/form-field';

const linkClass = 'text-primary text-sm underline-offset-4 hover:underline';

export function ForgotPasswordPage() {
  useDocumentTitle('Forgot Password');
  const [email, setEmail] = React.useState('');
  const [sentTo, setSentTo] = React.useState<string | null>(null);
  const [isSubmitting, setSubmitting] = React.useState(false);
  const [isInvalid, setInvalid] = React.useState(false);

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = ZForgotPassword.safeParse({ email });
    if (!parsed.success) {
      setInvalid(true);
      toast.error(AUTH_MESSAGES.forgotEmailRequired, {
        description: AUTH_MESSAGES.forgotEmailRequiredDescription,
      });
      return;
    }
    setSubmitting(true);
    try {
      const { error } = await (await whenSupabase()).auth.resetPasswordForEmail(parsed.data.email, {
        redirectTo: `${window.location.origin}/reset-password`,
      });
      if (error) {
        toast.error('Error', { description: error.message || AUTH_TOASTS.resetEmailFailed });
        return;
      }
      setSentTo(parsed.data.email);
      toast.success(AUTH_TOASTS.resetEmailSent, { description: AUTH_TOASTS.resetEmailSentDescription });
    } catch (error) {
      console.error('Password reset request failed', error);
      toast.error('Error', { description: AUTH_TOASTS.resetEmailFailed });
    } finally {
      setSubmitting(false);
    }
  };

  if (sentTo) {
    return (
      <AuthLayout>
        <Card>
          <CardHeader className="justify-items-center text-center">
            <MailCheck className="mb-2 size-10 text-primary" aria-hidden="true" />
            <CardTitle asChild>
              <h1 className="text-2xl">Check your email</h1>
            </CardTitle>
            <CardDescription>
              We sent a password reset link to <strong className="text-foreground">{sentTo}</strong>. The link
              expires in 1 hour.
            </CardDescription>
          </CardHeader>
          <CardFooter className="justify-center">
            <Link to="/auth" className={linkClass}>
              Back to login
            </Link>
          </CardFooter>
        </Card>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout>
      <Card>
        <CardHeader className="text-center">
          <CardTitle asChild>
            <h1 className="text-2xl">Forgot Password</h1>
          </CardTitle>
          <CardDescription>
            Enter your email and we will send you a link to reset your password
          </CardDescription>
        </CardHeader>
        <CardContent>
          <form className="grid gap-4" onSubmit={onSubmit} noValidate aria-busy={isSubmitting}>
            <FormField id="email" label="Email">
              <Input
                id="email"
                name="email"
                type="email"
                autoComplete="email"
                value={email}
                onChange={(event) => {
                  setEmail(event.target.value);
                  setInvalid(false);
                }}
                aria-invalid={isInvalid || undefined}
              />
            </FormField>
            <Button type="submit" className="w-full" disabled={isSubmitting}>
              {isSubmitting ? <ButtonSpinner /> : null}
              Send Reset Link
            </Button>
          </form>
        </CardContent>
        <CardFooter className="justify-center">
          <Link to="/auth" className={linkClass}>
            Back to login
          </Link>
        </CardFooter>
      </Card>
    </AuthLayout>
  );
}
