import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { loadSigningKeys } from './auth/keys.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { ensureInternalOrganization } from './db/seed.ts';
import { createLogger } from './lib/logger.ts';
import { createMailer } from './lib/mail.ts';
import { withSystem } from './lib/tenant.ts';
import { ensureBuiltInTaxParameters } from './modules/pay-setup/built-in-tax-parameters.ts';

const started = performance.now();
const config = loadConfig();
const logger = createLogger(config.logLevel);

const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  max: config.databasePoolSize,
  connectTimeoutMs: config.databaseConnectTimeoutMs,
  // The pool replaces the connection; requests meanwhile answer 503 (database_unavailable).
  onConnectionError: (err) => logger.warn({ err }, 'database connection lost'),
});
await withSystem(database.db, 'first start', (tx) => ensureInternalOrganization(tx));
// The product's tax tables (built-in rows, no company): new ones arrive with each release.
await withSystem(database.db, 'built-in tax parameters', (tx) => ensureBuiltInTaxParameters(tx));
const keys = await loadSigningKeys({
  configured: config.jwtPrivateKey,
  dataDir: config.dataDir,
  issuer: `${config.siteUrl}/auth/v1`,
});
const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, logger });
const { app, hasWeb } = await createApp({ config, database, keys, mailer, logger });

const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  logger.info(
    {
      port: info.port,
      database: database.kind,
      mail: mailer.kind,
      web: hasWeb,
      startupMs: Math.round(performance.now() - started),
    },
    'Groundwork is listening',
  );
  // The one line a newcomer looks for.
  console.log(`\n  Groundwork is running at ${config.siteUrl}\n`);
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'shutting down');
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  server.close(async () => {
    await database.close().catch((err) => logger.error({ err }, 'database close failed'));
    logger.info('stopped');
    process.exit(0);
  });
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
