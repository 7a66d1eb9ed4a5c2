import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { OpenAPIHono } from '@hono/zod-openapi';
import { sql } from 'drizzle-orm';
import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { requestId } from 'hono/request-id';
import { secureHeaders } from 'hono/secure-headers';
import { authRoutes } from './auth/auth.routes.ts';
import { makeApiKeys, type SigningKeys } from './auth/keys.ts';
import { createRateLimiter } from './auth/rate-limit.ts';
import type { TConfig } from './config.ts';
import type { Database } from './db/client.ts';
import type { AppDeps, AppEnv } from './deps.ts';
import { functionRoutes } from './functions/functions.routes.ts';
import { AppError } from './lib/app-error.ts';
import { devOutboxRoutes } from './lib/dev-outbox.ts';
import { apiDocsPage } from './lib/docs-page.ts';
import { handleError } from './lib/error-handler.ts';
import { refuseHostileInput } from './lib/hostile-input.ts';
import type { Logger } from './lib/logger.ts';
import type { Mailer } from './lib/mail.ts';
import { contentSecurityPolicy, createSpaHandler, newNonce } from './lib/static-files.ts';
import { achFileRoutes } from './modules/ach-files/ach-files.routes.ts';
import { apInvoiceRoutes } from './modules/ap-invoices/ap-invoices.routes.ts';
import { apPaymentRoutes } from './modules/ap-payments/ap-payments.routes.ts';
import { apRetainageRoutes } from './modules/ap-retainage/ap-retainage.routes.ts';
import { bankAccountRoutes } from './modules/bank-accounts/bank-accounts.routes.ts';
import { bankMatchingRoutes } from './modules/bank-matching/bank-matching.routes.ts';
import { bankReconciliationRoutes } from './modules/bank-reconciliations/bank-reconciliations.routes.ts';
import { bankStatementRoutes } from './modules/bank-statements/bank-statements.routes.ts';
import { brandingRoutes } from './modules/branding/branding.routes.ts';
import { certifiedReportRoutes } from './modules/certified-reports/certified-reports.routes.ts';
import { certifiedSetupRoutes } from './modules/certified-setup/certified-setup.routes.ts';
import { chartOfAccountsRoutes } from './modules/chart-of-accounts/chart-of-accounts.routes.ts';
import { commitmentRoutes } from './modules/commitments/commitments.routes.ts';
import { contractRoutes } from './modules/contracts/contracts.routes.ts';
import { costCategoryRoutes } from './modules/cost-categories/cost-categories.routes.ts';
import { costCodeRoutes } from './modules/cost-codes/cost-codes.routes.ts';
import { customerChangeOrderRoutes } from './modules/customer-change-orders/customer-change-orders.routes.ts';
import { customerRoutes } from './modules/customers/customers.routes.ts';
import { departmentRoutes } from './modules/departments/departments.routes.ts';
import { documentRoutes } from './modules/documents/documents.routes.ts';
import {
  documentUploadBodyLimit,
  isDocumentUploadRequest,
} from './modules/documents/read-document-upload.ts';
import { financialStatementRoutes } from './modules/financial-statements/financial-statements.routes.ts';
import { importRoutes } from './modules/imports/imports.routes.ts';
import { importFileBodyLimit, isImportFileUpload } from './modules/imports/runs/import-run-files.ts';
import { jobBudgetRoutes } from './modules/job-budgets/job-budgets.routes.ts';
import { jobCostReportRoutes } from './modules/job-cost-reports/job-cost-reports.routes.ts';
import { jobCostSummaryRoutes } from './modules/job-cost-summary/job-cost-summary.routes.ts';
import { jobRoutes } from './modules/jobs/jobs.routes.ts';
import { journalEntryRoutes } from './modules/journal-entries/journal-entries.routes.ts';
import { ledgerRoutes } from './modules/ledger/ledger.routes.ts';
import { lienWaiverRoutes } from './modules/lien-waivers/lien-waivers.routes.ts';
import { meRoutes } from './modules/me/me.routes.ts';
import { organizationRoutes } from './modules/organizations/organizations.routes.ts';
import { partyStatementRoutes } from './modules/party-statements/party-statements.routes.ts';
import { payApplicationRoutes } from './modules/pay-applications/pay-applications.routes.ts';
import { paySetupRoutes } from './modules/pay-setup/pay-setup.routes.ts';
import { payablesReportRoutes } from './modules/payables-reports/payables-reports.routes.ts';
import { payrollReportRoutes } from './modules/payroll-reports/payroll-reports.routes.ts';
import { payrollRunRoutes } from './modules/payroll-runs/payroll-runs.routes.ts';
import { peopleRoutes } from './modules/people/people.routes.ts';
import { receiptRoutes } from './modules/receipts/receipts.routes.ts';
import { receivableRoutes } from './modules/receivables/receivables.routes.ts';
import { reportRoutes } from './modules/reports/reports.routes.ts';
import { supportRoutes } from './modules/support/support.routes.ts';
import { timeEntryRoutes } from './modules/time-entries/time-entries.routes.ts';
import { vendorChangeOrderRoutes } from './modules/vendor-change-orders/vendor-change-orders.routes.ts';
import { vendorRoutes } from './modules/vendors/vendors.routes.ts';
import { wipRoutes } from './modules/wip/wip.routes.ts';
import { storageRoutes } from './storage/storage.routes.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
export const DEFAULT_WEB_DIST = path.resolve(here, '../../web/dist');

/**
 * Whether a request of this method can carry a body. GET and HEAD cannot (the Node adapter gives them
 * none), so the body limits skip them: asking for the body makes the adapter build a whole fetch
 * Request for every read, about 2 % of the server's time on a list request (bench/request-path.mjs).
 */
const hasBody = (method: string) => method !== 'GET' && method !== 'HEAD';

const withBody =
  (limit: MiddlewareHandler): MiddlewareHandler =>
  (c, next) =>
    hasBody(c.req.method) ? limit(c, next) : next();

export type CreateAppOptions = {
  config: TConfig;
  database: Database;
  keys: SigningKeys;
  mailer: Mailer;
  logger: Logger;
};

/** Builds the whole product as one Hono app; tests call `app.request()` on it in-process. */
export async function createApp(opts: CreateAppOptions) {
  const deps: AppDeps = {
    ...opts,
    apiKeys: await makeApiKeys(opts.keys),
    rateLimiter: createRateLimiter(opts.database.db, opts.config.rateLimits),
  };
  const { config, database, logger } = deps;
  const app = new Hono<AppEnv>();

  app.use('*', requestId());
  app.use('*', async (c, next) => {
    const started = performance.now();
    const log = logger.child({ reqId: c.get('requestId') });
    c.set('logger', log);
    await next();
    log.info(
      {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      },
      'request',
    );
  });
  app.use('*', secureHeaders({ contentSecurityPolicy: undefined, crossOriginEmbedderPolicy: false }));
  app.use('/auth/*', withBody(bodyLimit({ maxSize: 64 * 1024 })));
  // A cost-code import carries a whole spreadsheet (10,000 rows of up to 200 characters).
  const apiBodyLimit = bodyLimit({ maxSize: 1024 * 1024 });
  const importBodyLimit = bodyLimit({ maxSize: 8 * 1024 * 1024 });
  // A job document upload is a file of up to 20 MB.
  const documentBodyLimit = documentUploadBodyLimit();
  // An import run's source file (issue 24) is up to 50 MB.
  const importFileLimit = importFileBodyLimit();
  app.use('/api/*', (c, next) =>
    !hasBody(c.req.method)
      ? next()
      : c.req.path.startsWith('/api/v1/cost-codes/import')
        ? importBodyLimit(c, next)
        : isImportFileUpload(c.req.method, c.req.path)
          ? importFileLimit(c, next)
          : isDocumentUploadRequest(c.req.method, c.req.path)
            ? documentBodyLimit(c, next)
            : apiBodyLimit(c, next),
  );
  app.use('/functions/*', withBody(bodyLimit({ maxSize: 1024 * 1024 })));
  // Broken percent-escapes and NUL (path, query, JSON) → 400 before any route; within the body limits.
  app.use('*', refuseHostileInput());
  app.onError(handleError);

  app.get('/healthz', async (c) => {
    try {
      await database.db.execute(sql`select 1`);
      return c.json({ status: 'ok', database: 'ok' });
    } catch (err) {
      c.get('logger').error({ err }, 'health check failed');
      return c.json({ status: 'error', database: 'unreachable' }, 503);
    }
  });

  app.get('/config.json', (c) => c.json({ anonKey: deps.apiKeys.anonKey, siteUrl: config.siteUrl }));

  // GoTrue lists the user's MFA factors in GET/PUT /user.
  app.route('/auth/v1', authRoutes(deps));
  app.route('/functions/v1', functionRoutes(deps));
  app.route('/storage/v1', storageRoutes(deps));

  const api = new OpenAPIHono<AppEnv>();
  api.route('/api/v1', meRoutes(deps));
  api.route('/api/v1', customerRoutes(deps));
  api.route('/api/v1', chartOfAccountsRoutes(deps));
  api.route('/api/v1', journalEntryRoutes(deps));
  api.route('/api/v1', ledgerRoutes(deps));
  api.route('/api/v1', costCodeRoutes(deps));
  api.route('/api/v1', costCategoryRoutes(deps));
  api.route('/api/v1', peopleRoutes(deps));
  api.route('/api/v1', supportRoutes(deps));
  api.route('/api/v1', organizationRoutes(deps));
  api.route('/api/v1', departmentRoutes(deps));
  api.route('/api/v1', jobRoutes(deps));
  api.route('/api/v1', jobBudgetRoutes(deps));
  api.route('/api/v1', jobCostSummaryRoutes(deps));
  api.route('/api/v1', brandingRoutes(deps));
  api.route('/api/v1', vendorRoutes(deps));
  api.route('/api/v1', commitmentRoutes(deps));
  api.route('/api/v1', vendorChangeOrderRoutes(deps));
  api.route('/api/v1', payApplicationRoutes(deps));
  api.route('/api/v1', contractRoutes(deps));
  api.route('/api/v1', customerChangeOrderRoutes(deps));
  api.route('/api/v1', receiptRoutes(deps));
  api.route('/api/v1', receivableRoutes(deps));
  api.route('/api/v1', documentRoutes(deps));
  api.route('/api/v1', apInvoiceRoutes(deps));
  api.route('/api/v1', apPaymentRoutes(deps));
  api.route('/api/v1', apRetainageRoutes(deps));
  api.route('/api/v1', lienWaiverRoutes(deps));
  api.route('/api/v1', payablesReportRoutes(deps));
  api.route('/api/v1', financialStatementRoutes(deps));
  api.route('/api/v1', jobCostReportRoutes(deps));
  api.route('/api/v1', wipRoutes(deps));
  api.route('/api/v1', partyStatementRoutes(deps));
  api.route('/api/v1', reportRoutes(deps));
  api.route('/api/v1', timeEntryRoutes(deps));
  api.route('/api/v1', paySetupRoutes(deps));
  api.route('/api/v1', payrollRunRoutes(deps));
  api.route('/api/v1', payrollReportRoutes(deps));
  api.route('/api/v1', achFileRoutes(deps));
  api.route('/api/v1', certifiedSetupRoutes(deps));
  api.route('/api/v1', certifiedReportRoutes(deps));
  api.route('/api/v1', bankAccountRoutes(deps));
  api.route('/api/v1', importRoutes(deps));
  api.route('/api/v1', bankStatementRoutes(deps));
  api.route('/api/v1', bankMatchingRoutes(deps));
  api.route('/api/v1', bankReconciliationRoutes(deps));
  api.openAPIRegistry.registerComponent('securitySchemes', 'bearer', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
  });
  api.doc31('/api/openapi.json', {
    openapi: '3.1.0',
    info: {
      title: 'Groundwork API',
      version: '1',
      description: 'Job-cost management for construction companies. Every operation declares x-permission.',
    },
    security: [{ bearer: [] }],
  });
  app.route('/', api);
  app.get('/api/docs', (c) => {
    const nonce = newNonce();
    c.header('content-security-policy', contentSecurityPolicy(nonce));
    return c.html(apiDocsPage(nonce));
  });
  const notFound = () => {
    throw new AppError('not_found', 'Not found', 404);
  };
  app.all('/api/*', notFound);

  // Reset and invitation links of everyone: this machine only, and never in production.
  if (!config.isProduction) app.route('/dev', devOutboxRoutes(database.db));

  // Server prefixes never fall through to the web app.
  for (const prefix of ['/dev', '/storage', '/rest', '/realtime']) app.all(`${prefix}/*`, notFound);

  const distDir = config.webDist ?? DEFAULT_WEB_DIST;
  const spa = createSpaHandler(distDir, { anonKey: deps.apiKeys.anonKey, siteUrl: config.siteUrl });
  app.get('*', spa);
  app.all('*', notFound);

  return { app, deps, hasWeb: fs.existsSync(path.join(distDir, 'index.html')) };
}
