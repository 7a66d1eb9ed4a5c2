import type { TComplianceViewer } from '@groundwork/shared';
import { Trash2Icon, UserPlusIcon } from 'lucide-react';
import * as React from 'react';
import { toast } from 'sonner';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { IconAction } from '@/components/icon-action';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { EmptyNote, SelectField } from '@/features/pay-setup/components/form-bits';
import { errorMessage } from '@/lib/api-fetch';
import { useCertifiedPeople } from '../api/use-certified-company';
import { useAddViewer, useComplianceViewers, useRemoveViewer } from '../api/use-certified-job';

/** Third parties of the company who may download the job's signed reports (an owner's compliance officer). */
export function ComplianceViewersSection({ jobId, canEdit }: { jobId: string; canEdit: boolean }) {
  const query = useComplianceViewers(jobId);
  const people = useCertifiedPeople(canEdit);
  const add = useAddViewer(jobId);
  const remove = useRemoveViewer(jobId);
  const [userId, setUserId] = React.useState('');
  const [removing, setRemoving] = React.useState<TComplianceViewer | null>(null);
  const current = new Set((query.data?.items ?? []).map((v) => v.user_id));
  const candidates = (people.data?.items ?? []).filter(
    (p) => p.roles.includes('third_party') && !current.has(p.user_id),
  );
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!userId) return;
    try {
      const viewer = await add.mutateAsync(userId);
      toast.success(`${viewer.name} added as compliance viewer`);
      setUserId('');
    } catch (error) {
      toast.error('Could not add the viewer', { description: errorMessage(error, 'Please try again.') });
    }
  };
  return (
    <section aria-labelledby="viewers-heading" className="grid gap-3">
      <div className="grid gap-1">
        <h2 id="viewers-heading" className="font-semibold text-lg">
          Compliance viewers
        </h2>
        <p className="text-muted-foreground text-sm">
          Third-party users of the company who may download this job's signed reports, and nothing else.
        </p>
      </div>
      <QueryState query={query} errorText="Could not load the compliance viewers">
        {(data) =>
          data.items.length === 0 ? (
            <EmptyNote>No compliance viewers on this job.</EmptyNote>
          ) : (
            <Table aria-label="Compliance viewers">
              <TableHeader>
                <TableRow>
                  <TableHead>Name</TableHead>
                  <TableHead>E-mail</TableHead>
                  <TableHead>Added</TableHead>
                  {canEdit ? <TableHead className="text-right">Actions</TableHead> : null}
                </TableRow>
              </TableHeader>
              <TableBody>
                {data.items.map((v) => (
                  <TableRow key={v.user_id}>
                    <TableCell className="font-medium">{v.name}</TableCell>
                    <TableCell>{v.email}</TableCell>
                    <TableCell>{v.created_at.slice(0, 10)}</TableCell>
                    {canEdit ? (
                      <TableCell className="text-right">
                        <IconAction label={`Remove ${v.name}`} onClick={() => setRemoving(v)}>
                          <Trash2Icon aria-hidden className="text-destructive" />
                        </IconAction>
                      </TableCell>
                    ) : null}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )
        }
      </QueryState>
      {canEdit ? (
        <form aria-label="Add compliance viewer" onSubmit={submit} className="flex flex-wrap items-end gap-2">
          <SelectField
            id="viewer-user"
            label="Third-party user"
            className="min-w-64"
            placeholder={candidates.length ? 'Choose a person' : 'No third-party users to add'}
            options={candidates.map((p) => [p.user_id, `${p.name} (${p.email})`] as const)}
            value={userId}
            onChange={(e) => setUserId(e.target.value)}
          />
          <Button type="submit" variant="outline" disabled={!userId || add.isPending}>
            <UserPlusIcon aria-hidden="true" />
            Add viewer
          </Button>
        </form>
      ) : null}
      <ConfirmDeleteDialog
        isOpen={removing !== null}
        title={`Remove ${removing?.name ?? ''}?`}
        description="They will no longer download this job's signed reports."
        isDeleting={remove.isPending}
        onOpenChange={(open) => !open && setRemoving(null)}
        onDelete={async () => {
          if (!removing) return;
          try {
            await remove.mutateAsync(removing.user_id);
            toast.success('Viewer removed');
            setRemoving(null);
          } catch (error) {
            toast.error('Could not remove the viewer', {
              description: errorMessage(error, 'Please try again.'),
            });
          }
        }}
      />
    </section>
  );
}
