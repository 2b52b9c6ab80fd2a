/**
 * The like count visitors see, of a post or a comment: at most LIKES_COUNTED_PER_ADDRESS likes
 * from one client address (its salted hash), so new guest ids from one address cannot inflate
 * it. A like recorded before addresses were kept has none and counts one, as its own address.
 */
import { LIKES_COUNTED_PER_ADDRESS } from '@cloud-consulting/domain/blog';

/**
 * A scalar subquery: the counted likes in `table` whose `key` column equals `value` (a
 * parameter such as $1, or a column of the outer query).
 */
export function likesCountedPerAddress(
  table: 'blog_post_likes' | 'blog_comment_likes',
  key: 'post_id' | 'comment_id',
  value: string,
): string {
  return `(SELECT coalesce(sum(least(n, ${LIKES_COUNTED_PER_ADDRESS})), 0)::int
   FROM (SELECT count(*) AS n FROM ${table} WHERE ${key} = ${value}
         GROUP BY coalesce(ip_hash, 'actor:' || actor)) AS per_address)`;
}
