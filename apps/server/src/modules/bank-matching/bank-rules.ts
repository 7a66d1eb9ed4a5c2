import {
  isControlAccount,
  MATCHING_MESSAGES as M,
  type TBankRule,
  type TCreateBankRule,
  type TUpdateBankRule,
} from '@groundwork/shared';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import type { TenantCaller } from '../../lib/api-route.ts';
import { audit } from '../../lib/audit.ts';
import { BankMatchingErrors } from './bank-matching.errors.ts';

type TRuleRow = {
  id: string;
  bank_account_id: string | null;
  name: string;
  text_contains: string;
  direction: TBankRule['direction'];
  account_id: string;
  account_number: string;
  account_name: string;
  job_id: string | null;
  job_number: string | null;
  job_name: string | null;
  cost_code_id: string | null;
  cost_category_id: string | null;
  memo: string;
  priority: number;
  is_active: boolean;
};

export function ruleJson(r: TRuleRow): TBankRule {
  return {
    id: r.id,
    bank_account_id: r.bank_account_id,
    name: r.name,
    text_contains: r.text_contains,
    direction: r.direction,
    account: { id: r.account_id, number: r.account_number, name: r.account_name },
    job: r.job_id ? { id: r.job_id, number: r.job_number ?? '', name: r.job_name ?? '' } : null,
    cost_code_id: r.cost_code_id,
    cost_category_id: r.cost_category_id,
    memo: r.memo,
    priority: Number(r.priority),
    is_active: r.is_active,
  };
}

/**
 * The company's rules, in the order they are tried (lowest priority number first, then name); with
 * `id` the one rule, with `bankAccountId` the active rules that apply to that account.
 */
export async function findRules(
  tx: Db,
  organizationId: string,
  filter: { id?: string; bankAccountId?: string } = {},
): Promise<TBankRule[]> {
  const rows = rowsOf<TRuleRow>(
    await tx.execute(sql`
      select r.id, r.bank_account_id, r.name, r.text_contains, r.direction, r.account_id,
        a.account_number, a.account_name, r.job_id, p.project_number as job_number, p.project_name as job_name,
        r.cost_code_id, r.cost_category_id, r.memo, r.priority, r.is_active
      from bank_rules r
      join chart_of_accounts a on a.organization_id = r.organization_id and a.id = r.account_id
      left join projects p on p.organization_id = r.organization_id and p.id = r.job_id
      where r.organization_id = ${organizationId}
        ${filter.id ? sql`and r.id = ${filter.id}` : sql``}
        ${
          filter.bankAccountId
            ? sql`and r.is_active and (r.bank_account_id is null or r.bank_account_id = ${filter.bankAccountId})`
            : sql``
        }
      order by r.priority, r.name, r.id`),
  );
  return rows.map(ruleJson);
}

export async function loadRule(tx: Db, organizationId: string, id: string): Promise<TBankRule> {
  const [rule] = await findRules(tx, organizationId, { id });
  if (!rule) throw BankMatchingErrors.ruleNotFound();
  return rule;
}

type TRuleTargets = {
  bank_account_id: string | null;
  account_id: string;
  job_id: string | null;
  cost_code_id: string | null;
  cost_category_id: string | null;
};

/**
 * What a rule posts to must be postable: the bank account (when the rule is for one) of the company;
 * the account of the company, active, neither a cash account nor a control account; the job, cost
 * code and category together or none, of the company and active (the checks of a journal line). One
 * round trip.
 */
export async function assertRuleTargets(tx: Db, organizationId: string, t: TRuleTargets): Promise<void> {
  const given = [t.job_id, t.cost_code_id, t.cost_category_id].filter(Boolean).length;
  if (given !== 0 && given !== 3) throw BankMatchingErrors.invalid(M.jobCostAllOrNone);
  const [row] = rowsOf<{
    bank_account: boolean;
    account_active: boolean | null;
    account_cash: boolean | null;
    account_key: string | null;
    job_status: string | null;
    code_active: boolean | null;
    category_active: boolean | null;
  }>(
    await tx.execute(sql`
      select
        (${t.bank_account_id}::uuid is null or exists (
          select 1 from bank_accounts where organization_id = ${organizationId} and id = ${t.bank_account_id}::uuid
        )) as bank_account,
        a.is_active as account_active, a.is_cash as account_cash, a.system_key as account_key,
        (select status from projects where organization_id = ${organizationId} and id = ${t.job_id}::uuid) as job_status,
        (select is_active from standard_cost_codes
          where organization_id = ${organizationId} and id = ${t.cost_code_id}::uuid) as code_active,
        (select is_active from cost_categories
          where organization_id = ${organizationId} and id = ${t.cost_category_id}::uuid) as category_active
      from (select 1) one
      left join chart_of_accounts a on a.organization_id = ${organizationId} and a.id = ${t.account_id}::uuid`),
  );
  if (!row?.bank_account) throw BankMatchingErrors.bankAccountNotFound();
  if (row.account_active === null) throw BankMatchingErrors.notFound('account_not_found', M.accountNotFound);
  if (!row.account_active) throw BankMatchingErrors.invalid(M.accountInactive);
  if (row.account_cash) throw BankMatchingErrors.invalid(M.accountCash);
  if (isControlAccount(row.account_key)) throw BankMatchingErrors.invalid(M.accountControl);
  if (t.job_id) {
    if (row.job_status === null) throw BankMatchingErrors.notFound('job_not_found', M.jobNotFound);
    if (row.job_status !== 'active') throw BankMatchingErrors.invalid(M.jobInactive);
    if (row.code_active === null)
      throw BankMatchingErrors.notFound('cost_code_not_found', M.costCodeNotFound);
    if (!row.code_active) throw BankMatchingErrors.invalid(M.costCodeInactive);
    if (row.category_active === null)
      throw BankMatchingErrors.notFound('cost_category_not_found', M.costCategoryNotFound);
    if (!row.category_active) throw BankMatchingErrors.invalid(M.costCategoryInactive);
  }
}

/** Creates a rule after checking what it posts to; audited. */
export async function createRule(tx: Db, caller: TenantCaller, input: TCreateBankRule): Promise<TBankRule> {
  const org = caller.organizationId;
  await assertRuleTargets(tx, org, input);
  const [row] = rowsOf<{ id: string }>(
    await tx.execute(sql`
      insert into bank_rules (organization_id, bank_account_id, name, text_contains, direction, account_id,
        job_id, cost_code_id, cost_category_id, memo, priority, is_active)
      values (${org}, ${input.bank_account_id}, ${input.name}, ${input.text_contains}, ${input.direction},
        ${input.account_id}, ${input.job_id}, ${input.cost_code_id}, ${input.cost_category_id}, ${input.memo},
        ${input.priority}, ${input.is_active})
      returning id`),
  );
  if (!row) throw new Error('bank rule insert returned no row');
  await audit(tx, {
    organizationId: org,
    actorId: caller.userId,
    action: 'create_bank_rule',
    entity: 'bank_rules',
    entityId: row.id,
    after: input,
    requestId: caller.requestId,
  });
  return loadRule(tx, org, row.id);
}

/** Changes a rule: absent fields stay; the result is checked as a whole; audited with before and after. */
export async function updateRule(
  tx: Db,
  caller: TenantCaller,
  id: string,
  input: TUpdateBankRule,
): Promise<TBankRule> {
  const org = caller.organizationId;
  const [locked] = rowsOf<{ id: string }>(
    await tx.execute(sql`select id from bank_rules where organization_id = ${org} and id = ${id} for update`),
  );
  if (!locked) throw BankMatchingErrors.ruleNotFound();
  const before = await loadRule(tx, org, id);
  const next = {
    bank_account_id: input.bank_account_id !== undefined ? input.bank_account_id : before.bank_account_id,
    name: input.name ?? before.name,
    text_contains: input.text_contains ?? before.text_contains,
    direction: input.direction ?? before.direction,
    account_id: input.account_id ?? before.account.id,
    job_id: input.job_id !== undefined ? input.job_id : (before.job?.id ?? null),
    cost_code_id: input.cost_code_id !== undefined ? input.cost_code_id : before.cost_code_id,
    cost_category_id: input.cost_category_id !== undefined ? input.cost_category_id : before.cost_category_id,
    memo: input.memo ?? before.memo,
    priority: input.priority ?? before.priority,
    is_active: input.is_active ?? before.is_active,
  };
  await assertRuleTargets(tx, org, next);
  await tx.execute(sql`
    update bank_rules set bank_account_id = ${next.bank_account_id}, name = ${next.name},
      text_contains = ${next.text_contains}, direction = ${next.direction}, account_id = ${next.account_id},
      job_id = ${next.job_id}, cost_code_id = ${next.cost_code_id}, cost_category_id = ${next.cost_category_id},
      memo = ${next.memo}, priority = ${next.priority}, is_active = ${next.is_active}, updated_at = now()
    where organization_id = ${org} and id = ${id}`);
  await audit(tx, {
    organizationId: org,
    actorId: caller.userId,
    action: 'update_bank_rule',
    entity: 'bank_rules',
    entityId: id,
    before,
    after: next,
    requestId: caller.requestId,
  });
  return loadRule(tx, org, id);
}

/**
 * Deletes a rule; the matches it made keep their entries (their rule link is cleared); one whose match
 * is in a finished reconciliation cannot go (409: make it inactive). Audited.
 */
export async function deleteRule(tx: Db, caller: TenantCaller, id: string): Promise<void> {
  const org = caller.organizationId;
  const before = await loadRule(tx, org, id);
  const [used] = rowsOf<{ used: boolean }>(
    await tx.execute(sql`
      select exists (
        select 1 from bank_matches m join bank_reconciliations rc on rc.id = m.reconciliation_id
        where m.organization_id = ${org} and m.rule_id = ${id} and rc.status = 'finished'
      ) as used`),
  );
  if (used?.used) throw BankMatchingErrors.ruleInUse();
  await tx.execute(sql`delete from bank_rules where organization_id = ${org} and id = ${id}`);
  await audit(tx, {
    organizationId: org,
    actorId: caller.userId,
    action: 'delete_bank_rule',
    entity: 'bank_rules',
    entityId: id,
    before,
    requestId: caller.requestId,
  });
}
