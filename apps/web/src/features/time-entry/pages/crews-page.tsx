import type { TCrew } from '@groundwork/shared';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import * as React from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useCan } from '@/features/auth/api/use-can';
import { useMe } from '@/features/auth/api/use-me';
import { errorMessage } from '@/lib/api-fetch';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCrews, useDeleteCrew } from '../api/use-crews';
import { useTimeOptions } from '../api/use-time-week';
import { CrewFormDialog } from '../components/crew-form-dialog';

const CREW_MANAGER_ROLES = [
  'director',
  'super_admin',
  'company_admin',
  'accountant',
  'project_manager',
  'superintendent',
];

/** /time-entry/crews: crews with their foreman and members; add, edit, delete (with confirmation). */
export function CrewsPage() {
  useDocumentTitle('Crews');
  const canCrew = useCan('time:crew');
  const { data: me } = useMe();
  const organizationId = me?.roles[0]?.organization_id;
  const canManage = (me?.roles ?? []).some(
    (r) => r.organization_id === organizationId && CREW_MANAGER_ROLES.includes(r.role),
  );
  const crews = useCrews(canCrew);
  const options = useTimeOptions();
  const remove = useDeleteCrew();
  const [editing, setEditing] = React.useState<TCrew | null>(null);
  const [isFormOpen, setIsFormOpen] = React.useState(false);
  const [deleting, setDeleting] = React.useState<TCrew | null>(null);

  const openForm = (crew: TCrew | null) => {
    setEditing(crew);
    setIsFormOpen(true);
  };
  const deleteCrew = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success('Crew deleted', { description: deleting.name });
      setDeleting(null);
    } catch (error) {
      toast.error('Could not delete the crew', { description: errorMessage(error, 'Please try again.') });
    }
  };

  return (
    <div className="mx-auto grid max-w-5xl gap-2">
      <PageHeader
        title="Crews"
        subtitle="Foremen and the people whose time they enter"
        actions={
          <>
            <Button asChild variant="outline" size="sm">
              <Link to="/time-entry">Time entry</Link>
            </Button>
            {canManage ? (
              <Button size="sm" onClick={() => openForm(null)}>
                <Plus aria-hidden="true" />
                Add crew
              </Button>
            ) : null}
          </>
        }
      />
      {!canCrew ? (
        <p className="rounded-md border p-6 text-muted-foreground text-sm">
          Crews are not available to your role.
        </p>
      ) : (
        <QueryState query={crews} errorText="Could not load the crews">
          {(items) =>
            items.length === 0 ? (
              <p className="rounded-md border border-dashed p-6 text-center text-muted-foreground text-sm">
                No crews yet.{canManage ? ' Add one to let its foreman enter the crew’s time.' : ''}
              </p>
            ) : (
              <div className="overflow-x-auto rounded-md border">
                <Table>
                  <TableHeader>
                    <TableRow>
                      <TableHead>Crew</TableHead>
                      <TableHead>Foreman</TableHead>
                      <TableHead>Members</TableHead>
                      {canManage ? (
                        <TableHead className="w-24">
                          <span className="sr-only">Actions</span>
                        </TableHead>
                      ) : null}
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    {items.map((crew) => (
                      <TableRow key={crew.id}>
                        <TableCell className="font-medium">{crew.name}</TableCell>
                        <TableCell>{crew.foreman_name ?? '—'}</TableCell>
                        <TableCell className="whitespace-normal">
                          {crew.members.length ? crew.members.map((m) => m.name).join(', ') : '—'}
                        </TableCell>
                        {canManage ? (
                          <TableCell className="flex gap-1">
                            <Button
                              variant="ghost"
                              size="icon"
                              aria-label={`Edit ${crew.name}`}
                              onClick={() => openForm(crew)}
                            >
                              <Pencil aria-hidden="true" />
                            </Button>
                            <Button
                              variant="ghost"
                              size="icon"
                              aria-label={`Delete ${crew.name}`}
                              onClick={() => setDeleting(crew)}
                            >
                              <Trash2 aria-hidden="true" />
                            </Button>
                          </TableCell>
                        ) : null}
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </div>
            )
          }
        </QueryState>
      )}
      <CrewFormDialog
        crew={editing}
        isOpen={isFormOpen}
        onOpenChange={setIsFormOpen}
        people={options.data?.employees ?? []}
      />
      <ConfirmDeleteDialog
        isOpen={deleting !== null}
        title={`Delete ${deleting?.name ?? 'the crew'}?`}
        description="Its lines keep their hours; the foreman no longer enters the members' time through it."
        isDeleting={remove.isPending}
        onDelete={deleteCrew}
        onOpenChange={(isOpen) => (isOpen ? null : setDeleting(null))}
      />
    </div>
  );
}
