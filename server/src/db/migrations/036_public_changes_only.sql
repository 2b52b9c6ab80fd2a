-- Only changes the public site shows ask for a build, and each names who made it.
-- - A post asks only while it is public before or after the change (published, or scheduled
--   and due): a draft's edits, a schedule far ahead and an archived post's edits ask nothing; a
--   schedule asks when it is due, as the provider publishes it. A post's tags, and a tag's name
--   and colour, ask only while a public post carries them.
-- - An update that leaves a row as it was (but for updated_at) asks nothing.
-- - The provider names the person or process behind a transaction with the transaction-local
--   setting site.change_actor; the row carries it, so a build says who it answers. The trigger
--   sets site.rebuild_requested in the transaction, so the provider can tell an editor whether
--   the save waits for a build (X-Site-Rebuild) without a second record of the change.
-- - rebuild_delivery keeps why the last call failed and since when calls fail, so the editor
--   app can say that publishing is stuck, and why.

ALTER TABLE rebuild_delivery
  ADD COLUMN last_error text,
  ADD COLUMN failing_since timestamptz;

CREATE FUNCTION post_is_public(status text, publish_at timestamptz) RETURNS boolean
  LANGUAGE sql STABLE AS $$
  SELECT status = 'published' OR (status = 'scheduled' AND publish_at <= clock_timestamp())
$$;

CREATE OR REPLACE FUNCTION record_rebuild_request() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed jsonb;
  tagged_post integer;
  actor text := nullif(current_setting('site.change_actor', true), '');
BEGIN
  IF EXISTS (SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND pid = pg_backend_pid()
             AND classid = 0 AND objid = 724311 AND objsubid = 1) THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' AND (to_jsonb(OLD) - 'updated_at') = (to_jsonb(NEW) - 'updated_at') THEN
    RETURN NULL;
  END IF;
  IF TG_TABLE_NAME = 'blog_posts' THEN
    IF TG_OP = 'INSERT' THEN
      IF NOT post_is_public(NEW.status, NEW.publish_at) THEN RETURN NULL; END IF;
    ELSIF TG_OP = 'DELETE' THEN
      IF NOT post_is_public(OLD.status, OLD.publish_at) THEN RETURN NULL; END IF;
    ELSIF NOT (post_is_public(OLD.status, OLD.publish_at)
               OR post_is_public(NEW.status, NEW.publish_at)) THEN
      RETURN NULL;
    END IF;
  ELSIF TG_TABLE_NAME = 'blog_post_tags' THEN
    IF TG_OP = 'DELETE' THEN tagged_post := OLD.post_id; ELSE tagged_post := NEW.post_id; END IF;
    IF NOT EXISTS (SELECT 1 FROM blog_posts p
                   WHERE p.id = tagged_post AND post_is_public(p.status, p.publish_at)) THEN
      RETURN NULL;
    END IF;
  ELSIF TG_TABLE_NAME = 'blog_tags' THEN
    -- The site shows a tag only on public posts (a new tag carries none yet; a deleted tag's
    -- links to public posts were recorded as they went).
    IF TG_OP <> 'UPDATE' OR NOT EXISTS (
        SELECT 1 FROM blog_post_tags pt JOIN blog_posts p ON p.id = pt.post_id
        WHERE pt.tag_id = NEW.id AND post_is_public(p.status, p.publish_at)) THEN
      RETURN NULL;
    END IF;
  END IF;
  changed := to_jsonb(CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END);
  INSERT INTO rebuild_requests (change) VALUES (jsonb_strip_nulls(jsonb_build_object(
    'table', TG_TABLE_NAME,
    'operation', TG_OP,
    'id', COALESCE(changed -> 'id', changed -> 'post_id'),
    'actor', actor)));
  PERFORM set_config('site.rebuild_requested', 'yes', true);
  RETURN NULL;
END
$$;
