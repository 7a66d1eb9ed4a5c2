import {
  DEPARTMENT_LIMIT,
  DEPARTMENT_MESSAGES,
  departmentCounterText,
  type TDepartment,
} from '@groundwork/shared';
import { LayersIcon, PlusIcon } from 'lucide-react';
import * as React from 'react';
import { toast } from 'sonner';
import { ActiveBadge } from '@/components/active-badge';
import { LoadError, LoadingRows } from '@/components/query-state';
import { RowActions } from '@/components/row-actions';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { errorMessage } from '@/lib/api-fetch';
import { useFindDepartments } from '../api/use-find-departments';
import { useUpdateDepartment } from '../api/use-update-department';
import { DepartmentDeleteDialog } from './department-delete-dialog';
import { DepartmentDialog } from './department-dialog';

function DepartmentActions({
  department,
  onEdit,
  onDelete,
}: {
  department: TDepartment;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const update = useUpdateDepartment();

  const toggle = async () => {
    try {
      await update.mutateAsync({ id: department.id, input: { is_active: !department.is_active } });
      toast.success(DEPARTMENT_MESSAGES.updated);
    } catch (error) {
      console.error('Changing the department status failed', error);
      toast.error(DEPARTMENT_MESSAGES.updateFailed, {
        description: errorMessage(error, 'Please try again.'),
      });
    }
  };

  return (
    <RowActions
      name={department.name}
      isActive={department.is_active}
      isToggling={update.isPending}
      // System departments stay active and cannot be deleted (spec §4).
      canToggleAndDelete={!department.is_system}
      onEdit={onEdit}
      onToggle={toggle}
      onDelete={onDelete}
    />
  );
}

function DepartmentTable({
  departments,
  canEdit,
  onEdit,
  onDelete,
}: {
  departments: TDepartment[];
  canEdit: boolean;
  onEdit: (department: TDepartment) => void;
  onDelete: (department: TDepartment) => void;
}) {
  return (
    <Table aria-label="Departments">
      <TableHeader>
        <TableRow>
          <TableHead>Name</TableHead>
          <TableHead>Code</TableHead>
          <TableHead>Description</TableHead>
          <TableHead>Status</TableHead>
          {canEdit ? <TableHead className="text-right">Actions</TableHead> : null}
        </TableRow>
      </TableHeader>
      <TableBody>
        {departments.map((department) => (
          <TableRow key={department.id}>
            <TableCell className="font-medium">
              <span className="flex items-center gap-2">
                {department.name}
                {department.is_system ? <Badge variant="outline">System</Badge> : null}
              </span>
            </TableCell>
            <TableCell className="font-mono">{department.department_code ?? ''}</TableCell>
            <TableCell
              className="max-w-72 truncate text-muted-foreground"
              title={department.description ?? undefined}
            >
              {department.description ?? ''}
            </TableCell>
            <TableCell>
              <ActiveBadge isActive={department.is_active} />
            </TableCell>
            {canEdit ? (
              <TableCell>
                <DepartmentActions
                  department={department}
                  onEdit={() => onEdit(department)}
                  onDelete={() => onDelete(department)}
                />
              </TableCell>
            ) : null}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/**
 * Spec §2 Business Settings, department management: system departments first, then the company's own
 * (at most 10; Add is disabled at the limit), with add, edit, activate/deactivate and delete.
 */
export function DepartmentsCard({ canEdit }: { canEdit: boolean }) {
  const departments = useFindDepartments();
  const [isDialogOpen, setDialogOpen] = React.useState(false);
  const [editing, setEditing] = React.useState<TDepartment | null>(null);
  const [deleting, setDeleting] = React.useState<TDepartment | null>(null);
  const items = departments.data?.items ?? [];
  const ownCount = items.filter((department) => !department.is_system).length;
  const isAtLimit = ownCount >= DEPARTMENT_LIMIT;

  return (
    <Card>
      <CardHeader className="grid-cols-[1fr_auto] items-start">
        <div className="grid gap-1.5">
          <CardTitle asChild>
            <h2 className="flex items-center gap-2 text-lg">
              <LayersIcon aria-hidden="true" className="size-5 text-primary" />
              Departments
            </h2>
          </CardTitle>
          <CardDescription aria-live="polite">
            {departments.isSuccess ? departmentCounterText(ownCount) : 'Loading departments…'}
          </CardDescription>
        </div>
        {canEdit ? (
          <Button
            disabled={!departments.isSuccess || isAtLimit}
            aria-describedby={isAtLimit ? 'department-limit-hint' : undefined}
            onClick={() => {
              setEditing(null);
              setDialogOpen(true);
            }}
          >
            <PlusIcon aria-hidden="true" />
            Add Department
          </Button>
        ) : null}
      </CardHeader>
      <CardContent className="grid gap-4">
        {isAtLimit && canEdit ? (
          <p id="department-limit-hint" className="text-muted-foreground text-sm">
            You have reached the limit of {DEPARTMENT_LIMIT} departments. Delete one to add another.
          </p>
        ) : null}
        {departments.isPending ? (
          <LoadingRows label="Loading departments" rows={3} />
        ) : departments.isError ? (
          <LoadError
            text="Could not load departments"
            error={departments.error}
            onRetry={() => void departments.refetch()}
          />
        ) : (
          <>
            <div aria-busy={departments.isFetching}>
              <DepartmentTable
                departments={items}
                canEdit={canEdit}
                onEdit={(department) => {
                  setEditing(department);
                  setDialogOpen(true);
                }}
                onDelete={setDeleting}
              />
            </div>
            {ownCount === 0 ? (
              <p className="rounded-md border border-dashed p-6 text-center text-muted-foreground text-sm">
                {DEPARTMENT_MESSAGES.empty}
              </p>
            ) : null}
          </>
        )}
      </CardContent>
      <DepartmentDialog isOpen={isDialogOpen} department={editing} onOpenChange={setDialogOpen} />
      <DepartmentDeleteDialog
        department={deleting}
        onOpenChange={(isOpen) => {
          if (!isOpen) setDeleting(null);
        }}
      />
    </Card>
  );
}
