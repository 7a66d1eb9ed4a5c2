import path from 'node:path';
import { z } from 'zod';

const ZBool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const ZEnv = z.object({
  NODE_ENV: z.string().default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(10),
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  SITE_URL: z.string().url().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Groundwork <no-reply@groundwork.local>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  JWT_PRIVATE_KEY: z.string().optional(),
  DIRECTOR_EMAILS: z.string().optional(),
  AUTH_AUTOCONFIRM: ZBool.default(true),
  WEB_DIST: z.string().optional(),
  AUTH_RATE_LIMITS: ZBool.default(true),
  AUTH_RATE_LIMIT_SIGN_UPS: z.coerce.number().int().min(1).default(30),
  AUTH_PASSWORD_MIN_LENGTH: z.coerce.number().int().min(6).max(128).default(8),
  AUTH_SECURE_PASSWORD_CHANGE: ZBool.default(false),
  AUTH_SESSION_TIMEBOX: z.coerce.number().int().min(0).default(0),
  AUTH_SESSION_INACTIVITY_TIMEOUT: z.coerce.number().int().min(0).default(0),
  STORAGE_S3_BUCKET: z.string().optional(),
  STORAGE_S3_ENDPOINT: z.string().url().optional().or(z.literal('')),
  STORAGE_S3_REGION: z.string().default('us-east-1'),
  STORAGE_S3_ACCESS_KEY_ID: z.string().optional(),
  STORAGE_S3_SECRET_ACCESS_KEY: z.string().optional(),
  STORAGE_S3_FORCE_PATH_STYLE: ZBool.default(false),
  STORAGE_S3_PREFIX: z.string().default(''),
  DATA_ENCRYPTION_KEY: z.string().optional(),
});

/** An S3-compatible bucket holding the file store's objects instead of DATA_DIR/storage. */
export type TS3StorageConfig = {
  bucket: string;
  /** Absent: AWS S3 itself, found from the region. */
  endpoint: string | undefined;
  region: string;
  /** Absent: the AWS SDK's own chain (AWS_ACCESS_KEY_ID, an instance role, …). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** `https://endpoint/bucket/key` instead of `https://bucket.endpoint/key` (MinIO, most self-hosted). */
  forcePathStyle: boolean;
  /** Put before every key, so several installations can share one bucket. */
  prefix: string;
};

export type TConfig = {
  env: string;
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** PostgreSQL connections per instance. */
  databasePoolSize: number;
  /** How long a request waits for a database connection before it answers 503, ms. */
  databaseConnectTimeoutMs: number;
  /** Null: files under DATA_DIR/storage (one instance). */
  storageS3: TS3StorageConfig | null;
  siteUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  logLevel: z.infer<typeof ZEnv>['LOG_LEVEL'];
  jwtPrivateKey: string | undefined;
  directorEmails: string[] | null;
  autoconfirm: boolean;
  webDist: string | undefined;
  /** Access-token lifetime, seconds. */
  accessTokenTtl: number;
  /** A refresh token reused within this many seconds of its rotation still works (parallel tabs). */
  refreshReuseWindow: number;
  /** Recovery and confirmation links stay valid this long, seconds. */
  otpTtl: number;
  /** Invitation links stay valid this long, seconds (people do not read mail within the hour). */
  inviteTtl: number;
  /** A password change through PUT /user needs the nonce from GET /reauthenticate. */
  securePasswordChange: boolean;
  /** Abuse limits on the auth endpoints (429 past them); off only for local load tests. */
  rateLimits: boolean;
  /** Sign-ups one address may make in 5 minutes (GoTrue's rate_limit sign_ups). */
  signUpsPerIp: number;
  /** The shortest password accepted (GoTrue's GOTRUE_PASSWORD_MIN_LENGTH). */
  passwordMinLength: number;
  /** A session ends this long after sign-in, seconds (0: never). */
  sessionTimebox: number;
  /** A session ends when not refreshed for this long, seconds (0: never). */
  sessionInactivityTimeout: number;
  /**
   * AES-256 key (32 bytes) for SSNs and bank account numbers at rest (lib/crypto.ts). Required in
   * production; elsewhere, when unset, one is generated into DATA_DIR/keys (development) or derived.
   */
  dataEncryptionKey: Buffer | undefined;
};

function s3StorageOf(e: z.infer<typeof ZEnv>): TS3StorageConfig | null {
  if (!e.STORAGE_S3_BUCKET) return null;
  const keyId = e.STORAGE_S3_ACCESS_KEY_ID;
  const secret = e.STORAGE_S3_SECRET_ACCESS_KEY;
  if (Boolean(keyId) !== Boolean(secret)) {
    throw new Error(
      'Invalid configuration: STORAGE_S3_ACCESS_KEY_ID and STORAGE_S3_SECRET_ACCESS_KEY go together',
    );
  }
  const prefix = e.STORAGE_S3_PREFIX.replace(/^\/+|\/+$/g, '');
  return {
    bucket: e.STORAGE_S3_BUCKET,
    endpoint: e.STORAGE_S3_ENDPOINT || undefined,
    region: e.STORAGE_S3_REGION,
    credentials: keyId && secret ? { accessKeyId: keyId, secretAccessKey: secret } : undefined,
    forcePathStyle: e.STORAGE_S3_FORCE_PATH_STYLE,
    prefix: prefix ? `${prefix}/` : '',
  };
}

function dataEncryptionKeyOf(raw: string | undefined): Buffer | undefined {
  if (!raw) return undefined;
  const key = Buffer.from(raw, 'base64');
  if (key.length !== 32 || !/^[A-Za-z0-9+/]+={0,2}$/.test(raw.trim())) {
    throw new Error(
      'Invalid configuration: DATA_ENCRYPTION_KEY must be 32 bytes in base64 (openssl rand -base64 32)',
    );
  }
  return key;
}

export function loadConfig(env: Record<string, string | undefined> = process.env): TConfig {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Invalid configuration: ${issue?.path.join('.')}: ${issue?.message}`);
  }
  const e = parsed.data;
  const directorEmails = e.DIRECTOR_EMAILS?.split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
  return {
    env: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL || undefined,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    databaseConnectTimeoutMs: e.DATABASE_CONNECT_TIMEOUT_MS,
    storageS3: s3StorageOf(e),
    siteUrl: (e.SITE_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    logLevel: e.LOG_LEVEL,
    jwtPrivateKey: e.JWT_PRIVATE_KEY || undefined,
    directorEmails: directorEmails && directorEmails.length > 0 ? directorEmails : null,
    autoconfirm: e.AUTH_AUTOCONFIRM,
    webDist: e.WEB_DIST,
    accessTokenTtl: 3600,
    refreshReuseWindow: 10,
    otpTtl: 3600,
    inviteTtl: 7 * 24 * 3600,
    rateLimits: e.AUTH_RATE_LIMITS,
    signUpsPerIp: e.AUTH_RATE_LIMIT_SIGN_UPS,
    passwordMinLength: e.AUTH_PASSWORD_MIN_LENGTH,
    securePasswordChange: e.AUTH_SECURE_PASSWORD_CHANGE,
    sessionTimebox: e.AUTH_SESSION_TIMEBOX,
    sessionInactivityTimeout: e.AUTH_SESSION_INACTIVITY_TIMEOUT,
    dataEncryptionKey: dataEncryptionKeyOf(e.DATA_ENCRYPTION_KEY),
  };
}
