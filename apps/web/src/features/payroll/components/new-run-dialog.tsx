import {
  PAY_FREQUENCIES,
  PAYROLL_RUN_KIND_LABELS,
  PAYROLL_RUN_KINDS,
  RUN_PAY_FREQUENCY_LABELS,
  type TPayFrequency,
  type TPayrollRunKind,
  ZCreatePayrollRun,
} from '@groundwork/shared';
import { PlusIcon } from 'lucide-react';
import * as React from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { FilterSelect } from '@/components/filter-select';
import { DialogFormFooter, FormDialog } from '@/components/form-dialog';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { DateField } from '@/features/chart-of-accounts/components/date-field';
import { errorMessage } from '@/lib/api-fetch';
import { useCreatePayrollRun, usePayrollCashAccounts } from '../api/use-payroll-runs';

/** Last week Monday to Sunday, paid the Friday after: the usual weekly field payroll. */
function lastWeek(today = new Date()) {
  const day = today.getDay();
  const monday = new Date(today);
  monday.setDate(today.getDate() - ((day + 6) % 7) - 7);
  const iso = (d: Date) => d.toISOString().slice(0, 10);
  const plus = (days: number) => {
    const d = new Date(monday);
    d.setDate(monday.getDate() + days);
    return iso(d);
  };
  return { start: iso(monday), end: plus(6), check: plus(11) };
}

/** New payroll run: kind, frequency, period, check date, bank account, memo; opens the run. */
export function NewRunDialog() {
  const [isOpen, setIsOpen] = React.useState(false);
  const week = React.useMemo(() => lastWeek(), []);
  const [kind, setKind] = React.useState<TPayrollRunKind>('regular');
  const [frequency, setFrequency] = React.useState<TPayFrequency>('weekly');
  const [periodStart, setPeriodStart] = React.useState(week.start);
  const [periodEnd, setPeriodEnd] = React.useState(week.end);
  const [checkDate, setCheckDate] = React.useState(week.check);
  const [cashAccountId, setCashAccountId] = React.useState('');
  const [memo, setMemo] = React.useState('');
  const [error, setError] = React.useState<string | null>(null);
  const accounts = usePayrollCashAccounts({ isEnabled: isOpen });
  const create = useCreatePayrollRun();
  const navigate = useNavigate();
  const cashAccount = cashAccountId || accounts.data?.[0]?.id || '';

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = ZCreatePayrollRun.safeParse({
      kind,
      pay_frequency: frequency,
      period_start: periodStart,
      period_end: periodEnd,
      check_date: checkDate,
      cash_account_id: cashAccount,
      memo,
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Check the run');
      return;
    }
    try {
      const run = await create.mutateAsync(parsed.data);
      toast.success(`Payroll run ${run.run_number} created`);
      setIsOpen(false);
      navigate(`/payroll/runs/${run.id}`);
    } catch (caught) {
      setError(errorMessage(caught, 'Could not create the run'));
    }
  };

  return (
    <>
      <Button onClick={() => setIsOpen(true)}>
        <PlusIcon aria-hidden="true" />
        New run
      </Button>
      <FormDialog
        isOpen={isOpen}
        onOpenChange={(next) => {
          setError(null);
          setIsOpen(next);
        }}
        title="New payroll run"
        description="A regular run pays approved time and salaries of the period; off-cycle and manual runs pay only the earnings you enter."
      >
        <form className="grid gap-4" onSubmit={(event) => void onSubmit(event)} noValidate>
          <div className="flex flex-wrap gap-4">
            <FilterSelect
              id="run-kind"
              label="Kind"
              value={kind}
              className="w-44"
              onChange={(value) => setKind(PAYROLL_RUN_KINDS.find((k) => k === value) ?? 'regular')}
            >
              {PAYROLL_RUN_KINDS.map((k) => (
                <option key={k} value={k}>
                  {PAYROLL_RUN_KIND_LABELS[k]}
                </option>
              ))}
            </FilterSelect>
            <FilterSelect
              id="run-frequency"
              label="Pay frequency"
              value={frequency}
              className="w-44"
              onChange={(value) => setFrequency(PAY_FREQUENCIES.find((f) => f === value) ?? 'weekly')}
            >
              {PAY_FREQUENCIES.map((f) => (
                <option key={f} value={f}>
                  {RUN_PAY_FREQUENCY_LABELS[f]}
                </option>
              ))}
            </FilterSelect>
          </div>
          <div className="flex flex-wrap gap-4">
            <DateField
              id="run-period-start"
              label="Period start"
              value={periodStart}
              onChange={setPeriodStart}
            />
            <DateField
              id="run-period-end"
              label="Period end"
              value={periodEnd}
              min={periodStart}
              onChange={setPeriodEnd}
            />
            <DateField
              id="run-check-date"
              label="Check date"
              value={checkDate}
              min={periodStart}
              onChange={setCheckDate}
            />
          </div>
          <FilterSelect
            id="run-cash-account"
            label="Bank account"
            value={cashAccount}
            className="w-72"
            onChange={setCashAccountId}
          >
            {(accounts.data ?? []).map((a) => (
              <option key={a.id} value={a.id}>
                {a.account_number} — {a.account_name}
              </option>
            ))}
          </FilterSelect>
          <div className="grid gap-2">
            <Label htmlFor="run-memo">Memo</Label>
            <Input
              id="run-memo"
              maxLength={500}
              value={memo}
              onChange={(event) => setMemo(event.target.value)}
            />
          </div>
          {error ? (
            <p role="alert" className="text-destructive text-sm">
              {error}
            </p>
          ) : null}
          <DialogFormFooter
            submitLabel="Create run"
            isSaving={create.isPending}
            onCancel={() => setIsOpen(false)}
          />
        </form>
      </FormDialog>
    </>
  );
}
