import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { newPglite, openPostgres, runMigrations, wrapPglite } from '../../src/db/client.ts';

/**
 * Migrates one template database for the whole run: a PGlite data-dir dump (each test file loads it,
 * ~0.5 s) or, with TEST_DATABASE_URL, a PostgreSQL template database each file copies.
 */
export default async function setup({ provide }: { provide: (key: string, value: string) => void }) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const name = `gw_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${name}`);
    await admin.query(`create database ${name}`);
    const templateUrl = withDatabase(url, name);
    const database = openPostgres(templateUrl, { max: 2 });
    await runMigrations(database);
    await database.close();
    provide('templateDatabase', name);
    return async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  }
  const client = newPglite();
  await runMigrations(wrapPglite(client));
  const dump = await client.dumpDataDir('none');
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'gw-template-')), 'template.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await client.close();
  provide('templateDump', file);
  return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

declare module 'vitest' {
  export interface ProvidedContext {
    templateDump: string;
    templateDatabase: string;
  }
}
