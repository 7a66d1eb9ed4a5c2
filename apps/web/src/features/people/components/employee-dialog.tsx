import {
  ASSIGNABLE_ROLES,
  EMPLOYMENT_STATUS_LABELS,
  PEOPLE_MESSAGES,
  roleLabel,
  SETTABLE_EMPLOYMENT_STATUSES,
  type TEmployee,
  ZAddEmployee,
} from '@groundwork/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { Field, invalidProps } from '@/components/field';
import { DialogDoneFooter, DialogFormFooter, FormDialog } from '@/components/form-dialog';
import { PERSON_FIELD_NAMES, PersonNameFields } from '@/components/person-name-fields';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { useFindActiveDepartments } from '@/features/company-settings/api/use-find-departments';
import { ApiError, errorMessage } from '@/lib/api-fetch';
import { useDialogResult } from '@/lib/use-dialog-result';
import { type TAddedEmployee, useAddEmployee, useUpdateEmployee } from '../api/use-employees';
import { TemporaryPasswordNotice } from './temporary-password-notice';

/** The dialog's form: the add fields, and on edit the employment status. */
const ZEmployeeForm = ZAddEmployee.extend({
  employment_status: z.enum([...SETTABLE_EMPLOYMENT_STATUSES, 'pending']).optional(),
});
type TFormInput = z.input<typeof ZEmployeeForm>;
type TFormOutput = z.output<typeof ZEmployeeForm>;

function initialValues(employee: TEmployee | null): TFormInput {
  return {
    first_name: employee?.first_name ?? '',
    last_name: employee?.last_name ?? '',
    email: employee?.email ?? '',
    role: (employee?.role as TFormInput['role']) ?? 'field_employee',
    job_title: employee?.job_title ?? '',
    hire_date: employee?.hire_date ?? '',
    department_id: employee?.department_id ?? '',
    employment_status: employee?.employment_status,
  };
}

function EmployeeForm({
  employee,
  departmentsEnabled,
  onAdded,
  onDone,
}: {
  employee: TEmployee | null;
  departmentsEnabled: boolean;
  onAdded: (added: TAddedEmployee) => void;
  onDone: () => void;
}) {
  const add = useAddEmployee();
  const update = useUpdateEmployee();
  const departments = useFindActiveDepartments();
  const isSaving = add.isPending || update.isPending;
  const form = useForm<TFormInput, unknown, TFormOutput>({
    resolver: zodResolver(ZEmployeeForm),
    defaultValues: initialValues(employee),
    mode: 'onTouched',
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async ({ employment_status, ...values }) => {
    // With departments on, every employee belongs to one (the server says the same).
    if (departmentsEnabled && !values.department_id && (!employee || employee.department_id)) {
      form.setError('department_id', { message: 'Department is required' }, { shouldFocus: true });
      return;
    }
    // Departments off, or an employee from before they were on left without one: the field is not sent.
    const keepDepartment =
      departmentsEnabled && (values.department_id || !employee || employee.department_id);
    const input = keepDepartment ? values : { ...values, department_id: undefined };
    try {
      if (employee) {
        const status = employment_status === 'pending' ? undefined : employment_status;
        await update.mutateAsync({ id: employee.id, input: { ...input, employment_status: status } });
        toast.success(PEOPLE_MESSAGES.employeeUpdated);
        onDone();
      } else {
        const added = await add.mutateAsync(input);
        toast.success(PEOPLE_MESSAGES.employeeAdded);
        onAdded(added);
      }
    } catch (error) {
      console.error('Saving the employee failed', error);
      if (error instanceof ApiError && error.code === 'email_taken')
        form.setError('email', { message: error.message }, { shouldFocus: true });
      toast.error(
        errorMessage(
          error,
          employee ? PEOPLE_MESSAGES.updateEmployeeFailed : PEOPLE_MESSAGES.addEmployeeFailed,
        ),
      );
    }
  });

  const jobTitleError = errors.job_title?.message;

  return (
    <form className="grid gap-4" onSubmit={submit} noValidate>
      {/* Employees' names and e-mail are not capped while typing: the form reports a long one instead. */}
      <PersonNameFields form={form} names={PERSON_FIELD_NAMES} idPrefix="employee" isLengthCapped={false} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="employee-role" label="Role" error={errors.role?.message}>
          <NativeSelect id="employee-role" {...form.register('role')}>
            {ASSIGNABLE_ROLES.map((role) => (
              <option key={role} value={role}>
                {roleLabel(role)}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field id="employee-job_title" label="Job title" error={jobTitleError}>
          <Input
            id="employee-job_title"
            type="text"
            {...form.register('job_title')}
            {...invalidProps('employee-job_title', jobTitleError)}
          />
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="employee-hire-date" label="Hire date" error={errors.hire_date?.message}>
          <Input id="employee-hire-date" type="date" {...form.register('hire_date')} />
        </Field>
        {departmentsEnabled ? (
          <Field id="employee-department" label="Department" error={errors.department_id?.message}>
            <NativeSelect
              id="employee-department"
              {...form.register('department_id')}
              disabled={departments.isPending}
            >
              <option value="">Select a department</option>
              {(departments.data?.items ?? []).map((d) => (
                <option key={d.id} value={d.id}>
                  {d.name}
                </option>
              ))}
            </NativeSelect>
          </Field>
        ) : null}
      </div>
      {employee ? (
        <Field id="employee-status" label="Employment status">
          <NativeSelect id="employee-status" {...form.register('employment_status')}>
            {employee.employment_status === 'pending' ? (
              <option value="pending">{EMPLOYMENT_STATUS_LABELS.pending}</option>
            ) : null}
            {SETTABLE_EMPLOYMENT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {EMPLOYMENT_STATUS_LABELS[s]}
              </option>
            ))}
          </NativeSelect>
        </Field>
      ) : (
        <p className="text-muted-foreground text-sm">
          An invitation email with a link to set a password will be sent. You will also see a temporary
          password to pass on if the email does not arrive.
        </p>
      )}
      <DialogFormFooter
        submitLabel={employee ? 'Save Changes' : 'Add Employee'}
        isSaving={isSaving}
        onCancel={onDone}
      />
    </form>
  );
}

/** Add Employee (then the invitation notice with the temporary password) or Edit Employee. */
export function EmployeeDialog({
  open,
  onOpenChange,
  employee,
  departmentsEnabled,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  employee: TEmployee | null;
  departmentsEnabled: boolean;
}) {
  const {
    result: added,
    setResult: setAdded,
    close,
    handleOpenChange,
  } = useDialogResult<TAddedEmployee>(onOpenChange);
  return (
    <FormDialog
      isOpen={open}
      onOpenChange={handleOpenChange}
      className="sm:max-w-xl"
      title={added ? 'Employee added' : employee ? 'Edit Employee' : 'Add Employee'}
      description={
        added
          ? `${added.employee.full_name ?? added.employee.email} has been invited to Groundwork.`
          : employee
            ? 'Change their details, role, department or employment status.'
            : 'Invite a person of your company and give them a role.'
      }
    >
      {added ? (
        <>
          <TemporaryPasswordNotice
            email={added.employee.email}
            password={added.temporary_password}
            invitationSent={added.invitation_sent}
          />
          <DialogDoneFooter onDone={close} />
        </>
      ) : open ? (
        <EmployeeForm
          key={employee?.id ?? 'new'}
          employee={employee}
          departmentsEnabled={departmentsEnabled}
          onAdded={setAdded}
          onDone={close}
        />
      ) : null}
    </FormDialog>
  );
}
