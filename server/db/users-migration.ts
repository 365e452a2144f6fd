/** Migration 4: the user service's tables (server/db/migrations.ts lists it with the others). */
import type { Migration } from './db';

export const USERS_MIGRATION: Migration = {
  version: 4,
  name: 'users',
  // The user service (product §3 user-related areas). User text is stored as given: plain text,
  // escaped by the browser. Points never go negative (the purchase's one transaction relies on it).
  sql: `
      create table avatars (id int primary key, name text not null, url text not null, free boolean not null);
      create table users (
        uid text primary key,
        email text,
        username text not null unique,
        created_at timestamptz not null default now()
      );
      create table inventories (
        id serial primary key,
        uid text not null unique references users on delete cascade,
        avatar_id int not null references avatars,
        points int not null default 0 check (points >= 0),
        last_login_at timestamptz,
        created_at timestamptz not null default now()
      );
      create table shop_items (
        id int primary key,
        name text not null,
        description text not null,
        price int not null check (price >= 0),
        kind text not null check (kind in ('avatar', 'badge')),
        avatar_id int references avatars,
        image_url text not null
      );
      create table purchases (
        id serial primary key,
        uid text not null references users on delete cascade,
        item_id int not null references shop_items,
        price int not null,
        created_at timestamptz not null default now(),
        unique (uid, item_id)
      );
      create table history (
        id serial primary key,
        uid text not null references users on delete cascade,
        action text not null,
        points int not null,
        detail text,
        created_at timestamptz not null default now()
      );
      create index history_uid on history (uid, id desc);
      create table missions (
        id int primary key,
        action text not null,
        title text not null,
        description text not null,
        points int not null check (points >= 0),
        period text not null check (period in ('once', 'daily')),
        goal int not null check (goal > 0)
      );
      create table mission_progress (
        uid text not null references users on delete cascade,
        mission_id int not null references missions,
        period_key text not null,
        progress int not null,
        done_at timestamptz,
        primary key (uid, mission_id, period_key)
      );
      create table posts (
        id serial primary key,
        author_uid text not null references users on delete cascade,
        text text not null,
        link text,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );
      create index posts_newest on posts (created_at desc, id desc);
      create table comments (
        id serial primary key,
        post_id int not null references posts on delete cascade,
        parent_id int references comments on delete cascade,
        author_uid text not null references users on delete cascade,
        text text not null,
        created_at timestamptz not null default now()
      );
      create index comments_post on comments (post_id, id);
      create table post_likes (
        post_id int not null references posts on delete cascade,
        uid text not null references users on delete cascade,
        primary key (post_id, uid)
      );
      create table comment_likes (
        comment_id int not null references comments on delete cascade,
        uid text not null references users on delete cascade,
        primary key (comment_id, uid)
      );
      create table report_categories (id int primary key, label text not null);
      create table reports (
        id serial primary key,
        post_id int not null references posts on delete cascade,
        uid text not null references users on delete cascade,
        category_id int not null references report_categories,
        note text not null,
        created_at timestamptz not null default now(),
        unique (post_id, uid)
      );
    `,
};
