import { formatCents } from '@groundwork/shared';
import { Link } from 'react-router';
import { QueryState } from '@/components/query-state';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useVendorCommitments } from '../api/use-vendor-commitments';

const KIND = { subcontract: 'Subcontract', purchase_order: 'Purchase order' } as const;

/** The vendor's subcontracts and purchase orders, newest first. */
export function VendorCommitmentsCard({ vendorId }: { vendorId: string }) {
  const commitments = useVendorCommitments(vendorId);
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Commitments</h2>
        </CardTitle>
        <CardDescription>Subcontracts and purchase orders with this vendor.</CardDescription>
      </CardHeader>
      <CardContent>
        <QueryState
          query={commitments}
          errorText="Could not load the commitments"
          loadingLabel="Loading commitments"
        >
          {(items) =>
            items.length === 0 ? (
              <p className="rounded-md border border-dashed p-6 text-center text-muted-foreground text-sm">
                No subcontracts or purchase orders yet
              </p>
            ) : (
              <Table>
                <TableHeader>
                  <TableRow>
                    <TableHead>Number</TableHead>
                    <TableHead className="max-sm:hidden">Kind</TableHead>
                    <TableHead>Job</TableHead>
                    <TableHead className="max-md:hidden">Description</TableHead>
                    <TableHead>Status</TableHead>
                    <TableHead className="text-right">Original</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {items.map((c) => (
                    <TableRow key={c.id}>
                      <TableCell className="font-mono">{c.commitment_number}</TableCell>
                      <TableCell className="max-sm:hidden">{KIND[c.kind]}</TableCell>
                      <TableCell className="max-w-48 truncate">
                        <Link
                          to={`/jobs/${c.job_id}`}
                          className="text-primary underline-offset-4 hover:underline"
                        >
                          {c.job_number}
                        </Link>{' '}
                        <span className="text-muted-foreground">{c.job_name}</span>
                      </TableCell>
                      <TableCell className="max-w-56 truncate max-md:hidden">{c.description}</TableCell>
                      <TableCell>
                        <Badge variant="outline" className="capitalize">
                          {c.status}
                        </Badge>
                      </TableCell>
                      <TableCell className="text-right tabular-nums">
                        {formatCents(c.original_cents)}
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
