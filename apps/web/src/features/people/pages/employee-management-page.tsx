import {
  EMPLOYMENT_STATUS_LABELS,
  isInternalRole,
  PEOPLE_MESSAGES,
  roleLabel,
  type TEmployee,
  type TEmploymentStatus,
} from '@groundwork/shared';
import {
  BanknoteIcon,
  MailIcon,
  PencilIcon,
  PlusIcon,
  Trash2Icon,
  UserCheckIcon,
  UserXIcon,
} from 'lucide-react';
import * as React from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ConfirmActionDialog, type TConfirm } from '@/components/confirm-action-dialog';
import { IconAction } from '@/components/icon-action';
import { ListPager } from '@/components/list-pager';
import { PageHeader } from '@/components/page-header';
import { SearchBox } from '@/components/search-box';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useCan } from '@/features/auth/api/use-can';
import { useMe } from '@/features/auth/api/use-me';
import { formatJobDate } from '@/features/jobs/components/job-dates';
import { errorMessage } from '@/lib/api-fetch';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useDeleteEmployee, useFindEmployees, useUpdateEmployee } from '../api/use-employees';
import { useResendInvitation } from '../api/use-resend-invitation';
import { EmployeeDialog } from '../components/employee-dialog';

const PAGE_SIZE = 25;

const STATUS_VARIANT: Record<TEmploymentStatus, 'default' | 'secondary' | 'outline' | 'destructive'> = {
  active: 'secondary',
  pending: 'outline',
  inactive: 'outline',
  terminated: 'destructive',
};

/** /employees/setup: the company's people, with add, edit, activate/deactivate and (internal) delete. */
export function EmployeeManagementPage() {
  const me = useMe();
  const canManage = useCan('people:manage');
  const canDelete = useCan('people:delete');
  // Payroll people (accountants too) open an employee's pay setup from here.
  const canSeePay = useCan('payroll:read');
  const hasActions = canManage || canSeePay;
  const navigate = useNavigate();
  const [search, setSearch] = React.useState('');
  const [page, setPage] = React.useState(1);
  const debounced = useDebouncedValue(search.trim(), 300);
  const employees = useFindEmployees({ search: debounced, page, pageSize: PAGE_SIZE });
  const update = useUpdateEmployee();
  const remove = useDeleteEmployee();
  const resend = useResendInvitation('employees');
  const [dialog, setDialog] = React.useState<{ open: boolean; employee: TEmployee | null }>({
    open: false,
    employee: null,
  });
  const [confirm, setConfirm] = React.useState<TConfirm | null>(null);
  const departmentsEnabled = me.data?.organization?.departments_enabled ?? false;
  const name = (e: TEmployee) => e.full_name || e.email;

  const toggle = (e: TEmployee) => {
    const activate = e.employment_status === 'inactive' || e.employment_status === 'terminated';
    setConfirm({
      title: `${activate ? 'Activate' : 'Deactivate'} ${name(e)}?`,
      description: activate
        ? 'They will be able to sign in again.'
        : 'They will be signed out everywhere at once and cannot sign in until reactivated.',
      action: activate ? 'Activate' : 'Deactivate',
      destructive: !activate,
      run: () =>
        update.mutate(
          { id: e.id, input: { employment_status: activate ? 'active' : 'inactive' } },
          {
            onSuccess: () =>
              toast.success(
                activate ? PEOPLE_MESSAGES.employeeActivated : PEOPLE_MESSAGES.employeeDeactivated,
              ),
            onError: (error) => toast.error(errorMessage(error, PEOPLE_MESSAGES.statusFailed)),
          },
        ),
    });
  };

  const destroy = (e: TEmployee) =>
    setConfirm({
      title: `Delete ${name(e)} permanently?`,
      description:
        'Testing Only: removes the employee, their role and, if they belong nowhere else, their account. This cannot be undone.',
      action: 'Delete permanently',
      destructive: true,
      run: () =>
        remove.mutate(e.id, {
          onSuccess: () => toast.success(PEOPLE_MESSAGES.employeeDeleted),
          onError: (error) => toast.error(errorMessage(error, PEOPLE_MESSAGES.deleteEmployeeFailed)),
        }),
    });

  return (
    <>
      <PageHeader
        title="Employee Management"
        subtitle="Add and manage your employees"
        actions={
          canManage ? (
            <Button onClick={() => setDialog({ open: true, employee: null })}>
              <PlusIcon aria-hidden /> Add Employee
            </Button>
          ) : null
        }
      />
      <div className="grid gap-4">
        <SearchBox
          id="employee-search"
          label="Search employees"
          placeholder="Name, email, job title or department"
          value={search}
          onChange={(v) => {
            setSearch(v);
            setPage(1);
          }}
        />
        {employees.isPending ? (
          <p className="p-8 text-center text-muted-foreground text-sm" role="status">
            Loading...
          </p>
        ) : employees.isError ? (
          <div
            role="alert"
            className="flex flex-wrap items-center gap-3 rounded-md border border-destructive/40 p-4"
          >
            <p className="text-sm">Could not load employees: {employees.error.message}</p>
            <Button variant="outline" size="sm" onClick={() => void employees.refetch()}>
              Try again
            </Button>
          </div>
        ) : employees.data.items.length === 0 ? (
          <p className="rounded-md border border-dashed p-8 text-center text-muted-foreground text-sm">
            No employees found
          </p>
        ) : (
          <div aria-busy={employees.isFetching} className="grid gap-3">
            <Table aria-label="Employees">
              <TableHeader>
                <TableRow>
                  <TableHead>Name</TableHead>
                  <TableHead>Email</TableHead>
                  <TableHead>Job Title</TableHead>
                  {departmentsEnabled ? <TableHead>Department</TableHead> : null}
                  <TableHead>Role</TableHead>
                  <TableHead>Status</TableHead>
                  <TableHead>Hire Date</TableHead>
                  {hasActions ? <TableHead className="text-right">Actions</TableHead> : null}
                </TableRow>
              </TableHeader>
              <TableBody>
                {employees.data.items.map((e) => {
                  const internalRow = isInternalRole(e.role);
                  const stopped = e.employment_status === 'inactive' || e.employment_status === 'terminated';
                  return (
                    <TableRow key={e.id}>
                      <TableCell className="font-medium">{e.full_name ?? ''}</TableCell>
                      <TableCell className="max-w-56 truncate">{e.email}</TableCell>
                      <TableCell>{e.job_title ?? ''}</TableCell>
                      {departmentsEnabled ? <TableCell>{e.department_name ?? ''}</TableCell> : null}
                      <TableCell>{e.role ? roleLabel(e.role) : ''}</TableCell>
                      <TableCell>
                        <Badge variant={STATUS_VARIANT[e.employment_status]}>
                          {EMPLOYMENT_STATUS_LABELS[e.employment_status]}
                        </Badge>
                      </TableCell>
                      <TableCell>{formatJobDate(e.hire_date)}</TableCell>
                      {hasActions ? (
                        <TableCell>
                          <div className="flex justify-end gap-1">
                            {canSeePay ? (
                              <IconAction
                                label={`Pay setup of ${name(e)}`}
                                onClick={() => navigate(`/employees/${e.id}/pay`)}
                              >
                                <BanknoteIcon aria-hidden />
                              </IconAction>
                            ) : null}
                            {canManage ? (
                              <IconAction
                                label={`Edit ${name(e)}`}
                                onClick={() => setDialog({ open: true, employee: e })}
                              >
                                <PencilIcon aria-hidden />
                              </IconAction>
                            ) : null}
                            {canManage && e.employment_status === 'pending' ? (
                              <IconAction
                                label={`Resend invitation to ${name(e)}`}
                                onClick={() => resend.mutate(e.id)}
                              >
                                <MailIcon aria-hidden />
                              </IconAction>
                            ) : null}
                            {!canManage || internalRow ? null : (
                              <IconAction
                                label={`${stopped ? 'Activate' : 'Deactivate'} ${name(e)}`}
                                onClick={() => toggle(e)}
                              >
                                {stopped ? <UserCheckIcon aria-hidden /> : <UserXIcon aria-hidden />}
                              </IconAction>
                            )}
                            {canDelete && !internalRow ? (
                              <IconAction
                                label={`Delete ${name(e)} (Testing Only)`}
                                onClick={() => destroy(e)}
                              >
                                <Trash2Icon aria-hidden className="text-destructive" />
                              </IconAction>
                            ) : null}
                          </div>
                        </TableCell>
                      ) : null}
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
            <ListPager
              label="Employee pages"
              page={employees.data.page}
              pageSize={employees.data.pageSize}
              total={employees.data.total}
              onPageChange={setPage}
            />
          </div>
        )}
      </div>
      <EmployeeDialog
        open={dialog.open}
        employee={dialog.employee}
        departmentsEnabled={departmentsEnabled}
        onOpenChange={(open) => setDialog((d) => ({ ...d, open }))}
      />
      <ConfirmActionDialog confirm={confirm} onClose={() => setConfirm(null)} />
    </>
  );
}
