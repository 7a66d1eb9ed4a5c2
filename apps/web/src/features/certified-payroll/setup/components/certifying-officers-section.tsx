import { can, type TCertifyingOfficer, type TRole } from '@groundwork/shared';
import { Trash2Icon, UserPlusIcon } from 'lucide-react';
import * as React from 'react';
import { toast } from 'sonner';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { Field } from '@/components/field';
import { IconAction } from '@/components/icon-action';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { EmptyNote, SelectField } from '@/features/pay-setup/components/form-bits';
import { errorMessage } from '@/lib/api-fetch';
import {
  useAddOfficer,
  useCertifiedPeople,
  useCertifyingOfficers,
  useRemoveOfficer,
} from '../api/use-certified-company';

/** The people who may sign a WH-347, with their titles. */
export function CertifyingOfficersSection({ canEdit }: { canEdit: boolean }) {
  const query = useCertifyingOfficers();
  const people = useCertifiedPeople(canEdit);
  const add = useAddOfficer();
  const remove = useRemoveOfficer();
  const [userId, setUserId] = React.useState('');
  const [title, setTitle] = React.useState('');
  const [removing, setRemoving] = React.useState<TCertifyingOfficer | null>(null);
  const current = new Set((query.data?.items ?? []).map((o) => o.user_id));
  const candidates = (people.data?.items ?? []).filter(
    (p) => !current.has(p.user_id) && can(p.roles as TRole[], 'certified:sign'),
  );
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    try {
      const officer = await add.mutateAsync({ user_id: userId, title });
      toast.success(`${officer.name} is a certifying officer`);
      setUserId('');
      setTitle('');
    } catch (error) {
      toast.error('Could not add the officer', { description: errorMessage(error, 'Please try again.') });
    }
  };
  return (
    <section aria-labelledby="officers-heading" className="grid gap-3">
      <div className="grid gap-1">
        <h2 id="officers-heading" className="font-semibold text-lg">
          Certifying officers
        </h2>
        <p className="text-muted-foreground text-sm">
          Only these people sign the statement of compliance of a WH-347.
        </p>
      </div>
      <QueryState query={query} errorText="Could not load the certifying officers">
        {(data) =>
          data.items.length === 0 ? (
            <EmptyNote>No certifying officers yet: no one can sign a certified payroll.</EmptyNote>
          ) : (
            <Table aria-label="Certifying officers">
              <TableHeader>
                <TableRow>
                  <TableHead>Name</TableHead>
                  <TableHead>Title</TableHead>
                  <TableHead>E-mail</TableHead>
                  {canEdit ? <TableHead className="text-right">Actions</TableHead> : null}
                </TableRow>
              </TableHeader>
              <TableBody>
                {data.items.map((o) => (
                  <TableRow key={o.user_id}>
                    <TableCell className="font-medium">{o.name}</TableCell>
                    <TableCell>{o.title}</TableCell>
                    <TableCell>{o.email}</TableCell>
                    {canEdit ? (
                      <TableCell className="text-right">
                        <IconAction label={`Remove ${o.name}`} onClick={() => setRemoving(o)}>
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
        <form
          aria-label="Add certifying officer"
          onSubmit={submit}
          className="flex flex-wrap items-end gap-2"
        >
          <SelectField
            id="officer-user"
            label="Person"
            className="min-w-64"
            placeholder="Choose a person"
            options={candidates.map((p) => [p.user_id, `${p.name} (${p.email})`] as const)}
            value={userId}
            onChange={(e) => setUserId(e.target.value)}
          />
          <Field id="officer-title" label="Title">
            <Input
              id="officer-title"
              value={title}
              onChange={(e) => setTitle(e.target.value)}
              placeholder="e.g. Controller"
            />
          </Field>
          <Button type="submit" variant="outline" disabled={!userId || add.isPending}>
            <UserPlusIcon aria-hidden="true" />
            Add officer
          </Button>
        </form>
      ) : null}
      <ConfirmDeleteDialog
        isOpen={removing !== null}
        title={`Remove ${removing?.name ?? ''} as certifying officer?`}
        description="They will no longer be able to sign certified payroll reports. Reports they signed stay signed."
        isDeleting={remove.isPending}
        onOpenChange={(open) => !open && setRemoving(null)}
        onDelete={async () => {
          if (!removing) return;
          try {
            await remove.mutateAsync(removing.user_id);
            toast.success('Officer removed');
            setRemoving(null);
          } catch (error) {
            toast.error('Could not remove the officer', {
              description: errorMessage(error, 'Please try again.'),
            });
          }
        }}
      />
    </section>
  );
}
