import { describe, expect, it } from 'vitest';
import { ruleFormErrors, ruleInputOf, ruleValuesOf } from './rules-values';

const ACCOUNT = '5f0c5d38-6f1e-4c1e-9d53-0d6c2f0a1b11';
const JOB = '6a0c5d38-6f1e-4c1e-9d53-0d6c2f0a1b12';

describe('the bank rule form', () => {
  it('asks for the text and the account', () => {
    expect(ruleFormErrors(ruleValuesOf(null))).toEqual({
      text_contains: 'Enter the text the statement line contains',
      account_id: 'Choose the account the entry posts to',
    });
  });

  it('asks for the cost code and category with a job', () => {
    const values = { ...ruleValuesOf(null), text_contains: 'FEE', account_id: ACCOUNT, job_id: JOB };
    expect(ruleFormErrors(values)).toMatchObject({
      cost_code_id: 'Choose the cost code',
      cost_category_id: 'Choose the category',
    });
  });

  it('refuses a priority that is not a whole number in range', () => {
    const values = { ...ruleValuesOf(null), text_contains: 'FEE', account_id: ACCOUNT };
    expect(ruleFormErrors({ ...values, priority: 'x' })).toHaveProperty('priority');
    expect(ruleFormErrors({ ...values, priority: '20000' })).toHaveProperty('priority');
    expect(ruleFormErrors({ ...values, priority: '5' })).toEqual({});
  });

  it('names a rule by its text when it has no name, and drops job cost without a job', () => {
    const values = {
      ...ruleValuesOf(null),
      text_contains: ' SERVICE CHARGE ',
      account_id: ACCOUNT,
      cost_code_id: 'left-over',
    };
    expect(ruleInputOf(values)).toEqual({
      name: 'SERVICE CHARGE',
      text_contains: 'SERVICE CHARGE',
      direction: 'out',
      bank_account_id: null,
      account_id: ACCOUNT,
      job_id: null,
      cost_code_id: null,
      cost_category_id: null,
      memo: '',
      priority: 100,
      is_active: true,
    });
  });
});
