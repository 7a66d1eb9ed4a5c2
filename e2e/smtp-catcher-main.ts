import { startSmtpCatcher } from './smtp-catcher';

// Started by playwright.config.ts as a web server: a real SMTP server for the product under test.
const port = Number(process.env.E2E_SMTP_PORT);
const dir = process.env.E2E_MAIL_DIR;
if (!port || !dir) throw new Error('E2E_SMTP_PORT and E2E_MAIL_DIR must be set');
const catcher = await startSmtpCatcher(dir, port);
process.stdout.write(`SMTP catcher on 127.0.0.1:${catcher.port}, mail in ${dir}\n`);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => void catcher.close().then(() => process.exit(0)));
