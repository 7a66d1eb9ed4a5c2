// Subpath import: money needs no zod.
import { formatCents } from '@groundwork/shared/money/money';
import type * as React from 'react';
import { Card, CardContent } from '@/components/ui/card';
import type { TBankAccount } from '../api/bank-accounts-api';
import { AccountStateBadge } from './account-table';

function Tile({
  label,
  children,
  note,
}: {
  label: string;
  children: React.ReactNode;
  note?: React.ReactNode;
}) {
  return (
    <Card className="py-4">
      <CardContent className="grid gap-1 px-4">
        <p className="text-muted-foreground text-xs">{label}</p>
        <div className="font-semibold text-lg tabular-nums">{children}</div>
        {note ? <div className="text-muted-foreground text-xs">{note}</div> : null}
      </CardContent>
    </Card>
  );
}

/** The account at a glance: book balance, last reconciliation, what is open and where reconciling began. */
export function AccountSummary({ account }: { account: TBankAccount }) {
  return (
    <div className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5">
      <Tile label="Book balance" note="GL balance today">
        {formatCents(account.book_balance_cents)}
      </Tile>
      <Tile
        label="Last reconciled"
        note={
          account.last_reconciled
            ? `Ending ${formatCents(account.last_reconciled.ending_balance_cents)}`
            : null
        }
      >
        {account.last_reconciled?.statement_date ?? 'Never'}
      </Tile>
      <Tile
        label="Status"
        note={account.in_progress ? `Statement to ${account.in_progress.statement_date}` : null}
      >
        <AccountStateBadge account={account} />
      </Tile>
      <Tile label="Uncleared book items" note="Checks, deposits and entries not matched">
        {account.uncleared_count}
      </Tile>
      <Tile
        label="Opening bank balance"
        note={
          account.opening_balance_date
            ? `As of ${account.opening_balance_date}`
            : 'No start date: every book item counts'
        }
      >
        {formatCents(account.opening_balance_cents)}
      </Tile>
    </div>
  );
}
