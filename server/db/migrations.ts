/** Numbered migrations, applied at start and recorded in schema_migrations. */
import { createHash } from 'node:crypto';
import { CHANGE_LOG_MIGRATION } from './change-log-migration';
import { lockSchema, type Db, type DbSetup, type Migration } from './db';
import { HELP_LINES_AND_PUBLISHER } from './help-lines-migration';
import { licencesWithRegister } from './licence-sql';
import { STORED_ITEMS_SQL } from './stored-items-sql';
import { USERS_MIGRATION } from './users-migration';

export type { Migration } from './db';

/**
 * Migrations in order; never edit one that has shipped, add a new one
 * (tests/unit/server/db/migrations.test.ts pins the SQL of each shipped one).
 */
export const MIGRATIONS: readonly Migration[] = [
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
  USERS_MIGRATION,
  {
    version: 5,
    name: 'casino-reviews',
    // Visitors' reviews (product §2 review casino), kept as text until a moderator decides.
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
  {
    version: 6,
    name: 'csp-reports',
    // product §9 content security policy: the violations browsers report (server/content/csp-reports.ts).
    sql: `create table csp_reports (id serial primary key, body jsonb not null, created_at timestamptz not null default now());`,
  },
  {
    version: 7,
    name: 'referrals',
    // product §2 invite friend: who invited an account (a uid or anonId), and whom it credited once the
    // account verified its email; the anonymous ids an account used before signing in.
    sql: `
      create table referrals (
        invitee_uid text primary key,
        ref_id text not null,
        verified_at timestamptz,
        credited_uid text references users on delete set null,
        created_at timestamptz not null default now()
      );
      create index referrals_pending on referrals (ref_id) where credited_uid is null;
      create table anon_ids (
        anon_id text primary key,
        uid text not null references users on delete cascade
      );
    `,
  },
  {
    version: 8,
    name: 'licence-checks',
    // Gambling Act art. 3(1) (docs/compliance.md): a licence stored before its status was kept is
    // 'unverified' until checked against the register, so it is not current and links nothing;
    // a locale stored before its compliance profile gets the strict Bulgarian one: the seed's
    // bg-BG profile as it stood when this shipped, written out so the seed can change alone.
    sql: `
      update entities set doc = jsonb_set(doc, '{licences}', (
        select coalesce(jsonb_agg(jsonb_build_object(
          'holder', coalesce(l->'holder', doc->'operator'),
          'status', coalesce(l->'status', '"unverified"'::jsonb),
          'checkedAt', coalesce(l->'checkedAt', 'null'::jsonb)
        ) || l), '[]'::jsonb)
        from jsonb_array_elements(doc->'licences') l
      ))
      where kind = 'casino' and jsonb_typeof(doc->'licences') = 'array';
      update locales set doc = doc || jsonb_build_object('compliance', '{"law":"Закон за хазарта (ДВ, бр. 26 от 2012 г.), чл. 3, ал. 1 и чл. 10г; изменение в ДВ, бр. 42 от 2024 г.","requireNraLicence":true,"help":{"helpLine":{"name":"Национална линия за помощ при хазартна зависимост","phone":null,"url":null},"exclusion":{"authority":"Национална агенция за приходите (НАП)","url":"https://nra.bg/","steps":["Подайте искане за вписване в регистъра на лицата, които не могат да участват в хазартни игри (чл. 10г от Закона за хазарта).","Искането се подава в офис на НАП или по електронен път с квалифициран електронен подпис.","Вписването е по ваше искане и е за срок не по-кратък от две години."],"minMonths":24},"blockingTools":[{"name":"Gamban","url":"https://gamban.com/","note":"Блокира хазартни сайтове и приложения на телефона и компютъра."},{"name":"BetBlocker","url":"https://betblocker.org/","note":"Безплатно блокира хазартни сайтове за срок, който сами избирате."}]}}'::jsonb)
      where not doc ? 'compliance';
    `,
  },
  {
    version: 9,
    name: 'player-reviews',
    // product §2 review casino, published: who decided when, which rows the seed wrote (a reseed
    // replaces those only), and one helpful vote per visitor and review, kept by the primary key
    // so two votes at once cannot both count.
    sql: `
      alter table casino_reviews add column decided_at timestamptz;
      alter table casino_reviews add column source text not null default 'visitor'
        check (source in ('visitor', 'seed'));
      create index casino_reviews_published on casino_reviews (locale, casino_slug, created_at)
        where status = 'published';
      create table review_votes (
        review_id int not null references casino_reviews on delete cascade,
        visitor_id text not null,
        created_at timestamptz not null default now(),
        primary key (review_id, visitor_id)
      );
    `,
  },
  {
    version: 10,
    name: 'licence-registers',
    // docs/compliance.md: a licence names the register that lists it (the NRA's, the GGL's
    // whitelist) instead of a flag for the NRA alone, wherever a casino's licences are stored, and
    // a profile names the register its locale follows instead of asking for the NRA's or none.
    sql: `
      update entities set doc = jsonb_set(doc, '{licences}', ${licencesWithRegister("doc->'licences'")})
      where kind = 'casino' and jsonb_typeof(doc->'licences') = 'array';
      update pages set doc = jsonb_set(doc, '{casino,licences}', ${licencesWithRegister("doc->'casino'->'licences'")})
      where jsonb_typeof(doc->'casino'->'licences') = 'array';
      update pages set doc = jsonb_set(doc, '{bonus_page_casino,licences}', ${licencesWithRegister("doc->'bonus_page_casino'->'licences'")})
      where jsonb_typeof(doc->'bonus_page_casino'->'licences') = 'array';
      update locales set doc = jsonb_set(doc, '{compliance}',
        ((doc->'compliance') - 'requireNraLicence') || jsonb_build_object('licenceRegister',
          case when doc->'compliance'->>'requireNraLicence' = 'true' then 'nra' end))
      where doc->'compliance' ? 'requireNraLicence';
    `,
  },
  {
    version: 11,
    name: 'mission-credits',
    // product §7 missions count things, not requests: the things that moved a mission on in a
    // period, one row each, so a like taken back and given again counts once.
    sql: `
      create table mission_credits (
        uid text not null references users on delete cascade,
        mission_id int not null references missions,
        period_key text not null,
        subject text not null,
        primary key (uid, mission_id, period_key, subject)
      );
    `,
  },
  {
    version: 12,
    name: 'stored-items',
    // docs/consent.md: helpful votes in one spelling; the privacy policy's list from the register.
    sql: STORED_ITEMS_SQL,
  },
  HELP_LINES_AND_PUBLISHER,
  CHANGE_LOG_MIGRATION,
];

/**
 * Applies the migrations that have not run yet and returns the versions this call applied. All of
 * it is one transaction behind the schema lock: API processes starting at once on one database
 * queue there, the first applies what is pending and the others find it done, so each migration
 * runs once per database whatever the list holds. A failing migration applies none of them.
 */
export async function migrate(
  db: Db,
  migrations: readonly Migration[] = MIGRATIONS,
): Promise<number[]> {
  return db.transaction(async (tx) => {
    // The lock comes first: two concurrent `create table if not exists` can both try to create.
    await lockSchema(tx);
    await tx.exec(
      'create table if not exists schema_migrations (version int primary key, name text not null, applied_at timestamptz not null default now())',
    );
    const done = new Set(
      (await tx.query<{ version: number }>('select version from schema_migrations')).map(
        (r) => r.version,
      ),
    );
    const applied: number[] = [];
    for (const m of migrations) {
      if (done.has(m.version)) continue;
      await tx.exec(m.sql);
      await tx.query('insert into schema_migrations (version, name) values ($1, $2)', [
        m.version,
        m.name,
      ]);
      applied.push(m.version);
    }
    return applied;
  });
}

/**
 * Every migration applied: what the API brings its database to at start. Its name changes with
 * any migration's text, so a stored in-memory cluster (stored-cluster.ts) never outlives its SQL.
 */
export const MIGRATED: DbSetup = {
  name: `migrated-${createHash('sha1')
    .update(JSON.stringify(MIGRATIONS))
    .digest('hex')
    .slice(0, 12)}`,
  apply: (db) => migrate(db),
};
