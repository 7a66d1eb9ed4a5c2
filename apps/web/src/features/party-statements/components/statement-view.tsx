import { formatCents, type TPartyStatement } from '@groundwork/shared';
import {
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { cn } from '@/lib/utils';
import type { TStatementSide } from '../api/use-party-statements';
import { StatementActivityTable } from './statement-activity-table';
import { StatementOpenItems } from './statement-open-items';
import { STATEMENT_WORDS } from './statement-words';

function Figure({ label, cents, isStrong = false }: { label: string; cents: number; isStrong?: boolean }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-muted-foreground text-xs">{label}</dt>
      <dd className={cn('tabular-nums', isStrong && 'font-semibold text-lg')}>{formatCents(cents)}</dd>
    </div>
  );
}

function RetainageHeld({ statement, side }: { statement: TPartyStatement; side: TStatementSide }) {
  const words = STATEMENT_WORDS[side];
  if (statement.retainage.length === 0)
    return <p className="text-muted-foreground text-sm">No retainage held on the statement date.</p>;
  return (
    <div className="grid gap-2">
      <Table aria-label={`${words.retainage}: ${statement.party.name}`} className="text-sm">
        <TableHeader>
          <TableRow>
            <TableHead>{words.retainageOf}</TableHead>
            <TableHead>Description</TableHead>
            <TableHead className="text-right">Held</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {statement.retainage.map((r) => (
            <TableRow key={r.reference}>
              <TableCell>{r.reference}</TableCell>
              <TableCell>{r.description}</TableCell>
              <TableCell className="text-right tabular-nums">{formatCents(r.held_cents)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell>Total</TableCell>
            <TableCell />
            <TableCell className="text-right tabular-nums">
              {formatCents(statement.retainage_held_cents)}
            </TableCell>
          </TableRow>
        </TableFooter>
      </Table>
      <p className="text-muted-foreground text-xs">{words.retainageNote}</p>
    </div>
  );
}

/**
 * One party's statement as the PDF lays it out: who, the balance from opening to closing, every
 * movement between, the open items aged, the retainage held apart.
 */
export function StatementView({
  statement,
  side,
  from,
  asOf,
}: {
  statement: TPartyStatement;
  side: TStatementSide;
  from: string;
  asOf: string;
}) {
  const words = STATEMENT_WORDS[side];
  const { party } = statement;
  return (
    <article
      aria-label={`Statement of ${party.name}`}
      className="grid gap-5 rounded-lg border bg-card p-5 print:border-0 print:p-0"
    >
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="grid gap-0.5">
          <h3 className="font-semibold text-lg">{party.name}</h3>
          <p className="text-muted-foreground text-sm">
            {words.party} {party.number}
          </p>
          {party.address_lines.map((line) => (
            <p key={line} className="text-sm">
              {line}
            </p>
          ))}
        </div>
        <dl className="grid gap-0.5 text-right">
          <dt className="text-muted-foreground text-xs">
            {words.balance} on {asOf}
          </dt>
          <dd className="font-semibold text-2xl tabular-nums">
            {formatCents(statement.closing_balance_cents)}
          </dd>
        </dl>
      </header>
      <dl className="grid grid-cols-2 gap-3 rounded-md bg-muted/50 p-3 sm:grid-cols-5">
        <Figure label={`Opening balance (${from})`} cents={statement.opening_balance_cents} />
        <Figure label={words.charges} cents={statement.charges_cents} />
        <Figure label={words.credits} cents={statement.credits_cents} />
        <Figure label="Closing balance" cents={statement.closing_balance_cents} isStrong />
        <Figure label="Retainage held (apart)" cents={statement.retainage_held_cents} />
      </dl>
      <section className="grid gap-2">
        <h4 className="font-medium">Activity</h4>
        <StatementActivityTable
          statement={statement}
          from={from}
          asOf={asOf}
          label={`Activity of ${party.name}`}
        />
      </section>
      <section className="grid gap-2 break-inside-avoid">
        <h4 className="font-medium">Open items on {asOf}</h4>
        <StatementOpenItems statement={statement} label={`Open items of ${party.name}`} />
      </section>
      <section className="grid gap-2 break-inside-avoid">
        <h4 className="font-medium">{words.retainage}</h4>
        <RetainageHeld statement={statement} side={side} />
      </section>
    </article>
  );
}
