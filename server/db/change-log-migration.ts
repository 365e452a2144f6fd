/**
 * The change log and what reads need (docs/content-api.md): every content change in order, so
 * GET /changes can resume from an event id; what each page shows, so an edit finds the pages it
 * touches; and the index the page list reads in order. A migration of its own file, appended to
 * MIGRATIONS (migrations.ts) like any other.
 */
import type { Migration } from './db';

/** Migration 14: the change log, the pages' shown records and the page list's index. */
export const CHANGE_LOG_MIGRATION: Migration = {
  version: 14,
  name: 'change-log',
  sql: `
    create table content_changes (
      id bigserial primary key,
      at timestamptz not null default now(),
      event text not null,
      collection text not null,
      ref text not null,
      keys text[] not null,
      data jsonb
    );
    -- The newest id pruned from the log: a client resuming from before it compares instead.
    create table content_changes_pruned (
      one boolean primary key default true check (one),
      through bigint not null
    );
    insert into content_changes_pruned (through) values (0);
    -- The content keys of the catalogue records a page shows (server/content/page-join.ts);
    -- null for a page stored before, filled in at start.
    alter table pages add column refs text[];
    create index pages_refs on pages using gin (refs);
    -- GET /pages reads a locale's list in slug order from the index alone.
    create index pages_list on pages (locale, slug) include (type, title, updated_at);
  `,
};
