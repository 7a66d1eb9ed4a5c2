import {
  CERTIFIED_SETUP_MESSAGES as M,
  certifiedSetupRefusals as R,
  type TClassImportResult,
  ZWageClassInput,
} from '@groundwork/shared';
import { parse } from 'csv-parse/sync';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { wageDeterminationClasses } from '../../db/schema/index.ts';
import { auditSetup, type TCertifiedCaller } from './certified-access.ts';
import { CertifiedSetupErrors } from './certified-setup.errors.ts';
import { classTaken } from './wage-classes.ts';
import { classJson, findDetermination } from './wage-determinations.ts';

export const WAGE_CLASS_CSV_COLUMNS = ['classification', 'basic_rate', 'fringe_rate'] as const;

type TParsedRow = { row: number; classification: string; basic_rate: string; fringe_rate: string };

/**
 * Reads the file into rows numbered as a spreadsheet shows them (the header is row 1) and the problems
 * of each row; a file that cannot be read at all, or lacks a column, is refused whole.
 */
export function readWageClassCsv(csv: string): {
  rows: TParsedRow[];
  errors: { row: number; message: string }[];
} {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(csv.replace(/^\uFEFF/, ''), {
      skip_empty_lines: true,
      trim: true,
      relax_column_count: true,
      info: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (err) {
    throw CertifiedSetupErrors.csv(R.csvUnreadable(err instanceof Error ? err.message : String(err)));
  }
  const [header, ...body] = records;
  if (!header) throw CertifiedSetupErrors.csv(M.csvEmpty);
  const names = header.record.map((h) => h.trim().toLowerCase());
  const missing = WAGE_CLASS_CSV_COLUMNS.filter((c) => !names.includes(c));
  if (missing.length) throw CertifiedSetupErrors.csv(R.csvColumns(missing));
  if (body.length === 0) throw CertifiedSetupErrors.csv(M.csvEmpty);
  const at = (rec: string[], col: string) => rec[names.indexOf(col)] ?? '';

  const rows: TParsedRow[] = [];
  const errors: { row: number; message: string }[] = [];
  const seen = new Map<string, number>();
  for (const { record, info } of body) {
    const row = info.lines;
    const parsed = ZWageClassInput.safeParse({
      classification: at(record, 'classification'),
      basic_rate: at(record, 'basic_rate'),
      fringe_rate: at(record, 'fringe_rate') === '' ? '0' : at(record, 'fringe_rate'),
    });
    if (!parsed.success) {
      errors.push({ row, message: R.csvRow(row, parsed.error.issues[0]?.message ?? 'Invalid row') });
      continue;
    }
    const key = parsed.data.classification.toLowerCase();
    const first = seen.get(key);
    if (first !== undefined) {
      errors.push({ row, message: R.csvRow(row, R.csvDuplicate(parsed.data.classification, first)) });
      continue;
    }
    seen.set(key, row);
    rows.push({ row, ...parsed.data });
  }
  return { rows, errors };
}

/**
 * Imports classifications into a modification from CSV (classification, basic_rate, fringe_rate):
 *   1. the file is read and every row checked; a dry run answers the rows with what each would do
 *      (add, update the rates of the class of that name, or nothing) and every row's error;
 *   2. a real import with any error is refused whole, naming the count and the first error;
 *   3. otherwise all rows are written in the request's one transaction, each change audited.
 */
export async function importWageClasses(
  tx: Db,
  caller: TCertifiedCaller,
  determinationId: string,
  input: { csv: string; dry_run: boolean },
): Promise<TClassImportResult> {
  await findDetermination(tx, caller, determinationId, !input.dry_run);
  const { rows, errors } = readWageClassCsv(input.csv);
  const existing = await tx
    .select()
    .from(wageDeterminationClasses)
    .where(
      and(
        eq(wageDeterminationClasses.organizationId, caller.organizationId),
        eq(wageDeterminationClasses.determinationId, determinationId),
      ),
    );
  const byName = new Map(existing.map((c) => [c.classification.toLowerCase(), c]));
  const planned = rows.map((r) => {
    const old = byName.get(r.classification.toLowerCase());
    const action: 'add' | 'update' | 'same' = !old
      ? 'add'
      : Number(old.basicRate) === Number(r.basic_rate) &&
          Number(old.fringeRate) === Number(r.fringe_rate) &&
          old.classification === r.classification
        ? 'same'
        : 'update';
    return { ...r, action, old };
  });
  const result = (dryRun: boolean): TClassImportResult => ({
    dry_run: dryRun,
    rows: planned.map(({ old: _old, ...r }) => r),
    errors,
    added: planned.filter((p) => p.action === 'add').length,
    updated: planned.filter((p) => p.action === 'update').length,
  });
  if (input.dry_run) return result(true);
  const first = errors[0];
  if (first) throw CertifiedSetupErrors.csv(R.csvNotImported(errors.length, first.message));

  for (const p of planned) {
    if (p.action === 'same') continue;
    if (p.old) {
      const [row] = await tx
        .update(wageDeterminationClasses)
        .set({ classification: p.classification, basicRate: p.basic_rate, fringeRate: p.fringe_rate })
        .where(eq(wageDeterminationClasses.id, p.old.id))
        .returning();
      if (row)
        await auditSetup(
          tx,
          caller,
          'import_wage_class',
          'wage_determination_classes',
          row.id,
          classJson(p.old, 0),
          classJson(row, 0),
        );
      continue;
    }
    const [row] = await tx
      .insert(wageDeterminationClasses)
      .values({
        organizationId: caller.organizationId,
        determinationId,
        classification: p.classification,
        basicRate: p.basic_rate,
        fringeRate: p.fringe_rate,
      })
      .returning()
      .catch(classTaken(p.classification));
    if (row)
      await auditSetup(
        tx,
        caller,
        'import_wage_class',
        'wage_determination_classes',
        row.id,
        null,
        classJson(row, 0),
      );
  }
  return result(false);
}
