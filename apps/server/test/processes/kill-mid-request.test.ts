import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PG_BIN, type PostgresCluster, startPostgresCluster } from './helpers/postgres-cluster.ts';
import { costCodeRows, waitFor } from './helpers/process-fixtures.ts';
import {
  newSigningKey,
  type ServerProcess,
  signUpWithCompany,
  startServerProcess,
} from './helpers/server-process.ts';

// Skips only where PostgreSQL's server binaries are not installed (CI installs them).
const describeOnPostgres = PG_BIN ? describe : describe.skip;

const DATABASE = 'gw_kill';

describeOnPostgres('kill -9 of the server in the middle of a cost-code write', () => {
  let cluster: PostgresCluster;
  let env: Record<string, string>;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    cluster = await startPostgresCluster();
    // The signing key and the address (the tokens' issuer) outlive the process, so the session stays
    // valid across restarts.
    env = {
      DATABASE_URL: await cluster.createDatabase(DATABASE),
      JWT_PRIVATE_KEY: await newSigningKey(),
      SITE_URL: 'http://groundwork.test',
    };
  });
  afterAll(async () => {
    await server?.kill();
    await cluster?.destroy();
  });

  /** Whether one of the server's transactions has sent a write to the cost codes and not ended. */
  const writingCostCodes = async () =>
    (
      await cluster.query(
        'postgres',
        `select 1 from pg_stat_activity
          where datname = $1 and xact_start is not null
            and query ~* '^\\s*(insert into|update|delete from)\\s+"?standard_cost_codes'`,
        [DATABASE],
      )
    ).length > 0;

  /** The killed process's connections are closed and their transactions rolled back. */
  const connectionsGone = async () =>
    (await cluster.query('postgres', 'select 1 from pg_stat_activity where datname = $1', [DATABASE]))
      .length === 0;

  /** Sends the request, kills the server with SIGKILL once its transaction is writing, waits for the ends. */
  async function killWhileWriting(url: string, token: string, body: unknown) {
    const running = server as ServerProcess;
    const request = fetch(`${running.base}${url}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).then(
      (res) => res.status,
      () => 'connection lost',
    );
    await waitFor('the write to start', writingCostCodes);
    await running.kill('SIGKILL');
    expect(running.child.signalCode).toBe('SIGKILL');
    await waitFor('the killed connections to close', connectionsGone);
    return request;
  }

  const countCodes = async (organizationId: string) => {
    const [row] = await cluster.query<{ total: number; renamed: number }>(
      DATABASE,
      `select count(*)::int as total, count(*) filter (where description like 'Renamed %')::int as renamed
         from standard_cost_codes where organization_id = $1`,
      [organizationId],
    );
    return row ?? { total: -1, renamed: -1 };
  };

  it('leaves a 10,000-row import and a batch save either whole or absent', async () => {
    server = await startServerProcess(env);
    const { token } = await signUpWithCompany(server, 'killed@example.com', 'Killed Builders');
    const me = await server.call('GET', '/api/v1/me', { token });
    const organizationId: string = me.body.organization.id;

    // 1. The import, killed while its transaction is inserting.
    const rows = costCodeRows(10_000);
    const cut = await killWhileWriting('/api/v1/cost-codes/import', token, { rows });
    const afterImport = await countCodes(organizationId);
    // All or nothing; a kill that lost the race with COMMIT finds all 10,000 (and an answer sent).
    expect([0, 10_000], `answer: ${cut}`).toContain(afterImport.total);
    const audits = await cluster.query(
      DATABASE,
      `select 1 from audit_log where organization_id = $1 and action = 'import_cost_codes'`,
      [organizationId],
    );
    expect(audits).toHaveLength(afterImport.total === 0 ? 0 : 1);

    // 2. A new process: the import goes through whole (nothing half-written stands in its way).
    server = await startServerProcess(env);
    if (afterImport.total === 0) {
      const imported = await server.call('POST', '/api/v1/cost-codes/import', { token, json: { rows } });
      expect(imported.status, JSON.stringify(imported.body).slice(0, 300)).toBe(201);
    }
    expect((await countCodes(organizationId)).total).toBe(10_000);

    // 3. Save All Changes with deletes, updates and creates, killed while it writes.
    const list = await server.call('GET', '/api/v1/cost-codes', { token });
    const children = (list.body.items as { id: string; code: string; is_parent: boolean }[]).filter(
      (c) => !c.is_parent,
    );
    const batch = {
      deletes: children.slice(0, 500).map((c) => c.id),
      updates: children
        .slice(500, 2_500)
        .map((c) => ({ id: c.id, code: c.code, description: `Renamed ${c.code}` })),
      creates: children
        .slice(2_500, 4_500)
        .map((c) => ({ code: c.code.replace(/0$/, '5'), description: 'New' })),
    };
    const cutBatch = await killWhileWriting('/api/v1/cost-codes/batch', token, batch);
    const afterBatch = await countCodes(organizationId);
    expect(
      [
        { total: 10_000, renamed: 0 },
        { total: 11_500, renamed: 2_000 },
      ],
      `answer: ${cutBatch}`,
    ).toContainEqual(afterBatch);

    // 4. Restarted again, the batch applies whole.
    server = await startServerProcess(env);
    if (afterBatch.total === 10_000) {
      const saved = await server.call('POST', '/api/v1/cost-codes/batch', { token, json: batch });
      expect(saved.status, JSON.stringify(saved.body).slice(0, 300)).toBe(200);
    }
    expect(await countCodes(organizationId)).toEqual({ total: 11_500, renamed: 2_000 });
    // About 20 s on a quiet machine (three server starts); the limit leaves room for a busy one.
  }, 120_000);
});
