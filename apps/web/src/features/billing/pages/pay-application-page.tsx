import {
  computePayApplication,
  formatCents,
  PAY_APPLICATION_KIND_LABELS,
  PAY_APPLICATION_MESSAGES,
  payApplicationLabel,
  type TPayApplication,
  type TPayApplicationDetail,
} from '@groundwork/shared';
import * as React from 'react';
import { Link, useParams } from 'react-router';
import { toast } from 'sonner';
import { Field } from '@/components/field';
import { NotFoundState } from '@/components/not-found-state';
import { PageHeader } from '@/components/page-header';
import { LoadingRows } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { useCan } from '@/features/auth/api/use-can';
import { PayApplicationDocumentStatus } from '@/features/documents/components/pay-application-document-status';
import { errorMessage, isNotFoundError } from '@/lib/api-fetch';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useGetPayApplication, useUpdatePayApplication } from '../api/use-pay-applications';
import { BillingPermissionNotice } from '../components/billing-permission-notice';
import { ContinuationSheet, sheetRowsOf, type TSheetRow } from '../components/continuation-sheet';
import { G702Summary } from '../components/g702-summary';
import { PayApplicationActions } from '../components/pay-application-actions';
import { PayApplicationStatusBadge } from '../components/pay-application-status-badge';

/** The figures as kept by the server (anything but a draft, or a release): no recomputation. */
function keptFigures(a: TPayApplicationDetail): TPayApplication {
  return {
    lines: a.lines.map((l) => ({
      ...l,
      line_id: l.contract_line_id,
      work_retainage_cents: l.retainage_cents,
      stored_retainage_cents: 0,
    })),
    summary: a.summary,
    this_period: a.this_period,
    problems: [],
  };
}

function PayApplicationView({ application: a }: { application: TPayApplicationDetail }) {
  const canWrite = useCan('billing:write');
  const update = useUpdatePayApplication(a.id);
  const [rows, setRows] = React.useState<TSheetRow[]>(() => sheetRowsOf(a.lines));
  const [dates, setDates] = React.useState({ from: a.period_from ?? '', to: a.period_to });
  const [isDirty, setIsDirty] = React.useState(false);
  // A saved or refreshed application replaces the rows, unless the person is typing.
  React.useEffect(() => {
    if (isDirty) return;
    setRows(sheetRowsOf(a.lines));
    setDates({ from: a.period_from ?? '', to: a.period_to });
  }, [a, isDirty]);

  const isDraft = a.status === 'draft';
  const isEditable = isDraft && canWrite && a.kind === 'progress';
  // An opening invoice (brought by an import) has no schedule of values: no G702 or continuation sheet.
  const isOpening = a.kind === 'opening';
  // A release's lines are fixed: its draft shows the server's figures, which add the retainage of
  // the job's opening invoices (an import's) to the G702 arithmetic.
  const computed = React.useMemo(
    () =>
      isDraft && a.kind !== 'retainage_release'
        ? computePayApplication({
            original_contract_cents: a.original_contract_cents,
            approved_changes_cents: a.approved_changes_cents,
            terms: a.terms,
            previous: a.previous,
            lines: rows.map((r) => ({
              line_id: r.contract_line_id,
              scheduled_cents: r.scheduled_cents,
              previous_work_cents: r.previous_work_cents,
              this_period_cents: r.this_period_cents,
              stored_cents: r.stored_cents,
              retainage_override_cents: r.retainage_override_cents,
            })),
          })
        : keptFigures(a),
    [a, rows, isDraft],
  );
  const isOverbilled = computed.problems.some((p) => p.code === 'over_100_percent');
  const missingReason = rows.some((r) => r.retainage_override_cents !== null && !r.override_reason.trim());

  const save = () =>
    update.mutate(
      {
        period_from: dates.from || null,
        period_to: dates.to,
        application_date: dates.to,
        lines: rows.map((r) => ({
          contract_line_id: r.contract_line_id,
          this_period_cents: r.this_period_cents,
          stored_cents: r.stored_cents,
          retainage_override_cents: r.retainage_override_cents,
          override_reason: r.retainage_override_cents === null ? null : r.override_reason.trim(),
        })),
      },
      {
        onSuccess: () => {
          setIsDirty(false);
          toast.success(`${payApplicationLabel(a)} saved`);
        },
        onError: (error) => toast.error(errorMessage(error, 'The application could not be saved')),
      },
    );

  return (
    <div className="mx-auto grid max-w-[110rem] grid-cols-1 gap-6">
      <PageHeader
        title={`${a.job.number} · ${payApplicationLabel(a)}`}
        subtitle={`${a.job.name} — ${a.customer.name}`}
        actions={<PayApplicationActions application={a} isDirty={isDirty} isOverbilled={isOverbilled} />}
      />
      <div className={isOpening ? 'grid gap-6' : 'grid gap-6 lg:grid-cols-[1fr_26rem]'}>
        <Card>
          <CardContent>
            <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
              <Fact label="Status">
                <PayApplicationStatusBadge status={a.status} />
              </Fact>
              <Fact label="Kind">{PAY_APPLICATION_KIND_LABELS[a.kind]}</Fact>
              <Fact label="Job">
                <Link to={`/jobs/${a.job.id}`} className="text-primary underline-offset-4 hover:underline">
                  {a.job.number} — {a.job.name}
                </Link>
              </Fact>
              <Fact label="Owner (customer)">
                <Link
                  to={`/customers/${a.customer.id}`}
                  className="text-primary underline-offset-4 hover:underline"
                >
                  {a.customer.name}
                </Link>
              </Fact>
              <Fact label="Due date">{a.due_date}</Fact>
              <Fact label="Billing">
                {isOpening
                  ? 'Opening balance (imported)'
                  : a.billing_method === 'invoice'
                    ? 'Simple invoice'
                    : 'Progress (G702/G703)'}
              </Fact>
              {a.journal_entry ? <Fact label="Posted as">{a.journal_entry.entry_number}</Fact> : null}
              {a.void_entry ? <Fact label="Voided by">{a.void_entry.entry_number}</Fact> : null}
              {a.journal_entry ? (
                <Fact label="Job documents">
                  <PayApplicationDocumentStatus application={a} />
                </Fact>
              ) : null}
              {a.applied_cents > 0 ? <Fact label="Received">{formatCents(a.applied_cents)}</Fact> : null}
              {a.overbilling_reason ? <Fact label="Overbilling">{a.overbilling_reason}</Fact> : null}
            </dl>
            {isOpening ? (
              <>
                <dl
                  aria-label="At the cut-over"
                  className="mt-4 grid gap-x-6 gap-y-3 border-t pt-4 sm:grid-cols-2 lg:grid-cols-3"
                >
                  <Fact label="Open amount">
                    <span className="font-semibold">{formatCents(computed.this_period.due_cents)}</span>
                  </Fact>
                  <Fact label="Retainage held">{formatCents(computed.this_period.retainage_cents)}</Fact>
                  <Fact label="Invoice date">{a.application_date}</Fact>
                </dl>
                <p className="mt-4 text-muted-foreground text-sm">
                  Open at the cut-over in the books this company left; brought by an import. Receipts apply to
                  it and its retainage is released like any other; rolling back the import removes it.
                </p>
              </>
            ) : (
              <dl
                aria-label="This period"
                className="mt-4 grid gap-x-6 gap-y-3 border-t pt-4 sm:grid-cols-2 lg:grid-cols-3"
              >
                <Fact label="Billed this period (gross)">
                  {formatCents(computed.this_period.gross_cents)}
                </Fact>
                <Fact label="Retainage this period">{formatCents(computed.this_period.retainage_cents)}</Fact>
                <Fact label="Due this period">
                  <span className="font-semibold">{formatCents(computed.this_period.due_cents)}</span>
                </Fact>
                <Fact label="Previous application">
                  {a.previous ? `No. ${a.previous.application_number}` : 'None — the first'}
                </Fact>
                <Fact label="Previous certificates">
                  {formatCents(a.previous?.earned_less_retainage_cents ?? 0)}
                </Fact>
                <Fact label="Retainage held before">{formatCents(a.previous?.retainage_cents ?? 0)}</Fact>
              </dl>
            )}
            {isEditable ? (
              <div className="mt-4 flex flex-wrap items-end gap-4 border-t pt-4">
                <Field id="period-from" label="Period from">
                  <Input
                    id="period-from"
                    type="date"
                    value={dates.from}
                    onChange={(e) => {
                      setDates({ ...dates, from: e.target.value });
                      setIsDirty(true);
                    }}
                  />
                </Field>
                <Field id="period-to" label="Period to (application date)">
                  <Input
                    id="period-to"
                    type="date"
                    value={dates.to}
                    onChange={(e) => {
                      setDates({ ...dates, to: e.target.value });
                      setIsDirty(true);
                    }}
                  />
                </Field>
              </div>
            ) : (
              <p className="mt-4 text-muted-foreground text-sm">
                Period {a.period_from ? `${a.period_from} to ${a.period_to}` : `to ${a.period_to}`} ·
                application date {a.application_date}
              </p>
            )}
          </CardContent>
        </Card>
        {isOpening ? null : (
          <Card>
            <CardHeader>
              <CardTitle asChild>
                <h2>Summary</h2>
              </CardTitle>
              <CardDescription>{isDraft ? 'Computed as you type.' : 'As submitted.'}</CardDescription>
            </CardHeader>
            <CardContent>
              <G702Summary summary={computed.summary} terms={a.terms} />
            </CardContent>
          </Card>
        )}
      </div>
      {/* Narrower sides below 2xl: the sheet's eleven columns need the width (it fits from 1280 px). */}
      {isOpening ? null : (
        <Card>
          <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2 px-4 2xl:px-6">
            <div className="grid gap-1">
              <CardTitle asChild>
                <h2>Continuation sheet</h2>
              </CardTitle>
              <CardDescription>
                {isEditable
                  ? 'Type E as an amount or a percent complete to date; F is what is stored on site; type I to override a line’s retainage (with a reason).'
                  : a.kind === 'retainage_release'
                    ? 'A retainage release bills the retainage held; its lines are fixed.'
                    : 'Kept as submitted.'}
              </CardDescription>
            </div>
            {isEditable ? (
              <Button onClick={save} disabled={!isDirty || update.isPending || missingReason}>
                Save application
              </Button>
            ) : null}
          </CardHeader>
          <CardContent className="grid gap-3 px-4 2xl:px-6">
            {isDraft && computed.problems.length > 0 ? (
              <ul
                role="status"
                className="list-disc rounded-md border border-amber-300 bg-amber-50 p-3 pl-8 text-amber-950 text-sm dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-100"
              >
                {[...new Set(computed.problems.map((p) => p.message))].map((message) => (
                  <li key={message}>{message}</li>
                ))}
              </ul>
            ) : null}
            <ContinuationSheet
              rows={rows}
              onRowsChange={(next) => {
                setRows(next);
                setIsDirty(true);
              }}
              computed={computed}
              isReadOnly={!isEditable}
            />
          </CardContent>
        </Card>
      )}
    </div>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1">
      <dt className="text-muted-foreground text-xs">{label}</dt>
      <dd className="text-sm">{children}</dd>
    </div>
  );
}

/** One application: facts, the live G702 summary, the continuation sheet, the status actions, the PDF. */
export function PayApplicationPage() {
  const { id = '' } = useParams();
  const canRead = useCan('billing:read');
  const application = useGetPayApplication(id);
  useDocumentTitle(application.data ? payApplicationLabel(application.data) : 'Pay application');
  if (!canRead) return <BillingPermissionNotice />;
  if (application.isPending) return <LoadingRows label="Loading the application" rows={8} />;
  if (application.isError) {
    const isMissing = isNotFoundError(application.error);
    return (
      <NotFoundState
        title={isMissing ? PAY_APPLICATION_MESSAGES.notFound : 'Could not load the application'}
        message={isMissing ? 'It may belong to another company.' : application.error.message}
        backHref="/billing"
        backLabel="Back to Billing"
        onRetry={isMissing ? undefined : () => void application.refetch()}
      />
    );
  }
  return <PayApplicationView application={application.data} />;
}
