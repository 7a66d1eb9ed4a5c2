import {
  changeOrderLabel,
  formatCents,
  type TVendorChangeOrderDetail,
  VENDOR_CHANGE_ORDER_MESSAGES,
} from '@groundwork/shared';
import { Link, useParams } from 'react-router';
import { toast } from 'sonner';
import { LoadingRows } from '@/components/query-state';
import {
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { useCan } from '@/features/auth/api/use-can';
import { changedLineText } from '@/features/change-orders/change-order-lines';
import {
  ChangeOrderDetailLayout,
  ChangeOrderPageGate,
} from '@/features/change-orders/components/change-order-detail';
import { useCodeOptions } from '../api/use-code-options';
import { useGetCommitment } from '../api/use-commitments';
import {
  useDecideVendorChangeOrder,
  useGetVendorChangeOrder,
  useUpdateVendorChangeOrder,
} from '../api/use-vendor-change-orders';
import { ChangeOrderForm } from '../components/change-order-form';
import { CommitmentPermissionNotice } from '../components/commitment-permission-notice';

function LinesTable({ order }: { order: TVendorChangeOrderDetail }) {
  return (
    <div className="overflow-x-auto">
      <Table aria-label="Change order lines">
        <TableHeader>
          <TableRow>
            <TableHead className="w-10">#</TableHead>
            <TableHead>Schedule line</TableHead>
            <TableHead>Cost code</TableHead>
            <TableHead>Cat.</TableHead>
            <TableHead className="max-md:hidden">Description</TableHead>
            <TableHead className="text-right">Change</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {order.lines.map((line) => (
            <TableRow key={line.id}>
              <TableCell className="tabular-nums">{line.line_number}</TableCell>
              <TableCell>{changedLineText(line.is_new_line, line.commitment_line_number)}</TableCell>
              <TableCell className="font-mono" title={line.cost_code.description}>
                {line.cost_code.code}
              </TableCell>
              <TableCell title={line.cost_category.description}>{line.cost_category.code}</TableCell>
              <TableCell className="max-w-64 truncate max-md:hidden">{line.description}</TableCell>
              <TableCell className="text-right tabular-nums">{formatCents(line.amount_cents)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell colSpan={4} className="font-semibold">
              Net change
            </TableCell>
            <TableCell className="max-md:hidden" />
            <TableCell className="text-right font-semibold tabular-nums">
              {formatCents(order.amount_cents)}
            </TableCell>
          </TableRow>
        </TableFooter>
      </Table>
    </div>
  );
}

/** The lines in the form, once the commitment they change has loaded. */
function EditLines({ order, onDone }: { order: TVendorChangeOrderDetail; onDone: () => void }) {
  const commitment = useGetCommitment(order.commitment.id);
  const codes = useCodeOptions();
  const update = useUpdateVendorChangeOrder(order.id);
  if (!commitment.data || codes.isPending) return <LoadingRows label="Loading the commitment" />;
  return (
    <ChangeOrderForm
      commitment={commitment.data}
      order={order}
      options={codes.options}
      isSaving={update.isPending}
      onCancel={onDone}
      onSave={async (values) => {
        await update.mutateAsync(values);
        toast.success(VENDOR_CHANGE_ORDER_MESSAGES.updated);
        onDone();
      }}
    />
  );
}

const vendorChangeOrderTitle = (order: TVendorChangeOrderDetail) =>
  `${order.commitment.commitment_number} ${changeOrderLabel(order.change_order_number)}`;

function ChangeOrderView({ order }: { order: TVendorChangeOrderDetail }) {
  const canWrite = useCan('jobcost:write');
  const canApprove = useCan('jobcost:approve');
  const decide = useDecideVendorChangeOrder(order.id);
  return (
    <ChangeOrderDetailLayout
      title={vendorChangeOrderTitle(order)}
      label={changeOrderLabel(order.change_order_number)}
      order={order}
      facts={[
        {
          label: 'Commitment',
          value: (
            <>
              <Link
                to={`/subcontracts/${order.commitment.id}`}
                className="text-primary underline-offset-4 hover:underline"
              >
                {order.commitment.commitment_number}
              </Link>{' '}
              — {order.vendor.name}
            </>
          ),
        },
        { label: 'Date', value: order.change_order_date },
      ]}
      canWrite={canWrite}
      canApprove={canApprove}
      decide={decide}
      messages={{
        approved: VENDOR_CHANGE_ORDER_MESSAGES.approved,
        rejected: VENDOR_CHANGE_ORDER_MESSAGES.rejected,
        approveEffect: `It changes ${order.commitment.commitment_number} by ${formatCents(order.amount_cents)}.`,
        rejectEffect: 'A rejected change order never changes the commitment.',
      }}
      editTitle="Edit lines"
      editor={(close) => <EditLines order={order} onDone={close} />}
    >
      <LinesTable order={order} />
    </ChangeOrderDetailLayout>
  );
}

/** One vendor change order: its lines, and for a pending one edit, approve and reject. */
export function ChangeOrderPage() {
  const { id = '' } = useParams();
  const canRead = useCan('jobcost:read');
  const order = useGetVendorChangeOrder(id);
  return (
    <ChangeOrderPageGate
      canRead={canRead}
      permissionNotice={<CommitmentPermissionNotice />}
      query={order}
      title={vendorChangeOrderTitle}
      notFoundTitle={VENDOR_CHANGE_ORDER_MESSAGES.notFound}
      backHref="/change-orders/vendor"
      backLabel="Back to Vendor Change Orders"
    >
      {(loaded) => <ChangeOrderView order={loaded} />}
    </ChangeOrderPageGate>
  );
}
