import {
  TAX_PARAMETER_ADMIN_MESSAGES,
  TAX_PARAMETER_IMPORT_MAX_ROWS,
  type TTaxParameterImportRequest,
  type TTaxParameterImportResult,
  type TTaxParameterInput,
} from '@groundwork/shared';
import { parse } from 'csv-parse/sync';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { taxParameters } from '../../db/schema/index.ts';
import type { TenantCaller } from '../../lib/api-route.ts';
import { audit } from '../../lib/audit.ts';
import { PaySetupErrors } from './pay-setup.errors.ts';
import { taxKey, taxRowProblems } from './tax-parameter-rows.ts';

export const TAX_PARAMETER_CSV_COLUMNS = [
  'jurisdiction',
  'tax',
  'effective_year',
  'params',
  'source',
] as const;

type RawRow = Record<string, unknown>;

/** The file's rows as objects (row 1 = the first data row); a file that cannot be read is refused whole. */
function rawRows(request: TTaxParameterImportRequest): RawRow[] {
  if (request.format === 'csv') {
    let records: RawRow[];
    try {
      records = parse(request.content.replace(/^\uFEFF/, ''), {
        columns: (header: string[]) => header.map((h) => h.trim().toLowerCase()),
        skip_empty_lines: true,
        trim: true,
      }) as RawRow[];
    } catch (err) {
      throw PaySetupErrors.invalid(
        `The CSV cannot be read: ${err instanceof Error ? err.message : String(err)}`,
      );
    }
    const first = records[0];
    if (first && !['jurisdiction', 'tax', 'effective_year', 'params'].every((c) => c in first))
      throw PaySetupErrors.invalid(TAX_PARAMETER_ADMIN_MESSAGES.csvHeader);
    return records;
  }
  let json: unknown;
  try {
    json = JSON.parse(request.content);
  } catch {
    throw PaySetupErrors.invalid(TAX_PARAMETER_ADMIN_MESSAGES.jsonShape);
  }
  const list = Array.isArray(json) ? json : (json as { rows?: unknown } | null)?.rows;
  if (!Array.isArray(list)) throw PaySetupErrors.invalid(TAX_PARAMETER_ADMIN_MESSAGES.jsonShape);
  return list as RawRow[];
}

/** One raw row → the typed row, or the reason it is not one. CSV cells are strings; params is JSON text. */
function typedRow(raw: RawRow): TTaxParameterInput | string {
  if (typeof raw !== 'object' || raw === null) return TAX_PARAMETER_ADMIN_MESSAGES.params;
  let params = raw.params;
  if (typeof params === 'string') {
    try {
      params = JSON.parse(params);
    } catch {
      return `params: ${TAX_PARAMETER_ADMIN_MESSAGES.paramsJson}`;
    }
  }
  if (typeof params !== 'object' || params === null || Array.isArray(params))
    return `params: ${TAX_PARAMETER_ADMIN_MESSAGES.params}`;
  const year =
    typeof raw.effective_year === 'string' ? Number(raw.effective_year.trim()) : raw.effective_year;
  return {
    jurisdiction: String(raw.jurisdiction ?? '')
      .trim()
      .toUpperCase(),
    tax: String(raw.tax ?? '').trim(),
    effective_year: typeof year === 'number' && Number.isFinite(year) ? year : Number.NaN,
    params: params as Record<string, unknown>,
    source: typeof raw.source === 'string' ? raw.source.trim().slice(0, 200) : '',
  };
}

/**
 * Imports company tax parameter rows from CSV (columns jurisdiction, tax, effective_year, params as
 * JSON, source) or JSON (an array of rows). Procedure:
 * 1. Read the file; refuse it whole when it cannot be read, is empty or too long.
 * 2. Check every row (the engine's schema per tax, the SUTA rate row's own) and duplicates within the
 *    file; collect every error with its row number (the first data row is row 1).
 * 3. Preview: each row inserts a company row or updates the company's row of the same key, and says
 *    whether it overrides a built-in row.
 * 4. Unless a dry run, with no error: write all rows in the request's one transaction, one audit row.
 */
export async function importTaxParameters(
  tx: Db,
  caller: TenantCaller,
  request: TTaxParameterImportRequest,
): Promise<TTaxParameterImportResult> {
  const raw = rawRows(request);
  if (raw.length === 0) throw PaySetupErrors.invalid(TAX_PARAMETER_ADMIN_MESSAGES.emptyFile);
  if (raw.length > TAX_PARAMETER_IMPORT_MAX_ROWS)
    throw PaySetupErrors.invalid(TAX_PARAMETER_ADMIN_MESSAGES.tooManyRows);

  const errors: TTaxParameterImportResult['errors'] = [];
  const valid: { row: number; input: TTaxParameterInput }[] = [];
  const firstRowOf = new Map<string, number>();
  raw.forEach((r, index) => {
    const rowNumber = index + 1;
    const typed = typedRow(r);
    if (typeof typed === 'string') {
      errors.push({ row: rowNumber, message: `Row ${rowNumber}: ${typed}` });
      return;
    }
    const problems = taxRowProblems(typed);
    if (problems.length > 0) {
      for (const p of problems) errors.push({ row: rowNumber, message: `Row ${rowNumber}: ${p}` });
      return;
    }
    const key = taxKey(typed);
    const first = firstRowOf.get(key);
    if (first !== undefined) {
      errors.push({
        row: rowNumber,
        message: `Row ${rowNumber}: ${TAX_PARAMETER_ADMIN_MESSAGES.duplicateInFile(typed.jurisdiction, typed.tax, typed.effective_year, first)}`,
      });
      return;
    }
    firstRowOf.set(key, rowNumber);
    valid.push({ row: rowNumber, input: typed });
  });

  const existing = await tx
    .select({
      organizationId: taxParameters.organizationId,
      jurisdiction: taxParameters.jurisdiction,
      tax: taxParameters.tax,
      effective_year: taxParameters.effectiveYear,
    })
    .from(taxParameters);
  const builtInKeys = new Set(existing.filter((e) => e.organizationId === null).map(taxKey));
  const companyKeys = new Set(existing.filter((e) => e.organizationId !== null).map(taxKey));
  const rows = valid.map(({ row, input }) => ({
    row,
    jurisdiction: input.jurisdiction,
    tax: input.tax,
    effective_year: input.effective_year,
    action: companyKeys.has(taxKey(input)) ? ('update' as const) : ('insert' as const),
    overrides_built_in: builtInKeys.has(taxKey(input)),
  }));
  if (request.dry_run) return { dry_run: true, rows, errors, imported: 0 };
  if (errors.length > 0) {
    const [first] = errors;
    throw PaySetupErrors.invalid(
      `${TAX_PARAMETER_ADMIN_MESSAGES.hasErrors(new Set(errors.map((e) => e.row)).size)} (${first?.message})`,
    );
  }

  for (const { input } of valid) {
    const values = {
      params: input.params,
      source: input.source,
      updatedBy: caller.userId,
      updatedAt: new Date(),
    };
    const updated = await tx
      .update(taxParameters)
      .set(values)
      .where(
        and(
          eq(taxParameters.organizationId, caller.organizationId),
          eq(taxParameters.jurisdiction, input.jurisdiction),
          eq(taxParameters.tax, input.tax),
          eq(taxParameters.effectiveYear, input.effective_year),
        ),
      )
      .returning({ id: taxParameters.id });
    if (updated.length === 0) {
      await tx.insert(taxParameters).values({
        organizationId: caller.organizationId,
        jurisdiction: input.jurisdiction,
        tax: input.tax,
        effectiveYear: input.effective_year,
        ...values,
      });
    }
  }
  await audit(tx, {
    organizationId: caller.organizationId,
    actorId: caller.userId,
    action: 'import_tax_parameters',
    entity: 'tax_parameters',
    after: { format: request.format, rows: rows.map(({ row, ...r }) => r) },
    requestId: caller.requestId,
  });
  return { dry_run: false, rows, errors: [], imported: rows.length };
}
