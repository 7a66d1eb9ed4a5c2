import crypto from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, newPglite, openPostgres, wrapPglite } from '../../src/db/client.ts';
import { withDatabase } from './global-setup.ts';

/** A fresh, migrated database for one test file (PGlite from the template dump, or a PostgreSQL copy). */
export async function createTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const template = inject('templateDatabase');
    const name = `gw_t_${crypto.randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${template}`);
    const database = openPostgres(withDatabase(url, name), { max: 5 });
    return {
      ...database,
      close: async () => {
        await database.close();
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  }
  const dump = fs.readFileSync(inject('templateDump'));
  const client = newPglite({ loadDataDir: new Blob([dump]) });
  await client.waitReady;
  return wrapPglite(client);
}
