/** SQL of comments and comment likes. Functions take the caller's transaction, or run on their own. */
import { visibleAt } from '../blog/repository.js';
import type { Queryable } from '../../db/client.js';
import { likesCountedPerAddress } from '../../db/likes-per-address.js';
import { lockToggle } from '../../db/toggle-lock.js';

export interface CommentRow {
  Id: number;
  PostId: number;
  ParentId: number | null;
  Content: string;
  AuthorName: string | null;
  CreatedAt: Date;
  Likes: number;
  userLiked: boolean;
  IsGuest: boolean;
  User: null;
}

/** Where a comment sits: its post, its status and its depth (0 for a top-level comment). */
export interface CommentPlace {
  postId: number;
  status: string;
  depth: number;
}

export interface NewComment {
  postId: number;
  parentId: number | null;
  content: string;
  authorName: string | null;
  authorEmail: string | null;
  userId: string | null;
  guestId: string | null;
  status: string;
  flagged: boolean;
  reasons: string[];
  ipHash: string;
  createdAt: Date;
}

const PUBLIC_COLUMNS = `c.id AS "Id", c.post_id AS "PostId", c.parent_id AS "ParentId",
  c.content AS "Content", c.author_name AS "AuthorName", c.created_at AS "CreatedAt",
  (c.user_id IS NULL) AS "IsGuest", NULL AS "User",
  ${likesCountedPerAddress('blog_comment_likes', 'comment_id', 'c.id')} AS "Likes",
  EXISTS (SELECT 1 FROM blog_comment_likes l WHERE l.comment_id = c.id AND l.actor = $2)
    AS "userLiked"`;

/** `now` is the app's clock (ms): it decides which posts are publicly visible. */
export function createCommentRepository(db: Queryable, now: () => number = Date.now) {
  return {
    /** The post is publicly visible now (published, or scheduled and due). */
    async postIsActive(postId: number, tx: Queryable = db): Promise<boolean> {
      const { rows } = await tx.query(
        `SELECT 1 FROM blog_posts p WHERE p.id = $1 AND ${visibleAt(now())}`,
        [postId],
      );
      return rows.length > 0;
    },

    /** The title and slug of a post, whatever its status; null when there is none. */
    async postTitleAndSlug(
      postId: number,
      tx: Queryable = db,
    ): Promise<{ title: string; slug: string } | null> {
      const { rows } = await tx.query<{ title: string; slug: string }>(
        'SELECT title, slug FROM blog_posts WHERE id = $1',
        [postId],
      );
      return rows[0] ?? null;
    },

    /** A comment's post, status and depth in its thread (0 for a top-level comment). */
    async find(id: number, tx: Queryable = db): Promise<CommentPlace | null> {
      const { rows } = await tx.query<{ post_id: number; status: string; depth: number }>(
        `WITH RECURSIVE chain AS (
           SELECT id, parent_id, 0 AS depth FROM blog_comments WHERE id = $1
           UNION ALL
           SELECT p.id, p.parent_id, chain.depth + 1
           FROM blog_comments p JOIN chain ON p.id = chain.parent_id
         )
         SELECT c.post_id, c.status, (SELECT max(depth) FROM chain)::int AS depth
         FROM blog_comments c WHERE c.id = $1`,
        [id],
      );
      const row = rows[0];
      return row ? { postId: row.post_id, status: row.status, depth: row.depth } : null;
    },

    async insert(c: NewComment, tx: Queryable = db): Promise<CommentRow> {
      const { rows } = await tx.query<{ id: number }>(
        `INSERT INTO blog_comments (post_id, parent_id, content, author_name, author_email, user_id,
           guest_id, status, flagged, moderation_reasons, ip_hash, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::text::jsonb, $11, $12) RETURNING id`,
        [
          c.postId,
          c.parentId,
          c.content,
          c.authorName,
          c.authorEmail,
          c.userId,
          c.guestId,
          c.status,
          c.flagged,
          JSON.stringify(c.reasons),
          c.ipHash,
          c.createdAt,
        ],
      );
      const { rows: created } = await tx.query<CommentRow>(
        `SELECT ${PUBLIC_COLUMNS} FROM blog_comments c WHERE c.id = $1`,
        [rows[0]!.id, null],
      );
      return created[0]!;
    },

    /**
     * One page of a post's published thread, oldest first, with like counts and the actor's
     * flags: up to `limit` top-level comments after the top-level comment `after` (from the
     * start when null) and their published replies down to maxDepth levels, flat (the shared
     * nesting rule builds the thread from it); and whether more top-level comments follow.
     */
    async listPublishedPage(
      postId: number,
      actor: string | null,
      page: { after: number | null; limit: number; maxDepth: number },
      tx: Queryable = db,
    ): Promise<{ rows: CommentRow[]; hasMore: boolean }> {
      const { rows: top } = await tx.query<{ id: number }>(
        `SELECT c.id FROM blog_comments c
         WHERE c.post_id = $1 AND c.status = 'published' AND c.parent_id IS NULL
           AND ($2::int IS NULL OR (c.created_at, c.id) > (
             SELECT a.created_at, a.id FROM blog_comments a WHERE a.id = $2 AND a.post_id = $1))
         ORDER BY c.created_at, c.id
         LIMIT $3`,
        [postId, page.after, page.limit + 1],
      );
      const ids = top.slice(0, page.limit).map((row) => row.id);
      const { rows } = await tx.query<CommentRow>(
        `WITH RECURSIVE thread AS (
           SELECT id, 0 AS depth FROM blog_comments WHERE id = ANY($3::int[])
           UNION ALL
           SELECT c.id, thread.depth + 1 FROM blog_comments c JOIN thread ON c.parent_id = thread.id
           WHERE c.status = 'published' AND thread.depth < $4
         )
         SELECT ${PUBLIC_COLUMNS} FROM blog_comments c
         WHERE c.post_id = $1 AND c.id IN (SELECT id FROM thread)
         ORDER BY c.created_at, c.id`,
        [postId, actor, ids, page.maxDepth],
      );
      return { rows, hasMore: top.length > page.limit };
    },

    /** How many comments a page's reader can see in the whole thread, replies included. */
    async countVisible(postId: number, maxDepth: number, tx: Queryable = db): Promise<number> {
      const { rows } = await tx.query<{ total: number }>(
        `WITH RECURSIVE thread AS (
           SELECT id, 0 AS depth FROM blog_comments
           WHERE post_id = $1 AND status = 'published' AND parent_id IS NULL
           UNION ALL
           SELECT c.id, thread.depth + 1 FROM blog_comments c JOIN thread ON c.parent_id = thread.id
           WHERE c.status = 'published' AND thread.depth < $2
         )
         SELECT count(*)::int AS total FROM thread`,
        [postId, maxDepth],
      );
      return rows[0]?.total ?? 0;
    },

    /**
     * Toggles a like in one statement: removed if present, else created (the key decides), with
     * the address hash it came from. Serialised per actor and comment until the caller's
     * transaction ends (see lockToggle). Answers the count visitors see (likes-per-address.ts).
     */
    async toggleLike(
      commentId: number,
      actor: string,
      ipHash: string,
      tx: Queryable = db,
    ): Promise<{ action: string; likes: number }> {
      await lockToggle(tx, 'blog_comment_likes', commentId, actor);
      const { rows } = await tx.query<{ removed: number }>(
        `WITH del AS (
           DELETE FROM blog_comment_likes WHERE comment_id = $1 AND actor = $2 RETURNING 1
         ), ins AS (
           INSERT INTO blog_comment_likes (comment_id, actor, ip_hash)
           SELECT $1::int, $2::text, $3::text WHERE NOT EXISTS (SELECT 1 FROM del)
           ON CONFLICT DO NOTHING RETURNING 1
         )
         SELECT (SELECT count(*)::int FROM del) AS removed`,
        [commentId, actor, ipHash],
      );
      // Counted after the statement, which cannot see its own insert or delete.
      const counted = await tx.query<{ likes: number }>(
        `SELECT ${likesCountedPerAddress('blog_comment_likes', 'comment_id', '$1')} AS likes`,
        [commentId],
      );
      return {
        action: rows[0]!.removed > 0 ? 'removed' : 'created',
        likes: counted.rows[0]!.likes,
      };
    },

    /**
     * The moderation queue of one status, flagged first, each with its post's title and slug and,
     * for a reply, the comment it answers (a moderator judges a reply in its context).
     */
    async queue(status: string, limit: number, tx: Queryable = db) {
      const { rows } = await tx.query<Record<string, unknown> & { PostSlug: string }>(
        `SELECT c.id AS "Id", c.post_id AS "PostId", p.title AS "PostTitle", p.slug AS "PostSlug",
                c.parent_id AS "ParentId", parent.content AS "ParentContent",
                parent.author_name AS "ParentAuthorName", c.content AS "Content",
                c.author_name AS "AuthorName", c.author_email AS "AuthorEmail",
                c.user_id AS "UserId", c.guest_id AS "GuestId", c.status AS "Status",
                c.flagged AS "Flagged", c.moderation_reasons AS "Reasons",
                c.created_at AS "CreatedAt", c.moderated_at AS "ModeratedAt"
         FROM blog_comments c JOIN blog_posts p ON p.id = c.post_id
         LEFT JOIN blog_comments parent ON parent.id = c.parent_id
         WHERE c.status = $1 ORDER BY c.flagged DESC, c.created_at, c.id LIMIT $2`,
        [status, limit],
      );
      return rows;
    },

    /** Moderates several comments at once; answers the ids that exist (and were moderated). */
    async setStatuses(
      ids: number[],
      status: 'published' | 'rejected',
      at: Date,
      tx: Queryable = db,
    ): Promise<number[]> {
      const { rows } = await tx.query<{ id: number }>(
        `UPDATE blog_comments SET status = $2, moderated_at = $3 WHERE id = ANY($1::int[])
         RETURNING id`,
        [ids, status, at],
      );
      return rows.map((r) => r.id).sort((a, b) => a - b);
    },

    async setStatus(
      id: number,
      status: 'published' | 'rejected',
      at: Date,
      tx: Queryable = db,
    ): Promise<boolean> {
      const { rows } = await tx.query(
        `UPDATE blog_comments SET status = $2, moderated_at = $3 WHERE id = $1 RETURNING id`,
        [id, status, at],
      );
      return rows.length > 0;
    },
  };
}
