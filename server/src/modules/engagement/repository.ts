/**
 * SQL of post likes, bookmarks, shares and views. Toggles are one statement each, decided by
 * the (post, actor) primary key, so 100 parallel likes from 100 guests store exactly 100 rows.
 * A like keeps its address's hash: a post's count takes at most LIKES_COUNTED_PER_ADDRESS likes
 * from one address (likes from before, without one, count one each).
 */
import type { Queryable } from '../../db/client.js';
import { likesCountedPerAddress } from '../../db/likes-per-address.js';
import { lockToggle } from '../../db/toggle-lock.js';

/** The like count of post $1, at most LIKES_COUNTED_PER_ADDRESS of them per address. */
const LIKES_OF_POST = likesCountedPerAddress('blog_post_likes', 'post_id', '$1');

export type ToggleTable = 'blog_post_likes' | 'blog_post_bookmarks';

export interface EngagementStats {
  likes: number;
  bookmarks: number;
  comments: number;
  views: number;
  shares: number;
  userLiked: boolean;
  userBookmarked: boolean;
}

export function createEngagementRepository(db: Queryable) {
  return {
    /**
     * Toggles in the caller's transaction, serialised per actor and post (see lockToggle); a like
     * records the address hash it came from. The total is the count visitors see.
     */
    async toggle(
      table: ToggleTable,
      postId: number,
      actor: string,
      ipHash: string,
      tx: Queryable = db,
    ) {
      await lockToggle(tx, table, postId, actor);
      const address = table === 'blog_post_likes' ? ', ip_hash' : '';
      const { rows } = await tx.query<{ removed: number; total: number }>(
        `WITH del AS (
           DELETE FROM ${table} WHERE post_id = $1 AND actor = $2 RETURNING 1
         ), ins AS (
           INSERT INTO ${table} (post_id, actor${address})
           SELECT $1::int, $2::text${address ? ', $3::text' : ''} WHERE NOT EXISTS (SELECT 1 FROM del)
           ON CONFLICT DO NOTHING RETURNING 1
         )
         SELECT (SELECT count(*)::int FROM del) AS removed,
                (SELECT count(*)::int FROM ${table} WHERE post_id = $1)
                  - (SELECT count(*)::int FROM del) + (SELECT count(*)::int FROM ins) AS total`,
        address ? [postId, actor, ipHash] : [postId, actor],
      );
      const row = rows[0]!;
      const action = row.removed > 0 ? 'removed' : 'created';
      if (table !== 'blog_post_likes') return { action, total: row.total };
      // Read after the statement, which cannot see its own insert.
      const counted = await tx.query<{ likes: number }>(`SELECT ${LIKES_OF_POST} AS likes`, [
        postId,
      ]);
      return { action, total: counted.rows[0]!.likes };
    },

    async share(postId: number, platform: string, actor: string | null, ipHash: string, at: Date) {
      await db.query(
        `INSERT INTO blog_post_shares (post_id, platform, actor, ip_hash, created_at)
         VALUES ($1, $2, $3, $4, $5)`,
        [postId, platform, actor, ipHash, at],
      );
    },

    /** Records a view unless this actor viewed this post on this UTC day; true when recorded. */
    async view(postId: number, actor: string, at: Date): Promise<boolean> {
      const { rows } = await db.query(
        `INSERT INTO blog_post_views (post_id, actor, day, created_at)
         VALUES ($1, $2, ($3::timestamptz AT TIME ZONE 'UTC')::date, $3)
         ON CONFLICT DO NOTHING RETURNING 1`,
        [postId, actor, at],
      );
      return rows.length > 0;
    },

    async stats(postId: number, actor: string | null): Promise<EngagementStats> {
      const { rows } = await db.query<EngagementStats>(
        `SELECT
           ${LIKES_OF_POST} AS likes,
           (SELECT count(*)::int FROM blog_post_bookmarks WHERE post_id = $1) AS bookmarks,
           (SELECT count(*)::int FROM blog_comments
              WHERE post_id = $1 AND status = 'published') AS comments,
           (SELECT count(*)::int FROM blog_post_views WHERE post_id = $1) AS views,
           (SELECT count(*)::int FROM blog_post_shares WHERE post_id = $1) AS shares,
           EXISTS (SELECT 1 FROM blog_post_likes WHERE post_id = $1 AND actor = $2)
             AS "userLiked",
           EXISTS (SELECT 1 FROM blog_post_bookmarks WHERE post_id = $1 AND actor = $2)
             AS "userBookmarked"`,
        [postId, actor],
      );
      return rows[0]!;
    },
  };
}
