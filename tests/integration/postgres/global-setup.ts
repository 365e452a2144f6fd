/**
 * Starts one throwaway PostgreSQL server for the `integration-postgres` project and hands its
 * admin URL to the test files (each makes its own databases on it); the teardown stops it and
 * removes its folder whether the tests passed or not.
 */
import type { TestProject } from 'vitest/node';
import { startPostgres } from '../../../scripts/postgres';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const started = performance.now();
  const server = await startPostgres();
  console.log(
    `PostgreSQL for the tests on port ${server.port}, ready in ${Math.round(performance.now() - started)} ms`,
  );
  project.provide('postgresAdminUrl', server.adminUrl);
  return () => server.stop();
}
