import { useQueryClient } from '@tanstack/react-query';
import * as React from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useSession } from '@/app/session';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { ButtonSpinner, FullPageSpinner } from '@/components/ui/spinner';
import { needsSecondFactor } from '@/lib/assurance';
import { whenSupabase } from '@/lib/supabase';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AUTH_TOASTS, signInErrorMessage, signUpErrorMessage } from '../api/auth-messages';
import { pathAfterSignIn } from '../api/route-after-sign-in';
import { AuthLayout } from '../components/auth-layout';
import { FormField } from '../components/form-field';
import { MfaCodeStep } from '../components/mfa-code-step';

type TMode = 'sign-in' | 'sign-up';

const loadSchemas = () => import('@groundwork/shared/auth/auth.schemas');
/** Fetched as soon as someone starts filling the form, so that submitting does not wait for it. */
const prefetchSchemas = () => void loadSchemas();
type TValues = { fullName: string; email: string; password: string };
const EMPTY: TValues = { fullName: '', email: '', password: '' };

export function AuthPage() {
  const { status, session } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [mode, setMode] = React.useState<TMode>('sign-in');
  const [values, setValues] = React.useState<TValues>(EMPTY);
  const [invalidField, setInvalidField] = React.useState<keyof TValues | null>(null);
  const [isSubmitting, setSubmitting] = React.useState(false);
  // Set before signing in, so the session that arrives is routed by onSubmit, not by the redirect below.
  const isRoutingRef = React.useRef(false);
  const isSignUp = mode === 'sign-up';
  useDocumentTitle(isSignUp ? 'Create Account' : 'Sign In');

  if (status === 'loading') return <FullPageSpinner />;
  const goOn = async () => navigate(await pathAfterSignIn(queryClient), { replace: true });
  if (session && needsSecondFactor(session) && !isRoutingRef.current) {
    return (
      <AuthLayout>
        <MfaCodeStep
          session={session}
          onVerified={goOn}
          beforeVerify={() => {
            isRoutingRef.current = true;
          }}
          afterFailure={() => {
            isRoutingRef.current = false;
          }}
        />
      </AuthLayout>
    );
  }
  if (session && !isRoutingRef.current) return <Navigate to="/dashboard" replace />;

  const update = (field: keyof TValues) => (event: React.ChangeEvent<HTMLInputElement>) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    if (invalidField === field) setInvalidField(null);
  };

  const switchMode = () => {
    setMode(isSignUp ? 'sign-in' : 'sign-up');
    setValues(EMPTY);
    setInvalidField(null);
  };

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The schemas (and zod) load when first needed: the page itself is in the entry chunk.
    const { firstIssueMessage, ZSignIn, ZSignUp } = await loadSchemas();
    const parsed = isSignUp
      ? ZSignUp.safeParse(values)
      : ZSignIn.safeParse({ email: values.email, password: values.password });
    if (!parsed.success) {
      const field = parsed.error.issues[0]?.path[0];
      setInvalidField(field === 'fullName' || field === 'email' || field === 'password' ? field : null);
      toast.error(firstIssueMessage(parsed.error));
      return;
    }
    setSubmitting(true);
    isRoutingRef.current = true;
    try {
      // Signed-out visitors get the page before supabase-js has loaded (main.tsx).
      const auth = (await whenSupabase()).auth;
      if (isSignUp && 'fullName' in parsed.data) {
        const { data, error } = await auth.signUp({
          email: parsed.data.email,
          password: parsed.data.password,
          options: {
            data: { full_name: parsed.data.fullName },
            emailRedirectTo: `${window.location.origin}/dashboard`,
          },
        });
        if (error) {
          isRoutingRef.current = false;
          toast.error(signUpErrorMessage(error.message));
          return;
        }
        toast.success(AUTH_TOASTS.accountCreated);
        if (data.session) await goOn();
        else isRoutingRef.current = false;
        return;
      }
      const { data, error } = await auth.signInWithPassword({
        email: parsed.data.email,
        password: parsed.data.password,
      });
      if (error) {
        isRoutingRef.current = false;
        toast.error(signInErrorMessage(error.message));
        return;
      }
      if (needsSecondFactor(data.session)) {
        // The password was right; the authenticator code step renders next (same page, same session).
        isRoutingRef.current = false;
        setValues(EMPTY);
        return;
      }
      toast.success(AUTH_TOASTS.signedIn);
      await goOn();
    } catch (error) {
      console.error('Authentication failed', error);
      isRoutingRef.current = false;
      toast.error(AUTH_TOASTS.unexpected);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <AuthLayout>
      <Card>
        <CardHeader className="text-center">
          <CardTitle asChild>
            <h1 className="text-2xl">{isSignUp ? 'Create Account' : 'Sign In'}</h1>
          </CardTitle>
          <CardDescription>
            {isSignUp
              ? 'Enter your details to create your account'
              : 'Enter your email and password to continue'}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <form
            className="grid gap-4"
            onSubmit={onSubmit}
            onFocus={prefetchSchemas}
            noValidate
            aria-busy={isSubmitting}
          >
            {isSignUp ? (
              <FormField id="full-name" label="Full Name">
                <Input
                  id="full-name"
                  name="fullName"
                  autoComplete="name"
                  value={values.fullName}
                  onChange={update('fullName')}
                  aria-invalid={invalidField === 'fullName' || undefined}
                />
              </FormField>
            ) : null}
            <FormField id="email" label="Email">
              <Input
                id="email"
                name="email"
                type="email"
                autoComplete="email"
                value={values.email}
                onChange={update('email')}
                aria-invalid={invalidField === 'email' || undefined}
              />
            </FormField>
            <FormField id="password" label="Password">
              <Input
                id="password"
                name="password"
                type="password"
                autoComplete={isSignUp ? 'new-password' : 'current-password'}
                value={values.password}
                onChange={update('password')}
                aria-invalid={invalidField === 'password' || undefined}
              />
            </FormField>
            {isSignUp ? null : (
              <div className="-mt-1 text-right">
                <Link
                  to="/forgot-password"
                  className="text-primary text-sm underline-offset-4 hover:underline"
                >
                  Forgot password?
                </Link>
              </div>
            )}
            <Button type="submit" className="w-full" disabled={isSubmitting}>
              {isSubmitting ? <ButtonSpinner /> : null}
              {isSignUp ? 'Create Account' : 'Sign In'}
            </Button>
          </form>
        </CardContent>
        <CardFooter className="justify-center">
          <p className="text-muted-foreground text-sm">
            {isSignUp ? 'Already have an account?' : "Don't have an account?"}{' '}
            <Button variant="link" className="h-auto p-0" onClick={switchMode}>
              {isSignUp ? 'Sign in' : 'Sign up'}
            </Button>
          </p>
        </CardFooter>
      </Card>
    </AuthLayout>
  );
}
