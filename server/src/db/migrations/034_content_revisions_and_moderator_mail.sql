-- Every change to a content record (any collection, or the site settings) keeps the version it
-- replaced, as post_revisions does for posts: the record's fields under their API names as
-- JSON, when it was replaced, by whom, and which fields the change altered. collection is the
-- collection's admin path segment ('services', 'menu-sections', ..., 'site-settings').
-- No rebuild trigger: a kept version is not published content.
CREATE TABLE content_revisions (
  collection text NOT NULL,
  record_id integer NOT NULL,
  version integer NOT NULL,
  fields jsonb NOT NULL,
  changed_fields text[] NOT NULL,
  changed_at timestamptz NOT NULL,
  actor text NOT NULL,
  PRIMARY KEY (collection, record_id, version)
);

-- A moderator (or owner) who wants a mail whenever a comment is held for moderation.
ALTER TABLE people ADD COLUMN notify_held_comments boolean NOT NULL DEFAULT false;
