import {
  type TApprenticeship,
  type TApprenticeshipFormValues,
  type TApprenticeshipInput,
  ZApprenticeshipInput,
} from '@groundwork/shared';
import * as React from 'react';
import { DialogFormFooter, FormDialog } from '@/components/form-dialog';
import { ListSection, runWithToasts } from '@/components/list-section';
import { Button } from '@/components/ui/button';
import { InputField, SelectField, useZodForm } from '@/features/pay-setup/components/form-bits';
import {
  useApprenticePrograms,
  useDeleteApprenticeship,
  useEndApprenticeship,
  useRegisterApprenticeship,
} from '../api/use-certified-company';

function RegisterForm({ employeeId, onClose }: { employeeId: string; onClose: () => void }) {
  const programs = useApprenticePrograms();
  const register = useRegisterApprenticeship(employeeId);
  const form = useZodForm<TApprenticeshipFormValues, TApprenticeshipInput>(ZApprenticeshipInput, {
    program_id: '',
    level: 1,
    registration_number: '',
    registered_on: '',
  });
  const { errors } = form.formState;
  const active = (programs.data?.items ?? []).filter((p) => p.is_active);
  const programId = form.watch('program_id');
  const levels = active.find((p) => p.id === programId)?.levels ?? [];
  const submit = form.handleSubmit(async (input) => {
    await runWithToasts(() => register.mutateAsync(input), {
      done: 'Apprenticeship registered',
      failed: 'Could not register the apprenticeship',
      onDone: onClose,
    });
  });
  return (
    <form
      aria-label="Register apprenticeship"
      onSubmit={submit}
      noValidate
      className="grid gap-4 sm:grid-cols-2"
    >
      <SelectField
        id="ap-program"
        label="Program"
        error={errors.program_id}
        placeholder={
          active.length ? 'Choose a program' : 'No active programs: add one in Certified payroll setup'
        }
        options={active.map((p) => [p.id, `${p.name} (${p.classification})`] as const)}
        className="sm:col-span-2"
        {...form.register('program_id')}
      />
      <SelectField
        id="ap-level"
        label="Level"
        error={errors.level?.message}
        options={levels.map(
          (l) =>
            [
              String(l.level),
              `Level ${l.level}: ${l.wagePercent}% wage, ${l.fringePercent}% fringe`,
            ] as const,
        )}
        {...form.register('level')}
      />
      <InputField
        id="ap-reg"
        label="Registration number"
        error={errors.registration_number?.message}
        autoComplete="off"
        {...form.register('registration_number')}
      />
      <InputField
        id="ap-on"
        label="Registered on"
        error={errors.registered_on?.message}
        type="date"
        {...form.register('registered_on')}
      />
      <div className="sm:col-span-2">
        <DialogFormFooter submitLabel="Register" isSaving={register.isPending} onCancel={onClose} />
      </div>
    </form>
  );
}

function EndForm({
  employeeId,
  apprenticeship,
  onClose,
}: {
  employeeId: string;
  apprenticeship: TApprenticeship;
  onClose: () => void;
}) {
  const end = useEndApprenticeship(employeeId);
  const [endedOn, setEndedOn] = React.useState('');
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    await runWithToasts(() => end.mutateAsync({ id: apprenticeship.id, endedOn }), {
      done: 'Apprenticeship ended',
      failed: 'Could not end the apprenticeship',
      onDone: onClose,
    });
  };
  return (
    <form aria-label="End apprenticeship" onSubmit={(e) => void submit(e)} className="grid gap-4">
      <InputField
        id="ap-end"
        label="Ended on"
        type="date"
        min={apprenticeship.registered_on}
        value={endedOn}
        onChange={(e) => setEndedOn(e.target.value)}
      />
      <DialogFormFooter
        submitLabel="End apprenticeship"
        isSaving={end.isPending}
        isSubmitDisabled={!endedOn || end.isPending}
        onCancel={onClose}
      />
    </form>
  );
}

/** An employee's apprenticeship registrations: program, level, dates. One open at a time. */
export function ApprenticeshipsCard({
  employeeId,
  apprenticeships,
  canEdit,
}: {
  employeeId: string;
  apprenticeships: TApprenticeship[];
  canEdit: boolean;
}) {
  const [ending, setEnding] = React.useState<TApprenticeship | null>(null);
  const remove = useDeleteApprenticeship(employeeId);
  const hasOpen = apprenticeships.some((a) => a.ended_on === null);
  return (
    <ListSection
      id="apprenticeships"
      headingLevel={3}
      title="Apprenticeship"
      description="A registered apprentice is paid their level's percent of the journeyworker rate, within the ratio."
      tableLabel="Apprenticeships"
      rows={apprenticeships}
      emptyText="Not an apprentice: paid as a journeyworker."
      columns={[
        {
          header: 'Program',
          cell: (a) => (
            <>
              {a.program_name}
              <span className="block text-muted-foreground text-xs">{a.classification}</span>
            </>
          ),
          className: 'font-medium',
        },
        {
          header: 'Level',
          cell: (a) =>
            `${a.level}${a.wage_percent ? ` (${a.wage_percent}% wage, ${a.fringe_percent ?? '0'}% fringe)` : ''}`,
        },
        { header: 'Registration', cell: (a) => a.registration_number || '—' },
        { header: 'Dates', cell: (a) => `${a.registered_on} – ${a.ended_on ?? 'open'}` },
      ]}
      canEdit={canEdit}
      add={{ label: 'Register apprentice', isHidden: hasOpen }}
      form={{
        title: () => 'Register apprentice',
        description: "The employee's registration in an apprenticeship program at a level.",
        className: 'sm:max-w-xl',
        render: (_, close) => <RegisterForm employeeId={employeeId} onClose={close} />,
      }}
      rowActions={(a) =>
        a.ended_on === null ? (
          <Button size="sm" variant="ghost" onClick={() => setEnding(a)}>
            End
          </Button>
        ) : null
      }
      remove={{
        mutation: remove,
        label: (a) => `Remove the ${a.program_name} registration`,
        title: () => 'Remove this registration?',
        description: 'Only for a registration entered by mistake: to stop an apprenticeship, end it instead.',
        doneText: () => 'Registration removed',
        failedText: () => 'Could not remove the registration',
      }}
    >
      <FormDialog
        isOpen={ending !== null}
        onOpenChange={(open) => !open && setEnding(null)}
        title="End apprenticeship"
        description="From the day after, the employee is paid as a journeyworker."
      >
        {ending ? (
          <EndForm employeeId={employeeId} apprenticeship={ending} onClose={() => setEnding(null)} />
        ) : null}
      </FormDialog>
    </ListSection>
  );
}
