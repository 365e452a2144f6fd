/** The community's routes: posts, comments, likes, reports and the public leaderboard (product §2). */
import type { Hono } from 'hono';
import {
  CommentsQuery,
  EditPost,
  LikeToggle,
  NewComment,
  NewPost,
  PageQuery,
  ReportPost,
} from '../../src/domain/entities/user';
import { addHistory } from './account';
import {
  assertOwner,
  commentPage,
  insertComment,
  insertPost,
  insertReport,
  postById,
  postDetails,
  postPage,
  reportCategories,
  toggleLike,
} from './community';
import { body, parseWith, pathId, type Guards, type UsersDeps, type Vars } from './guards';
import { leaderboardPage } from './leaderboard';
import { advanceMissions } from './missions';

/** What anyone may read: posts, comments, report categories and the leaderboard. */
function readRoutes(app: Hono<Vars>, { db }: UsersDeps, { reader }: Guards): void {
  app.get('/users/posts', reader, async (c) => {
    const { page, pageSize } = parseWith(PageQuery, c.req.query());
    return c.json(await postPage(db, c.get('identity')?.uid ?? null, page, pageSize));
  });
  app.get('/users/posts/:id', reader, async (c) =>
    c.json(await postDetails(db, c.get('identity')?.uid ?? null, pathId(c))),
  );
  app.get('/users/comments', reader, async (c) => {
    const query = parseWith(CommentsQuery, c.req.query());
    return c.json(await commentPage(db, c.get('identity')?.uid ?? null, query));
  });
  app.get('/users/report-categories', async (c) => c.json(await reportCategories(db)));
  app.get('/leaderboards/users', async (c) => {
    const { page, pageSize } = parseWith(PageQuery, c.req.query());
    return c.json(await leaderboardPage(db, page, pageSize));
  });
}

/** What a verified user writes: posts, their edits and deletions, comments, likes and reports. */
function writeRoutes(app: Hono<Vars>, { db }: UsersDeps, guards: Guards): void {
  const { limit, verified, me } = guards;
  app.post('/users/post', verified, limit('post'), async (c) => {
    const input = await body(NewPost, c);
    const uid = me(c).uid;
    const { id, completed } = await db.transaction(async (tx) => {
      const id = await insertPost(tx, uid, input.text, input.link);
      await addHistory(tx, { uid, action: 'post', points: 0, detail: null });
      return { id, completed: await advanceMissions(tx, uid, 'post') };
    });
    return c.json({ post: await postById(db, uid, id), completed }, 201);
  });
  app.patch('/users/posts/:id', verified, limit('edit'), async (c) => {
    const id = pathId(c);
    const input = await body(EditPost, c);
    const uid = me(c).uid;
    await assertOwner(db, uid, id);
    await db.query('update posts set text = $2, link = $3, updated_at = now() where id = $1', [
      id,
      input.text,
      input.link,
    ]);
    return c.json({ post: await postById(db, uid, id), completed: [] });
  });
  app.delete('/users/posts/:id', verified, limit('delete'), async (c) => {
    const id = pathId(c);
    await assertOwner(db, me(c).uid, id);
    await db.query('delete from posts where id = $1', [id]);
    return c.json({ id, deleted: true });
  });
  app.post('/users/comment', verified, limit('comment'), async (c) => {
    const input = await body(NewComment, c);
    const uid = me(c).uid;
    const result = await db.transaction(async (tx) => {
      const comment = await insertComment(tx, uid, input);
      await addHistory(tx, { uid, action: 'comment', points: 0, detail: null });
      // The mission asks for a comment on another player's post: one's own does not count.
      const { authorUid } = await postById(tx, null, input.postId);
      const completed = authorUid === uid ? [] : await advanceMissions(tx, uid, 'comment');
      return { comment, completed };
    });
    return c.json(result, 201);
  });
  app.post('/users/like', verified, limit('like'), async (c) => {
    const target = await body(LikeToggle, c);
    const uid = me(c).uid;
    const state = await toggleLike(db, uid, target);
    if (state.likedByMe) {
      const liked = `${state.target}:${String(state.id)}`;
      await db.transaction((tx) => advanceMissions(tx, uid, 'like', liked));
    }
    return c.json(state);
  });
  app.post('/users/report-post', verified, limit('report'), async (c) => {
    const input = await body(ReportPost, c);
    return c.json(await insertReport(db, me(c).uid, input), 201);
  });
}

/** Mounts the community's routes on `app`. */
export function communityRoutes(app: Hono<Vars>, deps: UsersDeps, guards: Guards): void {
  readRoutes(app, deps, guards);
  writeRoutes(app, deps, guards);
}
