import type { SigningKeys } from './auth/keys.ts';
import type { RateLimiter } from './auth/rate-limit.ts';
import type { TConfig } from './config.ts';
import type { Database } from './db/client.ts';
import type { Logger } from './lib/logger.ts';
import type { Mailer } from './lib/mail.ts';

/** Everything a request handler may need; built once at start (and per test). */
export type AppDeps = {
  config: TConfig;
  database: Database;
  keys: SigningKeys;
  apiKeys: { anonKey: string; serviceRoleKey: string };
  mailer: Mailer;
  logger: Logger;
  rateLimiter: RateLimiter;
};

export type AppEnv = {
  Variables: {
    requestId: string;
    logger: Logger;
    auth?: import('./lib/request-auth.ts').RequestAuth;
  };
};
