import {
  bpsToPercentText,
  ORGANIZATION_MESSAGES,
  percentTextToBps,
  type TOrganization,
} from '@groundwork/shared';
import { HardHatIcon } from 'lucide-react';
import * as React from 'react';
import { toast } from 'sonner';
import { errorId } from '@/components/field';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ButtonSpinner } from '@/components/ui/spinner';
import { Switch } from '@/components/ui/switch';
import { errorMessage } from '@/lib/api-fetch';
import { useUpdateOrganizationBusiness } from '../api/use-update-organization-business';

type TJobCostValues = { retainage: string; isBlocking: boolean };

function JobCostSettingsForm({ defaults, canEdit }: { defaults: TJobCostValues; canEdit: boolean }) {
  const [values, setValues] = React.useState(defaults);
  const update = useUpdateOrganizationBusiness();
  const bps = percentTextToBps(values.retainage);
  const isRetainageValid = bps !== null;
  const isChanged = bps !== percentTextToBps(defaults.retainage) || values.isBlocking !== defaults.isBlocking;
  const isDisabled = !canEdit || update.isPending;

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isChanged || !isRetainageValid || isDisabled) return;
    try {
      await update.mutateAsync({
        default_retainage_bps: bps,
        compliance_blocks_commitments: values.isBlocking,
      });
      toast.success(ORGANIZATION_MESSAGES.businessUpdated);
    } catch (error) {
      console.error('Updating the job cost settings failed', error);
      toast.error(errorMessage(error, ORGANIZATION_MESSAGES.businessUpdateFailed));
    }
  };

  return (
    <Card>
      <form
        aria-labelledby="job-cost-settings-heading"
        onSubmit={submit}
        noValidate
        aria-busy={update.isPending}
        className="grid gap-6"
      >
        <CardHeader>
          <CardTitle asChild>
            <h2 id="job-cost-settings-heading" className="flex items-center gap-2 text-lg">
              <HardHatIcon aria-hidden="true" className="size-5 text-primary" />
              Job Cost Settings
            </h2>
          </CardTitle>
          <CardDescription>
            The retainage new subcontracts start with, and what expired vendor insurance means.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6">
          <div className="grid max-w-xs gap-2">
            <Label htmlFor="default-retainage">Default Retainage (%)</Label>
            <Input
              id="default-retainage"
              inputMode="decimal"
              autoComplete="off"
              value={values.retainage}
              disabled={isDisabled}
              aria-invalid={isRetainageValid ? undefined : true}
              aria-describedby={errorId('default-retainage')}
              onChange={(event) => setValues({ ...values, retainage: event.target.value })}
              onBlur={() => {
                if (bps !== null) setValues({ ...values, retainage: bpsToPercentText(bps) });
              }}
            />
            <p
              id={errorId('default-retainage')}
              className={isRetainageValid ? 'text-muted-foreground text-sm' : 'text-destructive text-sm'}
            >
              {isRetainageValid
                ? 'New subcontracts start with this; purchase orders start at 0.'
                : ORGANIZATION_MESSAGES.retainageRange}
            </p>
          </div>
          <div className="flex items-start gap-3">
            <Switch
              id="compliance-blocks-commitments"
              checked={values.isBlocking}
              disabled={isDisabled}
              aria-describedby="compliance-blocks-commitments-hint"
              onCheckedChange={(checked) => setValues({ ...values, isBlocking: checked })}
            />
            <div className="grid gap-1">
              <Label htmlFor="compliance-blocks-commitments">Expired insurance blocks new commitments</Label>
              <p id="compliance-blocks-commitments-hint" className="text-muted-foreground text-sm">
                When on, a vendor with expired insurance or license cannot get a new subcontract or purchase
                order. When off, it is only a warning.
              </p>
            </div>
          </div>
        </CardContent>
        {canEdit ? (
          <CardFooter className="justify-end">
            <Button type="submit" disabled={!isChanged || !isRetainageValid || update.isPending}>
              {update.isPending ? <ButtonSpinner /> : null}
              Save Job Cost Settings
            </Button>
          </CardFooter>
        ) : null}
      </form>
    </Card>
  );
}

/** Issue 14: the default retainage of new subcontracts and whether expired insurance blocks commitments. */
export function JobCostSettingsCard({
  organization,
  canEdit,
}: {
  organization: TOrganization;
  canEdit: boolean;
}) {
  const defaults = {
    retainage: bpsToPercentText(organization.default_retainage_bps),
    isBlocking: organization.compliance_blocks_commitments,
  };
  return <JobCostSettingsForm key={organization.updated_at} defaults={defaults} canEdit={canEdit} />;
}
