import { isInternalRole, roleLabel, SUPPORT_ROLE_FILTERS, type TSupportUser } from '@groundwork/shared';
import { PencilIcon, Trash2Icon, UserCheckIcon, UserXIcon } from 'lucide-react';
import * as React from 'react';
import { Link } from 'react-router';
import { ConfirmActionDialog } from '@/components/confirm-action-dialog';
import { FilterSelect } from '@/components/filter-select';
import { IconAction } from '@/components/icon-action';
import { PagedListState } from '@/components/list-state';
import { PageHeader } from '@/components/page-header';
import { SearchBox } from '@/components/search-box';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useMe } from '@/features/auth/api/use-me';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSupportCompanyOptions } from '../api/use-support-companies';
import { useFindSupportUsers } from '../api/use-support-users';
import { EditUserDialog } from '../components/edit-user-dialog';
import { RoleBadge, UserStatusBadges } from '../components/support-badges';
import { lastSignIn, userName } from '../components/support-format';
import { useUserConfirmations } from '../hooks/use-user-confirmations';
import type { TSupportRoleFilter } from '../support-types';

const PAGE_SIZE = 25;

function UserActions({
  user,
  isSelf,
  onEdit,
  onToggle,
  onDelete,
}: {
  user: TSupportUser;
  isSelf: boolean;
  onEdit: () => void;
  onToggle: () => void;
  onDelete: () => void;
}) {
  const name = userName(user);
  // Spec §6: directors are never deactivated or deleted from here; nobody switches themselves off.
  const isProtected = user.role === 'director' || isSelf;
  return (
    <div className="flex justify-end gap-1">
      <IconAction label={`Edit ${name}`} onClick={onEdit}>
        <PencilIcon aria-hidden />
      </IconAction>
      {isProtected ? null : (
        <>
          <IconAction label={`${user.is_active ? 'Deactivate' : 'Activate'} ${name}`} onClick={onToggle}>
            {user.is_active ? <UserXIcon aria-hidden /> : <UserCheckIcon aria-hidden />}
          </IconAction>
          <IconAction label={`Delete ${name}`} onClick={onDelete}>
            <Trash2Icon aria-hidden className="text-destructive" />
          </IconAction>
        </>
      )}
    </div>
  );
}

/** /customer-support/users: every user across companies (one row per role record). */
export function AllUsersPage() {
  useDocumentTitle('All Users');
  const me = useMe();
  const [search, setSearch] = React.useState('');
  const [organizationId, setOrganizationId] = React.useState('');
  const [role, setRole] = React.useState<TSupportRoleFilter | ''>('');
  const [page, setPage] = React.useState(1);
  const debounced = useDebouncedValue(search.trim(), 300);
  const users = useFindSupportUsers({ search: debounced, organizationId, role, page, pageSize: PAGE_SIZE });
  const companies = useSupportCompanyOptions();
  const confirmations = useUserConfirmations();
  const [editing, setEditing] = React.useState<TSupportUser | null>(null);

  return (
    <div className="mx-auto grid max-w-6xl grid-cols-1 gap-4">
      <PageHeader title="All Users" subtitle="Users across all companies" />
      <div className="flex flex-wrap items-end gap-3">
        <SearchBox
          id="support-user-search"
          label="Search users"
          placeholder="Name or email"
          value={search}
          onChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
        />
        <FilterSelect
          id="support-user-company"
          label="Company"
          className="w-56"
          value={organizationId}
          disabled={companies.isPending}
          onChange={(value) => {
            setOrganizationId(value);
            setPage(1);
          }}
        >
          <option value="">All companies</option>
          {companies.data?.items.map((company) => (
            <option key={company.id} value={company.id}>
              {company.name}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          id="support-user-role"
          label="Role"
          className="w-48"
          value={role}
          onChange={(value) => {
            setRole(SUPPORT_ROLE_FILTERS.find((r) => r === value) ?? '');
            setPage(1);
          }}
        >
          <option value="">All roles</option>
          {SUPPORT_ROLE_FILTERS.map((r) => (
            <option key={r} value={r}>
              {roleLabel(r)}
            </option>
          ))}
        </FilterSelect>
      </div>
      <PagedListState
        query={users}
        emptyText="No users found"
        errorText="Could not load users"
        pagerLabel="User pages"
        onPageChange={setPage}
      >
        {(data) => (
          <Table aria-label="All users">
            <TableHeader>
              <TableRow>
                <TableHead>Name</TableHead>
                <TableHead>Email</TableHead>
                <TableHead>Company</TableHead>
                <TableHead>Role</TableHead>
                <TableHead>Status</TableHead>
                <TableHead>Last sign-in</TableHead>
                <TableHead className="text-right">Actions</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {data.items.map((user) => (
                <TableRow key={`${user.user_id}-${user.organization_id}-${user.role}`}>
                  <TableCell className="font-medium">{userName(user)}</TableCell>
                  <TableCell className="max-w-56 truncate">{user.email}</TableCell>
                  <TableCell className="max-w-48 truncate">
                    {/* The product's own organization is not a client company with a detail page. */}
                    {isInternalRole(user.role) ? (
                      user.organization_name
                    ) : (
                      <Link
                        to={`/customer-support/companies/${user.organization_id}`}
                        className="text-primary underline-offset-4 hover:underline"
                      >
                        {user.organization_name}
                      </Link>
                    )}
                  </TableCell>
                  <TableCell>
                    <RoleBadge role={user.role} />
                  </TableCell>
                  <TableCell>
                    <UserStatusBadges status={user.status} isActive={user.is_active} />
                  </TableCell>
                  <TableCell className="text-sm">{lastSignIn(user.last_sign_in_at)}</TableCell>
                  <TableCell>
                    <UserActions
                      user={user}
                      isSelf={user.user_id === me.data?.profile.id}
                      onEdit={() => setEditing(user)}
                      onToggle={() => confirmations.toggleActive(user)}
                      onDelete={() => confirmations.destroy(user)}
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </PagedListState>
      <EditUserDialog user={editing} onClose={() => setEditing(null)} />
      <ConfirmActionDialog confirm={confirmations.confirm} onClose={confirmations.closeConfirm} />
    </div>
  );
}
