import {
  ZApiError,
  ZJournalEntry,
  ZJournalEntrySummary,
  ZJournalListQuery,
  ZReverseJournalEntry,
  ZSaveJournalEntry,
  zPage,
} from '@groundwork/shared';
import type { AppDeps } from '../../deps.ts';
import {
  apiRoute,
  callerOf,
  jsonBody,
  jsonResponse,
  newApi,
  notFoundResponse,
  tenantCaller,
  ZIdParams,
} from '../../lib/api-route.ts';
import { withTenant } from '../../lib/tenant.ts';
import { findJournalEntries } from './find-journal-entries.ts';
import { reverseJournalEntry } from './reverse-journal-entry.ts';
import {
  createJournalEntry,
  deleteJournalDraft,
  getJournalEntry,
  updateJournalDraft,
} from './save-journal-entry.ts';

const notFound = notFoundResponse('Journal entry not found');
const refused = {
  409: jsonResponse(
    'Posted entries are final; closed period (entry_posted, period_closed, already_reversed)',
    ZApiError,
  ),
};

/** Manual journal entries: drafts, posting, reversal (issue 13). */
export function journalEntryRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const api = newApi();

  api.openapi(
    apiRoute(deps, 'ledger:read', {
      method: 'get',
      path: '/journal-entries',
      tags: ['Journal entries'],
      summary: 'Posted entries and drafts, newest first; search matches number or memo',
      request: { query: ZJournalListQuery },
      responses: { 200: jsonResponse('A page of entries', zPage(ZJournalEntrySummary)) },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const query = c.req.valid('query');
      return c.json(await withTenant(db, caller, (tx) => findJournalEntries(tx, caller, query)), 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'ledger:post', {
      method: 'post',
      path: '/journal-entries',
      tags: ['Journal entries'],
      summary: 'Save a manual entry as a draft, or post it at once with post: true',
      request: jsonBody(ZSaveJournalEntry),
      responses: { 201: jsonResponse('The draft or the posted entry', ZJournalEntry), ...refused },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const input = c.req.valid('json');
      return c.json(await withTenant(db, caller, (tx) => createJournalEntry(tx, caller, input)), 201);
    },
  );

  api.openapi(
    apiRoute(deps, 'ledger:read', {
      method: 'get',
      path: '/journal-entries/{id}',
      tags: ['Journal entries'],
      summary: 'A posted entry or a draft, with its lines',
      request: { params: ZIdParams },
      responses: { 200: jsonResponse('The entry', ZJournalEntry), ...notFound },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { id } = c.req.valid('param');
      return c.json(await withTenant(db, caller, (tx) => getJournalEntry(tx, caller, id)), 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'ledger:post', {
      method: 'put',
      path: '/journal-entries/{id}',
      tags: ['Journal entries'],
      summary: 'Replace a draft; post: true posts it (answers the posted entry, which has a new id)',
      request: { params: ZIdParams, ...jsonBody(ZSaveJournalEntry) },
      responses: {
        200: jsonResponse('The draft or the posted entry', ZJournalEntry),
        ...notFound,
        ...refused,
      },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { id } = c.req.valid('param');
      const input = c.req.valid('json');
      return c.json(await withTenant(db, caller, (tx) => updateJournalDraft(tx, caller, id, input)), 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'ledger:post', {
      method: 'delete',
      path: '/journal-entries/{id}',
      tags: ['Journal entries'],
      summary: 'Delete a draft (409 entry_posted for a posted entry: reverse it)',
      request: { params: ZIdParams },
      responses: { 204: { description: 'Deleted' }, ...notFound, ...refused },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { id } = c.req.valid('param');
      await withTenant(db, caller, (tx) => deleteJournalDraft(tx, caller, id));
      return c.body(null, 204);
    },
  );

  api.openapi(
    apiRoute(deps, 'ledger:post', {
      method: 'post',
      path: '/journal-entries/{id}/reverse',
      tags: ['Journal entries'],
      summary: 'Reverse a posted entry on a date of your choice; answers the reversal (linked both ways)',
      request: { params: ZIdParams, ...jsonBody(ZReverseJournalEntry) },
      responses: { 201: jsonResponse('The reversal', ZJournalEntry), ...notFound, ...refused },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { id } = c.req.valid('param');
      const input = c.req.valid('json');
      return c.json(await withTenant(db, caller, (tx) => reverseJournalEntry(tx, caller, id, input)), 201);
    },
  );

  return api;
}
