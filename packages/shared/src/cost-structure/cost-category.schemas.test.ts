import { describe, expect, it } from 'vitest';
import { firstIssueMessage } from '../auth/auth.schemas.ts';
import { accountLabel } from './chart-of-accounts.schemas.ts';
import {
  COST_CATEGORY_MESSAGES,
  costCategoryTakenMessage,
  normalizeCostCategoryCodeInput,
  ZCreateCostCategory,
  ZUpdateCostCategory,
} from './cost-category.schemas.ts';

const ACCOUNT = '5b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed';
const valid = { code: 'LB', description: 'Labor burden', gl_account_id: ACCOUNT };

function messageOf(input: unknown): string | null {
  const result = ZCreateCostCategory.safeParse(input);
  return result.success ? null : firstIssueMessage(result.error);
}

describe('cost category messages are the spec words', () => {
  it('verbatim', () => {
    expect(COST_CATEGORY_MESSAGES).toMatchObject({
      codeRequired: 'Code is required',
      codeLength: 'Code must be 1-2 characters',
      codeLetters: 'Code must contain only letters',
      glAccountRequired: 'GL Account is required',
      createFailed: 'Error creating cost category',
      updateFailed: 'Error updating cost category',
      deleteFailed: 'Error deleting cost category',
      noOrganization: 'No organization found',
    });
    expect(costCategoryTakenMessage('LB')).toBe('A cost category with code LB already exists');
  });
});

describe('a cost category', () => {
  it.each([
    [valid, null],
    [{ ...valid, code: 'l' }, null],
    [{ ...valid, code: undefined }, 'Code is required'],
    [{ ...valid, code: '' }, 'Code is required'],
    [{ ...valid, code: 'ABC' }, 'Code must be 1-2 characters'],
    [{ ...valid, code: 'L1' }, 'Code must contain only letters'],
    [{ ...valid, code: '-' }, 'Code must contain only letters'],
    [{ ...valid, description: '' }, 'Description is required'],
    [{ ...valid, description: 'x'.repeat(201) }, 'Description must be less than 200 characters'],
    [{ ...valid, gl_account_id: '' }, 'GL Account is required'],
    [{ ...valid, gl_account_id: undefined }, 'GL Account is required'],
    [{ ...valid, gl_account_id: 'nope' }, 'GL Account is required'],
  ])('%j → %s', (input, message) => {
    expect(messageOf(input)).toBe(message);
  });

  it('stores the code upper-cased, active by default', () => {
    expect(ZCreateCostCategory.parse({ ...valid, code: ' lb ' })).toEqual({ ...valid, is_active: true });
  });

  it('an edit may change only some fields', () => {
    expect(ZUpdateCostCategory.parse({ is_active: false })).toEqual({ is_active: false });
    expect(ZUpdateCostCategory.parse({ code: 'x' })).toEqual({ code: 'X' });
  });
});

describe('the code input keeps letters, upper-cased, at most 2', () => {
  it.each([
    ['', ''],
    ['l', 'L'],
    ['l1b', 'LB'],
    ['abc', 'AB'],
    ['12', ''],
  ])('%j → %j', (raw, kept) => {
    expect(normalizeCostCategoryCodeInput(raw)).toBe(kept);
  });
});

describe('accountLabel', () => {
  it('number and name', () => {
    expect(accountLabel({ account_number: '5000', account_name: 'Job Costs - Labor' })).toBe(
      '5000 — Job Costs - Labor',
    );
  });
});
