import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DOCUMENT_MAX_BYTES } from '@groundwork/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, documents } from '../src/db/schema/index.ts';
import { makePng } from './fixtures/images.ts';
import { addMember, call, createCompany, type Member } from './helpers/org-users.ts';
import { inflatePdf } from './helpers/pdf-inflate.ts';
import { pdfText } from './helpers/pdf-text.ts';
import { createTestApp, json, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let dataDir: string;
let admin: Member;
let outsider: Member;
let projectManager: Member;
let foreman: Member;
let fieldEmployee: Member;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const PNG = makePng(4, 4, [200, 30, 30, 255]);

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gw-documents-'));
  t = await createTestApp({ dataDir });
  admin = await createCompany(t, 'docs-admin@a.co', 'Docs Builders');
  outsider = await createCompany(t, 'docs-admin@b.co', 'Other Builders');
  projectManager = await addMember(t, admin.organizationId, 'docs-pm@a.co', 'project_manager');
  foreman = await addMember(t, admin.organizationId, 'docs-foreman@a.co', 'foreman');
  fieldEmployee = await addMember(t, admin.organizationId, 'docs-field@a.co', 'field_employee');
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const get = (who: Member, p: string) => call(t, who.token, 'GET', p);
const post = (who: Member, p: string, body?: unknown) => call(t, who.token, 'POST', p, body ?? {});

async function ok(res: Promise<{ status: number; body: unknown }>, status = 200) {
  const answer = await res;
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON bodies
  return answer.body as any;
}

let jobCounter = 0;
async function newJob(who: Member = admin): Promise<{ id: string; number: string; customerId: string }> {
  jobCounter++;
  const customer = await ok(
    post(who, '/api/v1/customers', {
      customer_number: `C-D${String(jobCounter).padStart(3, '0')}`,
      name: 'Owner',
    }),
    201,
  );
  const job = await ok(
    post(who, '/api/v1/jobs', { customer_id: customer.id, project_name: `Depot ${jobCounter}` }),
    201,
  );
  return { id: job.id, number: job.project_number, customerId: customer.id };
}

/** Uploads as multipart/form-data, the way the browser does. */
async function upload(who: Member, jobId: string, bytes: Uint8Array, name: string, type: string) {
  const form = new FormData();
  form.append('file', new File([bytes], name, { type }));
  const res = await t.request(`/api/v1/jobs/${jobId}/documents`, {
    method: 'POST',
    token: who.token,
    body: form,
  });
  return { status: res.status, body: await json(res) };
}

/** Uploads the raw bytes with the name in the query. */
async function uploadRaw(who: Member, jobId: string, bytes: Uint8Array, name: string | null, type: string) {
  const query = name === null ? '' : `?file_name=${encodeURIComponent(name)}`;
  const res = await t.request(`/api/v1/jobs/${jobId}/documents${query}`, {
    method: 'POST',
    token: who.token,
    headers: { 'content-type': type },
    body: bytes,
  });
  return { status: res.status, body: await json(res) };
}

async function download(who: Member, id: string): Promise<Response> {
  return t.request(`/api/v1/documents/${id}/download`, { token: who.token });
}

/** Every object the disk store holds under the documents bucket. */
function storedObjects(): string[] {
  const dir = path.join(dataDir, 'storage', 'documents');
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true }) as string[]).filter((f) => /\.(pdf|png|jpg)$/.test(f));
}

async function documentRows(organizationId: string) {
  return t.db.select().from(documents).where(eq(documents.organizationId, organizationId));
}

describe('uploading, listing, downloading and deleting job documents', () => {
  it('keeps a PDF and a PNG, lists them newest first with search and paging, downloads the same bytes', async () => {
    const job = await newJob();
    const pdf = await ok(
      upload(projectManager, job.id, PDF, 'C:\\scans\\Signed contract.pdf', 'application/pdf'),
      201,
    );
    expect(pdf).toMatchObject({
      job_id: job.id,
      kind: 'upload',
      file_name: 'Signed contract.pdf',
      content_type: 'application/pdf',
      size_bytes: PDF.byteLength,
      source: null,
      created_by: { id: projectManager.userId },
    });
    const png = await ok(uploadRaw(admin, job.id, PNG, 'Site photo – north.png', 'image/png'), 201);
    expect(png).toMatchObject({ content_type: 'image/png', file_name: 'Site photo – north.png' });

    const list = await ok(get(fieldEmployee, `/api/v1/jobs/${job.id}/documents`));
    expect(list.total).toBe(2);
    expect(list.items.map((d: { id: string }) => d.id)).toEqual([png.id, pdf.id]);

    const searched = await ok(get(admin, `/api/v1/jobs/${job.id}/documents?search=CONTRACT`));
    expect(searched.items.map((d: { id: string }) => d.id)).toEqual([pdf.id]);
    // The user's % and _ are taken literally.
    expect((await ok(get(admin, `/api/v1/jobs/${job.id}/documents?search=%25`))).total).toBe(0);
    const paged = await ok(get(admin, `/api/v1/jobs/${job.id}/documents?page=2&pageSize=1`));
    expect(paged).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(paged.items.map((d: { id: string }) => d.id)).toEqual([pdf.id]);

    expect(await ok(get(foreman, `/api/v1/documents/${pdf.id}`))).toMatchObject({ id: pdf.id });
    const res = await download(fieldEmployee, png.id);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="Site photo _ north.png"; filename*=UTF-8''Site%20photo%20%E2%80%93%20north.png`,
    );
    expect(Buffer.from(await res.arrayBuffer()).equals(PNG)).toBe(true);

    const actions = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'documents'), eq(auditLog.entityId, pdf.id)));
    expect(actions.map((a) => a.action)).toEqual(['upload_document']);
  });

  it('deletes a document: the row, then its bytes; it is gone from the list and the download', async () => {
    const job = await newJob();
    const doc = await ok(upload(admin, job.id, PDF, 'Permit.pdf', 'application/pdf'), 201);
    const [row] = await t.db.select().from(documents).where(eq(documents.id, doc.id));
    expect(storedObjects()).toContain(path.join(admin.organizationId, `${doc.id}.pdf`));
    expect(row?.storageKey).toBe(`${admin.organizationId}/${doc.id}.pdf`);

    expect((await call(t, fieldEmployee.token, 'DELETE', `/api/v1/documents/${doc.id}`)).status).toBe(403);
    expect((await call(t, projectManager.token, 'DELETE', `/api/v1/documents/${doc.id}`)).status).toBe(204);
    expect(storedObjects()).not.toContain(path.join(admin.organizationId, `${doc.id}.pdf`));
    expect((await ok(get(admin, `/api/v1/jobs/${job.id}/documents`))).total).toBe(0);
    const gone = await download(admin, doc.id);
    expect(gone.status).toBe(404);
    expect((await json(gone)).error.code).toBe('document_not_found');
    expect((await call(t, admin.token, 'DELETE', `/api/v1/documents/${doc.id}`)).status).toBe(404);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'delete_document'), eq(auditLog.entityId, doc.id)));
    expect(audit?.before).toMatchObject({ file_name: 'Permit.pdf', kind: 'upload' });
  });

  it('answers 404 when the bytes have gone from the store', async () => {
    const job = await newJob();
    const doc = await ok(upload(admin, job.id, PDF, 'Lost.pdf', 'application/pdf'), 201);
    fs.rmSync(path.join(dataDir, 'storage', 'documents', admin.organizationId, `${doc.id}.pdf`));
    fs.rmSync(
      path.join(dataDir, 'storage', '.meta', 'documents', admin.organizationId, `${doc.id}.pdf.json`),
    );
    const res = await download(admin, doc.id);
    expect(res.status).toBe(404);
    expect((await json(res)).error.code).toBe('document_file_missing');
  });
});

describe('refused uploads', () => {
  it('refuses what is not a PDF, PNG or JPEG, or not what it says, empty or nameless — storing nothing', async () => {
    const job = await newJob();
    const before = storedObjects().length;
    const rowsBefore = (await documentRows(admin.organizationId)).length;
    const cases: [
      Promise<{ status: number; body: { error: { code: string; message: string } } }>,
      number,
      string,
    ][] = [
      [upload(admin, job.id, Buffer.from('hello'), 'notes.txt', 'text/plain'), 415, 'unsupported_file_type'],
      [
        upload(
          admin,
          job.id,
          Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
          'a.svg',
          'image/svg+xml',
        ),
        415,
        'unsupported_file_type',
      ],
      [upload(admin, job.id, PDF, 'contract.png', 'image/png'), 415, 'file_type_mismatch'],
      [upload(admin, job.id, PNG, 'photo.png', 'application/pdf'), 415, 'file_type_mismatch'],
      [upload(admin, job.id, PDF, 'contract', 'application/pdf'), 415, 'file_type_mismatch'],
      [upload(admin, job.id, new Uint8Array(), 'empty.pdf', 'application/pdf'), 400, 'no_file'],
      [upload(admin, job.id, PDF, '...', 'application/pdf'), 400, 'file_name_required'],
      [uploadRaw(admin, job.id, PDF, null, 'application/pdf'), 400, 'file_name_required'],
      [call(t, admin.token, 'POST', `/api/v1/jobs/${job.id}/documents`, { file: 'x' }), 400, 'invalid_body'],
    ];
    for (const [pending, status, code] of cases) {
      const res = await pending;
      expect(res.status, code).toBe(status);
      expect(res.body.error.code).toBe(code);
      expect(typeof res.body.error.message).toBe('string');
    }
    expect(await documentRows(admin.organizationId)).toHaveLength(rowsBefore);
    expect((await ok(get(admin, `/api/v1/jobs/${job.id}/documents`))).total).toBe(0);
    expect(storedObjects()).toHaveLength(before);
  });

  it('refuses a file past 20 MB with 413, multipart or raw, and accepts one of exactly 20 MB', async () => {
    const job = await newJob();
    const big = Buffer.alloc(DOCUMENT_MAX_BYTES + 1);
    PDF.copy(big);
    const multipart = await upload(admin, job.id, big, 'big.pdf', 'application/pdf');
    expect(multipart.status).toBe(413);
    expect(multipart.body.error).toEqual({
      code: 'file_too_large',
      message: 'The file must be 20 MB or smaller',
    });
    const raw = await uploadRaw(
      admin,
      job.id,
      Buffer.alloc(DOCUMENT_MAX_BYTES + 100 * 1024),
      'big.pdf',
      'application/pdf',
    );
    expect(raw.status).toBe(413);
    expect(raw.body.error.code).toBe('file_too_large');
    const exact = await upload(
      admin,
      job.id,
      big.subarray(0, DOCUMENT_MAX_BYTES),
      'exact.pdf',
      'application/pdf',
    );
    expect(exact.status).toBe(201);
    expect(exact.body.size_bytes).toBe(DOCUMENT_MAX_BYTES);
  });

  it('refuses roles without documents:write with 403 before reading the file', async () => {
    const job = await newJob();
    for (const who of [foreman, fieldEmployee]) {
      const res = await upload(who, job.id, PDF, 'x.pdf', 'application/pdf');
      expect(res.status).toBe(403);
      expect(res.body.error.code).toBe('forbidden');
    }
  });
});

describe('another organization', () => {
  it('gets 404 for every document route with real ids of this one, and changes nothing', async () => {
    const job = await newJob();
    const doc = await ok(upload(admin, job.id, PDF, 'Ours.pdf', 'application/pdf'), 201);
    const rowsBefore = (await documentRows(admin.organizationId)).length;
    expect((await get(outsider, `/api/v1/jobs/${job.id}/documents`)).status).toBe(404);
    expect((await get(outsider, `/api/v1/documents/${doc.id}`)).status).toBe(404);
    expect((await download(outsider, doc.id)).status).toBe(404);
    expect((await call(t, outsider.token, 'DELETE', `/api/v1/documents/${doc.id}`)).status).toBe(404);
    const intoTheirJob = await upload(outsider, job.id, PDF, 'Theirs.pdf', 'application/pdf');
    expect(intoTheirJob.status).toBe(404);
    expect(intoTheirJob.body.error.code).toBe('job_not_found');
    expect(await documentRows(outsider.organizationId)).toHaveLength(0);
    expect(await documentRows(admin.organizationId)).toHaveLength(rowsBefore);
    expect(await download(admin, doc.id).then((r) => r.status)).toBe(200);
  });

  it('cannot point a document at another organization’s job (composite foreign key)', async () => {
    const job = await newJob();
    await expect(
      t.db.insert(documents).values({
        organizationId: outsider.organizationId,
        jobId: job.id,
        kind: 'upload',
        fileName: 'x.pdf',
        contentType: 'application/pdf',
        sizeBytes: 1,
        storageKey: `${outsider.organizationId}/x.pdf`,
      }),
    ).rejects.toThrow();
  });
});

/** A job with a progress contract (or a simple invoice), 100,000.00 in three lines, 10 % retainage. */
async function contractJob(billingMethod: 'progress' | 'invoice' = 'progress') {
  const job = await newJob();
  const contract = await ok(
    call(t, admin.token, 'PUT', `/api/v1/jobs/${job.id}/contract`, {
      original_contract_cents: 10_000_000,
      billing_method: billingMethod,
      retainage_work_bps: 1000,
      retainage_stored_bps: 1000,
      payment_terms_days: 30,
      lines: [
        { description: 'General conditions', original_cents: 1_000_000 },
        { description: 'Sitework', original_cents: 3_000_000 },
        { description: 'Concrete', original_cents: 6_000_000 },
      ],
    }),
  );
  return { ...job, lines: contract.lines.map((l: { id: string }) => l.id) as string[] };
}

/** Application 1 billing 5,000 + 10,000 of work: 1,500 retainage, 13,500.00 due; submitted. */
async function submittedApplication(job: Awaited<ReturnType<typeof contractJob>>) {
  const created = await ok(
    post(admin, `/api/v1/jobs/${job.id}/pay-applications`, {
      application_date: '2026-03-31',
      period_from: '2026-03-01',
      period_to: '2026-03-31',
    }),
    201,
  );
  await ok(
    call(t, admin.token, 'PATCH', `/api/v1/pay-applications/${created.id}`, {
      lines: [
        { contract_line_id: job.lines[0], this_period_cents: 500_000 },
        { contract_line_id: job.lines[1], this_period_cents: 1_000_000 },
      ],
    }),
  );
  await ok(post(admin, `/api/v1/pay-applications/${created.id}/submit`));
  return created.id as string;
}

async function generatedDocuments(jobId: string) {
  const list = await ok(get(admin, `/api/v1/jobs/${jobId}/documents`));
  return list.items.filter((d: { kind: string }) => d.kind === 'generated');
}

describe('a pay application’s PDF among the job documents', () => {
  it('is attached at approval: named for the application, its text carrying the amount due', async () => {
    const job = await contractJob();
    const id = await submittedApplication(job);
    expect(await ok(get(admin, `/api/v1/pay-applications/${id}/document`))).toEqual({ document: null });
    const approved = await ok(post(admin, `/api/v1/pay-applications/${id}/approve`));
    expect(approved.status).toBe('approved');

    const [doc] = await generatedDocuments(job.id);
    expect(doc).toMatchObject({
      file_name: `Pay Application 1 - ${job.number}.pdf`,
      kind: 'generated',
      content_type: 'application/pdf',
      customer_id: job.customerId,
      source: { type: 'pay_application', id, label: 'Application 1', status: 'approved' },
      created_by: { id: admin.userId },
    });
    expect((await ok(get(admin, `/api/v1/pay-applications/${id}/document`))).document.id).toBe(doc.id);

    const res = await download(admin, doc.id);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(inflatePdf(bytes));
    expect(text).toContain('$13,500.00'); // amount due
    expect(text).toContain('$15,000.00'); // completed and stored to date
    expect(text).toContain(job.number);

    // Billing readers only: a foreman reads job documents but not the pay application's PDF.
    expect((await ok(get(foreman, `/api/v1/jobs/${job.id}/documents`))).total).toBe(0);
    expect((await get(foreman, `/api/v1/documents/${doc.id}`)).status).toBe(404);
    expect((await download(foreman, doc.id)).status).toBe(404);
    expect((await ok(get(projectManager, `/api/v1/jobs/${job.id}/documents`))).total).toBe(1);
  });

  it('can be deleted and attached again; attaching twice keeps one', async () => {
    const job = await contractJob();
    const id = await submittedApplication(job);
    await ok(post(admin, `/api/v1/pay-applications/${id}/approve`));
    const [first] = await generatedDocuments(job.id);
    expect((await call(t, projectManager.token, 'DELETE', `/api/v1/documents/${first.id}`)).status).toBe(204);
    expect(await ok(get(admin, `/api/v1/pay-applications/${id}/document`))).toEqual({ document: null });

    const attached = await ok(post(projectManager, `/api/v1/pay-applications/${id}/document`), 201);
    expect(attached.document).toMatchObject({ file_name: `Pay Application 1 - ${job.number}.pdf` });
    const again = await ok(post(admin, `/api/v1/pay-applications/${id}/document`), 200);
    expect(again.document.id).toBe(attached.document.id);
    expect(await generatedDocuments(job.id)).toHaveLength(1);
    expect((await download(admin, attached.document.id)).status).toBe(200);
  });

  it('a voided application keeps its document, listed with the void status', async () => {
    const job = await contractJob();
    const id = await submittedApplication(job);
    await ok(post(admin, `/api/v1/pay-applications/${id}/approve`));
    await ok(post(admin, `/api/v1/pay-applications/${id}/void`, { reason: 'Wrong period' }));
    const [doc] = await generatedDocuments(job.id);
    expect(doc.source).toMatchObject({ id, status: 'void', label: 'Application 1' });
    expect((await download(admin, doc.id)).status).toBe(200);
    // A void application is not attached again once its document is deleted.
    await call(t, admin.token, 'DELETE', `/api/v1/documents/${doc.id}`);
    const refused = await post(admin, `/api/v1/pay-applications/${id}/document`);
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('pay_application_not_approved');
  });

  it('is not attached before approval; another organization gets 404; field roles 403', async () => {
    const job = await contractJob();
    const id = await submittedApplication(job);
    const early = await post(admin, `/api/v1/pay-applications/${id}/document`);
    expect(early.status).toBe(409);
    expect((await get(outsider, `/api/v1/pay-applications/${id}/document`)).status).toBe(404);
    expect((await post(outsider, `/api/v1/pay-applications/${id}/document`)).status).toBe(404);
    expect((await post(foreman, `/api/v1/pay-applications/${id}/document`)).status).toBe(403);
    expect((await get(foreman, `/api/v1/pay-applications/${id}/document`)).status).toBe(403);
  });

  it('retainage releases and simple invoices are attached under their own names', async () => {
    const job = await contractJob();
    const first = await submittedApplication(job);
    await ok(post(admin, `/api/v1/pay-applications/${first}/approve`));
    const release = await ok(
      post(admin, `/api/v1/jobs/${job.id}/pay-applications`, {
        kind: 'retainage_release',
        application_date: '2026-04-30',
        period_to: '2026-04-30',
      }),
      201,
    );
    await ok(post(admin, `/api/v1/pay-applications/${release.id}/submit`));
    await ok(post(admin, `/api/v1/pay-applications/${release.id}/approve`));
    const names = (await generatedDocuments(job.id)).map((d: { file_name: string }) => d.file_name);
    expect(names).toEqual([
      `Retainage Release 2 - ${job.number}.pdf`,
      `Pay Application 1 - ${job.number}.pdf`,
    ]);

    const invoiceJob = await contractJob('invoice');
    const invoice = await submittedApplication(invoiceJob);
    await ok(post(admin, `/api/v1/pay-applications/${invoice}/approve`));
    const [doc] = await generatedDocuments(invoiceJob.id);
    expect(doc).toMatchObject({
      file_name: `Invoice 1 - ${invoiceJob.number}.pdf`,
      source: { label: 'Invoice 1' },
    });
    const text = pdfText(inflatePdf(Buffer.from(await (await download(admin, doc.id)).arrayBuffer())));
    expect(text).toContain('$13,500.00');
  });

  it('an approval stands when the store cannot take the PDF; it is attached once the store is back', async () => {
    const job = await contractJob();
    const id = await submittedApplication(job);
    // The disk store cannot make the bucket's folder: a file is where the folder should be.
    const bucketDir = path.join(dataDir, 'storage', 'documents');
    const parked = `${bucketDir}.parked`;
    fs.renameSync(bucketDir, parked);
    fs.writeFileSync(bucketDir, 'not a folder');
    try {
      const approved = await ok(post(admin, `/api/v1/pay-applications/${id}/approve`));
      expect(approved.status).toBe('approved');
      expect(approved.journal_entry).not.toBeNull();
      expect(await ok(get(admin, `/api/v1/pay-applications/${id}/document`))).toEqual({ document: null });
      expect(await generatedDocuments(job.id)).toHaveLength(0);
    } finally {
      fs.rmSync(bucketDir);
      fs.renameSync(parked, bucketDir);
    }
    const attached = await ok(post(admin, `/api/v1/pay-applications/${id}/document`), 201);
    expect(attached.document.source).toMatchObject({ id, status: 'approved' });
  });
});
