import {
  type TApprenticeProgram,
  type TApprenticeProgramFormValues,
  type TApprenticeProgramInput,
  ZApprenticeProgramInput,
} from '@groundwork/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { PencilIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import * as React from 'react';
import { type Resolver, useFieldArray, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { Field, invalidProps } from '@/components/field';
import { DialogFormFooter, FormDialog } from '@/components/form-dialog';
import { IconAction } from '@/components/icon-action';
import { QueryState } from '@/components/query-state';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { CheckboxField, EmptyNote } from '@/features/pay-setup/components/form-bits';
import { errorMessage } from '@/lib/api-fetch';
import {
  useApprenticePrograms,
  useDeleteApprenticeProgram,
  useSaveApprenticeProgram,
} from '../api/use-certified-company';

function ProgramForm({ program, onClose }: { program: TApprenticeProgram | null; onClose: () => void }) {
  const save = useSaveApprenticeProgram();
  const form = useForm<TApprenticeProgramFormValues, unknown, TApprenticeProgramInput>({
    resolver: zodResolver(ZApprenticeProgramInput) as Resolver<
      TApprenticeProgramFormValues,
      unknown,
      TApprenticeProgramInput
    >,
    defaultValues: {
      name: program?.name ?? '',
      registration_number: program?.registration_number ?? '',
      classification: program?.classification ?? '',
      ratio_apprentices: program?.ratio_apprentices ?? 1,
      ratio_journeyworkers: program?.ratio_journeyworkers ?? 1,
      levels: program?.levels ?? [{ level: 1, wagePercent: '', fringePercent: '' }],
      is_active: program?.is_active ?? true,
    },
    mode: 'onTouched',
  });
  const levels = useFieldArray({ control: form.control, name: 'levels' });
  const { errors } = form.formState;
  const levelError = (i: number) => {
    const e = errors.levels?.[i];
    return e?.level?.message ?? e?.wagePercent?.message ?? e?.fringePercent?.message;
  };
  const submit = form.handleSubmit(async (input) => {
    try {
      await save.mutateAsync({ id: program?.id ?? null, input });
      toast.success(program ? 'Program saved' : 'Program added');
      onClose();
    } catch (error) {
      toast.error('Could not save the program', { description: errorMessage(error, 'Please try again.') });
    }
  });
  return (
    <form
      aria-label={program ? 'Edit program' : 'Add program'}
      onSubmit={submit}
      noValidate
      className="grid gap-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="prog-name" label="Program name" error={errors.name?.message}>
          <Input
            id="prog-name"
            autoComplete="off"
            {...invalidProps('prog-name', errors.name?.message)}
            {...form.register('name')}
          />
        </Field>
        <Field id="prog-reg" label="Registration number" error={errors.registration_number?.message}>
          <Input id="prog-reg" autoComplete="off" {...form.register('registration_number')} />
        </Field>
        <Field id="prog-class" label="Journeyworker classification" error={errors.classification?.message}>
          <Input
            id="prog-class"
            autoComplete="off"
            placeholder="e.g. Electrician"
            {...invalidProps('prog-class', errors.classification?.message)}
            {...form.register('classification')}
          />
        </Field>
        <div className="grid grid-cols-2 gap-2">
          <Field id="prog-ratio-a" label="Apprentices" error={errors.ratio_apprentices?.message}>
            <Input id="prog-ratio-a" inputMode="numeric" {...form.register('ratio_apprentices')} />
          </Field>
          <Field id="prog-ratio-j" label="per journeyworkers" error={errors.ratio_journeyworkers?.message}>
            <Input id="prog-ratio-j" inputMode="numeric" {...form.register('ratio_journeyworkers')} />
          </Field>
        </div>
      </div>
      <fieldset className="grid gap-2">
        <legend className="font-medium text-sm">
          Levels: percent of the journeyworker's basic rate and fringe
        </legend>
        {levels.fields.map((field, i) => (
          <div key={field.id} className="grid gap-1">
            <div className="flex items-end gap-2">
              <Field id={`lvl-${i}`} label="Level" className="w-20">
                <Input id={`lvl-${i}`} inputMode="numeric" {...form.register(`levels.${i}.level`)} />
              </Field>
              <Field id={`lvl-wage-${i}`} label="Wage %" className="w-28">
                <Input
                  id={`lvl-wage-${i}`}
                  inputMode="decimal"
                  {...form.register(`levels.${i}.wagePercent`)}
                />
              </Field>
              <Field id={`lvl-fringe-${i}`} label="Fringe %" className="w-28">
                <Input
                  id={`lvl-fringe-${i}`}
                  inputMode="decimal"
                  {...form.register(`levels.${i}.fringePercent`)}
                />
              </Field>
              <IconAction
                label={`Remove level ${i + 1}`}
                onClick={() => levels.remove(i)}
                disabled={levels.fields.length === 1}
              >
                <Trash2Icon aria-hidden className="text-destructive" />
              </IconAction>
            </div>
            {levelError(i) ? <p className="text-destructive text-sm">{levelError(i)}</p> : null}
          </div>
        ))}
        {errors.levels?.message ? <p className="text-destructive text-sm">{errors.levels.message}</p> : null}
        <div>
          <Button
            type="button"
            size="sm"
            variant="outline"
            onClick={() =>
              levels.append({ level: levels.fields.length + 1, wagePercent: '', fringePercent: '' })
            }
          >
            <PlusIcon aria-hidden="true" />
            Add level
          </Button>
        </div>
      </fieldset>
      <CheckboxField
        id="prog-active"
        label="Active"
        hint="Only active programs take new apprentices"
        {...form.register('is_active')}
      />
      <DialogFormFooter
        submitLabel={program ? 'Save program' : 'Add program'}
        isSaving={save.isPending}
        onCancel={onClose}
      />
    </form>
  );
}

/** The company's registered apprenticeship programs: ratio and wage by level. */
export function ApprenticeProgramsSection({ canEdit }: { canEdit: boolean }) {
  const query = useApprenticePrograms();
  const remove = useDeleteApprenticeProgram();
  const [editing, setEditing] = React.useState<{ program: TApprenticeProgram | null } | null>(null);
  const [deleting, setDeleting] = React.useState<TApprenticeProgram | null>(null);
  return (
    <section aria-labelledby="programs-heading" className="grid gap-3">
      <div className="flex items-center justify-between gap-2">
        <div className="grid gap-1">
          <h2 id="programs-heading" className="font-semibold text-lg">
            Apprenticeship programs
          </h2>
          <p className="text-muted-foreground text-sm">
            Registered programs, the ratio allowed on a job and the wage by level.
          </p>
        </div>
        {canEdit ? (
          <Button size="sm" onClick={() => setEditing({ program: null })}>
            <PlusIcon aria-hidden="true" />
            Add program
          </Button>
        ) : null}
      </div>
      <QueryState query={query} errorText="Could not load the apprenticeship programs">
        {(data) =>
          data.items.length === 0 ? (
            <EmptyNote>No apprenticeship programs yet.</EmptyNote>
          ) : (
            <Table aria-label="Apprenticeship programs">
              <TableHeader>
                <TableRow>
                  <TableHead>Program</TableHead>
                  <TableHead>Classification</TableHead>
                  <TableHead>Ratio</TableHead>
                  <TableHead>Levels (wage / fringe %)</TableHead>
                  <TableHead className="text-right">Apprentices</TableHead>
                  {canEdit ? <TableHead className="text-right">Actions</TableHead> : null}
                </TableRow>
              </TableHeader>
              <TableBody>
                {data.items.map((p) => (
                  <TableRow key={p.id}>
                    <TableCell className="font-medium">
                      {p.name}
                      {p.registration_number ? (
                        <span className="block text-muted-foreground text-xs">{p.registration_number}</span>
                      ) : null}
                      {p.is_active ? null : <Badge variant="outline">Inactive</Badge>}
                    </TableCell>
                    <TableCell>{p.classification}</TableCell>
                    <TableCell className="tabular-nums">
                      {p.ratio_apprentices} : {p.ratio_journeyworkers}
                    </TableCell>
                    <TableCell className="text-sm">
                      {p.levels.map((l) => `${l.level}: ${l.wagePercent}/${l.fringePercent}`).join(' · ')}
                    </TableCell>
                    <TableCell className="text-right tabular-nums">{p.apprentices}</TableCell>
                    {canEdit ? (
                      <TableCell>
                        <div className="flex justify-end gap-1">
                          <IconAction label={`Edit ${p.name}`} onClick={() => setEditing({ program: p })}>
                            <PencilIcon aria-hidden />
                          </IconAction>
                          <IconAction label={`Delete ${p.name}`} onClick={() => setDeleting(p)}>
                            <Trash2Icon aria-hidden className="text-destructive" />
                          </IconAction>
                        </div>
                      </TableCell>
                    ) : null}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )
        }
      </QueryState>
      <FormDialog
        isOpen={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={editing?.program ? 'Edit program' : 'Add program'}
        description="A registered apprenticeship program: apprentices are paid their level's percent of the journeyworker rate."
        className="sm:max-w-2xl"
      >
        {editing ? <ProgramForm program={editing.program} onClose={() => setEditing(null)} /> : null}
      </FormDialog>
      <ConfirmDeleteDialog
        isOpen={deleting !== null}
        title={`Delete ${deleting?.name ?? ''}?`}
        description="A program with registered apprentices cannot be deleted: mark it inactive instead."
        isDeleting={remove.isPending}
        onOpenChange={(open) => !open && setDeleting(null)}
        onDelete={async () => {
          if (!deleting) return;
          try {
            await remove.mutateAsync(deleting.id);
            toast.success('Program deleted');
            setDeleting(null);
          } catch (error) {
            toast.error('Could not delete the program', {
              description: errorMessage(error, 'Please try again.'),
            });
          }
        }}
      />
    </section>
  );
}
