import { z } from 'zod';

/** The spec's words (§5 Department, §8 Departments, §2 Business Settings), verbatim; the rest are ours. */
export const DEPARTMENT_MESSAGES = {
  nameRequired: 'Name is required',
  nameMax: 'Name must be less than 100 characters',
  codeMax: 'Code must be less than 20 characters',
  descriptionMax: 'Description must be less than 500 characters',
  nameTaken: 'A department with this name already exists',
  limitReached: 'You can create at most 10 departments. Delete one to add another.',
  systemRename: 'System departments cannot be renamed',
  systemDeactivate: 'System departments cannot be deactivated',
  systemDelete: 'System departments cannot be deleted',
  notFound: 'Department not found',
  empty: 'No departments created yet. Add your first department to get started.',
  created: 'Department created successfully',
  updated: 'Department updated successfully',
  deleted: 'Department deleted successfully',
  createFailed: 'Error creating department',
  updateFailed: 'Error updating department',
  deleteFailed: 'Error deleting department',
} as const;

/** At most this many non-system departments per organization (spec §9). */
export const DEPARTMENT_LIMIT = 10;

export const DEPARTMENT_LIMITS = { name: 100, department_code: 20, description: 500 } as const;

/** 'N of 10 departments created' (spec §2 Business Settings). */
export function departmentCounterText(count: number): string {
  return `${count} of ${DEPARTMENT_LIMIT} departments created`;
}

const ZDepartmentName = z
  .string({ error: DEPARTMENT_MESSAGES.nameRequired })
  .trim()
  .min(1, DEPARTMENT_MESSAGES.nameRequired)
  .max(DEPARTMENT_LIMITS.name, DEPARTMENT_MESSAGES.nameMax);

/** Trimmed, upper-cased, null when empty. */
const ZDepartmentCode = z
  .string()
  .trim()
  .max(DEPARTMENT_LIMITS.department_code, DEPARTMENT_MESSAGES.codeMax)
  .nullish()
  .transform((v) => (v ? v.toUpperCase() : null));

const ZDepartmentDescription = z
  .string()
  .trim()
  .max(DEPARTMENT_LIMITS.description, DEPARTMENT_MESSAGES.descriptionMax)
  .nullish()
  .transform((v) => (v ? v : null));

/** The add/edit dialog's fields. */
export const ZDepartmentInput = z.object({
  name: ZDepartmentName,
  department_code: ZDepartmentCode,
  description: ZDepartmentDescription,
});
export type TDepartmentFormValues = z.input<typeof ZDepartmentInput>;

export const ZCreateDepartment = ZDepartmentInput;
export type TCreateDepartment = z.output<typeof ZCreateDepartment>;

/** A partial edit: absent fields stay; `is_active` activates or deactivates. */
export const ZUpdateDepartment = ZDepartmentInput.partial().extend({ is_active: z.boolean().optional() });
export type TUpdateDepartment = z.output<typeof ZUpdateDepartment>;

export const ZDepartment = z.object({
  id: z.string(),
  organization_id: z.string(),
  name: z.string(),
  department_code: z.string().nullable(),
  description: z.string().nullable(),
  is_active: z.boolean(),
  is_system: z.boolean(),
  created_by: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TDepartment = z.infer<typeof ZDepartment>;

/** GET /departments: `active=true` gives the pickers' list (active only, by name). */
export const ZDepartmentListQuery = z.object({
  active: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});
export type TDepartmentListQuery = z.output<typeof ZDepartmentListQuery>;
