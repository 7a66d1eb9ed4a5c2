import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../../src/db/client.ts';
import { isDatabaseUnavailable } from '../../src/db/connection-errors.ts';
import { PG_BIN, type PostgresCluster, startPostgresCluster } from './helpers/postgres-cluster.ts';
import { costCodeRows, waitFor } from './helpers/process-fixtures.ts';
import { type ServerProcess, signUpWithCompany, startServerProcess } from './helpers/server-process.ts';

// Skips only where PostgreSQL's server binaries are not installed (CI installs them).
const describeOnPostgres = PG_BIN ? describe : describe.skip;

const unavailable = {
  error: { code: 'database_unavailable', message: expect.stringContaining('try again') },
};

describeOnPostgres('PostgreSQL restarted under a running server', () => {
  let cluster: PostgresCluster;
  let server: ServerProcess;
  let databaseUrl: string;

  beforeAll(async () => {
    cluster = await startPostgresCluster();
    databaseUrl = await cluster.createDatabase('gw_restart');
    server = await startServerProcess({ DATABASE_URL: databaseUrl, DATABASE_CONNECT_TIMEOUT_MS: '3000' });
  });
  afterAll(async () => {
    await server?.kill();
    await cluster?.destroy();
  });

  it('answers 503 database_unavailable during the outage, in every surface, and serves again after it', async () => {
    const { token } = await signUpWithCompany(server, 'restart@example.com', 'Restart Builders');
    // 1. Several requests at once, so the pool holds idle connections for the stop to break.
    const before = await Promise.all(
      [1, 2, 3, 4].map(() => server.call('GET', '/api/v1/customers', { token })),
    );
    expect(before.map((r) => r.status)).toEqual([200, 200, 200, 200]);

    // 2. A cost-code import in flight when PostgreSQL stops: its transaction is cut, it answers 503.
    const importing = server.call('POST', '/api/v1/cost-codes/import', {
      token,
      json: { rows: costCodeRows(10_000) },
    });
    await waitFor('the import transaction to write', async () => {
      const rows = await cluster.query(
        'postgres',
        `select 1 from pg_stat_activity where datname = 'gw_restart' and xact_start is not null
           and query ilike 'insert into "standard_cost_codes"%'`,
      );
      return rows.length > 0;
    });
    await cluster.stop();
    const cut = await importing;
    expect(cut.status, server.output()).toBe(503);
    expect(cut.body).toEqual(unavailable);

    // 3. While it is down: the API, the auth service (GoTrue's shape), the file store (Storage's
    //    shape), the server functions and the health check all say so; the process stays up.
    const api = await server.call('GET', '/api/v1/customers', { token });
    expect(api.status).toBe(503);
    expect(api.body).toEqual(unavailable);
    expect(api.headers.get('retry-after')).toBe('5');

    const signIn = await server.call('POST', '/auth/v1/token?grant_type=password', {
      json: { email: 'restart@example.com', password: 'correct-horse-1' },
    });
    expect(signIn.status).toBe(503);
    expect(signIn.body).toEqual({
      code: 503,
      error_code: 'database_unavailable',
      msg: expect.stringContaining('try again'),
    });

    const file = await server.call('GET', '/storage/v1/object/authenticated/company-logos/x/logo.png', {
      token,
    });
    expect(file.status).toBe(503);
    expect(file.body).toEqual({
      statusCode: '503',
      error: 'database_unavailable',
      message: expect.stringContaining('try again'),
    });

    const fn = await server.call('POST', '/functions/v1/extract-brand-colors', { token, json: {} });
    expect(fn.status).toBe(503);
    expect(fn.body).toEqual(unavailable);

    expect((await server.call('GET', '/healthz')).status).toBe(503);
    expect(server.isRunning(), server.output()).toBe(true);

    // 4. PostgreSQL is back: the very next requests succeed on new connections.
    await cluster.start();
    expect((await server.call('GET', '/healthz')).status).toBe(200);
    const list = await server.call('GET', '/api/v1/customers', { token });
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    const created = await server.call('POST', '/api/v1/customers', {
      token,
      json: { customer_number: 'C-0001', name: 'After the restart' },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const again = await server.call('POST', '/auth/v1/token?grant_type=password', {
      json: { email: 'restart@example.com', password: 'correct-horse-1' },
    });
    expect(again.status).toBe(200);

    // 5. The cut import left nothing behind, and the whole file imports now.
    const codes = await server.call('GET', '/api/v1/cost-codes', { token });
    expect(codes.body.items).toHaveLength(0);
    const imported = await server.call('POST', '/api/v1/cost-codes/import', {
      token,
      json: { rows: costCodeRows(10_000) },
    });
    expect(imported.status, JSON.stringify(imported.body).slice(0, 300)).toBe(201);
    expect(imported.body.imported).toBe(10_000);
    expect(server.isRunning(), server.output()).toBe(true);
  });

  it('a connection lost between two statements of a transaction neither crashes the process nor stays in the pool', async () => {
    const database = openPostgres(databaseUrl, { max: 2, connectTimeoutMs: 3000 });
    try {
      // node-postgres emits 'error' on a checked-out client whose server goes away while no query
      // runs on it; without the client's own listener this test's process would end here.
      const failure = await database.db
        .transaction(async (tx) => {
          await tx.execute(sql`select 1`);
          await cluster.stop();
          await tx.execute(sql`select 1`);
        })
        .then(
          () => null,
          (err: unknown) => err,
        );
      expect(isDatabaseUnavailable(failure), String(failure)).toBe(true);

      const refused = await database.db.execute(sql`select 1`).then(
        () => null,
        (err: unknown) => err,
      );
      expect(isDatabaseUnavailable(refused), String(refused)).toBe(true);

      await cluster.start();
      // Both connections the pool may hold are fresh ones: the broken client was discarded.
      const results = await Promise.all([1, 2, 3].map(() => database.db.execute(sql`select 1 as one`)));
      expect(results).toHaveLength(3);
    } finally {
      await database.close();
    }
  });
});
