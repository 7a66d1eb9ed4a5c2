import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { firstIssueMessage } from '../auth/auth.schemas.ts';
import {
  DEPARTMENT_MESSAGES,
  departmentCounterText,
  ZCreateDepartment,
  ZDepartmentListQuery,
  ZUpdateDepartment,
} from './department.schemas.ts';
import {
  bpsToPercentText,
  isFiscalYearEnd,
  ORGANIZATION_MESSAGES,
  percentTextToBps,
  US_STATES,
  ZUpdateOrganizationBusiness,
  ZUpdateOrganizationProfile,
} from './organization.schemas.ts';

function messageOf(schema: z.ZodType, input: unknown): string | null {
  const result = schema.safeParse(input);
  return result.success ? null : firstIssueMessage(result.error);
}

describe('the spec words', () => {
  it('verbatim', () => {
    expect(ORGANIZATION_MESSAGES).toMatchObject({
      nameRequired: 'Company name is required',
      einFormat: 'Invalid EIN format (XX-XXXXXXX)',
      invalidEmail: 'Invalid email address',
      zipFormat: 'Invalid ZIP code',
      fiscalYearEndFormat: 'Invalid fiscal year end format (MM-DD)',
      noPermission: "You don't have permission to edit this information. Please contact an administrator.",
      profileUpdated: 'Company profile updated successfully.',
      profileUpdateFailed: 'Failed to update company profile. Please try again.',
      businessUpdated: 'Business settings updated successfully',
      businessUpdateFailed: 'Failed to update business settings',
    });
    expect(DEPARTMENT_MESSAGES).toMatchObject({
      nameRequired: 'Name is required',
      nameMax: 'Name must be less than 100 characters',
      codeMax: 'Code must be less than 20 characters',
      empty: 'No departments created yet. Add your first department to get started.',
      createFailed: 'Error creating department',
      updateFailed: 'Error updating department',
      deleteFailed: 'Error deleting department',
    });
    expect(departmentCounterText(3)).toBe('3 of 10 departments created');
    expect(US_STATES).toHaveLength(50);
  });
});

describe('ZUpdateOrganizationProfile', () => {
  it('trims, turns empty optional fields into null and writes the EIN with its hyphen', () => {
    expect(
      ZUpdateOrganizationProfile.parse({
        name: ' Acme ',
        company_number: '',
        legal_structure: '',
        ein: '123456789',
        email: ' office@acme.test ',
        phone: '',
        state: 'TX',
        zip: '78701-1234',
      }),
    ).toEqual({
      name: 'Acme',
      company_number: null,
      legal_structure: null,
      ein: '12-3456789',
      email: 'office@acme.test',
      phone: null,
      state: 'TX',
      zip: '78701-1234',
    });
    expect(ZUpdateOrganizationProfile.parse({ ein: '12-3456789' })).toEqual({ ein: '12-3456789' });
    expect(ZUpdateOrganizationProfile.parse({})).toEqual({});
  });

  it.each([
    [{ name: '' }, 'Company name is required'],
    [{ name: '   ' }, 'Company name is required'],
    [{ name: null }, 'Company name is required'],
    [{ name: 'x'.repeat(101) }, ORGANIZATION_MESSAGES.nameMax],
    [{ company_number: 'x'.repeat(51) }, ORGANIZATION_MESSAGES.companyNumberMax],
    [{ legal_structure: 'corp' }, ORGANIZATION_MESSAGES.legalStructureInvalid],
    [{ ein: '12-345678' }, 'Invalid EIN format (XX-XXXXXXX)'],
    [{ ein: '123-456789' }, 'Invalid EIN format (XX-XXXXXXX)'],
    [{ ein: 'ab-cdefghi' }, 'Invalid EIN format (XX-XXXXXXX)'],
    [{ email: 'nope' }, 'Invalid email address'],
    [{ email: `${'a'.repeat(250)}@x.com` }, ORGANIZATION_MESSAGES.emailMax],
    [{ phone: '1'.repeat(21) }, ORGANIZATION_MESSAGES.phoneMax],
    [{ address: 'a'.repeat(256) }, ORGANIZATION_MESSAGES.addressMax],
    [{ city: 'a'.repeat(101) }, ORGANIZATION_MESSAGES.cityMax],
    [{ state: 'XX' }, ORGANIZATION_MESSAGES.stateInvalid],
    [{ state: 'tx' }, ORGANIZATION_MESSAGES.stateInvalid],
    [{ zip: '1234' }, 'Invalid ZIP code'],
    [{ zip: '12345-12' }, 'Invalid ZIP code'],
    [{ zip: '123456789' }, 'Invalid ZIP code'],
  ])('refuses %j with “%s”', (input, message) => {
    expect(messageOf(ZUpdateOrganizationProfile, input)).toBe(message);
  });
});

describe('fiscal year end', () => {
  it.each([
    ['12-31', true],
    ['02-29', true],
    ['01-01', true],
    ['04-30', true],
    ['04-31', false],
    ['02-30', false],
    ['13-01', false],
    ['00-10', false],
    ['12-00', false],
    ['1-31', false],
    ['12/31', false],
  ])('%s → %s', (value, ok) => {
    expect(isFiscalYearEnd(value)).toBe(ok);
  });

  it('business settings take the four currencies and a valid MM-DD', () => {
    expect(
      ZUpdateOrganizationBusiness.parse({
        default_currency: 'CAD',
        fiscal_year_end: '02-29',
        departments_enabled: true,
      }),
    ).toEqual({ default_currency: 'CAD', fiscal_year_end: '02-29', departments_enabled: true });
    expect(messageOf(ZUpdateOrganizationBusiness, { fiscal_year_end: '02-30' })).toBe(
      'Invalid fiscal year end format (MM-DD)',
    );
    expect(messageOf(ZUpdateOrganizationBusiness, { default_currency: 'JPY' })).toBe(
      ORGANIZATION_MESSAGES.currencyInvalid,
    );
  });
});

describe('departments', () => {
  it('trims, upper-cases the code and stores empty code and description as null', () => {
    expect(
      ZCreateDepartment.parse({ name: ' Estimating ', department_code: ' est ', description: ' ' }),
    ).toEqual({ name: 'Estimating', department_code: 'EST', description: null });
    expect(ZUpdateDepartment.parse({ is_active: false })).toEqual({ is_active: false });
  });

  it.each([
    [{}, 'Name is required'],
    [{ name: '  ' }, 'Name is required'],
    [{ name: 'x'.repeat(101) }, 'Name must be less than 100 characters'],
    [{ name: 'X', department_code: 'x'.repeat(21) }, 'Code must be less than 20 characters'],
  ])('refuses %j with “%s”', (input, message) => {
    expect(messageOf(ZCreateDepartment, input)).toBe(message);
  });

  it('reads active=true from the query string', () => {
    expect(ZDepartmentListQuery.parse({ active: 'true' })).toEqual({ active: true });
    expect(ZDepartmentListQuery.parse({})).toEqual({ active: false });
  });
});

describe('job cost business settings (issue 14)', () => {
  it('take the default retainage in basis points and the compliance switch', () => {
    expect(
      ZUpdateOrganizationBusiness.parse({ default_retainage_bps: 750, compliance_blocks_commitments: true }),
    ).toEqual({ default_retainage_bps: 750, compliance_blocks_commitments: true });
    for (const bps of [-1, 10_001, 1.5, '1000']) {
      expect(messageOf(ZUpdateOrganizationBusiness, { default_retainage_bps: bps })).toBe(
        'Retainage must be a percent from 0 to 100 with at most two decimals',
      );
    }
  });

  it('read a typed percent as basis points and show them back', () => {
    expect(percentTextToBps('10')).toBe(1000);
    expect(percentTextToBps('7.5')).toBe(750);
    expect(percentTextToBps(' 7.25 % ')).toBe(725);
    expect(percentTextToBps('100.00')).toBe(10_000);
    expect(percentTextToBps('0')).toBe(0);
    for (const bad of ['', '100.01', '7.125', '-1', 'ten', '1e2']) expect(percentTextToBps(bad)).toBeNull();
    expect(bpsToPercentText(1000)).toBe('10.00');
    expect(bpsToPercentText(725)).toBe('7.25');
  });
});
