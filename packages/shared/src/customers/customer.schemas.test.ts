import { describe, expect, it } from 'vitest';
import { firstIssueMessage } from '../auth/auth.schemas.ts';
import {
  CUSTOMER_MESSAGES,
  normalizeCustomerNumberInput,
  ZCreateCustomer,
  ZCustomerListQuery,
  ZUpdateCustomer,
} from './customer.schemas.ts';

const valid = { customer_number: 'C-AB12', name: 'Acme Builders' };

function messageOf(input: unknown): string | null {
  const result = ZCreateCustomer.safeParse(input);
  return result.success ? null : firstIssueMessage(result.error);
}

describe('customer messages are the spec words', () => {
  it('verbatim', () => {
    expect(CUSTOMER_MESSAGES).toMatchObject({
      numberRequired: 'Customer ID is required',
      numberFormat: 'Must be format C-XXXX',
      numberFormatHint: 'Format must be C-XXXX (4 alphanumeric characters)',
      nameRequired: 'Customer name is required',
      nameMax: 'Name must be less than 100 characters',
      invalidEmail: 'Invalid email',
      checking: 'Checking availability...',
      available: 'Customer ID is available',
      taken: 'Customer ID already exists',
      created: 'Customer created successfully',
      createFailed: 'Failed to create customer',
      noOrganizationForUser: 'No organization found for user',
      noOrganization: 'No organization found',
    });
  });
});

describe('normalizeCustomerNumberInput', () => {
  it.each([
    ['', ''],
    ['   ', ''],
    ['ab12', 'C-AB12'],
    ['c-x', 'C-X'],
    ['c', 'C-'],
    ['C-', 'C-'],
    ['C', 'C-'],
    ['c-ab12', 'C-AB12'],
    [' c - a b 1 2 ', 'C-AB12'],
    ['C-AB123', 'C-AB12'],
    ['x', 'C-X'],
    ['-ab', 'C-AB'],
    ['CAB12', 'C-AB12'],
    ['C-C123', 'C-C123'],
  ])('%j → %j', (raw, expected) => {
    expect(normalizeCustomerNumberInput(raw)).toBe(expected);
  });
});

describe('ZCreateCustomer', () => {
  it('accepts the minimum and turns empty optional fields into null', () => {
    const parsed = ZCreateCustomer.parse({ ...valid, email: '', phone: '  ', city: undefined, zip: null });
    expect(parsed).toEqual({
      customer_number: 'C-AB12',
      name: 'Acme Builders',
      email: null,
      phone: null,
      address: null,
      city: null,
      state: null,
      zip: null,
    });
  });
  it('trims every field', () => {
    const parsed = ZCreateCustomer.parse({
      customer_number: ' C-ZZ99 ',
      name: '  Acme  ',
      email: ' a@b.co ',
      phone: ' 555 ',
      address: ' 1 Main St ',
      city: ' Austin ',
      state: ' TX ',
      zip: ' 78701 ',
    });
    expect(parsed).toMatchObject({
      customer_number: 'C-ZZ99',
      name: 'Acme',
      email: 'a@b.co',
      phone: '555',
      address: '1 Main St',
      city: 'Austin',
      state: 'TX',
      zip: '78701',
    });
  });
  it.each([
    [{ ...valid, customer_number: '' }, 'Customer ID is required'],
    [{ name: 'Acme' }, 'Customer ID is required'],
    [{ ...valid, customer_number: null }, 'Customer ID is required'],
    [{ ...valid, customer_number: 'C-AB1' }, 'Must be format C-XXXX'],
    [{ ...valid, customer_number: 'c-ab12' }, 'Must be format C-XXXX'],
    [{ ...valid, customer_number: 'C-AB-1' }, 'Must be format C-XXXX'],
    [{ ...valid, customer_number: 'D-AB12' }, 'Must be format C-XXXX'],
    [{ ...valid, name: '' }, 'Customer name is required'],
    [{ ...valid, name: '   ' }, 'Customer name is required'],
    [{ customer_number: 'C-AB12' }, 'Customer name is required'],
    [{ ...valid, name: 'x'.repeat(101) }, 'Name must be less than 100 characters'],
    [{ ...valid, email: 'not-an-email' }, 'Invalid email'],
    [{ ...valid, email: `${'a'.repeat(250)}@b.com` }, 'Email must be less than 255 characters'],
    [{ ...valid, phone: '1'.repeat(21) }, 'Phone must be less than 20 characters'],
    [{ ...valid, address: 'a'.repeat(256) }, 'Address must be less than 255 characters'],
    [{ ...valid, city: 'a'.repeat(101) }, 'City must be less than 100 characters'],
    [{ ...valid, state: 'a'.repeat(51) }, 'State must be less than 50 characters'],
    [{ ...valid, zip: '1'.repeat(21) }, 'ZIP must be less than 20 characters'],
  ])('%j → %s', (input, message) => {
    expect(messageOf(input)).toBe(message);
  });
  it('accepts the limits exactly', () => {
    expect(
      messageOf({
        ...valid,
        name: 'x'.repeat(100),
        phone: '1'.repeat(20),
        address: 'a'.repeat(255),
        city: 'a'.repeat(100),
        state: 'a'.repeat(50),
        zip: '1'.repeat(20),
      }),
    ).toBeNull();
  });
});

describe('ZUpdateCustomer', () => {
  it('keeps absent fields absent, clears empty ones, takes is_active', () => {
    expect(ZUpdateCustomer.parse({ is_active: false })).toEqual({ is_active: false });
    expect(ZUpdateCustomer.parse({ email: '' })).toEqual({ email: null });
    expect(ZUpdateCustomer.parse({ name: ' New ' })).toEqual({ name: 'New' });
  });
  it('validates what is given', () => {
    expect(ZUpdateCustomer.safeParse({ customer_number: 'X' }).success).toBe(false);
    expect(ZUpdateCustomer.safeParse({ name: '' }).success).toBe(false);
  });
});

describe('ZCustomerListQuery', () => {
  it('defaults and coercion', () => {
    expect(ZCustomerListQuery.parse({})).toEqual({ status: 'all', page: 1, pageSize: 25 });
    expect(
      ZCustomerListQuery.parse({ page: '3', pageSize: '100', status: 'inactive', search: ' ac ' }),
    ).toEqual({
      page: 3,
      pageSize: 100,
      status: 'inactive',
      search: 'ac',
    });
  });
  it.each([{ page: '0' }, { pageSize: '101' }, { pageSize: '0' }, { status: 'gone' }, { page: 'x' }])(
    'refuses %j',
    (query) => {
      expect(ZCustomerListQuery.safeParse(query).success).toBe(false);
    },
  );
});
