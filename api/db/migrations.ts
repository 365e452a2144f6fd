/** Numbered migrations, applied at start and recorded in schema_migrations (issue 3). */
import type { Db } from './db';

/** Migrations in order; never edit one that has shipped, add a new one. */
export const MIGRATIONS: readonly { version: number; name: string; sql: string }[] = [
  {
    version: 1,
    name: 'content',
    sql: `
      create table locales (locale text primary key, position int not null, doc jsonb not null);
      create table pages (
        locale text not null,
        slug text not null,
        type text not null,
        title text not null,
        updated_at timestamptz not null,
        doc jsonb not null,
        primary key (locale, slug)
      );
      create index pages_type on pages (locale, type);
      create table entities (
        kind text not null,
        id int not null,
        slug text not null,
        doc jsonb not null,
        primary key (kind, id)
      );
      create index entities_slug on entities (kind, slug);
      create table documents (key text primary key, doc jsonb not null);
    `,
  },
  {
    version: 2,
    name: 'receivers',
    sql: `
      create table outbox (id serial primary key, kind text not null, body jsonb not null, created_at timestamptz not null default now());
      create table events (id serial primary key, body jsonb not null, created_at timestamptz not null default now());
      create table cache_clears (id serial primary key, body jsonb not null, created_at timestamptz not null default now());
    `,
  },
  {
    version: 3,
    name: 'pages-by-slug',
    // A page's alternates are the other locales with its slug: looked up by slug alone.
    sql: `create index pages_slug on pages (slug);`,
  },
  {
    version: 5,
    name: 'casino-reviews',
    // Visitors' reviews (SPEC §2 review casino), kept as text until a moderator decides.
    sql: `
      create table casino_reviews (
        id serial primary key,
        locale text not null,
        casino_slug text not null,
        rating int not null check (rating between 1 and 5),
        title text not null,
        body text not null,
        author_name text not null,
        email text not null,
        status text not null default 'pending' check (status in ('pending', 'published', 'rejected')),
        created_at timestamptz not null default now()
      );
      create index casino_reviews_casino on casino_reviews (casino_slug, status);
    `,
  },
];

/** Applies the migrations that have not run yet. */
export async function migrate(db: Db): Promise<number[]> {
  await db.exec(
    'create table if not exists schema_migrations (version int primary key, name text not null, applied_at timestamptz not null default now())',
  );
  const done = new Set(
    (await db.query<{ version: number }>('select version from schema_migrations')).map(
      (r) => r.version,
    ),
  );
  const applied: number[] = [];
  for (const m of MIGRATIONS) {
    if (done.has(m.version)) continue;
    await db.transaction(async (tx) => {
      await tx.exec(m.sql);
      await tx.query('insert into schema_migrations (version, name) values ($1, $2)', [
        m.version,
        m.name,
      ]);
    });
    applied.push(m.version);
  }
  return applied;
}
