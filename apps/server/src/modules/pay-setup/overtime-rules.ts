import {
  overtimeRuleProblems,
  type TOvertimeRuleInput,
  type TOvertimeRuleRow,
  type TUpdateOvertimeRule,
  ZOvertimeRules,
} from '@groundwork/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { overtimeRules } from '../../db/schema/index.ts';
import type { TenantCaller } from '../../lib/api-route.ts';
import { audit } from '../../lib/audit.ts';
import { violatedUniqueIndex } from '../../lib/db-errors.ts';
import { PaySetupErrors } from './pay-setup.errors.ts';

type RuleRow = typeof overtimeRules.$inferSelect;

const ruleJson = (r: RuleRow): TOvertimeRuleRow => ({
  id: r.id,
  code: r.code,
  name: r.name,
  kind: r.kind,
  jurisdiction: r.jurisdiction,
  union_local: r.unionLocal,
  rules: r.rules,
  is_active: r.isActive,
});

/** The rules as the overtime engine reads them; the first problem refused with its path. */
function checkedRules(rules: unknown) {
  const parsed = ZOvertimeRules.safeParse(rules);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? `rules.${issue.path.join('.')}: ` : 'rules: ';
    throw PaySetupErrors.invalid(`${where}${issue?.message ?? 'invalid'}`);
  }
  return parsed.data;
}

const codeTaken = (code: string) => (err: unknown) => {
  if (violatedUniqueIndex(err) === 'overtime_rules_org_code_key') throw PaySetupErrors.ruleCodeTaken(code);
  throw err;
};

async function ruleRow(tx: Db, caller: TenantCaller, id: string) {
  const [row] = await tx
    .select()
    .from(overtimeRules)
    .where(and(eq(overtimeRules.organizationId, caller.organizationId), eq(overtimeRules.id, id)));
  if (!row) throw PaySetupErrors.ruleNotFound();
  return row;
}

const write = (tx: Db, caller: TenantCaller, action: string, id: string, before: unknown, after: unknown) =>
  audit(tx, {
    organizationId: caller.organizationId,
    actorId: caller.userId,
    action,
    entity: 'overtime_rules',
    entityId: id,
    before: before ?? null,
    after: after ?? null,
    requestId: caller.requestId,
  });

export async function findOvertimeRules(tx: Db, caller: TenantCaller): Promise<TOvertimeRuleRow[]> {
  const rows = await tx
    .select()
    .from(overtimeRules)
    .where(eq(overtimeRules.organizationId, caller.organizationId))
    .orderBy(asc(overtimeRules.code));
  return rows.map(ruleJson);
}

export async function createOvertimeRule(
  tx: Db,
  caller: TenantCaller,
  input: TOvertimeRuleInput,
): Promise<TOvertimeRuleRow> {
  const rules = checkedRules(input.rules);
  const [row] = await tx
    .insert(overtimeRules)
    .values({
      organizationId: caller.organizationId,
      code: input.code,
      name: input.name,
      kind: input.kind,
      jurisdiction: input.kind === 'jurisdiction' ? input.jurisdiction : null,
      unionLocal: input.kind === 'agreement' ? input.union_local : null,
      rules,
      isActive: input.is_active,
    })
    .returning()
    .catch(codeTaken(input.code));
  if (!row) throw new Error('overtime rule insert returned no row');
  const after = ruleJson(row);
  await write(tx, caller, 'create_overtime_rule', row.id, null, after);
  return after;
}

export async function updateOvertimeRule(
  tx: Db,
  caller: TenantCaller,
  id: string,
  input: TUpdateOvertimeRule,
): Promise<TOvertimeRuleRow> {
  const before = await ruleRow(tx, caller, id);
  const merged = {
    code: input.code ?? before.code,
    name: input.name ?? before.name,
    kind: input.kind ?? before.kind,
    jurisdiction: input.jurisdiction !== undefined ? input.jurisdiction : before.jurisdiction,
    union_local: input.union_local !== undefined ? input.union_local : before.unionLocal,
  };
  const [problem] = overtimeRuleProblems(merged);
  if (problem) throw PaySetupErrors.invalid(problem.message);
  const rules = input.rules !== undefined ? checkedRules(input.rules) : before.rules;
  const [row] = await tx
    .update(overtimeRules)
    .set({
      code: merged.code,
      name: merged.name,
      kind: merged.kind,
      jurisdiction: merged.kind === 'jurisdiction' ? merged.jurisdiction : null,
      unionLocal: merged.kind === 'agreement' ? merged.union_local : null,
      rules,
      isActive: input.is_active ?? before.isActive,
      updatedAt: new Date(),
    })
    .where(eq(overtimeRules.id, id))
    .returning()
    .catch(codeTaken(merged.code));
  if (!row) throw PaySetupErrors.ruleNotFound();
  const after = ruleJson(row);
  await write(tx, caller, 'update_overtime_rule', id, ruleJson(before), after);
  return after;
}

export async function deleteOvertimeRule(tx: Db, caller: TenantCaller, id: string): Promise<void> {
  const before = await ruleRow(tx, caller, id);
  await tx.delete(overtimeRules).where(eq(overtimeRules.id, id));
  await write(tx, caller, 'delete_overtime_rule', id, ruleJson(before), null);
}
