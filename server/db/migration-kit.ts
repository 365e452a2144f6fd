/** What every migration is made of, apart so a migration may live in a file of its own. */

/** A JSON value as an SQL literal. */
export const jsonb = (value: unknown) => `'${JSON.stringify(value).replaceAll("'", "''")}'::jsonb`;

/** One numbered schema change. */
export type Migration = { version: number; name: string; sql: string };
