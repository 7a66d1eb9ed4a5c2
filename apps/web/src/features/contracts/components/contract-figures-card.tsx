import { formatCents } from '@groundwork/shared';
import { LoadError, LoadingRows } from '@/components/query-state';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useContractFigures } from '../api/use-contract';

function Figure({ label, cents, hint }: { label: string; cents: number; hint?: string }) {
  return (
    <div className="grid gap-1 rounded-md border p-3">
      <dt className="text-muted-foreground text-xs">{label}</dt>
      <dd className="font-semibold text-base tabular-nums sm:text-lg">{formatCents(cents)}</dd>
      {hint ? <dd className="text-muted-foreground text-xs">{hint}</dd> : null}
    </div>
  );
}

/** The job's revenue side at a glance (issue 15, item 6): one request, one SQL statement. */
export function ContractFiguresCard({ jobId }: { jobId: string }) {
  const figures = useContractFigures(jobId);
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Contract Figures</h2>
        </CardTitle>
        <CardDescription>
          Pending change orders are projected only; they are not in the contract to date.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {figures.isPending ? (
          <LoadingRows label="Loading contract figures" rows={2} />
        ) : figures.isError ? (
          <LoadError
            text="Could not load the contract figures"
            error={figures.error}
            onRetry={() => void figures.refetch()}
          />
        ) : !figures.data.has_contract ? (
          <p className="rounded-md border border-dashed p-6 text-center text-muted-foreground text-sm">
            No contract yet: enter the contract sum and its schedule of values above.
          </p>
        ) : (
          <dl className="grid grid-cols-2 gap-3 md:grid-cols-4" data-testid="contract-figures">
            <Figure label="Original contract" cents={figures.data.original_contract_cents} />
            <Figure label="Approved changes" cents={figures.data.approved_changes_cents} />
            <Figure label="Contract to date" cents={figures.data.contract_to_date_cents} />
            <Figure label="Pending changes" cents={figures.data.pending_changes_cents} hint="projected" />
            <Figure
              label="Billed to date"
              cents={figures.data.billed_to_date_cents}
              hint={
                figures.data.percent_billed_bps === null
                  ? undefined
                  : `${(figures.data.percent_billed_bps / 100).toFixed(2)} % billed`
              }
            />
            <Figure label="Retainage held" cents={figures.data.retainage_held_cents} />
            <Figure label="Received" cents={figures.data.received_cents} />
            <Figure
              label="Open receivable"
              hint="billed − retainage − received"
              cents={
                figures.data.billed_to_date_cents -
                figures.data.retainage_held_cents -
                figures.data.received_cents
              }
            />
          </dl>
        )}
      </CardContent>
    </Card>
  );
}
