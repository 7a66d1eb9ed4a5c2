import type { TCostCode } from '@groundwork/shared';
import { describe, expect, it } from 'vitest';
import {
  addDraftRow,
  batchFrom,
  deleteDraftRow,
  draftErrors,
  draftFrom,
  draftHasChanges,
  editDraftRow,
  firstErrorText,
  groupCostCodes,
  missingParentOf,
  newRowError,
} from './cost-code-draft';

const ID = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const saved = (n: number, code: string, description: string): TCostCode => ({
  id: ID(n),
  organization_id: 'org',
  code,
  description,
  is_active: true,
  is_parent: code.endsWith('-0000'),
  parent_code: code.endsWith('-0000') ? null : `${code.slice(0, 2)}-0000`,
  created_at: '',
  updated_at: '',
});
const list = [
  saved(1, '01-0000', 'General'),
  saved(2, '01-0100', 'Supervision'),
  saved(3, '02-0000', 'Site'),
];

describe('the draft', () => {
  it('starts unchanged and turns edits into one batch', () => {
    let draft = draftFrom(list);
    expect(draftHasChanges(draft)).toBe(false);
    draft = editDraftRow(draft, ID(2), { description: 'Field Supervision' });
    draft = addDraftRow(draft, '02-0100', 'Clearing');
    draft = deleteDraftRow(draft, ID(3));
    expect(draftHasChanges(draft)).toBe(true);
    expect(batchFrom(draft).batch).toEqual({
      creates: [{ code: '02-0100', description: 'Clearing' }],
      updates: [{ id: ID(2), code: '01-0100', description: 'Field Supervision' }],
      deletes: [ID(3)],
    });
  });

  it('an edit back to the saved value is no change; a deleted new row leaves no trace', () => {
    let draft = editDraftRow(draftFrom(list), ID(2), { description: 'X' });
    draft = editDraftRow(draft, ID(2), { description: 'Supervision' });
    draft = deleteDraftRow(addDraftRow(draft, '03-0000', 'Concrete'), 'new-1');
    expect(draftHasChanges(draft)).toBe(false);
  });
});

describe('draftErrors', () => {
  it('shows field errors on their rows and the parent rule on the others', () => {
    let draft = addDraftRow(draftFrom(list), '05-0100', 'Steel');
    draft = editDraftRow(draft, ID(2), { code: '01-01' });
    const errors = draftErrors(list, draft);
    expect(errors.byKey.get(ID(2))?.message).toBe('Must be in XX-XXXX format');
    expect(errors.byKey.get('new-1')).toEqual({
      kind: 'parent_missing',
      message: 'Parent code 05-0000 must be created first',
      code: '05-0100',
    });
    const row = draft.rows.find((r) => r.key === 'new-1');
    if (!row) throw new Error('row');
    expect(missingParentOf(errors.byKey.get('new-1'), row)).toEqual({
      code: '05-0000',
      description: 'Category 05',
    });
    expect(firstErrorText(groupCostCodes(draft.rows), errors)).toBe('01-01: Must be in XX-XXXX format');
  });

  it('the one-click parent clears the error', () => {
    const draft = addDraftRow(addDraftRow(draftFrom(list), '05-0100', 'Steel'), '05-0000', 'Category 05');
    expect(draftErrors(list, draft).byKey.size).toBe(0);
  });

  it('reports a code used twice on the later row', () => {
    const draft = addDraftRow(draftFrom(list), '01-0100', 'Again');
    expect(draftErrors(list, draft).byKey.get('new-1')?.message).toBe('Code already exists');
  });

  it('reports a deleted parent whose children stay', () => {
    const draft = deleteDraftRow(draftFrom(list), ID(1));
    const errors = draftErrors(list, draft);
    expect(errors.general).toEqual([
      { kind: 'parent_has_children', message: 'Cannot delete parent with children', code: '01-0000' },
    ]);
    expect(firstErrorText(groupCostCodes(draft.rows), errors)).toBe(
      '01-0000: Cannot delete parent with children',
    );
  });
});

describe('groupCostCodes', () => {
  it('puts children under their parent, keeps a typed row in place, and shows orphans on their own', () => {
    let draft = addDraftRow(draftFrom(list), '07-0100', 'Orphan');
    draft = editDraftRow(draft, ID(2), { code: '09-9' });
    const groups = groupCostCodes(draft.rows);
    expect(groups.map((g) => [g.prefix, g.parent?.code ?? null, g.children.map((c) => c.code)])).toEqual([
      ['01', '01-0000', ['09-9']],
      ['02', '02-0000', []],
      ['07', null, ['07-0100']],
    ]);
  });
});

describe('newRowError', () => {
  it('checks the entry before it becomes a row', () => {
    const draft = draftFrom(list);
    expect(newRowError(draft, '01-01', 'X')).toBe('Must be in XX-XXXX format');
    expect(newRowError(draft, '01-0200', '')).toBe('Description is required');
    expect(newRowError(draft, '01-0100', 'X')).toBe('Code already exists');
    expect(newRowError(draft, '01-0200', 'X')).toBeNull();
  });
});
