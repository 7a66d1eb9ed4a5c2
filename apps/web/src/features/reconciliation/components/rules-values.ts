import { ZCreateBankRule } from '@groundwork/shared';
import type { TBankRule, TRuleDirection } from '../api/rules-api';

/* A bank rule's form values, their problems and the request they make (issue 23). */

export type TRuleValues = {
  name: string;
  text_contains: string;
  direction: TRuleDirection;
  /** '' for every bank account. */
  bank_account_id: string;
  account_id: string;
  job_id: string;
  cost_code_id: string;
  cost_category_id: string;
  memo: string;
  priority: string;
  is_active: boolean;
};

export function ruleValuesOf(rule: TBankRule | null): TRuleValues {
  return {
    name: rule?.name ?? '',
    text_contains: rule?.text_contains ?? '',
    direction: rule?.direction ?? 'out',
    bank_account_id: rule?.bank_account_id ?? '',
    account_id: rule?.account.id ?? '',
    job_id: rule?.job?.id ?? '',
    cost_code_id: rule?.cost_code_id ?? '',
    cost_category_id: rule?.cost_category_id ?? '',
    memo: rule?.memo ?? '',
    priority: String(rule?.priority ?? 100),
    is_active: rule?.is_active ?? true,
  };
}

/** What the form sends, for a new rule and an edited one alike. */
export type TRuleRequest = {
  name: string;
  text_contains: string;
  direction: TRuleDirection;
  bank_account_id: string | null;
  account_id: string;
  job_id: string | null;
  cost_code_id: string | null;
  cost_category_id: string | null;
  memo: string;
  priority: number;
  is_active: boolean;
};

const FIELDS = new Set<string>([
  'name',
  'text_contains',
  'direction',
  'bank_account_id',
  'account_id',
  'job_id',
  'cost_code_id',
  'cost_category_id',
  'memo',
  'priority',
]);

/** The form's problems by field: the server's own schema, and the parts of job cost still missing. */
export function ruleFormErrors(values: TRuleValues): Partial<Record<keyof TRuleValues, string>> {
  const errors: Partial<Record<keyof TRuleValues, string>> = {};
  // Job cost is all or nothing: a job needs its cost code and category.
  if (values.job_id) {
    if (!values.cost_code_id) errors.cost_code_id = 'Choose the cost code';
    if (!values.cost_category_id) errors.cost_category_id = 'Choose the category';
  }
  if (!/^\d+$/.test(values.priority.trim()))
    errors.priority = 'Enter a priority from 0 to 10,000 (lower runs first)';
  const parsed = ZCreateBankRule.safeParse(ruleInputOf(values));
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '');
      if (FIELDS.has(field) && errors[field as keyof TRuleValues] === undefined)
        errors[field as keyof TRuleValues] = issue.message;
    }
  return errors;
}

export function ruleInputOf(values: TRuleValues): TRuleRequest {
  const hasJob = values.job_id !== '';
  const text = values.text_contains.trim();
  return {
    // A rule without a name is called by its text.
    name: values.name.trim() || text,
    text_contains: text,
    direction: values.direction,
    bank_account_id: values.bank_account_id || null,
    account_id: values.account_id,
    job_id: hasJob ? values.job_id : null,
    cost_code_id: hasJob ? values.cost_code_id || null : null,
    cost_category_id: hasJob ? values.cost_category_id || null : null,
    memo: values.memo.trim(),
    priority: Number(values.priority.trim()),
    is_active: values.is_active,
  };
}
