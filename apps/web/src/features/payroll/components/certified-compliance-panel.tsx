import { CERTIFIED_FIX_LABEL, type TPayrollRun } from '@groundwork/shared';
import { formatCents } from '@groundwork/shared/money/money';
import { HandCoinsIcon, Trash2Icon, TriangleAlert } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { errorMessage } from '@/lib/api-fetch';
import { usePayrollRunAction, useSaveRunEarnings } from '../api/use-payroll-runs';

/** The run's prevailing-wage errors (issue 22): stored with the checks as warnings of code 'prevailing_wage'. */
export const prevailingWageErrors = (run: TPayrollRun): string[] =>
  run.checks.flatMap((c) => c.warnings.filter((w) => w.code === 'prevailing_wage').map((w) => w.message));

/**
 * Certified jobs on a payroll run: every worker × classification × week paid below the wage
 * determination (approval is refused while one stands), the one-click fix that pays each difference
 * as cash in lieu and recalculates, and the cash in lieu the fix added (removable while the run is a draft).
 */
export function CertifiedCompliancePanel({ run, canWrite }: { run: TPayrollRun; canWrite: boolean }) {
  const action = usePayrollRunAction(run.id);
  const earnings = useSaveRunEarnings(run.id);
  const errors = prevailingWageErrors(run);
  const cashInLieu = run.cash_in_lieu ?? [];
  if (errors.length === 0 && cashInLieu.length === 0) return null;
  const isDraft = run.status === 'draft';

  const fix = async () => {
    try {
      await action.mutateAsync({ action: 'certified-fixes' });
      toast.success('The differences are paid as cash in lieu');
    } catch (caught) {
      toast.error(errorMessage(caught, 'The differences could not be added'));
    }
  };
  const remove = async (id: string) => {
    try {
      await earnings.mutateAsync([{ kind: 'delete', id }]);
      toast.success('Cash in lieu removed: calculate the run again');
    } catch (caught) {
      toast.error(errorMessage(caught, 'The cash in lieu could not be removed'));
    }
  };

  return (
    <Card className={errors.length > 0 ? 'border-destructive' : undefined}>
      <CardHeader>
        <CardTitle>Prevailing wage</CardTitle>
        <CardDescription>
          On certified jobs every worker × classification × week must be paid at least the wage determination:
          cash + plan credit per hour ≥ basic + fringe, overtime premium on the higher of the cash and basic
          rate.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {errors.length > 0 ? (
          <div role="alert" className="grid gap-2">
            <p className="flex items-center gap-2 font-medium text-destructive">
              <TriangleAlert className="size-4" aria-hidden="true" />
              {errors.length === 1
                ? 'One worker is paid below the wage determination: the run cannot be approved'
                : `${errors.length} workers are paid below the wage determination: the run cannot be approved`}
            </p>
            <ul className="grid gap-1 text-sm">
              {errors.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
            {canWrite && isDraft ? (
              <div>
                <Button disabled={action.isPending} onClick={() => void fix()}>
                  <HandCoinsIcon aria-hidden="true" />
                  {CERTIFIED_FIX_LABEL}
                </Button>
              </div>
            ) : null}
          </div>
        ) : null}
        {cashInLieu.length > 0 ? (
          <div className="grid gap-1">
            <p className="font-medium text-sm">Cash in lieu added to this run</p>
            <ul className="grid gap-1 text-sm">
              {cashInLieu.map((x) => (
                <li key={x.id} className="flex flex-wrap items-center gap-2">
                  <span>
                    {x.employee_name} · {x.job_number ?? 'no job'} · {x.classification ?? ''} · week ending{' '}
                    {x.week_ending ?? ''}
                  </span>
                  <span className="font-medium tabular-nums">{formatCents(x.amount_cents)}</span>
                  {canWrite && isDraft ? (
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Remove the cash in lieu of ${x.employee_name}, week ending ${x.week_ending ?? ''}`}
                      disabled={earnings.isPending}
                      onClick={() => void remove(x.id)}
                    >
                      <Trash2Icon aria-hidden="true" />
                    </Button>
                  ) : null}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
