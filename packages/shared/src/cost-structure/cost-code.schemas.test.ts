import { describe, expect, it } from 'vitest';
import { firstIssueMessage } from '../auth/auth.schemas.ts';
import {
  COST_CODE_MESSAGES,
  fixErrorsLabel,
  importDuplicateMessage,
  importParentMissingMessage,
  isParentCode,
  normalizeCostCodeInput,
  parentCodeOf,
  parentDescription,
  parentMissingMessage,
  ZCostCodeBatch,
  ZCostCodeImport,
  ZCostCodeInput,
  ZUpdateCostCode,
} from './cost-code.schemas.ts';

function messageOf(input: unknown): string | null {
  const result = ZCostCodeInput.safeParse(input);
  return result.success ? null : firstIssueMessage(result.error);
}

describe('cost code messages are the spec words', () => {
  it('verbatim', () => {
    expect(COST_CODE_MESSAGES).toMatchObject({
      codeFormat: 'Must be in XX-XXXX format',
      descriptionRequired: 'Description is required',
      descriptionMax: 'Description must be less than 200 characters',
      codeTaken: 'Code already exists',
      parentWithChildren: 'Cannot delete parent with children',
      selectCsv: 'Please select a CSV file',
      importInvalidFormat: 'Invalid format (must be XX-XXXX)',
      importCodeExists: 'Code already exists in database',
      importBlocked: 'Cannot import file with validation errors',
      createFailed: 'Failed to create cost code',
      updateFailed: 'Failed to update cost code',
      deleteFailed: 'Failed to delete cost code',
      validationError: 'Validation Error',
      noDataTitle: 'No Data',
      noData: 'There are no cost codes to export',
      importFailed: 'Failed to import cost codes',
      noOrganization: 'Organization ID required',
    });
    expect(parentMissingMessage('01-0000')).toBe('Parent code 01-0000 must be created first');
    expect(importParentMissingMessage('02-0000')).toBe(
      'Parent code 02-0000 not found (must exist in database or CSV)',
    );
    expect(fixErrorsLabel(1)).toBe('Fix 1 error(s) to import');
    expect(fixErrorsLabel(12)).toBe('Fix 12 error(s) to import');
    expect(importDuplicateMessage(3)).toBe('Duplicate code in file (first on row 3)');
  });
});

describe('a cost code and its description', () => {
  it.each([
    [{ code: '01-0000', description: 'General' }, null],
    [{ code: ' 01-0100 ', description: ' Supervision ' }, null],
    [{ code: '1-0000', description: 'X' }, 'Must be in XX-XXXX format'],
    [{ code: '01-000', description: 'X' }, 'Must be in XX-XXXX format'],
    [{ code: '010000', description: 'X' }, 'Must be in XX-XXXX format'],
    [{ code: 'AB-0000', description: 'X' }, 'Must be in XX-XXXX format'],
    [{ code: '01-00000', description: 'X' }, 'Must be in XX-XXXX format'],
    [{ description: 'X' }, 'Must be in XX-XXXX format'],
    [{ code: '01-0000' }, 'Description is required'],
    [{ code: '01-0000', description: '   ' }, 'Description is required'],
    [{ code: '01-0000', description: 'x'.repeat(200) }, null],
    [{ code: '01-0000', description: 'x'.repeat(201) }, 'Description must be less than 200 characters'],
  ])('%j → %s', (input, message) => {
    expect(messageOf(input)).toBe(message);
  });

  it('trims what it keeps', () => {
    expect(ZCostCodeInput.parse({ code: ' 01-0100 ', description: ' Supervision ' })).toEqual({
      code: '01-0100',
      description: 'Supervision',
    });
  });

  it('a single-row edit may leave fields out', () => {
    expect(ZUpdateCostCode.parse({})).toEqual({});
    expect(ZUpdateCostCode.safeParse({ code: '1' }).success).toBe(false);
  });
});

describe('the code input (spec §5: strips non-digits, inserts the dash, at most 7)', () => {
  it.each([
    ['', ''],
    ['0', '0'],
    ['01', '01'],
    ['011', '01-1'],
    ['01-01', '01-01'],
    ['01-0100', '01-0100'],
    ['0101000', '01-0100'],
    ['01-01009', '01-0100'],
    ['ab', ''],
    ['0a1b-0c1', '01-01'],
    ['01 - 0100', '01-0100'],
  ])('%j → %j', (raw, kept) => {
    expect(normalizeCostCodeInput(raw)).toBe(kept);
    expect(normalizeCostCodeInput(raw).length).toBeLessThanOrEqual(7);
  });
});

describe('parents and children', () => {
  it('a parent ends in -0000; a child belongs to its first two digits', () => {
    expect(isParentCode('03-0000')).toBe(true);
    expect(isParentCode('03-0100')).toBe(false);
    expect(isParentCode('3-0000')).toBe(false);
    expect(parentCodeOf('03-0100')).toBe('03-0000');
    expect(parentCodeOf('03-0000')).toBeNull();
    expect(parentCodeOf('nonsense')).toBeNull();
    expect(parentDescription('03-0100')).toBe('Category 03');
  });
});

describe('the batch and import bodies', () => {
  it('defaults the lists of a batch', () => {
    expect(ZCostCodeBatch.parse({})).toEqual({ creates: [], updates: [], deletes: [] });
  });

  it('checks every row of a batch with the same messages', () => {
    const result = ZCostCodeBatch.safeParse({ creates: [{ code: '01-0000', description: '' }] });
    expect(result.success ? null : firstIssueMessage(result.error)).toBe('Description is required');
  });

  it('an import needs a row and at most 10,000', () => {
    const none = ZCostCodeImport.safeParse({ rows: [] });
    expect(none.success ? null : firstIssueMessage(none.error)).toBe(COST_CODE_MESSAGES.importEmpty);
    const rows = Array.from({ length: 10_001 }, () => ({ code: '01-0000', description: 'x' }));
    const many = ZCostCodeImport.safeParse({ rows });
    expect(many.success ? null : firstIssueMessage(many.error)).toBe(COST_CODE_MESSAGES.importTooLarge);
  });
});
