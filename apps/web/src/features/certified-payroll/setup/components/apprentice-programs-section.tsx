import {
  type TApprenticeProgram,
  type TApprenticeProgramFormValues,
  type TApprenticeProgramInput,
  ZApprenticeProgramInput,
} from '@groundwork/shared';
import { PlusIcon, Trash2Icon } from 'lucide-react';
import { useFieldArray } from 'react-hook-form';
import { DialogFormFooter } from '@/components/form-dialog';
import { IconAction } from '@/components/icon-action';
import { ListSection, runWithToasts } from '@/components/list-section';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { CheckboxField, InputField, useZodForm } from '@/features/pay-setup/components/form-bits';
import {
  useApprenticePrograms,
  useDeleteApprenticeProgram,
  useSaveApprenticeProgram,
} from '../api/use-certified-company';

function ProgramForm({ program, onClose }: { program: TApprenticeProgram | null; onClose: () => void }) {
  const save = useSaveApprenticeProgram();
  const form = useZodForm<TApprenticeProgramFormValues, TApprenticeProgramInput>(ZApprenticeProgramInput, {
    name: program?.name ?? '',
    registration_number: program?.registration_number ?? '',
    classification: program?.classification ?? '',
    ratio_apprentices: program?.ratio_apprentices ?? 1,
    ratio_journeyworkers: program?.ratio_journeyworkers ?? 1,
    levels: program?.levels ?? [{ level: 1, wagePercent: '', fringePercent: '' }],
    is_active: program?.is_active ?? true,
  });
  const levels = useFieldArray({ control: form.control, name: 'levels' });
  const { errors } = form.formState;
  const levelError = (i: number) => {
    const e = errors.levels?.[i];
    return e?.level?.message ?? e?.wagePercent?.message ?? e?.fringePercent?.message;
  };
  const submit = form.handleSubmit(async (input) => {
    await runWithToasts(() => save.mutateAsync({ id: program?.id ?? null, input }), {
      done: program ? 'Program saved' : 'Program added',
      failed: 'Could not save the program',
      onDone: onClose,
    });
  });
  return (
    <form
      aria-label={program ? 'Edit program' : 'Add program'}
      onSubmit={submit}
      noValidate
      className="grid gap-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          id="prog-name"
          label="Program name"
          error={errors.name?.message}
          autoComplete="off"
          {...form.register('name')}
        />
        <InputField
          id="prog-reg"
          label="Registration number"
          error={errors.registration_number?.message}
          autoComplete="off"
          {...form.register('registration_number')}
        />
        <InputField
          id="prog-class"
          label="Journeyworker classification"
          error={errors.classification?.message}
          autoComplete="off"
          placeholder="e.g. Electrician"
          {...form.register('classification')}
        />
        <div className="grid grid-cols-2 gap-2">
          <InputField
            id="prog-ratio-a"
            label="Apprentices"
            error={errors.ratio_apprentices?.message}
            inputMode="numeric"
            {...form.register('ratio_apprentices')}
          />
          <InputField
            id="prog-ratio-j"
            label="per journeyworkers"
            error={errors.ratio_journeyworkers?.message}
            inputMode="numeric"
            {...form.register('ratio_journeyworkers')}
          />
        </div>
      </div>
      <fieldset className="grid gap-2">
        <legend className="font-medium text-sm">
          Levels: percent of the journeyworker's basic rate and fringe
        </legend>
        {levels.fields.map((field, i) => (
          <div key={field.id} className="grid gap-1">
            <div className="flex items-end gap-2">
              <InputField
                id={`lvl-${i}`}
                label="Level"
                className="w-20"
                inputMode="numeric"
                {...form.register(`levels.${i}.level`)}
              />
              <InputField
                id={`lvl-wage-${i}`}
                label="Wage %"
                className="w-28"
                inputMode="decimal"
                {...form.register(`levels.${i}.wagePercent`)}
              />
              <InputField
                id={`lvl-fringe-${i}`}
                label="Fringe %"
                className="w-28"
                inputMode="decimal"
                {...form.register(`levels.${i}.fringePercent`)}
              />
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
  return (
    <ListSection
      id="programs"
      title="Apprenticeship programs"
      description="Registered programs, the ratio allowed on a job and the wage by level."
      query={query}
      errorText="Could not load the apprenticeship programs"
      emptyText="No apprenticeship programs yet."
      columns={[
        {
          header: 'Program',
          cell: (p) => (
            <>
              {p.name}
              {p.registration_number ? (
                <span className="block text-muted-foreground text-xs">{p.registration_number}</span>
              ) : null}
              {p.is_active ? null : <Badge variant="outline">Inactive</Badge>}
            </>
          ),
          className: 'font-medium',
        },
        { header: 'Classification', cell: (p) => p.classification },
        {
          header: 'Ratio',
          cell: (p) => `${p.ratio_apprentices} : ${p.ratio_journeyworkers}`,
          className: 'tabular-nums',
        },
        {
          header: 'Levels (wage / fringe %)',
          cell: (p) => p.levels.map((l) => `${l.level}: ${l.wagePercent}/${l.fringePercent}`).join(' · '),
          className: 'text-sm',
        },
        { header: 'Apprentices', cell: (p) => p.apprentices, isNumeric: true },
      ]}
      canEdit={canEdit}
      add={{ label: 'Add program', variant: 'default' }}
      form={{
        title: (p) => (p ? 'Edit program' : 'Add program'),
        description:
          "A registered apprenticeship program: apprentices are paid their level's percent of the journeyworker rate.",
        className: 'sm:max-w-2xl',
        render: (p, close) => <ProgramForm program={p} onClose={close} />,
      }}
      editLabel={(p) => `Edit ${p.name}`}
      remove={{
        mutation: remove,
        label: (p) => `Delete ${p.name}`,
        title: (p) => `Delete ${p?.name ?? ''}?`,
        description: 'A program with registered apprentices cannot be deleted: mark it inactive instead.',
        doneText: () => 'Program deleted',
        failedText: () => 'Could not delete the program',
      }}
    />
  );
}
