-- Likes are counted per client address as well as per guest: a like records the salted hash of
-- the address it came from, and a post's count takes at most LIKES_COUNTED_PER_ADDRESS likes of
-- one address (domain blog.ts), so new guest ids from one address cannot inflate it. Likes
-- recorded before have none and count one each, as before.
ALTER TABLE blog_post_likes ADD COLUMN ip_hash text;
CREATE INDEX blog_post_likes_post_address ON blog_post_likes (post_id, ip_hash);
