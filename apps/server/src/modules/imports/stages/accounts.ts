import { randomUUID } from 'node:crypto';
import { normalBalanceOf } from '@groundwork/shared';
import { eq } from 'drizzle-orm';
import { chartOfAccounts } from '../../../db/schema/index.ts';
import {
  accountPathsInUse,
  normalizePath,
  planAccounts,
  sourceAccountsOf,
  type TAccountCreate,
  type TChartAccount,
} from './accounts-plan.ts';
import { chunks } from './customers-fields.ts';
import { ensureImportSystemAccounts, loadChart, systemAccountIds } from './resolve.ts';
import { emptyStageResult, type TImportStageRunner, type TStageContext } from './stage-types.ts';

/*
 * The chart-of-accounts stage (issue 24):
 *   1. the import's own system accounts (opening clearing, opening balance equity, undeposited funds)
 *      are created when missing, so control accounts can map onto them;
 *   2. every source account is planned against the chart (accounts-plan.ts): mapped, found by number
 *      or name (a rerun), skipped (non-posting) or created — each problem a row error;
 *   3. the created accounts are written in bulk, parents before their sub-accounts.
 * Mapped and found accounts are left as they are (unchanged).
 */

const SYSTEM_LABELS: Record<string, string> = {
  opening_clearing: 'Opening Balance Clearing',
  opening_balance_equity: 'Opening Balance Equity',
  undeposited_funds: 'Undeposited Funds',
};

function depth(create: TAccountCreate, byId: ReadonlyMap<string, TAccountCreate>): number {
  let d = 0;
  for (let p = create.parentId; p && byId.has(p) && d < 100; p = byId.get(p)?.parentId ?? null) d++;
  return d;
}

function label(a: Pick<TChartAccount, 'number' | 'name'>): string {
  return `${a.number} ${a.name}`;
}

async function runAccounts(ctx: TStageContext) {
  const result = emptyStageResult();
  const { tx } = ctx;
  const org = ctx.caller.organizationId;
  const sources = sourceAccountsOf(ctx.model, ctx.mapping);
  if (sources.length === 0) return result;

  // 1. System accounts the import maps onto.
  const before = await systemAccountIds(tx, org);
  // One a rolled-back import left inactive is active again (recorded as updated).
  const { reactivated } = await ensureImportSystemAccounts(tx, org, ctx.record);
  const reactivatedIds = new Set(reactivated);
  const system = await systemAccountIds(tx, org);
  for (const [key, id] of system) {
    if (before.has(key) || !SYSTEM_LABELS[key]) continue;
    await ctx.record({ entityType: 'account', entityId: id, action: 'created', naturalKey: `system:${key}` });
  }

  // 2. The plan.
  const chart = await loadChart(tx, org);
  const chartById = new Map(chart.map((a) => [a.id, a]));
  const inUse = accountPathsInUse(ctx.model);
  const plan = planAccounts(sources, ctx.mapping, chart, system, randomUUID, inUse);
  // Trial-balance accounts found nowhere are the opening entry's to flag, not rows of this stage.
  result.rows = plan.filter((r) => !(r.source.loose && r.action === 'skip')).length;
  const creates: TAccountCreate[] = [];
  for (const row of plan) {
    if (row.action === 'error' && row.error) {
      result.errors.push({
        stage: 'accounts',
        file_name: row.source.ref.fileName,
        row: row.source.ref.row,
        message: row.error,
      });
    } else if (row.action === 'existing') {
      const target = row.accountId ? chartById.get(row.accountId) : undefined;
      if (target && reactivatedIds.delete(target.id)) {
        result.updated++;
        if (result.samples.length < 8) result.samples.push([label(target), 'made active again']);
        continue;
      }
      const wanted =
        inUse.has(normalizePath(row.source.path).toLowerCase()) ||
        (!row.source.inactive && !row.source.loose);
      if (target && !target.isActive && wanted) {
        // An inactive account the source has a balance or postings on, or lists as active (one a
        // rolled-back import kept inactive), is reactivated (the ledger posts only to active
        // accounts); the rollback makes it inactive again.
        await tx
          .update(chartOfAccounts)
          .set({ isActive: true, updatedAt: new Date() })
          .where(eq(chartOfAccounts.id, target.id));
        target.isActive = true;
        await ctx.record({
          entityType: 'account',
          entityId: target.id,
          action: 'updated',
          naturalKey: target.number,
          before: { isActive: false },
        });
        result.updated++;
        if (result.samples.length < 8) result.samples.push([label(target), 'made active again']);
        continue;
      }
      result.unchanged++;
      if (target && row.how !== 'number' && result.samples.length < 8)
        result.samples.push([normalizePath(row.source.path), `→ ${label(target)}`]);
    } else if (row.action === 'create' && row.create) {
      creates.push(row.create);
    }
  }

  // 3. Created accounts, parents first (a parent must exist when its sub-account is inserted).
  const byId = new Map(creates.map((c) => [c.id, c]));
  const ordered = creates
    .map((c) => ({ c, d: depth(c, byId) }))
    .sort((a, b) => a.d - b.d)
    .map((x) => x.c);
  const pathOf = new Map(plan.flatMap((r) => (r.create ? [[r.create.id, r.source.path] as const] : [])));
  let done = result.unchanged;
  for (const slice of chunks(ordered)) {
    await tx.insert(chartOfAccounts).values(
      slice.map((c) => ({
        id: c.id,
        organizationId: org,
        accountNumber: c.number,
        accountName: c.name,
        accountType: c.type,
        normalBalance: normalBalanceOf(c.type),
        description: c.description,
        parentId: c.parentId,
        isCash: c.isCash,
        isActive: c.isActive,
      })),
    );
    for (const c of slice) {
      await ctx.record({ entityType: 'account', entityId: c.id, action: 'created', naturalKey: c.number });
      if (result.samples.length < 8)
        result.samples.push([normalizePath(pathOf.get(c.id) ?? c.name), `new ${c.type} account ${label(c)}`]);
    }
    result.created += slice.length;
    done += slice.length;
    await ctx.progress(done, plan.length);
  }
  return result;
}

export const accountsStage: TImportStageRunner = { stage: 'accounts', run: runAccounts };
