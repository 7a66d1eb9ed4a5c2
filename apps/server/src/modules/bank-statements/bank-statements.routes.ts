import {
  ZApiError,
  ZBankStatementLinePage,
  ZBankStatementLinesQuery,
  ZManualStatement,
  ZStatementImportList,
  ZStatementImportResult,
  ZStatementPreview,
} from '@groundwork/shared';
import { type RouteConfig, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppDeps, AppEnv } from '../../deps.ts';
import {
  apiRoute,
  conflictResponse,
  deletedResponse,
  jsonBody,
  jsonResponse,
  newApi,
  notFoundResponse,
  ZIdParams,
} from '../../lib/api-route.ts';
import { savedCsvProfile } from '../bank-accounts/bank-account-json.ts';
import {
  BANK_TAGS,
  bankAccountNotFound,
  bankRunner,
  type TBankRunner,
} from '../bank-accounts/bank-route-helpers.ts';
import { findBankAccountRow, saveCsvProfile } from '../bank-accounts/save-bank-account.ts';
import { handleStatementError, StatementErrors } from './bank-statements.errors.ts';
import { importStatement, previewStatement } from './import-statement.ts';
import { detectStatementFormat, parseStatement } from './parsers/index.ts';
import { readStatementUpload, type TStatementUpload } from './read-statement-upload.ts';
import {
  assertSameAccount,
  fileContent,
  manualContent,
  type TStatementContent,
} from './statement-content.ts';
import { findStatementImports, readStatementFile } from './statement-imports.ts';
import { deleteStatementLine, findStatementLines } from './statement-lines.ts';

const binary = { type: 'string', format: 'binary' } as const;
const uploadBody: NonNullable<RouteConfig['request']>['body'] = {
  required: true,
  content: {
    'multipart/form-data': {
      schema: {
        type: 'object',
        properties: {
          file: binary,
          csv_profile: { type: 'string', description: 'The CSV mapping as JSON (ZCsvProfile)' },
        },
        required: ['file'],
      },
    },
  },
};
const refusedFile = {
  413: jsonResponse('The file is larger than 20 MB (file_too_large)', ZApiError),
};

/** `attachment` with a plain-ASCII name for old clients and the exact name in RFC 5987 form. */
function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

type TUploaded = { upload: TStatementUpload; content: TStatementContent };

/**
 * The account first (404 before anything about the file is said), then the file read outside any
 * transaction (an upload still arriving never holds a connection), then parsed. A CSV is read with the
 * mapping sent along, else the account's saved one, else refused (csv_profile_required).
 */
async function readAndParse(run: TBankRunner, c: Context<AppEnv>, id: string) {
  const account = await run(c, (tx, caller) => findBankAccountRow(tx, caller.organizationId, id));
  const upload = await readStatementUpload(c);
  const csvProfile = upload.csvProfile ?? savedCsvProfile(account.csvProfile);
  if (detectStatementFormat(upload.bytes, upload.fileName) === 'csv' && !csvProfile)
    throw StatementErrors.csvProfileRequired();
  const parsed = parseStatement(upload.bytes, { fileName: upload.fileName, csvProfile });
  const content = fileContent(parsed, upload.fileName);
  assertSameAccount(content, account.lastFour);
  return { upload, content } satisfies TUploaded;
}

/**
 * Bank statements (issue 23): preview and import a file (OFX, QFX, CSV, CAMT.053, BAI2 — parsers/),
 * enter a statement by hand, list an account's imports and lines, download the original file, delete a
 * line entered by mistake. Reading: reconciliation:read; changes: reconciliation:write.
 */
export function bankStatementRoutes(deps: AppDeps) {
  const run = bankRunner(deps);
  const api = newApi();
  api.onError(handleStatementError);

  api.openapi(
    apiRoute(deps, 'reconciliation:write', {
      method: 'post',
      path: '/bank-accounts/{id}/statements/preview',
      tags: BANK_TAGS,
      summary:
        'Read a statement file (multipart `file`, optional `csv_profile` JSON) and show what importing it would do: lines, period, balances, duplicates, errors by line. Nothing is written',
      request: { params: ZIdParams, body: uploadBody },
      responses: {
        200: jsonResponse('The preview', ZStatementPreview),
        ...bankAccountNotFound,
        ...refusedFile,
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const { content } = await readAndParse(run, c, id);
      const preview = await run(c, (tx, caller) => previewStatement(tx, caller.organizationId, id, content));
      return c.json(preview, 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'reconciliation:write', {
      method: 'post',
      path: '/bank-accounts/{id}/statements/import',
      tags: BANK_TAGS,
      summary:
        'Import a statement file: new lines added, lines already imported skipped, the original file kept, auto-matching run; a file with errors imports nothing (statement_invalid)',
      request: { params: ZIdParams, body: uploadBody },
      responses: {
        201: jsonResponse('The import', ZStatementImportResult),
        ...bankAccountNotFound,
        ...refusedFile,
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const { upload, content } = await readAndParse(run, c, id);
      const result = await run(c, async (tx, caller) => {
        const imported = await importStatement(tx, caller, id, content, { bytes: upload.bytes });
        // The mapping that read this CSV becomes the account's: the next file of this bank reads alike.
        if (content.format === 'csv' && upload.csvProfile)
          await saveCsvProfile(tx, caller, id, upload.csvProfile);
        return imported;
      });
      return c.json(result, 201);
    },
  );

  api.openapi(
    apiRoute(deps, 'reconciliation:write', {
      method: 'post',
      path: '/bank-accounts/{id}/statements/manual',
      tags: BANK_TAGS,
      summary: 'Enter statement lines by hand (a bank without files); deduplicated like an import',
      request: { params: ZIdParams, ...jsonBody(ZManualStatement) },
      responses: { 201: jsonResponse('The import', ZStatementImportResult), ...bankAccountNotFound },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const content = manualContent(c.req.valid('json'));
      const result = await run(c, (tx, caller) => importStatement(tx, caller, id, content, { bytes: null }));
      return c.json(result, 201);
    },
  );

  api.openapi(
    apiRoute(deps, 'reconciliation:read', {
      method: 'get',
      path: '/bank-accounts/{id}/statement-imports',
      tags: BANK_TAGS,
      summary: "The account's statement imports and statements entered by hand, newest first",
      request: { params: ZIdParams },
      responses: { 200: jsonResponse('Imports', ZStatementImportList), ...bankAccountNotFound },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const items = await run(c, async (tx, caller) => {
        await findBankAccountRow(tx, caller.organizationId, id);
        return findStatementImports(tx, caller.organizationId, id);
      });
      return c.json({ items }, 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'reconciliation:read', {
      method: 'get',
      path: '/bank-statement-imports/{id}/file',
      tags: BANK_TAGS,
      summary: 'The original statement file, byte for byte (Content-Disposition: attachment)',
      request: { params: ZIdParams },
      responses: {
        200: { description: 'The file', content: { 'application/octet-stream': { schema: z.string() } } },
        ...notFoundResponse('Import not found, or entered by hand (statement_file_missing)'),
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const file = await run(c, (tx, caller) => readStatementFile(tx, caller.organizationId, id));
      return c.body(new Uint8Array(file.bytes), 200, {
        'content-type': file.contentType,
        'content-length': String(file.bytes.byteLength),
        'content-disposition': contentDisposition(file.fileName),
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; sandbox",
      }) as never;
    },
  );

  api.openapi(
    apiRoute(deps, 'reconciliation:read', {
      method: 'get',
      path: '/bank-accounts/{id}/statement-lines',
      tags: BANK_TAGS,
      summary:
        "A page of the account's statement lines, newest first: unmatched, matched or all, by dates and text",
      request: { params: ZIdParams, query: ZBankStatementLinesQuery },
      responses: { 200: jsonResponse('Lines', ZBankStatementLinePage), ...bankAccountNotFound },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const query = c.req.valid('query');
      const page = await run(c, async (tx, caller) => {
        await findBankAccountRow(tx, caller.organizationId, id);
        return findStatementLines(tx, caller.organizationId, id, query);
      });
      return c.json(page, 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'reconciliation:write', {
      method: 'delete',
      path: '/bank-statement-lines/{id}',
      tags: BANK_TAGS,
      summary:
        'Delete an unmatched statement line entered or imported by mistake (a matched one: 409 matched)',
      request: { params: ZIdParams },
      responses: {
        ...deletedResponse,
        ...notFoundResponse('Statement line not found (statement_line_not_found)'),
        ...conflictResponse('The line is matched (matched) or reconciled (reconciled)'),
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      await run(c, (tx, caller) => deleteStatementLine(tx, caller, id));
      return c.body(null, 204);
    },
  );

  return api;
}
