import { CERTIFICATE_MESSAGES, todayIso, VENDOR_MESSAGES } from '@groundwork/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, commitments, vendors } from '../src/db/schema/index.ts';
import { withTenant } from '../src/lib/tenant.ts';
import { vendorCompliance } from '../src/modules/vendors/vendor-compliance.ts';
import { addMember, call, createCompany, type Member } from './helpers/org-users.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let admin: Member;
let other: Member;
let foreman: Member;
let fieldEmployee: Member;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createCompany(t, 'admin@a.co', 'A Builders');
  other = await createCompany(t, 'admin@b.co', 'B Builders');
  foreman = await addMember(t, admin.organizationId, 'foreman@a.co', 'foreman');
  fieldEmployee = await addMember(t, admin.organizationId, 'field@a.co', 'field_employee');
});
afterAll(() => t.close());

const create = (who: Member, body: unknown) => call(t, who.token, 'POST', '/api/v1/vendors', body);
const patch = (who: Member, id: string, body: unknown) =>
  call(t, who.token, 'PATCH', `/api/v1/vendors/${id}`, body);
const get = (who: Member, path: string) => call(t, who.token, 'GET', path);

/** Today plus `days`, YYYY-MM-DD in the server's calendar. */
function day(days: number): string {
  const d = new Date(`${todayIso()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

/** Uploads a PDF as the browser does (storage-js, raw body) and answers its path in the bucket. */
async function uploadPdf(who: Member, vendorId: string, name: string): Promise<string> {
  const path = `${who.organizationId}/vendors/${vendorId}/${name}`;
  const res = await t.request(`/storage/v1/object/vendor-documents/${path}`, {
    method: 'POST',
    token: who.token,
    body: PDF,
    headers: { 'content-type': 'application/pdf' },
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return path;
}

let n = 0;
async function vendor(who: Member = admin, body: Record<string, unknown> = {}) {
  n++;
  const res = await create(who, {
    vendor_number: `V-T${String(n).padStart(3, '0')}`,
    name: `Vendor ${n}`,
    vendor_type: 'subcontractor',
    ...body,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: string; vendor_number: string };
}

const certificate = (overrides: Record<string, unknown> = {}) => ({
  kind: 'general_liability',
  carrier: 'Hartford',
  policy_number: 'GL-100',
  each_occurrence_cents: 100_000_000,
  aggregate_cents: 200_000_000,
  effective_date: day(-300),
  expiry_date: day(200),
  ...overrides,
});
const addCertificate = (who: Member, vendorId: string, body: unknown) =>
  call(t, who.token, 'POST', `/api/v1/vendors/${vendorId}/certificates`, body);

describe('vendor numbers', () => {
  it('creates a vendor active, trimmed, audited, with the tax ID masked everywhere', async () => {
    const res = await create(admin, {
      vendor_number: 'V-0001',
      name: '  Sparks Electric ',
      vendor_type: 'subcontractor',
      contact_person: 'Sam Spark',
      email: '',
      tax_id: '12-3456789',
      is_1099: true,
      payment_terms_days: 45,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      vendor_number: 'V-0001',
      name: 'Sparks Electric',
      email: null,
      tax_id: '•••••6789',
      is_1099: true,
      payment_terms_days: 45,
      is_active: true,
      compliance: { status: 'missing', reasons: ['No general liability certificate', 'No W-9 on file'] },
    });
    expect(JSON.stringify((await get(admin, `/api/v1/vendors/${res.body.id}`)).body)).not.toContain(
      '3456789',
    );
    const list = await get(admin, '/api/v1/vendors?search=sparks');
    expect(list.body.items[0].tax_id).toBe('•••••6789');
    const [row] = await t.db.select().from(vendors).where(eq(vendors.id, res.body.id));
    expect(row?.taxId).toBe('12-3456789');
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, res.body.id), eq(auditLog.action, 'create_vendor')));
    expect(audits).toHaveLength(1);
    expect(JSON.stringify(audits[0]?.after)).not.toContain('3456789');
  });

  it('checks the number as you type, and refuses a taken one with 409', async () => {
    const v = await vendor(admin, { vendor_number: 'V-CHK1' });
    expect((await get(admin, '/api/v1/vendors/check-number?number=V-CHK1')).body).toEqual({
      available: false,
    });
    expect((await get(admin, `/api/v1/vendors/check-number?number=V-CHK1&excludeId=${v.id}`)).body).toEqual({
      available: true,
    });
    expect((await get(admin, '/api/v1/vendors/check-number?number=V-CHK2')).body).toEqual({
      available: true,
    });
    // Another company's numbers are its own.
    expect((await get(other, '/api/v1/vendors/check-number?number=V-CHK1')).body).toEqual({
      available: true,
    });
    const bad = await get(admin, '/api/v1/vendors/check-number?number=C-0001');
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe(VENDOR_MESSAGES.numberFormat);

    const dup = await create(admin, { vendor_number: 'V-CHK1', name: 'Dup', vendor_type: 'supplier' });
    expect(dup.status).toBe(409);
    expect(dup.body.error).toEqual({ code: 'vendor_number_taken', message: VENDOR_MESSAGES.taken });
    const w = await vendor(admin, { vendor_number: 'V-CHK3' });
    expect((await patch(admin, w.id, { vendor_number: 'V-CHK1' })).status).toBe(409);
    expect((await create(other, { vendor_number: 'V-CHK1', name: 'B', vendor_type: 'other' })).status).toBe(
      201,
    );
  });

  it('two people saving the same number at once: one 201, one 409', async () => {
    const body = { vendor_number: 'V-RACE', name: 'Race', vendor_type: 'supplier' };
    const answers = await Promise.all([create(admin, body), create(admin, body)]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
  });

  it('refuses invalid input with the schema message', async () => {
    const res = await create(admin, { vendor_number: 'V-BAD1', name: 'x', vendor_type: 'x' });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(VENDOR_MESSAGES.typeInvalid);
    const tax = await create(admin, {
      vendor_number: 'V-BAD1',
      name: 'x',
      vendor_type: 'other',
      tax_id: '12',
    });
    expect(tax.body.error.message).toBe(VENDOR_MESSAGES.taxIdFormat);
  });
});

describe('editing a vendor', () => {
  it('keeps the tax ID unless a new one is sent; null removes it', async () => {
    const v = await vendor(admin, { tax_id: '123-45-6789' });
    expect((await patch(admin, v.id, { name: 'Renamed', tax_id: '' })).body).toMatchObject({
      name: 'Renamed',
      tax_id: '•••••6789',
    });
    expect((await patch(admin, v.id, { tax_id: '98-7654321' })).body.tax_id).toBe('•••••4321');
    expect((await patch(admin, v.id, { tax_id: null })).body.tax_id).toBeNull();
  });

  it('deactivates and reactivates; the picker offers only active vendors, audited', async () => {
    const v = await vendor(admin);
    expect((await patch(admin, v.id, { is_active: false })).body.is_active).toBe(false);
    let active = await get(admin, '/api/v1/vendors/active');
    expect(active.body.items.map((i: { id: string }) => i.id)).not.toContain(v.id);
    expect((await patch(admin, v.id, { is_active: true })).body.is_active).toBe(true);
    active = await get(admin, '/api/v1/vendors/active');
    expect(active.body.items.find((i: { id: string }) => i.id === v.id)).toEqual({
      id: v.id,
      vendor_number: v.vendor_number,
      name: expect.any(String),
      vendor_type: 'subcontractor',
      compliance_status: 'missing',
      compliance_reasons: ['No general liability certificate', 'No W-9 on file'],
      blocks_commitments: false,
      payment_terms_days: 30,
    });
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, v.id), eq(auditLog.action, 'update_vendor')));
    expect(audits).toHaveLength(2);
  });

  it('takes a default cost category of the company only', async () => {
    const categories = (await get(admin, '/api/v1/cost-categories')).body.items as { id: string }[];
    const foreign = (await get(other, '/api/v1/cost-categories')).body.items as { id: string }[];
    const v = await vendor(admin, { default_cost_category_id: categories[0]?.id });
    expect((await get(admin, `/api/v1/vendors/${v.id}`)).body.default_cost_category_id).toBe(
      categories[0]?.id,
    );
    const res = await patch(admin, v.id, { default_cost_category_id: foreign[0]?.id });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(VENDOR_MESSAGES.costCategoryNotFound);
  });
});

describe('the list', () => {
  it('searches, filters by type and status, pages', async () => {
    await vendor(other, { vendor_number: 'V-LST9', name: 'Listable Foreign' });
    await vendor(admin, {
      vendor_number: 'V-LST1',
      name: 'Listable Lumber',
      vendor_type: 'supplier',
      city: 'Austin',
    });
    await vendor(admin, { vendor_number: 'V-LST2', name: 'Listable Framing', vendor_type: 'subcontractor' });
    const gone = await vendor(admin, {
      vendor_number: 'V-LST3',
      name: 'Listable Gone',
      vendor_type: 'supplier',
    });
    await patch(admin, gone.id, { is_active: false });
    const numbers = async (q: string) =>
      (
        (await get(admin, `/api/v1/vendors?search=listable&${q}`)).body.items as { vendor_number: string }[]
      ).map((i) => i.vendor_number);
    expect(await numbers('')).toEqual(['V-LST1', 'V-LST2', 'V-LST3']);
    expect(await numbers('type=supplier')).toEqual(['V-LST1', 'V-LST3']);
    expect(await numbers('type=supplier&status=active')).toEqual(['V-LST1']);
    expect(await numbers('status=inactive')).toEqual(['V-LST3']);
    expect((await get(admin, '/api/v1/vendors?search=austin')).body.items[0].vendor_number).toBe('V-LST1');
    const page2 = await get(admin, '/api/v1/vendors?search=listable&page=2&pageSize=2');
    expect(page2.body).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page2.body.items.map((i: { vendor_number: string }) => i.vendor_number)).toEqual(['V-LST3']);
    expect((await get(admin, '/api/v1/vendors?type=builder')).status).toBe(400);
  });
});

describe('compliance', () => {
  it('follows the dates relative to today on the list, the vendor, the picker and the dashboard', async () => {
    const before = (await get(admin, '/api/v1/dashboard')).body.badges['/vendors/setup'] ?? 0;
    const v = await vendor(admin, { name: 'Dated Concrete' });
    await patch(admin, v.id, { w9_received_on: day(-10) });
    const status = async () => (await get(admin, `/api/v1/vendors/${v.id}`)).body.compliance;

    const gl = await addCertificate(admin, v.id, certificate({ expiry_date: day(31) }));
    expect(gl.status).toBe(201);
    expect(await status()).toEqual({ status: 'compliant', reasons: [] });

    await call(t, admin.token, 'PATCH', `/api/v1/vendors/${v.id}/certificates/${gl.body.id}`, {
      expiry_date: day(30),
    });
    expect(await status()).toEqual({
      status: 'expiring',
      reasons: [`General liability insurance expires in 30 days (${day(30)})`],
    });
    expect((await get(admin, '/api/v1/dashboard')).body.badges['/vendors/setup']).toBe(before + 1);

    await call(t, admin.token, 'PATCH', `/api/v1/vendors/${v.id}/certificates/${gl.body.id}`, {
      expiry_date: day(-1),
    });
    expect(await status()).toEqual({
      status: 'expired',
      reasons: [`General liability insurance expired on ${day(-1)}`],
    });
    const listed = (await get(admin, '/api/v1/vendors?search=dated')).body.items[0];
    expect(listed.compliance.status).toBe('expired');
    expect((await get(admin, '/api/v1/dashboard')).body.badges['/vendors/setup']).toBe(before + 1);

    // A renewal replaces the expired certificate.
    await addCertificate(admin, v.id, certificate({ effective_date: day(-1), expiry_date: day(364) }));
    expect((await status()).status).toBe('compliant');

    // An expiring license.
    await patch(admin, v.id, { license_number: 'TX-1', license_expiry: day(5) });
    expect(await status()).toEqual({
      status: 'expiring',
      reasons: [`License expires in 5 days (${day(5)})`],
    });
  });

  it('vendorCompliance() blocks an expired vendor only when the company says so', async () => {
    const v = await vendor(admin, { w9_received_on: day(-1) });
    await patch(admin, v.id, { w9_received_on: day(-1) });
    await addCertificate(admin, v.id, certificate({ expiry_date: day(-2) }));
    const ctx = { userId: admin.userId, organizationId: admin.organizationId };
    const verdict = () => withTenant(t.db, ctx, (tx) => vendorCompliance(tx, admin.organizationId, v.id));
    expect(await verdict()).toEqual({
      status: 'expired',
      reasons: [`General liability insurance expired on ${day(-2)}`],
      blocks: false,
    });
    const settings = await call(t, admin.token, 'PATCH', '/api/v1/organization/business', {
      compliance_blocks_commitments: true,
      default_retainage_bps: 750,
    });
    expect(settings.body).toMatchObject({ compliance_blocks_commitments: true, default_retainage_bps: 750 });
    expect((await verdict()).blocks).toBe(true);
    const option = (await get(admin, '/api/v1/vendors/active')).body.items.find(
      (i: { id: string }) => i.id === v.id,
    );
    expect(option.blocks_commitments).toBe(true);
    await expect(
      withTenant(t.db, { userId: other.userId, organizationId: other.organizationId }, (tx) =>
        vendorCompliance(tx, other.organizationId, v.id),
      ),
    ).rejects.toMatchObject({ code: 'vendor_not_found', status: 404 });
    await call(t, admin.token, 'PATCH', '/api/v1/organization/business', {
      compliance_blocks_commitments: false,
    });
  });
});

describe('certificates and files', () => {
  it('stores a certificate with its uploaded file, serves the file to the company only, removes it on delete', async () => {
    const v = await vendor(admin);
    const path = await uploadPdf(admin, v.id, 'gl-1.pdf');
    const created = await addCertificate(admin, v.id, certificate({ file_path: path }));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      file_path: path,
      kind: 'general_liability',
      each_occurrence_cents: 100_000_000,
    });
    const file = await t.request(`/storage/v1/object/authenticated/vendor-documents/${path}`, {
      token: foreman.token,
    });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    // Not public, not another company, not a field employee (no jobcost:read).
    expect((await t.request(`/storage/v1/object/public/vendor-documents/${path}`)).status).toBe(404);
    expect(
      (await t.request(`/storage/v1/object/vendor-documents/${path}`, { token: other.token })).status,
    ).toBe(404);
    expect(
      (await t.request(`/storage/v1/object/vendor-documents/${path}`, { token: fieldEmployee.token })).status,
    ).toBe(404);
    // A foreman reads but may not upload.
    const refused = await t.request(
      `/storage/v1/object/vendor-documents/${admin.organizationId}/vendors/${v.id}/x.pdf`,
      {
        method: 'POST',
        token: foreman.token,
        body: PDF,
        headers: { 'content-type': 'application/pdf' },
      },
    );
    expect(refused.status).toBe(403);

    // Replacing the file removes the old one.
    const second = await uploadPdf(admin, v.id, 'gl-2.pdf');
    const edited = await call(
      t,
      admin.token,
      'PATCH',
      `/api/v1/vendors/${v.id}/certificates/${created.body.id}`,
      {
        file_path: second,
      },
    );
    expect(edited.body.file_path).toBe(second);
    expect(
      (await t.request(`/storage/v1/object/vendor-documents/${path}`, { token: admin.token })).status,
    ).toBe(404);

    const list = await get(admin, `/api/v1/vendors/${v.id}/certificates`);
    expect(list.body.items).toHaveLength(1);
    const deleted = await call(
      t,
      admin.token,
      'DELETE',
      `/api/v1/vendors/${v.id}/certificates/${created.body.id}`,
    );
    expect(deleted.status).toBe(204);
    expect(
      (await t.request(`/storage/v1/object/vendor-documents/${second}`, { token: admin.token })).status,
    ).toBe(404);
    expect((await get(admin, `/api/v1/vendors/${v.id}/certificates`)).body.items).toEqual([]);
    const actions = (
      await t.db.select().from(auditLog).where(eq(auditLog.entity, 'vendor_insurance_certificates'))
    ).map((a) => a.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'create_vendor_certificate',
        'update_vendor_certificate',
        'delete_vendor_certificate',
      ]),
    );
  });

  it('refuses a file outside the vendor folder, a file never uploaded, and a non-PDF/image upload', async () => {
    const v = await vendor(admin);
    const w = await vendor(admin);
    const elsewhere = await uploadPdf(admin, w.id, 'gl.pdf');
    const outside = await addCertificate(admin, v.id, certificate({ file_path: elsewhere }));
    expect(outside.status).toBe(400);
    expect(outside.body.error.message).toBe(VENDOR_MESSAGES.filePathInvalid);
    const never = await addCertificate(
      admin,
      v.id,
      certificate({ file_path: `${admin.organizationId}/vendors/${v.id}/nope.pdf` }),
    );
    expect(never.body.error.message).toBe(VENDOR_MESSAGES.fileMissing);
    const svg = await t.request(
      `/storage/v1/object/vendor-documents/${admin.organizationId}/vendors/${v.id}/x.svg`,
      {
        method: 'POST',
        token: admin.token,
        body: '<svg xmlns="http://www.w3.org/2000/svg"/>',
        headers: { 'content-type': 'image/svg+xml' },
      },
    );
    expect(svg.status).toBe(415);
  });

  it('keeps the W-9 file on the vendor and removes a replaced one', async () => {
    const v = await vendor(admin);
    const first = await uploadPdf(admin, v.id, 'w9-1.pdf');
    const res = await patch(admin, v.id, { w9_path: first, w9_received_on: day(0) });
    expect(res.body).toMatchObject({ w9_path: first, w9_received_on: day(0) });
    const second = await uploadPdf(admin, v.id, 'w9-2.pdf');
    await patch(admin, v.id, { w9_path: second });
    expect(
      (await t.request(`/storage/v1/object/vendor-documents/${first}`, { token: admin.token })).status,
    ).toBe(404);
    expect(
      (await t.request(`/storage/v1/object/vendor-documents/${second}`, { token: admin.token })).status,
    ).toBe(200);
  });

  it('checks the dates of an edit against the stored ones', async () => {
    const v = await vendor(admin);
    const c = await addCertificate(
      admin,
      v.id,
      certificate({ effective_date: day(-10), expiry_date: day(10) }),
    );
    const res = await call(t, admin.token, 'PATCH', `/api/v1/vendors/${v.id}/certificates/${c.body.id}`, {
      expiry_date: day(-11),
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(CERTIFICATE_MESSAGES.expiryBeforeEffective);
  });
});

describe('foreign ids and roles', () => {
  it('answers 404 for another company’s vendor and certificate, changing nothing', async () => {
    const v = await vendor(admin);
    const c = await addCertificate(admin, v.id, certificate());
    for (const [method, path] of [
      ['GET', `/api/v1/vendors/${v.id}`],
      ['PATCH', `/api/v1/vendors/${v.id}`],
      ['GET', `/api/v1/vendors/${v.id}/certificates`],
      ['POST', `/api/v1/vendors/${v.id}/certificates`],
      ['PATCH', `/api/v1/vendors/${v.id}/certificates/${c.body.id}`],
      ['DELETE', `/api/v1/vendors/${v.id}/certificates/${c.body.id}`],
      ['GET', `/api/v1/vendors/${v.id}/commitments`],
    ] as const) {
      const body = method === 'POST' ? certificate() : method === 'PATCH' ? { name: 'Hijack' } : undefined;
      const res = await call(t, other.token, method, path, body);
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    // A certificate id under the wrong vendor of the same company is not found either.
    const w = await vendor(admin);
    expect(
      (await call(t, admin.token, 'DELETE', `/api/v1/vendors/${w.id}/certificates/${c.body.id}`)).status,
    ).toBe(404);
    expect((await get(admin, `/api/v1/vendors/${v.id}`)).body.name).not.toBe('Hijack');
    expect((await get(admin, `/api/v1/vendors/${v.id}/certificates`)).body.items).toHaveLength(1);
  });

  it('foremen read vendors but may not change them; field employees see none of it', async () => {
    const v = await vendor(admin);
    expect((await get(foreman, `/api/v1/vendors/${v.id}`)).status).toBe(200);
    expect((await get(foreman, '/api/v1/vendors')).status).toBe(200);
    expect((await patch(foreman, v.id, { name: 'No' })).status).toBe(403);
    expect(
      (await create(foreman, { vendor_number: 'V-FRM1', name: 'No', vendor_type: 'other' })).status,
    ).toBe(403);
    expect((await get(fieldEmployee, '/api/v1/vendors')).status).toBe(403);
    expect((await get(fieldEmployee, `/api/v1/vendors/${v.id}`)).status).toBe(403);
    expect((await get(foreman, '/api/v1/dashboard')).body.badges).toHaveProperty(['/vendors/setup']);
    expect((await get(fieldEmployee, '/api/v1/dashboard')).body.badges).toEqual({});
  });
});

describe("a vendor's commitments", () => {
  it('lists the commitments of the vendor (none until some exist)', async () => {
    const v = await vendor(admin);
    expect((await get(admin, `/api/v1/vendors/${v.id}/commitments`)).body).toEqual({ items: [] });
    const customer = await call(t, admin.token, 'POST', '/api/v1/customers', {
      customer_number: 'C-VCM1',
      name: 'Owner',
    });
    const job = await call(t, admin.token, 'POST', '/api/v1/jobs', {
      customer_id: customer.body.id,
      project_name: 'Tower',
      budget_cents: 100,
    });
    await t.db.insert(commitments).values({
      organizationId: admin.organizationId,
      jobId: job.body.id,
      vendorId: v.id,
      kind: 'subcontract',
      commitmentNumber: `${job.body.project_number}-SC-01`,
      description: 'Electrical',
    });
    const res = await get(admin, `/api/v1/vendors/${v.id}/commitments`);
    expect(res.body.items).toEqual([
      expect.objectContaining({
        commitment_number: `${job.body.project_number}-SC-01`,
        kind: 'subcontract',
        status: 'draft',
        job_name: 'Tower',
        original_cents: 0,
      }),
    ]);
  });
});
