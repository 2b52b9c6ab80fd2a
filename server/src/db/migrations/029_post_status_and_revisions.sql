-- Editorial status of blog posts, replacing is_active: draft, scheduled (public from publish_at
-- on), published, archived. The public API still answers IsActive, derived from the status.
-- publish_at is when a post becomes (or became) public; a scheduled post must have one.
ALTER TABLE blog_posts
  ADD COLUMN status text NOT NULL DEFAULT 'published'
    CHECK (status IN ('draft', 'scheduled', 'published', 'archived')),
  ADD COLUMN publish_at timestamptz,
  ADD CONSTRAINT blog_posts_scheduled_has_publish_at
    CHECK (status <> 'scheduled' OR publish_at IS NOT NULL);

-- Mapping the existing posts changes nothing the site shows: no rebuild is requested for it.
ALTER TABLE blog_posts DISABLE TRIGGER blog_posts_rebuild;
UPDATE blog_posts SET status = CASE WHEN is_active THEN 'published' ELSE 'draft' END,
  publish_at = CASE WHEN is_active THEN published_on END;
ALTER TABLE blog_posts ENABLE TRIGGER blog_posts_rebuild;

DROP INDEX blog_posts_listing_idx;
DROP INDEX blog_posts_featured_idx;
ALTER TABLE blog_posts DROP COLUMN is_active;

-- The public reads: published posts plus scheduled ones whose instant has come.
CREATE INDEX blog_posts_listing_idx ON blog_posts (published_on DESC, id DESC)
  WHERE status IN ('published', 'scheduled');
CREATE INDEX blog_posts_featured_idx ON blog_posts (featured, published_on DESC, id DESC)
  WHERE status IN ('published', 'scheduled');
-- The scheduler's reads: the next instant due, and the posts due now.
CREATE INDEX blog_posts_due_idx ON blog_posts (publish_at) WHERE status = 'scheduled';

-- Every change to a post keeps the version it replaced: the post's fields (tags included) as
-- JSON, when it was replaced, by whom, and which fields the change altered.
CREATE TABLE post_revisions (
  post_id integer NOT NULL REFERENCES blog_posts (id) ON DELETE CASCADE,
  version integer NOT NULL,
  fields jsonb NOT NULL,
  changed_fields text[] NOT NULL,
  changed_at timestamptz NOT NULL,
  actor text NOT NULL,
  PRIMARY KEY (post_id, version)
);
