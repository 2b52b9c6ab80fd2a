-- Each recorded change names the provider request that made it: the provider sets the
-- transaction-local setting site.change_request to the request's id (its logs' reqId), the row
-- carries it as requestId, and the rebuild webhook sends it on to the builder (X-Request-Id), so
-- one change can be followed through the provider's, the builder's and the build's logs. The
-- function is migration 036's with that one field more.

CREATE OR REPLACE FUNCTION record_rebuild_request() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed jsonb;
  tagged_post integer;
  actor text := nullif(current_setting('site.change_actor', true), '');
  request_id text := nullif(current_setting('site.change_request', true), '');
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
    'actor', actor,
    'requestId', request_id)));
  PERFORM set_config('site.rebuild_requested', 'yes', true);
  RETURN NULL;
END
$$;
