import { isIsoDate } from '@groundwork/shared';
// Subpath import: money needs no zod.
import { formatCents } from '@groundwork/shared/money/money';
import { PlayIcon } from 'lucide-react';
import * as React from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Field, invalidProps } from '@/components/field';
import { FormDialog } from '@/components/form-dialog';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { type TBankAccount, useStartReconciliation } from '../api/bank-accounts-api';
import type { TStatementImport } from '../api/statements-api';
import { SignedMoneyInput } from './account-signed-money-input';
import { FormSaveFooter, useDialogForm } from './form-parts';

/** The newest import with a period end: its end and closing balance prefill the statement. */
export function latestStatement(imports: readonly TStatementImport[]): TStatementImport | null {
  return imports.find((item) => item.period_end !== null) ?? null;
}

function StartForm({
  account,
  latest,
  onDone,
}: {
  account: TBankAccount;
  latest: TStatementImport | null;
  onDone: () => void;
}) {
  const { values, set, errors, serverError, submitWith } = useDialogForm<{
    statementDate: string;
    ending: number | null;
  }>(
    () => ({ statementDate: latest?.period_end ?? '', ending: latest?.closing_balance_cents ?? null }),
    'Could not start the reconciliation',
  );
  const start = useStartReconciliation(account.id);
  const navigate = useNavigate();
  const lastDate = account.last_reconciled?.statement_date ?? null;
  const beginning = account.last_reconciled?.ending_balance_cents ?? account.opening_balance_cents;

  const submit = submitWith(
    ({ statementDate, ending }) => {
      const found: typeof errors = {};
      if (!isIsoDate(statementDate)) found.statementDate = 'Enter the statement date';
      else if (lastDate && statementDate <= lastDate)
        found.statementDate = `The statement date must be after the last reconciled statement (${lastDate})`;
      if (ending === null || Number.isNaN(ending)) found.ending = 'Enter the statement ending balance';
      return found;
    },
    async ({ statementDate, ending }) => {
      if (ending === null) return;
      const reconciliation = await start.mutateAsync({
        statement_date: statementDate,
        ending_balance_cents: ending,
        ...(latest && latest.period_end === statementDate ? { import_id: latest.id } : {}),
      });
      toast.success(`Reconciliation to ${reconciliation.statement_date} started`);
      onDone();
      navigate(`/reconciliation/${reconciliation.id}`);
    },
  );

  return (
    <form className="grid gap-4" onSubmit={submit} noValidate>
      <p className="text-sm">
        Beginning balance: <span className="font-medium tabular-nums">{formatCents(beginning)}</span>{' '}
        <span className="text-muted-foreground">
          {lastDate ? `(ending balance of the statement to ${lastDate})` : '(the opening bank balance)'}
        </span>
      </p>
      <div className="flex flex-wrap gap-4">
        <Field id="start-statement-date" label="Statement date" error={errors.statementDate}>
          <Input
            id="start-statement-date"
            type="date"
            className="w-44"
            min={lastDate ?? undefined}
            aria-required="true"
            {...invalidProps('start-statement-date', errors.statementDate)}
            value={values.statementDate}
            onChange={(event) => set('statementDate', event.target.value)}
          />
        </Field>
        <Field id="start-ending-balance" label="Statement ending balance" error={errors.ending}>
          <SignedMoneyInput
            id="start-ending-balance"
            className="w-44 text-right tabular-nums"
            aria-required="true"
            {...invalidProps('start-ending-balance', errors.ending)}
            value={values.ending}
            onChange={(cents) => set('ending', cents)}
          />
        </Field>
      </div>
      {latest ? (
        <p className="text-muted-foreground text-xs">
          Prefilled from the latest import, {latest.file_name}
          {latest.period_end ? ` (to ${latest.period_end})` : ''}.
        </p>
      ) : null}
      <FormSaveFooter
        serverError={serverError}
        submitLabel="Start reconciling"
        isSaving={start.isPending}
        onCancel={onDone}
      />
    </form>
  );
}

/** "Start reconciliation": the statement's date and ending balance, then the workspace. */
export function StartReconciliationDialog({
  account,
  imports,
}: {
  account: TBankAccount;
  imports: readonly TStatementImport[];
}) {
  const [isOpen, setIsOpen] = React.useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setIsOpen(true)}>
        <PlayIcon aria-hidden="true" />
        Start reconciliation
      </Button>
      <FormDialog
        isOpen={isOpen}
        onOpenChange={setIsOpen}
        title={`Reconcile ${account.name}`}
        description="The date and ending balance printed on the bank statement. Matches dated on or before it clear in this reconciliation."
      >
        {isOpen ? (
          <StartForm account={account} latest={latestStatement(imports)} onDone={() => setIsOpen(false)} />
        ) : null}
      </FormDialog>
    </>
  );
}
