import { z } from 'zod';

/** The spec's words (§5 Cost category, §8 Cost categories), verbatim; the rest are ours. */
export const COST_CATEGORY_MESSAGES = {
  codeRequired: 'Code is required',
  codeLength: 'Code must be 1-2 characters',
  codeLetters: 'Code must contain only letters',
  descriptionRequired: 'Description is required',
  descriptionMax: 'Description must be less than 200 characters',
  glAccountRequired: 'GL Account is required',
  createFailed: 'Error creating cost category',
  updateFailed: 'Error updating cost category',
  deleteFailed: 'Error deleting cost category',
  noOrganization: 'No organization found',
  // Ours.
  created: 'Cost category created successfully',
  updated: 'Cost category updated successfully',
  deleted: 'Cost category deleted successfully',
  activated: 'Cost category activated',
  deactivated: 'Cost category deactivated',
  notFound: 'Cost category not found',
  glAccountInactive: 'GL Account must be an active account of your company',
  inUse: 'This cost category is in use and cannot be deleted. Deactivate it instead.',
} as const;

/** 'A cost category with code LB already exists' (ours: the spec asks for uniqueness without words). */
export const costCategoryTakenMessage = (code: string) => `A cost category with code ${code} already exists`;

export const COST_CATEGORY_CODE_MAX = 2;
export const COST_CATEGORY_DESCRIPTION_MAX = 200;

/** What the code input keeps (spec §5): letters only, upper-cased, at most 2. 'l1b' → 'LB'. */
export function normalizeCostCategoryCodeInput(raw: string): string {
  return raw
    .replace(/[^a-z]/gi, '')
    .toUpperCase()
    .slice(0, COST_CATEGORY_CODE_MAX);
}

export const ZCostCategoryCode = z
  .string({ error: COST_CATEGORY_MESSAGES.codeRequired })
  .trim()
  .min(1, COST_CATEGORY_MESSAGES.codeRequired)
  .max(COST_CATEGORY_CODE_MAX, COST_CATEGORY_MESSAGES.codeLength)
  .regex(/^[a-z]+$/i, COST_CATEGORY_MESSAGES.codeLetters)
  .transform((v) => v.toUpperCase());

const ZCostCategoryDescription = z
  .string({ error: COST_CATEGORY_MESSAGES.descriptionRequired })
  .trim()
  .min(1, COST_CATEGORY_MESSAGES.descriptionRequired)
  .max(COST_CATEGORY_DESCRIPTION_MAX, COST_CATEGORY_MESSAGES.descriptionMax);

const ZGlAccountId = z
  .string({ error: COST_CATEGORY_MESSAGES.glAccountRequired })
  .min(1, COST_CATEGORY_MESSAGES.glAccountRequired)
  .uuid(COST_CATEGORY_MESSAGES.glAccountRequired);

/** The add/edit dialog's fields. */
export const ZCostCategoryInput = z.object({
  code: ZCostCategoryCode,
  description: ZCostCategoryDescription,
  gl_account_id: ZGlAccountId,
  is_active: z.boolean().default(true),
});
export type TCostCategoryFormValues = z.input<typeof ZCostCategoryInput>;
export type TCreateCostCategory = z.output<typeof ZCostCategoryInput>;
export const ZCreateCostCategory = ZCostCategoryInput;

/** A partial edit: absent fields stay as they are. */
export const ZUpdateCostCategory = z.object({
  code: ZCostCategoryCode.optional(),
  description: ZCostCategoryDescription.optional(),
  gl_account_id: ZGlAccountId.optional(),
  is_active: z.boolean().optional(),
});
export type TUpdateCostCategory = z.output<typeof ZUpdateCostCategory>;

export const ZCostCategory = z.object({
  id: z.string(),
  organization_id: z.string(),
  code: z.string(),
  description: z.string(),
  gl_account_id: z.string(),
  gl_account_number: z.string(),
  gl_account_name: z.string(),
  is_active: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TCostCategory = z.infer<typeof ZCostCategory>;
