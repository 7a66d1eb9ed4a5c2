import type {
  TTaxParameter,
  TTaxParameterInput,
  TTaxParameterList,
  TUpdateTaxParameter,
} from '@groundwork/shared';
import { and, asc, desc, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { taxParameters } from '../../db/schema/index.ts';
import type { TenantCaller } from '../../lib/api-route.ts';
import { audit } from '../../lib/audit.ts';
import { violatedUniqueIndex } from '../../lib/db-errors.ts';
import { PaySetupErrors } from './pay-setup.errors.ts';
import { type TaxParameterRow, taxKey, taxParameterJson, taxRowProblems } from './tax-parameter-rows.ts';

/** Built-in rows and the company's own (RLS lets the company read exactly these; the filter says so too). */
const visibleTo = (caller: TenantCaller) =>
  or(isNull(taxParameters.organizationId), eq(taxParameters.organizationId, caller.organizationId));

const keyOfRow = (r: TaxParameterRow) =>
  taxKey({ jurisdiction: r.jurisdiction, tax: r.tax, effective_year: r.effectiveYear });

/** The keys the company's own rows take over from the built-in ones. */
const companyKeys = (rows: TaxParameterRow[]) =>
  new Set(rows.filter((r) => r.organizationId !== null).map(keyOfRow));

/**
 * The rows of a year (or all), built-in and the company's, by jurisdiction (US first) × tax; a company
 * row overrides the built-in one of the same jurisdiction × tax × year (the built-in is marked).
 */
export async function findTaxParameters(
  tx: Db,
  caller: TenantCaller,
  query: { year?: number; jurisdiction?: string },
): Promise<TTaxParameterList> {
  const conditions: (SQL | undefined)[] = [visibleTo(caller)];
  if (query.year) conditions.push(eq(taxParameters.effectiveYear, query.year));
  if (query.jurisdiction) conditions.push(eq(taxParameters.jurisdiction, query.jurisdiction));
  const rows = await tx
    .select()
    .from(taxParameters)
    .where(and(...conditions))
    .orderBy(
      desc(taxParameters.effectiveYear),
      sql`${taxParameters.jurisdiction} <> 'US'`,
      asc(taxParameters.jurisdiction),
      asc(taxParameters.tax),
      sql`${taxParameters.organizationId} is not null`,
    );
  const years = await tx
    .selectDistinct({ year: taxParameters.effectiveYear })
    .from(taxParameters)
    .where(visibleTo(caller))
    .orderBy(desc(taxParameters.effectiveYear));
  const overridden = companyKeys(rows);
  return { items: rows.map((r) => taxParameterJson(r, overridden)), years: years.map((y) => y.year) };
}

async function visibleRow(tx: Db, caller: TenantCaller, id: string) {
  const [row] = await tx
    .select()
    .from(taxParameters)
    .where(and(visibleTo(caller), eq(taxParameters.id, id)));
  if (!row) throw PaySetupErrors.taxParameterNotFound();
  return row;
}

async function overriddenFor(tx: Db, caller: TenantCaller, row: TaxParameterRow) {
  const [company] = await tx
    .select({ id: taxParameters.id })
    .from(taxParameters)
    .where(
      and(
        eq(taxParameters.organizationId, caller.organizationId),
        eq(taxParameters.jurisdiction, row.jurisdiction),
        eq(taxParameters.tax, row.tax),
        eq(taxParameters.effectiveYear, row.effectiveYear),
      ),
    );
  return new Set(company ? [keyOfRow(row)] : []);
}

export async function getTaxParameter(tx: Db, caller: TenantCaller, id: string): Promise<TTaxParameter> {
  const row = await visibleRow(tx, caller, id);
  return taxParameterJson(row, await overriddenFor(tx, caller, row));
}

function assertValid(input: TTaxParameterInput) {
  const [problem] = taxRowProblems(input);
  if (problem) throw PaySetupErrors.invalid(problem);
}

const taken = (input: TTaxParameterInput) => (err: unknown) => {
  if (violatedUniqueIndex(err) === 'tax_parameters_key')
    throw PaySetupErrors.taxParameterTaken(input.jurisdiction, input.tax, input.effective_year);
  throw err;
};

const write = (tx: Db, caller: TenantCaller, action: string, id: string, before: unknown, after: unknown) =>
  audit(tx, {
    organizationId: caller.organizationId,
    actorId: caller.userId,
    action,
    entity: 'tax_parameters',
    entityId: id,
    before: before ?? null,
    after: after ?? null,
    requestId: caller.requestId,
  });

/** A company row: its SUTA rate, or a table of its own overriding the built-in one. */
export async function createTaxParameter(
  tx: Db,
  caller: TenantCaller,
  input: TTaxParameterInput,
): Promise<TTaxParameter> {
  assertValid(input);
  const [row] = await tx
    .insert(taxParameters)
    .values({
      organizationId: caller.organizationId,
      jurisdiction: input.jurisdiction,
      tax: input.tax,
      effectiveYear: input.effective_year,
      params: input.params,
      source: input.source,
      updatedBy: caller.userId,
    })
    .returning()
    .catch(taken(input));
  if (!row) throw new Error('tax parameter insert returned no row');
  const after = taxParameterJson(row, new Set());
  await write(tx, caller, 'create_tax_parameter', row.id, null, after);
  return after;
}

/** Only the company's own rows change; a built-in row is overridden by adding one. */
async function companyRow(tx: Db, caller: TenantCaller, id: string) {
  const row = await visibleRow(tx, caller, id);
  if (row.organizationId === null) throw PaySetupErrors.taxParameterBuiltIn();
  return row;
}

export async function updateTaxParameter(
  tx: Db,
  caller: TenantCaller,
  id: string,
  input: TUpdateTaxParameter,
): Promise<TTaxParameter> {
  const before = await companyRow(tx, caller, id);
  const merged: TTaxParameterInput = {
    jurisdiction: before.jurisdiction,
    tax: before.tax,
    effective_year: before.effectiveYear,
    params: input.params ?? (before.params as Record<string, unknown>),
    source: input.source ?? before.source,
  };
  assertValid(merged);
  const [row] = await tx
    .update(taxParameters)
    .set({ params: merged.params, source: merged.source, updatedBy: caller.userId, updatedAt: new Date() })
    .where(and(eq(taxParameters.organizationId, caller.organizationId), eq(taxParameters.id, id)))
    .returning();
  if (!row) throw PaySetupErrors.taxParameterNotFound();
  const after = taxParameterJson(row, new Set());
  await write(tx, caller, 'update_tax_parameter', id, taxParameterJson(before, new Set()), after);
  return after;
}

export async function deleteTaxParameter(tx: Db, caller: TenantCaller, id: string): Promise<void> {
  const before = await companyRow(tx, caller, id);
  await tx
    .delete(taxParameters)
    .where(and(eq(taxParameters.organizationId, caller.organizationId), eq(taxParameters.id, id)));
  await write(tx, caller, 'delete_tax_parameter', id, taxParameterJson(before, new Set()), null);
}

/** The rows in force for the company (its own over the built-in ones), as the engine and exports read them. */
export async function effectiveTaxParameters(
  tx: Db,
  caller: TenantCaller,
  year: number | undefined,
): Promise<TTaxParameter[]> {
  const { items } = await findTaxParameters(tx, caller, { year });
  return items.filter((r) => !r.is_overridden);
}
