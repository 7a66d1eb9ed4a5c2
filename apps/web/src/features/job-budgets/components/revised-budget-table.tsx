import type { TJobBudget } from '@groundwork/shared';
// Subpath import: money needs no zod.
import { formatCents } from '@groundwork/shared/money/money';
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

const money = (cents: number) => (cents === 0 ? '—' : formatCents(cents));

function Money({ cents, className }: { cents: number; className?: string }) {
  return (
    <TableCell
      className={cn(
        'whitespace-nowrap text-right tabular-nums',
        cents === 0 && 'text-muted-foreground',
        className,
      )}
    >
      {money(cents)}
    </TableCell>
  );
}

/**
 * The budget as customer change orders revise it, per cost code × category (a change order may budget
 * one the original lines do not have): original, approved changes, revised — and pending changes apart,
 * projected only, never in the revised figures.
 */
export function RevisedBudgetTable({ budget }: { budget: TJobBudget }) {
  return (
    <section aria-labelledby="revised-budget-title" className="grid gap-2">
      <div>
        <h3 id="revised-budget-title" className="font-medium text-sm">
          Revised budget
        </h3>
        <p className="text-muted-foreground text-xs">
          Original lines plus the budget lines of approved customer change orders. Pending change orders are
          projected only and not part of the revised budget.
        </p>
      </div>
      <Table aria-label="Revised budget" className="min-w-[36rem]">
        <TableHeader>
          <TableRow>
            <TableHead>Cost code</TableHead>
            <TableHead>Category</TableHead>
            <TableHead className="text-right">Original</TableHead>
            <TableHead className="text-right">Approved changes</TableHead>
            <TableHead className="text-right">Revised</TableHead>
            <TableHead className="text-right">Pending (projected)</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {budget.revised_lines.map((line) => (
            <TableRow key={`${line.cost_code_id}|${line.cost_category_id}`}>
              <TableCell>
                <span className="font-mono">{line.cost_code}</span>{' '}
                <span className="text-muted-foreground text-xs">{line.cost_code_description}</span>
              </TableCell>
              <TableCell title={line.cost_category_description} className="font-mono">
                {line.cost_category_code}
              </TableCell>
              <Money cents={line.original_cents} />
              <Money cents={line.approved_changes_cents} />
              <Money cents={line.revised_cents} className="font-medium" />
              <Money cents={line.pending_changes_cents} className="italic" />
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell colSpan={2}>Total</TableCell>
            <Money cents={budget.total_cents} />
            <Money cents={budget.approved_changes_cents} />
            <Money cents={budget.revised_total_cents} />
            <Money cents={budget.pending_changes_cents} className="italic" />
          </TableRow>
        </TableFooter>
      </Table>
    </section>
  );
}
