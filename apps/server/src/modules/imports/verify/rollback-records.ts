import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { type Db, rowsOf } from '../../../db/client.ts';
import {
  bankAccounts,
  chartOfAccounts,
  customers,
  importRunRecords,
  jobCostHistory,
  projects,
  vendors,
} from '../../../db/schema/index.ts';
import { runRecordIds } from './rollback-checks.ts';

/*
 * The record side of a rollback (issue 24): remove what the run created that nothing references, keep
 * (deactivated) what the ledger or the run's void documents still reference, and put back what it
 * updated.
 */

export type TRemoval = {
  removed: Record<string, number>;
  deactivated: Record<string, number>;
  notes: string[];
};

type TKind = {
  entity: string;
  table: string;
  label: string;
  /** How a kept record is made inactive. */
  deactivate: string;
  /** References that keep it (it is deactivated instead of removed). */
  referenced: string;
};

/**
 * The lists in removal order (jobs before their customers; accounts last, children before parents).
 * `referenced` names the known references (a created record with one is deactivated at once); any
 * other reference refuses the delete and the record is deactivated then.
 */
const KINDS: TKind[] = [
  {
    entity: 'bank_account',
    table: 'bank_accounts',
    label: 'bank accounts',
    deactivate: 'is_active = false',
    referenced: `exists (select 1 from bank_statement_imports k where k.organization_id = t.organization_id and k.bank_account_id = t.id)
      or exists (select 1 from bank_reconciliations k where k.organization_id = t.organization_id and k.bank_account_id = t.id)`,
  },
  {
    entity: 'job',
    table: 'projects',
    label: 'jobs',
    deactivate: `status = 'cancelled'`,
    referenced: `exists (select 1 from pay_applications k where k.organization_id = t.organization_id and k.job_id = t.id)
      or exists (select 1 from journal_lines k where k.organization_id = t.organization_id and k.job_id = t.id)
      or exists (select 1 from ap_invoice_lines k where k.organization_id = t.organization_id and k.job_id = t.id)`,
  },
  {
    entity: 'customer',
    table: 'customers',
    label: 'customers',
    deactivate: 'is_active = false',
    referenced: `exists (select 1 from projects k where k.organization_id = t.organization_id and k.customer_id = t.id)
      or exists (select 1 from pay_applications k where k.organization_id = t.organization_id and k.customer_id = t.id)
      or exists (select 1 from journal_lines k where k.organization_id = t.organization_id and k.customer_id = t.id)`,
  },
  {
    entity: 'vendor',
    table: 'vendors',
    label: 'vendors',
    deactivate: 'is_active = false',
    referenced: `exists (select 1 from ap_invoices k where k.organization_id = t.organization_id and k.vendor_id = t.id)`,
  },
  {
    entity: 'account',
    table: 'chart_of_accounts',
    label: 'accounts',
    deactivate: 'is_active = false',
    referenced: `exists (select 1 from journal_lines k where k.organization_id = t.organization_id and k.account_id = t.id)
      or exists (select 1 from chart_of_accounts k where k.organization_id = t.organization_id and k.parent_id = t.id
                 and k.id not in (select entity_id from import_run_records r where r.organization_id = t.organization_id
                                  and r.entity_type = 'account' and r.action = 'created'))
      or exists (select 1 from bank_accounts k where k.organization_id = t.organization_id and k.gl_account_id = t.id)`,
  },
];

/**
 * Runs `fn` in a savepoint (a nested transaction; on the request's held connection `tenant.ts` makes
 * it a savepoint too, decision 019): false, and the savepoint rolled back, when the database refuses it.
 */
async function attempt(tx: Db, fn: (sp: Db) => Promise<unknown>): Promise<boolean> {
  try {
    await tx.transaction(async (sp) => {
      await fn(sp as unknown as Db);
    });
    return true;
  } catch {
    return false;
  }
}

/**
 * Removes the run's opening bank items and job-to-date cost, then per list the created records:
 *   1. those with a known reference are deactivated;
 *   2. the rest are deleted in one statement (a savepoint); if the database refuses (a reference not
 *      known here), one by one, each refused one deactivated.
 * Accounts are deleted children first (a parent with a created child left is kept by rule 1 until the
 * child goes: the accounts pass repeats while it removes any).
 */
export async function removeCreatedRecords(tx: Db, org: string, runId: string): Promise<TRemoval> {
  const removed: Record<string, number> = {};
  const deactivated: Record<string, number> = {};
  const opening = rowsOf<{ n: number }>(
    await tx.execute(sql`with d as (delete from bank_opening_items where organization_id = ${org} and run_id = ${runId} returning 1)
      select count(*)::int as n from d`),
  );
  removed.bank_opening_items = opening[0]?.n ?? 0;
  const history = rowsOf<{ n: number }>(
    await tx.execute(sql`with d as (
        delete from job_cost_history where organization_id = ${org}
          and (run_id = ${runId} or id in ${runRecordIds(org, runId, 'job_cost_history', 'created')})
        returning 1)
      select count(*)::int as n from d`),
  );
  removed.job_cost_history = history[0]?.n ?? 0;

  for (const kind of KINDS) {
    const table = sql.raw(kind.table);
    const created = sql`t.organization_id = ${org} and t.id in ${runRecordIds(org, runId, kind.entity, 'created')}`;
    let removedHere = 0;
    // Accounts: a parent is referenced by its created children until they go; repeat while removing.
    for (let pass = 0; pass < 12; pass++) {
      const candidates = rowsOf<{ id: string }>(
        await tx.execute(
          sql`select t.id from ${table} t where ${created} and not (${sql.raw(kind.referenced)})`,
        ),
      ).map((r) => r.id);
      if (candidates.length === 0) break;
      const ids = sql`${`{${candidates.join(',')}}`}::uuid[]`;
      const all = await attempt(tx, (sp) =>
        sp.execute(sql`delete from ${table} where organization_id = ${org} and id = any(${ids})`),
      );
      let gone = all ? candidates.length : 0;
      if (!all) {
        for (const id of candidates) {
          const one = await attempt(tx, (sp) =>
            sp.execute(sql`delete from ${table} where organization_id = ${org} and id = ${id}`),
          );
          if (one) gone++;
          else
            await tx.execute(
              sql`update ${table} t set ${sql.raw(kind.deactivate)} where t.organization_id = ${org} and t.id = ${id}`,
            );
        }
      }
      removedHere += gone;
      if (kind.entity !== 'account' || gone === 0) break;
    }
    const kept = rowsOf<{ n: number }>(
      await tx.execute(sql`with u as (
          update ${table} t set ${sql.raw(kind.deactivate)}
          where ${created}
          returning 1)
        select count(*)::int as n from u`),
    );
    removed[kind.entity] = removedHere;
    deactivated[kind.entity] = kept[0]?.n ?? 0;
  }

  const notes: string[] = [];
  const say = (entity: string, label: string, why: string) => {
    const n = deactivated[entity] ?? 0;
    if (n > 0) notes.push(`${n} ${n === 1 ? label.replace(/s$/, '') : label} kept inactive: ${why}`);
  };
  say('account', 'accounts', 'the ledger keeps their lines (the entries and their reversals)');
  say('customer', 'customers', 'their voided opening invoices or ledger lines still name them');
  say('job', 'jobs', 'their voided opening invoices or ledger lines still name them (status cancelled)');
  say('vendor', 'vendors', 'their voided opening bills still name them');
  say('bank_account', 'bank accounts', 'statements or reconciliations were entered on them');
  return { removed, deactivated, notes };
}

const TABLES: Record<string, PgTable> = {
  account: chartOfAccounts,
  customer: customers,
  job: projects,
  vendor: vendors,
  bank_account: bankAccounts,
  job_cost_history: jobCostHistory,
};

/**
 * Puts every record the run updated back to its `before` values (column names as the table's keys or
 * its database names; unknown keys are ignored). Answers how many were restored.
 */
export async function restoreUpdatedRecords(tx: Db, org: string, runId: string): Promise<number> {
  const records = await tx
    .select()
    .from(importRunRecords)
    .where(
      and(
        eq(importRunRecords.organizationId, org),
        eq(importRunRecords.runId, runId),
        eq(importRunRecords.action, 'updated'),
      ),
    );
  let restored = 0;
  for (const record of records) {
    const table = TABLES[record.entityType];
    const before = record.before as Record<string, unknown> | null;
    if (!table || !before) continue;
    const columns = getTableColumns(table) as Record<string, { name: string }>;
    const byName = new Map(Object.entries(columns).map(([key, column]) => [column.name, key]));
    const values: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(before)) {
      const property = key in columns ? key : byName.get(key);
      if (!property || property === 'id' || property === 'organizationId') continue;
      values[property] = value;
    }
    if (Object.keys(values).length === 0) continue;
    const id = (columns as Record<string, unknown>).id as Parameters<typeof eq>[0];
    const orgColumn = (columns as Record<string, unknown>).organizationId as Parameters<typeof eq>[0];
    await tx
      .update(table)
      .set(values)
      .where(and(eq(orgColumn, org), eq(id, record.entityId)));
    restored++;
  }
  return restored;
}
