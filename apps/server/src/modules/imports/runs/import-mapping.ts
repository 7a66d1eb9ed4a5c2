import {
  accountTypeTable,
  IMPORT_CONTROL_ACCOUNT_LABELS,
  IMPORT_CONTROL_ACCOUNTS,
  mapAccountType,
  type TImportControlAccount,
  type TImportMapping,
  type TImportMappingInput,
  type TImportMappingView,
  type TImportSource,
  type TImportSourceAccount,
  ZImportMapping,
} from '@groundwork/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { chartOfAccounts, customers, importMappings, importRuns, vendors } from '../../../db/schema/index.ts';
import { audit } from '../../../lib/audit.ts';
import type { TImportCaller } from '../import-route-helpers.ts';
import type { TImportSourceModel, TSourceAccount } from '../model/source-model.ts';
import { looseSourceAccount, normalizePath, sourceAccountType } from '../stages/accounts-plan.ts';
import { ImportRunErrors } from './import-run-errors.ts';
import { runMapping, type TImportRunRow } from './import-run-rows.ts';

/*
 * The Map step (issue 24): every source account with the type table's answer and a suggestion (an
 * account of the company with the same number, else the same name), the names the documents use that
 * the lists lack, the classes, and the type table itself. The mapping is kept with the run and saved
 * per company × source, so the next run of the same source starts from it.
 */

/** Statuses whose files, options and mapping may still change. */
export const EDITABLE_STATUSES = ['draft', 'ready', 'failed'] as const;

export function assertEditable(row: TImportRunRow): void {
  if (!(EDITABLE_STATUSES as readonly string[]).includes(row.status)) throw ImportRunErrors.notDraft();
}

/** The company's saved mapping for a source (the contract's defaults when none is saved). */
export async function savedMapping(tx: Db, org: string, source: TImportSource): Promise<TImportMapping> {
  const [row] = await tx
    .select({ mapping: importMappings.mapping })
    .from(importMappings)
    .where(and(eq(importMappings.organizationId, org), eq(importMappings.source, source)));
  const parsed = ZImportMapping.safeParse(row?.mapping ?? {});
  return parsed.success ? parsed.data : ZImportMapping.parse({});
}

/** Every account the source names: its account list, then trial balance rows and journal lines it lacks. */
export function sourceAccountsOf(model: TImportSourceModel): TSourceAccount[] {
  const seen = new Set(model.accounts.map((a) => normalizePath(a.path).toLowerCase()));
  const out = [...model.accounts];
  const add = (path: string, number: string | null, ref: TSourceAccount['ref']) => {
    const key = normalizePath(path).toLowerCase();
    if (!path.trim() || seen.has(key)) return;
    seen.add(key);
    out.push(looseSourceAccount(path, number, ref));
  };
  for (const r of model.trialBalance?.rows ?? []) add(r.path, r.number, r.ref);
  for (const t of model.transactions) for (const l of t.lines) add(l.accountPath, null, t.ref);
  return out;
}

/** The control role a source account declares (its type, IIF EXTRA, Online detail type). */
function controlHintOf(account: TSourceAccount, overrides: TImportMapping['type_overrides']): string | null {
  if (account.controlHint) return account.controlHint;
  if (!account.sourceType) return null;
  const answer = mapAccountType(
    {
      source: account.typeSource === 'qbo' ? 'qbo' : 'iif',
      type: account.sourceType,
      detail_type: account.detailType,
      extra: null,
    },
    overrides,
  );
  return answer.kind === 'posting' ? answer.control : null;
}

/**
 * The control accounts as the run will use them: what the mapping says, else the one source account
 * whose type declares that role (AR, AP, opening balance equity, undeposited funds). A path the source
 * does not hold counts as unmapped.
 */
export function effectiveControls(
  model: TImportSourceModel,
  mapping: TImportMapping,
): Partial<Record<TImportControlAccount, string | null>> {
  const accounts = sourceAccountsOf(model);
  const paths = new Map(accounts.map((a) => [normalizePath(a.path).toLowerCase(), a.path]));
  const out: Partial<Record<TImportControlAccount, string | null>> = { ...mapping.control_accounts };
  for (const key of IMPORT_CONTROL_ACCOUNTS) {
    const given = mapping.control_accounts?.[key];
    if (given && paths.has(normalizePath(given).toLowerCase())) continue;
    if (given) out[key] = null;
    const hinted = accounts.filter((a) => controlHintOf(a, mapping.type_overrides) === key);
    if (hinted.length === 1 && hinted[0]) out[key] = hinted[0].path;
  }
  return out;
}

/**
 * The control accounts this source needs mapped: every role one of its accounts declares, and
 * retainage receivable or payable when an open invoice or bill holds retainage (QuickBooks has no
 * retainage type, so the user names the account).
 */
export function requiredControls(
  model: TImportSourceModel,
  mapping: TImportMapping,
): TImportControlAccount[] {
  const accounts = sourceAccountsOf(model);
  if (accounts.length === 0) return [];
  const declared = new Set(accounts.map((a) => controlHintOf(a, mapping.type_overrides)));
  return IMPORT_CONTROL_ACCOUNTS.filter((key) => {
    if (key === 'retainage_receivable') return model.openInvoices.some((d) => d.retainageCents !== 0);
    if (key === 'retainage_payable') return model.openBills.some((d) => d.retainageCents !== 0);
    return declared.has(key);
  });
}

/** The mapping with its control accounts filled as the run uses them; refuses when one is still unmapped. */
export function checkedMapping(model: TImportSourceModel, mapping: TImportMapping): TImportMapping {
  const controls = effectiveControls(model, mapping);
  for (const key of requiredControls(model, mapping)) {
    if (!controls[key]) throw ImportRunErrors.controlUnmapped(IMPORT_CONTROL_ACCOUNT_LABELS[key]);
  }
  return { ...mapping, control_accounts: controls };
}

type TChartRow = { id: string; number: string; name: string };

/** Suggestions: the company's account with the source number, else with the source name (last segment). */
function suggester(chart: TChartRow[]) {
  const byNumber = new Map(chart.map((a) => [a.number, a.id]));
  const byName = new Map<string, string>();
  for (const a of chart) {
    const key = a.name.trim().toLowerCase();
    if (!byName.has(key)) byName.set(key, a.id);
  }
  return (account: TSourceAccount): string | null => {
    const number = account.number?.trim();
    if (number && byNumber.has(number)) return byNumber.get(number) ?? null;
    const segments = normalizePath(account.path).split(':');
    const last = (segments[segments.length - 1] ?? '').toLowerCase();
    return byName.get(normalizePath(account.path).toLowerCase()) ?? byName.get(last) ?? null;
  };
}

/** Lower-cased names of a list that already exist in the company. */
async function existingNames(tx: Db, org: string, table: 'customers' | 'vendors', names: string[]) {
  if (names.length === 0) return new Set<string>();
  const list = table === 'customers' ? customers : vendors;
  const lowered = [...new Set(names.map((n) => n.trim().toLowerCase()))];
  const known = new Set<string>();
  // In slices: one statement's parameters are bounded.
  for (let i = 0; i < lowered.length; i += 5000) {
    const rows = await tx
      .select({ name: sql<string>`lower(${list.name})` })
      .from(list)
      .where(
        and(eq(list.organizationId, org), inArray(sql`lower(${list.name})`, lowered.slice(i, i + 5000))),
      );
    for (const r of rows) known.add(r.name);
  }
  return known;
}

async function unresolvedNames(
  tx: Db,
  org: string,
  model: TImportSourceModel,
): Promise<TImportMappingView['unresolved_names']> {
  const out: TImportMappingView['unresolved_names'] = [];
  const listed = (parties: { name: string }[]) => new Set(parties.map((p) => p.name.trim().toLowerCase()));
  const customersListed = listed(model.customers);
  const vendorsListed = listed(model.vendors);
  const jobsListed = new Set(model.jobs.map((j) => normalizePath(j.fullName).toLowerCase()));
  const customerNames = [
    ...new Set(model.openInvoices.map((d) => d.partyName.split(':')[0]?.trim() ?? '').filter(Boolean)),
  ];
  const vendorNames = [...new Set(model.openBills.map((d) => d.partyName.trim()).filter(Boolean))];
  const customersKnown = await existingNames(tx, org, 'customers', customerNames);
  const vendorsKnown = await existingNames(tx, org, 'vendors', vendorNames);
  for (const name of customerNames) {
    const key = name.toLowerCase();
    if (!customersListed.has(key) && !customersKnown.has(key))
      out.push({ kind: 'customer', source_name: name });
  }
  for (const name of vendorNames) {
    const key = name.toLowerCase();
    if (!vendorsListed.has(key) && !vendorsKnown.has(key)) out.push({ kind: 'vendor', source_name: name });
  }
  const jobNames = [...new Set(model.openInvoices.map((d) => d.jobFullName).filter((j): j is string => !!j))];
  for (const fullName of jobNames) {
    if (!jobsListed.has(normalizePath(fullName).toLowerCase()))
      out.push({ kind: 'job', source_name: fullName });
  }
  for (const name of model.classes) out.push({ kind: 'class', source_name: name });
  return out;
}

/** The Map step's view of a run. */
export async function mappingView(
  tx: Db,
  org: string,
  row: TImportRunRow,
  model: TImportSourceModel,
): Promise<TImportMappingView> {
  const mapping = runMapping(row);
  const overrides = mapping.type_overrides;
  const chart = await tx
    .select({
      id: chartOfAccounts.id,
      number: chartOfAccounts.accountNumber,
      name: chartOfAccounts.accountName,
    })
    .from(chartOfAccounts)
    .where(eq(chartOfAccounts.organizationId, org));
  const suggest = suggester(chart);
  const mapped = new Set(mapping.accounts.map((m) => normalizePath(m.source_path).toLowerCase()));
  const balances = new Map<string, number>();
  for (const r of model.trialBalance?.rows ?? [])
    balances.set(normalizePath(r.path).toLowerCase(), r.debitCents - r.creditCents);
  const sourceAccounts: TImportSourceAccount[] = sourceAccountsOf(model).map((account) => {
    const key = normalizePath(account.path).toLowerCase();
    const answer = sourceAccountType(account, overrides);
    return {
      source_path: account.path,
      source_number: account.number,
      source_type: account.sourceType,
      type: answer.kind === 'posting' ? answer.type : null,
      subtype: answer.kind === 'posting' ? answer.subtype : null,
      balance_cents: balances.get(key) ?? account.balanceCents,
      control_hint: controlHintOf(account, overrides),
      inactive: account.inactive,
      suggested_account_id: mapped.has(key) ? null : suggest(account),
    };
  });
  return {
    mapping: { ...mapping, control_accounts: effectiveControls(model, mapping) },
    source_accounts: sourceAccounts,
    unresolved_names: await unresolvedNames(tx, org, model),
    type_table: accountTypeTable(overrides).map((r) => ({
      source: r.source,
      source_type: r.source_type,
      type: r.target?.account_type ?? null,
      subtype: r.target?.subtype ?? null,
      overridden: r.overridden,
    })),
  };
}

/**
 * Saves the run's mapping and the company's for this source. A run already previewed goes back to
 * draft: its preview was made with the old mapping.
 */
export async function saveRunMapping(
  tx: Db,
  caller: TImportCaller,
  row: TImportRunRow,
  input: TImportMappingInput,
): Promise<TImportMapping> {
  assertEditable(row);
  const org = caller.organizationId;
  const mapping = ZImportMapping.parse(input);
  const now = new Date();
  await tx
    .update(importRuns)
    .set({ mapping, status: row.status === 'ready' ? 'draft' : row.status, updatedAt: now })
    .where(and(eq(importRuns.organizationId, org), eq(importRuns.id, row.id)));
  await tx
    .insert(importMappings)
    .values({ organizationId: org, source: row.source, mapping, updatedBy: caller.userId, updatedAt: now })
    .onConflictDoUpdate({
      target: [importMappings.organizationId, importMappings.source],
      set: { mapping, updatedBy: caller.userId, updatedAt: now },
    });
  await audit(tx, {
    organizationId: org,
    actorId: caller.userId,
    action: 'save_import_mapping',
    entity: 'import_runs',
    entityId: row.id,
    after: {
      source: row.source,
      accounts: mapping.accounts.length,
      names: mapping.names.length,
      control_accounts: mapping.control_accounts,
      on_behalf: caller.onBehalf,
    },
    requestId: caller.requestId,
  });
  return mapping;
}
