import { createApp } from '../../src/app.ts';
import { loadSigningKeys } from '../../src/auth/keys.ts';
import { loadConfig, type TConfig } from '../../src/config.ts';
import { ensureInternalOrganization } from '../../src/db/seed.ts';
import { createLogger } from '../../src/lib/logger.ts';
import { createMailer } from '../../src/lib/mail.ts';
import { withSystem } from '../../src/lib/tenant.ts';
import { ensureBuiltInTaxParameters } from '../../src/modules/pay-setup/built-in-tax-parameters.ts';
import { createTestDatabase } from './test-db.ts';

export const SITE = 'http://groundwork.test';

/** The whole product in-process on a fresh database; requests go through `app.request()`. */
export async function createTestApp(overrides: Partial<TConfig> = {}) {
  const config: TConfig = {
    ...loadConfig({ NODE_ENV: 'test', SITE_URL: SITE, LOG_LEVEL: 'silent' }),
    webDist: '/nonexistent',
    ...overrides,
  };
  const logger = createLogger(config.logLevel);
  const database = await createTestDatabase();
  const internalOrgId = await withSystem(database.db, 'test', (tx) => ensureInternalOrganization(tx));
  await withSystem(database.db, 'test', (tx) => ensureBuiltInTaxParameters(tx));
  const keys = await loadSigningKeys({ issuer: `${config.siteUrl}/auth/v1` });
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, logger });
  const { app, deps } = await createApp({ config, database, keys, mailer, logger });

  /** `ip` plays the caller's address (what the Node server reads from the socket). */
  const request = (
    path: string,
    init: RequestInit & { token?: string; json?: unknown; ip?: string } = {},
  ) => {
    const headers = new Headers(init.headers);
    if (init.token) headers.set('authorization', `Bearer ${init.token}`);
    let body = init.body;
    if (init.json !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(init.json);
    }
    const env = init.ip ? { incoming: { socket: { remoteAddress: init.ip } } } : undefined;
    return app.request(`${SITE}${path}`, { ...init, headers, body }, env);
  };

  return {
    app,
    deps,
    db: database.db,
    internalOrgId,
    request,
    /** Signs up (autoconfirm) and answers GoTrue's session JSON. */
    async signUp(email: string, password = 'correct-horse-1', fullName = 'Test Person') {
      const res = await request('/auth/v1/signup', {
        method: 'POST',
        json: { email, password, data: { full_name: fullName } },
      });
      if (res.status !== 200) throw new Error(`signup ${res.status}: ${await res.text()}`);
      return (await res.json()) as Session;
    },
    async signIn(email: string, password = 'correct-horse-1') {
      const res = await request('/auth/v1/token?grant_type=password', {
        method: 'POST',
        json: { email, password },
      });
      if (res.status !== 200) throw new Error(`signin ${res.status}: ${await res.text()}`);
      return (await res.json()) as Session;
    },
    close: () => database.close(),
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
export type Session = {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  expires_at: number;
  token_type: string;
  user: { id: string; email: string; user_metadata: Record<string, unknown> };
};

/** A response body as loosely typed JSON: tests assert its shape. */
// biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON bodies and assert on them
export const json = (res: Response): Promise<any> => res.json();
