import { QueryState } from '@/components/query-state';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useCertifiedReportList } from '../api/use-certified-reports';
import { Wh347DownloadButtons } from './download-buttons';
import { ReportStatusBadge } from './report-status-badge';

/** A third party's view: the signed reports of the jobs the company added them to, to download. */
export function DownloadableReports() {
  const list = useCertifiedReportList(null);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Signed certified payrolls</CardTitle>
        <CardDescription>The signed WH-347 reports of the jobs you were given access to.</CardDescription>
      </CardHeader>
      <CardContent>
        <QueryState query={list} errorText="Could not load the reports">
          {(items) =>
            items.length === 0 ? (
              <p className="text-muted-foreground text-sm">No signed reports yet.</p>
            ) : (
              <Table aria-label="Signed reports">
                <TableHeader>
                  <TableRow>
                    <TableHead>Week ending</TableHead>
                    <TableHead>Payroll number</TableHead>
                    <TableHead>Status</TableHead>
                    <TableHead>Signed by</TableHead>
                    <TableHead>Downloads</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {items.map((r) => (
                    <TableRow key={r.id}>
                      <TableCell>{r.week_ending}</TableCell>
                      <TableCell>
                        {r.payroll_number}
                        {r.revision > 0 ? ` (revision ${r.revision})` : ''}
                        {r.is_final ? ' · Final' : ''}
                      </TableCell>
                      <TableCell>
                        <ReportStatusBadge status={r.status} />
                      </TableCell>
                      <TableCell>{r.signer_name}</TableCell>
                      <TableCell>
                        <Wh347DownloadButtons
                          reportId={r.id}
                          baseName={`WH-347-payroll-${r.payroll_number}`}
                          layout={r.layout}
                        />
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )
          }
        </QueryState>
      </CardContent>
    </Card>
  );
}
