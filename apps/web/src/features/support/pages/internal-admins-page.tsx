import type { TSupportUser } from '@groundwork/shared';
import { KeyRoundIcon, MailIcon, Trash2Icon, UserCheckIcon, UserPlusIcon, UserXIcon } from 'lucide-react';
import * as React from 'react';
import { toast } from 'sonner';
import { ConfirmActionDialog } from '@/components/confirm-action-dialog';
import { IconAction } from '@/components/icon-action';
import { ListState } from '@/components/list-state';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useMe } from '@/features/auth/api/use-me';
import { errorMessage } from '@/lib/api-fetch';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useInternalAdmins, useResendInvitation } from '../api/use-support-users';
import { AddAdminDialog } from '../components/add-admin-dialog';
import { ResetPasswordDialog } from '../components/reset-password-dialog';
import { UserStatusBadges } from '../components/support-badges';
import { formatDate, lastSignIn, userName } from '../components/support-format';
import { useUserConfirmations } from '../hooks/use-user-confirmations';

type TAdminActions = {
  onResend: (user: TSupportUser) => void;
  onReset: (user: TSupportUser) => void;
  onToggle: (user: TSupportUser) => void;
  onDelete: (user: TSupportUser) => void;
};

function AdminTable({
  label,
  admins,
  selfId,
  resendingId,
  actions,
}: {
  label: string;
  admins: TSupportUser[];
  selfId: string | undefined;
  resendingId: string | null;
  actions: TAdminActions;
}) {
  if (admins.length === 0) {
    return (
      <p className="rounded-md border border-dashed p-8 text-center text-muted-foreground text-sm">
        No {label.toLowerCase()} yet
      </p>
    );
  }
  return (
    <Table aria-label={label}>
      <TableHeader>
        <TableRow>
          <TableHead>Name</TableHead>
          <TableHead>Email</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Last sign-in</TableHead>
          <TableHead>Added</TableHead>
          <TableHead className="text-right">Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {admins.map((admin) => {
          const name = userName(admin);
          // Spec §6: Deactivate and Delete are never offered for director rows (nor for yourself).
          const isProtected = admin.role === 'director' || admin.user_id === selfId;
          return (
            <TableRow key={admin.user_id}>
              <TableCell className="font-medium">{name}</TableCell>
              <TableCell className="max-w-56 truncate">{admin.email}</TableCell>
              <TableCell>
                <UserStatusBadges status={admin.status} isActive={admin.is_active} />
              </TableCell>
              <TableCell className="text-sm">{lastSignIn(admin.last_sign_in_at)}</TableCell>
              <TableCell>{formatDate(admin.created_at)}</TableCell>
              <TableCell>
                <div className="flex justify-end gap-1">
                  {admin.password_changed === false ? (
                    <Button
                      variant="outline"
                      size="sm"
                      aria-label={`Resend Invitation to ${name}`}
                      disabled={resendingId === admin.user_id}
                      onClick={() => actions.onResend(admin)}
                    >
                      <MailIcon aria-hidden /> Resend Invitation
                    </Button>
                  ) : null}
                  <IconAction label={`Reset Password for ${name}`} onClick={() => actions.onReset(admin)}>
                    <KeyRoundIcon aria-hidden />
                  </IconAction>
                  {isProtected ? null : (
                    <>
                      <IconAction
                        label={`${admin.is_active ? 'Deactivate' : 'Activate'} ${name}`}
                        onClick={() => actions.onToggle(admin)}
                      >
                        {admin.is_active ? <UserXIcon aria-hidden /> : <UserCheckIcon aria-hidden />}
                      </IconAction>
                      <IconAction label={`Delete ${name}`} onClick={() => actions.onDelete(admin)}>
                        <Trash2Icon aria-hidden className="text-destructive" />
                      </IconAction>
                    </>
                  )}
                </div>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

/** /customer-support/internal-admins: the product's own staff, directors and super admins. */
export function InternalAdminsPage() {
  useDocumentTitle('Internal Administrators');
  const me = useMe();
  const admins = useInternalAdmins();
  const resend = useResendInvitation();
  const confirmations = useUserConfirmations();
  const [resetting, setResetting] = React.useState<TSupportUser | null>(null);
  const [isAddOpen, setIsAddOpen] = React.useState(false);

  const actions: TAdminActions = {
    onResend: (user) =>
      resend.mutate(user.user_id, {
        onSuccess: () => toast.success(`Invitation sent to ${user.email}`),
        onError: (error) => {
          console.error('Resending the invitation failed', error);
          toast.error(`Failed to resend invitation: ${errorMessage(error, 'Please try again.')}`);
        },
      }),
    onReset: setResetting,
    onToggle: confirmations.toggleActive,
    onDelete: (user) => confirmations.destroy(user, true),
  };

  return (
    <div className="mx-auto grid max-w-6xl grid-cols-1 gap-4">
      <PageHeader
        title="Internal Administrators"
        subtitle="Directors and super admins"
        actions={
          <Button onClick={() => setIsAddOpen(true)}>
            <UserPlusIcon aria-hidden /> Add Admin
          </Button>
        }
      />
      <ListState
        query={admins}
        emptyText="No internal administrators"
        errorText="Could not load administrators"
      >
        {(data) => {
          const directors = data.items.filter((u) => u.role === 'director');
          const superAdmins = data.items.filter((u) => u.role === 'super_admin');
          const table = (label: string, rows: TSupportUser[]) => (
            <AdminTable
              label={label}
              admins={rows}
              selfId={me.data?.profile.id}
              resendingId={resend.isPending ? (resend.variables ?? null) : null}
              actions={actions}
            />
          );
          return (
            <Tabs defaultValue="directors">
              <TabsList>
                <TabsTrigger value="directors">Directors ({directors.length})</TabsTrigger>
                <TabsTrigger value="super-admins">Super Admins ({superAdmins.length})</TabsTrigger>
              </TabsList>
              <TabsContent value="directors">{table('Directors', directors)}</TabsContent>
              <TabsContent value="super-admins">{table('Super Admins', superAdmins)}</TabsContent>
            </Tabs>
          );
        }}
      </ListState>
      <AddAdminDialog open={isAddOpen} onOpenChange={setIsAddOpen} />
      <ResetPasswordDialog user={resetting} onClose={() => setResetting(null)} />
      <ConfirmActionDialog confirm={confirmations.confirm} onClose={confirmations.closeConfirm} />
    </div>
  );
}
