-- Where a crop of an image keeps its centre, set by an editor: x from the left and y from the top,
-- each from 0 to 1. The site turns it into object-position on cropped pictures (heroes, covers).
ALTER TABLE media_files
  ADD COLUMN focal_x double precision NOT NULL DEFAULT 0.5 CHECK (focal_x >= 0 AND focal_x <= 1),
  ADD COLUMN focal_y double precision NOT NULL DEFAULT 0.5 CHECK (focal_y >= 0 AND focal_y <= 1);

-- A new focal point changes the site only where it crops the image: the hero and card of a public
-- post showing it. Then, and only then, the change asks for a build, recorded as migration 042's
-- function records every other change (actor, request id).
CREATE FUNCTION record_focal_point_rebuild() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  address text := '/uploads/images/' || NEW.path;
BEGIN
  IF NOT EXISTS (
      SELECT 1 FROM blog_posts p
      WHERE post_is_public(p.status, p.publish_at)
        AND (trim(p.image_url) = address
             OR (coalesce(trim(p.image_url), '') = '' AND trim(p.featured_image_path) = address))) THEN
    RETURN NULL;
  END IF;
  INSERT INTO rebuild_requests (change) VALUES (jsonb_strip_nulls(jsonb_build_object(
    'table', TG_TABLE_NAME,
    'operation', TG_OP,
    'id', NEW.id,
    'actor', nullif(current_setting('site.change_actor', true), ''),
    'requestId', nullif(current_setting('site.change_request', true), ''))));
  PERFORM set_config('site.rebuild_requested', 'yes', true);
  RETURN NULL;
END
$$;

CREATE TRIGGER media_files_focal_point_rebuild AFTER UPDATE OF focal_x, focal_y ON media_files
  FOR EACH ROW
  WHEN (OLD.focal_x IS DISTINCT FROM NEW.focal_x OR OLD.focal_y IS DISTINCT FROM NEW.focal_y)
  EXECUTE FUNCTION record_focal_point_rebuild();
