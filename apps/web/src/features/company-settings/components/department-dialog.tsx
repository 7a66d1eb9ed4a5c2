import {
  DEPARTMENT_LIMITS,
  DEPARTMENT_MESSAGES,
  type TCreateDepartment,
  type TDepartment,
  type TDepartmentFormValues,
  ZDepartmentInput,
} from '@groundwork/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Field, invalidProps } from '@/components/field';
import { DialogFormFooter, FormDialog } from '@/components/form-dialog';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { ApiError, errorMessage } from '@/lib/api-fetch';
import { useCreateDepartment } from '../api/use-create-department';
import { useUpdateDepartment } from '../api/use-update-department';

function formValues(department: TDepartment | null): TDepartmentFormValues {
  return {
    name: department?.name ?? '',
    department_code: department?.department_code ?? '',
    description: department?.description ?? '',
  };
}

function DepartmentForm({ department, onDone }: { department: TDepartment | null; onDone: () => void }) {
  const isEditing = department !== null;
  const isSystem = department?.is_system ?? false;
  const create = useCreateDepartment();
  const update = useUpdateDepartment();
  const isSaving = create.isPending || update.isPending;
  const form = useForm<TDepartmentFormValues, unknown, TCreateDepartment>({
    resolver: zodResolver(ZDepartmentInput),
    defaultValues: formValues(department),
    mode: 'onTouched',
  });
  const { errors, isDirty, isValid } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      if (department) {
        // A system department keeps its name: only code and description are sent.
        const input = isSystem
          ? { department_code: values.department_code, description: values.description }
          : values;
        await update.mutateAsync({ id: department.id, input });
        toast.success(DEPARTMENT_MESSAGES.updated);
      } else {
        await create.mutateAsync(values);
        toast.success(DEPARTMENT_MESSAGES.created);
      }
      onDone();
    } catch (error) {
      console.error('Saving the department failed', error);
      if (error instanceof ApiError && error.code === 'department_name_taken') {
        form.setError('name', { message: error.message }, { shouldFocus: true });
      }
      toast.error(isEditing ? DEPARTMENT_MESSAGES.updateFailed : DEPARTMENT_MESSAGES.createFailed, {
        description: errorMessage(error, 'Please try again.'),
      });
    }
  });

  const nameError = errors.name?.message;
  const codeError = errors.department_code?.message;
  const descriptionError = errors.description?.message;

  return (
    <form
      aria-label={isEditing ? 'Edit Department' : 'Add Department'}
      onSubmit={submit}
      noValidate
      className="grid gap-4"
    >
      <Field id="department-name" label="Name" error={nameError}>
        <Input
          id="department-name"
          autoComplete="off"
          maxLength={DEPARTMENT_LIMITS.name}
          aria-required="true"
          readOnly={isSystem}
          aria-describedby={isSystem ? 'department-name-system' : undefined}
          {...invalidProps('department-name', nameError)}
          {...form.register('name')}
        />
        {isSystem ? (
          <p id="department-name-system" className="text-muted-foreground text-sm">
            System departments cannot be renamed.
          </p>
        ) : null}
      </Field>
      <Field id="department-code" label="Code" error={codeError}>
        <Input
          id="department-code"
          autoComplete="off"
          className="uppercase placeholder:normal-case"
          maxLength={DEPARTMENT_LIMITS.department_code}
          placeholder="e.g. EST"
          {...invalidProps('department-code', codeError)}
          {...form.register('department_code')}
        />
      </Field>
      <Field id="department-description" label="Description" error={descriptionError}>
        <Textarea
          id="department-description"
          maxLength={DEPARTMENT_LIMITS.description}
          rows={3}
          {...invalidProps('department-description', descriptionError)}
          {...form.register('description')}
        />
      </Field>
      <DialogFormFooter
        submitLabel={isEditing ? 'Save Changes' : 'Add Department'}
        isSaving={isSaving}
        isSubmitDisabled={!isDirty || !isValid || isSaving}
        isCancelDisabled={isSaving}
        onCancel={onDone}
      />
    </form>
  );
}

/** Add a department (`department` null) or edit one; closes itself once saved. */
export function DepartmentDialog({
  isOpen,
  department,
  onOpenChange,
}: {
  isOpen: boolean;
  department: TDepartment | null;
  onOpenChange: (isOpen: boolean) => void;
}) {
  return (
    <FormDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={department ? `Edit ${department.name}` : 'Add Department'}
      description={
        department?.is_system
          ? 'A system department: its code and description can change, its name cannot.'
          : 'The code is optional and stored in capitals.'
      }
    >
      {/* A new form each time the dialog opens, with that department's values. */}
      {isOpen ? <DepartmentForm department={department} onDone={() => onOpenChange(false)} /> : null}
    </FormDialog>
  );
}
