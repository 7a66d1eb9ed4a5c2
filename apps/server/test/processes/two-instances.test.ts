import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RED_WITH_BLUE_STRIPE } from '../fixtures/images.ts';
import { startS3Server } from '../helpers/s3-server.ts';
import { PG_BIN, type PostgresCluster, startPostgresCluster } from './helpers/postgres-cluster.ts';
import {
  newSigningKey,
  type ServerProcess,
  signUpWithCompany,
  startServerProcess,
} from './helpers/server-process.ts';

// Skips only where PostgreSQL's server binaries are not installed (CI installs them).
const describeOnPostgres = PG_BIN ? describe : describe.skip;

describeOnPostgres('two server processes on one PostgreSQL and one S3 bucket', () => {
  let cluster: PostgresCluster;
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    [cluster, s3] = await Promise.all([startPostgresCluster(), startS3Server()]);
    const databaseUrl = await cluster.createDatabase('gw_two');
    // What several instances must share: the database, the signing key, the public address, the files.
    const shared = {
      DATABASE_URL: databaseUrl,
      JWT_PRIVATE_KEY: await newSigningKey(),
      SITE_URL: 'http://groundwork.test',
      AUTH_RATE_LIMITS: 'true',
      AUTH_RATE_LIMIT_SIGN_UPS: '4',
      STORAGE_S3_BUCKET: s3.config.bucket,
      STORAGE_S3_ENDPOINT: s3.config.endpoint ?? '',
      STORAGE_S3_ACCESS_KEY_ID: s3.config.credentials?.accessKeyId ?? '',
      STORAGE_S3_SECRET_ACCESS_KEY: s3.config.credentials?.secretAccessKey ?? '',
      STORAGE_S3_FORCE_PATH_STYLE: 'true',
    };
    // Started together: the migrations run once, under the advisory lock.
    [a, b] = await Promise.all([startServerProcess(shared), startServerProcess(shared)]);
  });
  afterAll(async () => {
    await Promise.all([a?.kill(), b?.kill()]);
    await Promise.all([cluster?.destroy(), s3?.close()]);
  });

  it('serves one company from either instance: session, data, numbers, files, limits and sign-out', async () => {
    // 1. Signed up and set up on A; the session works on B.
    const { token, refreshToken } = await signUpWithCompany(a, 'owner@two.co', 'Two Instance Builders');
    const meOnB = await b.call('GET', '/api/v1/me', { token });
    expect(meOnB.status, JSON.stringify(meOnB.body)).toBe(200);
    expect(meOnB.body.organization.name).toBe('Two Instance Builders');

    // 2. Written on B, read on A.
    const customer = await b.call('POST', '/api/v1/customers', {
      token,
      json: { customer_number: 'C-0001', name: 'Shared Customer' },
    });
    expect(customer.status, JSON.stringify(customer.body)).toBe(201);
    const listOnA = await a.call('GET', '/api/v1/customers', { token });
    expect(listOnA.body.items.map((c: { name: string }) => c.name)).toEqual(['Shared Customer']);

    // 3. Jobs saved on both at once: the database numbers them without a gap or a duplicate.
    const jobs = await Promise.all(
      [a, b, a, b, a, b].map((server, i) =>
        server.call('POST', '/api/v1/jobs', {
          token,
          json: { customer_id: customer.body.id, project_name: `Job ${i}` },
        }),
      ),
    );
    expect(jobs.map((j) => j.status)).toEqual([201, 201, 201, 201, 201, 201]);
    const numbers = jobs.map((j) => j.body.project_number as string).sort();
    const year = String(new Date().getFullYear()).slice(2);
    expect(numbers).toEqual([1, 2, 3, 4, 5, 6].map((n) => `J-${year}-00${n}`));

    // 4. A refresh token issued by A is honoured by B.
    const refreshed = await b.call('POST', '/auth/v1/token?grant_type=refresh_token', {
      json: { refresh_token: refreshToken },
    });
    expect(refreshed.status, JSON.stringify(refreshed.body)).toBe(200);

    // 5. A logo uploaded through A is served by B (the S3 bucket, not either one's disk).
    const organizationId: string = meOnB.body.organization.id;
    const logo = RED_WITH_BLUE_STRIPE();
    const upload = await fetch(`${a.base}/storage/v1/object/company-logos/${organizationId}/logo.png`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'image/png', 'x-upsert': 'true' },
      body: logo,
    });
    expect(upload.status, await upload.clone().text()).toBe(200);
    const served = await fetch(`${b.base}/storage/v1/object/public/company-logos/${organizationId}/logo.png`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(Buffer.from(logo))).toBe(true);

    // 6. The sign-up limit (4 per address in 5 minutes here) is counted across both instances.
    const signUp = (server: ServerProcess, n: number) =>
      server.call('POST', '/auth/v1/signup', {
        json: { email: `limit-${n}@two.co`, password: 'correct-horse-1' },
      });
    expect((await signUp(b, 2)).status).toBe(200);
    expect((await signUp(a, 3)).status).toBe(200);
    expect((await signUp(b, 4)).status).toBe(200);
    const refused = await signUp(a, 5);
    expect(refused.status).toBe(429);
    expect(refused.body.error_code).toBe('over_request_rate_limit');
    expect((await signUp(b, 6)).status).toBe(429);

    // 7. Signed out on A: B refuses the same access token on its very next request.
    const second = await b.call('POST', '/auth/v1/token?grant_type=password', {
      json: { email: 'owner@two.co', password: 'correct-horse-1' },
    });
    expect(second.status).toBe(200);
    const logout = await a.call('POST', '/auth/v1/logout?scope=global', {
      token: second.body.access_token,
    });
    expect(logout.status).toBe(204);
    expect((await b.call('GET', '/api/v1/me', { token: second.body.access_token })).status).toBe(401);
    expect((await b.call('GET', '/api/v1/me', { token })).status).toBe(401);
    expect((await a.call('GET', '/api/v1/customers', { token })).status).toBe(401);
  });
});
