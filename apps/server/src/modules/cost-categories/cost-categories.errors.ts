import { COST_CATEGORY_MESSAGES, costCategoryTakenMessage } from '@groundwork/shared';
import { AppError } from '../../lib/app-error.ts';

export const CostCategoryErrors = {
  notFound: () => new AppError('cost_category_not_found', COST_CATEGORY_MESSAGES.notFound, 404),
  codeTaken: (code: string) => new AppError('cost_category_code_taken', costCategoryTakenMessage(code), 409),
  glAccountInactive: () => new AppError('gl_account_invalid', COST_CATEGORY_MESSAGES.glAccountInactive, 400),
  inUse: () => new AppError('cost_category_in_use', COST_CATEGORY_MESSAGES.inUse, 409),
} as const;

/** The unique index that makes a category code unique within its organization. */
export const COST_CATEGORY_CODE_INDEX = 'cost_categories_org_code_key';
/** The composite key to the organization's own GL account (restrict). */
export const COST_CATEGORY_GL_FK = 'cost_categories_gl_account_fk';

type PgErrorLike = { code?: unknown; constraint?: unknown; cause?: unknown };

/**
 * The constraint of a foreign-key violation inside drizzle's wrapping — 23503 (NO ACTION) or 23001
 * (RESTRICT) — or null.
 */
export function violatedForeignKey(err: unknown): string | null {
  let current: unknown = err;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const e = current as PgErrorLike;
    if (e.code === '23503' || e.code === '23001') return typeof e.constraint === 'string' ? e.constraint : '';
    current = e.cause;
  }
  return null;
}
