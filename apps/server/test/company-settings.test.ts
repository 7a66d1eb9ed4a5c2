import { ORGANIZATION_MESSAGES } from '@groundwork/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, organizations } from '../src/db/schema/index.ts';
import { addMember, call, createCompany, type Member } from './helpers/org-users.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let admin: Member;
let other: Member;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createCompany(t, 'admin@a.co', 'A Builders');
  other = await createCompany(t, 'admin@b.co', 'B Builders');
});
afterAll(() => t.close());

const getOrg = (who: Member) => call(t, who.token, 'GET', '/api/v1/organization');
const patchProfile = (who: Member, body: unknown) =>
  call(t, who.token, 'PATCH', '/api/v1/organization/profile', body);
const patchBusiness = (who: Member, body: unknown) =>
  call(t, who.token, 'PATCH', '/api/v1/organization/business', body);

const auditsOf = (action: string, organizationId: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.organizationId, organizationId)));

describe('reading the organization', () => {
  it('answers the caller’s own organization with every field', async () => {
    const res = await getOrg(admin);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: admin.organizationId,
      name: 'A Builders',
      company_number: null,
      default_currency: 'USD',
      fiscal_year_end: '12-31',
      departments_enabled: false,
      departments_require_assignment: false,
      is_internal: false,
    });
    expect((await getOrg(other)).body.id).toBe(other.organizationId);
  });

  it('any member may read it', async () => {
    const foreman = await addMember(t, admin.organizationId, 'foreman-read@a.co', 'foreman');
    const res = await getOrg(foreman);
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(admin.organizationId);
  });
});

describe('editing the company profile', () => {
  it('saves every field, trimmed, empty ones as null, the EIN with its hyphen, audited', async () => {
    const before = (await getOrg(admin)).body;
    const res = await patchProfile(admin, {
      name: '  Acme Construction ',
      company_number: 'ACME-001',
      legal_structure: 'llc',
      ein: '123456789',
      email: 'office@acme.test',
      phone: '512-555-0100',
      address: '1 Main St',
      city: 'Austin',
      state: 'TX',
      zip: '78701-1234',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: admin.organizationId,
      name: 'Acme Construction',
      company_number: 'ACME-001',
      legal_structure: 'llc',
      ein: '12-3456789',
      email: 'office@acme.test',
      phone: '512-555-0100',
      address: '1 Main St',
      city: 'Austin',
      state: 'TX',
      zip: '78701-1234',
    });
    expect(new Date(res.body.updated_at).getTime()).toBeGreaterThan(new Date(before.updated_at).getTime());
    const audits = await auditsOf('update_organization_profile', admin.organizationId);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actorId: admin.userId, entity: 'organizations' });
    expect(audits[0]?.before).toMatchObject({ name: 'A Builders' });
    expect(audits[0]?.after).toMatchObject({ name: 'Acme Construction' });
  });

  it('each card sends its own fields: absent ones stay, empty ones are cleared', async () => {
    const res = await patchProfile(admin, {
      email: '',
      phone: ' ',
      address: '',
      city: '',
      state: '',
      zip: '',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: 'Acme Construction',
      ein: '12-3456789',
      email: null,
      phone: null,
      address: null,
      city: null,
      state: null,
      zip: null,
    });
    const cleared = await patchProfile(admin, { legal_structure: null, ein: '', company_number: '' });
    expect(cleared.body).toMatchObject({ legal_structure: null, ein: null, company_number: null });
    expect((await patchProfile(admin, { ein: '98-7654321' })).body.ein).toBe('98-7654321');
  });

  it.each([
    [{ name: '' }, 'Company name is required'],
    [{ name: '   ' }, 'Company name is required'],
    [{ name: null }, 'Company name is required'],
    [{ name: 'x'.repeat(101) }, ORGANIZATION_MESSAGES.nameMax],
    [{ company_number: 'x'.repeat(51) }, ORGANIZATION_MESSAGES.companyNumberMax],
    [{ legal_structure: 'corporation' }, ORGANIZATION_MESSAGES.legalStructureInvalid],
    [{ ein: '12-34567' }, 'Invalid EIN format (XX-XXXXXXX)'],
    [{ ein: '1234567890' }, 'Invalid EIN format (XX-XXXXXXX)'],
    [{ ein: '12_3456789' }, 'Invalid EIN format (XX-XXXXXXX)'],
    [{ email: 'not-an-email' }, 'Invalid email address'],
    [{ email: `${'a'.repeat(250)}@x.com` }, ORGANIZATION_MESSAGES.emailMax],
    [{ phone: '1'.repeat(21) }, ORGANIZATION_MESSAGES.phoneMax],
    [{ address: 'a'.repeat(256) }, ORGANIZATION_MESSAGES.addressMax],
    [{ city: 'a'.repeat(101) }, ORGANIZATION_MESSAGES.cityMax],
    [{ state: 'Texas' }, ORGANIZATION_MESSAGES.stateInvalid],
    [{ state: 'XX' }, ORGANIZATION_MESSAGES.stateInvalid],
    [{ zip: '7870' }, 'Invalid ZIP code'],
    [{ zip: '78701-12' }, 'Invalid ZIP code'],
    [{ zip: 'ABCDE' }, 'Invalid ZIP code'],
  ])('refuses %j with “%s”, changing nothing', async (body, message) => {
    const before = (await getOrg(admin)).body;
    const res = await patchProfile(admin, body);
    expect(res).toEqual({ status: 400, body: { error: { code: 'invalid_input', message } } });
    expect((await getOrg(admin)).body).toEqual(before);
  });

  it('accepts the longest values of each field', async () => {
    const res = await patchProfile(admin, {
      name: 'n'.repeat(100),
      company_number: 'c'.repeat(50),
      phone: '1'.repeat(20),
      address: 'a'.repeat(255),
      city: 'c'.repeat(100),
      email: `${'a'.repeat(243)}@example.com`,
    });
    expect(res.status).toBe(200);
    await patchProfile(admin, { name: 'Acme Construction', company_number: 'ACME-001', email: '' });
  });

  it('a company number used by another company is refused with 409; the same company may keep its own', async () => {
    const res = await patchProfile(other, { company_number: 'ACME-001' });
    expect(res).toEqual({
      status: 409,
      body: { error: { code: 'company_number_taken', message: ORGANIZATION_MESSAGES.companyNumberTaken } },
    });
    expect((await getOrg(other)).body.company_number).toBeNull();
    expect((await patchProfile(admin, { company_number: 'ACME-001', city: 'Dallas' })).status).toBe(200);
  });

  it('two companies saving the same new number at once: one 200, one 409, never a 500', async () => {
    const third = await createCompany(t, 'admin@c.co', 'C Builders');
    const results = await Promise.all([
      patchProfile(other, { company_number: 'RACE-001' }),
      patchProfile(third, { company_number: 'RACE-001' }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const holders = await t.db
      .select({ id: organizations.id })
      .from(organizations)
      .where(eq(organizations.companyNumber, 'RACE-001'));
    expect(holders).toHaveLength(1);
  });
});

describe('editing the business settings', () => {
  it('saves currency, fiscal year end (February 29) and departments, assignment following, audited', async () => {
    const res = await patchBusiness(admin, {
      default_currency: 'CAD',
      fiscal_year_end: '02-29',
      departments_enabled: true,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      default_currency: 'CAD',
      fiscal_year_end: '02-29',
      departments_enabled: true,
      departments_require_assignment: true,
    });
    const off = await patchBusiness(admin, { departments_enabled: false });
    expect(off.body).toMatchObject({
      default_currency: 'CAD',
      fiscal_year_end: '02-29',
      departments_enabled: false,
      departments_require_assignment: false,
    });
    const audits = await auditsOf('update_organization_business', admin.organizationId);
    expect(audits).toHaveLength(2);
    expect(audits[0]).toMatchObject({ actorId: admin.userId, entityId: admin.organizationId });
  });

  it.each(['USD', 'CAD', 'EUR', 'GBP'])('takes %s', async (currency) => {
    expect((await patchBusiness(admin, { default_currency: currency })).body.default_currency).toBe(currency);
  });

  it.each([
    [{ default_currency: 'JPY' }, ORGANIZATION_MESSAGES.currencyInvalid],
    [{ default_currency: 'usd' }, ORGANIZATION_MESSAGES.currencyInvalid],
    [{ default_currency: null }, ORGANIZATION_MESSAGES.currencyInvalid],
    [{ fiscal_year_end: '02-30' }, 'Invalid fiscal year end format (MM-DD)'],
    [{ fiscal_year_end: '04-31' }, 'Invalid fiscal year end format (MM-DD)'],
    [{ fiscal_year_end: '13-01' }, 'Invalid fiscal year end format (MM-DD)'],
    [{ fiscal_year_end: '00-15' }, 'Invalid fiscal year end format (MM-DD)'],
    [{ fiscal_year_end: '12-31-2026' }, 'Invalid fiscal year end format (MM-DD)'],
    [{ fiscal_year_end: '1231' }, 'Invalid fiscal year end format (MM-DD)'],
    [{ fiscal_year_end: '' }, 'Invalid fiscal year end format (MM-DD)'],
  ])('refuses %j with “%s”', async (body, message) => {
    const res = await patchBusiness(admin, body);
    expect(res).toEqual({ status: 400, body: { error: { code: 'invalid_input', message } } });
  });

  it('refuses a departments switch that is not a boolean', async () => {
    const res = await patchBusiness(admin, { departments_enabled: 'yes' });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('invalid_input');
  });
});

describe('who may edit', () => {
  it.each([
    'foreman',
    'accountant',
    'project_manager',
    'superintendent',
    'field_employee',
    'third_party',
  ] as const)('a %s may read but not edit the profile or business settings', async (role) => {
    const member = await addMember(t, admin.organizationId, `${role}@a.co`, role);
    const before = (await getOrg(admin)).body;
    expect((await getOrg(member)).status).toBe(200);
    for (const res of [
      await patchProfile(member, { name: 'Hijacked' }),
      await patchBusiness(member, { default_currency: 'EUR' }),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.error.code).toBe('forbidden');
    }
    expect((await getOrg(admin)).body).toEqual(before);
  });

  it('a second company admin and a director of the company may edit', async () => {
    const second = await addMember(t, admin.organizationId, 'admin2@a.co', 'company_admin');
    expect((await patchProfile(second, { city: 'Houston' })).body.city).toBe('Houston');
    const director = await addMember(t, admin.organizationId, 'director@a.co', 'director');
    expect((await patchBusiness(director, { default_currency: 'GBP' })).body.default_currency).toBe('GBP');
  });

  it('an edit only ever touches the caller’s own organization', async () => {
    const otherBefore = (await getOrg(other)).body;
    await patchProfile(admin, { name: 'Acme Again' });
    await patchBusiness(admin, { departments_enabled: true });
    expect((await getOrg(other)).body).toEqual(otherBefore);
  });
});
