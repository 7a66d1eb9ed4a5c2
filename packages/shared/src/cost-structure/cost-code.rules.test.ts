import { describe, expect, it } from 'vitest';
import { parentsFirst, previewCostCodeImport, validateCostCodeBatch } from './cost-code.rules.ts';
import type { TCostCodeBatch } from './cost-code.schemas.ts';

const ID = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const existing = [
  { id: ID(1), code: '01-0000' },
  { id: ID(2), code: '01-0100' },
  { id: ID(3), code: '01-0200' },
  { id: ID(4), code: '02-0000' },
];
const none: TCostCodeBatch = { creates: [], updates: [], deletes: [] };
const messages = (batch: Partial<TCostCodeBatch>) =>
  validateCostCodeBatch(existing, { ...none, ...batch }).map((e) => `${e.operation}#${e.index} ${e.message}`);

describe('validateCostCodeBatch', () => {
  it('accepts a consistent batch', () => {
    expect(
      messages({
        creates: [
          { code: '03-0100', description: 'Forms' },
          { code: '03-0000', description: 'Concrete' },
        ],
        updates: [{ id: ID(2), code: '01-0150', description: 'Supervision' }],
        deletes: [ID(3)],
      }),
    ).toEqual([]);
  });

  it('refuses a code that another row keeps, and a code created twice', () => {
    expect(
      messages({
        creates: [
          { code: '01-0100', description: 'Again' },
          { code: '02-0100', description: 'One' },
          { code: '02-0100', description: 'Two' },
        ],
      }),
    ).toEqual(['create#0 Code already exists', 'create#2 Code already exists']);
  });

  it('lets two rows swap codes and reuses a deleted row’s code', () => {
    expect(
      messages({
        updates: [
          { id: ID(2), code: '01-0200', description: 'B' },
          { id: ID(3), code: '01-0100', description: 'A' },
        ],
      }),
    ).toEqual([]);
    expect(messages({ creates: [{ code: '01-0200', description: 'New' }], deletes: [ID(3)] })).toEqual([]);
  });

  it('reports the row that moved onto a kept code, not the keeper', () => {
    expect(
      messages({
        updates: [
          { id: ID(2), code: '01-0100', description: 'Renamed only' },
          { id: ID(3), code: '01-0100', description: 'Moved' },
        ],
      }),
    ).toEqual(['update#1 Code already exists']);
  });

  it('needs the parent of a child, in the database or the same batch', () => {
    expect(messages({ creates: [{ code: '05-0100', description: 'Steel' }] })).toEqual([
      'create#0 Parent code 05-0000 must be created first',
    ]);
    expect(messages({ updates: [{ id: ID(2), code: '07-0100', description: 'Moved' }] })).toEqual([
      'update#0 Parent code 07-0000 must be created first',
    ]);
  });

  it('refuses to delete or re-code a parent with children, unless they go too', () => {
    expect(messages({ deletes: [ID(1)] })).toEqual(['delete#0 Cannot delete parent with children']);
    expect(messages({ deletes: [ID(4)] })).toEqual([]);
    expect(messages({ deletes: [ID(2), ID(1), ID(3)] })).toEqual([]);
    expect(messages({ updates: [{ id: ID(1), code: '09-0000', description: 'Finishes' }] })).toEqual([
      'update#0 Cannot change the code of a parent with children',
    ]);
  });

  it('checks fields and ids', () => {
    expect(messages({ creates: [{ code: '1-1', description: 'x' }] })).toEqual([
      'create#0 Must be in XX-XXXX format',
    ]);
    expect(messages({ updates: [{ id: ID(2), code: '01-0100', description: ' ' }] })).toEqual([
      'update#0 Description is required',
    ]);
    expect(messages({ deletes: [ID(99)] })).toEqual(['delete#0 Cost code not found']);
    expect(
      messages({ updates: [{ id: ID(2), code: '01-0100', description: 'x' }], deletes: [ID(2)] }),
    ).toEqual(['delete#0 A cost code can be changed only once per save']);
  });
});

describe('previewCostCodeImport', () => {
  const inDatabase = new Set(['01-0000', '01-0100']);

  it('says why each row is invalid', () => {
    const preview = previewCostCodeImport(
      [
        { code: '01-0200', description: 'Child of a database parent' },
        { code: '02-0000', description: 'New parent' },
        { code: '02-0100', description: 'Child of a file parent' },
        { code: '1-100', description: 'Bad' },
        { code: '01-0100', description: 'Exists' },
        { code: '03-0100', description: 'Orphan' },
        { code: '02-0100', description: 'Repeat' },
        { code: ' 04-0000 ', description: '' },
        { code: '04-0000', description: 'x'.repeat(201) },
      ],
      inDatabase,
    );
    expect(preview.rows.map((r) => [r.row, r.code, r.is_parent, r.status, r.reason])).toEqual([
      [1, '01-0200', false, 'valid', null],
      [2, '02-0000', true, 'valid', null],
      [3, '02-0100', false, 'valid', null],
      [4, '1-100', false, 'invalid', 'Invalid format (must be XX-XXXX)'],
      [5, '01-0100', false, 'invalid', 'Code already exists in database'],
      [6, '03-0100', false, 'invalid', 'Parent code 03-0000 not found (must exist in database or CSV)'],
      [7, '02-0100', false, 'invalid', 'Duplicate code in file (first on row 3)'],
      [8, '04-0000', true, 'invalid', 'Description is required'],
      [9, '04-0000', true, 'invalid', 'Description must be less than 200 characters'],
    ]);
    expect(preview).toMatchObject({ valid: 3, invalid: 6 });
  });

  it('accepts a child listed before its parent', () => {
    const preview = previewCostCodeImport(
      [
        { code: '05-0100', description: 'Steel' },
        { code: '05-0000', description: 'Metals' },
      ],
      new Set(),
    );
    expect(preview.invalid).toBe(0);
  });
});

describe('parentsFirst', () => {
  it('orders parents, then children, each by code', () => {
    expect(
      parentsFirst([{ code: '02-0100' }, { code: '02-0000' }, { code: '01-0100' }, { code: '01-0000' }]).map(
        (r) => r.code,
      ),
    ).toEqual(['01-0000', '02-0000', '01-0100', '02-0100']);
  });
});
