/**
 * The community's records (product §3 posts, §7 /users/posts, /leaderboards/users): posts, comments
 * and replies, reports, likes, the leaderboard, and the paged lists they come in.
 */
import { z } from 'zod';
import { IsoDateTime } from './common';
import { Avatar, RowId, Uid } from './user-records';

/** A community post (GET /users/posts). */
export const Post = z.object({
  /** Post id. */
  id: RowId,
  /** Author's uid (the owner check compares it). */
  authorUid: Uid,
  /** Author's username. */
  authorName: z.string().min(1),
  /** Author's avatar. */
  authorAvatar: Avatar.nullable(),
  /** The text as the author typed it: plain text, render it escaped. */
  text: z.string(),
  /** An http(s) link the author added, or null; render it with rel="ugc nofollow". */
  link: z.string().nullable(),
  /** When it was posted. */
  createdAt: IsoDateTime,
  /** When it was last edited (equal to createdAt when never edited). */
  updatedAt: IsoDateTime,
  /** Number of likes. */
  likes: z.number().int().nonnegative(),
  /** True when the asking user likes it (false for a visitor). */
  likedByMe: z.boolean(),
  /** Number of comments and replies. */
  commentCount: z.number().int().nonnegative(),
});
export type Post = z.infer<typeof Post>;

/** A reply: a comment whose parent is a top-level comment. */
export const Reply = z.object({
  /** Comment id. */
  id: RowId,
  /** The post it belongs to. */
  postId: RowId,
  /** The top-level comment it answers, or null for a top-level comment. */
  parentId: RowId.nullable(),
  /** Author's uid. */
  authorUid: Uid,
  /** Author's username. */
  authorName: z.string().min(1),
  /** Author's avatar. */
  authorAvatar: Avatar.nullable(),
  /** The text as typed: plain text, render it escaped. */
  text: z.string(),
  /** When it was written. */
  createdAt: IsoDateTime,
  /** Number of likes. */
  likes: z.number().int().nonnegative(),
  /** True when the asking user likes it. */
  likedByMe: z.boolean(),
});
export type Reply = z.infer<typeof Reply>;

/** A top-level comment with its replies, oldest first (one level: a reply to a reply joins the thread). */
export const Comment = Reply.extend({
  /** Replies, oldest first. */
  replies: z.array(Reply),
});
export type Comment = z.infer<typeof Comment>;

/** A post with its comments and their replies (GET /users/posts/:id). */
export const PostDetails = Post.extend({
  /** Top-level comments, oldest first, each with its replies. */
  comments: z.array(Comment),
});
export type PostDetails = z.infer<typeof PostDetails>;

/** Why a post may be reported (GET /users/report-categories). */
export const ReportCategory = z.object({
  /** Category id. */
  id: RowId,
  /** Label in Bulgarian, e.g. 'Спам'. */
  label: z.string().min(1),
});
export type ReportCategory = z.infer<typeof ReportCategory>;

/** A stored report (POST /users/report-post). */
export const ReportReceipt = z.object({
  /** Report id. */
  id: RowId,
  /** The reported post. */
  postId: RowId,
  /** The chosen category. */
  categoryId: RowId,
  /** When it was received. */
  createdAt: IsoDateTime,
});
export type ReportReceipt = z.infer<typeof ReportReceipt>;

/** The state of a like after a toggle (POST /users/like). */
export const LikeState = z.object({
  /** What was liked. */
  target: z.enum(['post', 'comment']),
  /** Its id. */
  id: RowId,
  /** New number of likes. */
  likes: z.number().int().nonnegative(),
  /** True when the user now likes it. */
  likedByMe: z.boolean(),
});
export type LikeState = z.infer<typeof LikeState>;

/** One row of the users' leaderboard (GET /leaderboards/users), by points. */
export const LeaderboardRow = z.object({
  /** 1-based rank; equal points share a rank. */
  rank: z.number().int().positive(),
  /** The user's uid. */
  uid: Uid,
  /** Username. */
  username: z.string().min(1),
  /** Avatar worn. */
  avatar: Avatar.nullable(),
  /** Points. */
  points: z.number().int().nonnegative(),
});
export type LeaderboardRow = z.infer<typeof LeaderboardRow>;

/** A page of a list: items, 1-based page, its size and the total count. */
export const Paged = <T extends z.ZodType>(item: T) =>
  z.object({
    /** This page's items. */
    items: z.array(item),
    /** 1-based page number. */
    page: z.number().int().positive(),
    /** Page size (product §9 default 5, product §5 clamp to 10). */
    pageSize: z.number().int().positive(),
    /** Items in the whole list. */
    total: z.number().int().nonnegative(),
  });
/** A page of T. */
export type Paged<T> = { items: T[]; page: number; pageSize: number; total: number };

/** A page of posts. */
export const PostPage = Paged(Post);
export type PostPage = z.infer<typeof PostPage>;
/** A page of top-level comments with their replies. */
export const CommentPage = Paged(Comment);
export type CommentPage = z.infer<typeof CommentPage>;
/** A page of the leaderboard. */
export const LeaderboardPage = Paged(LeaderboardRow);
export type LeaderboardPage = z.infer<typeof LeaderboardPage>;
