import { IMPORT_MESSAGES } from '@groundwork/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, importRuns } from '../src/db/schema/index.ts';
import { holdAdvisoryLock } from '../src/lib/tenant.ts';
import { claimImportJob, runLockKey, waitForImportJob } from '../src/modules/imports/runs/import-progress.ts';
import { addMember, call, createCompany, type Member } from './helpers/org-users.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/*
 * Import runs through the API (issue 24): create, change, upload and detect files, map, dry run in the
 * background, import in the background (stage by stage, resumable), the error CSV, templates, saved
 * mappings, the busy slot, interrupted runs, deletion, permissions and internal support on behalf.
 */

const isPostgres = Boolean(process.env.TEST_DATABASE_URL);
let t: TestApp;
let admin: Member;
let accountant: Member;
let pm: Member;
let outsider: Member;
let support: Member;

// biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON bodies and assert on them
type TBody = any;
const API = '/api/v1/imports';

const send = (who: Member, method: string, path: string, body?: unknown) =>
  call(t, who.token, method, path, body);

async function ok(res: Promise<{ status: number; body: TBody }>, status = 200): Promise<TBody> {
  const r = await res;
  if (r.status !== status) throw new Error(`expected ${status}, got ${r.status}: ${JSON.stringify(r.body)}`);
  return r.body;
}

async function upload(who: Member, runId: string, name: string, content: string | Uint8Array, query = '') {
  const form = new FormData();
  const bytes = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
  form.append('file', new File([bytes], name, { type: 'application/octet-stream' }));
  const res = await t.request(`${API}/runs/${runId}/files${query}`, {
    method: 'POST',
    token: who.token,
    body: form,
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

/** Waits for the run's background job, then reads the run. */
async function settled(who: Member, runId: string, query = ''): Promise<TBody> {
  await waitForImportJob(runId);
  return ok(send(who, 'GET', `${API}/runs/${runId}${query}`));
}

const iif = (rows: string[][]) => `${rows.map((r) => r.join('\t')).join('\r\n')}\r\n`;

/** A small chart with two A/R accounts (the control account must be chosen), customers with a job, a 1099 vendor. */
const LISTS_IIF = iif([
  ['!ACCNT', 'NAME', 'ACCNTTYPE', 'ACCNUM', 'EXTRA', 'HIDDEN'],
  ['ACCNT', 'Operating Checking', 'BANK', '1010', '', 'N'],
  ['ACCNT', 'Accounts Receivable', 'AR', '1205', '', 'N'],
  ['ACCNT', 'Job Receivables', 'AR', '1206', '', 'N'],
  ['ACCNT', 'Accounts Payable', 'AP', '2005', '', 'N'],
  ['ACCNT', 'Construction Income', 'INC', '4010', '', 'N'],
  ['ACCNT', 'Materials', 'COGS', '5010', '', 'N'],
  ['!CUST', 'NAME', 'COMPANYNAME', 'EMAIL', 'HIDDEN'],
  ['CUST', 'Acme Corp', 'Acme Corp', 'ap@acme.test', 'N'],
  ['CUST', 'Acme Corp:Warehouse', '', '', 'N'],
  ['!VEND', 'NAME', '1099', 'TAXID', 'HIDDEN'],
  ['VEND', 'Lumber Yard', 'Y', '12-3456789', 'N'],
]);

/** Every source account mapped as the wizard would: onto the suggestion when there is one, else created. */
function wizardMapping(view: TBody, controls: Record<string, string | null> = {}) {
  return {
    ...view.mapping,
    control_accounts: { ...view.mapping.control_accounts, ...controls },
    accounts: (view.source_accounts as TBody[]).map((s) =>
      s.suggested_account_id
        ? { source_path: s.source_path, action: 'map', account_id: s.suggested_account_id }
        : {
            source_path: s.source_path,
            action: 'create',
            number: s.source_number,
            type: s.type,
            subtype: s.subtype,
          },
    ),
  };
}

async function newRun(who: Member, body: Record<string, unknown> = { source: 'qb_desktop' }, query = '') {
  return ok(send(who, 'POST', `${API}/runs${query}`, body), 201);
}

/** A run with the lists IIF uploaded and mapped (A/R chosen): ready to preview. */
async function mappedListsRun(who: Member): Promise<string> {
  const run = await newRun(who);
  await ok(upload(who, run.id, 'lists.iif', LISTS_IIF), 201);
  const view = await ok(send(who, 'GET', `${API}/runs/${run.id}/mapping`));
  await ok(
    send(
      who,
      'PUT',
      `${API}/runs/${run.id}/mapping`,
      wizardMapping(view, { accounts_receivable: 'Accounts Receivable' }),
    ),
  );
  return run.id;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await createCompany(t, 'admin@runs.test', 'Runs Builders');
  accountant = await addMember(t, admin.organizationId, 'accountant@runs.test', 'accountant');
  pm = await addMember(t, admin.organizationId, 'pm@runs.test', 'project_manager');
  outsider = await createCompany(t, 'admin@elsewhere.test', 'Elsewhere Builders');
  support = await addMember(t, t.internalOrgId, 'support@groundwork.test', 'director');
});
afterAll(() => t.close());

describe('a run: create, change, files', () => {
  it('creates a draft run with pending stages and lists it', async () => {
    const run = await newRun(accountant, {
      source: 'csv',
      cutover_date: '2025-12-31',
      options: { job_to_date_cost: true },
    });
    expect(run).toMatchObject({
      source: 'csv',
      status: 'draft',
      cutover_date: '2025-12-31',
      options: { full_history: false, job_to_date_cost: true },
      files: [],
      on_behalf: false,
      created_by_name: 'Test Person',
      has_report: false,
      rollback_blocked_by: null,
    });
    expect(run.stages).toHaveLength(10);
    expect(run.stages.every((s: TBody) => s.status === 'pending')).toBe(true);
    const noPreview = await send(accountant, 'GET', `${API}/runs/${run.id}/preview`);
    expect(noPreview.status).toBe(404);
    expect(noPreview.body.error.code).toBe('import_preview_not_found');
    const list = await ok(send(admin, 'GET', `${API}/runs?source=csv&page_size=5`));
    expect(list).toMatchObject({ page: 1, page_size: 5 });
    expect(list.runs.map((r: TBody) => r.id)).toContain(run.id);
    expect(list.runs.find((r: TBody) => r.id === run.id)).toMatchObject({ file_count: 0, record_count: 0 });
    const none = await ok(send(admin, 'GET', `${API}/runs?source=qb_online`));
    expect(none.runs.map((r: TBody) => r.id)).not.toContain(run.id);
  });

  it('changes the cut-over date and options; refuses a malformed date', async () => {
    const run = await newRun(admin);
    const changed = await ok(
      send(admin, 'PATCH', `${API}/runs/${run.id}`, {
        cutover_date: '2026-03-31',
        options: { full_history: true },
      }),
    );
    expect(changed).toMatchObject({
      cutover_date: '2026-03-31',
      options: { full_history: true, job_to_date_cost: false },
    });
    const bad = await send(admin, 'PATCH', `${API}/runs/${run.id}`, { cutover_date: '31/03/2026' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('Use a date as YYYY-MM-DD');
  });

  it('detects and keeps an uploaded file, refuses unknown and empty files, removes a file', async () => {
    const run = await newRun(admin);
    const withFile = await ok(upload(admin, run.id, 'lists.iif', LISTS_IIF), 201);
    expect(withFile.files).toHaveLength(1);
    expect(withFile.files[0]).toMatchObject({
      file_name: 'lists.iif',
      kind: 'iif',
      size_bytes: LISTS_IIF.length,
    });
    expect(withFile.files[0].summary).toMatch(/account/);

    const unknown = await upload(admin, run.id, 'notes.txt', 'hello, this is no ledger\njust words\n');
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toBe(IMPORT_MESSAGES.unknownFile('notes.txt'));
    const empty = await upload(admin, run.id, 'empty.iif', new Uint8Array());
    expect(empty.status).toBe(400);
    const json = await send(admin, 'POST', `${API}/runs/${run.id}/files`, { file: 'x' });
    expect(json.status).toBe(400);

    const removed = await ok(send(admin, 'DELETE', `${API}/runs/${run.id}/files/${withFile.files[0].id}`));
    expect(removed.files).toEqual([]);
    const again = await send(admin, 'DELETE', `${API}/runs/${run.id}/files/${withFile.files[0].id}`);
    expect(again.status).toBe(404);
  });

  it('refuses a file over 50 MB with 413', async () => {
    const run = await newRun(admin);
    const big = new Uint8Array(50 * 1024 * 1024 + 1024).fill(65);
    const res = await upload(admin, run.id, 'huge.csv', big);
    expect(res.status).toBe(413);
    expect(res.body.error).toMatchObject({ code: 'file_too_large', message: IMPORT_MESSAGES.fileTooLarge });
  });

  it('searches runs by file name', async () => {
    const run = await newRun(admin, { source: 'qb_online' });
    await ok(upload(admin, run.id, 'zebra-unique-lists.iif', LISTS_IIF), 201);
    const found = await ok(send(admin, 'GET', `${API}/runs?search=zebra-unique`));
    expect(found.runs.map((r: TBody) => r.id)).toEqual([run.id]);
    expect(found.total).toBe(1);
  });
});

describe('mapping', () => {
  it('shows source accounts with types, control hints and suggestions; saves per company and source', async () => {
    const run = await newRun(admin);
    await ok(upload(admin, run.id, 'lists.iif', LISTS_IIF), 201);
    const view = await ok(send(admin, 'GET', `${API}/runs/${run.id}/mapping`));
    const byPath = new Map((view.source_accounts as TBody[]).map((s) => [s.source_path, s]));
    expect(byPath.get('Operating Checking')).toMatchObject({
      source_number: '1010',
      type: 'asset',
      subtype: 'bank',
    });
    expect(byPath.get('Accounts Receivable')).toMatchObject({
      type: 'asset',
      subtype: 'ar',
      control_hint: 'accounts_receivable',
    });
    expect(byPath.get('Construction Income')).toMatchObject({ type: 'revenue', subtype: 'income' });
    // The only A/P account fills the control; two A/R accounts leave it to the user.
    expect(view.mapping.control_accounts.accounts_payable).toBe('Accounts Payable');
    expect(view.mapping.control_accounts.accounts_receivable ?? null).toBeNull();
    expect(view.type_table.find((r: TBody) => r.source === 'iif' && r.source_type === 'BANK')).toMatchObject({
      type: 'asset',
      subtype: 'bank',
      overridden: false,
    });

    // A company account with the same number is suggested.
    const chart = await ok(send(admin, 'GET', '/api/v1/chart-of-accounts'));
    const existing = (chart.items as TBody[])[0];
    const run2 = await newRun(admin, { source: 'csv' });
    const sameNumber = iif([
      ['!ACCNT', 'NAME', 'ACCNTTYPE', 'ACCNUM'],
      ['ACCNT', 'Whatever Name', 'OCASSET', existing.account_number],
    ]);
    await ok(upload(admin, run2.id, 'same.iif', sameNumber), 201);
    const view2 = await ok(send(admin, 'GET', `${API}/runs/${run2.id}/mapping`));
    expect(view2.source_accounts[0].suggested_account_id).toBe(existing.id);

    // Saved into the run and for the company: the next qb_desktop run starts from it.
    const mapping = wizardMapping(view, { accounts_receivable: 'Accounts Receivable' });
    const saved = await ok(send(admin, 'PUT', `${API}/runs/${run.id}/mapping`, mapping));
    expect(saved.mapping.control_accounts.accounts_receivable).toBe('Accounts Receivable');
    const company = await ok(send(admin, 'GET', `${API}/mapping?source=qb_desktop`));
    expect(company.accounts).toHaveLength(mapping.accounts.length);
    const next = await newRun(accountant);
    const nextView = await ok(send(accountant, 'GET', `${API}/runs/${next.id}/mapping`));
    expect(nextView.mapping.accounts).toHaveLength(mapping.accounts.length);
    const online = await ok(send(admin, 'GET', `${API}/mapping?source=qb_online`));
    expect(online.accounts).toEqual([]);
  });

  it('refuses a preview while a control account is unmapped', async () => {
    // A company without a saved mapping: the two A/R accounts leave the control account open.
    const fresh = await createCompany(t, 'admin@fresh.test', 'Fresh Builders');
    const run = await newRun(fresh);
    await ok(upload(fresh, run.id, 'lists.iif', LISTS_IIF), 201);
    const res = await send(fresh, 'POST', `${API}/runs/${run.id}/preview`);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({
      code: 'control_unmapped',
      message: IMPORT_MESSAGES.controlUnmapped('Accounts receivable'),
    });
  });

  it('refuses a preview without files, and one needing a cut-over date without it', async () => {
    const run = await newRun(admin);
    const none = await send(admin, 'POST', `${API}/runs/${run.id}/preview`);
    expect(none.status).toBe(400);
    expect(none.body.error.code).toBe('no_files');
    const tb = [
      'Trial Balance',
      'As of December 31, 2025',
      '',
      ',Debit,Credit',
      'Operating Checking,100.00,',
      'Construction Income,,100.00',
      'TOTAL,100.00,100.00',
    ].join('\r\n');
    const uploaded = await upload(admin, run.id, 'trial-balance.csv', tb);
    expect(uploaded.status).toBe(201);
    const res = await send(admin, 'POST', `${API}/runs/${run.id}/preview`);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(IMPORT_MESSAGES.cutoverRequired);
  });
});

describe('preview and import in the background', () => {
  let runId: string;

  it('a dry run writes nothing and makes the run ready', async () => {
    runId = await mappedListsRun(admin);
    const customersBefore = (await ok(send(admin, 'GET', '/api/v1/customers?status=all'))).total;
    const started = await ok(send(admin, 'POST', `${API}/runs/${runId}/preview`), 202);
    expect(started.status).toBe('previewing');
    expect(started.progress).toMatchObject({ done: 0 });
    const run = await settled(admin, runId);
    const preview = await ok(send(admin, 'GET', `${API}/runs/${runId}/preview`));
    expect(run.status, JSON.stringify(preview.errors)).toBe('ready');
    expect(run.previewed_at).not.toBeNull();
    expect(run.progress).toBeNull();
    expect(preview.error_count).toBe(0);
    expect(preview.stages.map((s: TBody) => s.stage)).toContain('accounts');
    const accounts = preview.stages.find((s: TBody) => s.stage === 'accounts');
    expect(accounts.rows).toBe(6);
    const customers = preview.stages.find((s: TBody) => s.stage === 'customers');
    expect(customers.creates).toBe(1);
    expect((await ok(send(admin, 'GET', '/api/v1/customers?status=all'))).total).toBe(customersBefore);
    // The stages of the import itself have not run.
    expect(run.stages.every((s: TBody) => s.status === 'pending')).toBe(true);
  });

  it('imports stage by stage, keeps the report, and a second start answers 409', async () => {
    const started = await ok(send(admin, 'POST', `${API}/runs/${runId}/import`), 202);
    expect(['importing', 'imported']).toContain(started.status);
    const run = await settled(admin, runId);
    expect(run.status, run.error).toBe('imported');
    expect(run.imported_at).not.toBeNull();
    expect(run.has_report).toBe(true);
    const byStage = new Map((run.stages as TBody[]).map((s) => [s.stage, s]));
    expect(byStage.get('accounts')).toMatchObject({ status: 'done', error_count: 0 });
    expect(byStage.get('customers')).toMatchObject({ status: 'done', created: 1 });
    expect(byStage.get('vendors')).toMatchObject({ status: 'done', created: 1 });
    expect(byStage.get('opening_entry')?.status).toBe('skipped');
    const customers = await ok(send(admin, 'GET', '/api/v1/customers?status=all&search=Acme'));
    expect(customers.items.map((c: TBody) => c.name)).toContain('Acme Corp');
    const list = await ok(send(admin, 'GET', `${API}/runs?status=imported`));
    expect(list.runs.find((r: TBody) => r.id === runId).record_count).toBeGreaterThan(0);

    const again = await send(admin, 'POST', `${API}/runs/${runId}/import`);
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('import_not_ready');
    const change = await send(admin, 'PATCH', `${API}/runs/${runId}`, { cutover_date: '2025-12-31' });
    expect(change.status).toBe(409);
    expect(change.body.error.message).toBe(IMPORT_MESSAGES.notDraft);
    const remove = await send(admin, 'DELETE', `${API}/runs/${runId}`);
    expect(remove.status).toBe(409);
    const late = await upload(admin, runId, 'late.iif', LISTS_IIF);
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe('import_not_draft');
  });

  it('a rerun of the same files finds everything and changes nothing', async () => {
    const rerun = await mappedListsRun(admin);
    await ok(send(admin, 'POST', `${API}/runs/${rerun}/preview`), 202);
    expect((await settled(admin, rerun)).status).toBe('ready');
    const preview = await ok(send(admin, 'GET', `${API}/runs/${rerun}/preview`));
    for (const stage of preview.stages) expect(stage.creates, stage.stage).toBe(0);
    // A changed mapping makes the preview stale: the run is a draft again.
    const view = await ok(send(admin, 'GET', `${API}/runs/${rerun}/mapping`));
    await ok(send(admin, 'PUT', `${API}/runs/${rerun}/mapping`, view.mapping));
    expect((await ok(send(admin, 'GET', `${API}/runs/${rerun}`))).status).toBe('draft');
    expect((await send(admin, 'POST', `${API}/runs/${rerun}/import`)).status).toBe(409);
  });

  it('refuses to import before a clean preview', async () => {
    const run = await newRun(admin);
    const res = await send(admin, 'POST', `${API}/runs/${run.id}/import`);
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({ code: 'import_not_ready', message: IMPORT_MESSAGES.notReady });
  });

  it('a dry run with flagged rows goes back to draft with every error, downloadable as CSV', async () => {
    const run = await newRun(admin, { source: 'csv' });
    const long = 'L'.repeat(120);
    await ok(
      upload(
        admin,
        run.id,
        'bad.iif',
        iif([
          ['!ACCNT', 'NAME', 'ACCNTTYPE', 'ACCNUM'],
          ['ACCNT', long, 'EXP', '6990'],
          ['ACCNT', 'Fine Expense', 'EXP', '6991'],
        ]),
      ),
      201,
    );
    const view = await ok(send(admin, 'GET', `${API}/runs/${run.id}/mapping`));
    await ok(send(admin, 'PUT', `${API}/runs/${run.id}/mapping`, wizardMapping(view)));
    await ok(send(admin, 'POST', `${API}/runs/${run.id}/preview`), 202);
    const done = await settled(admin, run.id);
    expect(done.status).toBe('draft');
    expect(done.error_count).toBeGreaterThan(0);
    const preview = await ok(send(admin, 'GET', `${API}/runs/${run.id}/preview`));
    expect(preview.errors[0]).toMatchObject({ stage: 'accounts' });
    expect(preview.errors[0].message).toMatch(/^Row 2: account name '.*' is longer than \d+ characters$/);
    const csv = await t.request(`${API}/runs/${run.id}/errors.csv`, { token: admin.token });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const text = await csv.text();
    expect(text.split('\n')[0]).toBe('Stage,File,Row,Message');
    expect(text).toContain('is longer than');
    // A draft with errors can be deleted.
    expect((await send(admin, 'DELETE', `${API}/runs/${run.id}`)).status).toBe(204);
    expect((await send(admin, 'GET', `${API}/runs/${run.id}`)).status).toBe(404);
  });
});

describe('a failed stage', () => {
  it('rolls the stage back, fails the run with its errors, and a fixed run imports', async () => {
    const runId = await mappedListsRun(admin);
    await ok(send(admin, 'POST', `${API}/runs/${runId}/preview`), 202);
    expect((await settled(admin, runId)).status).toBe('ready');
    // The mapping goes wrong between the preview and the import (an account that does not exist).
    const [row] = await t.db.select().from(importRuns).where(eq(importRuns.id, runId));
    const mapping = row?.mapping as TBody;
    const broken = {
      ...mapping,
      accounts: mapping.accounts.map((a: TBody) =>
        a.source_path === 'Materials'
          ? { source_path: 'Materials', action: 'map', account_id: '00000000-0000-4000-8000-000000000000' }
          : a,
      ),
    };
    await t.db.update(importRuns).set({ mapping: broken }).where(eq(importRuns.id, runId));
    await ok(send(admin, 'POST', `${API}/runs/${runId}/import`), 202);
    const failed = await settled(admin, runId);
    expect(failed.status).toBe('failed');
    expect(failed.error).toMatch(/^Chart of accounts: /);
    expect(failed.error_count).toBeGreaterThan(0);
    expect(failed.stages.find((s: TBody) => s.stage === 'accounts')).toMatchObject({ status: 'failed' });
    expect(failed.stages.find((s: TBody) => s.stage === 'customers').status).toBe('pending');
    const csv = await (await t.request(`${API}/runs/${runId}/errors.csv`, { token: admin.token })).text();
    expect(csv.split('\n').length).toBeGreaterThan(2);
    // Nothing stayed of the failed stage, nothing ran after it: no record of the run.
    const list = await ok(send(admin, 'GET', `${API}/runs?status=failed`));
    expect(list.runs.find((r: TBody) => r.id === runId).record_count).toBe(0);
    // No stage committed: importing again needs a clean preview first.
    expect((await send(admin, 'POST', `${API}/runs/${runId}/import`)).status).toBe(409);
    await t.db.update(importRuns).set({ mapping }).where(eq(importRuns.id, runId));
    await ok(send(admin, 'POST', `${API}/runs/${runId}/preview`), 202);
    expect((await settled(admin, runId)).status).toBe('ready');
    await ok(send(admin, 'POST', `${API}/runs/${runId}/import`), 202);
    const imported = await settled(admin, runId);
    expect(imported.status, imported.error).toBe('imported');
    expect(imported.error).toBeNull();
  });
});

describe('the busy slot and interrupted runs', () => {
  it('answers 409 busy while another run of the company works; a run cut by a restart fails and resumes', async () => {
    const first = await mappedListsRun(accountant);
    const second = await mappedListsRun(accountant);
    // The first run works in the background (claimed by a job of this process).
    const claim = claimImportJob(first);
    await t.db
      .update(importRuns)
      .set({ status: 'previewing' })
      .where(and(eq(importRuns.organizationId, admin.organizationId), eq(importRuns.id, first)));
    const busy = await send(accountant, 'POST', `${API}/runs/${second}/preview`);
    expect(busy.status).toBe(409);
    expect(busy.body.error).toMatchObject({ code: 'import_busy', message: IMPORT_MESSAGES.busy });
    const itself = await send(accountant, 'POST', `${API}/runs/${first}/preview`);
    expect(itself.status).toBe(409);
    expect((await ok(send(accountant, 'GET', `${API}/runs/${first}`))).status).toBe('previewing');

    // The job is gone (a restart): the next read marks the run failed, and the slot is free again.
    claim.release();
    const interrupted = await ok(send(accountant, 'GET', `${API}/runs/${first}`));
    expect(interrupted).toMatchObject({
      status: 'failed',
      error: 'Interrupted: run the import again to resume',
    });
    await ok(send(accountant, 'POST', `${API}/runs/${second}/preview`), 202);
    expect((await settled(accountant, second)).status).toBe('ready');
  });

  it('leaves a run that another server process works on alone, and recovers it once that process is gone', async () => {
    const runId = await mappedListsRun(accountant);
    // The other process's job: its lock on the run, held on a connection of its own.
    const release = await holdAdvisoryLock(t.deps.database, runLockKey(runId));
    expect(release).not.toBeNull();
    await t.db
      .update(importRuns)
      .set({ status: 'previewing' })
      .where(and(eq(importRuns.organizationId, admin.organizationId), eq(importRuns.id, runId)));
    const during = await ok(send(accountant, 'GET', `${API}/runs/${runId}`));
    if (isPostgres) {
      expect(during.status).toBe('previewing');
      // Nor can this process start a job on it.
      expect(await holdAdvisoryLock(t.deps.database, runLockKey(runId))).toBeNull();
    } else {
      // PGlite is one process: the lock tells nothing, and the run no job of this process holds is interrupted.
      expect(during.status).toBe('failed');
    }
    // The other process is gone (its connection closed with it): the run is interrupted.
    await release?.();
    expect(await ok(send(accountant, 'GET', `${API}/runs/${runId}`))).toMatchObject({
      status: 'failed',
      error: 'Interrupted: run the import again to resume',
    });
  });

  it('an import cut after its first stages resumes at the first stage not done', async () => {
    const runId = await mappedListsRun(admin);
    await ok(send(admin, 'POST', `${API}/runs/${runId}/preview`), 202);
    expect((await settled(admin, runId)).status).toBe('ready');
    // As if the server stopped while importing, after the accounts stage committed.
    const [row] = await t.db.select().from(importRuns).where(eq(importRuns.id, runId));
    const stages = (row?.stages ?? []) as TBody[];
    const accountsDone = {
      stage: 'accounts',
      status: 'done',
      created: 0,
      updated: 0,
      unchanged: 6,
      error_count: 0,
      message: null,
      finished_at: new Date().toISOString(),
    };
    await t.db
      .update(importRuns)
      .set({
        status: 'importing',
        stages: [accountsDone, ...stages.filter((s) => s.stage !== 'accounts')],
      })
      .where(eq(importRuns.id, runId));
    const failed = await ok(send(admin, 'GET', `${API}/runs/${runId}`));
    expect(failed.status).toBe('failed');
    expect(failed.error).toBe('Interrupted: run the import again to resume');
    // Not deletable: a stage committed.
    expect((await send(admin, 'DELETE', `${API}/runs/${runId}`)).status).toBe(409);
    await ok(send(admin, 'POST', `${API}/runs/${runId}/import`), 202);
    const resumed = await settled(admin, runId);
    expect(resumed.status, resumed.error).toBe('imported');
    const accounts = resumed.stages.find((s: TBody) => s.stage === 'accounts');
    // The accounts stage was not run again (its state is the one committed before the cut).
    expect(accounts).toMatchObject({ status: 'done', unchanged: 6, finished_at: accountsDone.finished_at });
    expect(resumed.stages.find((s: TBody) => s.stage === 'customers').status).toBe('done');
  });
});

describe('permissions and internal support', () => {
  it('refuses roles without imports:run and hides another company’s runs', async () => {
    const run = await newRun(admin);
    expect((await send(pm, 'GET', `${API}/runs`)).status).toBe(403);
    expect((await send(pm, 'POST', `${API}/runs`, { source: 'csv' })).status).toBe(403);
    expect((await send(outsider, 'GET', `${API}/runs/${run.id}`)).status).toBe(404);
    expect((await send(outsider, 'DELETE', `${API}/runs/${run.id}`)).status).toBe(404);
    const theirs = await ok(send(outsider, 'GET', `${API}/runs`));
    expect(theirs.runs.map((r: TBody) => r.id)).not.toContain(run.id);
  });

  it('lets internal support import for a client company, marked on behalf and audited', async () => {
    const q = `?organization_id=${outsider.organizationId}`;
    const run = await newRun(support, { source: 'qb_desktop' }, q);
    expect(run.on_behalf).toBe(true);
    await ok(upload(support, run.id, 'lists.iif', LISTS_IIF, q), 201);
    const view = await ok(send(support, 'GET', `${API}/runs/${run.id}/mapping${q}`));
    await ok(
      send(
        support,
        'PUT',
        `${API}/runs/${run.id}/mapping${q}`,
        wizardMapping(view, { accounts_receivable: 'Accounts Receivable' }),
      ),
    );
    await ok(send(support, 'POST', `${API}/runs/${run.id}/preview${q}`), 202);
    expect((await settled(support, run.id, q)).status).toBe('ready');
    await ok(send(support, 'POST', `${API}/runs/${run.id}/import${q}`), 202);
    const imported = await settled(support, run.id, q);
    expect(imported.status, imported.error).toBe('imported');

    // The client company sees the run, marked as done on its behalf.
    const seen = await ok(send(outsider, 'GET', `${API}/runs/${run.id}`));
    expect(seen).toMatchObject({ status: 'imported', on_behalf: true });
    const customers = await ok(send(outsider, 'GET', '/api/v1/customers?status=all&search=Acme'));
    expect(customers.items.map((c: TBody) => c.name)).toContain('Acme Corp');
    // Every action audited in the client company, by the support user, on behalf.
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.organizationId, outsider.organizationId), eq(auditLog.entityId, run.id)));
    const actions = audits.map((a) => a.action);
    for (const action of [
      'create_import_run',
      'add_import_file',
      'save_import_mapping',
      'preview_import_run',
      'preview_import_run_finished',
      'start_import_run',
      'import_run_imported',
    ])
      expect(actions).toContain(action);
    expect(audits.every((a) => a.actorId === support.userId)).toBe(true);
    expect(audits.every((a) => (a.after as TBody)?.on_behalf === true)).toBe(true);
    // Nothing of it in support's own company.
    const own = await ok(send(support, 'GET', `${API}/runs`));
    expect(own.runs.map((r: TBody) => r.id)).not.toContain(run.id);
  });

  it('refuses a company admin naming another company', async () => {
    const res = await send(admin, 'GET', `${API}/runs?organization_id=${outsider.organizationId}`);
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe(IMPORT_MESSAGES.onBehalfDenied);
    const create = await send(admin, 'POST', `${API}/runs?organization_id=${outsider.organizationId}`, {
      source: 'csv',
    });
    expect(create.status).toBe(403);
  });
});

describe('templates', () => {
  it('downloads a CSV template per entity', async () => {
    const res = await t.request(`${API}/templates/customers`, { token: accountant.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toContain('customers-template.csv');
    const text = await res.text();
    expect(text.split('\r\n').length).toBeGreaterThan(2);
    expect((await send(pm, 'GET', `${API}/templates/customers`)).status).toBe(403);
  });
});
