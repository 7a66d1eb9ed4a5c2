#!/usr/bin/env node
// Bank statement import at size (issue 23, item 9): a 10,000-line OFX 1.02 statement (1.9 MB) sent
// through the API of the built server, as the web does: `POST /bank-accounts/{id}/statements/preview`
// (upload, parse, dedupe keys, one query for the keys already imported, the preview JSON of every line)
// then `…/statements/import` (the same, plus the import row with the original bytes, 10,000 lines in
// chunks of 1,000 and auto-matching). Each run uses a fresh bank account; then the same file is
// previewed and imported again on the last account (every line a duplicate).
// Target: parsed and previewed under 3 s.
// Usage: node bench/bank-statement-import.mjs [--lines 10000 --runs 5]
// PostgreSQL: scripts/with-postgres.sh sh -c 'BENCH_DATABASE_URL=$TEST_DATABASE_URL node bench/bank-statement-import.mjs'
// Writes bench/results/bank-statement-import-<database>.json.
import os from 'node:os';
import {
  apiClient,
  benchStatementLine,
  benchStorage,
  cleanUpBench,
  freePort,
  parseArgs,
  signUpCompany,
  startServer,
  writeResults,
} from './lib.mjs';

const args = parseArgs();
const count = Number(args.lines ?? 10_000);
const runs = Number(args.runs ?? 5);
const PAYEES = ['HOME DEPOT #4410', 'SUNBELT RENTALS', 'CITY OF MESA', 'CANYON CONCRETE', 'SHELL OIL 57442'];

const amount = (cents) =>
  `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;
const ofxDate = (date) => `${date.replaceAll('-', '')}120000.000[-7:MST]`;

/** An OFX 1.02 SGML statement of `n` lines over 250 days: checks, deposits, card and ACH debits. */
function ofxStatement(n) {
  const out = [
    'OFXHEADER:100\r\nDATA:OFXSGML\r\nVERSION:102\r\nSECURITY:NONE\r\nENCODING:USASCII\r\nCHARSET:1252',
    'COMPRESSION:NONE\r\nOLDFILEUID:NONE\r\nNEWFILEUID:NONE\r\n',
    '<OFX><SIGNONMSGSRSV1><SONRS><STATUS><CODE>0<SEVERITY>INFO</STATUS><DTSERVER>20260930120000<LANGUAGE>ENG</SONRS></SIGNONMSGSRSV1>',
    '<BANKMSGSRSV1><STMTTRNRS><TRNUID>1<STATUS><CODE>0<SEVERITY>INFO</STATUS><STMTRS><CURDEF>USD',
    '<BANKACCTFROM><BANKID>021000021<ACCTID>000123456789<ACCTTYPE>CHECKING</BANKACCTFROM>',
    `<BANKTRANLIST><DTSTART>${ofxDate('2026-01-01')}<DTEND>${ofxDate('2026-09-30')}`,
  ];
  let total = 0;
  for (let i = 0; i < n; i++) {
    const { date, isCheck, amountCents: cents } = benchStatementLine(i);
    total += cents;
    out.push(
      [
        '<STMTTRN>',
        `<TRNTYPE>${isCheck ? 'CHECK' : cents > 0 ? 'CREDIT' : 'DEBIT'}`,
        `<DTPOSTED>${ofxDate(date)}`,
        `<TRNAMT>${amount(cents)}`,
        `<FITID>F${String(i).padStart(8, '0')}`,
        ...(isCheck ? [`<CHECKNUM>${10_000 + i}`] : []),
        `<NAME>${isCheck ? `CHECK ${10_000 + i}` : PAYEES[i % PAYEES.length]}`,
        ...(i % 3 === 0 ? [`<MEMO>INVOICE ${i} JOB 2026-0${(i % 9) + 1}`] : []),
        '</STMTTRN>',
      ].join('\r\n'),
    );
  }
  out.push(`</BANKTRANLIST><LEDGERBAL><BALAMT>${amount(total)}<DTASOF>${ofxDate('2026-09-30')}</LEDGERBAL>`);
  out.push('</STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>\r\n');
  return Buffer.from(out.join('\r\n'), 'latin1');
}

const { dataDir, pgDb, databaseUrl } = await benchStorage(args, { prefix: 'gw_bench_bank' });
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const api = apiClient(base);
const server = (await startServer({ port, dataDir, databaseUrl })).child;

try {
  const token = await signUpCompany(base, {
    email: 'bench-bank@example.com',
    password: 'bench-password-1',
    fullName: 'Bench Bank',
    companyName: 'Bench Bank Co',
  });
  const bytes = ofxStatement(count);

  /** One multipart upload; the answer's time in ms, checked for what the step must return. */
  async function upload(accountId, action) {
    const form = new FormData();
    form.append('file', new Blob([bytes]), 'statement.ofx');
    const started = performance.now();
    const res = await fetch(`${base}/api/v1/bank-accounts/${accountId}/statements/${action}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    const body = await res.json();
    const ms = performance.now() - started;
    if (!res.ok) throw new Error(`${action} ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
    return { ms, body };
  }

  async function newBankAccount(n) {
    const gl = await api(token, 'POST', '/api/v1/chart-of-accounts', {
      account_number: `1000-${90 + n}`,
      account_name: `Bench bank ${n}`,
      account_type: 'asset',
      is_cash: true,
    });
    const account = await api(token, 'POST', '/api/v1/bank-accounts', {
      gl_account_id: gl.id,
      name: `Bench bank ${n}`,
      last_four: '6789',
    });
    return account.id;
  }

  // A warm-up on its own account: the server's first upload pays for cold caches and JIT.
  const warm = await newBankAccount(0);
  await upload(warm, 'preview');

  const previews = [];
  const imports = [];
  let lastAccount = warm;
  for (let run = 1; run <= runs; run++) {
    lastAccount = await newBankAccount(run);
    const preview = await upload(lastAccount, 'preview');
    if (preview.body.line_count !== count || preview.body.new_count !== count)
      throw new Error(`preview: ${preview.body.line_count} lines, ${preview.body.new_count} new`);
    const imported = await upload(lastAccount, 'import');
    if (imported.body.new_count !== count) throw new Error(`import: ${imported.body.new_count} new`);
    previews.push(preview.ms);
    imports.push(imported.ms);
    console.log(`run ${run}: preview ${preview.ms.toFixed(0)} ms, import ${imported.ms.toFixed(0)} ms`);
  }
  const again = await upload(lastAccount, 'preview');
  const reimport = await upload(lastAccount, 'import');
  if (again.body.duplicate_count !== count || reimport.body.new_count !== 0)
    throw new Error('the same file again must add nothing');

  const stats = (samples) => {
    const sorted = [...samples].sort((a, b) => a - b);
    return {
      medianMs: Math.round(sorted[Math.floor((sorted.length - 1) / 2)]),
      worstMs: Math.round(sorted.at(-1)),
    };
  };
  const results = {
    date: new Date().toISOString(),
    database: databaseUrl ? 'postgresql' : 'pglite',
    machine: `${os.cpus().length} cores, Node ${process.version}`,
    loadAverage: os.loadavg().map((l) => +l.toFixed(2)),
    lines: count,
    fileBytes: bytes.length,
    runs,
    preview: stats(previews),
    import: stats(imports),
    previewAllDuplicatesMs: Math.round(again.ms),
    reimportAllDuplicatesMs: Math.round(reimport.ms),
    targetPreviewMs: 3000,
  };
  console.log(
    `${count} lines (${(bytes.length / 1e6).toFixed(2)} MB), ${results.database}: preview median ${results.preview.medianMs} ms, worst ${results.preview.worstMs} ms (target < 3,000 ms); import median ${results.import.medianMs} ms, worst ${results.import.worstMs} ms; again: preview ${results.previewAllDuplicatesMs} ms, import ${results.reimportAllDuplicatesMs} ms (all duplicates)`,
  );
  writeResults(`bank-statement-import-${results.database}`, results);
} finally {
  await cleanUpBench({ server, args, dataDir, pgDb, keep: false, reuse: false });
}
