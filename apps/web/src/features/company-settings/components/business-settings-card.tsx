import { CURRENCIES, ORGANIZATION_MESSAGES, type TCurrency, type TOrganization } from '@groundwork/shared';
import { BriefcaseIcon } from 'lucide-react';
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
import {
  chooseMonth,
  daysInMonth,
  joinFiscalYearEnd,
  MONTHS,
  splitFiscalYearEnd,
  type TFiscalYearEnd,
} from '../fiscal-year-end';

const CURRENCY_LABELS: Record<TCurrency, string> = {
  USD: 'USD — US Dollar',
  CAD: 'CAD — Canadian Dollar',
  EUR: 'EUR — Euro',
  GBP: 'GBP — British Pound',
};

type TBusinessValues = { currency: string; fiscalYearEnd: TFiscalYearEnd; isDepartmentsEnabled: boolean };

function businessValues(organization: TOrganization): TBusinessValues {
  return {
    currency: organization.default_currency,
    fiscalYearEnd: splitFiscalYearEnd(organization.fiscal_year_end),
    isDepartmentsEnabled: organization.departments_enabled,
  };
}

function BusinessSettingsForm({ defaults, canEdit }: { defaults: TBusinessValues; canEdit: boolean }) {
  const [values, setValues] = React.useState(defaults);
  const update = useUpdateOrganizationBusiness();
  const fiscalYearEnd = joinFiscalYearEnd(values.fiscalYearEnd);
  const isChanged =
    values.currency !== defaults.currency ||
    fiscalYearEnd !== joinFiscalYearEnd(defaults.fiscalYearEnd) ||
    values.isDepartmentsEnabled !== defaults.isDepartmentsEnabled;
  const isDisabled = !canEdit || update.isPending;
  const { month, day } = values.fiscalYearEnd;

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isChanged || isDisabled) return;
    try {
      await update.mutateAsync({
        default_currency: values.currency,
        ...(fiscalYearEnd ? { fiscal_year_end: fiscalYearEnd } : {}),
        departments_enabled: values.isDepartmentsEnabled,
      });
      toast.success(ORGANIZATION_MESSAGES.businessUpdated);
    } catch (error) {
      console.error('Updating the business settings failed', error);
      toast.error(errorMessage(error, ORGANIZATION_MESSAGES.businessUpdateFailed));
    }
  };

  return (
    <Card>
      <form
        aria-labelledby="general-settings-heading"
        onSubmit={submit}
        noValidate
        aria-busy={update.isPending}
        className="grid gap-6"
      >
        <CardHeader>
          <CardTitle asChild>
            <h2 id="general-settings-heading" className="flex items-center gap-2 text-lg">
              <BriefcaseIcon aria-hidden="true" className="size-5 text-primary" />
              General Settings
            </h2>
          </CardTitle>
          <CardDescription>
            The currency amounts are shown in, when your fiscal year ends, and departments.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6">
          <div className="grid max-w-xs gap-2">
            <Label htmlFor="business-currency">Default Currency</Label>
            <NativeSelect
              id="business-currency"
              value={values.currency}
              disabled={isDisabled}
              onChange={(event) => setValues({ ...values, currency: event.target.value })}
            >
              {CURRENCIES.map((currency) => (
                <option key={currency} value={currency}>
                  {CURRENCY_LABELS[currency]}
                </option>
              ))}
            </NativeSelect>
          </div>
          <fieldset className="grid gap-2">
            <legend className="mb-2 font-medium text-sm">Fiscal Year End</legend>
            <div className="flex flex-wrap gap-3">
              <div className="grid w-44 gap-2">
                <Label htmlFor="fiscal-year-end-month" className="font-normal text-muted-foreground">
                  Month
                </Label>
                <NativeSelect
                  id="fiscal-year-end-month"
                  value={month}
                  disabled={isDisabled}
                  onChange={(event) =>
                    setValues({
                      ...values,
                      fiscalYearEnd: chooseMonth(values.fiscalYearEnd, event.target.value),
                    })
                  }
                >
                  <option value="">Select month</option>
                  {MONTHS.map((m) => (
                    <option key={m.value} value={m.value}>
                      {m.label}
                    </option>
                  ))}
                </NativeSelect>
              </div>
              <div className="grid w-28 gap-2">
                <Label htmlFor="fiscal-year-end-day" className="font-normal text-muted-foreground">
                  Day
                </Label>
                <NativeSelect
                  id="fiscal-year-end-day"
                  value={day}
                  // The day list depends on the month (spec §5).
                  disabled={isDisabled || month === ''}
                  onChange={(event) =>
                    setValues({ ...values, fiscalYearEnd: { month, day: event.target.value } })
                  }
                >
                  <option value="">Day</option>
                  {month
                    ? Array.from({ length: daysInMonth(month) }, (_, index) => {
                        const value = String(index + 1).padStart(2, '0');
                        return (
                          <option key={value} value={value}>
                            {index + 1}
                          </option>
                        );
                      })
                    : null}
                </NativeSelect>
              </div>
            </div>
          </fieldset>
          <div className="flex items-start gap-3">
            <Switch
              id="departments-enabled"
              checked={values.isDepartmentsEnabled}
              disabled={isDisabled}
              aria-describedby="departments-enabled-hint"
              onCheckedChange={(checked) => setValues({ ...values, isDepartmentsEnabled: checked })}
            />
            <div className="grid gap-1">
              <Label htmlFor="departments-enabled">Enable departments</Label>
              <p id="departments-enabled-hint" className="text-muted-foreground text-sm">
                Group employees into departments. When on, every employee must be assigned to one.
              </p>
            </div>
          </div>
        </CardContent>
        {canEdit ? (
          <CardFooter className="justify-end">
            <Button type="submit" disabled={!isChanged || update.isPending}>
              {update.isPending ? <ButtonSpinner /> : null}
              Save Settings
            </Button>
          </CardFooter>
        ) : null}
      </form>
    </Card>
  );
}

/** Spec §2 Business Settings: default currency, fiscal year end, departments switch. */
export function BusinessSettingsCard({
  organization,
  canEdit,
}: {
  organization: TOrganization;
  canEdit: boolean;
}) {
  const defaults = businessValues(organization);
  return <BusinessSettingsForm key={organization.updated_at} defaults={defaults} canEdit={canEdit} />;
}
