import {
  signedBalance,
  todayIso,
  ZAccountDetail,
  ZAccountDetailQuery,
  ZAccountWithBalance,
  ZApiError,
  ZChartQuery,
  ZClosePeriod,
  ZJobCost,
  ZJobCostQuery,
  ZJournalEntry,
  ZLedgerIntegrity,
  ZOpeningBalances,
  ZPeriods,
  ZPeriodsQuery,
  ZReopenPeriod,
  ZTrialBalance,
  ZTrialBalancePeriod,
  ZTrialBalancePeriodQuery,
  ZTrialBalanceQuery,
} from '@groundwork/shared';
import { z } from '@hono/zod-openapi';
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
import { centsToCsv, csvHeaders, csvStream } from '../../lib/csv-stream.ts';
import { loadPdfCompany } from '../../lib/pdf/company-header.ts';
import { pdfHeaders, renderReportPdf } from '../../lib/pdf/report-pdf.ts';
import { withTenant } from '../../lib/tenant.ts';
import { objectStoreFor } from '../../storage/object-store-for.ts';
import { chartWithBalances } from '../chart-of-accounts/chart-with-balances.ts';
import {
  TRIAL_BALANCE_PDF_COLUMNS,
  TRIAL_BALANCE_PERIOD_CSV_HEADER,
  TRIAL_BALANCE_PERIOD_PDF_COLUMNS,
  trialBalancePdfRows,
  trialBalancePeriodCsvRows,
  trialBalancePeriodPdfRows,
} from '../financial-statements/statement-exports.ts';
import { accountDetail, beforeDate, exportLines, loadDetailAccount } from './account-detail.ts';
import { accountTotalsThrough } from './balances.ts';
import { checkLedgerIntegrity } from './integrity.ts';
import { jobCost } from './job-cost.ts';
import { getOpeningBalances, postOpeningBalances } from './opening-balances.ts';
import { closePeriod, getPeriods, reopenPeriod } from './periods.ts';
import { trialBalance, trialBalancePeriod } from './trial-balance.ts';

const csvResponse = (description: string) => ({
  200: { description, content: { 'text/csv': { schema: z.string() } } },
});
const conflict = { 409: jsonResponse('Refused by the state of the books', ZApiError) };
const pdfResponse = (description: string) => ({
  200: { description, content: { 'application/pdf': { schema: z.string() } } },
});
/** Lines per batch of a streamed export: one short transaction each. */
const EXPORT_BATCH = 10_000;

/** The general ledger's reads and its period controls (issue 13). */
export function ledgerRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const store = objectStoreFor(deps.config);
  const api = newApi();

  api.openapi(
    apiRoute(deps, 'ledger:read', {
      method: 'get',
      path: '/ledger/chart',
      tags: ['Ledger'],
      summary: 'The chart of accounts with each balance as of a date (default today)',
      request: { query: ZChartQuery },
      responses: { 200: jsonResponse('Accounts', z.object({ items: z.array(ZAccountWithBalance) })) },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const query = c.req.valid('query');
      const items = await withTenant(db, caller, (tx) => chartWithBalances(tx, caller.organizationId, query));
      return c.json({ items }, 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'ledger:read', {
      method: 'get',
      path: '/ledger/periods',
      tags: ['Ledger'],
      summary: "A fiscal year's periods (open or closed), the closed-books date and the close/reopen history",
      request: { query: ZPeriodsQuery },
      responses: { 200: jsonResponse('Periods', ZPeriods) },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { fiscal_year } = c.req.valid('query');
      return c.json(
        await withTenant(db, caller, (tx) => getPeriods(tx, caller.organizationId, fiscal_year)),
        200,
      );
    },
  );

  api.openapi(
    apiRoute(deps, 'ledger:close', {
      method: 'post',
      path: '/ledger/periods/close',
      tags: ['Ledger'],
      summary: 'Close the books through the end of a period',
      request: jsonBody(ZClosePeriod),
      responses: { 200: jsonResponse('Periods', ZPeriods), ...conflict },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { through } = c.req.valid('json');
      return c.json(await withTenant(db, caller, (tx) => closePeriod(tx, caller, through)), 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'ledger:reopen', {
      method: 'post',
      path: '/ledger/periods/reopen',
      tags: ['Ledger'],
      summary:
        'Reopen closed periods (the books then stay closed through an earlier period end, or not at all); a reason is required',
      request: jsonBody(ZReopenPeriod),
      responses: { 200: jsonResponse('Periods', ZPeriods), ...conflict },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const input = c.req.valid('json');
      return c.json(await withTenant(db, caller, (tx) => reopenPeriod(tx, caller, input)), 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'ledger:read', {
      method: 'get',
      path: '/ledger/trial-balance',
      tags: ['Ledger'],
      summary: 'Trial balance as of a date (default today), from the period balances',
      request: { query: ZTrialBalanceQuery },
      responses: { 200: jsonResponse('Trial balance', ZTrialBalance) },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { as_of } = c.req.valid('query');
      return c.json(
        await withTenant(db, caller, (tx) => trialBalance(tx, caller.organizationId, as_of)),
        200,
      );
    },
  );

  api.openapi(
    apiRoute(deps, 'ledger:read', {
      method: 'get',
      path: '/ledger/trial-balance.csv',
      tags: ['Ledger'],
      summary: 'The trial balance as CSV',
      request: { query: ZTrialBalanceQuery },
      responses: csvResponse('Trial balance CSV'),
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const asOf = c.req.valid('query').as_of ?? todayIso();
      const tb = await withTenant(db, caller, (tx) => trialBalance(tx, caller.organizationId, asOf));
      const rows = [
        ...tb.rows.map((r) => [
          r.account_number,
          r.account_name,
          r.account_type,
          centsToCsv(r.debit_cents),
          centsToCsv(r.credit_cents),
        ]),
        ['', 'Total', '', centsToCsv(tb.total_debit_cents), centsToCsv(tb.total_credit_cents)],
      ];
      const stream = csvStream(['Account', 'Name', 'Type', 'Debit', 'Credit'], 0, async () => ({
        rows,
        after: null,
      }));
      return c.body(stream, 200, csvHeaders(`trial-balance-${asOf}.csv`)) as never;
    },
  );

  api.openapi(
    apiRoute(deps, 'ledger:read', {
      method: 'get',
      path: '/ledger/trial-balance.pdf',
      tags: ['Ledger'],
      summary: 'The trial balance as of a date as PDF (letterhead, page numbers)',
      request: { query: ZTrialBalanceQuery },
      responses: pdfResponse('Trial balance PDF'),
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const asOf = c.req.valid('query').as_of ?? todayIso();
      const { tb, company } = await withTenant(db, caller, async (tx) => ({
        tb: await trialBalance(tx, caller.organizationId, asOf),
        company: await loadPdfCompany(tx, store, caller.organizationId),
      }));
      const bytes = await renderReportPdf({
        company,
        title: 'Trial Balance',
        parameters: [['As of', asOf]],
        columns: TRIAL_BALANCE_PDF_COLUMNS,
        rows: trialBalancePdfRows(tb),
      });
      return c.body(new Uint8Array(bytes), 200, pdfHeaders(`trial-balance-${asOf}.pdf`)) as never;
    },
  );

  api.openapi(
    apiRoute(deps, 'ledger:read', {
      method: 'get',
      path: '/ledger/trial-balance/period',
      tags: ['Ledger'],
      summary:
        "Trial balance of a period: each account's opening balance, the period's debits and credits, and its closing balance, from the period balances",
      request: { query: ZTrialBalancePeriodQuery },
      responses: { 200: jsonResponse('Trial balance of a period', ZTrialBalancePeriod) },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { from, to } = c.req.valid('query');
      return c.json(
        await withTenant(db, caller, (tx) => trialBalancePeriod(tx, caller.organizationId, from, to)),
        200,
      );
    },
  );

  api.openapi(
    apiRoute(deps, 'ledger:read', {
      method: 'get',
      path: '/ledger/trial-balance/period.csv',
      tags: ['Ledger'],
      summary: 'The trial balance of a period as CSV',
      request: { query: ZTrialBalancePeriodQuery },
      responses: csvResponse('Trial balance of a period CSV'),
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { from, to } = c.req.valid('query');
      const tb = await withTenant(db, caller, (tx) =>
        trialBalancePeriod(tx, caller.organizationId, from, to),
      );
      const rows = trialBalancePeriodCsvRows(tb);
      const stream = csvStream(TRIAL_BALANCE_PERIOD_CSV_HEADER, 0, async () => ({ rows, after: null }));
      return c.body(stream, 200, csvHeaders(`trial-balance-${from}-${to}.csv`)) as never;
    },
  );

  api.openapi(
    apiRoute(deps, 'ledger:read', {
      method: 'get',
      path: '/ledger/trial-balance/period.pdf',
      tags: ['Ledger'],
      summary: 'The trial balance of a period as PDF',
      request: { query: ZTrialBalancePeriodQuery },
      responses: pdfResponse('Trial balance of a period PDF'),
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { from, to } = c.req.valid('query');
      const { tb, company } = await withTenant(db, caller, async (tx) => ({
        tb: await trialBalancePeriod(tx, caller.organizationId, from, to),
        company: await loadPdfCompany(tx, store, caller.organizationId),
      }));
      const bytes = await renderReportPdf({
        company,
        title: 'Trial Balance',
        parameters: [['Period', `${from} to ${to}`]],
        columns: TRIAL_BALANCE_PERIOD_PDF_COLUMNS,
        rows: trialBalancePeriodPdfRows(tb),
        orientation: 'landscape',
      });
      return c.body(new Uint8Array(bytes), 200, pdfHeaders(`trial-balance-${from}-${to}.pdf`)) as never;
    },
  );

  api.openapi(
    apiRoute(deps, 'ledger:read', {
      method: 'get',
      path: '/ledger/accounts/{id}/detail',
      tags: ['Ledger'],
      summary: "An account's lines with running balances; keyset pages (next_cursor)",
      request: { params: ZIdParams, query: ZAccountDetailQuery },
      responses: {
        200: jsonResponse('Account detail', ZAccountDetail),
        ...notFoundResponse('Account not found'),
      },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { id } = c.req.valid('param');
      const query = c.req.valid('query');
      return c.json(
        await withTenant(db, caller, (tx) => accountDetail(tx, caller.organizationId, id, query)),
        200,
      );
    },
  );

  api.openapi(
    apiRoute(deps, 'ledger:read', {
      method: 'get',
      path: '/ledger/accounts/{id}/detail.csv',
      tags: ['Ledger'],
      summary: "An account's lines in a date range as CSV, streamed in batches",
      request: { params: ZIdParams, query: ZAccountDetailQuery.pick({ from: true, to: true }) },
      responses: { ...csvResponse('Account detail CSV'), ...notFoundResponse('Account not found') },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { id } = c.req.valid('param');
      const { from, to } = c.req.valid('query');
      const start = beforeDate(from);
      const { account, opening } = await withTenant(db, caller, async (tx) => ({
        account: await loadDetailAccount(tx, caller.organizationId, id),
        opening: await accountTotalsThrough(tx, caller.organizationId, id, start, false),
      }));
      let running = signedBalance(account.normal_balance, opening.debitCents, opening.creditCents);
      const stream = csvStream(
        ['Date', 'Entry', 'Line', 'Source', 'Memo', 'Job', 'Debit', 'Credit', 'Balance'],
        start,
        async (after) => {
          const lines = await withTenant(db, caller, (tx) =>
            exportLines(tx, caller.organizationId, id, after, to, EXPORT_BATCH),
          );
          const rows = lines.map(([date, number, line, source, memo, job, debit, credit]) => {
            running += signedBalance(account.normal_balance, debit, credit);
            return [
              date,
              number,
              line,
              source,
              memo,
              job,
              centsToCsv(debit),
              centsToCsv(credit),
              centsToCsv(running),
            ];
          });
          const last = lines[lines.length - 1];
          return {
            rows,
            after:
              lines.length === EXPORT_BATCH && last
                ? { date: last[0], number: last[1], line: last[2] }
                : null,
          };
        },
      );
      return c.body(stream, 200, csvHeaders(`account-${account.account_number}-detail.csv`)) as never;
    },
  );

  api.openapi(
    apiRoute(deps, 'ledger:read', {
      method: 'get',
      path: '/ledger/job-cost',
      tags: ['Ledger'],
      summary: "A job's actual cost by cost code and category through a date, from the job-cost balances",
      request: { query: ZJobCostQuery },
      responses: { 200: jsonResponse('Job cost', ZJobCost) },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const { job_id, as_of } = c.req.valid('query');
      return c.json(
        await withTenant(db, caller, (tx) => jobCost(tx, caller.organizationId, job_id, as_of)),
        200,
      );
    },
  );

  api.openapi(
    apiRoute(deps, 'ledger:reopen', {
      method: 'get',
      path: '/ledger/integrity',
      tags: ['Ledger'],
      summary: 'Recompute the period balances from the lines and compare (reads every line: an admin check)',
      responses: { 200: jsonResponse('Integrity', ZLedgerIntegrity) },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      return c.json(
        await withTenant(db, caller, (tx) => checkLedgerIntegrity(tx, caller.organizationId)),
        200,
      );
    },
  );

  api.openapi(
    apiRoute(deps, 'ledger:read', {
      method: 'get',
      path: '/ledger/opening-balances',
      tags: ['Ledger'],
      summary: 'The opening balances entry in force, if any',
      responses: { 200: jsonResponse('Opening entry', z.object({ entry: ZJournalEntry.nullable() })) },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      return c.json(await withTenant(db, caller, (tx) => getOpeningBalances(tx, caller)), 200);
    },
  );

  api.openapi(
    apiRoute(deps, 'ledger:post', {
      method: 'post',
      path: '/ledger/opening-balances',
      tags: ['Ledger'],
      summary:
        "Post each account's balance on a start date as one entry; the difference goes to Opening Balance Equity",
      request: jsonBody(ZOpeningBalances),
      responses: { 201: jsonResponse('The opening entry', ZJournalEntry), ...conflict },
    }),
    async (c) => {
      const caller = tenantCaller(callerOf(c), c.get('requestId'));
      const input = c.req.valid('json');
      return c.json(await withTenant(db, caller, (tx) => postOpeningBalances(tx, caller, input)), 201);
    },
  );

  return api;
}
