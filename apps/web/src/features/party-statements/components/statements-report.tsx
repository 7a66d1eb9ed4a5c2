import {
  defaultStatementFrom,
  formatCents,
  isIsoDate,
  isStatementRangeValid,
  PARTY_STATEMENT_MESSAGES,
  todayIso,
} from '@groundwork/shared';
import * as React from 'react';
import { z } from 'zod';
import { FilterSelect } from '@/components/filter-select';
import { QueryState } from '@/components/query-state';
import { ReportExportButtons } from '@/components/reports/report-export-buttons';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { DateField } from '@/features/chart-of-accounts/components/date-field';
import { useReportParams } from '@/features/reports/use-report-params';
import {
  statementQuery,
  type TStatementParams,
  type TStatementSide,
  usePartyStatements,
} from '../api/use-party-statements';
import { StatementView } from './statement-view';
import { STATEMENT_WORDS } from './statement-words';

const ZParams = z.object({
  as_of: z.string().refine(isIsoDate),
  from: z.string().refine(isIsoDate),
  party_id: z.string(),
});

export type TPartyOption = { id: string; label: string };

function defaults(): TStatementParams {
  const asOf = todayIso();
  return { as_of: asOf, from: defaultStatementFrom(asOf), party_id: '' };
}

/**
 * A statements report, customers' or vendors' (issue 17, item 3): the statement date, the start of
 * the activity and one party — or every party with a balance — remembered per person; the
 * statements on screen as the PDF lays them out, then the PDF (one party per page).
 */
export function StatementsReport({
  side,
  parties,
}: {
  side: TStatementSide;
  parties: readonly TPartyOption[];
}) {
  const words = STATEMENT_WORDS[side];
  const initial = React.useMemo(defaults, []);
  const { params, setParams, isLoaded } = useReportParams(`${side}-statements`, ZParams, initial);
  const isRangeValid = isStatementRangeValid(params.from, params.as_of);
  const statements = usePartyStatements(side, params, isLoaded && isRangeValid);
  const query = statementQuery(side, params);
  const one = params.party_id ? parties.find((p) => p.id === params.party_id) : undefined;
  const fileBase = `${side}-statement${params.party_id ? '' : 's'}-${params.as_of}`;
  const set = (patch: Partial<TStatementParams>) => setParams((current) => ({ ...current, ...patch }));

  return (
    <Card>
      <CardHeader className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1.5">
          <CardTitle asChild>
            <h2>{one ? one.label : `Every ${words.party.toLowerCase()} with a balance`}</h2>
          </CardTitle>
          <CardDescription>
            From {params.from} to {params.as_of}. Retainage held is shown apart, never in the balance.
          </CardDescription>
        </div>
        <div className="flex flex-wrap items-end gap-3 print:hidden">
          <DateField
            id={`${side}-statement-from`}
            label="Activity from"
            value={params.from}
            onChange={(value) => {
              if (isIsoDate(value)) set({ from: value });
            }}
          />
          <DateField
            id={`${side}-statement-as-of`}
            label="Statement date"
            value={params.as_of}
            onChange={(value) => {
              if (isIsoDate(value)) set({ as_of: value });
            }}
          />
          <FilterSelect
            id={`${side}-statement-party`}
            label={words.party}
            value={params.party_id}
            className="w-64"
            onChange={(value) => set({ party_id: value })}
          >
            <option value="">All {words.parties} with a balance</option>
            {parties.map((p) => (
              <option key={p.id} value={p.id}>
                {p.label}
              </option>
            ))}
          </FilterSelect>
          <ReportExportButtons
            pdfPath={`/api/v1/reports/${side}-statements.pdf?${query}`}
            fileBase={fileBase}
            what={`the ${side} statements`}
            isDisabled={!isRangeValid || !statements.data || statements.data.statements.length === 0}
          />
        </div>
      </CardHeader>
      <CardContent className="grid gap-6">
        {!isRangeValid ? (
          <p role="alert" className="text-destructive text-sm">
            {PARTY_STATEMENT_MESSAGES.rangeInverted}
          </p>
        ) : (
          <QueryState
            query={statements}
            errorText="Could not load the statements"
            loadingLabel="Loading the statements"
          >
            {(batch) =>
              batch.statements.length === 0 ? (
                <p className="rounded-md border border-dashed p-8 text-center text-muted-foreground text-sm">
                  {words.empty}
                </p>
              ) : (
                <>
                  {batch.statements.length > 1 ? (
                    <Table aria-label={`Statements as of ${batch.as_of}`} className="text-sm print:hidden">
                      <TableHeader>
                        <TableRow>
                          <TableHead>{words.party}</TableHead>
                          <TableHead className="text-right">Opening</TableHead>
                          <TableHead className="text-right">Closing</TableHead>
                          <TableHead className="text-right">Retainage held</TableHead>
                        </TableRow>
                      </TableHeader>
                      <TableBody>
                        {batch.statements.map((s) => (
                          <TableRow key={s.party.id}>
                            <TableCell>
                              <a className="hover:underline" href={`#statement-${s.party.id}`}>
                                {s.party.name}
                              </a>{' '}
                              <span className="text-muted-foreground text-xs">{s.party.number}</span>
                            </TableCell>
                            <TableCell className="text-right tabular-nums">
                              {formatCents(s.opening_balance_cents)}
                            </TableCell>
                            <TableCell className="text-right tabular-nums">
                              {formatCents(s.closing_balance_cents)}
                            </TableCell>
                            <TableCell className="text-right tabular-nums">
                              {formatCents(s.retainage_held_cents)}
                            </TableCell>
                          </TableRow>
                        ))}
                      </TableBody>
                    </Table>
                  ) : null}
                  {batch.statements.map((s, i) => (
                    <div
                      key={s.party.id}
                      id={`statement-${s.party.id}`}
                      className={i > 0 ? 'print:break-before-page' : undefined}
                    >
                      <StatementView statement={s} side={side} from={batch.from} asOf={batch.as_of} />
                    </div>
                  ))}
                </>
              )
            }
          </QueryState>
        )}
      </CardContent>
    </Card>
  );
}
