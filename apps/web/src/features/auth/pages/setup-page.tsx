import type { TFunctionResult } from '@groundwork/shared';
import { useQueryClient } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import * as React from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useSession } from '@/app/session';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Separator } from '@/components/ui/separator';
import { ButtonSpinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-fetch';
import { useDocumentTitle } from '@/lib/use-document-title';
import { setupCompany, setupDirector } from '../api/setup-functions';
import { useMe } from '../api/use-me';
import { AuthLayout } from '../components/auth-layout';
import { CreateCompanyForm } from '../components/create-company-form';
import { EmailCodeProof, sendEmailCode } from '../components/email-code-proof';

const REDIRECT_DELAY_MS = 1500;
type TAction = 'director' | 'company';

export function SetupPage() {
  useDocumentTitle('Initial Setup');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const me = useMe();
  const { session } = useSession();
  const [pending, setPending] = React.useState<TAction | null>(null);
  // Set once the server asked for proof of the address (DIRECTOR_EMAILS): the code was mailed there.
  const [proofEmail, setProofEmail] = React.useState<string | null>(null);
  const [isDone, setDone] = React.useState(false);
  const organizationName = me.data?.roles[0]?.organization_name;

  // Spec §4/§8: the server's message on success, then /dashboard after 1.5 s.
  const run = async (action: TAction, call: () => Promise<TFunctionResult>, exceptionMessage: string) => {
    setPending(action);
    try {
      const result = await call();
      const email = session?.user.email;
      if (!result.success && result.code === 'email_proof_required' && email) {
        const failure = await sendEmailCode(email);
        if (failure) toast.error(failure);
        else setProofEmail(email);
        return;
      }
      if (!result.success) {
        toast.error(result.message || 'Setup failed');
        return;
      }
      setDone(true);
      toast.success(result.message);
      await queryClient.invalidateQueries({ queryKey: ['me'] });
      window.setTimeout(() => navigate('/dashboard'), REDIRECT_DELAY_MS);
    } catch (error) {
      console.error('Setup failed', error);
      toast.error(error instanceof ApiError ? `Setup failed: ${error.message}` : exceptionMessage);
    } finally {
      setPending(null);
    }
  };

  const isBusy = pending !== null || isDone;

  return (
    <AuthLayout>
      <Card>
        <CardHeader className="justify-items-center text-center">
          <ShieldCheck className="mb-2 size-10 text-primary" aria-hidden="true" />
          <CardTitle asChild>
            <h1 className="text-2xl">Initial Setup</h1>
          </CardTitle>
          <CardDescription>
            {organizationName
              ? `You already belong to ${organizationName}.`
              : 'Your account is not linked to a company yet.'}
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6">
          <div className="grid gap-3">
            <p className="text-muted-foreground text-sm">
              Product staff: assign yourself the Director role and join Groundwork's own organization.
            </p>
            {proofEmail ? (
              <EmailCodeProof
                email={proofEmail}
                isBusy={pending === 'director'}
                onProven={() => run('director', setupDirector, 'Failed to setup director role')}
              />
            ) : (
              <Button
                disabled={isBusy}
                onClick={() => void run('director', setupDirector, 'Failed to setup director role')}
              >
                {pending === 'director' ? <ButtonSpinner /> : null}
                Assign Director Role
              </Button>
            )}
            <Button variant="outline" disabled={pending !== null} onClick={() => navigate('/dashboard')}>
              Skip for now
            </Button>
          </div>
          <Separator />
          <CreateCompanyForm
            isBusy={pending === 'company'}
            isDisabled={isBusy}
            onCreate={(companyName) =>
              void run('company', () => setupCompany(companyName), 'Failed to create company')
            }
          />
        </CardContent>
      </Card>
    </AuthLayout>
  );
}
