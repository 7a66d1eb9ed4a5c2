import { CHANGE_ORDER_STATUS_LABELS, type TChangeOrderStatus } from '@groundwork/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { PlusIcon } from 'lucide-react';
import * as React from 'react';
import { Link } from 'react-router';
import { FilterSelect } from '@/components/filter-select';
import { PagedListState } from '@/components/list-state';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ChangeOrderStatusBadge } from './change-order-status-badge';

type TListedOrder = { id: string; status: TChangeOrderStatus; change_order_date: string };
type TOrderPage<TOrder> = { items: TOrder[]; total: number; page: number; pageSize: number };

/** A column of the list between Change order, Date and Status; `cell` renders the order's `TableCell`. */
export type TChangeOrderColumn<TOrder> = {
  header: string;
  className?: string;
  cell: (order: TOrder) => React.ReactNode;
};

/** The Status filter: All, then each status the list can hold. */
export function ChangeOrderStatusFilter<TStatus extends TChangeOrderStatus>({
  id,
  statuses,
  value,
  className,
  onChange,
}: {
  id: string;
  statuses: readonly TStatus[];
  value: TStatus | 'all';
  className: string;
  onChange: (status: TStatus | 'all') => void;
}) {
  return (
    <FilterSelect
      id={id}
      label="Status"
      value={value}
      className={className}
      onChange={(next) => onChange(statuses.find((status) => status === next) ?? 'all')}
    >
      <option value="all">All</option>
      {statuses.map((status) => (
        <option key={status} value={status}>
          {CHANGE_ORDER_STATUS_LABELS[status]}
        </option>
      ))}
    </FilterSelect>
  );
}

/**
 * A change order list page: the header with New change order for those who may write, the filters,
 * and the orders a page at a time — each opening from its number and description — with their date
 * and status between the columns the list adds; a permission notice for those who may not read.
 */
export function ChangeOrderListPage<TOrder extends TListedOrder>({
  title,
  subtitle,
  newHref,
  canRead,
  canWrite,
  permissionNotice,
  filters,
  query,
  emptyText,
  onPageChange,
  orderLink,
  columnsBeforeDate,
  columnsAfterStatus,
}: {
  title: string;
  subtitle: string;
  newHref: string;
  canRead: boolean;
  canWrite: boolean;
  permissionNotice: React.ReactNode;
  filters: React.ReactNode;
  query: UseQueryResult<TOrderPage<TOrder>>;
  emptyText: string;
  onPageChange: (page: number) => void;
  /** The first cell: the order's number and description, linking to it (and anything narrow screens add). */
  orderLink: (order: TOrder) => React.ReactNode;
  columnsBeforeDate: readonly TChangeOrderColumn<TOrder>[];
  columnsAfterStatus: readonly TChangeOrderColumn<TOrder>[];
}) {
  useDocumentTitle(title);
  return (
    <div className="mx-auto grid max-w-6xl grid-cols-1 gap-6">
      <PageHeader
        title={title}
        subtitle={subtitle}
        actions={
          canWrite ? (
            <Button asChild>
              <Link to={newHref}>
                <PlusIcon aria-hidden="true" />
                New change order
              </Link>
            </Button>
          ) : null
        }
      />
      {canRead ? (
        <Card>
          <CardContent className="grid grid-cols-1 gap-4">
            <div className="flex flex-wrap items-end gap-3">{filters}</div>
            <PagedListState
              query={query}
              emptyText={emptyText}
              errorText="Could not load the change orders"
              pagerLabel="Change order pages"
              onPageChange={onPageChange}
            >
              {(data) => (
                <div className="overflow-x-auto">
                  <Table>
                    <TableHeader>
                      <TableRow>
                        <TableHead>Change order</TableHead>
                        {columnsBeforeDate.map((column) => (
                          <TableHead key={column.header} className={column.className}>
                            {column.header}
                          </TableHead>
                        ))}
                        <TableHead className="max-sm:hidden">Date</TableHead>
                        <TableHead>Status</TableHead>
                        {columnsAfterStatus.map((column) => (
                          <TableHead key={column.header} className={column.className}>
                            {column.header}
                          </TableHead>
                        ))}
                      </TableRow>
                    </TableHeader>
                    <TableBody>
                      {data.items.map((order) => (
                        <TableRow key={order.id}>
                          {orderLink(order)}
                          {columnsBeforeDate.map((column) => (
                            <React.Fragment key={column.header}>{column.cell(order)}</React.Fragment>
                          ))}
                          <TableCell className="whitespace-nowrap max-sm:hidden">
                            {order.change_order_date}
                          </TableCell>
                          <TableCell>
                            <ChangeOrderStatusBadge status={order.status} />
                          </TableCell>
                          {columnsAfterStatus.map((column) => (
                            <React.Fragment key={column.header}>{column.cell(order)}</React.Fragment>
                          ))}
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                </div>
              )}
            </PagedListState>
          </CardContent>
        </Card>
      ) : (
        permissionNotice
      )}
    </div>
  );
}

/** A change order's number and description, linking to its page. */
export function ChangeOrderLink({
  href,
  label,
  description,
}: {
  href: string;
  label: string;
  description: string;
}) {
  return (
    <Link to={href} className="text-primary underline-offset-4 hover:underline">
      <span className="font-mono">{label}</span> {description}
    </Link>
  );
}
