import { formatCents, LIEN_WAIVER_STATUS_LABELS, type TLienWaiver } from '@groundwork/shared';
import { PaperclipIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';

const dateOf = (iso: string) => iso.slice(0, 10);

function StatusBadge({ status }: { status: TLienWaiver['status'] }) {
  const variant = status === 'verified' ? 'secondary' : status === 'received' ? 'outline' : 'default';
  return <Badge variant={variant}>{LIEN_WAIVER_STATUS_LABELS[status]}</Badge>;
}

/** What a waiver covers: the invoice, the payment or the release it names. */
function Covers({ waiver: w }: { waiver: TLienWaiver }) {
  if (w.invoice)
    return (
      <Link to={`/invoices/${w.invoice.id}`} className="text-primary underline-offset-4 hover:underline">
        Invoice {w.invoice.invoice_number}
      </Link>
    );
  if (w.payment)
    return (
      <span>
        {w.payment.label}
        {w.payment.status === 'void' ? ' (void)' : ''}
      </span>
    );
  if (w.release) return <span>Retainage release {formatCents(w.release.amount_cents)}</span>;
  return <span className="text-muted-foreground">—</span>;
}

/**
 * Lien waivers: vendor, job and commitment, the kind, what it covers, amount and through date,
 * status with who asked and when; actions by status — mark received (the signed copy), verify,
 * withdraw a request — and the signed copy to download.
 */
export function LienWaiverTable({
  waivers,
  canWrite,
  canVerify,
  onReceive,
  onVerify,
  onWithdraw,
  onDownload,
}: {
  waivers: readonly TLienWaiver[];
  canWrite: boolean;
  canVerify: boolean;
  onReceive: (waiver: TLienWaiver) => void;
  onVerify: (waiver: TLienWaiver) => void;
  onWithdraw: (waiver: TLienWaiver) => void;
  onDownload: (waiver: TLienWaiver) => void;
}) {
  return (
    <div className="overflow-x-auto">
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>Vendor</TableHead>
            <TableHead className="max-md:hidden">Job / commitment</TableHead>
            <TableHead>Waiver</TableHead>
            <TableHead className="max-lg:hidden">Covers</TableHead>
            <TableHead className="text-right">Amount</TableHead>
            <TableHead className="max-lg:hidden">Through</TableHead>
            <TableHead>Status</TableHead>
            <TableHead>
              <span className="sr-only">Actions</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {waivers.map((w) => {
            const name = `${w.label} waiver of ${w.vendor.name}${w.commitment ? ` for ${w.commitment.number}` : ''}`;
            return (
              <TableRow key={w.id}>
                <TableCell className="max-w-52 truncate">
                  <span className="font-mono text-xs">{w.vendor.number}</span> {w.vendor.name}
                </TableCell>
                <TableCell className="whitespace-nowrap max-md:hidden">
                  <div className="font-mono text-xs">{w.job.number}</div>
                  {w.commitment ? (
                    <Link
                      to={`/subcontracts/${w.commitment.id}`}
                      className="text-primary text-xs underline-offset-4 hover:underline"
                    >
                      {w.commitment.number}
                    </Link>
                  ) : null}
                </TableCell>
                <TableCell className="min-w-28 whitespace-normal">
                  {w.label}
                  {w.jurisdiction ? (
                    <span className="text-muted-foreground text-xs"> ({w.jurisdiction})</span>
                  ) : null}
                </TableCell>
                <TableCell className="whitespace-nowrap max-lg:hidden">
                  <Covers waiver={w} />
                </TableCell>
                <TableCell className="text-right tabular-nums">
                  {w.amount_cents === null ? '—' : formatCents(w.amount_cents)}
                </TableCell>
                <TableCell className="whitespace-nowrap max-lg:hidden">{w.through_date ?? '—'}</TableCell>
                <TableCell className="whitespace-nowrap">
                  <StatusBadge status={w.status} />
                  <div className="text-muted-foreground text-xs">
                    {w.status === 'requested'
                      ? `Asked ${dateOf(w.requested_at)}`
                      : w.status === 'received'
                        ? `Came ${w.received_on}`
                        : `Checked ${w.verified_at ? dateOf(w.verified_at) : ''}`}
                  </div>
                </TableCell>
                <TableCell>
                  <div className="grid justify-items-end gap-1">
                    {w.document ? (
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={`Download the signed copy of the ${name}`}
                        onClick={() => onDownload(w)}
                      >
                        <PaperclipIcon aria-hidden="true" />
                        Signed copy
                      </Button>
                    ) : null}
                    {canWrite && w.status !== 'verified' ? (
                      <Button
                        variant="outline"
                        size="sm"
                        aria-label={`Mark received: ${name}`}
                        onClick={() => onReceive(w)}
                      >
                        {w.status === 'requested' ? 'Mark received' : 'Replace copy'}
                      </Button>
                    ) : null}
                    {canVerify && w.status === 'received' ? (
                      <Button size="sm" aria-label={`Verify the ${name}`} onClick={() => onVerify(w)}>
                        Verify
                      </Button>
                    ) : null}
                    {canWrite && w.status === 'requested' ? (
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={`Withdraw the ${name}`}
                        onClick={() => onWithdraw(w)}
                      >
                        Withdraw
                      </Button>
                    ) : null}
                  </div>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </div>
  );
}
