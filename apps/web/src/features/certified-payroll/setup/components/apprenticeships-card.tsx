import {
  type TApprenticeship,
  type TApprenticeshipFormValues,
  type TApprenticeshipInput,
  ZApprenticeshipInput,
} from '@groundwork/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { PlusIcon, Trash2Icon } from 'lucide-react';
import * as React from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { Field, invalidProps } from '@/components/field';
import { DialogFormFooter, FormDialog } from '@/components/form-dialog';
import { IconAction } from '@/components/icon-action';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { EmptyNote, SelectField } from '@/features/pay-setup/components/form-bits';
import { errorMessage } from '@/lib/api-fetch';
import {
  useApprenticePrograms,
  useDeleteApprenticeship,
  useEndApprenticeship,
  useRegisterApprenticeship,
} from '../api/use-certified-company';

function RegisterForm({ employeeId, onClose }: { employeeId: string; onClose: () => void }) {
  const programs = useApprenticePrograms();
  const register = useRegisterApprenticeship(employeeId);
  const form = useForm<TApprenticeshipFormValues, unknown, TApprenticeshipInput>({
    resolver: zodResolver(ZApprenticeshipInput) as Resolver<
      TApprenticeshipFormValues,
      unknown,
      TApprenticeshipInput
    >,
    defaultValues: { program_id: '', level: 1, registration_number: '', registered_on: '' },
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const active = (programs.data?.items ?? []).filter((p) => p.is_active);
  const programId = form.watch('program_id');
  const levels = active.find((p) => p.id === programId)?.levels ?? [];
  const submit = form.handleSubmit(async (input) => {
    try {
      await register.mutateAsync(input);
      toast.success('Apprenticeship registered');
      onClose();
    } catch (error) {
      toast.error('Could not register the apprenticeship', {
        description: errorMessage(error, 'Please try again.'),
      });
    }
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
      <Field id="ap-reg" label="Registration number" error={errors.registration_number?.message}>
        <Input id="ap-reg" autoComplete="off" {...form.register('registration_number')} />
      </Field>
      <Field id="ap-on" label="Registered on" error={errors.registered_on?.message}>
        <Input
          id="ap-on"
          type="date"
          {...invalidProps('ap-on', errors.registered_on?.message)}
          {...form.register('registered_on')}
        />
      </Field>
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
    try {
      await end.mutateAsync({ id: apprenticeship.id, endedOn });
      toast.success('Apprenticeship ended');
      onClose();
    } catch (error) {
      toast.error('Could not end the apprenticeship', {
        description: errorMessage(error, 'Please try again.'),
      });
    }
  };
  return (
    <form aria-label="End apprenticeship" onSubmit={(e) => void submit(e)} className="grid gap-4">
      <Field id="ap-end" label="Ended on">
        <Input
          id="ap-end"
          type="date"
          min={apprenticeship.registered_on}
          value={endedOn}
          onChange={(e) => setEndedOn(e.target.value)}
        />
      </Field>
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
  const [isRegistering, setIsRegistering] = React.useState(false);
  const [ending, setEnding] = React.useState<TApprenticeship | null>(null);
  const [deleting, setDeleting] = React.useState<TApprenticeship | null>(null);
  const remove = useDeleteApprenticeship(employeeId);
  const hasOpen = apprenticeships.some((a) => a.ended_on === null);
  return (
    <section aria-labelledby="apprenticeships-heading" className="grid gap-3">
      <div className="flex items-center justify-between gap-2">
        <div className="grid gap-1">
          <h3 id="apprenticeships-heading" className="font-semibold">
            Apprenticeship
          </h3>
          <p className="text-muted-foreground text-sm">
            A registered apprentice is paid their level's percent of the journeyworker rate, within the ratio.
          </p>
        </div>
        {canEdit && !hasOpen ? (
          <Button size="sm" variant="outline" onClick={() => setIsRegistering(true)}>
            <PlusIcon aria-hidden="true" />
            Register apprentice
          </Button>
        ) : null}
      </div>
      {apprenticeships.length === 0 ? (
        <EmptyNote>Not an apprentice: paid as a journeyworker.</EmptyNote>
      ) : (
        <Table aria-label="Apprenticeships">
          <TableHeader>
            <TableRow>
              <TableHead>Program</TableHead>
              <TableHead>Level</TableHead>
              <TableHead>Registration</TableHead>
              <TableHead>Dates</TableHead>
              {canEdit ? <TableHead className="text-right">Actions</TableHead> : null}
            </TableRow>
          </TableHeader>
          <TableBody>
            {apprenticeships.map((a) => (
              <TableRow key={a.id}>
                <TableCell className="font-medium">
                  {a.program_name}
                  <span className="block text-muted-foreground text-xs">{a.classification}</span>
                </TableCell>
                <TableCell>
                  {a.level}
                  {a.wage_percent ? ` (${a.wage_percent}% wage, ${a.fringe_percent ?? '0'}% fringe)` : ''}
                </TableCell>
                <TableCell>{a.registration_number || '—'}</TableCell>
                <TableCell>
                  {a.registered_on} – {a.ended_on ?? 'open'}
                </TableCell>
                {canEdit ? (
                  <TableCell>
                    <div className="flex justify-end gap-1">
                      {a.ended_on === null ? (
                        <Button size="sm" variant="ghost" onClick={() => setEnding(a)}>
                          End
                        </Button>
                      ) : null}
                      <IconAction
                        label={`Remove the ${a.program_name} registration`}
                        onClick={() => setDeleting(a)}
                      >
                        <Trash2Icon aria-hidden className="text-destructive" />
                      </IconAction>
                    </div>
                  </TableCell>
                ) : null}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <FormDialog
        isOpen={isRegistering}
        onOpenChange={setIsRegistering}
        title="Register apprentice"
        description="The employee's registration in an apprenticeship program at a level."
        className="sm:max-w-xl"
      >
        {isRegistering ? (
          <RegisterForm employeeId={employeeId} onClose={() => setIsRegistering(false)} />
        ) : null}
      </FormDialog>
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
      <ConfirmDeleteDialog
        isOpen={deleting !== null}
        title="Remove this registration?"
        description="Only for a registration entered by mistake: to stop an apprenticeship, end it instead."
        isDeleting={remove.isPending}
        onOpenChange={(open) => !open && setDeleting(null)}
        onDelete={async () => {
          if (!deleting) return;
          try {
            await remove.mutateAsync(deleting.id);
            toast.success('Registration removed');
            setDeleting(null);
          } catch (error) {
            toast.error('Could not remove the registration', {
              description: errorMessage(error, 'Please try again.'),
            });
          }
        }}
      />
    </section>
  );
}
