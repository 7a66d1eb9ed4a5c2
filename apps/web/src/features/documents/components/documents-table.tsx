import { DOCUMENT_KIND_LABELS, formatFileSize, type TDocument } from '@groundwork/shared';
import { DownloadIcon, FileImageIcon, FileTextIcon, Trash2Icon } from 'lucide-react';
import { Link } from 'react-router';
import { IconAction } from '@/components/icon-action';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { PayApplicationStatusBadge } from '@/features/billing/components/pay-application-status-badge';

const dateOf = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

function SourceCell({ document: d }: { document: TDocument }) {
  if (!d.source) return <span className="text-muted-foreground">—</span>;
  if (d.source.type === 'ap_invoice')
    return (
      <Link to={`/invoices/${d.source.id}`} className="text-primary underline-offset-4 hover:underline">
        {d.source.label ?? 'Vendor invoice'}
      </Link>
    );
  const status = d.source.status;
  return (
    <span className="flex flex-wrap items-center gap-1.5">
      <Link
        to={`/billing/applications/${d.source.id}`}
        className="text-primary underline-offset-4 hover:underline"
      >
        {d.source.label ?? 'Pay application'}
      </Link>
      {/* Approved is what a generated PDF's application normally is; anything else is worth a look. */}
      {status && status !== 'approved' && status !== 'entered' && status !== 'posted' ? (
        <PayApplicationStatusBadge status={status} />
      ) : null}
    </span>
  );
}

/** A job's documents: the name downloads, the source links to its pay application or vendor invoice. */
export function DocumentsTable({
  items,
  canWrite,
  downloadingId,
  onDownload,
  onDelete,
}: {
  items: TDocument[];
  canWrite: boolean;
  downloadingId: string | null;
  onDownload: (document: TDocument) => void;
  onDelete: (document: TDocument) => void;
}) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Name</TableHead>
          <TableHead className="max-sm:hidden">Kind</TableHead>
          <TableHead className="max-md:hidden">Source</TableHead>
          <TableHead className="text-right max-sm:hidden">Size</TableHead>
          <TableHead className="max-lg:hidden">Uploaded by</TableHead>
          <TableHead className="max-sm:hidden">Date</TableHead>
          <TableHead className="sr-only">Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {items.map((d) => {
          const Icon = d.content_type === 'application/pdf' ? FileTextIcon : FileImageIcon;
          return (
            <TableRow key={d.id} data-testid="document-row">
              <TableCell className="max-w-80 max-sm:whitespace-normal">
                <Button
                  type="button"
                  variant="link"
                  className="h-auto max-w-full justify-start p-0 text-left max-sm:whitespace-normal"
                  disabled={downloadingId === d.id}
                  onClick={() => onDownload(d)}
                >
                  <Icon aria-hidden="true" className="shrink-0" />
                  <span className="max-sm:wrap-anywhere sm:truncate">{d.file_name}</span>
                </Button>
                {/* On a phone the kind, source, size and date fold in here. */}
                <span className="block text-muted-foreground text-xs sm:hidden">
                  {DOCUMENT_KIND_LABELS[d.kind]} · {formatFileSize(d.size_bytes)} · {dateOf(d.created_at)}
                </span>
                {d.source ? (
                  <span className="mt-1 block text-xs md:hidden">
                    <SourceCell document={d} />
                  </span>
                ) : null}
              </TableCell>
              <TableCell className="max-sm:hidden">
                <Badge variant={d.kind === 'generated' ? 'secondary' : 'outline'}>
                  {DOCUMENT_KIND_LABELS[d.kind]}
                </Badge>
              </TableCell>
              <TableCell className="max-md:hidden">
                <SourceCell document={d} />
              </TableCell>
              <TableCell className="text-right tabular-nums max-sm:hidden">
                {formatFileSize(d.size_bytes)}
              </TableCell>
              <TableCell className="max-w-48 truncate max-lg:hidden">
                {d.created_by?.name ?? <span className="text-muted-foreground">—</span>}
              </TableCell>
              <TableCell className="whitespace-nowrap max-sm:hidden">{dateOf(d.created_at)}</TableCell>
              <TableCell className="whitespace-nowrap text-right">
                <IconAction
                  label={`Download ${d.file_name}`}
                  onClick={() => onDownload(d)}
                  disabled={downloadingId === d.id}
                >
                  <DownloadIcon aria-hidden="true" />
                </IconAction>
                {canWrite ? (
                  <IconAction label={`Delete ${d.file_name}`} onClick={() => onDelete(d)}>
                    <Trash2Icon aria-hidden="true" />
                  </IconAction>
                ) : null}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
