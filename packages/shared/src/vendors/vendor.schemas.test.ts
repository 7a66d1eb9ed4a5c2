import { describe, expect, it } from 'vitest';
import { firstIssueMessage } from '../auth/auth.schemas.ts';
import { CERTIFICATE_MESSAGES, ZCreateCertificate, ZUpdateCertificate } from './certificate.schemas.ts';
import {
  isTaxId,
  isVendorDocumentPath,
  maskTaxId,
  normalizeVendorNumberInput,
  VENDOR_MESSAGES,
  ZCreateVendor,
  ZUpdateVendor,
  ZVendorComplianceInput,
  ZVendorListQuery,
} from './vendor.schemas.ts';

const valid = { vendor_number: 'V-AB12', name: 'Acme Electric', vendor_type: 'subcontractor' };

function messageOf(
  schema: { safeParse: (v: unknown) => { success: boolean; error?: unknown } },
  input: unknown,
) {
  const result = schema.safeParse(input);
  return result.success ? null : firstIssueMessage(result.error as never);
}

describe('normalizeVendorNumberInput', () => {
  it.each([
    ['', ''],
    ['  ', ''],
    ['ab12', 'V-AB12'],
    ['v-x', 'V-X'],
    ['v', 'V-'],
    [' v - a b 1 2 ', 'V-AB12'],
    ['V-AB123', 'V-AB12'],
    ['VAB12', 'V-AB12'],
    ['-ab', 'V-AB'],
  ])('%j → %j', (raw, expected) => {
    expect(normalizeVendorNumberInput(raw)).toBe(expected);
  });
});

describe('tax IDs', () => {
  it('accepts an EIN or an SSN, with or without dashes', () => {
    for (const v of ['12-3456789', '123456789', '123-45-6789']) expect(isTaxId(v)).toBe(true);
    for (const v of ['12-345678', '1234-5-6789', 'AB-1234567', '']) expect(isTaxId(v)).toBe(false);
  });

  it('shows only the last four digits', () => {
    expect(maskTaxId('12-3456789')).toBe('•••••6789');
    expect(maskTaxId('123-45-6789')).toBe('•••••6789');
    expect(maskTaxId(null)).toBeNull();
    expect(maskTaxId('')).toBeNull();
  });
});

describe('ZCreateVendor', () => {
  it('accepts the minimum with defaults, and turns empty optional fields into null', () => {
    expect(ZCreateVendor.parse({ ...valid, email: '', phone: ' ', tax_id: '' })).toMatchObject({
      vendor_number: 'V-AB12',
      name: 'Acme Electric',
      vendor_type: 'subcontractor',
      email: null,
      phone: null,
      tax_id: undefined,
      is_1099: false,
      payment_terms_days: 30,
      default_cost_category_id: null,
      notes: null,
    });
    expect(
      ZCreateVendor.parse({ ...valid, tax_id: ' 12-345 6789 ', payment_terms_days: '45' }),
    ).toMatchObject({
      tax_id: '12-3456789',
      payment_terms_days: 45,
    });
  });

  it.each([
    [{ vendor_number: '' }, VENDOR_MESSAGES.numberRequired],
    [{ vendor_number: undefined }, VENDOR_MESSAGES.numberRequired],
    [{ vendor_number: 'C-AB12' }, VENDOR_MESSAGES.numberFormat],
    [{ vendor_number: 'V-AB1' }, VENDOR_MESSAGES.numberFormat],
    [{ name: ' ' }, VENDOR_MESSAGES.nameRequired],
    [{ name: undefined }, VENDOR_MESSAGES.nameRequired],
    [{ name: 'x'.repeat(101) }, VENDOR_MESSAGES.nameMax],
    [{ vendor_type: 'builder' }, VENDOR_MESSAGES.typeInvalid],
    [{ vendor_type: undefined }, VENDOR_MESSAGES.typeInvalid],
    [{ contact_person: 'x'.repeat(101) }, VENDOR_MESSAGES.contactMax],
    [{ email: 'nope' }, VENDOR_MESSAGES.invalidEmail],
    [{ email: `${'x'.repeat(250)}@a.com` }, VENDOR_MESSAGES.emailMax],
    [{ phone: '1'.repeat(21) }, VENDOR_MESSAGES.phoneMax],
    [{ address: 'x'.repeat(256) }, VENDOR_MESSAGES.addressMax],
    [{ city: 'x'.repeat(101) }, VENDOR_MESSAGES.cityMax],
    [{ state: 'x'.repeat(51) }, VENDOR_MESSAGES.stateMax],
    [{ zip: '1'.repeat(21) }, VENDOR_MESSAGES.zipMax],
    [{ tax_id: '12-34' }, VENDOR_MESSAGES.taxIdFormat],
    [{ tax_id: '1'.repeat(21) }, VENDOR_MESSAGES.taxIdFormat],
    [{ payment_terms_days: 366 }, VENDOR_MESSAGES.paymentTermsRange],
    [{ payment_terms_days: -1 }, VENDOR_MESSAGES.paymentTermsRange],
    [{ payment_terms_days: 1.5 }, VENDOR_MESSAGES.paymentTermsRange],
    [{ payment_terms_days: 'soon' }, VENDOR_MESSAGES.paymentTermsRange],
    [{ default_cost_category_id: 'abc' }, VENDOR_MESSAGES.costCategoryNotFound],
    [{ notes: 'x'.repeat(2001) }, VENDOR_MESSAGES.notesMax],
  ])('%j → %s', (override, message) => {
    expect(messageOf(ZCreateVendor, { ...valid, ...override })).toBe(message);
  });
});

describe('ZUpdateVendor', () => {
  it('keeps absent fields absent, keeps the tax ID on empty, clears it on null', () => {
    expect(ZUpdateVendor.parse({ is_active: false })).toEqual({ is_active: false });
    expect(ZUpdateVendor.parse({ tax_id: '' }).tax_id).toBeUndefined();
    expect(ZUpdateVendor.parse({ tax_id: null }).tax_id).toBeNull();
    expect(ZUpdateVendor.parse({ tax_id: '987654321' }).tax_id).toBe('987654321');
  });

  it('takes the compliance fields', () => {
    expect(
      ZUpdateVendor.parse({ license_number: ' L-1 ', license_expiry: '2026-12-31', w9_received_on: '' }),
    ).toEqual({ license_number: 'L-1', license_expiry: '2026-12-31', w9_received_on: null });
    expect(messageOf(ZVendorComplianceInput, { license_expiry: '2026-02-30' })).toBe(
      VENDOR_MESSAGES.dateFormat,
    );
    expect(messageOf(ZVendorComplianceInput, { w9_received_on: 'yesterday' })).toBe(
      VENDOR_MESSAGES.dateFormat,
    );
    expect(messageOf(ZVendorComplianceInput, { license_number: 'x'.repeat(51) })).toBe(
      VENDOR_MESSAGES.licenseNumberMax,
    );
    expect(messageOf(ZVendorComplianceInput, { w9_path: 'x'.repeat(301) })).toBe(
      VENDOR_MESSAGES.filePathInvalid,
    );
  });
});

describe('vendor document paths', () => {
  const org = '11111111-1111-4111-8111-111111111111';
  const vendor = '22222222-2222-4222-8222-222222222222';
  it('must be in the vendor folder with a PDF, PNG or JPEG name', () => {
    expect(isVendorDocumentPath(`${org}/vendors/${vendor}/w9-1.pdf`, org, vendor)).toBe(true);
    expect(isVendorDocumentPath(`${org}/vendors/${vendor}/gl.JPG`, org, vendor)).toBe(true);
    expect(isVendorDocumentPath(`${org}/vendors/${vendor}/gl.svg`, org, vendor)).toBe(false);
    expect(isVendorDocumentPath(`${org}/vendors/${vendor}/a/b.pdf`, org, vendor)).toBe(false);
    expect(isVendorDocumentPath(`${org}/vendors/${vendor}/../x.pdf`, org, vendor)).toBe(false);
    expect(isVendorDocumentPath(`${org}/vendors/other/w9.pdf`, org, vendor)).toBe(false);
  });
});

describe('ZVendorListQuery', () => {
  it('defaults to every type and status, page 1', () => {
    expect(ZVendorListQuery.parse({})).toEqual({ page: 1, pageSize: 25, type: 'all', status: 'all' });
    expect(ZVendorListQuery.safeParse({ type: 'builder' }).success).toBe(false);
  });
});

describe('certificates', () => {
  const cert = {
    kind: 'general_liability',
    carrier: 'Hartford',
    policy_number: 'GL-1',
    effective_date: '2026-01-01',
    expiry_date: '2026-12-31',
  };
  it('accepts a certificate with empty limits and no file', () => {
    expect(ZCreateCertificate.parse(cert)).toMatchObject({
      each_occurrence_cents: null,
      aggregate_cents: null,
      file_path: null,
    });
  });

  it.each([
    [{ kind: 'fire' }, CERTIFICATE_MESSAGES.kindInvalid],
    [{ carrier: ' ' }, CERTIFICATE_MESSAGES.carrierRequired],
    [{ carrier: undefined }, CERTIFICATE_MESSAGES.carrierRequired],
    [{ carrier: 'x'.repeat(101) }, CERTIFICATE_MESSAGES.carrierMax],
    [{ policy_number: '' }, CERTIFICATE_MESSAGES.policyRequired],
    [{ policy_number: 'x'.repeat(51) }, CERTIFICATE_MESSAGES.policyMax],
    [{ each_occurrence_cents: -1 }, CERTIFICATE_MESSAGES.limitInvalid],
    [{ aggregate_cents: 1.5 }, CERTIFICATE_MESSAGES.limitInvalid],
    [{ aggregate_cents: '100' }, CERTIFICATE_MESSAGES.limitInvalid],
    [{ effective_date: '' }, CERTIFICATE_MESSAGES.effectiveRequired],
    [{ effective_date: undefined }, CERTIFICATE_MESSAGES.effectiveRequired],
    [{ expiry_date: '2026-13-01' }, CERTIFICATE_MESSAGES.expiryRequired],
    [{ expiry_date: '2025-12-31' }, CERTIFICATE_MESSAGES.expiryBeforeEffective],
  ])('%j → %s', (override, message) => {
    expect(messageOf(ZCreateCertificate, { ...cert, ...override })).toBe(message);
  });

  it('an edit may send one field; two dates are still checked', () => {
    expect(ZUpdateCertificate.parse({ carrier: 'Travelers' })).toEqual({ carrier: 'Travelers' });
    expect(messageOf(ZUpdateCertificate, { effective_date: '2026-02-01', expiry_date: '2026-01-01' })).toBe(
      CERTIFICATE_MESSAGES.expiryBeforeEffective,
    );
  });
});
