-- A comment's likes are counted per client address as well as per guest, as a post's are (038):
-- a like records the salted hash of the address it came from, and the count takes at most
-- LIKES_COUNTED_PER_ADDRESS likes of one address. Likes recorded before have none and count one
-- each, as before.
ALTER TABLE blog_comment_likes ADD COLUMN ip_hash text;
CREATE INDEX blog_comment_likes_comment_address ON blog_comment_likes (comment_id, ip_hash);
