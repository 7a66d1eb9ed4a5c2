import {
  AP_APPROVER_LABELS,
  AP_APPROVERS,
  ORGANIZATION_MESSAGES,
  type TApApprover,
  type TOrganization,
} from '@groundwork/shared';
import { ReceiptIcon } from 'lucide-react';
import * as React from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { ButtonSpinner } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import { errorMessage } from '@/lib/api-fetch';
import { useUpdateOrganizationBusiness } from '../api/use-update-organization-business';

type TPayablesValues = {
  ap_approver: TApApprover;
  compliance_blocks_payables: boolean;
  require_conditional_waiver: boolean;
  require_final_waiver_for_release: boolean;
};

const SWITCHES: { key: Exclude<keyof TPayablesValues, 'ap_approver'>; label: string; hint: string }[] = [
  {
    key: 'compliance_blocks_payables',
    label: 'Expired insurance holds invoices',
    hint: 'A vendor whose insurance or license has expired has its invoices held: they are not approved or paid until it is renewed.',
  },
  {
    key: 'require_conditional_waiver',
    label: 'Conditional lien waiver before paying a subcontract invoice',
    hint: 'A subcontract invoice is paid only once the conditional waiver for the payment is received.',
  },
  {
    key: 'require_final_waiver_for_release',
    label: 'Final unconditional waiver before releasing retainage',
    hint: 'Retainage held on a subcontract is released only once the final unconditional waiver is received.',
  },
];

function PayablesSettingsForm({ defaults, canEdit }: { defaults: TPayablesValues; canEdit: boolean }) {
  const [values, setValues] = React.useState(defaults);
  const update = useUpdateOrganizationBusiness();
  const isChanged = (Object.keys(defaults) as (keyof TPayablesValues)[]).some(
    (k) => values[k] !== defaults[k],
  );
  const isDisabled = !canEdit || update.isPending;

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isChanged || isDisabled) return;
    try {
      await update.mutateAsync(values);
      toast.success(ORGANIZATION_MESSAGES.businessUpdated);
    } catch (error) {
      console.error('Updating the payables settings failed', error);
      toast.error(errorMessage(error, ORGANIZATION_MESSAGES.businessUpdateFailed));
    }
  };

  return (
    <Card>
      <form aria-labelledby="payables-settings-heading" onSubmit={submit} noValidate className="grid gap-6">
        <CardHeader>
          <CardTitle asChild>
            <h2 id="payables-settings-heading" className="flex items-center gap-2 text-lg">
              <ReceiptIcon aria-hidden="true" className="size-5 text-primary" />
              Payables Settings
            </h2>
          </CardTitle>
          <CardDescription>Who approves vendor invoices, and what holds them back.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6">
          <div className="grid max-w-md gap-2">
            <Label htmlFor="ap-approver">Vendor invoices are approved by</Label>
            <NativeSelect
              id="ap-approver"
              value={values.ap_approver}
              disabled={isDisabled}
              aria-describedby="ap-approver-hint"
              onChange={(event) =>
                setValues({
                  ...values,
                  ap_approver: AP_APPROVERS.find((a) => a === event.target.value) ?? 'office',
                })
              }
            >
              {AP_APPROVERS.map((approver) => (
                <option key={approver} value={approver}>
                  {AP_APPROVER_LABELS[approver]}
                </option>
              ))}
            </NativeSelect>
            <p id="ap-approver-hint" className="text-muted-foreground text-sm">
              With the project manager, an invoice whose jobs have no (or different) project managers, or with
              overhead lines, goes to a company admin or accountant. Internal staff may always approve.
            </p>
          </div>
          {SWITCHES.map((s) => (
            <div key={s.key} className="flex items-start gap-3">
              <Switch
                id={`payables-${s.key}`}
                checked={values[s.key]}
                disabled={isDisabled}
                aria-describedby={`payables-${s.key}-hint`}
                onCheckedChange={(checked) => setValues({ ...values, [s.key]: checked })}
              />
              <div className="grid gap-1">
                <Label htmlFor={`payables-${s.key}`}>{s.label}</Label>
                <p id={`payables-${s.key}-hint`} className="text-muted-foreground text-sm">
                  {s.hint}
                </p>
              </div>
            </div>
          ))}
        </CardContent>
        {canEdit ? (
          <CardFooter className="justify-end">
            <Button type="submit" disabled={!isChanged || update.isPending}>
              {update.isPending ? <ButtonSpinner /> : null}
              Save Payables Settings
            </Button>
          </CardFooter>
        ) : null}
      </form>
    </Card>
  );
}

/** Issue 16: who approves vendor invoices, and the compliance and lien waiver holds. */
export function PayablesSettingsCard({
  organization,
  canEdit,
}: {
  organization: TOrganization;
  canEdit: boolean;
}) {
  const defaults: TPayablesValues = {
    ap_approver: organization.ap_approver,
    compliance_blocks_payables: organization.compliance_blocks_payables,
    require_conditional_waiver: organization.require_conditional_waiver,
    require_final_waiver_for_release: organization.require_final_waiver_for_release,
  };
  return <PayablesSettingsForm key={organization.updated_at} defaults={defaults} canEdit={canEdit} />;
}
