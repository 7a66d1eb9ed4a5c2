import { PEOPLE_MESSAGES, roleLabel, type TCompanyUser, type TUserStatus } from '@groundwork/shared';
import { MailIcon, PencilIcon, PlusIcon, Trash2Icon, UserCheckIcon, UserXIcon } from 'lucide-react';
import * as React from 'react';
import { toast } from 'sonner';
import { ConfirmActionDialog, type TConfirm } from '@/components/confirm-action-dialog';
import { IconAction } from '@/components/icon-action';
import { ListState } from '@/components/list-state';
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
import { useDeleteCompanyUser, useFindCompanyUsers, useSetCompanyUserActive } from '../api/use-company-users';
import { useResendInvitation } from '../api/use-resend-invitation';
import { CompanyUserDialog } from '../components/company-user-dialog';

const STATUS_VARIANT: Record<TUserStatus, 'default' | 'secondary' | 'outline'> = {
  Active: 'secondary',
  Confirmed: 'default',
  Pending: 'outline',
  Unknown: 'outline',
};

/** /settings/company/users: people outside the company with accountant-level access. */
export function ThirdPartyUsersPage() {
  const canManage = useCan('people:manage');
  const me = useMe();
  const [search, setSearch] = React.useState('');
  const debounced = useDebouncedValue(search.trim(), 300);
  const users = useFindCompanyUsers(debounced);
  const setActive = useSetCompanyUserActive();
  const remove = useDeleteCompanyUser();
  const resend = useResendInvitation('company-users');
  const [dialog, setDialog] = React.useState<{ open: boolean; user: TCompanyUser | null }>({
    open: false,
    user: null,
  });
  const [confirm, setConfirm] = React.useState<TConfirm | null>(null);
  const name = (u: TCompanyUser) => [u.first_name, u.last_name].filter(Boolean).join(' ') || u.email;

  if (!canManage) {
    return (
      <>
        <PageHeader
          title="Third-Party Users"
          subtitle="People outside your company with access to your data"
        />
        <p className="rounded-md border p-6 text-muted-foreground text-sm" role="alert">
          Only company administrators manage users. Please contact an administrator.
        </p>
      </>
    );
  }

  const deactivate = (u: TCompanyUser) =>
    setConfirm({
      title: `${u.is_active ? 'Deactivate' : 'Activate'} ${name(u)}?`,
      description: u.is_active
        ? 'They will be signed out everywhere at once and cannot sign in until activated again.'
        : 'They will be able to sign in again.',
      action: u.is_active ? 'Deactivate' : 'Activate',
      destructive: u.is_active,
      run: () =>
        setActive.mutate(
          { id: u.user_id, active: !u.is_active },
          {
            onSuccess: () =>
              toast.success(u.is_active ? 'User deactivated successfully' : 'User activated successfully'),
            onError: (error) => toast.error(errorMessage(error, PEOPLE_MESSAGES.deactivateUserFailed)),
          },
        ),
    });

  const destroy = (u: TCompanyUser) =>
    setConfirm({
      title: `Delete ${name(u)}?`,
      description: 'They lose access to your company at once. This cannot be undone.',
      action: 'Delete',
      destructive: true,
      run: () =>
        remove.mutate(u.user_id, {
          onSuccess: () => toast.success('User deleted successfully'),
          onError: (error) => toast.error(errorMessage(error, PEOPLE_MESSAGES.deleteUserFailed)),
        }),
    });

  return (
    <>
      <PageHeader
        title="Third-Party Users"
        subtitle="People outside your company with access to your data"
        actions={
          <Button onClick={() => setDialog({ open: true, user: null })}>
            <PlusIcon aria-hidden /> Add User
          </Button>
        }
      />
      <div className="grid gap-4">
        <SearchBox
          id="user-search"
          label="Search users"
          placeholder="Name or email"
          value={search}
          onChange={setSearch}
        />
        <ListState query={users} emptyText="No users found" errorText="Could not load users">
          {(data) => (
            <Table aria-label="Third-party users">
              <TableHeader>
                <TableRow>
                  <TableHead>Name</TableHead>
                  <TableHead>Email</TableHead>
                  <TableHead>Role</TableHead>
                  <TableHead>Status</TableHead>
                  <TableHead>Added</TableHead>
                  <TableHead className="text-right">Actions</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {data.items.map((u) => (
                  <TableRow key={u.user_id}>
                    <TableCell className="font-medium">{name(u)}</TableCell>
                    <TableCell className="max-w-56 truncate">{u.email}</TableCell>
                    <TableCell>{roleLabel(u.role)}</TableCell>
                    <TableCell>
                      <span className="flex flex-wrap gap-1">
                        <Badge variant={STATUS_VARIANT[u.status]}>{u.status}</Badge>
                        {u.is_active ? null : <Badge variant="destructive">Deactivated</Badge>}
                      </span>
                    </TableCell>
                    <TableCell>{formatJobDate(u.created_at)}</TableCell>
                    <TableCell>
                      <div className="flex justify-end gap-1">
                        <IconAction
                          label={`Edit ${name(u)}`}
                          onClick={() => setDialog({ open: true, user: u })}
                        >
                          <PencilIcon aria-hidden />
                        </IconAction>
                        {u.password_changed === false ? (
                          <IconAction
                            label={`Resend invitation to ${name(u)}`}
                            onClick={() => resend.mutate(u.user_id)}
                          >
                            <MailIcon aria-hidden />
                          </IconAction>
                        ) : null}
                        {u.user_id === me.data?.profile.id ? null : (
                          <>
                            <IconAction
                              label={`${u.is_active ? 'Deactivate' : 'Activate'} ${name(u)}`}
                              onClick={() => deactivate(u)}
                            >
                              {u.is_active ? <UserXIcon aria-hidden /> : <UserCheckIcon aria-hidden />}
                            </IconAction>
                            {u.role === 'director' ? null : (
                              <IconAction label={`Delete ${name(u)}`} onClick={() => destroy(u)}>
                                <Trash2Icon aria-hidden className="text-destructive" />
                              </IconAction>
                            )}
                          </>
                        )}
                      </div>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </ListState>
      </div>
      <CompanyUserDialog
        open={dialog.open}
        user={dialog.user}
        onOpenChange={(open) => setDialog((d) => ({ ...d, open }))}
      />
      <ConfirmActionDialog confirm={confirm} onClose={() => setConfirm(null)} />
    </>
  );
}
