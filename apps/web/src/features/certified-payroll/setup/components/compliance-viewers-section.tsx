import { UserPlusIcon } from 'lucide-react';
import * as React from 'react';
import { ListSection, runWithToasts } from '@/components/list-section';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/features/pay-setup/components/form-bits';
import { useCertifiedPeople } from '../api/use-certified-company';
import { useAddViewer, useComplianceViewers, useRemoveViewer } from '../api/use-certified-job';

/** Third parties of the company who may download the job's signed reports (an owner's compliance officer). */
export function ComplianceViewersSection({ jobId, canEdit }: { jobId: string; canEdit: boolean }) {
  const query = useComplianceViewers(jobId);
  const people = useCertifiedPeople(canEdit);
  const add = useAddViewer(jobId);
  const remove = useRemoveViewer(jobId);
  const [userId, setUserId] = React.useState('');
  const current = new Set((query.data?.items ?? []).map((v) => v.user_id));
  const candidates = (people.data?.items ?? []).filter(
    (p) => p.roles.includes('third_party') && !current.has(p.user_id),
  );
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!userId) return;
    await runWithToasts(() => add.mutateAsync(userId), {
      done: (viewer) => `${viewer.name} added as compliance viewer`,
      failed: 'Could not add the viewer',
      onDone: () => setUserId(''),
    });
  };
  return (
    <ListSection
      id="viewers"
      title="Compliance viewers"
      description="Third-party users of the company who may download this job's signed reports, and nothing else."
      query={query}
      errorText="Could not load the compliance viewers"
      emptyText="No compliance viewers on this job."
      rowKey={(v) => v.user_id}
      columns={[
        { header: 'Name', cell: (v) => v.name, className: 'font-medium' },
        { header: 'E-mail', cell: (v) => v.email },
        { header: 'Added', cell: (v) => v.created_at.slice(0, 10) },
      ]}
      canEdit={canEdit}
      remove={{
        mutation: remove,
        label: (v) => `Remove ${v.name}`,
        title: (v) => `Remove ${v?.name ?? ''}?`,
        description: "They will no longer download this job's signed reports.",
        doneText: () => 'Viewer removed',
        failedText: () => 'Could not remove the viewer',
      }}
    >
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
    </ListSection>
  );
}
