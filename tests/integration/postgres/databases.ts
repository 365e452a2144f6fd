/** Databases on the test PostgreSQL server: one new database per API a test starts. */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The test server's `postgres` database as superuser; set in the integration-postgres project only. */
    postgresAdminUrl?: string;
  }
}

/** A database made for one test. */
export type TestDatabase = { url: string; drop: () => Promise<void> };

/** The test PostgreSQL server's admin URL, or undefined when this project runs on PGlite. */
export function testPostgres(): string | undefined {
  return inject('postgresAdminUrl');
}

async function asAdmin(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Creates an empty database with a unique name on the server of `adminUrl`. */
export async function createDatabase(adminUrl: string): Promise<TestDatabase> {
  const name = `api_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  await asAdmin(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => asAdmin(adminUrl, `drop database if exists ${name} with (force)`),
  };
}
