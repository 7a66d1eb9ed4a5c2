import { firstIssueMessage, ZSetupCompany } from '@groundwork/shared';
import * as React from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { ButtonSpinner } from '@/components/ui/spinner';
import { FormField } from './form-field';

/** "Create your company", for people who signed up on their own: they become its company_admin. */
export function CreateCompanyForm({
  isBusy,
  isDisabled,
  onCreate,
}: {
  isBusy: boolean;
  isDisabled: boolean;
  onCreate: (companyName: string) => void;
}) {
  const [companyName, setCompanyName] = React.useState('');
  const [error, setError] = React.useState<string | null>(null);

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = ZSetupCompany.safeParse({ companyName });
    if (!parsed.success) {
      setError(firstIssueMessage(parsed.error));
      return;
    }
    onCreate(parsed.data.companyName);
  };

  return (
    <form className="grid gap-3" onSubmit={onSubmit} noValidate aria-labelledby="create-company-heading">
      <div className="grid gap-1">
        <h2 id="create-company-heading" className="font-semibold">
          Create your company
        </h2>
        <p className="text-muted-foreground text-sm">
          Starting on your own? Create your company and you become its administrator.
        </p>
      </div>
      <FormField id="company-name" label="Company Name">
        <Input
          id="company-name"
          name="companyName"
          autoComplete="organization"
          maxLength={100}
          value={companyName}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'company-name-error' : undefined}
          onChange={(event) => {
            setCompanyName(event.target.value);
            setError(null);
          }}
        />
      </FormField>
      {error ? (
        <p id="company-name-error" role="alert" className="text-destructive text-sm">
          {error}
        </p>
      ) : null}
      <Button type="submit" variant="secondary" disabled={isDisabled}>
        {isBusy ? <ButtonSpinner /> : null}
        Create Company
      </Button>
    </form>
  );
}
