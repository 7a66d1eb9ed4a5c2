import {
  CERTIFICATE_MESSAGES,
  daysBetween,
  formatCents,
  INSURANCE_KIND_LABELS,
  type TCertificate,
  todayIso,
} from '@groundwork/shared';
import { PencilIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import * as React from 'react';
import { toast } from 'sonner';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { IconAction } from '@/components/icon-action';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { errorMessage } from '@/lib/api-fetch';
import { cn } from '@/lib/utils';
import { useDeleteCertificate, useFindCertificates } from '../api/use-vendor-certificates';
import { CertificateDialog } from './certificate-dialog';
import { ViewDocumentButton } from './vendor-document-input';

function ExpiryCell({ expiry }: { expiry: string }) {
  const days = daysBetween(todayIso(), expiry);
  const note = days < 0 ? 'expired' : days <= 30 ? (days === 0 ? 'today' : `in ${days} d`) : null;
  return (
    <span
      className={cn(
        days < 0 && 'font-medium text-destructive',
        days >= 0 && days <= 30 && 'text-amber-700 dark:text-amber-400',
      )}
    >
      {expiry}
      {note ? <span className="block text-xs">{note}</span> : null}
    </span>
  );
}

const limits = (c: TCertificate) =>
  [c.each_occurrence_cents, c.aggregate_cents].map((v) => (v === null ? '—' : formatCents(v))).join(' / ');

/** The vendor's insurance certificates: add, edit, delete, view the file. */
export function CertificatesCard({
  vendorId,
  organizationId,
  canWrite,
}: {
  vendorId: string;
  organizationId: string;
  canWrite: boolean;
}) {
  const certificates = useFindCertificates(vendorId);
  const remove = useDeleteCertificate(vendorId);
  const [editing, setEditing] = React.useState<TCertificate | null>(null);
  const [isDialogOpen, setDialogOpen] = React.useState(false);
  const [deleting, setDeleting] = React.useState<TCertificate | null>(null);

  const openDialog = (certificate: TCertificate | null) => {
    setEditing(certificate);
    setDialogOpen(true);
  };

  return (
    <Card>
      <CardHeader className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle asChild>
            <h2>Insurance Certificates</h2>
          </CardTitle>
          <CardDescription>General liability, workers' compensation, auto and umbrella.</CardDescription>
        </div>
        {canWrite ? (
          <Button size="sm" onClick={() => openDialog(null)}>
            <PlusIcon aria-hidden="true" />
            Add Certificate
          </Button>
        ) : null}
      </CardHeader>
      <CardContent>
        <QueryState
          query={certificates}
          errorText="Could not load the certificates"
          loadingLabel="Loading certificates"
        >
          {(items) =>
            items.length === 0 ? (
              <p className="rounded-md border border-dashed p-6 text-center text-muted-foreground text-sm">
                No certificates on file
              </p>
            ) : (
              <Table>
                <TableHeader>
                  <TableRow>
                    <TableHead>Kind</TableHead>
                    <TableHead className="max-sm:hidden">Carrier / Policy</TableHead>
                    <TableHead className="max-md:hidden">Limits (each / aggregate)</TableHead>
                    <TableHead className="max-sm:hidden">Effective</TableHead>
                    <TableHead>Expiry</TableHead>
                    <TableHead className="max-sm:hidden">File</TableHead>
                    {canWrite ? <TableHead className="sr-only">Actions</TableHead> : null}
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {items.map((c) => {
                    const name = `${INSURANCE_KIND_LABELS[c.kind]} ${c.policy_number}`;
                    return (
                      <TableRow key={c.id}>
                        <TableCell className="align-top max-sm:whitespace-normal">
                          {INSURANCE_KIND_LABELS[c.kind]}
                          {/* On a phone the carrier, policy and file fold in here. */}
                          <span className="block text-muted-foreground text-xs sm:hidden">
                            {c.carrier} · <span className="font-mono">{c.policy_number}</span>
                          </span>
                          {c.file_path ? (
                            <span className="block sm:hidden">
                              <ViewDocumentButton
                                path={c.file_path}
                                label={`View the certificate file of ${name}`}
                              />
                            </span>
                          ) : null}
                        </TableCell>
                        <TableCell className="max-w-48 truncate align-top max-sm:hidden">
                          {c.carrier}
                          <span className="block font-mono text-muted-foreground text-xs">
                            {c.policy_number}
                          </span>
                        </TableCell>
                        <TableCell className="align-top tabular-nums max-md:hidden">{limits(c)}</TableCell>
                        <TableCell className="align-top max-sm:hidden">{c.effective_date}</TableCell>
                        <TableCell className="align-top">
                          <ExpiryCell expiry={c.expiry_date} />
                        </TableCell>
                        <TableCell className="align-top max-sm:hidden">
                          {c.file_path ? (
                            <ViewDocumentButton
                              path={c.file_path}
                              label={`View the certificate file of ${name}`}
                            />
                          ) : (
                            <span className="text-muted-foreground text-sm">None</span>
                          )}
                        </TableCell>
                        {canWrite ? (
                          <TableCell className="whitespace-nowrap text-right align-top">
                            <IconAction label={`Edit ${name}`} onClick={() => openDialog(c)}>
                              <PencilIcon aria-hidden="true" />
                            </IconAction>
                            <IconAction label={`Delete ${name}`} onClick={() => setDeleting(c)}>
                              <Trash2Icon aria-hidden="true" />
                            </IconAction>
                          </TableCell>
                        ) : null}
                      </TableRow>
                    );
                  })}
                </TableBody>
              </Table>
            )
          }
        </QueryState>
      </CardContent>
      {canWrite ? (
        <CertificateDialog
          vendorId={vendorId}
          organizationId={organizationId}
          certificate={editing}
          isOpen={isDialogOpen}
          onOpenChange={setDialogOpen}
        />
      ) : null}
      <ConfirmDeleteDialog
        isOpen={deleting !== null}
        title="Delete this certificate?"
        description={
          deleting
            ? `${INSURANCE_KIND_LABELS[deleting.kind]} from ${deleting.carrier} (${deleting.policy_number}) and its file will be deleted.`
            : ''
        }
        isDeleting={remove.isPending}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        onDelete={async () => {
          if (!deleting) return;
          try {
            await remove.mutateAsync(deleting.id);
            toast.success(CERTIFICATE_MESSAGES.deleted);
            setDeleting(null);
          } catch (error) {
            console.error('Deleting the certificate failed', error);
            toast.error(errorMessage(error, CERTIFICATE_MESSAGES.deleteFailed));
          }
        }}
      />
    </Card>
  );
}
