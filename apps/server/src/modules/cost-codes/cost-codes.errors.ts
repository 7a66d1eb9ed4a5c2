import {
  COST_CODE_MESSAGES,
  parentMissingMessage,
  type TCostCodeChangeError,
  type TCostCodeErrorDetails,
  type TCostCodeErrorKind,
} from '@groundwork/shared';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { handleError } from '../../lib/error-handler.ts';

/** A cost-code error about one row: the answer carries `details` naming it (operation, index, code). */
export class CostCodeError extends AppError {
  constructor(
    code: string,
    message: string,
    status: ContentfulStatusCode,
    public readonly details?: TCostCodeErrorDetails,
  ) {
    super(code, message, status);
  }
}

const STATUS_OF: Record<TCostCodeErrorKind, ContentfulStatusCode> = {
  invalid: 400,
  not_found: 404,
  code_taken: 409,
  parent_missing: 400,
  parent_has_children: 409,
};

const ERROR_CODE_OF: Record<TCostCodeErrorKind, string> = {
  invalid: 'invalid_input',
  not_found: 'cost_code_not_found',
  code_taken: 'cost_code_taken',
  parent_missing: 'parent_code_missing',
  parent_has_children: 'parent_has_children',
};

export const CostCodeErrors = {
  notFound: () => new CostCodeError('cost_code_not_found', COST_CODE_MESSAGES.notFound, 404),
  fromRule: ({ kind, message, operation, index, code }: TCostCodeChangeError) =>
    new CostCodeError(ERROR_CODE_OF[kind], message, STATUS_OF[kind], { operation, index, code }),
  importBlocked: (details: TCostCodeErrorDetails) =>
    new CostCodeError('import_invalid', COST_CODE_MESSAGES.importBlocked, 400, details),
  taken: (operation: TCostCodeErrorDetails['operation'], code: string) =>
    new CostCodeError('cost_code_taken', COST_CODE_MESSAGES.codeTaken, 409, { operation, index: -1, code }),
  parentMissing: (operation: TCostCodeErrorDetails['operation'], parent: string) =>
    new CostCodeError('parent_code_missing', parentMissingMessage(parent), 400, {
      operation,
      index: -1,
      code: parent,
    }),
  parentHasChildren: (operation: TCostCodeErrorDetails['operation'], parent: string) =>
    new CostCodeError('parent_has_children', COST_CODE_MESSAGES.parentWithChildren, 409, {
      operation,
      index: -1,
      code: parent,
    }),
} as const;

/** The unique constraint of (organization_id, code) and the deferred parent foreign key (migration 0010). */
export const COST_CODE_UNIQUE = 'standard_cost_codes_org_code_key';
export const COST_CODE_PARENT_FK = 'standard_cost_codes_parent_fk';

type PgErrorLike = {
  code?: unknown;
  constraint?: unknown;
  detail?: unknown;
  message?: unknown;
  cause?: unknown;
};

/** The driver error with this SQLSTATE inside drizzle's wrapping, or null. */
function pgError(err: unknown, sqlState: string): PgErrorLike | null {
  let current: unknown = err;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const e = current as PgErrorLike;
    if (e.code === sqlState) return e;
    current = e.cause;
  }
  return null;
}

/**
 * What the database said when another session's save raced ours past the checks in code: a code taken
 * meanwhile (23505), or the parent rule (23503 of the deferred foreign key: a child whose parent is
 * gone, or a parent deleted under a new child). Anything else is rethrown as it is.
 */
export function costCodeDbError(err: unknown, operation: TCostCodeErrorDetails['operation']): unknown {
  const unique = pgError(err, '23505');
  if (unique && unique.constraint === COST_CODE_UNIQUE) {
    const code = /\(organization_id, code\)=\([^,]+, ([^)]+)\)/.exec(String(unique.detail ?? ''))?.[1] ?? '';
    return CostCodeErrors.taken(operation, code);
  }
  const foreign = pgError(err, '23503');
  if (foreign && foreign.constraint === COST_CODE_PARENT_FK) {
    const parent = /=\([^,]+, ([^)]+)\)/.exec(String(foreign.detail ?? ''))?.[1] ?? '';
    const isReferenced = /still referenced/.test(String(foreign.detail ?? ''));
    return isReferenced
      ? CostCodeErrors.parentHasChildren(operation, parent)
      : CostCodeErrors.parentMissing(operation, parent);
  }
  return err;
}

/** The module's error handler: cost-code errors answer with their row, the rest as everywhere else. */
export function handleCostCodeError(err: Error, c: Context<AppEnv>) {
  if (err instanceof CostCodeError && err.details) {
    return c.json({ error: { code: err.code, message: err.message, details: err.details } }, err.status);
  }
  return handleError(err, c);
}
