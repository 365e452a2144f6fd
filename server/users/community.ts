/**
 * The community: posts, comments with one level of replies, likes and reports.
 * Text is stored and answered exactly as typed (plain text; the browser escapes it).
 */
import type {
  Comment,
  CommentsQuery,
  LikeState,
  LikeToggle,
  NewComment,
  Paged,
  Post,
  PostDetails,
  Reply,
  ReportCategory,
  ReportPost,
  ReportReceipt,
} from '../../src/domain/entities/user';
import type { Db } from '../db/db';
import { notFound, Refusal } from './refusal';
import { avatarColumnsOf, avatarOf, iso, type AvatarColumns } from './rows';

type Query = Pick<Db, 'query'>;

type PostRow = AvatarColumns & {
  id: number;
  author_uid: string;
  author_name: string;
  text: string;
  link: string | null;
  created_at: unknown;
  updated_at: unknown;
  likes: number;
  liked_by_me: boolean;
  comment_count: number;
};

/** Posts with author, counts and the reader's like ($1 = reader uid or null). */
const POSTS_SQL = `
  select p.id, p.author_uid, u.username as author_name, p.text, p.link, p.created_at, p.updated_at,
    ${avatarColumnsOf('p.author_uid')},
    (select count(*)::int from post_likes l where l.post_id = p.id) as likes,
    exists (select 1 from post_likes l where l.post_id = p.id and l.uid = $1::text) as liked_by_me,
    (select count(*)::int from comments c where c.post_id = p.id) as comment_count
  from posts p join users u on u.uid = p.author_uid`;

function postOf(r: PostRow): Post {
  return {
    id: r.id,
    authorUid: r.author_uid,
    authorName: r.author_name,
    authorAvatar: avatarOf(r),
    text: r.text,
    link: r.link,
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
    likes: r.likes,
    likedByMe: r.liked_by_me,
    commentCount: r.comment_count,
  };
}

/** A page of posts, newest first. */
export async function postPage(
  db: Query,
  reader: string | null,
  page: number,
  pageSize: number,
): Promise<Paged<Post>> {
  const total = (await db.query<{ n: number }>('select count(*)::int as n from posts'))[0]?.n ?? 0;
  const rows = await db.query<PostRow>(
    `${POSTS_SQL} order by p.created_at desc, p.id desc limit $2 offset $3`,
    [reader, pageSize, (page - 1) * pageSize],
  );
  return { items: rows.map(postOf), page, pageSize, total };
}

/** One post (404 when missing). */
export async function postById(db: Query, reader: string | null, id: number): Promise<Post> {
  const row = (await db.query<PostRow>(`${POSTS_SQL} where p.id = $2`, [reader, id]))[0];
  if (!row) throw notFound(`post ${String(id)}`);
  return postOf(row);
}

type CommentRow = AvatarColumns & {
  id: number;
  post_id: number;
  parent_id: number | null;
  author_uid: string;
  author_name: string;
  text: string;
  created_at: unknown;
  likes: number;
  liked_by_me: boolean;
};

const COMMENTS_SQL = `
  select c.id, c.post_id, c.parent_id, c.author_uid, u.username as author_name, c.text, c.created_at,
    ${avatarColumnsOf('c.author_uid')},
    (select count(*)::int from comment_likes l where l.comment_id = c.id) as likes,
    exists (select 1 from comment_likes l where l.comment_id = c.id and l.uid = $1::text) as liked_by_me
  from comments c join users u on u.uid = c.author_uid`;

function replyOf(r: CommentRow): Reply {
  return {
    id: r.id,
    postId: r.post_id,
    parentId: r.parent_id,
    authorUid: r.author_uid,
    authorName: r.author_name,
    authorAvatar: avatarOf(r),
    text: r.text,
    createdAt: iso(r.created_at),
    likes: r.likes,
    likedByMe: r.liked_by_me,
  };
}

/** Top-level comments of a post (a page of them, or all), oldest first, with their replies. */
async function threads(
  db: Query,
  reader: string | null,
  postId: number,
  page: { limit: number; offset: number } | null,
): Promise<Comment[]> {
  const top = await db.query<CommentRow>(
    `${COMMENTS_SQL} where c.post_id = $2 and c.parent_id is null order by c.id
     ${page ? 'limit $3 offset $4' : ''}`,
    page ? [reader, postId, page.limit, page.offset] : [reader, postId],
  );
  if (top.length === 0) return [];
  const replies = await db.query<CommentRow>(
    `${COMMENTS_SQL} where c.parent_id = any($2::int[]) order by c.id`,
    [reader, top.map((c) => c.id)],
  );
  return top.map((c) => ({
    ...replyOf(c),
    replies: replies.filter((r) => r.parent_id === c.id).map(replyOf),
  }));
}

/** A post with every comment and reply (GET /users/posts/:id). */
export async function postDetails(
  db: Query,
  reader: string | null,
  id: number,
): Promise<PostDetails> {
  const post = await postById(db, reader, id);
  return { ...post, comments: await threads(db, reader, id, null) };
}

/** A page of a post's top-level comments with replies (404 for an unknown post). */
export async function commentPage(
  db: Query,
  reader: string | null,
  { postId, page, pageSize }: CommentsQuery,
): Promise<Paged<Comment>> {
  await postById(db, reader, postId);
  const total =
    (
      await db.query<{ n: number }>(
        'select count(*)::int as n from comments where post_id = $1 and parent_id is null',
        [postId],
      )
    )[0]?.n ?? 0;
  const items = await threads(db, reader, postId, {
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  return { items, page, pageSize, total };
}

/** Stores a post; returns its id. */
export async function insertPost(
  db: Query,
  uid: string,
  text: string,
  link: string | null,
): Promise<number> {
  const row = (
    await db.query<{ id: number }>(
      'insert into posts (author_uid, text, link) values ($1, $2, $3) returning id',
      [uid, text, link],
    )
  )[0];
  if (!row) throw new Error('insert into posts returned nothing');
  return row.id;
}

/** 404 for a missing post, 403 not-owner for someone else's. */
export async function assertOwner(db: Query, uid: string, postId: number): Promise<void> {
  const row = (
    await db.query<{ author_uid: string }>('select author_uid from posts where id = $1', [postId])
  )[0];
  if (!row) throw notFound(`post ${String(postId)}`);
  if (row.author_uid !== uid) throw new Refusal(403, 'not-owner', 'Only the author may do this');
}

/**
 * Stores a comment. A reply to a reply joins its top-level comment's thread (one level of
 * replies); a parent of another post is a 404.
 */
export async function insertComment(
  db: Query,
  uid: string,
  { postId, parentId, text }: NewComment,
): Promise<Reply> {
  await postById(db, null, postId);
  let parent: number | null = null;
  if (parentId !== null) {
    const row = (
      await db.query<{ id: number; parent_id: number | null }>(
        'select id, parent_id from comments where id = $1 and post_id = $2',
        [parentId, postId],
      )
    )[0];
    if (!row) throw notFound(`comment ${String(parentId)} on post ${String(postId)}`);
    parent = row.parent_id ?? row.id;
  }
  const id = (
    await db.query<{ id: number }>(
      'insert into comments (post_id, parent_id, author_uid, text) values ($1, $2, $3, $4) returning id',
      [postId, parent, uid, text],
    )
  )[0]?.id;
  const row = (await db.query<CommentRow>(`${COMMENTS_SQL} where c.id = $2`, [uid, id]))[0];
  if (!row) throw new Error('insert into comments returned nothing');
  return replyOf(row);
}

/** Likes or unlikes a post or comment; 404 for a missing target. */
export async function toggleLike(
  db: Pick<Db, 'transaction'>,
  uid: string,
  target: LikeToggle,
): Promise<LikeState> {
  const [kind, id, table, likes, column] =
    'postId' in target
      ? (['post', target.postId, 'posts', 'post_likes', 'post_id'] as const)
      : (['comment', target.commentId, 'comments', 'comment_likes', 'comment_id'] as const);
  return db.transaction(async (tx) => {
    // The target's row lock puts one user's toggles sent at once (two tabs) in a row, each
    // seeing the last one's like (product §7 like toggle), instead of both inserting it.
    const exists = await tx.query(`select 1 from ${table} where id = $1 for update`, [id]);
    if (exists.length === 0) throw notFound(`${kind} ${String(id)}`);
    const removed = await tx.query(
      `delete from ${likes} where ${column} = $1 and uid = $2 returning uid`,
      [id, uid],
    );
    if (removed.length === 0) {
      await tx.query(`insert into ${likes} (${column}, uid) values ($1, $2)`, [id, uid]);
    }
    const count =
      (
        await tx.query<{ n: number }>(
          `select count(*)::int as n from ${likes} where ${column} = $1`,
          [id],
        )
      )[0]?.n ?? 0;
    return { target: kind, id, likes: count, likedByMe: removed.length === 0 };
  });
}

/** The report categories in their order. */
export async function reportCategories(db: Query): Promise<ReportCategory[]> {
  return db.query<ReportCategory>('select id, label from report_categories order by id');
}

/** Stores a report: 404 unknown post or category, 409 already-reported. */
export async function insertReport(
  db: Query,
  uid: string,
  input: ReportPost,
): Promise<ReportReceipt> {
  await postById(db, null, input.postId);
  const category = await db.query('select 1 from report_categories where id = $1', [
    input.categoryId,
  ]);
  if (category.length === 0) throw notFound(`report category ${String(input.categoryId)}`);
  const row = (
    await db.query<{ id: number; created_at: unknown }>(
      `insert into reports (post_id, uid, category_id, note) values ($1, $2, $3, $4)
       on conflict (post_id, uid) do nothing returning id, created_at`,
      [input.postId, uid, input.categoryId, input.note],
    )
  )[0];
  if (!row) throw new Refusal(409, 'already-reported', 'This post was reported by this user');
  return {
    id: row.id,
    postId: input.postId,
    categoryId: input.categoryId,
    createdAt: iso(row.created_at),
  };
}
