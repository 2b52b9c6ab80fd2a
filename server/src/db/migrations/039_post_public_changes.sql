-- When a post last changed in a way its readers see (title, body, excerpt, author, image, tags,
-- search title or description) while public: the article's dateModified and the sitemap's
-- lastmod. Null until the first such change, so the publish date stands (shared rule:
-- packages/domain/src/post-modified.ts).
ALTER TABLE blog_posts ADD COLUMN public_changed_at timestamptz;
