import { can, type TRole } from '@groundwork/shared';
import { UserPlusIcon } from 'lucide-react';
import * as React from 'react';
import { ListSection, runWithToasts } from '@/components/list-section';
import { Button } from '@/components/ui/button';
import { InputField, SelectField } from '@/features/pay-setup/components/form-bits';
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
  const current = new Set((query.data?.items ?? []).map((o) => o.user_id));
  const candidates = (people.data?.items ?? []).filter(
    (p) => !current.has(p.user_id) && can(p.roles as TRole[], 'certified:sign'),
  );
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    await runWithToasts(() => add.mutateAsync({ user_id: userId, title }), {
      done: (officer) => `${officer.name} is a certifying officer`,
      failed: 'Could not add the officer',
      onDone: () => {
        setUserId('');
        setTitle('');
      },
    });
  };
  return (
    <ListSection
      id="officers"
      title="Certifying officers"
      description="Only these people sign the statement of compliance of a WH-347."
      query={query}
      errorText="Could not load the certifying officers"
      emptyText="No certifying officers yet: no one can sign a certified payroll."
      rowKey={(o) => o.user_id}
      columns={[
        { header: 'Name', cell: (o) => o.name, className: 'font-medium' },
        { header: 'Title', cell: (o) => o.title },
        { header: 'E-mail', cell: (o) => o.email },
      ]}
      canEdit={canEdit}
      remove={{
        mutation: remove,
        label: (o) => `Remove ${o.name}`,
        title: (o) => `Remove ${o?.name ?? ''} as certifying officer?`,
        description:
          'They will no longer be able to sign certified payroll reports. Reports they signed stay signed.',
        doneText: () => 'Officer removed',
        failedText: () => 'Could not remove the officer',
      }}
    >
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
          <InputField
            id="officer-title"
            label="Title"
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            placeholder="e.g. Controller"
          />
          <Button type="submit" variant="outline" disabled={!userId || add.isPending}>
            <UserPlusIcon aria-hidden="true" />
            Add officer
          </Button>
        </form>
      ) : null}
    </ListSection>
  );
}
