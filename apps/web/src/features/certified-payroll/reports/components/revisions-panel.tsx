import type { TCertifiedReport } from '@groundwork/shared';
import { Link } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { ReportStatusBadge } from './report-status-badge';

/** The revisions of the payroll number and, for an amendment, what it changes against the report it amends. */
export function RevisionsPanel({ report }: { report: TCertifiedReport }) {
  const c = report.changes;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Revisions</CardTitle>
        <CardDescription>
          A signed report never changes: a correction is an amended report with its revision number.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <ul className="grid gap-1">
          {report.revisions.map((r) => (
            <li key={r.id} className="flex flex-wrap items-center gap-2 text-sm">
              {r.id === report.id ? (
                <strong>{r.revision === 0 ? 'Original' : `Revision ${r.revision}`} (this report)</strong>
              ) : (
                <Link className="underline" to={`/certified-payroll/reports/${r.id}`}>
                  {r.revision === 0 ? 'Original' : `Revision ${r.revision}`}
                </Link>
              )}
              <ReportStatusBadge status={r.status} />
              {r.signer_name ? (
                <span className="text-muted-foreground">signed by {r.signer_name}</span>
              ) : null}
            </li>
          ))}
        </ul>
        {c ? (
          <div className="grid gap-2">
            <h3 className="font-medium">Changes against revision {report.revision - 1}</h3>
            {c.rows_added.length +
              c.rows_removed.length +
              c.figures_changed.length +
              c.header_changed.length ===
            0 ? (
              <p className="text-muted-foreground text-sm">Nothing changed in payroll.</p>
            ) : null}
            {c.rows_added.map((r) => (
              <p key={`a-${r.entry}-${r.classification}`} className="text-sm">
                Row added: {r.entry}. {r.name} ({r.classification})
              </p>
            ))}
            {c.rows_removed.map((r) => (
              <p key={`r-${r.entry}-${r.classification}`} className="text-sm">
                Row removed: {r.entry}. {r.name} ({r.classification})
              </p>
            ))}
            {c.figures_changed.length > 0 ? (
              <Table aria-label="Figures changed">
                <TableHeader>
                  <TableRow>
                    <TableHead>Worker</TableHead>
                    <TableHead>Classification</TableHead>
                    <TableHead>Figure</TableHead>
                    <TableHead className="text-right">Before</TableHead>
                    <TableHead className="text-right">After</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {c.figures_changed.map((f) => (
                    <TableRow key={`${f.name}-${f.classification}-${f.field}`}>
                      <TableCell>{f.name}</TableCell>
                      <TableCell>{f.classification}</TableCell>
                      <TableCell>{f.field}</TableCell>
                      <TableCell className="text-right tabular-nums">{f.before}</TableCell>
                      <TableCell className="text-right tabular-nums">{f.after}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            ) : null}
            {c.header_changed.map((h) => (
              <p key={h.field} className="text-sm">
                Header {h.field}: {h.before || '—'} → {h.after || '—'}
              </p>
            ))}
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
