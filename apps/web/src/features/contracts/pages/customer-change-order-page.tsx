import {
  customerChangeOrderLabel,
  formatCents,
  CUSTOMER_CHANGE_ORDER_MESSAGES as M,
  type TCustomerChangeOrderDetail,
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
import { useCodeOptions } from '@/features/commitments/api/use-code-options';
import { useContract } from '../api/use-contract';
import {
  useDecideCustomerChangeOrder,
  useGetCustomerChangeOrder,
  useUpdateCustomerChangeOrder,
} from '../api/use-customer-change-orders';
import { BillingPermissionNotice } from '../components/billing-permission-notice';
import { CustomerChangeOrderForm } from '../components/customer-change-order-form';

function LinesTables({ order }: { order: TCustomerChangeOrderDetail }) {
  return (
    <div className="grid gap-6">
      <div className="overflow-x-auto">
        <Table aria-label="Contract lines">
          <TableHeader>
            <TableRow>
              <TableHead>Schedule line</TableHead>
              <TableHead className="max-sm:hidden">Description</TableHead>
              <TableHead className="max-md:hidden">Cost code</TableHead>
              <TableHead className="text-right">Change</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {order.contract_lines.length === 0 ? (
              <TableRow>
                <TableCell colSpan={4} className="text-center text-muted-foreground">
                  No contract lines: the contract sum does not change.
                </TableCell>
              </TableRow>
            ) : null}
            {order.contract_lines.map((line) => (
              <TableRow key={line.id}>
                <TableCell className="whitespace-nowrap">
                  {changedLineText(line.is_new_line, line.contract_line_number)}
                  <span className="block text-muted-foreground text-xs sm:hidden">{line.description}</span>
                </TableCell>
                <TableCell className="max-w-64 truncate max-sm:hidden">{line.description}</TableCell>
                <TableCell className="font-mono max-md:hidden">{line.cost_code?.code ?? ''}</TableCell>
                <TableCell className="text-right tabular-nums">{formatCents(line.amount_cents)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
          <TableFooter>
            <TableRow>
              <TableCell className="font-semibold">Change to the contract sum</TableCell>
              <TableCell className="max-sm:hidden" />
              <TableCell className="max-md:hidden" />
              <TableCell className="text-right font-semibold tabular-nums">
                {formatCents(order.contract_amount_cents)}
              </TableCell>
            </TableRow>
          </TableFooter>
        </Table>
      </div>
      {order.budget_lines.length > 0 ? (
        <div className="overflow-x-auto">
          <Table aria-label="Budget lines">
            <TableHeader>
              <TableRow>
                <TableHead>Cost code</TableHead>
                <TableHead>Cat.</TableHead>
                <TableHead className="max-md:hidden">Description</TableHead>
                <TableHead className="text-right">Budget change</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {order.budget_lines.map((line) => (
                <TableRow key={line.id}>
                  <TableCell className="font-mono" title={line.cost_code.description}>
                    {line.cost_code.code}
                  </TableCell>
                  <TableCell title={line.cost_category.description}>{line.cost_category.code}</TableCell>
                  <TableCell className="max-w-64 truncate max-md:hidden">{line.description}</TableCell>
                  <TableCell className="text-right tabular-nums">{formatCents(line.amount_cents)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      ) : null}
    </div>
  );
}

/** The change order in the form, once the job's contract has loaded. */
function EditChangeOrder({ order, onDone }: { order: TCustomerChangeOrderDetail; onDone: () => void }) {
  const contract = useContract(order.job.id);
  const codes = useCodeOptions();
  const update = useUpdateCustomerChangeOrder(order.id);
  if (!contract.data || codes.isPending) return <LoadingRows label="Loading the contract" />;
  return (
    <CustomerChangeOrderForm
      contract={contract.data}
      order={order}
      options={codes.options}
      isSaving={update.isPending}
      onCancel={onDone}
      onSave={async (values) => {
        await update.mutateAsync(values);
        toast.success(M.updated);
        onDone();
      }}
    />
  );
}

const customerChangeOrderTitle = (order: TCustomerChangeOrderDetail) =>
  `${order.job.number} ${customerChangeOrderLabel(order.change_order_number)}`;

function ChangeOrderView({ order }: { order: TCustomerChangeOrderDetail }) {
  const canWrite = useCan('billing:write');
  const canApprove = useCan('billing:approve-co');
  const decide = useDecideCustomerChangeOrder(order.id);
  return (
    <ChangeOrderDetailLayout
      title={customerChangeOrderTitle(order)}
      label={customerChangeOrderLabel(order.change_order_number)}
      order={order}
      facts={[
        {
          label: 'Job',
          value: (
            <>
              <Link to={`/jobs/${order.job.id}`} className="text-primary underline-offset-4 hover:underline">
                {order.job.number}
              </Link>{' '}
              {order.job.name} — {order.customer.name}
            </>
          ),
        },
        {
          label: 'Date / customer reference',
          value: `${order.change_order_date} ${order.customer_reference ? `· ${order.customer_reference}` : ''}`,
        },
      ]}
      canWrite={canWrite}
      canApprove={canApprove}
      approverNotice="Company admins, project managers and internal staff approve or reject customer change orders."
      decide={decide}
      messages={{
        approved: M.approved,
        rejected: M.rejected,
        approveEffect: `It changes the contract sum of ${order.job.number} by ${formatCents(order.contract_amount_cents)} and its budget by ${formatCents(order.budget_amount_cents)}.`,
        rejectEffect: 'A rejected change order never changes the contract or the budget.',
      }}
      editTitle="Edit change order"
      editor={(close) => <EditChangeOrder order={order} onDone={close} />}
    >
      <LinesTables order={order} />
    </ChangeOrderDetailLayout>
  );
}

/** One customer change order: its lines, and for a pending one edit, approve and reject. */
export function CustomerChangeOrderPage() {
  const { id = '' } = useParams();
  const canRead = useCan('billing:read');
  const order = useGetCustomerChangeOrder(id);
  return (
    <ChangeOrderPageGate
      canRead={canRead}
      permissionNotice={<BillingPermissionNotice />}
      query={order}
      title={customerChangeOrderTitle}
      notFoundTitle={M.notFound}
      backHref="/change-orders/customer"
      backLabel="Back to Customer Change Orders"
    >
      {(loaded) => <ChangeOrderView order={loaded} />}
    </ChangeOrderPageGate>
  );
}
