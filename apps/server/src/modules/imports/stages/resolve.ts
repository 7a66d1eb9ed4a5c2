import type { TAccountType, TImportMapping } from '@groundwork/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { chartOfAccounts, customers, projects, vendors } from '../../../db/schema/index.ts';
import type { TImportSourceModel } from '../model/source-model.ts';
import { normalizePath, planAccounts, sourceAccountsOf, type TChartAccount } from './accounts-plan.ts';
import type { TStageContext } from './stage-types.ts';

/*
 * How the later stages find what the list stages wrote (issue 24), by natural keys: accounts by the
 * same plan the accounts stage follows (control accounts, mapped ids, numbers, names), customers and
 * vendors by name (case-insensitive), jobs by `Customer:Job`. Run after the list stages (in a dry run
 * inside the same transaction, so the dry run's records are found too).
 */

/** The product's control accounts by system_key (what the mapping's control accounts map onto). */
const CONTROL_SYSTEM_KEYS = [
  'accounts_receivable',
  'accounts_payable',
  'retainage_receivable',
  'retainage_payable',
  'undeposited_funds',
  'opening_balance_equity',
  'opening_clearing',
] as const;

/** Every account of the company as the planner reads it. */
export async function loadChart(tx: Db, organizationId: string): Promise<TChartAccount[]> {
  return tx
    .select({
      id: chartOfAccounts.id,
      number: chartOfAccounts.accountNumber,
      name: chartOfAccounts.accountName,
      type: chartOfAccounts.accountType,
      systemKey: chartOfAccounts.systemKey,
      parentId: chartOfAccounts.parentId,
      isActive: chartOfAccounts.isActive,
      isCash: chartOfAccounts.isCash,
    })
    .from(chartOfAccounts)
    .where(eq(chartOfAccounts.organizationId, organizationId))
    .orderBy(chartOfAccounts.accountNumber);
}

/** system_key → account id for the keys the import maps onto. */
export async function systemAccountIds(tx: Db, organizationId: string): Promise<Map<string, string>> {
  const rows = await tx
    .select({ id: chartOfAccounts.id, key: chartOfAccounts.systemKey })
    .from(chartOfAccounts)
    .where(
      and(
        eq(chartOfAccounts.organizationId, organizationId),
        inArray(chartOfAccounts.systemKey, [...CONTROL_SYSTEM_KEYS]),
      ),
    );
  return new Map(rows.map((r) => [r.key ?? '', r.id]));
}

/**
 * Source account path (as the model writes it, and also its normalized `A:B` form) → account id, for
 * every source account that is in the chart now. Non-posting and failed rows are absent.
 */
export async function resolveAccounts(
  tx: Db,
  organizationId: string,
  model: Pick<TImportSourceModel, 'accounts' | 'trialBalance'>,
  mapping: TImportMapping,
): Promise<Map<string, string>> {
  const chart = await loadChart(tx, organizationId);
  const system = await systemAccountIds(tx, organizationId);
  const plan = planAccounts(sourceAccountsOf(model, mapping), mapping, chart, system, () => '');
  const out = new Map<string, string>();
  for (const row of plan) {
    if (row.action !== 'existing' || !row.accountId) continue;
    out.set(row.source.path, row.accountId);
    out.set(normalizePath(row.source.path), row.accountId);
  }
  // Control accounts named in the mapping but absent from the source's account list still resolve.
  for (const [key, path] of Object.entries(mapping.control_accounts ?? {})) {
    const id = path ? system.get(key) : undefined;
    if (path && id && !out.has(normalizePath(path))) {
      out.set(path, id);
      out.set(normalizePath(path), id);
    }
  }
  return out;
}

/** Lower-cased, trimmed name: the natural key of customers and vendors. */
export function partyKey(name: string): string {
  return name.trim().toLowerCase();
}

/** `Customer:Job` (segments trimmed, lower-cased): the natural key of a job. */
export function jobKey(customerName: string, jobName: string): string {
  return normalizePath(`${customerName}:${jobName}`).toLowerCase();
}

/** The mapping's `map` answers for names the lists lack (documents name them): name → chosen record. */
function mappedNames(
  mapping: TImportMapping | undefined,
  kind: 'customer' | 'vendor' | 'job',
  out: Map<string, string>,
  key: (name: string) => string,
) {
  for (const n of mapping?.names ?? [])
    if (n.kind === kind && n.action === 'map' && n.target_id && !out.has(key(n.source_name)))
      out.set(key(n.source_name), n.target_id);
}

/**
 * Customer name (lower case) → id; the oldest customer wins when two share a name. With the mapping,
 * names it maps onto a chosen customer resolve too.
 */
export async function resolveCustomers(
  tx: Db,
  organizationId: string,
  mapping?: TImportMapping,
): Promise<Map<string, string>> {
  const rows = await tx
    .select({ id: customers.id, name: customers.name })
    .from(customers)
    .where(eq(customers.organizationId, organizationId))
    .orderBy(customers.createdAt, customers.customerNumber);
  const out = new Map<string, string>();
  for (const r of rows) if (!out.has(partyKey(r.name))) out.set(partyKey(r.name), r.id);
  mappedNames(mapping, 'customer', out, partyKey);
  return out;
}

/** Vendor name (lower case) → id, as resolveCustomers. */
export async function resolveVendors(
  tx: Db,
  organizationId: string,
  mapping?: TImportMapping,
): Promise<Map<string, string>> {
  const rows = await tx
    .select({ id: vendors.id, name: vendors.name })
    .from(vendors)
    .where(eq(vendors.organizationId, organizationId))
    .orderBy(vendors.createdAt, vendors.vendorNumber);
  const out = new Map<string, string>();
  for (const r of rows) if (!out.has(partyKey(r.name))) out.set(partyKey(r.name), r.id);
  mappedNames(mapping, 'vendor', out, partyKey);
  return out;
}

/**
 * `Customer:Job` (lower case) → job id. A sub-job keeps its middle segments in its name
 * (`Customer:Job:Phase 2` is the customer's job `Job:Phase 2`).
 */
export async function resolveJobs(
  tx: Db,
  organizationId: string,
  mapping?: TImportMapping,
): Promise<Map<string, string>> {
  const rows = await tx
    .select({ id: projects.id, name: projects.projectName, customer: customers.name })
    .from(projects)
    .innerJoin(customers, eq(customers.id, projects.customerId))
    .where(eq(projects.organizationId, organizationId))
    .orderBy(projects.createdAt, projects.projectNumber);
  const out = new Map<string, string>();
  for (const r of rows) {
    const k = jobKey(r.customer, r.name);
    if (!out.has(k)) out.set(k, r.id);
  }
  mappedNames(mapping, 'job', out, (name) => normalizePath(name).toLowerCase());
  return out;
}

type TSystemAccountSpec = {
  key: 'opening_clearing' | 'opening_balance_equity' | 'undeposited_funds';
  number: number;
  name: string;
  type: TAccountType;
  description: string;
};
const IMPORT_SYSTEM_ACCOUNTS: TSystemAccountSpec[] = [
  {
    key: 'opening_clearing',
    number: 3990,
    name: 'Opening Balance Clearing',
    type: 'equity',
    description: 'The other side of imported open invoices, bills and bank items: nets to zero',
  },
  {
    key: 'opening_balance_equity',
    number: 3950,
    name: 'Opening Balance Equity',
    type: 'equity',
    description: 'The other side of the opening balances entered when the books start',
  },
  {
    key: 'undeposited_funds',
    number: 1050,
    name: 'Undeposited Funds',
    type: 'asset',
    description: 'Receipts not yet deposited in the bank',
  },
];

/**
 * The accounts the import posts to that a company may not have yet, created on demand by system_key
 * (the number given, or the next free one above it when taken). With `record` (a stage's), one a
 * rolled-back import left inactive is made active again (the ledger posts only to active accounts),
 * recorded as updated so a rollback makes it inactive again; `reactivated` names them.
 */
export async function ensureImportSystemAccounts(
  tx: Db,
  organizationId: string,
  record?: TStageContext['record'],
): Promise<{
  openingClearing: string;
  openingBalanceEquity: string;
  undepositedFunds: string;
  reactivated: string[];
}> {
  const ids = await systemAccountIds(tx, organizationId);
  const reactivated: string[] = [];
  if (record) {
    const inactive = await tx
      .update(chartOfAccounts)
      .set({ isActive: true, updatedAt: new Date() })
      .where(
        and(
          eq(chartOfAccounts.organizationId, organizationId),
          eq(chartOfAccounts.isActive, false),
          inArray(
            chartOfAccounts.systemKey,
            IMPORT_SYSTEM_ACCOUNTS.map((s) => s.key),
          ),
        ),
      )
      .returning({ id: chartOfAccounts.id, key: chartOfAccounts.systemKey });
    for (const a of inactive) {
      await record({
        entityType: 'account',
        entityId: a.id,
        action: 'updated',
        naturalKey: `system:${a.key}`,
        before: { isActive: false },
      });
      reactivated.push(a.id);
    }
  }
  const missing = IMPORT_SYSTEM_ACCOUNTS.filter((s) => !ids.has(s.key));
  if (missing.length > 0) {
    const taken = new Set((await loadChart(tx, organizationId)).map((a) => a.number));
    for (const spec of missing) {
      let n = spec.number;
      while (taken.has(String(n))) n++;
      taken.add(String(n));
      const [row] = await tx
        .insert(chartOfAccounts)
        .values({
          organizationId,
          accountNumber: String(n),
          accountName: spec.name,
          accountType: spec.type,
          normalBalance: spec.type === 'asset' ? 'debit' : 'credit',
          systemKey: spec.key,
          description: spec.description,
        })
        .returning({ id: chartOfAccounts.id });
      if (!row) throw new Error(`could not create the ${spec.key} account`);
      ids.set(spec.key, row.id);
    }
  }
  const get = (key: string) => {
    const id = ids.get(key);
    if (!id) throw new Error(`the ${key} account is missing`);
    return id;
  };
  return {
    openingClearing: get('opening_clearing'),
    openingBalanceEquity: get('opening_balance_equity'),
    undepositedFunds: get('undeposited_funds'),
    reactivated,
  };
}
